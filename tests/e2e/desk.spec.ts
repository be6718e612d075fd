import AxeBuilder from "@axe-core/playwright";
import { startSmtpPeer, type SmtpPeer } from "../../app/server/smtp-peer.test-support";
import { test, expect, type AppServer } from "./support/fixtures";
import { buildGviz } from "./support/sheet-builder";
import {
  askForLink,
  cookieOfAnotherSecret,
  DESK_MEDICINES,
  deskEnv,
  deskSheet,
  linkFromMail,
  onDatabase,
  signIn,
  staffMember,
  storeOrder,
} from "./support/desk";

const { dolo, azee } = DESK_MEDICINES;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let peer: SmtpPeer;
let app: AppServer;
let orderId: number;
let hindiOrderId: number;

test.beforeAll(async ({ appOn }) => {
  peer = await startSmtpPeer();
  app = await appOn("desk", deskSheet(), deskEnv(peer));
  orderId = await storeOrder(app, {
    name: "Asha Kumari",
    phone: "98765 43210",
    shop: "Kumar Medical",
    city: "Patna",
    lines: [
      { medicineId: dolo.id, name: dolo.name, quantity: 10, unit: "strips" },
      { medicineId: azee.id, name: azee.name, quantity: 3, unit: "strips" },
      { name: "Zincovit syrup 200ml", quantity: 2, freeText: true },
    ],
  });
  hindiOrderId = await storeOrder(app, {
    name: "Ravi Sinha",
    email: "ravi@example.com",
    page: "/hi/enquiry",
    lines: [{ medicineId: dolo.id, name: dolo.name, quantity: 5 }],
  });
});
test.afterAll(async () => {
  await peer.close();
});

