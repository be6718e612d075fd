import type { Browser, BrowserContext } from "@playwright/test";
import { createHmac } from "node:crypto";
import { deflateRawSync } from "node:zlib";
import { test, expect, type AppServer } from "./support/fixtures";
import { sentAddress } from "./support/enquiry-list";
import { waitForScript } from "./support/hydration";
import { buildGviz } from "./support/sheet-builder";

/**
 * An order of any length (docs/product.md 12.3b): a chemist's 40-line order on a phone leaves by
 * WhatsApp, by e-mail and by the form, with and without JavaScript, in English and Hindi. Each is
 * stored first with a reference, "Order {n}"; the message carries the reference, the order page's
 * address and as many lines as fit in a link of 2,000 characters, then "{k} more lines: {address}";
 * the order page, opened on another device, shows every line.
 */

const MAX_LINK = 2000;
const PHONE = { width: 390, height: 844 };
const SECRET = "a-secret-for-the-any-length-tests-of-32-chars-or-more";
const MEDICINES = Array.from({ length: 40 }, (_, at) => ({
  id: `amoxycillin-clavulanate-${at + 1}-tablet`,
  name: `Amoxycillin Clavulanate ${at + 1} Tablet`,
}));
const SHEET = buildGviz(
  ["Name", "Generic Name", "Category", "Manufacturer", "Pack"],
  MEDICINES.map(({ name }) => [name, "Amoxycillin (500mg)", "Antibiotics", "Micro Labs", "Strip of 10 tablets"]),
);

let app: AppServer;
test.beforeAll(async ({ appOn }) => {
  app = await appOn("any-length", SHEET, { ENQUIRY_LIST_SECRET: SECRET, ENQUIRY_RATE_LIMIT: "100" });
});

/**
 * The 40-line list (or its first `count` lines) in the visitor's cookie, signed as the server
 * signs it (app/enquiry-list/cookie.server.ts): line n asks for n strips.
 */
async function giveFortyLines(context: BrowserContext, url = app.url, count = 40, firstQuantity = 1): Promise<void> {
  const lines = MEDICINES.slice(0, count).map(({ id, name }, at) => [id, at + firstQuantity, name]);
  const signed = `1.${deflateRawSync(JSON.stringify(lines)).toString("base64url")}`;
  const value = `${signed}.${createHmac("sha256", SECRET).update(signed).digest("base64url")}`;
  await context.addCookies([{ name: "enquiry_list", value, url }]);
}

const ORDER_ADDRESS = /(?:http:\/\/localhost:3000)(\/(?:hi\/)?orders\/[\w-]{32})/;

/** What a WhatsApp or mailto address says: its reference, its order page's path, the lines shown and the rest. */
function readMessage(address: string, parameter: "text" | "body") {
  expect(address.length).toBeLessThanOrEqual(MAX_LINK);
  const text = new URLSearchParams(address.slice(address.indexOf("?") + 1)).get(parameter)!;
  const lines = text.split(/\r?\n/);
  const reference = /^(?:Order|ऑर्डर) (\d+): (\S+)$/.exec(lines.at(-1)!);
  expect(reference, text).not.toBeNull();
  const path = ORDER_ADDRESS.exec(reference![2]!)?.[1];
  expect(path, text).toBeDefined();
  const shown = lines.filter((line) => line.startsWith("Amoxycillin Clavulanate"));
  return { number: reference![1]!, path: path!, text, shown };
}

