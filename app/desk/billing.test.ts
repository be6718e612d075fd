import { describe, expect, it } from "vitest";
import type { Medicine } from "~/catalogue";
import {
  BILLING_COLUMNS,
  billingCsv,
  billingRows,
  billOf,
  billTotals,
  type BillingOrder,
  type BillingPlan,
} from "./billing";

const medicine = (fields: Partial<Medicine> & Pick<Medicine, "id" | "name">): Medicine =>
  ({ genericName: "", manufacturer: "", prescription: false, ...fields }) as Medicine;

const CATALOGUE = new Map(
  [
    medicine({
      id: "dolo-650",
      name: "Dolo 650 Tablet",
      itemCode: "DOLO650",
      hsn: "30049099",
      pack: "Strip of 15 tablets",
      packContent: { units: 15, unit: "tablet" },
      rate: 30.5,
      mrp: 33.6,
      gst: 12,
      stock: 120,
      availability: "In Stock",
      scheme: { kind: "free", buy: 10, free: 1 },
    }),
    medicine({
      id: "quorvalin",
      name: "Quorvalin 10 Tablet",
      pack: "Strip of 10 tablets",
      packContent: { units: 10, unit: "tablet" },
      rate: 12,
      gst: 5,
      stock: 7,
      availability: "Low Stock",
    }),
    medicine({ id: "azee", name: "Azee 500 Tablet", rate: 98, stock: 0, availability: "Out of Stock" }),
    medicine({
      id: "syrup",
      name: "Benadryl Syrup",
      pack: "Bottle of 100 ml Syrup",
      packContent: { units: 100, unit: "ml" },
      rate: 80,
      gst: 12,
      stock: 50,
      availability: "In Stock",
    }),
  ].map((m) => [m.id, m]),
);
const lookup = (id: string) => CATALOGUE.get(id);

const order: BillingOrder = {
  id: 12,
  createdAt: new Date("2026-11-28T20:00:00.000Z"), // 29 November in India
  name: '=HYPERLINK("http://evil.example")',
  shop: "Kumar Medical",
  city: "Patna",
  phone: "+91 98765 43210",
  drugLicence: "BR-PAT-20B-1234",
  gstin: null,
  lines: [
    // A pasted list's header line, sent "not in the catalogue".
    { medicineId: null, name: "Item Name Qty", quantity: 1, unit: null },
    { medicineId: "dolo-650", name: "dolo 650", quantity: 20, unit: "strips" },
    { medicineId: "quorvalin", name: "quorvalin", quantity: 15, unit: null },
    { medicineId: "azee", name: "azee 500", quantity: 6, unit: null },
    { medicineId: null, name: "@SUM(A1:A9)", quantity: 2, unit: null },
    { medicineId: "gone", name: "Old syrup", quantity: 1, unit: null },
  ],
};

describe("billing files (decision 60)", () => {
  it("have exactly the columns the billing software imports", () => {
    expect(BILLING_COLUMNS.map((column) => column.header)).toEqual([
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
    ]);
  });

  it("without a plan, bill each line at today's stock limit with the scheme's free goods; nothing else", () => {
    const rows = billingRows([billOf(order, null, lookup)]);
    const buyer = [12, "2026-11-29", "Kumar Medical", null, "+91 98765 43210", "BR-PAT-20B-1234", "Patna"];
    expect(rows).toEqual([
      ["DOLO650", "Dolo 650 Tablet", "30049099", "15 tablets", "Strip", 20, 2, 30.5, 12, 610, 33.6, ...buyer],
      // 15 asked, 7 in stock: 7; its pack names the strip the quantity counts.
      [null, "Quorvalin 10 Tablet", null, "10 tablets", "Strip", 7, 0, 12, 5, 84, null, ...buyer],
    ]);
  });

  it("with a plan, bill what it supplies, a substitute on a row of its own at its own rate", () => {
    const plan: BillingPlan = {
      lines: [
        {
          position: 3,
          asked: { name: "quorvalin", quantity: 15, unit: null },
          supplied: 5,
          substitute: { medicineId: "syrup", name: "Benadryl Syrup", quantity: 3 },
          rate: 12,
          free: 0,
        },
        {
          position: 4,
          asked: { name: "azee 500", quantity: 6, unit: null },
          supplied: 0,
          substitute: null,
          rate: 98,
          free: 0,
        },
        {
          position: 2,
          asked: { name: "dolo 650", quantity: 20, unit: "strips" },
          supplied: 11,
          substitute: null,
          rate: 29,
          free: 1,
        },
      ],
    };
    const bill = billOf({ ...order, shop: "  " }, plan, lookup);
    expect(bill.party.party).toBe(order.name);
    expect(
      bill.lines.map((line) => [line.name, line.pack, line.unit, line.quantity, line.free, line.rate, line.amount]),
    ).toEqual([
      ["Quorvalin 10 Tablet", "10 tablets", "Strip", 5, 0, 12, 60],
      ["Benadryl Syrup", "100 ml", "Bottle", 3, 0, 80, 240],
      ["Dolo 650 Tablet", "15 tablets", "Strip", 11, 1, 29, 319],
    ]);
    expect(billTotals([bill])).toEqual({ beforeGst: 619, gst: 3 + 28.8 + 38.28, afterGst: 619 + 70.08 });
  });

  it("leave GST and the total after it empty when a charged line's GST is not known", () => {
    const bill = billOf(
      { ...order, lines: [{ medicineId: "azee", name: "azee", quantity: 1, unit: null }] },
      {
        lines: [
          {
            position: 1,
            asked: { name: "azee", quantity: 1, unit: null },
            supplied: 1,
            substitute: null,
            rate: 98,
            free: 0,
          },
        ],
      },
      lookup,
    );
    expect(billTotals([bill])).toEqual({ beforeGst: 98, gst: null, afterGst: null });
  });

  it("are formula-safe in the CSV, which Excel reads as UTF-8, with no total row", () => {
    const csv = billingCsv(billingRows([billOf({ ...order, shop: null }, null, lookup)]));
    expect(
      csv.startsWith("\uFEFFItem code,Name,HSN,Pack,Unit,Quantity,Free,Rate,GST %,Amount,MRP,Order,Date,Party,"),
    ).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).not.toMatch(/(^|,)[=@+]/m);
    expect(csv).toContain("'+91 98765 43210");
    expect(csv.trimEnd().split("\r\n")).toHaveLength(3);
    expect(csv).not.toContain("Item Name Qty");
  });
});