for (const viewport of [PHONE, DESKTOP]) {
  test.describe(`signing in at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the e-mailed link signs in once; the desk is private; Sign out ends the session on the server", async ({
      page,
      context,
    }) => {
      await signIn(page, app, peer, staffMember(viewport.width === PHONE.width ? 0 : 1));
      const nav = page.getByRole("navigation", { name: "Desk" });
      await expect(nav.getByRole("link", { name: "Enquiries" })).toBeVisible();
      await expect(nav.getByRole("button", { name: "Sign out" })).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");

      const [cookie] = (await context.cookies()).filter((c) => c.name === "desk_session");
      expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });

      const answer = await page.request.get(`${app.url}/desk`);
      expect(answer.headers()["cache-control"]).toBe("no-store");
      expect(answer.headers()["x-robots-tag"]).toContain("noindex");

      await nav.getByRole("button", { name: "Sign out" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
      // The browser forgot the cookie; the server ended the session too, so a kept copy is no use.
      await context.addCookies([cookie!]);
      const again = await page.request.get(`${app.url}/desk`, { maxRedirects: 0 });
      expect(again.status()).toBe(303);
      expect(again.headers().location).toBe("/desk/sign-in");
    });
  });
}

test("Your sessions lists both devices; Sign out everywhere on one sends the other to sign-in", async ({ browser }) => {
  const email = staffMember(8);
  const [laptop, phone] = [await browser.newContext(), await browser.newContext({ viewport: PHONE })];
  try {
    const [here, there] = [await laptop.newPage(), await phone.newPage()];
    await signIn(here, app, peer, email);
    await signIn(there, app, peer, email);
    await here.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Your sessions" }).click();
    await expect(here.getByRole("heading", { level: 1, name: "Your sessions" })).toBeVisible();
    const rows = here.getByRole("row");
    await expect(rows).toHaveCount(3);
    await expect(here.getByRole("cell", { name: "This device" })).toHaveCount(1);
    await expect(here.getByRole("cell", { name: "Another device or browser" })).toHaveCount(1);
    // The session's id is never on the page.
    const [cookie] = (await laptop.cookies()).filter((c) => c.name === "desk_session");
    expect(await here.content()).not.toContain(cookie!.value.split(".")[0]);
    expect((await new AxeBuilder({ page: here }).analyze()).violations).toEqual([]);

    await here.getByRole("button", { name: "Sign out everywhere" }).click();
    await expect(here.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
    await there.reload();
    await expect(there.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();
    expect(new URL(there.url()).pathname).toBe("/desk/sign-in");
  } finally {
    await laptop.close();
    await phone.close();
  }
});

test("in Hindi Your sessions is आपके सेशन, with हर जगह से साइन आउट करें", async ({ page }) => {
  await signIn(page, app, peer, staffMember(9));
  await page.goto(`${app.url}/hi/desk/sessions`);
  await expect(page.getByRole("heading", { level: 1, name: "आपके सेशन" })).toBeVisible();
  await expect(page.getByRole("cell", { name: "यह डिवाइस" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await page.getByRole("button", { name: "हर जगह से साइन आउट करें" }).click();
  await expect(page).toHaveURL(/\/hi\/desk\/sign-in$/);
});

test("Activity shows who did what and when, newest first, downloads of buyer data included; without a session, sign-in", async ({
  page,
}) => {
  await page.goto(`${app.url}/desk/activity`);
  await expect(page.getByRole("heading", { level: 1, name: "Staff sign-in" })).toBeVisible();

  const email = "clerk@pharma.example";
  await signIn(page, app, peer, email);
  const billing = await page.request.get(`${app.url}/desk/enquiries/${orderId}/billing.csv`);
  expect(billing.status()).toBe(200);
  const demand = await page.request.get(`${app.url}/desk/demand.csv?days=7`);
  expect(demand.status()).toBe(200);

  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Activity" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Activity" })).toBeVisible();
  const rows = page.getByRole("row").filter({ hasText: email });
  await expect(rows.nth(0)).toContainText("Downloaded lost demand");
  await expect(rows.nth(1)).toContainText(`Downloaded for billing · Order ${orderId} · csv`);
  await expect(rows.nth(2)).toContainText("Signed in");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await page.goto(`${app.url}/hi/desk/activity`);
  await expect(page.getByRole("heading", { level: 1, name: "गतिविधि" })).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: email }).nth(0)).toContainText("छूटी माँग डाउनलोड की");
});

test("an address that is not staff gets the same answer and no e-mail", async ({ page }) => {
  const seen = peer.received.length;
  await askForLink(page, app, "someone@example.com");
  // A staff address asked for after it is answered first: its mail arriving shows the other never went.
  await askForLink(page, app, "clerk@pharma.example");
  await linkFromMail(peer, app, seen, "clerk@pharma.example");
  expect(peer.received.slice(seen).filter((raw) => raw.includes("someone@example.com"))).toEqual([]);
});

test.describe("refusals", () => {
  test("without a session every desk page answers 303 to sign-in, every action 403", async ({ request }) => {
    for (const path of [
      "/desk",
      `/desk/enquiries/${orderId}`,
      `/desk/enquiries/${orderId}/billing.csv`,
      "/hi/desk",
      "/desk/activity",
      "/desk/sessions",
      "/hi/desk/activity",
    ]) {
      const answer = await request.get(`${app.url}${path}`, { maxRedirects: 0 });
      expect(answer.status(), path).toBe(303);
      expect(answer.headers().location).toBe(path.startsWith("/hi") ? "/hi/desk/sign-in" : "/desk/sign-in");
    }
    const post = await request.post(`${app.url}/desk/enquiries/${orderId}`, { form: { intent: "closed" } });
    expect(post.status()).toBe(403);
    const signOut = await request.post(`${app.url}/desk/sign-out`, { form: {} });
    expect(signOut.status()).toBe(403);
    const everywhere = await request.post(`${app.url}/desk/sessions`, { form: {} });
    expect(everywhere.status()).toBe(403);
    const answer = await request.get(`${app.url}/desk`, {
      maxRedirects: 0,
      headers: { Cookie: cookieOfAnotherSecret() },
    });
    expect(answer.status()).toBe(303);
  });

  test("a link opened by a mail scanner (HEAD, GET) stays unspent; the staff member's press signs in", async ({
    page,
    request,
  }) => {
    const seen = peer.received.length;
    await askForLink(page, app);
    const link = await linkFromMail(peer, app, seen);
    // A scanner: no cookie, no Origin, both methods, twice.
    for (const open of [() => request.head(link), () => request.get(link), () => request.get(link)]) {
      const answer = await open();
      expect(answer.status()).toBe(200);
      expect(answer.headers()["set-cookie"]).toBeUndefined();
    }
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Sign in to the order desk" })).toBeVisible();
    expect((await page.context().cookies()).filter((c) => c.name === "desk_session")).toEqual([]);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
    // Spent by the press: opening it again tells so.
    await page.context().clearCookies();
    expect((await page.goto(link))?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("This sign-in link does not work");
  });

  test("in Hindi the link's page asks to press साइन इन करें, and a POST from another site spends nothing", async ({
    page,
    request,
  }) => {
    const seen = peer.received.length;
    await askForLink(page, app);
    const link = (await linkFromMail(peer, app, seen)).replace("/desk/", "/hi/desk/");
    const token = new URL(link).searchParams.get("token")!;
    const forged = await request.post(`${app.url}/desk/sign-in/link`, {
      form: { token },
      headers: { Origin: "https://evil.example" },
    });
    expect(forged.status()).toBe(403);
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "ऑर्डर डेस्क में साइन इन करें" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    await page.getByRole("button", { name: "साइन इन करें" }).click();
    await expect(page).toHaveURL(/\/hi\/desk$/);
  });

  test("a used, expired or forged link is refused with 400 and a way to ask again", async ({ page }) => {
    const seen = peer.received.length;
    await askForLink(page, app);
    const link = await linkFromMail(peer, app, seen);
    await page.goto(link);
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();
    await page.context().clearCookies();

    const reused = await page.goto(link);
    expect(reused?.status()).toBe(400);
    await expect(page.getByRole("alert")).toContainText("This sign-in link does not work");
    await expect(page.getByRole("button", { name: "Send sign-in link" })).toBeVisible();

    const forged = await page.goto(`${app.url}/desk/sign-in/link?token=${"A".repeat(43)}`);
    expect(forged?.status()).toBe(400);

    const before = peer.received.length;
    await askForLink(page, app);
    const fresh = await linkFromMail(peer, app, before);
    await onDatabase(app, "UPDATE desk_sign_in_links SET expires_at = created_at - 1 WHERE used_at IS NULL");
    const expired = await page.goto(fresh);
    expect(expired?.status()).toBe(400);
    expect((await page.context().cookies()).filter((c) => c.name === "desk_session")).toEqual([]);
  });

  test("a cross-site POST is refused 403 and changes nothing; a bad order number is a 404", async ({ page }) => {
    await signIn(page, app, peer, staffMember(2));
    const actions = async () => (await onDatabase<{ n: number }>(app, "SELECT count(*) AS n FROM desk_actions"))[0]!.n;
    const before = await actions();
    const crossSite = await page.request.post(`${app.url}/desk/enquiries/${orderId}`, {
      form: { intent: "closed" },
      headers: { Origin: "https://evil.example" },
    });
    expect(crossSite.status()).toBe(403);
    const crossSignOut = await page.request.post(`${app.url}/desk/sign-out`, {
      form: {},
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
    });
    expect(crossSignOut.status()).toBe(403);

    for (const path of ["/desk/enquiries/abc", "/desk/enquiries/0", "/desk/enquiries/99999", "/desk/enquiries/1e3"]) {
      expect((await page.request.get(`${app.url}${path}`)).status(), path).toBe(404);
    }
    const missing = await page.request.post(`${app.url}/desk/enquiries/99999`, { form: { intent: "closed" } });
    expect(missing.status()).toBe(404);
    expect(await actions()).toBe(before);

    await page.goto(`${app.url}/desk/enquiries/${orderId}`);
    await expect(page.getByText("Now: New")).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false, viewport: PHONE });

  test("the inbox lists orders newest first and an order is billed, noted, closed and reopened", async ({ page }) => {
    const staff = staffMember(3);
    await signIn(page, app, peer, staff);
    await expect(page.getByRole("link", { name: "New", exact: true })).toHaveAttribute("aria-current", "page");
    const headings = page.getByRole("article").getByRole("heading");
    await expect(headings.first()).toHaveText(`Enquiry ${hindiOrderId}: Ravi Sinha`);
    // How each order left the site: these were sent with the form.
    await expect(page.getByRole("article").filter({ hasText: "Asha Kumari" })).toContainText("Enquiry form");
    await page.getByRole("link", { name: `Enquiry ${orderId}: Asha Kumari` }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Enquiry ${orderId}` })).toBeVisible();

    // Each line with today's facts, the lines as sent.
    const rows = page.getByRole("row");
    await expect(rows.filter({ hasText: dolo.name }).first()).toContainText("120");
    await expect(rows.filter({ hasText: dolo.name }).first()).toContainText("₹30.50");
    await expect(rows.filter({ hasText: dolo.name }).first()).toContainText("10+1");
    await expect(rows.filter({ hasText: "Zincovit" }).first()).toContainText("Not in the catalogue");

    const whatsapp = await page.getByRole("link", { name: "Reply on WhatsApp" }).getAttribute("href");
    const url = new URL(whatsapp!);
    expect(url.origin + url.pathname).toBe("https://wa.me/919876543210");
    const text = url.searchParams.get("text")!;
    // Written from the supply plan (decision 59): what comes, what is short, the total.
    expect(text).toContain("What comes:");
    expect(text).toContain("Dolo 650 Tablet — 10 strips: rate ₹30.50, scheme 10+1");
    expect(text).toContain("Short:");
    expect(text).toContain("Azee 500 Tablet — short 3");
    expect(text).toContain("Zincovit syrup 200ml — short 2");
    expect(text).toMatch(/Total: ₹/);
    await expect(page.getByRole("link", { name: "Reply by e-mail" })).toHaveAttribute(
      "href",
      /^mailto:buyer@example\.com\?subject=/,
    );

    await page.getByRole("button", { name: "Mark billed" }).click();
    await expect(page.getByText("Now: Billed")).toBeVisible();
    await page.getByRole("textbox", { name: "Staff note" }).fill("Called back, sending Dolo today");
    await page.getByRole("button", { name: "Save note" }).click();
    await expect(page.getByRole("textbox", { name: "Staff note" })).toHaveValue("Called back, sending Dolo today");
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByText("Now: Closed")).toBeVisible();
    await expect(page.getByRole("button", { name: "Mark dispatched" })).toHaveCount(0);

    await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Enquiries" }).click();
    await page.getByRole("link", { name: "Closed", exact: true }).click();
    await expect(page.getByRole("link", { name: "Closed", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("article")).toHaveCount(1);
    await page.getByRole("link", { name: `Enquiry ${orderId}: Asha Kumari` }).click();
    await page.getByRole("button", { name: "Reopen" }).click();
    // Back where it stood before it was closed.
    await expect(page.getByText("Now: Billed")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Staff note" })).toHaveValue("Called back, sending Dolo today");

    const recorded = await onDatabase<{ staff: string; action: string }>(
      app,
      // This staff member's: another test downloads this order's billing file as another.
      `SELECT staff, action FROM desk_actions WHERE enquiry_id = ${orderId} AND staff = '${staff}' ORDER BY at`,
    );
    expect(recorded).toEqual([
      { staff, action: "status:billed" },
      { staff, action: "note" },
      { staff, action: "status:closed" },
      { staff, action: "status:reopen" },
    ]);
  });
});

