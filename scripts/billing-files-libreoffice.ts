/**
 * The recorded check of docs/performance.md, "Billing files in LibreOffice": writes an order's
 * billing CSV and Excel file (app/desk/billing.ts) into a folder, has LibreOffice Calc convert both
 * to CSV (`soffice --headless --convert-to csv`), and says whether Calc read the same rows from
 * each as the desk wrote. Needs `soffice` (Debian: libreoffice-calc-nogui).
 *
 *   node_modules/.bin/tsx --tsconfig tsconfig.app.json --import ./scripts/lib/lingui-register.mjs scripts/billing-files-libreoffice.ts /tmp/billing-check
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Medicine } from "../app/catalogue/medicine/medicine";
import { billingCsv, billingRows, billOf, billTotals } from "../app/desk/billing";
import { billingXlsx } from "../app/desk/billing-xlsx.server";
import { closeWorkbooks } from "../app/formatting/workbook/workbook-pool.server";

const folder = path.resolve(process.argv[2] ?? "billing-check");
mkdirSync(folder, { recursive: true });

const catalogue = new Map<string, Medicine>(
  (
    [
      {
        id: "dolo",
        name: "Dolo 650 Tablet",
        itemCode: "DOLO650",
        hsn: "30049099",
        pack: "Strip of 15 tablets",
        packContent: { units: 15, unit: "tablet" },
        rate: 30.5,
        mrp: 33.6,
        gst: 12,
        stock: 120,
        scheme: { kind: "free", buy: 10, free: 1 },
      },
      {
        id: "quorvalin",
        name: "Quorvalin 10 Tablet",
        pack: "Strip of 10 tablets",
        packContent: { units: 10, unit: "tablet" },
        rate: 12,
        gst: 5,
        stock: 7,
      },
      {
        id: "syrup",
        name: `R&D <Cough> "Syrup" खांसी`,
        hsn: "3004",
        pack: "Bottle of 100 ml Syrup",
        packContent: { units: 100, unit: "ml" },
        rate: 80,
        mrp: 95,
        gst: 12,
        stock: 40,
      },
    ] as Partial<Medicine>[]
  ).map((fields) => [fields.id!, { genericName: "", manufacturer: "", prescription: false, ...fields } as Medicine]),
);
const bill = billOf(
  {
    id: 4521,
    createdAt: new Date("2026-12-07T03:30:00Z"),
    name: '=HYPERLINK("http://evil.example")',
    shop: "Kumar & Sons दवा घर",
    phone: "+91 98765 43210",
    gstin: "10ABCDE1234F1Z5",
    drugLicence: "BR-PAT-20B-1234",
    city: "Patna",
    lines: [
      { medicineId: null, name: "Item Name Qty", quantity: 1, unit: null },
      { medicineId: "dolo", name: "dolo", quantity: 20, unit: "strips" },
      { medicineId: "quorvalin", name: "quorvalin", quantity: 15, unit: null },
      { medicineId: "syrup", name: "syrup", quantity: 2, unit: "bottles" },
    ],
  },
  null,
  (id) => catalogue.get(id),
);
const rows = billingRows([bill]);
writeFileSync(path.join(folder, "order-billing.csv"), billingCsv(rows));
writeFileSync(
  path.join(folder, "order-billing.xlsx"),
  await billingXlsx(rows, billTotals([bill]), "Order 4521", new Date()),
);
await closeWorkbooks();

const soffice = (args: string[]) => execFileSync("soffice", ["--headless", ...args], { stdio: "pipe" });
// 44 = comma, 34 = double quote, 76 = UTF-8; sheet -1: every sheet of the workbook to a file of its own.
const CSV_OUT = "csv:Text - txt - csv (StarCalc):44,34,76,1,,0,false,true,false,false,false,-1";
const started = Date.now();
// The Excel file, every sheet as Calc reads it; then the CSV, opened as UTF-8 and written back.
soffice(["--convert-to", CSV_OUT, "--outdir", path.join(folder, "from-xlsx"), path.join(folder, "order-billing.xlsx")]);
soffice([
  "--infilter=CSV:44,34,76,1",
  "--convert-to",
  CSV_OUT,
  "--outdir",
  path.join(folder, "from-csv"),
  path.join(folder, "order-billing.csv"),
]);
const seconds = ((Date.now() - started) / 1000).toFixed(1);

const lines = (file: string) =>
  readFileSync(path.join(folder, file), "utf8")
    .replace(/^\uFEFF/, "")
    .trim()
    .split(/\r?\n/);
const billing = lines("from-xlsx/order-billing-Billing.csv");
const fromCsv = lines("from-csv/order-billing-order-billing.csv");
console.log(`LibreOffice read both files in ${seconds} s.`);
console.log("Sheet Billing:");
for (const line of billing) console.log(`  ${line}`);
console.log("Sheet Totals:");
for (const line of lines("from-xlsx/order-billing-Totals.csv")) console.log(`  ${line}`);
console.log("The CSV, as Calc read it:");
for (const line of fromCsv) console.log(`  ${line}`);
const differing = fromCsv.filter((line, index) => line !== billing[index]).length;
console.log(`${differing} of ${fromCsv.length} rows differ between the CSV and the Excel file.`);
