import type { Page } from "@playwright/test";
import { test, expect, type AppServer } from "./support/fixtures";
import { enquiryListSheet, LIST_MEDICINES, quantityOf } from "./support/enquiry-list";
import { waitForScript } from "./support/hydration";

/**
 * "Save list as a link" (docs/product.md 12.6): a signed address that rebuilds the list on any
 * device, the quantities typed and not yet confirmed included; a changed link is refused.
 */
const { dolo, azee, syrup } = LIST_MEDICINES;

let app: AppServer;
test.beforeAll(async ({ appOn }) => {
  app = await appOn("saved-link", enquiryListSheet());
});

async function listOf(page: Page, ids: readonly string[]): Promise<void> {
  for (const medicineId of ids) {
    const added = await page.request.post(`${app.url}/enquiry`, { form: { intent: "add", medicineId } });
    expect(added.status()).toBe(200);
  }
}

/** The address the page gives, on this test's server (the link names the site's public address). */
async function savedAddress(page: Page, language: "en" | "hi"): Promise<string> {
  const label = language === "en" ? "Link to this list" : "इस लिस्ट का लिंक";
  const href = await page.getByRole("textbox", { name: label }).inputValue();
  expect(href).toMatch(/^http:\/\/localhost:3000(\/hi)?\/enquiry\?saved=s1\.[\w-]+\.[\w-]+$/);
  return `${app.url}${new URL(href).pathname}${new URL(href).search}`;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the link rebuilds the list, as shown, on another device", async ({ page, browser }) => {
      await listOf(page, [dolo.id, syrup.id]);
      await page.goto(`${app.url}/enquiry`);
      if (javaScriptEnabled) await waitForScript(quantityOf(page, dolo.name));
      // Typed and not confirmed: the link carries it.
      await quantityOf(page, dolo.name).fill("30");
      await page.getByRole("button", { name: "Save list as a link" }).click();
      const address = await savedAddress(page, "en");
      await expect(quantityOf(page, dolo.name)).toHaveValue("30");

      // Another device, whose own list already holds Azee.
      const other = await browser.newContext({ javaScriptEnabled });
      try {
        const phone = await other.newPage();
        await listOf(phone, [azee.id]);
        await phone.goto(address);
        const saved = phone.getByRole("region", { name: "A saved list" });
        await expect(saved).toContainText("2 medicines from a saved link.");
        await expect(saved.getByRole("listitem")).toHaveText([`${dolo.name} — 30`, `${syrup.name} — 1`]);
        await saved.getByRole("button", { name: "Open this list" }).click();
        await expect(phone).toHaveURL(`${app.url}/enquiry`);
        await expect(quantityOf(phone, azee.name)).toHaveValue("1");
        await expect(quantityOf(phone, dolo.name)).toHaveValue("30");
        await expect(quantityOf(phone, syrup.name)).toHaveValue("1");
      } finally {
        await other.close();
      }
    });

    test("a changed or outdated link is refused with a message, the list untouched", async ({ page }) => {
      await listOf(page, [dolo.id]);
      await page.goto(`${app.url}/enquiry`);
      if (javaScriptEnabled) await waitForScript(quantityOf(page, dolo.name));
      await page.getByRole("button", { name: "Save list as a link" }).click();
      const address = await savedAddress(page, "en");
      const value = new URL(address).searchParams.get("saved")!;
      const [, payload, signature] = value.split(".");
      for (const changed of [`s1.${payload}.${signature!.slice(1)}A`, `s0.${payload}.${signature}`]) {
        await page.goto(`${app.url}/enquiry?saved=${changed}`);
        await expect(page.getByRole("alert")).toContainText("This link to an enquiry list cannot be opened");
        await expect(page.getByRole("button", { name: "Open this list" })).toHaveCount(0);
        await expect(quantityOf(page, dolo.name)).toHaveValue("1");
      }
    });
  });
}