/** The order page opened from the message on another device: every line, its quantity with its unit. */
async function expectOrderPage(browser: Browser, path: string, number: string, how: RegExp, hindi = false) {
  const context = await browser.newContext({ viewport: PHONE });
  const page = await context.newPage();
  try {
    const response = await page.goto(`${app.url}${path}`);
    expect(response?.status()).toBe(200);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex");
    expect(response?.headers()["cache-control"]).toMatch(/private|no-store/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${hindi ? "ऑर्डर" : "Order"} ${number}`);
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows).toHaveCount(41);
    for (const at of [0, 19, 39]) {
      const row = rows.nth(at + 1);
      await expect(row).toContainText(MEDICINES[at]!.name);
      await expect(row).toContainText("Micro Labs, Strip of 10 tablets");
      await expect(row).toContainText(hindi ? `${at + 1} स्ट्रिप` : `${at + 1} strip`);
    }
    await expect(page.getByRole("main")).toContainText(how);
    await expect(page.getByRole("main")).toContainText(hindi ? /स्थिति\s*मिल गया/ : /Status\s*Received/);
  } finally {
    await context.close();
  }
}

test.describe("on a phone, with JavaScript", () => {
  test.use({ viewport: PHONE });

  test("Send on WhatsApp stores the order; the message has its reference, address and the lines that fit", async ({
    page,
    context,
    browser,
  }) => {
    await giveFortyLines(context);
    await page.goto(`${app.url}/enquiry`);
    await waitForScript(page.getByRole("spinbutton", { name: `Quantity for ${MEDICINES[0]!.name}` }));
    await page.getByRole("textbox", { name: "Shop or hospital name", exact: true }).fill("Sharma Medical Hall");
    const message = readMessage(await sentAddress(page, "Send on WhatsApp", "text"), "text");
    // As many lines as fit, in order, then how many more the page holds.
    expect(message.shown.length).toBeGreaterThan(5);
    expect(message.shown.length).toBeLessThan(40);
    expect(message.shown[0]).toBe("Amoxycillin Clavulanate 1 Tablet (Micro Labs, strip of 10 tablets) — 1 strip");
    expect(message.text).toContain(`${40 - message.shown.length} more lines: http://localhost:3000${message.path}`);
    expect(message.text).toContain("Shop or hospital name: Sharma Medical Hall");

    // The page says so before WhatsApp opens, with the way to the order.
    const status = page.getByRole("status").filter({ hasText: `Order ${message.number}` });
    await expect(status).toContainText(`Order ${message.number} is stored.`);
    await expect(status.getByRole("link", { name: "Open your order" })).toHaveAttribute("href", message.path);

    await expectOrderPage(browser, message.path, message.number, /Sent by\s*WhatsApp/);
    // Who is asking is kept on this device after a WhatsApp send too.
    await page.goto(`${app.url}/enquiry`);
    await expect(page.getByRole("textbox", { name: "Shop or hospital name", exact: true })).toHaveValue(
      "Sharma Medical Hall",
    );
  });

  test("Send by e-mail stores its own order; the mailto: address carries its reference within 2,000 characters", async ({
    page,
    context,
    browser,
  }) => {
    await giveFortyLines(context);
    await page.goto(`${app.url}/enquiry`);
    await waitForScript(page.getByRole("spinbutton", { name: `Quantity for ${MEDICINES[0]!.name}` }));
    const address = await sentAddress(page, "Send by e-mail", "body");
    expect(address).toMatch(/^mailto:info@gangapharma\.example\?subject=Order%20\d+%3A%20enquiry%20list&body=/);
    const message = readMessage(address, "body");
    expect(message.text).toContain(`${40 - message.shown.length} more lines:`);
    await expectOrderPage(browser, message.path, message.number, /Sent by\s*e-mail/);
  });

  test("Send enquiry takes a phone number without an e-mail address, and gives the order's reference", async ({
    page,
    context,
    browser,
  }) => {
    await giveFortyLines(context);
    await page.goto(`${app.url}/enquiry`);
    await waitForScript(page.getByRole("spinbutton", { name: `Quantity for ${MEDICINES[0]!.name}` }));
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ravi Sinha");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    // Neither a phone nor an e-mail address: said clearly, nothing sent.
    await expect(page.getByText("Enter a phone number or an e-mail address: one is enough")).toBeVisible();
    await page.getByRole("textbox", { name: "Phone" }).fill("+91 98765 43210");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    const status = page.getByRole("status").filter({ hasText: /Order \d+ is stored/ });
    await expect(status).toBeVisible();
    const number = /Order (\d+)/.exec((await status.textContent()) ?? "")![1]!;
    const path = (await status.getByRole("link", { name: "Open your order" }).getAttribute("href"))!;
    expect(path).toMatch(/^\/orders\/[\w-]{32}$/);
    await expectOrderPage(browser, path, number, /Sent by\s*the enquiry form/);
  });
});

