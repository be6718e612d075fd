import { readFile } from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { parse as parseCsv } from "csv-parse/sync";
import ExcelJS from "exceljs";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { startSmtpPeer, type SmtpPeer } from "../../app/server/smtp-peer.test-support";
import { test, expect, type AppServer } from "./support/fixtures";
import { buildGviz } from "./support/sheet-builder";
import { deskEnv, onDatabase, signIn, staffMember, storeOrder } from "./support/desk";

/**
 * The billing files of an order (decision 60), downloaded from its desk page as a billing clerk
 * does and read back: the CSV by a CSV parser, the Excel file by exceljs, the Tally file by an
 * XML parser. The files' headers stay English on the Hindi pages.
 */

const HEADERS = [
  "Item code",
  "Name",
  "HSN",
  "Pack",
  "Unit",
  "Quantity",
  "Free",
  "Rate",
  "GST %",
  "Amount",
  "MRP",
  "Order",
  "Date",
  "Party",
  "GSTIN",
  "Phone",
  "Drug licence",
  "City",
];
const SYRUP = `R&D <Cough> "Syrup"`;
const SHOP = `Kumar & Sons <Patna> "दवा घर"`;

function billingSheet(): string {
  const number = (label: string) => ({ label, type: "number" as const });
  return buildGviz(
    [
      "Name",
      "Manufacturer",
      "Pack",
      number("Stock"),
      number("Rate"),
      number("MRP"),
      "Scheme",
      number("GST"),
      "Item Code",
      "HSN",
    ],
    [
      ["Dolo 650 Tablet", "Micro Labs Ltd", "Strip of 15 tablets", 120, 30.5, 33.6, "10+1", 12, "DOLO650", "30049099"],
      ["Quorvalin 10 Tablet", "Acme", "Strip of 10 tablets", 7, 12, 15, "", 5, "", ""],
      ["Azee 500 Tablet", "Cipla Ltd", "Strip of 3 tablets", 0, 98, 119.5, "", 12, "AZEE500", "30042019"],
      [SYRUP, "Acme", "Bottle of 100 ml Syrup", 40, 80, 95, "", 12, "", "3004"],
    ],
  );
}

let peer: SmtpPeer;
let app: AppServer;
let orderId: number;

test.beforeAll(async ({ appOn }) => {
  peer = await startSmtpPeer();
  app = await appOn("desk-billing", billingSheet(), deskEnv(peer));
  orderId = await storeOrder(app, {
    name: "Asha Kumari",
    phone: "98765 43210",
    shop: SHOP,
    city: "Patna",
    lines: [
      // The header line of a pasted list, sent as written.
      { name: "Item Name Qty", quantity: 1, freeText: true },
      { medicineId: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 20, unit: "strips" },
      { medicineId: "quorvalin-10-tablet", name: "Quorvalin 10 Tablet", quantity: 15 },
      { medicineId: "azee-500-tablet", name: "Azee 500 Tablet", quantity: 6 },
      { medicineId: "r-and-d-cough-syrup", name: SYRUP, quantity: 2, unit: "bottles" },
    ],
  });
});
test.afterAll(async () => {
  await peer.close();
});

/** Clicks a download link and reads the file the browser saved. */
async function download(page: Page, name: string): Promise<{ fileName: string; body: Buffer }> {
  const saved = page.waitForEvent("download");
  await page.getByRole("link", { name }).click();
  const file = await saved;
  const path = await file.path();
  return { fileName: file.suggestedFilename(), body: await readFile(path) };
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
    ENVELOPE: { BODY: { IMPORTDATA: { REQUESTDATA: { TALLYMESSAGE: { VOUCHER: Record<string, unknown>[] } } } } };
  };
  return parsed.ENVELOPE.BODY.IMPORTDATA.REQUESTDATA.TALLYMESSAGE.VOUCHER;
}

