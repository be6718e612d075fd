import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { startSmtpPeer, type SmtpPeer } from "../../app/server/smtp-peer.test-support";
import { test, expect, type AppServer } from "./support/fixtures";
import { DESK_MEDICINES, deskEnv, deskSheet, onDatabase, signIn, staffMember } from "./support/desk";

/**
 * "New order" (decision 61): an order that came by WhatsApp or phone, pasted at the desk, its lines
 * settled in the buyers' check table, stored with its buyer as an order "Entered at the desk".
 */

const { dolo, azee } = DESK_MEDICINES;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
/** A chemist's message as it arrives on WhatsApp: two lines. */
const MESSAGE = "Dolo 650 - 10\nAzee 500 x 3";

let peer: SmtpPeer;
let app: AppServer;

test.beforeAll(async ({ appOn }) => {
  peer = await startSmtpPeer();
  app = await appOn("desk-new-order", deskSheet(), deskEnv(peer));
});
test.afterAll(async () => {
  await peer.close();
});

const orderCount = async () => (await onDatabase<{ n: number }>(app, "SELECT count(*) AS n FROM enquiries"))[0]!.n;

const storedLines = (id: number) =>
  onDatabase<{ medicine: string | null; quantity: number }>(
    app,
    `SELECT medicine_id AS medicine, quantity FROM enquiry_lines WHERE enquiry_id = ${id} ORDER BY position`,
  );

/** Pastes the message and settles its two lines: Dolo 650 Tablet × 10, Azee 500 Tablet × 3. */
type Words = { list: string; find: string; medicine: (n: number) => string; quantity: (n: number) => string };

async function pasteAndSettle(page: Page, words: Words) {
  await page.getByRole("textbox", { name: words.list }).fill(MESSAGE);
  await page.getByRole("button", { name: words.find }).click();
  await page.getByRole("combobox", { name: words.medicine(1) }).selectOption(dolo.id);
  await page.getByRole("combobox", { name: words.medicine(2) }).selectOption(azee.id);
  await expect(page.getByRole("spinbutton", { name: words.quantity(1) })).toHaveValue("10");
  await expect(page.getByRole("spinbutton", { name: words.quantity(2) })).toHaveValue("3");
}

/** A "Store order" as a script would post it, without the page: one line, a buyer. */
const STORE_POST = {
  intent: "store",
  name: "Ravi",
  phone: "9876543210",
  "order-written-1": "Dolo 650 - 10",
  "order-quantity-1": "10",
};

const ENGLISH: Words = {
  list: "Order list",
  find: "Find medicines",
  medicine: (n) => `Medicine for line ${n}`,
  quantity: (n) => `Quantity for line ${n}`,
};

