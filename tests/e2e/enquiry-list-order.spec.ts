import type { Browser, BrowserContext, Page } from "@playwright/test";
import { mailsTo } from "../../app/server/mime.test-support";
import { startSmtpPeer } from "../../app/server/smtp-peer.test-support";
import { createHmac } from "node:crypto";
import { deflateRawSync } from "node:zlib";
import { test, expect, type AppServer, WHOLE_BROWSER } from "./support/fixtures";
import { enquiriesOf } from "./support/enquiries";
import { quantityOf, setQuantity, sharedText } from "./support/enquiry-list";
import { waitForScript } from "./support/hydration";
import { buildGviz } from "./support/sheet-builder";

/**
 * The list is an order (docs/product.md 12.2a–12.2d, 12.8): lines not in the catalogue, units
 * from the pack, steppers, estimated values, and what leaves naming manufacturer, pack and the
 * quantity with its unit.
 */

const RUPEES = "[$₹]#,##0.00";
const COLUMNS = [
  "Name",
  "Generic Name",
  "Category",
  "Manufacturer",
  "Pack",
  { label: "MRP", type: "number", pattern: RUPEES },
  { label: "Rate", type: "number", pattern: RUPEES },
] as const;
const amlong = { id: "amlong-5-tablet", name: "Amlong 5 Tablet" };
const benadryl = { id: "benadryl-syrup", name: "Benadryl Syrup" };
const zincovit = { id: "zincovit-tablet", name: "Zincovit Tablet" };
const SHEET = buildGviz(
  [...COLUMNS],
  [
    // A rate and a strip: "30 strips", an estimate.
    [amlong.name, "Amlodipine (5mg)", "Heart", "Micro Labs", "Strip of 15", 45, 32.5],
    // An MRP only: bottles, no estimate.
    [benadryl.name, "Diphenhydramine", "Cough", "Johnson & Johnson", "Bottle of 100 ml Syrup", 120, null],
    // A rate without a pack: a plain number.
    [zincovit.name, "Multivitamin", "Vitamins", "Apex Labs", null, 110, 90],
  ],
);
const SECRET = "a-secret-for-the-order-tests-of-at-least-32-chars";
/** Where the company's e-mail goes (the buyer's receipt goes to the address the buyer gave). */
const COMPANY = "orders@pharma.example";
/** A free-text line with characters that must reach HTML, e-mail and CSV escaped. */
const NOTE = `Cold box <img src=x onerror=alert(1)> & "ice" =1+1`;

let app: AppServer;
test.beforeAll(async ({ appOn }) => {
  app = await appOn("list-order", SHEET, { ENQUIRY_LIST_SECRET: SECRET, ENQUIRY_RATE_LIMIT: "100" });
});

async function add(page: Page, id: string): Promise<void> {
  const added = await page.request.post(`${app.url}/enquiry`, { form: { intent: "add", medicineId: id } });
  expect(added.status()).toBe(200);
}

/**
 * A list cookie signed with the server's secret (app/enquiry-list/cookie.server.ts):
 * `[id, quantity, name]` for a medicine, `[quantity, text]` for a line not in the catalogue.
 */
function signedList(lines: readonly (readonly [string, number, string] | readonly [number, string])[]): string {
  const signed = `1.${deflateRawSync(JSON.stringify(lines)).toString("base64url")}`;
  return `${signed}.${createHmac("sha256", SECRET).update(signed).digest("base64url")}`;
}

async function giveList(context: BrowserContext, url: string, value: string): Promise<void> {
  await context.addCookies([{ name: "enquiry_list", value, url }]);
}

const decrease = (page: Page, name: string) => page.getByRole("button", { name: `Decrease quantity of ${name}` });
const increase = (page: Page, name: string) => page.getByRole("button", { name: `Increase quantity of ${name}` });
const line = (page: Page, name: string) => page.getByRole("listitem").filter({ has: quantityOf(page, name) });

/** The message a WhatsApp address carries, one line per line of the list after the greeting. */
async function whatsappLines(page: Page): Promise<string[]> {
  // Pressed: the order is stored, and its text ends with a blank line and its reference.
  return (await sharedText(page, "Send on WhatsApp", "text")).split("\n").slice(1, -2);
}