test.describe("on a phone, without JavaScript", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("in Hindi: WhatsApp opens with the Hindi reference and address, and the Hindi order page shows every line", async ({
    page,
    context,
    browser,
  }) => {
    await giveFortyLines(context);
    await page.goto(`${app.url}/hi/enquiry`);
    await page.getByRole("textbox", { name: "शहर", exact: true }).fill("पटना");
    const message = readMessage(await sentAddress(page, "WhatsApp पर भेजें", "text"), "text");
    expect(message.path).toMatch(/^\/hi\/orders\//);
    expect(message.text).toContain("शहर: पटना");
    // Who is asking is kept on this device after a WhatsApp send, without JavaScript too (a new tab:
    // this one is still leaving for WhatsApp).
    const later = await context.newPage();
    await later.goto(`${app.url}/hi/enquiry`);
    await expect(later.getByRole("textbox", { name: "शहर", exact: true })).toHaveValue("पटना");
    expect(message.text).toMatch(/^नमस्ते /);
    expect(message.text).toContain(`${40 - message.shown.length} लाइनें और: http://localhost:3000${message.path}`);
    await expectOrderPage(browser, message.path, message.number, /किससे भेजा\s*WhatsApp/, true);
  });

  test("Send by e-mail answers with the mailto: address of the stored order", async ({ page, context }) => {
    await giveFortyLines(context);
    await page.goto(`${app.url}/enquiry`);
    const message = readMessage(await sentAddress(page, "Send by e-mail", "body"), "body");
    expect(message.text).toContain(`${40 - message.shown.length} more lines:`);
  });

  test("in Hindi: Send enquiry with a phone only shows the order's reference and its page", async ({
    page,
    context,
    browser,
  }) => {
    await giveFortyLines(context);
    await page.goto(`${app.url}/hi/enquiry`);
    await page.getByRole("textbox", { name: "नाम", exact: true }).fill("रवि सिन्हा");
    await page.getByRole("button", { name: "पूछताछ भेजें" }).click();
    await expect(page.getByText("फ़ोन नंबर या ई-मेल पता लिखें: एक ही काफ़ी है")).toBeVisible();
    await page.getByRole("textbox", { name: "फ़ोन" }).fill("98765 43210");
    await page.getByRole("button", { name: "पूछताछ भेजें" }).click();
    const status = page.getByRole("status").filter({ hasText: /ऑर्डर \d+ दर्ज हो गया/ });
    await expect(status).toBeVisible();
    const number = /ऑर्डर (\d+)/.exec((await status.textContent()) ?? "")![1]!;
    await status.getByRole("link", { name: "अपना ऑर्डर खोलें" }).click();
    await expect(page).toHaveURL(/\/hi\/orders\/[\w-]{32}$/);
    await expectOrderPage(browser, new URL(page.url()).pathname, number, /किससे भेजा\s*पूछताछ फ़ॉर्म/, true);
  });
});

test("an order address that does not exist, is malformed or forged is the site's not-found page, and none is listed", async ({
  page,
  context,
}) => {
  await giveFortyLines(context);
  await page.goto(`${app.url}/enquiry`);
  const { path } = readMessage(await sentAddress(page, "Send by e-mail", "body"), "body");
  const token = path.split("/").at(-1)!;
  const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
  for (const wrong of [`/orders/${forged}`, `/orders/${"A".repeat(32)}`, "/orders/1", "/hi/orders/x%27%20OR%201=1"]) {
    const response = await page.goto(`${app.url}${wrong}`);
    expect(response?.status(), wrong).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      wrong.startsWith("/hi") ? /पेज नहीं मिला|Page not found/ : "Oops! Page not found",
    );
    await expect(page.getByText(/Amoxycillin|Order \d/)).toHaveCount(0);
  }
  const sitemap = await page.request.get(`${app.url}/sitemap.xml`);
  expect(await sitemap.text()).not.toContain("/orders/");
});

test("over the rate limit the list still leaves whole when it fits; a long one says clearly it cannot", async ({
  page,
  context,
  appOn,
}) => {
  // A second server of its own starts within the test.
  test.setTimeout(120_000);
  const limited = await appOn("any-length-limited", SHEET, { ENQUIRY_LIST_SECRET: SECRET, ENQUIRY_RATE_LIMIT: "1" });
  const opened: string[] = [];
  await page.route("https://wa.me/**", async (route) => {
    opened.push(route.request().url());
    await route.fulfill({ status: 204 });
  });
  // The first one is stored.
  await giveFortyLines(context, limited.url);
  await page.goto(`${limited.url}/enquiry`);
  await waitForScript(page.getByRole("spinbutton", { name: `Quantity for ${MEDICINES[0]!.name}` }));
  await page.getByRole("link", { name: "Send on WhatsApp" }).click();
  await expect.poll(() => opened.length).toBe(1);
  expect(new URL(opened[0]!).searchParams.get("text")).toMatch(/Order \d+: /);

  // The second, as long, cannot go whole without its page: said, and nothing opens. (Another
  // list: the same one again within 10 minutes is the same order, not a second send, decision 63.)
  await giveFortyLines(context, limited.url, 40, 2);
  await page.goto(`${limited.url}/enquiry`);
  await waitForScript(page.getByRole("spinbutton", { name: `Quantity for ${MEDICINES[0]!.name}` }));
  await page.getByRole("link", { name: "Send on WhatsApp" }).click();
  await expect(page.getByRole("alert")).toContainText("too long to send in full on WhatsApp or by e-mail");
  expect(opened).toHaveLength(1);

  // A short list still leaves, whole, without a reference.
  await giveFortyLines(context, limited.url, 2);
  await page.goto(`${limited.url}/enquiry`);
  await waitForScript(page.getByRole("spinbutton", { name: `Quantity for ${MEDICINES[0]!.name}` }));
  await page.getByRole("link", { name: "Send on WhatsApp" }).click();
  await expect.poll(() => opened.length).toBe(2);
  const text = new URL(opened[1]!).searchParams.get("text")!;
  expect(text).not.toMatch(/Order \d+/);
  await expect(page.getByRole("status").filter({ hasText: "could not be stored just now" })).toBeVisible();
  expect(text).toContain("Amoxycillin Clavulanate 2 Tablet (Micro Labs, strip of 10 tablets) — 2 strips");
});