test("the desk speaks Hindi under /hi", async ({ page }) => {
  await signIn(page, app, peer, staffMember(5));
  await page.goto(`${app.url}/hi/desk`);
  await expect(page.getByRole("heading", { level: 1, name: "पूछताछ" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "डेस्क" }).getByRole("button", { name: "साइन आउट" })).toBeVisible();
  await page.getByRole("link", { name: `पूछताछ ${hindiOrderId}: Ravi Sinha` }).click();
  await expect(page.getByRole("heading", { level: 1, name: `पूछताछ ${hindiOrderId}` })).toBeVisible();
  // Ravi wrote from the Hindi site and gave no phone: the e-mail reply is in Hindi.
  const mailto = await page.getByRole("link", { name: "ई-मेल से जवाब दें" }).getAttribute("href");
  expect(decodeURIComponent(mailto!)).toContain("नमस्ते Ravi Sinha");
});

test("lost demand puts searches that found nothing and lines not in the catalogue together, linked to a search", async ({
  page,
}) => {
  // A search that finds nothing, as a buyer would make it (the server counts it).
  await page.goto(`${app.url}/medicines?search=Zincovit%20Syrup%20200ML`);
  await signIn(page, app, peer, staffMember(6));
  await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Lost demand" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Lost demand" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Last 30 days" })).toHaveAttribute("aria-current", "page");
  const row = page.getByRole("row").filter({ hasText: "zincovit syrup 200ml" });
  // One search, one order line (Asha's), one buyer.
  await expect(row.getByRole("cell")).toHaveText(["zincovit syrup 200ml", "2", "1", "1", "1", /\d/]);
  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
  await row.getByRole("link", { name: "zincovit syrup 200ml" }).click();
  await expect(page).toHaveURL(/\/medicines\?search=zincovit(\+|%20)syrup(\+|%20)200ml/);

  // Following the link searched once more: the CSV counts that search too.
  const csv = await page.request.get(`${app.url}/desk/demand.csv?days=7`);
  expect(csv.headers()["content-type"]).toBe("text/csv; charset=utf-8");
  expect(csv.headers()["cache-control"]).toBe("no-store");
  expect(await csv.text()).toMatch(/\r\nNot found,zincovit syrup 200ml,3,2,1,,1,\d{4}-/);
});