async function noScriptPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  return context.newPage();
}

test.describe("with JavaScript", () => {
  test("steppers change the quantity without a reload, with its unit, the estimate and the WhatsApp text following", async ({
    page,
  }) => {
    await add(page, amlong.id);
    await add(page, benadryl.id);
    await page.goto(`${app.url}/enquiry`);
    await waitForScript(increase(page, amlong.name));
    // A reload would lose this.
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await expect(line(page, amlong.name)).toContainText("Micro Labs · Strip of 15");
    await expect(quantityOf(page, amlong.name)).toHaveAccessibleDescription("strip");
    await expect(decrease(page, amlong.name)).toBeDisabled();
    await increase(page, amlong.name).click();
    await increase(page, amlong.name).click();
    await expect(quantityOf(page, amlong.name)).toHaveValue("3");
    await expect(quantityOf(page, amlong.name)).toHaveAccessibleDescription("strips");
    await expect(decrease(page, amlong.name)).toBeEnabled();
    await expect(line(page, amlong.name)).toContainText("Estimate ₹97.50");
    await expect(page.getByText("Estimated value ₹97.50 at Rate, after scheme, before GST")).toBeVisible();
    await expect(page.getByText("1 line has no Rate and is not counted.")).toBeVisible();
    // The MRP-only syrup says nothing of value.
    await expect(line(page, benadryl.name)).not.toContainText("Estimate");
    await expect(quantityOf(page, benadryl.name)).toHaveValue("1");
    await expect(quantityOf(page, benadryl.name)).toHaveAccessibleDescription("bottle");
    expect(await whatsappLines(page)).toEqual([
      "Amlong 5 Tablet (Micro Labs, strip of 15) — 3 strips",
      "Benadryl Syrup (Johnson & Johnson, bottle of 100 ml Syrup) — 1 bottle",
    ]);

    await decrease(page, amlong.name).click();
    await expect(quantityOf(page, amlong.name)).toHaveValue("2");
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    // Kept at once: a reload shows it, sent before the request that keeps it is answered or after.
    await page.reload();
    await expect(quantityOf(page, amlong.name)).toHaveValue("2");
  });

  test("at 9999 Increase changes nothing, and at 1 Decrease changes nothing", async ({ page }) => {
    await add(page, zincovit.id);
    await page.goto(`${app.url}/enquiry`);
    await waitForScript(increase(page, zincovit.name));
    // At 1: marked unavailable, still focusable; pressing it changes nothing.
    await expect(decrease(page, zincovit.name)).toBeDisabled();
    await decrease(page, zincovit.name).click({ force: true });
    await expect(quantityOf(page, zincovit.name)).toHaveValue("1");
    // No pack: no unit.
    await expect(quantityOf(page, zincovit.name)).toHaveAccessibleDescription("");
    await quantityOf(page, zincovit.name).fill("9999");
    await expect(increase(page, zincovit.name)).toBeDisabled();
    await increase(page, zincovit.name).click({ force: true });
    await expect(quantityOf(page, zincovit.name)).toHaveValue("9999");
    // No pack: a plain number; a rate: its estimate.
    await expect(line(page, zincovit.name)).toContainText("Estimate ₹8,99,910.00");
    await expect(page.getByText(/not counted/)).toHaveCount(0);
    // Kept: a reload at once shows it, whether or not the request that keeps it has been answered.
    await page.reload();
    await expect(quantityOf(page, zincovit.name)).toHaveValue("9999");
  });

  test("a free-text line shows as written, marked not in the catalogue, and is sent, stored and e-mailed escaped", async ({
    page,
    context,
    startApp,
    sheet,
  }) => {
    const peer = await startSmtpPeer();
    try {
      sheet.set("list-order-mail", { body: SHEET });
      const mailing = await startApp({
        CATALOGUE_SOURCE: sheet.url("list-order-mail"),
        ENQUIRY_LIST_SECRET: SECRET,
        SMTP_URL: peer.url,
        ENQUIRY_TO: COMPANY,
      });
      await giveList(
        context,
        mailing.url,
        signedList([
          [amlong.id, 30, amlong.name],
          [2, NOTE],
        ]),
      );
      await page.goto(`${mailing.url}/enquiry`);
      await waitForScript(increase(page, NOTE));

      const note = line(page, NOTE);
      await expect(note).toContainText(NOTE);
      await expect(note).toContainText("not in the catalogue");
      await expect(note.getByRole("link")).toHaveCount(0);
      await expect(quantityOf(page, NOTE)).toHaveValue("2");
      await expect(page.getByRole("button", { name: `Remove ${NOTE}` })).toBeVisible();
      await increase(page, NOTE).click();
      await expect(quantityOf(page, NOTE)).toHaveValue("3");
      // The page put no element from the text.
      await expect(page.locator("img[src=x]")).toHaveCount(0);
      expect(await whatsappLines(page)).toEqual([
        "Amlong 5 Tablet (Micro Labs, strip of 15) — 30 strips",
        `${NOTE} — 3 (not in the catalogue)`,
      ]);

      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Asha Kumari");
      await page.getByRole("textbox", { name: "Email" }).fill("asha@example.com");
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page.getByText("Thank you, your enquiry list has been received.")).toBeVisible();

      const [stored] = enquiriesOf(mailing.dataDir);
      expect(stored!.lines).toEqual([
        {
          medicineId: amlong.id,
          name: amlong.name,
          quantity: 30,
          notInCatalogue: false,
          pack: "Strip of 15",
          manufacturer: "Micro Labs",
          unit: "strips",
        },
        { medicineId: null, name: NOTE, quantity: 3, notInCatalogue: true, pack: null, manufacturer: null, unit: null },
      ]);
      const toCompany = () => mailsTo(peer.received, COMPANY);
      await expect.poll(() => toCompany().length, { timeout: 15_000 }).toBe(1);
      const mail = toCompany()[0]!;
      expect(mail.subject).toBe("Enquiry list from Asha Kumari (1 medicine, 1 not in the catalogue)");
      expect(mail.text).toContain("1. Amlong 5 Tablet (Micro Labs, strip of 15) — 30 strips (id amlong-5-tablet)");
      expect(mail.text).toContain(`2. ${NOTE} — 3 (not in the catalogue)`);
      expect(mail.html).toContain("Cold box &lt;img src=x onerror=alert(1)&gt; &amp; &quot;ice&quot; =1+1");
      expect(mail.html).not.toContain("<img");
    } finally {
      await peer.close();
    }
  });

  test("a tampered list cookie with a free-text line is ignored: the list is empty", async ({ page, context }) => {
    const value = signedList([[2, NOTE]]);
    const [version, payload, signature] = value.split(".") as [string, string, string];
    const changed = `${version}.${payload.slice(0, -1)}${payload.endsWith("A") ? "B" : "A"}.${signature}`;
    await context.addCookies([{ name: "enquiry_list", value: changed, url: app.url }]);
    await page.goto(`${app.url}/enquiry`);
    await expect(page.getByText("Your enquiry list is empty.")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test("steppers post the quantities shown and the step, the typed quantity first", async ({ browser }) => {
    const page = await noScriptPage(browser);
    await add(page, amlong.id);
    await add(page, benadryl.id);
    await page.goto(`${app.url}/enquiry`);
    await increase(page, amlong.name).click();
    await expect(quantityOf(page, amlong.name)).toHaveValue("2");
    await expect(quantityOf(page, amlong.name)).toHaveAccessibleDescription("strips");
    await expect(line(page, amlong.name)).toContainText("Estimate ₹65.00");

    // A quantity typed in another line and not confirmed is kept with the step.
    await quantityOf(page, benadryl.name).fill("7");
    await decrease(page, amlong.name).click();
    await expect(quantityOf(page, amlong.name)).toHaveValue("1");
    await expect(quantityOf(page, benadryl.name)).toHaveValue("7");
    await expect(quantityOf(page, benadryl.name)).toHaveAccessibleDescription("bottles");

    // Typed then stepped: from the typed quantity.
    await quantityOf(page, amlong.name).fill("9998");
    await increase(page, amlong.name).click();
    await expect(quantityOf(page, amlong.name)).toHaveValue("9999");
    // At 9999: marked unavailable; pressed anyway (it stays focusable), it posts and changes nothing.
    await expect(increase(page, amlong.name)).toBeDisabled();
    const posted = page.waitForResponse((response) => response.request().method() === "POST");
    await increase(page, amlong.name).click({ force: true });
    await posted;
    await expect(quantityOf(page, amlong.name)).toHaveValue("9999");
    await decrease(page, benadryl.name).click();
    await expect(quantityOf(page, benadryl.name)).toHaveValue("6");

    // A refused typed quantity refuses the step too.
    await quantityOf(page, benadryl.name).fill("2.5");
    await decrease(page, amlong.name).click();
    await expect(page.getByText("Enter a whole number from 1 to 9999.")).toBeVisible();
    await page.goto(`${app.url}/enquiry`);
    await expect(quantityOf(page, amlong.name)).toHaveValue("9999");
    await expect(quantityOf(page, benadryl.name)).toHaveValue("6");
    await page.context().close();
  });

  test("Enter in a quantity keeps it, and is not a stepper", async ({ browser }) => {
    const page = await noScriptPage(browser);
    await add(page, amlong.id);
    await page.goto(`${app.url}/enquiry`);
    await setQuantity(page, amlong.name, "5");
    await expect(quantityOf(page, amlong.name)).toHaveValue("5");
    await page.goto(`${app.url}/enquiry`);
    await expect(quantityOf(page, amlong.name)).toHaveValue("5");
    await page.context().close();
  });

  test("a free-text line and the units in Hindi, sent on WhatsApp", WHOLE_BROWSER, async ({ browser }) => {
    const page = await noScriptPage(browser);
    await giveList(
      page.context(),
      app.url,
      signedList([
        [benadryl.id, 3, benadryl.name],
        [1, "इंसुलिन के लिए ठंडा डिब्बा"],
      ]),
    );
    await page.goto(`${app.url}/hi/enquiry`);
    const hindiQuantity = page.getByRole("spinbutton", { name: `${benadryl.name} की मात्रा` });
    await expect(hindiQuantity).toHaveValue("3");
    await expect(hindiQuantity).toHaveAccessibleDescription("बोतलें");
    await expect(page.getByText("कैटलॉग में नहीं")).toBeVisible();
    const opened: string[] = [];
    await page.context().route("https://wa.me/**", async (route) => {
      opened.push(route.request().url());
      await route.fulfill({ contentType: "text/plain", body: "WhatsApp" });
    });
    await page.getByRole("link", { name: "WhatsApp पर भेजें" }).click();
    await expect.poll(() => opened.length).toBe(1);
    expect(new URL(opened[0]!).searchParams.get("text")!.split("\n").slice(1, -2)).toEqual([
      "Benadryl Syrup (Johnson & Johnson, bottle of 100 ml Syrup) — 3 बोतलें",
      "इंसुलिन के लिए ठंडा डिब्बा — 1 (कैटलॉग में नहीं)",
    ]);
    await page.context().close();
  });
});

// The list as an order, kept with the test results for a person to look at; the test checks that
// nothing overflows sideways.
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("lines with units, steppers, values and a free-text line fit the width", async ({
      page,
      context,
    }, testInfo) => {
      await giveList(
        context,
        app.url,
        signedList([
          [amlong.id, 30, amlong.name],
          [benadryl.id, 4, benadryl.name],
          [zincovit.id, 1, zincovit.name],
          [2, "Cold box for the insulin, please pack with ice"],
        ]),
      );
      await page.goto(`${app.url}/enquiry`);
      await waitForScript(increase(page, amlong.name));
      await expect(page.getByText(/^Estimated value/)).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const file = testInfo.outputPath(`enquiry-order-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`enquiry-order-${width}`, { path: file, contentType: "image/png" });
    });
  });
}
