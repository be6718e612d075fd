import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { parse as parseCsv } from "csv-parse/sync";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { startSmtpPeer, type SmtpPeer } from "../../app/server/smtp-peer.test-support";
import { test, expect, type AppServer } from "./support/fixtures";
import {
  cookieOfAnotherSecret,
  DESK_MEDICINES,
  deskEnv,
  deskSheet,
  onDatabase,
  signIn,
  staffMember,
  storeOrder,
} from "./support/desk";

/**
 * "Today's orders" (decision 60): from the inbox, every order accepted this India day in one
 * billing CSV (a block of rows per order) and one Tally file (a Sales Order voucher per order),
 * downloaded as a billing clerk does and read back by a CSV parser and an XML parser.
 */

const { dolo, azee } = DESK_MEDICINES;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const ORDER_COLUMN = 11;
const PARTY_COLUMN = 13;

let peer: SmtpPeer;
let app: AppServer;
let kumar: number;
let ravi: number;
let notAccepted: number;
let yesterday: number;

test.beforeAll(async ({ appOn }) => {
  peer = await startSmtpPeer();
  app = await appOn("desk-today", deskSheet(), deskEnv(peer));
  kumar = await storeOrder(app, {
    name: "Asha Kumari",
    phone: "98765 43210",
    shop: "Kumar Medical",
    city: "Patna",
    lines: [
      { medicineId: dolo.id, name: dolo.name, quantity: 20, unit: "strips" },
      { medicineId: azee.id, name: azee.name, quantity: 3, unit: "strips" },
    ],
  });
  ravi = await storeOrder(app, {
    name: "Ravi Sinha",
    email: "ravi@example.com",
    lines: [{ medicineId: dolo.id, name: dolo.name, quantity: 5 }],
  });
  notAccepted = await storeOrder(app, {
    name: "Meena Devi",
    lines: [{ medicineId: dolo.id, name: dolo.name, quantity: 2 }],
  });
  // Accepted yesterday (India time): not among today's orders.
  yesterday = await storeOrder(app, {
    name: "Old Order",
    lines: [{ medicineId: dolo.id, name: dolo.name, quantity: 1 }],
  });
  const dayAgo = Date.now() - 86_400_000 - 60_000;
  await onDatabase(app, `UPDATE enquiries SET order_status = 'accepted' WHERE id = ${yesterday}`);
  await onDatabase(
    app,
    `INSERT INTO order_status_changes (enquiry_id, status, at, staff, notice) VALUES (${yesterday}, 'accepted', ${dayAgo}, 'owner@pharma.example', 'none')`,
  );
});
test.afterAll(async () => {
  await peer.close();
});

async function accept(page: Page, id: number, button: string, hindi = false): Promise<void> {
  await page.goto(`${app.url}${hindi ? "/hi" : ""}/desk/enquiries/${id}`);
  await page.getByRole("button", { name: button }).click();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect
    .poll(
      async () =>
        (await onDatabase<{ status: string }>(app, `SELECT order_status AS status FROM enquiries WHERE id = ${id}`))[0]
          ?.status,
    )
    .toBe("accepted");
}

/** Clicks a download link and reads the file the browser saved. */
async function download(page: Page, name: string): Promise<{ fileName: string; body: Buffer }> {
  const saved = page.waitForEvent("download");
  await page.getByRole("link", { name }).click();
  const file = await saved;
  return { fileName: file.suggestedFilename(), body: await readFile(await file.path()) };
}

const csvRows = (body: Buffer) => parseCsv(body, { bom: true }) as string[][];

function vouchersOf(xml: string) {
  expect(XMLValidator.validate(xml)).toBe(true);
  const parsed = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@",
    parseTagValue: false,
    isArray: (name) => name === "VOUCHER" || name === "ALLINVENTORYENTRIES.LIST",
  }).parse(xml) as {
    ENVELOPE: {
      BODY: { IMPORTDATA: { REQUESTDATA: { TALLYMESSAGE: { VOUCHER?: Record<string, unknown>[] } | "" } } };
    };
  };
  const message = parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE;
  return message === "" ? [] : (message.VOUCHER ?? []);
}

