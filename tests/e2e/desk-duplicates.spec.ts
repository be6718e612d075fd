import AxeBuilder from "@axe-core/playwright";
import { startSmtpPeer, type SmtpPeer } from "../../app/server/smtp-peer.test-support";
import { test, expect, type AppServer } from "./support/fixtures";
import {
  DESK_MEDICINES,
  deskEnv,
  deskSheet,
  onDatabase,
  signIn,
  staffMember,
  storeOrder,
  type TestOrder,
} from "./support/desk";

/**
 * Possible duplicates (decision 61): an order whose buyer (same phone, e-mail or GSTIN) sent the
 * same lines within 24 hours before it is marked "Possible duplicate of Order {n}" in the inbox
 * and on its page, with "Close as duplicate", a staff action as the others are.
 */

const { dolo, azee } = DESK_MEDICINES;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let peer: SmtpPeer;
let app: AppServer;

test.beforeAll(async ({ appOn }) => {
  peer = await startSmtpPeer();
  app = await appOn("desk-duplicates", deskSheet(), deskEnv(peer));
});
test.afterAll(async () => {
  await peer.close();
});

/** The same list sent twice by one buyer (the second written without the phone's space), and a different list. */
async function sentTwice(phone: string): Promise<{ first: number; again: number; other: number }> {
  const order = (lines: TestOrder["lines"], shown = phone): TestOrder => ({
    name: "Asha Kumari",
    email: "",
    phone: shown,
    shop: "Kumar Medical",
    lines,
  });
  const lines = [
    { medicineId: dolo.id, name: dolo.name, quantity: 10, unit: "strips" },
    { medicineId: azee.id, name: azee.name, quantity: 3, unit: "strips" },
  ];
  const first = await storeOrder(app, order(lines));
  const again = await storeOrder(app, order([...lines].reverse(), phone.replace(" ", "")));
  const other = await storeOrder(app, order([{ medicineId: dolo.id, name: dolo.name, quantity: 4 }]));
  return { first, again, other };
}

const statusOf = async (id: number) =>
  (await onDatabase<{ status: string | null }>(app, `SELECT order_status AS status FROM enquiries WHERE id = ${id}`))[0]
    ?.status;

test.describe("on a desktop with JavaScript", () => {
  test.use({ viewport: DESKTOP });

  test("the inbox and the order's page mark the second send; Close as duplicate closes it, recorded", async ({
    page,
  }) => {
    const { first, again, other } = await sentTwice("98111 22233");
    await signIn(page, app, peer, staffMember(0));
    const article = (id: number) =>
      page.getByRole("article").filter({ has: page.getByRole("heading", { name: `Enquiry ${id}: Asha Kumari` }) });
    await expect(article(again).getByRole("link", { name: `Possible duplicate of Order ${first}` })).toBeVisible();
    await expect(article(first)).not.toContainText("Possible duplicate");
    await expect(article(other)).not.toContainText("Possible duplicate");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await article(again)
      .getByRole("link", { name: `Enquiry ${again}: Asha Kumari` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${again}` })).toBeVisible();
    await expect(page.getByRole("link", { name: `Possible duplicate of Order ${first}` })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Close as duplicate" }).click();
    await expect(page.getByText("Now: Closed as duplicate")).toBeVisible();
    await expect(page.getByRole("button", { name: "Close as duplicate" })).toHaveCount(0);
    expect(await statusOf(again)).toBe("duplicate");
    expect(await statusOf(first)).toBeNull();
    const recorded = await onDatabase<{ staff: string; action: string }>(
      app,
      `SELECT staff, action FROM desk_actions WHERE enquiry_id = ${again}`,
    );
    expect(recorded).toEqual([{ staff: staffMember(0), action: "status:duplicate" }]);

    // The first order is no duplicate: its page has no mark and no such button.
    await page.goto(`${app.url}/desk/enquiries/${first}`);
    await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${first}` })).toBeVisible();
    await expect(page.getByRole("button", { name: "Close as duplicate" })).toHaveCount(0);
  });
});

test.describe("on a phone without JavaScript, in Hindi", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("the mark is ऑर्डर {n} का संभावित दोहराव and its button closes the order", async ({ page }) => {
    const { first, again } = await sentTwice("98222 33344");
    await signIn(page, app, peer, staffMember(1));
    await page.goto(`${app.url}/hi/desk/enquiries/${again}`);
    await expect(page.getByRole("link", { name: `ऑर्डर ${first} का संभावित दोहराव` })).toBeVisible();
    await page.getByRole("button", { name: "दोहराव के रूप में बंद करें" }).click();
    await expect(page).toHaveURL(new RegExp(`/hi/desk/enquiries/${again}$`));
    await expect(page.getByRole("button", { name: "दोहराव के रूप में बंद करें" })).toHaveCount(0);
    expect(await statusOf(again)).toBe("duplicate");
  });
});

test("Close as duplicate is refused 403 signed out and from another site, and changes nothing", async ({
  page,
  request,
}) => {
  const { again } = await sentTwice("98333 44455");
  const signedOut = await request.post(`${app.url}/desk/enquiries/${again}`, { form: { intent: "duplicate" } });
  expect(signedOut.status()).toBe(403);

  await signIn(page, app, peer, staffMember(2));
  const crossSite = await page.request.post(`${app.url}/desk/enquiries/${again}`, {
    form: { intent: "duplicate" },
    headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
  });
  expect(crossSite.status()).toBe(403);
  expect(await statusOf(again)).toBeNull();
  expect(
    await onDatabase<{ n: number }>(app, `SELECT count(*) AS n FROM desk_actions WHERE enquiry_id = ${again}`),
  ).toEqual([{ n: 0 }]);
});
