import AxeBuilder from "@axe-core/playwright";
import type { BrowserContext, Page } from "@playwright/test";
import { createHmac } from "node:crypto";
import { deflateRawSync } from "node:zlib";
import { readMail } from "../../app/server/mime.test-support";
import { startSmtpPeer, type SmtpPeer } from "../../app/server/smtp-peer.test-support";
import { test, expect, type AppServer } from "./support/fixtures";
import { DESK_MEDICINES, deskEnv, deskSheet, onDatabase, signIn, staffMember } from "./support/desk";

/**
 * The buyer's side of an order (docs/product.md 12.3c–d): a chemist sends the list, is told it is
 * stored (also when coming back to it), sending it again is the same order; the desk moves it and
 * the buyer's page shows each status with its time and, once accepted, the plan; the buyer's
 * e-mails come through a real SMTP server; "My orders" lists the device's orders from a signed
 * cookie that cannot be forged, and "Order again" fills the list at today's stock.
 */

const { dolo, azee } = DESK_MEDICINES;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const SECRET = "a-secret-for-the-buyer-orders-tests-of-32-chars-or-more";

let peer: SmtpPeer;
let app: AppServer;
test.beforeAll(async ({ appOn }) => {
  peer = await startSmtpPeer();
  app = await appOn("buyer-orders", deskSheet(), {
    ...deskEnv(peer),
    ENQUIRY_LIST_SECRET: SECRET,
    ENQUIRY_RATE_LIMIT: "100",
  });
});
test.afterAll(async () => {
  await peer.close();
});

/** The list (Dolo 650 × 10, Azee 500 × `azeeQuantity`) in the visitor's cookie, signed as the server signs it. */
async function giveList(context: BrowserContext, azeeQuantity: number): Promise<void> {
  const lines = [
    [dolo.id, 10, dolo.name],
    [azee.id, azeeQuantity, azee.name],
  ];
  const signed = `1.${deflateRawSync(JSON.stringify(lines)).toString("base64url")}`;
  const value = `${signed}.${createHmac("sha256", SECRET).update(signed).digest("base64url")}`;
  await context.addCookies([{ name: "enquiry_list", value, url: app.url }]);
}

/** Sends the list with the form; the order's number and its page's path. */
async function sendList(page: Page, hindi: boolean, buyer: { name: string; email: string; phone: string }) {
  await page.goto(`${app.url}${hindi ? "/hi" : ""}/enquiry`);
  await page.getByRole("textbox", { name: hindi ? "नाम" : "Name", exact: true }).fill(buyer.name);
  await page.getByRole("textbox", { name: hindi ? "ईमेल" : "Email" }).fill(buyer.email);
  await page.getByRole("textbox", { name: hindi ? "फ़ोन" : "Phone" }).fill(buyer.phone);
  // The page may already say an earlier order is stored (coming back within 10 minutes): read the
  // status once the send is answered.
  const answered = page.waitForResponse((response) => response.request().method() === "POST");
  await page.getByRole("button", { name: hindi ? "पूछताछ भेजें" : "Send enquiry" }).click();
  await answered;
  const status = page.getByRole("status").filter({ hasText: hindi ? /ऑर्डर \d+ दर्ज हो गया/ : /Order \d+ is stored/ });
  await expect(status).toBeVisible();
  const number = /(\d+)/.exec((await status.textContent())!)![1]!;
  const path = (await status
    .getByRole("link", { name: hindi ? "अपना ऑर्डर खोलें" : "Open your order" })
    .getAttribute("href"))!;
  return { number, path };
}

const mailsTo = (address: string) => peer.received.filter((raw) => raw.includes(`To: ${address}`)).map(readMail);

/**
 * axe runs in the page, so a page opened without JavaScript is checked as the server sent it in a
 * second page that may run scripts (same cookies, same size): axe hangs where scripts are off.
 */
async function expectAxeClean(page: Page) {
  const checker = await page
    .context()
    .browser()!
    .newContext({ viewport: page.viewportSize(), javaScriptEnabled: true, serviceWorkers: "block" });
  await checker.addCookies(await page.context().cookies());
  const checked = await checker.newPage();
  await checked.goto(page.url());
  expect((await new AxeBuilder({ page: checked }).include("main").analyze()).violations).toEqual([]);
  await checker.close();
}

