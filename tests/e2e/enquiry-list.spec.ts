import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, type AppServer } from "./support/fixtures";
import {
  addButton,
  addedMessage,
  enquiryListSheet,
  expectCount,
  headerLink,
  holdFirstPost,
  LIST_MEDICINES,
  quantityOf,
  setQuantity,
  sentAddress,
  sharedText,
  sentLine,
} from "./support/enquiry-list";
import { enquiriesOf } from "./support/enquiries";
import { waitForScript } from "./support/hydration";
import { openCatalogue } from "./support/test-catalogue";

const { dolo, syrup, azee } = LIST_MEDICINES;

/** Adds a medicine as a form without JavaScript would, in the page's browser context (its cookies). */
async function addByPost(page: Page, app: AppServer, medicineId: string): Promise<void> {
  const response = await page.request.post(`${app.url}/enquiry`, {
    form: { intent: "add", medicineId },
    maxRedirects: 0,
  });
  expect(response.status()).toBe(200);
}

test.describe("enquiry list with JavaScript", () => {
  let app: AppServer;
  test.beforeAll(async ({ appOn }) => {
    app = await appOn("enquiry-list", enquiryListSheet(), { ENQUIRY_RATE_LIMIT: "100" });
  });

  test("adds from a card without leaving the page, counts in the header, and adding again raises the quantity", async ({
    page,
  }) => {
    await openCatalogue(page, `${app.url}/medicines`);
    await expectCount(page, 0);
    await addButton(page, dolo.name).click();
    await expect(addedMessage(page)).toHaveText(`Added ${dolo.name} to the enquiry list (qty 1). View enquiry list`);
    await expectCount(page, 1);
    await addButton(page, dolo.name).click();
    await expect(addedMessage(page)).toContainText(`Added ${dolo.name} to the enquiry list (qty 2).`);
    await expectCount(page, 1);
    await addButton(page, syrup.name).click();
    await expect(addedMessage(page)).toContainText(`Added ${syrup.name} to the enquiry list (qty 1).`);
    await expectCount(page, 2);
    // Never a navigation: still the catalogue.
    expect(new URL(page.url()).pathname).toBe("/medicines");

    await headerLink(page).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enquiry list" })).toBeVisible();
    await expect(quantityOf(page, dolo.name)).toHaveValue("2");
    await expect(quantityOf(page, syrup.name)).toHaveValue("1");
    await expect(page.getByRole("link", { name: syrup.name, exact: true })).toHaveAttribute(
      "href",
      `/medicines/${syrup.id}`,
    );
  });

  test("adds from the medicine's page with its one button, then the message opens the list", async ({ page }) => {
    await page.goto(`${app.url}/medicines/${azee.id}`);
    await expect(page.getByRole("heading", { level: 1, name: azee.name })).toBeVisible();
    // Adding in place with a message is the script's; before it, the form posts and the page comes back.
    await waitForScript(addButton(page, azee.name));
    await addButton(page, azee.name).click();
    await expect(addedMessage(page)).toContainText(`Added ${azee.name} to the enquiry list (qty 1).`);
    await expectCount(page, 1);
    // One way to add: no second button with a near-synonym beside it.
    await expect(page.getByRole("main").getByRole("button", { name: /enquir/i })).toHaveCount(1);
    await addedMessage(page).getByRole("link", { name: "View enquiry list" }).click();
    await expect(page).toHaveURL(`${app.url}/enquiry`);
    await expect(quantityOf(page, azee.name)).toHaveValue("1");
    await expectCount(page, 1);
  });

  test("changes a quantity and removes a line; a reload keeps the list", async ({ page }) => {
    await addByPost(page, app, dolo.id);
    await addByPost(page, app, syrup.id);
    await page.goto(`${app.url}/enquiry`);
    await setQuantity(page, dolo.name, "12");
    await page.getByRole("button", { name: `Remove ${syrup.name}` }).click();
    await expect(quantityOf(page, syrup.name)).toHaveCount(0);
    await expectCount(page, 1);
    await page.reload();
    await expect(quantityOf(page, dolo.name)).toHaveValue("12");
    await expect(quantityOf(page, syrup.name)).toHaveCount(0);
    await expectCount(page, 1);
  });

  test("changes made before the last one is answered all count: each waits for the one before", async ({ page }) => {
    await addByPost(page, app, dolo.id);
    await addByPost(page, app, syrup.id);
    await page.goto(`${app.url}/enquiry`);
    await waitForScript(quantityOf(page, dolo.name));

    // The quantity change is held on its way to the server (a slow network) while the visitor
    // removes another line: the removal may not start from the old list.
    const held = holdFirstPost(page);
    await quantityOf(page, dolo.name).fill("7");
    await quantityOf(page, dolo.name).press("Enter");
    await held.arrived;
    await page.getByRole("button", { name: `Remove ${syrup.name}` }).click();
    held.release();
    await expect(quantityOf(page, syrup.name)).toHaveCount(0);
    await expectCount(page, 1);
    expect(await sharedText(page, "Send on WhatsApp", "text")).toContain(sentLine(dolo.name, 7));

    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ravi Sinha");
    await page.getByRole("textbox", { name: "Email" }).fill("ravi@example.com");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Thank you" })).toBeVisible();
    const sent = enquiriesOf(app.dataDir).find((enquiry) => enquiry.name === "Ravi Sinha");
    expect(sent?.lines).toEqual([expect.objectContaining({ medicineId: dolo.id, quantity: 7 })]);
  });

  test("what the visitor typed into the form stays while they change a quantity", async ({ page }) => {
    await addByPost(page, app, dolo.id);
    await page.goto(`${app.url}/enquiry`);
    await waitForScript(quantityOf(page, dolo.name));
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Meera Devi");
    await page.getByRole("textbox", { name: "Message" }).fill("Please quote for the whole year.");

    await quantityOf(page, dolo.name).fill("4");
    await quantityOf(page, dolo.name).press("Enter");
    expect(await sharedText(page, "Send on WhatsApp", "text")).toContain(sentLine(dolo.name, 4));
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Meera Devi");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Please quote for the whole year.");
  });

  test("a double tap on Add adds once; pressed again after the answer, it raises the quantity", async ({ page }) => {
    await openCatalogue(page, `${app.url}/medicines`);
    const held = holdFirstPost(page);
    await addButton(page, dolo.name).dblclick();
    await held.arrived;
    // Pressed again while the first is still on its way (a slow network): nothing more.
    await addButton(page, dolo.name).click({ force: true });
    held.release();
    await expect(addedMessage(page)).toContainText(`Added ${dolo.name} to the enquiry list (qty 1).`);
    await expectCount(page, 1);
    await addButton(page, dolo.name).click();
    await expect(addedMessage(page)).toContainText(`Added ${dolo.name} to the enquiry list (qty 2).`);
    await headerLink(page).click();
    await expect(quantityOf(page, dolo.name)).toHaveValue("2");
  });

  test("adds from two cards in quick succession keep both", async ({ page }) => {
    await openCatalogue(page, `${app.url}/medicines`);
    const held = holdFirstPost(page);
    await addButton(page, dolo.name).click();
    await held.arrived;
    await addButton(page, azee.name).click();
    held.release();
    await expect(addedMessage(page)).toContainText(`Added ${azee.name} to the enquiry list (qty 1).`);
    await expectCount(page, 2);
    await headerLink(page).click();
    await expect(quantityOf(page, dolo.name)).toHaveValue("1");
    await expect(quantityOf(page, azee.name)).toHaveValue("1");
  });

  test("WhatsApp and e-mail carry every line, name (manufacturer) — quantity, and the order's reference", async ({
    page,
  }) => {
    await addByPost(page, app, dolo.id);
    await addByPost(page, app, dolo.id);
    await addByPost(page, app, syrup.id);
    await page.goto(`${app.url}/enquiry`);
    const text = [
      "Hello Ganga Pharma Distributors, please send your price and availability for:",
      sentLine("Dolo 650 Tablet", 2),
      sentLine("B & C #2 Syrup", 1),
    ].join("\n");
    await waitForScript(quantityOf(page, dolo.name));
    const whatsapp = await sentAddress(page, "Send on WhatsApp", "text");
    expect(whatsapp).toMatch(/^https:\/\/wa\.me\/919431012345\?text=[^&#\s]+$/);
    const reference = /\n\nOrder (\d+): (http:\/\/[^/]+\/orders\/[\w-]{32})$/;
    const whatsappText = new URL(whatsapp).searchParams.get("text")!;
    expect(whatsappText.replace(reference, "")).toBe(text);
    const [, number] = reference.exec(whatsappText)!;
    await expect(page.getByRole("status").filter({ hasText: "Order" })).toContainText(`Order ${number} is stored.`);
    const email = await sentAddress(page, "Send by e-mail", "body");
    // The same list left another way within 10 minutes is the same order (decision 63): its reference again.
    expect(email).toMatch(
      new RegExp(`^mailto:info@gangapharma\\.example\\?subject=Order%20${number}%3A%20enquiry%20list&body=[^&#\\s]+$`),
    );
    const body = new URLSearchParams(email.slice(email.indexOf("?") + 1)).get("body")!;
    expect(body.replace(/\r\n\r\nOrder \d+: \S+$/, "")).toBe(text.replaceAll("\n", "\r\n"));
    expect(body).toContain(`Order ${number}:`);
  });

  test("ignores a tampered cookie: the pages work and the list is empty", async ({ page, context }) => {
    await addByPost(page, app, dolo.id);
    const [cookie] = await context.cookies(app.url);
    expect(cookie?.name).toBe("enquiry_list");
    const [version, payload, signature] = cookie!.value.split(".");
    // The payload of another list (Azee x 9999) under the first list's signature.
    const forged = await page.request.post(`${app.url}/enquiry`, {
      form: { intent: "add", medicineId: azee.id },
      headers: { Cookie: "" },
      maxRedirects: 0,
    });
    const forgedPayload = /enquiry_list=1\.([^.]+)\./.exec(forged.headers()["set-cookie"] ?? "")![1];
    await context.clearCookies();
    await context.addCookies([{ ...cookie!, value: `${version}.${forgedPayload}.${signature}` }]);
    expect(forgedPayload).not.toBe(payload);

    const response = await page.goto(`${app.url}/enquiry`);
    expect(response?.status()).toBe(200);
    await expect(page.getByText("Your enquiry list is empty.")).toBeVisible();
    await expectCount(page, 0);
    await context.addCookies([{ ...cookie!, value: "not-a-list" }]);
    expect((await page.goto(`${app.url}/medicines`))?.status()).toBe(200);
    await expectCount(page, 0);
  });

  test("refuses a change posted by another site's page: the visitor's list stays as it was", async ({ page }) => {
    await addByPost(page, app, dolo.id);
    // A page of another site with a form that posts to this site's list, as a hostile page could.
    const otherSite = "http://other-site.test/";
    await page.route(otherSite, (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form method="post" action="${app.url}/enquiry"><input type="hidden" name="intent" value="add">
          <input type="hidden" name="medicineId" value="${azee.id}"><button>Win a prize</button></form>`,
      }),
    );
    await page.goto(otherSite);
    const refused = page.waitForResponse(`${app.url}/enquiry`);
    await page.getByRole("button", { name: "Win a prize" }).click();
    // Refused (by the framework's origin check, and the list's own Sec-Fetch-Site check behind it).
    expect((await refused).status()).toBeGreaterThanOrEqual(400);

    await page.goto(`${app.url}/enquiry`);
    await expect(quantityOf(page, dolo.name)).toHaveValue("1");
    await expect(quantityOf(page, azee.name)).toHaveCount(0);
    await expectCount(page, 1);
  });

  test("pages of a visitor with a list are private; without one they stay publicly cacheable", async ({ page }) => {
    const anonymous = await page.request.get(`${app.url}/medicines`, { headers: { Cookie: "" } });
    expect(anonymous.headers()["cache-control"]).toBe("public, max-age=0, s-maxage=60");
    expect(anonymous.headers()["vary"]).toMatch(/Cookie/);
    await addByPost(page, app, dolo.id);
    // The shared copy's ETag does not stand for a page with a list: a full page, not a 304.
    const withList = await page.request.get(`${app.url}/medicines`, {
      headers: { "If-None-Match": anonymous.headers()["etag"]! },
    });
    expect(withList.status()).toBe(200);
    expect(await withList.text()).toMatch(/>1<span class="sr-only"> (?:<!-- -->)?medicine<\/span>/);
    for (const path of ["/medicines", `/medicines/${dolo.id}`, "/", "/enquiry"]) {
      const response = await page.request.get(`${app.url}${path}`);
      expect(response.headers()["cache-control"], path).toBe("private, no-store");
      expect(response.headers()["vary"], path).toMatch(/Cookie/);
      expect(response.headers()["etag"], path).toBeUndefined();
    }
  });

  test("has no accessibility violations, empty and full, and works from the keyboard", async ({ page }) => {
    await page.goto(`${app.url}/enquiry`);
    await expect(page.getByText("Your enquiry list is empty.")).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await addByPost(page, app, dolo.id);
    await addByPost(page, app, syrup.id);
    await page.goto(`${app.url}/enquiry`);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // Tab to the first quantity, raise it with the arrow key, send it with Enter.
    const quantity = quantityOf(page, dolo.name);
    for (
      let presses = 0;
      presses < 40 && !(await quantity.evaluate((field) => field === document.activeElement));
      presses++
    ) {
      await page.keyboard.press("Tab");
    }
    await expect(quantity).toBeFocused();
    await page.keyboard.press("ArrowUp");
    const saved = page.waitForResponse((response) => response.request().method() === "POST" && response.ok());
    await page.keyboard.press("Enter");
    await saved;
    // Saved, the field keeps the keyboard and the new quantity.
    await expect(quantity).toBeFocused();
    await expect(quantity).toHaveValue("2");
    // Tab past "Increase quantity of …" and "Update" to "Remove", and press it.
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: `Increase quantity of ${dolo.name}` })).toBeFocused();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: `Remove ${dolo.name}` })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(quantity).toHaveCount(0);
    await page.reload();
    await expect(quantityOf(page, syrup.name)).toHaveValue("1");
    await expect(quantity).toHaveCount(0);
  });
});

test.describe("enquiry list and the catalogue changing", () => {
  test("keeps a medicine that left the catalogue by its name, marked no longer listed", async ({
    page,
    sheet,
    startApp,
  }) => {
    sheet.set("enquiry-list-leaving", { body: enquiryListSheet() });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("enquiry-list-leaving"), CATALOGUE_REFRESH_SECONDS: "1" });
    await addByPost(page, app, dolo.id);
    await addByPost(page, app, azee.id);
    const version = async () => (await (await page.request.get(`${app.url}/healthz`)).json()).version;
    const before = await version();
    sheet.set("enquiry-list-leaving", { body: enquiryListSheet([dolo.name, syrup.name]) });
    await expect.poll(version).not.toBe(before);

    await page.goto(`${app.url}/enquiry`);
    const azeeLine = page.getByRole("listitem").filter({ hasText: azee.name });
    await expect(azeeLine).toContainText("no longer listed");
    await expect(azeeLine.getByRole("link", { name: azee.name })).toHaveCount(0);
    await expect(quantityOf(page, azee.name)).toHaveValue("1");
    await expect(page.getByRole("link", { name: dolo.name, exact: true })).toBeVisible();
    await expectCount(page, 2);
  });
});
