import type { BrowserContext, Page } from "@playwright/test";
import { test, expect, type AppServer, WHOLE_BROWSER } from "./support/fixtures";
import { enquiriesOf } from "./support/enquiries";
import {
  addFarDownAndExpectBackAtCard,
  enquiryListSheet,
  LIST_MEDICINES,
  quantityOf,
  sentLine,
} from "./support/enquiry-list";
import { waitForScript } from "./support/hydration";

/**
 * What is sent is what the page shows (docs/product.md 12.5): a quantity typed and not confirmed
 * with "Update" leaves as typed, by every way of sending, with and without JavaScript; one that is
 * not a whole number 1–9999 stops the list from leaving.
 */
const { dolo, azee } = LIST_MEDICINES;
const QUANTITY_ERROR = "Enter a whole number from 1 to 9999.";

let app: AppServer;
test.beforeAll(async ({ appOn }) => {
  app = await appOn("what-leaves", enquiryListSheet(), { ENQUIRY_RATE_LIMIT: "100" });
});

/** A page whose list holds Dolo (1) and Azee (1), on /enquiry. */
async function openList(page: Page): Promise<void> {
  for (const medicine of [dolo, azee]) {
    const added = await page.request.post(`${app.url}/enquiry`, { form: { intent: "add", medicineId: medicine.id } });
    expect(added.status()).toBe(200);
  }
  await page.goto(`${app.url}/enquiry`);
}

/**
 * The lines a WhatsApp or e-mail address carries: one per medicine after the greeting, up to the
 * blank line before the order's reference.
 */
function linesOf(address: string): string[] {
  const query = new URLSearchParams(address.slice(address.indexOf("?") + 1));
  const text = query.get("text") ?? query.get("body") ?? "";
  const lines = text.split(/\r?\n/).slice(1);
  return lines.slice(0, lines.indexOf(""));
}

/** Answers WhatsApp's address in place of the real one, and collects the addresses asked for. */
async function catchWhatsApp(target: Page | BrowserContext): Promise<string[]> {
  const opened: string[] = [];
  await target.route("https://wa.me/**", async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ contentType: "text/plain", body: "WhatsApp" });
  });
  return opened;
}

const link = (page: Page, name: string) => page.getByRole("link", { name });

/** Sends the list with "Send enquiry" as `name`; the lines stored, as [medicine, quantity]. */
async function sendEnquiryAs(page: Page, name: string): Promise<Array<[string, number]>> {
  await page.getByRole("textbox", { name: "Name", exact: true }).fill(name);
  await page.getByRole("textbox", { name: "Email" }).fill(`${name.split(" ")[0]!.toLowerCase()}@example.com`);
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "received" })).toBeVisible();
  const sent = enquiriesOf(app.dataDir).find((enquiry) => enquiry.name === name);
  return (sent?.lines ?? []).map((line) => [line.medicineId ?? "", line.quantity]);
}