test("in Hindi, the saved list opens on the Hindi page", async ({ page, browser }) => {
  await listOf(page, [azee.id]);
  await page.goto(`${app.url}/hi/enquiry`);
  await page.getByRole("button", { name: "लिस्ट को लिंक के रूप में सहेजें" }).click();
  const address = await savedAddress(page, "hi");
  expect(address).toContain("/hi/enquiry?saved=");
  const other = await browser.newContext();
  try {
    const phone = await other.newPage();
    await phone.goto(address);
    await phone.getByRole("button", { name: "यह लिस्ट खोलें" }).click();
    await expect(phone).toHaveURL(`${app.url}/hi/enquiry`);
    await expect(phone.getByRole("spinbutton", { name: `${azee.name} की मात्रा` })).toHaveValue("1");
  } finally {
    await other.close();
  }
});

test.describe("Copy link and Share on WhatsApp", () => {
  test("copy the saved list's address, or share it on WhatsApp, on a phone", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: app.url });
    await listOf(page, [dolo.id]);
    await page.goto(`${app.url}/enquiry`);
    await waitForScript(quantityOf(page, dolo.name));
    await page.getByRole("button", { name: "Save list as a link" }).click();
    const href = await page.getByRole("textbox", { name: "Link to this list" }).inputValue();

    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Link copied." })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(href);

    const share = page.getByRole("link", { name: "Share on WhatsApp" });
    const address = new URL((await share.getAttribute("href"))!);
    expect(address.origin + address.pathname).toBe("https://wa.me/");
    expect(address.searchParams.get("text")).toBe(`My enquiry list: ${href}`);
    await expect(share).toBeInViewport({ ratio: 0.5 });
  });

  test("without JavaScript, in Hindi, the WhatsApp share is a plain link", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await listOf(page, [dolo.id]);
      await page.goto(`${app.url}/hi/enquiry`);
      await page.getByRole("button", { name: "लिस्ट को लिंक के रूप में सहेजें" }).click();
      const href = await page.getByRole("textbox", { name: "इस लिस्ट का लिंक" }).inputValue();
      const share = page.getByRole("link", { name: "WhatsApp पर शेयर करें" });
      const address = new URL((await share.getAttribute("href"))!);
      expect(address.searchParams.get("text")).toBe(`मेरी ऑर्डर लिस्ट: ${href}`);
    } finally {
      await context.close();
    }
  });
});

test("a saved link naming a medicine since removed from the catalogue marks that line, in English and Hindi", async ({
  page,
  sheet,
  startApp,
}) => {
  sheet.set("saved-link-removed", { body: enquiryListSheet() });
  const changing = await startApp({
    CATALOGUE_SOURCE: sheet.url("saved-link-removed"),
    CATALOGUE_REFRESH_SECONDS: "1",
  });
  const version = async () =>
    ((await (await page.request.get(`${changing.url}/healthz`)).json()) as { version: string }).version;
  for (const medicineId of [dolo.id, azee.id]) {
    await page.request.post(`${changing.url}/enquiry`, { form: { intent: "add", medicineId } });
  }
  await page.goto(`${changing.url}/enquiry`);
  await page.getByRole("button", { name: "Save list as a link" }).click();
  const href = new URL(await page.getByRole("textbox", { name: "Link to this list" }).inputValue());

  // Dolo leaves the sheet; the server takes the new catalogue.
  const before = await version();
  sheet.set("saved-link-removed", { body: enquiryListSheet([azee.name, syrup.name]) });
  await expect.poll(version, { timeout: 20_000 }).not.toBe(before);

  await page.goto(`${changing.url}/enquiry${href.search}`);
  const saved = page.getByRole("region", { name: "A saved list" });
  await expect(saved.getByRole("listitem")).toHaveText([
    `${dolo.name} — 1 (no longer in the catalogue)`,
    `${azee.name} — 1`,
  ]);
  await page.goto(`${changing.url}/hi/enquiry${href.search}`);
  const savedHindi = page.getByRole("region", { name: "सहेजी गई लिस्ट" });
  await expect(savedHindi.getByRole("listitem").filter({ hasText: dolo.name })).toHaveText(
    `${dolo.name} — 1 (अब कैटलॉग में नहीं)`,
  );
});