test("lost demand lists a medicine asked for while out of stock: an order line sent then and an open Notify me request", async ({
  page,
  browser,
}) => {
  // A buyer on a phone without JavaScript orders Azee, out of stock in the sheet, and asks to be told.
  let orderNumber = "";
  const buyer = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  try {
    const shop = await buyer.newPage();
    await shop.goto(`${app.url}/medicines/${azee.id}`);
    await shop.getByRole("button", { name: `Add ${azee.name} to enquiry` }).click();
    await shop.goto(`${app.url}/enquiry`);
    await shop.getByRole("textbox", { name: "Name", exact: true }).fill("Meena Devi");
    await shop.getByRole("textbox", { name: "Phone" }).fill("98111 22333");
    await shop.getByRole("button", { name: "Send enquiry" }).click();
    const sent = shop.getByRole("status").filter({ hasText: /Order \d+ is stored/ });
    await expect(sent).toBeVisible();
    orderNumber = /Order (\d+)/.exec((await sent.textContent()) ?? "")![1]!;
    // The same buyer, the number written another way: one buyer, two asks.
    await shop.goto(`${app.url}/medicines/${azee.id}`);
    await shop.getByRole("textbox", { name: "Phone or e-mail" }).fill("+91 98111-22333");
    await shop.getByRole("button", { name: "Notify me" }).click();
    await expect(shop.locator("#notify").getByRole("status")).toBeVisible();
  } finally {
    await buyer.close();
  }

  await signIn(page, app, peer, staffMember(7));
  await page.goto(`${app.url}/desk/demand?days=7`);
  const group = page.getByRole("region", { name: "Asked for while out of stock" });
  await expect(group.getByRole("heading", { level: 2, name: "Asked for while out of stock" })).toBeVisible();
  const row = group.getByRole("row").filter({ hasText: azee.name });
  // Two asks (the line, the request), one buyer; Dolo, in stock when Asha ordered it, is not there.
  await expect(row.getByRole("cell")).toHaveText([azee.name, "2", "1", "1", "1", /\d/]);
  await expect(group.getByRole("row").filter({ hasText: dolo.name })).toHaveCount(0);
  const csv = await page.request.get(`${app.url}/desk/demand.csv?days=7`);
  expect(await csv.text()).toMatch(
    new RegExp(`\r\nOut of stock,${azee.name},2,,1,1,1,\\d{4}-[^,]+,http://[^,]+/medicines/${azee.id}\r?\n?`),
  );
  await row.getByRole("link", { name: azee.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: azee.name })).toBeVisible();

  // The order's page says what the buyer saw when sending.
  await page.goto(`${app.url}/desk/enquiries/${orderNumber}`);
  await expect(page.getByRole("row").filter({ hasText: azee.name }).first()).toContainText("Out of stock when sent");
  await page.goto(`${app.url}/hi/desk/enquiries/${orderNumber}`);
  await expect(page.getByRole("row").filter({ hasText: azee.name }).first()).toContainText("भेजते समय स्टॉक ख़त्म था");

  // In Hindi, the same group under its Hindi heading, linking to the Hindi page.
  await page.goto(`${app.url}/hi/desk/demand?days=7`);
  const hindi = page.getByRole("region", { name: "स्टॉक ख़त्म रहते माँगी गई दवाएँ" });
  await expect(hindi.getByRole("row").filter({ hasText: azee.name }).getByRole("link")).toHaveAttribute(
    "href",
    `/hi/medicines/${azee.id}`,
  );
});