test.describe("with JavaScript", () => {
  test("a quantity typed and pressed at once is what WhatsApp gets", async ({ page }) => {
    const opened = await catchWhatsApp(page);
    await openList(page);
    await waitForScript(quantityOf(page, dolo.name));
    await quantityOf(page, dolo.name).fill("20");
    await link(page, "Send on WhatsApp").click();
    await expect(page.getByText("WhatsApp", { exact: true })).toBeVisible();
    expect(opened.map(linesOf)).toEqual([[sentLine(dolo.name, 20), sentLine(azee.name, 1)]]);

    // And it was kept: the list shows it on the next visit.
    await page.goto(`${app.url}/enquiry`);
    await expect(quantityOf(page, dolo.name)).toHaveValue("20");
  });

  test("a quantity is kept as it is typed: leaving the field and reloading shows it", async ({ page }) => {
    await openList(page);
    await waitForScript(quantityOf(page, azee.name));
    const kept = page.waitForResponse((response) => response.request().method() === "POST" && response.ok());
    await quantityOf(page, azee.name).fill("35");
    await kept;
    await quantityOf(page, azee.name).press("Tab");
    await page.reload();
    await expect(quantityOf(page, azee.name)).toHaveValue("35");
    await expect(quantityOf(page, dolo.name)).toHaveValue("1");
  });

  test("quantities typed just before a reload are what the reloaded page shows and sends, though their requests never arrived", async ({
    page,
  }) => {
    await openList(page);
    await waitForScript(quantityOf(page, dolo.name));
    // The requests that keep each quantity are lost: the reload overtakes them (or the network drops them).
    const kept: string[] = [];
    await page.route(`${app.url}/enquiry`, (route) => {
      if (route.request().method() !== "POST") return route.fallback();
      kept.push(route.request().postData() ?? "");
      return route.abort("connectionreset");
    });
    await quantityOf(page, dolo.name).fill("20");
    await quantityOf(page, azee.name).fill("7");
    await expect.poll(() => kept.length).toBeGreaterThan(0);
    await page.unroute(`${app.url}/enquiry`);
    await page.reload();
    await expect(quantityOf(page, dolo.name)).toHaveValue("20");
    await expect(quantityOf(page, azee.name)).toHaveValue("7");

    // Sent from the reloaded page: the quantities typed.
    expect(await sendEnquiryAs(page, "Sunil Prasad")).toEqual([
      [dolo.id, 20],
      [azee.id, 7],
    ]);
  });

  test("a quantity typed before a reload does not come back over a later change", async ({ page }) => {
    await openList(page);
    await waitForScript(quantityOf(page, dolo.name));
    await page.route(`${app.url}/enquiry`, (route) =>
      route.request().method() === "POST" ? route.abort("connectionreset") : route.fallback(),
    );
    await quantityOf(page, dolo.name).fill("20");
    await page.unroute(`${app.url}/enquiry`);
    await page.reload();
    await expect(quantityOf(page, dolo.name)).toHaveValue("20");
    await waitForScript(quantityOf(page, dolo.name));

    // Changed again, and kept: the page shows the new quantity from then on.
    const posted = page.waitForResponse((response) => response.request().method() === "POST" && response.ok());
    await page.getByRole("button", { name: `Increase quantity of ${dolo.name}` }).click();
    await posted;
    await page.reload();
    await expect(quantityOf(page, dolo.name)).toHaveValue("21");
    await page.reload();
    await expect(quantityOf(page, dolo.name)).toHaveValue("21");
    // And on another page that adds to the list: Dolo added again from its card counts from 21.
    const added = await page.request.post(`${app.url}/enquiry`, { form: { intent: "add", medicineId: dolo.id } });
    expect(added.status()).toBe(200);
    await page.reload();
    await expect(quantityOf(page, dolo.name)).toHaveValue("22");
  });

  test("a quantity that is not a whole number from 1 to 9999 stops the list from leaving", async ({ page }) => {
    const opened = await catchWhatsApp(page);
    await openList(page);
    await waitForScript(quantityOf(page, dolo.name));
    for (const wrong of ["0", "10000", "2.5"]) {
      await quantityOf(page, dolo.name).fill(wrong);
      await link(page, "Send on WhatsApp").click();
      await expect(page.getByText(QUANTITY_ERROR)).toBeVisible();
      await expect(quantityOf(page, dolo.name)).toBeFocused();
      await expect(quantityOf(page, dolo.name)).toHaveAttribute("aria-invalid", "true");
      await expect(page).toHaveURL(`${app.url}/enquiry`);
    }
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Asha Kumari");
    await page.getByRole("textbox", { name: "Email" }).fill("asha@example.com");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(quantityOf(page, dolo.name)).toBeFocused();
    expect(opened).toEqual([]);

    // Corrected, the message goes and the list leaves with it.
    await quantityOf(page, dolo.name).fill("3");
    await expect(page.getByText(QUANTITY_ERROR)).toHaveCount(0);
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "received" })).toBeVisible();
    const sent = enquiriesOf(app.dataDir).find((enquiry) => enquiry.name === "Asha Kumari");
    expect(sent?.lines).toEqual([
      expect.objectContaining({ medicineId: dolo.id, quantity: 3 }),
      expect.objectContaining({ medicineId: azee.id, quantity: 1 }),
    ]);
  });

  test("Enter in the enquiry form's fields sends the enquiry with the quantities shown", async ({ page }) => {
    await openList(page);
    await waitForScript(quantityOf(page, dolo.name));
    await quantityOf(page, azee.name).fill("12");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Meera Devi");
    await page.getByRole("textbox", { name: "Email" }).fill("meera@example.com");
    await page.getByRole("textbox", { name: "Email" }).press("Enter");
    await expect(page.getByRole("status").filter({ hasText: "received" })).toBeVisible();
    const sent = enquiriesOf(app.dataDir).find((enquiry) => enquiry.name === "Meera Devi");
    expect(sent?.lines.map((line) => line.quantity)).toEqual([1, 12]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("Send on WhatsApp keeps the typed quantities and opens WhatsApp with them", WHOLE_BROWSER, async ({ page }) => {
    const opened = await catchWhatsApp(page);
    await openList(page);
    await quantityOf(page, dolo.name).fill("20");
    await link(page, "Send on WhatsApp").click();
    await expect(page.getByText("WhatsApp", { exact: true })).toBeVisible();
    expect(opened.map(linesOf)).toEqual([[sentLine(dolo.name, 20), sentLine(azee.name, 1)]]);
    await page.goto(`${app.url}/enquiry`);
    await expect(quantityOf(page, dolo.name)).toHaveValue("20");
  });

  test("Send by e-mail keeps the typed quantities and answers with the mailto: address", async ({ page }) => {
    await openList(page);
    await quantityOf(page, azee.name).fill("30");
    const answer = page.waitForResponse((response) => response.request().method() === "POST");
    // The browser hands the mailto: address to the mail program; the page itself does not change.
    await link(page, "Send by e-mail").click({ noWaitAfter: true });
    const response = await answer;
    expect(response.status()).toBe(303);
    const address = response.headers()["location"] ?? "";
    expect(address).toMatch(/^mailto:info@gangapharma\.example\?subject=Order%20\d+%3A%20enquiry%20list&body=/);
    expect(linesOf(address)).toEqual([sentLine(dolo.name, 1), sentLine(azee.name, 30)]);
    await page.goto(`${app.url}/enquiry`);
    await expect(quantityOf(page, azee.name)).toHaveValue("30");
  });

  test("Send enquiry stores the quantities shown", async ({ page }) => {
    await openList(page);
    await quantityOf(page, dolo.name).fill("40");
    expect(await sendEnquiryAs(page, "Ravi Sinha")).toEqual([
      [dolo.id, 40],
      [azee.id, 1],
    ]);
  });

  test("a wrong quantity is refused with the message next to its line, and nothing leaves", async ({ page }) => {
    const opened = await catchWhatsApp(page);
    await openList(page);
    await quantityOf(page, azee.name).fill("0");
    await link(page, "Send on WhatsApp").click();
    await expect(page.getByText(QUANTITY_ERROR)).toBeVisible();
    await expect(quantityOf(page, azee.name)).toHaveValue("0");
    await expect(quantityOf(page, azee.name)).toHaveAttribute("aria-invalid", "true");
    expect(opened).toEqual([]);

    // The form's fields come back as typed with the refusal, and nothing was stored.
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Kiran Rao");
    await page.getByRole("textbox", { name: "Email" }).fill("kiran@example.com");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByText(QUANTITY_ERROR)).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Kiran Rao");
    expect(enquiriesOf(app.dataDir).some((enquiry) => enquiry.name === "Kiran Rao")).toBe(false);
    await page.goto(`${app.url}/enquiry`);
    await expect(quantityOf(page, azee.name)).toHaveValue("1");
  });

  test("Add to enquiry brings the visitor back to the card they pressed", async ({ page, catalogueApp }) => {
    await addFarDownAndExpectBackAtCard(page, catalogueApp.url, 19);
  });
});