test("an order's CSV, Excel and Tally files hold its supplied lines, as the billing software takes them", async ({
  page,
}) => {
  await signIn(page, app, peer, staffMember(6));
  await page.goto(`${app.url}/desk/enquiries/${orderId}`);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  const csv = await download(page, "Download for billing (CSV)");
  expect(csv.fileName).toBe(`order-${orderId}-billing.csv`);
  const rows = csvRows(csv.body);
  expect(rows[0]).toEqual(HEADERS);
  const party = [String(orderId), expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), SHOP, "", "98765 43210", "", "Patna"];
  // Azee is out of stock and the header line is no medicine: neither is billed. Quorvalin: 7 of 15.
  expect(rows.slice(1)).toEqual([
    ["DOLO650", "Dolo 650 Tablet", "30049099", "15 tablets", "Strip", "20", "2", "30.5", "12", "610", "33.6", ...party],
    ["", "Quorvalin 10 Tablet", "", "10 tablets", "Strip", "7", "0", "12", "5", "84", "15", ...party],
    ["", SYRUP, "3004", "100 ml", "Bottle", "2", "0", "80", "12", "160", "95", ...party],
  ]);

  const xlsx = await download(page, "Download for billing (Excel)");
  expect(xlsx.fileName).toBe(`order-${orderId}-billing.xlsx`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(new Uint8Array(xlsx.body).buffer);
  const billing = workbook.getWorksheet("Billing")!;
  expect(billing.getRow(1).values).toEqual([undefined, ...HEADERS]);
  expect(billing.rowCount).toBe(4);
  expect(billing.getRow(2).getCell(10).value).toBe(610);
  const totals = workbook.getWorksheet("Totals")!;
  const total = (row: number) => [totals.getRow(row).getCell(1).value, totals.getRow(row).getCell(2).value];
  expect([total(2), total(3), total(4)]).toEqual([
    ["Before GST", 854],
    ["GST", 96.6],
    ["After GST", 950.6],
  ]);

  const tally = await download(page, "Download for Tally (XML)");
  expect(tally.fileName).toBe(`order-${orderId}-tally.xml`);
  const vouchers = vouchersOf(tally.body.toString("utf8"));
  expect(vouchers).toHaveLength(1);
  expect(vouchers[0]).toMatchObject({
    "@VCHTYPE": "Sales Order",
    "@ACTION": "Create",
    VOUCHERNUMBER: String(orderId),
    PARTYLEDGERNAME: SHOP,
  });
  expect(vouchers[0]!["ALLINVENTORYENTRIES.LIST"]).toEqual([
    expect.objectContaining({
      STOCKITEMNAME: "DOLO650",
      ACTUALQTY: "22 Strip",
      BILLEDQTY: "20 Strip",
      RATE: "30.50/Strip",
    }),
    expect.objectContaining({ STOCKITEMNAME: "Quorvalin 10 Tablet", BILLEDQTY: "7 Strip", AMOUNT: "84.00" }),
    expect.objectContaining({ STOCKITEMNAME: SYRUP, BILLEDQTY: "2 Bottle", AMOUNT: "160.00" }),
  ]);

  // Buyer data left the desk three times: each download is in the desk's record, with who.
  const recorded = await onDatabase<{ staff: string; action: string; detail: string }>(
    app,
    `SELECT staff, action, detail FROM desk_actions WHERE enquiry_id = ${orderId} AND action LIKE 'download:%' ORDER BY at`,
  );
  expect(recorded).toEqual(
    ["csv", "xlsx", "xml"].map((detail) => ({ staff: staffMember(6), action: "download:billing", detail })),
  );
});

test("on the Hindi desk the links speak Hindi and the files keep their English headers", async ({ page }) => {
  await signIn(page, app, peer, staffMember(7));
  await page.goto(`${app.url}/hi/desk/enquiries/${orderId}`);
  const csv = await download(page, "बिलिंग के लिए डाउनलोड (CSV)");
  expect(csvRows(csv.body)[0]).toEqual(HEADERS);
  const tally = await download(page, "Tally के लिए डाउनलोड (XML)");
  expect(vouchersOf(tally.body.toString("utf8"))[0]).toMatchObject({ VOUCHERTYPENAME: "Sales Order" });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("the files are the staff's: without a session a 303 to sign-in, an unknown order a 404", async ({
  page,
  request,
}) => {
  for (const path of [`/desk/enquiries/${orderId}/tally.xml`, `/desk/enquiries/${orderId}/billing.xlsx`]) {
    const answer = await request.get(`${app.url}${path}`, { maxRedirects: 0 });
    expect(answer.status()).toBe(303);
    expect(answer.headers()["location"]).toMatch(/\/desk\/sign-in$/);
  }
  await signIn(page, app, peer, staffMember(8));
  const missing = await page.request.get(`${app.url}/desk/enquiries/999999/tally.xml`);
  expect(missing.status()).toBe(404);
});