test.describe("on a desktop with JavaScript", () => {
  test.use({ viewport: DESKTOP });

  test("pasted, settled and stored: the order's page and the inbox say Entered at the desk, recorded", async ({
    page,
  }) => {
    await signIn(page, app, peer, staffMember(0));
    await page.getByRole("link", { name: "New order" }).click();
    await expect(page).toHaveURL(/\/desk\/orders\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "New order" })).toBeVisible();
    // The desk's navigation marks this page, and not the inbox's "Enquiries".
    const deskNav = page.getByRole("navigation", { name: "Desk" });
    await expect(deskNav.getByRole("link", { name: "New order" })).toHaveAttribute("aria-current", "page");
    await expect(deskNav.getByRole("link", { name: "Enquiries" })).not.toHaveAttribute("aria-current");
    await pasteAndSettle(page, ENGLISH);
    await page.getByRole("textbox", { name: "Buyer's name" }).fill("Ravi Prasad");
    await page.getByRole("textbox", { name: "Buyer's phone" }).fill("98765 43210");
    await page.getByRole("textbox", { name: "Shop (optional)" }).fill("Ravi Medical Hall");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Store order" }).click();

    await expect(page).toHaveURL(/\/desk\/enquiries\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${id}` })).toBeVisible();
    await expect(page.getByText("Entered at the desk")).toBeVisible();
    await expect(page.getByText("Ravi Medical Hall")).toBeVisible();
    expect(await storedLines(id)).toEqual([
      { medicine: dolo.id, quantity: 10 },
      { medicine: azee.id, quantity: 3 },
    ]);
    const [stored] = await onDatabase<{ channel: string; phone: string; name: string }>(
      app,
      `SELECT channel, phone, name FROM enquiries WHERE id = ${id}`,
    );
    // The phone as the desk writes an Indian mobile number, for its WhatsApp replies.
    expect(stored).toEqual({ channel: "desk", phone: "+91 98765 43210", name: "Ravi Prasad" });
    expect(
      await onDatabase<{ staff: string; action: string }>(
        app,
        `SELECT staff, action FROM desk_actions WHERE enquiry_id = ${id}`,
      ),
    ).toEqual([{ staff: staffMember(0), action: "order:new" }]);

    await page.getByRole("link", { name: "Enquiries", exact: true }).click();
    const article = page
      .getByRole("article")
      .filter({ has: page.getByRole("heading", { name: `Enquiry ${id}: Ravi Prasad` }) });
    await expect(article).toContainText("Entered at the desk");
  });

  test("without the buyer's phone the order is refused, the field marked, the table kept", async ({ page }) => {
    await signIn(page, app, peer, staffMember(1));
    await page.goto(`${app.url}/desk/orders/new`);
    await pasteAndSettle(page, ENGLISH);
    await page.getByRole("textbox", { name: "Buyer's name" }).fill("Ravi Prasad");
    const before = await orderCount();
    await page.getByRole("button", { name: "Store order" }).click();

    const phone = page.getByRole("textbox", { name: "Buyer's phone" });
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).toHaveAccessibleDescription("Enter the buyer's phone number.");
    await expect(page.getByRole("alert")).toContainText("Correct the buyer's details");
    // What was settled and typed stays.
    await expect(page.getByRole("combobox", { name: "Medicine for line 2" })).toHaveValue(azee.id);
    await expect(page.getByRole("textbox", { name: "Buyer's name" })).toHaveValue("Ravi Prasad");
    expect(await orderCount()).toBe(before);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // A number that is not one is refused as the enquiry form refuses it.
    await phone.fill("call me");
    await page.getByRole("button", { name: "Store order" }).click();
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(phone).not.toHaveAccessibleDescription("Enter the buyer's phone number.");
    expect(await orderCount()).toBe(before);
  });
});

test.describe("on a phone without JavaScript, in Hindi", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("नया ऑर्डर is stored and its page says डेस्क पर दर्ज", async ({ page }) => {
    await signIn(page, app, peer, staffMember(2));
    await page.goto(`${app.url}/hi/desk`);
    await page.getByRole("link", { name: "नया ऑर्डर" }).click();
    await expect(page).toHaveURL(/\/hi\/desk\/orders\/new$/);
    await expect(page.getByRole("heading", { level: 1, name: "नया ऑर्डर" })).toBeVisible();
    await pasteAndSettle(page, {
      list: "ऑर्डर लिस्ट",
      find: "दवाएँ पहचानें",
      medicine: (n) => `पंक्ति ${n} की दवा`,
      quantity: (n) => `पंक्ति ${n} की मात्रा`,
    });
    await page.getByRole("textbox", { name: "ख़रीदार का नाम" }).fill("सुनीता देवी");
    await page.getByRole("textbox", { name: "ख़रीदार का फ़ोन" }).fill("9812345678");
    await page.getByRole("button", { name: "ऑर्डर सहेजें" }).click();

    await expect(page).toHaveURL(/\/hi\/desk\/enquiries\/\d+$/);
    const id = Number(/(\d+)$/.exec(page.url())![1]);
    await expect(page.getByText("डेस्क पर दर्ज")).toBeVisible();
    expect(await storedLines(id)).toEqual([
      { medicine: dolo.id, quantity: 10 },
      { medicine: azee.id, quantity: 3 },
    ]);
  });
});

test("signed out, New order sends to sign-in and its POST is refused", async ({ page, request }) => {
  await page.goto(`${app.url}/desk/orders/new`);
  await expect(page).toHaveURL(/\/desk\/sign-in$/);
  await page.goto(`${app.url}/hi/desk/orders/new`);
  await expect(page).toHaveURL(/\/hi\/desk\/sign-in$/);
  const before = await orderCount();
  const posted = await request.post(`${app.url}/desk/orders/new`, {
    form: STORE_POST,
  });
  expect(posted.status()).toBe(403);
  expect(await orderCount()).toBe(before);
});

test("a POST from another site is refused 403 and stores nothing", async ({ page }) => {
  await signIn(page, app, peer, staffMember(3));
  const before = await orderCount();
  const actions = "SELECT count(*) AS n FROM desk_actions WHERE action = 'order:new'";
  const recorded = await onDatabase<{ n: number }>(app, actions);
  const crossSite = await page.request.post(`${app.url}/desk/orders/new`, {
    form: STORE_POST,
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status()).toBe(403);
  expect(await orderCount()).toBe(before);
  expect(await onDatabase<{ n: number }>(app, actions)).toEqual(recorded);
});