const today = () =>
  new Intl.DateTimeFormat("en-CA", {
    timeZone: "Asia/Kolkata",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(new Date());

test.describe.configure({ mode: "serial" });

test.describe("on a desktop with JavaScript", () => {
  test.use({ viewport: DESKTOP });

  test("the orders accepted today come in one CSV, a block per order, and one Tally file, a voucher per order", async ({
    page,
  }) => {
    await signIn(page, app, peer, staffMember(0));
    // Nothing accepted yet today: the files hold their headers and no order.
    const empty = await download(page, "Today's orders (CSV)");
    expect(csvRows(empty.body)).toHaveLength(1);
    expect(vouchersOf((await download(page, "Today's orders (Tally XML)")).body.toString("utf8"))).toEqual([]);

    await accept(page, kumar, "Accept order");
    await accept(page, ravi, "Accept order");

    await page.goto(`${app.url}/desk`);
    await expect(page.getByRole("heading", { level: 2, name: "Today's orders" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    const csv = await download(page, "Today's orders (CSV)");
    expect(csv.fileName).toBe(`orders-${today()}-billing.csv`);
    const rows = csvRows(csv.body);
    expect(rows[0]?.slice(0, 3)).toEqual(["Item code", "Name", "HSN"]);
    // Kumar Medical's block, then Ravi's, in the order they were accepted; Azee (out of stock) is not billed.
    expect(rows.slice(1).map((row) => [row[1], row[5], row[6], row[ORDER_COLUMN], row[PARTY_COLUMN]])).toEqual([
      [dolo.name, "20", "2", String(kumar), "Kumar Medical"],
      [dolo.name, "5", "0", String(ravi), "Ravi Sinha"],
    ]);
    // The same rows as each order's own billing file.
    const own = csvRows(
      Buffer.from(await (await page.request.get(`${app.url}/desk/enquiries/${kumar}/billing.csv`)).body()),
    );
    expect(rows[1]).toEqual(own[1]);

    const tally = await download(page, "Today's orders (Tally XML)");
    expect(tally.fileName).toBe(`orders-${today()}-tally.xml`);
    const vouchers = vouchersOf(tally.body.toString("utf8"));
    expect(
      vouchers.map((voucher) => [voucher["@VCHTYPE"], voucher["VOUCHERNUMBER"], voucher["PARTYLEDGERNAME"]]),
    ).toEqual([
      ["Sales Order", String(kumar), "Kumar Medical"],
      ["Sales Order", String(ravi), "Ravi Sinha"],
    ]);
    expect(vouchers[0]!["ALLINVENTORYENTRIES.LIST"]).toEqual([
      expect.objectContaining({ STOCKITEMNAME: dolo.name, BILLEDQTY: "20 Strip", ACTUALQTY: "22 Strip" }),
    ]);
    const numbers = vouchers.map((voucher) => Number(voucher["VOUCHERNUMBER"]));
    expect(numbers).not.toContain(notAccepted);
    expect(numbers).not.toContain(yesterday);

    // Each download of buyers' data is in the desk's record, with who and what.
    const recorded = await onDatabase<{ staff: string; detail: string }>(
      app,
      `SELECT staff, detail FROM desk_actions WHERE action = 'download:billing' AND enquiry_id IS NULL ORDER BY at`,
    );
    expect(recorded.slice(-2)).toEqual([
      { staff: staffMember(0), detail: `csv, orders accepted ${today()}: 2` },
      { staff: staffMember(0), detail: `xml, orders accepted ${today()}: 2` },
    ]);
  });
});

test.describe("on a phone without JavaScript, in Hindi", () => {
  test.use({ viewport: PHONE, javaScriptEnabled: false });

  test("आज के ऑर्डर downloads the same files, their headers English", async ({ page, browser }) => {
    await signIn(page, app, peer, staffMember(1));
    await page.goto(`${app.url}/hi/desk`);
    await expect(page.getByRole("heading", { level: 2, name: "आज के ऑर्डर" })).toBeVisible();
    const rows = csvRows((await download(page, "आज के ऑर्डर (CSV)")).body);
    expect(rows[0]?.[0]).toBe("Item code");
    expect(rows.slice(1).map((row) => row[ORDER_COLUMN])).toEqual([String(kumar), String(ravi)]);
    const vouchers = vouchersOf((await download(page, "आज के ऑर्डर (Tally XML)")).body.toString("utf8"));
    expect(vouchers.map((voucher) => voucher["VOUCHERNUMBER"])).toEqual([String(kumar), String(ravi)]);

    // axe runs in the page and hangs where scripts are off: the same page, with this session's
    // cookies, checked in a page that runs them.
    const checker = await browser.newContext({
      viewport: PHONE,
      javaScriptEnabled: true,
      storageState: await page.context().storageState(),
    });
    try {
      const checked = await checker.newPage();
      await checked.goto(`${app.url}/hi/desk`);
      await expect(checked.getByRole("heading", { level: 2, name: "आज के ऑर्डर" })).toBeVisible();
      expect((await new AxeBuilder({ page: checked }).analyze()).violations).toEqual([]);
    } finally {
      await checker.close();
    }
  });
});

test("the files are the staff's: signed out or with a forged session, sign-in and nothing recorded; a post is refused", async ({
  request,
  playwright,
}) => {
  const before = await onDatabase<{ n: number }>(
    app,
    `SELECT count(*) AS n FROM desk_actions WHERE action = 'download:billing'`,
  );
  for (const path of ["/desk/today.csv", "/desk/today.xml"]) {
    const answer = await request.get(`${app.url}${path}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toMatch(/\/desk\/sign-in$/);
    const forged = await request.get(`${app.url}${path}`, {
      maxRedirects: 0,
      headers: { Cookie: cookieOfAnotherSecret() },
    });
    expect(forged.status()).toBe(303);
  }
  const other = await playwright.request.newContext();
  try {
    const crossSite = await other.post(`${app.url}/desk/today.csv`, {
      maxRedirects: 0,
      headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
      form: { x: "1" },
    });
    expect(crossSite.status()).toBeGreaterThanOrEqual(400);
    expect(await crossSite.text()).not.toContain("Item code");
  } finally {
    await other.dispose();
  }
  const after = await onDatabase<{ n: number }>(
    app,
    `SELECT count(*) AS n FROM desk_actions WHERE action = 'download:billing'`,
  );
  expect(after).toEqual(before);
});