test.describe("the sheet's health", () => {
  test.describe.configure({ timeout: 90_000 });

  test("shows the report with sheet rows, and a shrunk catalogue held back is accepted from the desk", async ({
    page,
    sheet,
    startApp,
  }) => {
    const sheetPeer = await startSmtpPeer();
    try {
      // Two good rows and one without a name (a warning of sheet row 4).
      const full = buildGviz(
        ["Name", "Manufacturer", { label: "Rate", type: "number" }],
        [
          ["Dolo 650 Tablet", "Micro Labs Ltd", 30.5],
          ["Azee 500 Tablet", "Cipla Ltd", 98],
          ["", "Nobody", 1],
        ],
      );
      sheet.set("desk-sheet", { body: full });
      const sheetApp = await startApp({
        ...deskEnv(sheetPeer),
        CATALOGUE_SOURCE: sheet.url("desk-sheet"),
        CATALOGUE_REFRESH_SECONDS: "1",
        CATALOGUE_MIN_KEEP_RATIO: "0.9",
      });
      await signIn(page, sheetApp, sheetPeer, staffMember(7));
      await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Sheet" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sheet" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Skipped rows (0)" })).toBeVisible();
      await expect(page.getByRole("heading", { name: "Warnings (duplicates and others) (1)" })).toBeVisible();
      await expect(page.getByRole("row", { name: /^4 No name/ })).toBeVisible();
      await expect(page.getByText("No catalogue is held back.")).toBeVisible();

      sheet.set("desk-sheet", { body: buildGviz(["Name"], [["Dolo 650 Tablet"]]) });
      await expect
        .poll(async () => (await (await page.request.get(`${sheetApp.url}/healthz`)).json()).status)
        .toBe("degraded");
      await page.reload();
      await expect(page.getByText(/The sheet now gives 1 medicine/)).toBeVisible();
      await page.getByRole("button", { name: "Accept this catalogue" }).click();
      await expect(page.getByRole("status")).toContainText("Accepted");
      await expect
        .poll(async () => (await (await page.request.get(`${sheetApp.url}/healthz`)).json()).medicines)
        .toBe(1);
      const recorded = await onDatabase<{ staff: string; action: string }>(
        sheetApp,
        "SELECT staff, action FROM desk_actions WHERE action = 'accept-catalogue'",
      );
      expect(recorded).toEqual([{ staff: staffMember(7), action: "accept-catalogue" }]);
    } finally {
      await sheetPeer.close();
    }
  });
});