for (const { viewport, javaScriptEnabled, hindi } of [
  { viewport: PHONE, javaScriptEnabled: true, hindi: false },
  { viewport: DESKTOP, javaScriptEnabled: false, hindi: true },
]) {
  test.describe(`${hindi ? "Hindi" : "English"} at ${viewport.width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport, javaScriptEnabled });

    test("the order is stored once, moves on the desk, and the buyer reads each status, the plan and the e-mails", async ({
      page,
      context,
      browser,
    }) => {
      // A long journey (two browsers, e-mails, axe twice) on a shared machine.
      test.setTimeout(180_000);
      const email = hindi ? "ravi@example.com" : "asha@example.com";
      const buyer = { name: hindi ? "Ravi Sinha" : "Asha Kumari", email, phone: hindi ? "9123456780" : "9876543210" };
      await giveList(context, hindi ? 4 : 3);
      const sent = await sendList(page, hindi, buyer);
      const prefix = hindi ? "/hi" : "";
      expect(sent.path).toMatch(new RegExp(`^${prefix}/orders/[\\w-]{32}$`));

      // The same list sent again (back from WhatsApp, a second tap) is the same order: one row on the desk.
      await giveList(context, hindi ? 4 : 3);
      expect((await sendList(page, hindi, buyer)).number).toBe(sent.number);
      const rows = await onDatabase<{ count: number }>(
        app,
        `SELECT count(*) AS count FROM enquiries WHERE email = '${email}'`,
      );
      expect(Number(rows[0]!.count)).toBe(1);

      // "Order {n} received", in the buyer's language, with the page's address.
      await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(1);
      const receipt = mailsTo(email)[0]!;
      expect(receipt.text).toContain(hindi ? `आपका ऑर्डर ${sent.number} मिल गया` : `received your order ${sent.number}`);
      expect(receipt.text).toContain(`http://localhost:3000${sent.path}`);

      // The buyer's page: received, with its time.
      await page.goto(`${app.url}${sent.path}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`${hindi ? "ऑर्डर" : "Order"} ${sent.number}`);
      const progress = page.getByRole("region", { name: hindi ? "प्रगति" : "Progress" });
      await expect(progress.getByRole("listitem")).toHaveCount(1);
      await expect(progress.getByRole("listitem")).toContainText(hindi ? "मिल गया" : "Received");

      // The plan's "Accept order" (the desk's supply plan) stores this: Azee is short, with a substitute.
      const plan = {
        lines: [
          {
            position: 1,
            asked: { name: dolo.name, quantity: 10, unit: null },
            supplied: 10,
            substitute: null,
            rate: 30.5,
            free: 0,
            amount: 305,
          },
          {
            position: 2,
            asked: { name: azee.name, quantity: 3, unit: null },
            supplied: 0,
            substitute: { medicineId: "azithral-500", name: "Azithral 500 Tablet", quantity: 2 },
            rate: 98,
            free: 0,
            amount: 196,
          },
        ],
        totals: { beforeGst: 501, afterGst: 561.12 },
      };
      await onDatabase(
        app,
        `UPDATE enquiries SET order_status = 'accepted', order_plan = '${JSON.stringify(plan)}' WHERE id = ${sent.number}`,
      );
      await onDatabase(
        app,
        `INSERT INTO order_status_changes (enquiry_id, status, at, staff, notice) VALUES (${sent.number}, 'accepted', ${Date.now()}, 'clerk@pharma.example', 'none')`,
      );

      // The desk bills it; the buyer is told by e-mail, and the desk can tell the phone on WhatsApp.
      const desk = await browser.newContext({ viewport: DESKTOP });
      const staffPage = await desk.newPage();
      await signIn(staffPage, app, peer, staffMember(hindi ? 8 : 9));
      await staffPage.goto(`${app.url}/desk/enquiries/${sent.number}`);
      await staffPage.getByRole("button", { name: "Mark billed" }).click();
      await expect(staffPage.getByText("Now: Billed")).toBeVisible();
      const tell = new URL((await staffPage.getByRole("link", { name: "Tell on WhatsApp" }).getAttribute("href"))!);
      expect(tell.pathname).toBe(`/91${buyer.phone}`);
      expect(tell.searchParams.get("text")).toContain(
        hindi ? `ऑर्डर ${sent.number} का बिल बनाया` : `billed your order ${sent.number}`,
      );
      expect(tell.searchParams.get("text")).toContain(`http://localhost:3000${sent.path}`);
      await desk.close();
      await expect.poll(() => mailsTo(email).length, { timeout: 10_000 }).toBe(2);
      expect(mailsTo(email)[1]!.text).toContain(
        hindi ? `ऑर्डर ${sent.number} का बिल बनाया` : `billed your order ${sent.number}`,
      );

      await page.reload();
      await expect(progress.getByRole("listitem")).toHaveCount(3);
      await expect(progress.getByRole("listitem").nth(2)).toContainText(hindi ? "बिल बना" : "Billed");
      const planSection = page.getByRole("region", { name: hindi ? "क्या आएगा" : "What comes" });
      await expect(planSection.getByRole("row").filter({ hasText: azee.name })).toContainText(
        hindi ? "3 कम" : "short 3",
      );
      await expect(planSection).toContainText("Azithral 500 Tablet × 2");
      await expect(planSection).toContainText("₹561.12");
      await expectAxeClean(page);

      // My orders: this device's order, its status, and Order again at today's stock (Azee is out).
      await page.goto(`${app.url}${prefix}/orders`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(hindi ? "मेरे ऑर्डर" : "My orders");
      const row = page.getByRole("row").filter({ hasText: `${hindi ? "ऑर्डर" : "Order"} ${sent.number}` });
      await expect(row).toContainText(hindi ? "बिल बना" : "Billed");
      await expect(row).toContainText(hindi ? "2 लाइनें" : "2 lines");
      await expectAxeClean(page);
      await row.getByRole("button", { name: hindi ? "फिर से ऑर्डर करें" : "Order again" }).click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/enquiry$`));
      await expect(
        page.getByRole("spinbutton", { name: hindi ? `${dolo.name} की मात्रा` : `Quantity for ${dolo.name}` }),
      ).toHaveValue("10");
      await expect(page.getByRole("main")).toContainText(hindi ? "अभी स्टॉक में नहीं है।" : "Out of stock at the moment.");
    });
  });
}

test("My orders cannot be forged to show another buyer's order, and Order again takes only this device's", async ({
  page,
  context,
  browser,
}) => {
  const otherDevice = await browser.newContext();
  await giveList(otherDevice, 8);
  const theirs = await sendList(await otherDevice.newPage(), false, {
    name: "Sunita",
    email: "sunita@example.com",
    phone: "9000000002",
  });
  await otherDevice.close();
  await giveList(context, 7);
  const mine = await sendList(page, false, { name: "Mohan", email: "mohan@example.com", phone: "9000000001" });
  await page.goto(`${app.url}/orders`);
  await expect(page.getByRole("row").filter({ hasText: `Order ${mine.number}` })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: `Order ${theirs.number}` })).toHaveCount(0);
  // Another device's cookie cannot be rewritten to name another order: the signature fails, nothing shows.
  const [cookie] = (await context.cookies()).filter((c) => c.name === "my_orders");
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax" });
  const [version, , signature] = cookie!.value.split(".");
  const other = Number(theirs.number);
  const forged = Buffer.from(JSON.stringify([[other, Math.floor(Date.now() / 1000)]])).toString("base64url");
  await context.addCookies([{ name: "my_orders", value: `${version}.${forged}.${signature}`, url: app.url }]);
  await page.goto(`${app.url}/orders`);
  await expect(page.getByText("No order has been sent from this device yet.")).toBeVisible();
  await expect(page.getByRole("row")).toHaveCount(0);
  const refused = await page.request.post(`${app.url}/orders`, { form: { intent: "again", number: String(other) } });
  expect(refused.status()).toBe(404);
});
