import { describe, expect, it } from "vitest";
import type { Medicine } from "~/catalogue";
import { BILLING_COLUMNS, billingCsv, billingRows } from "./billing";
import { lineViews } from "./order-lines";
import type { DeskEnquiry } from "./store.server";

const medicine = {
  id: "dolo-650",
  name: "Dolo 650 Tablet",
  manufacturer: "Micro Labs",
  pack: "Strip of 15 tablets",
  rate: 30.5,
  mrp: 33.6,
  stock: 120,
  availability: "In Stock",
  scheme: { kind: "free", buy: 10, free: 1 },
} as Medicine;

const order: DeskEnquiry = {
  id: 12,
  createdAt: new Date("2026-11-28T03:00:00.000Z"),
  name: '=HYPERLINK("http://evil.example")',
  shop: "Kumar Medical",
  city: "Patna",
  phone: "+91 98765 43210",
  email: "asha@example.com",
  drugLicence: "BR-PAT-20B-1234",
  gstin: null,
  message: "",
  page: "/enquiry",
  status: "new",
  channel: "whatsapp",
  note: "",
  lines: [
    {
      medicineId: "dolo-650",
      name: "Dolo 650",
      quantity: 10,
      notInCatalogue: false,
      pack: null,
      manufacturer: null,
      unit: "strips",
      outOfStock: null,
    },
    {
      medicineId: null,
      name: "@SUM(A1:A9)",
      quantity: 2,
      notInCatalogue: true,
      pack: null,
      manufacturer: null,
      unit: null,
      outOfStock: null,
    },
    {
      medicineId: "gone",
      name: "Old syrup",
      quantity: 1,
      notInCatalogue: false,
      pack: "100 ml",
      manufacturer: "Acme",
      unit: null,
      outOfStock: null,
    },
  ],
};

describe("billing rows", () => {
  const rows = billingRows(
    order,
    lineViews(order.lines, (id) => (id === medicine.id ? medicine : undefined)),
  );

  it("are one row per line: today's medicine, rate, scheme and MRP, the line as written, then the buyer", () => {
    expect(BILLING_COLUMNS.map((column) => column.header).slice(0, 9)).toEqual([
      "Name",
      "Pack",
      "Manufacturer",
      "Quantity",
      "Unit",
      "Rate",
      "Scheme",
      "MRP",
      "Line as written",
    ]);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toEqual([
      "Dolo 650 Tablet",
      "Strip of 15 tablets",
      "Micro Labs",
      10,
      "strips",
      30.5,
      "10+1",
      33.6,
      "Dolo 650",
      12,
      "2026-11-28",
      order.name,
      "Kumar Medical",
      "+91 98765 43210",
      "asha@example.com",
      "BR-PAT-20B-1234",
      null,
      "Patna",
    ]);
    // Not in the catalogue, or gone from it: the line as sent, no rate.
    expect(rows[1]!.slice(0, 9)).toEqual(["@SUM(A1:A9)", null, null, 2, null, null, null, null, "@SUM(A1:A9)"]);
    expect(rows[2]!.slice(0, 9)).toEqual(["Old syrup", "100 ml", "Acme", 1, null, null, null, null, "Old syrup"]);
  });

  it("are formula-safe in the CSV, which Excel reads as UTF-8", () => {
    const csv = billingCsv(rows);
    expect(csv.startsWith("\uFEFFName,Pack,")).toBe(true);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"")"`);
    expect(csv).toContain("'@SUM(A1:A9)");
    expect(csv).not.toMatch(/(^|,)[=@+]/m);
    // A phone number's + is defused too, never read as a formula.
    expect(csv).toContain("'+91 98765 43210");
  });
});
