import { describe, expect, it } from "vitest";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { displayedValue, priceListColumns, priceListRow, type SheetColumns } from "./columns";
import { translatorFor } from "~/i18n/translator";

const en = translatorFor("en");

/** A sheet with every column the price list can show. */
const FULL_SHEET: SheetColumns = {
  name: "Product Name",
  genericName: "Composition",
  manufacturer: "Manufacturer",
  form: "Pack Type",
  pack: "Pack",
  mrp: "MRP",
  sellingPrice: "Rate",
  gst: "GST %",
  stock: "Stock",
  prescription: "Rx",
  schedule: "Schedule",
};

/** A catalogue in which every column has a value somewhere. */
const CATALOGUE = [
  testMedicine({ pack: "Strip of 15 tablets", rate: 25, gst: 12, schedule: "H" }),
  testMedicine({ rate: undefined }),
];

const headers = (sheet: SheetColumns, catalogue = CATALOGUE) =>
  priceListColumns(sheet, catalogue, en).map((column) => column.header);
const without = (...fields: (keyof SheetColumns)[]): SheetColumns =>
  Object.fromEntries(Object.entries(FULL_SHEET).filter(([field]) => !fields.includes(field as keyof SheetColumns)));

describe("priceListColumns", () => {
  it("lists name, composition, manufacturer, pack, MRP, rate, GST %, availability, prescription and schedule in order", () => {
    expect(headers(FULL_SHEET)).toEqual([
      "Name",
      "Composition",
      "Manufacturer",
      "Pack",
      "MRP",
      "Rate (+ GST)",
      "Margin % after GST",
      "GST %",
      "Availability",
      "Prescription",
      "Schedule",
    ]);
  });

  it("leaves out the columns the sheet lacks", () => {
    expect(headers(without("stock"))).not.toContain("Availability");
    expect(headers(without("schedule"))).not.toContain("Schedule");
    expect(headers(without("gst"))).not.toContain("GST %");
    expect(headers(without("genericName"))).not.toContain("Composition");
    // The pack is read from the form when there is no pack column: only without both is it gone.
    expect(headers(without("pack"))).toContain("Pack");
    expect(headers(without("pack", "form"))).not.toContain("Pack");
    // Prescription-only follows from a schedule too.
    expect(headers(without("prescription"))).toContain("Prescription");
    expect(headers(without("prescription", "schedule"))).not.toContain("Prescription");
  });

  it("leaves out a column the sheet has but no medicine of the catalogue fills, except prices and stock", () => {
    const blank = [
      testMedicine({ genericName: "N/A", mrp: undefined, rate: undefined, gst: undefined, schedule: undefined }),
    ];
    expect(headers(FULL_SHEET, blank)).toEqual([
      "Name",
      "Manufacturer",
      "Pack",
      "Rate (+ GST)",
      "Availability",
      "Prescription",
    ]);
    // Prices are asked for row by row: a sheet whose rates are all blank still has its Rate column.
    expect(priceListRow(blank[0]!, priceListColumns(FULL_SHEET, blank, en), en)[3]).toBe("Price on request");
  });

  it("with only an MRP column, the price column is the MRP; with only a rate, the rate; with neither, no price", () => {
    expect(headers(without("sellingPrice"))).toEqual(expect.arrayContaining(["MRP"]));
    expect(headers(without("sellingPrice"))).not.toContain("Rate (+ GST)");
    // There it is the list's price column: "Price on request" where a row has no MRP (11.1).
    const mrpOnly = priceListColumns(without("sellingPrice"), CATALOGUE, en);
    const noMrp = testMedicine({ rate: undefined, mrp: undefined });
    expect(priceListRow(noMrp, mrpOnly, en)[mrpOnly.findIndex((column) => column.key === "mrp")]).toBe(
      "Price on request",
    );
    expect(
      priceListColumns(without("sellingPrice"), CATALOGUE, en).filter((column) => column.kind === "rupees"),
    ).toHaveLength(1);
    expect(headers(without("mrp"))).toContain("Rate (+ GST)");
    expect(headers(without("mrp"))).not.toContain("MRP");
    expect(
      priceListColumns(without("mrp", "sellingPrice"), CATALOGUE, en).some((column) => column.kind === "rupees"),
    ).toBe(false);
  });

  it("the 11.8k catalogue's sheet, with no pack or schedule column, has neither a schedule column nor loses its pack", () => {
    expect(headers(without("pack", "schedule"))).toEqual([
      "Name",
      "Composition",
      "Manufacturer",
      "Pack",
      "MRP",
      "Rate (+ GST)",
      "Margin % after GST",
      "GST %",
      "Availability",
      "Prescription",
    ]);
  });
});

describe("trade terms (docs/product.md 11.7)", () => {
  const schemed = [
    testMedicine({ rate: 100, mrp: 130, gst: 12, scheme: { kind: "free", buy: 10, free: 1 } }),
    testMedicine({ rate: 50, mrp: 60, gst: 5 }),
    testMedicine({ rate: undefined, mrp: 95, gst: 12, scheme: { kind: "discount", percent: 5 } }),
    testMedicine({ rate: 40, mrp: 60, gst: undefined }),
  ];
  const sheet = { ...FULL_SHEET, scheme: "Scheme" };

  const PTR = { label: "PTR", rateIncludesGst: false } as const;

  it("heads the rate with the site's label and its GST, and adds the scheme, the rate after it and the margin", () => {
    const columns = priceListColumns(sheet, schemed, en, PTR);
    expect(columns.map((column) => column.header)).toEqual(
      expect.arrayContaining(["MRP", "PTR (+ GST)", "Scheme", "PTR after scheme", "Margin % after GST and scheme"]),
    );
    const cells = (index: number) =>
      Object.fromEntries(
        columns.map((column, at) => [column.key, priceListRow(schemed[index]!, columns, en, PTR)[at]]),
      );
    // On what is really paid: ₹90.91 a pack, + 12% = ₹101.82, of an MRP of ₹130.
    expect(cells(0)).toMatchObject({ mrp: 130, rate: 100, scheme: "10+1", effectiveRate: 90.91, margin: 22 });
    // 50 + 5% = 52.50 of 60.
    expect(cells(1)).toMatchObject({ mrp: 60, rate: 50, scheme: undefined, effectiveRate: undefined, margin: 13 });
    // An MRP without a rate stays in the MRP column; the rate column says it is on request.
    expect(cells(2)).toMatchObject({ mrp: 95, rate: "Price on request", scheme: undefined, margin: undefined });
    // No GST on the row, a rate without GST: no margin rather than a wrong one.
    expect(cells(3)).toMatchObject({ mrp: 60, rate: 40, margin: undefined });
  });

  it("says the rate includes GST when the site's rates do, and counts none on top", () => {
    const terms = { label: "Rate", rateIncludesGst: true } as const;
    const columns = priceListColumns(sheet, schemed, en, terms);
    expect(columns.map((column) => column.header)).toContain("Rate (incl. GST)");
    const margin = columns.findIndex((column) => column.key === "margin");
    // (60 − 40) / 60.
    expect(priceListRow(schemed[3]!, columns, en, terms)[margin]).toBe(33);
  });

  it("never puts an MRP in the rate column nor a rate in the MRP column", () => {
    const columns = priceListColumns(sheet, schemed, en, PTR);
    const at = (key: string) => columns.findIndex((column) => column.key === key);
    for (const medicine of schemed) {
      const row = priceListRow(medicine, columns, en, PTR);
      expect(row[at("mrp")]).toBe(medicine.mrp);
      expect(row[at("rate")]).toBe(medicine.rate ?? "Price on request");
    }
  });

  it("has no scheme columns without a Scheme column in the sheet", () => {
    expect(priceListColumns(FULL_SHEET, schemed, en).map((column) => column.key)).not.toContain("scheme");
  });
});

describe("priceListRow", () => {
  const columns = priceListColumns(FULL_SHEET, CATALOGUE, en);

  it("gives prices and GST as numbers and the rest as text", () => {
    const medicine = testMedicine({
      pack: "Strip of 15 tablets",
      rate: 25,
      gst: 12,
      schedule: "H",
      prescription: true,
    });
    expect(priceListRow(medicine, columns, en)).toEqual([
      "Dolo 650 Tablet",
      "Paracetamol (650mg)",
      "Micro Labs Ltd",
      "Strip of 15 tablets",
      33.6,
      25,
      // 25 + 12% = 28 of 33.60.
      17,
      12,
      "In Stock",
      "Yes",
      "Schedule H",
    ]);
  });

  it('writes "Price on request" for a medicine without a price, never 0, and leaves unknown values empty', () => {
    const medicine = testMedicine({
      rate: undefined,
      mrp: undefined,
      gst: undefined,
      genericName: "N/A",
      manufacturer: "N/A",
    });
    const row = priceListRow(medicine, columns, en);
    expect(row[columns.findIndex((column) => column.key === "rate")]).toBe("Price on request");
    expect(row[columns.findIndex((column) => column.key === "mrp")]).toBeUndefined();
    expect(row[columns.findIndex((column) => column.key === "gst")]).toBeUndefined();
    // The importer's "N/A" placeholder is no composition.
    expect(row[1]).toBeUndefined();
    expect(row[2]).toBeUndefined();
    expect(row).not.toContain(0);
  });

  it("falls back to the form for the pack, and says OTC and no prescription as the badge and No", () => {
    const medicine = testMedicine({ pack: undefined, form: "Bottle of 100 ml Syrup", schedule: "OTC" });
    const row = priceListRow(medicine, columns, en);
    expect(row[3]).toBe("Bottle of 100 ml Syrup");
    expect(row.slice(-2)).toEqual(["No", "OTC"]);
  });

  it("keeps a name that looks like a formula as it is: each format defuses it its own way", () => {
    const medicine = testMedicine({ name: '=HYPERLINK("http://x","y")' });
    expect(priceListRow(medicine, columns, en)[0]).toBe('=HYPERLINK("http://x","y")');
  });
});

describe("displayedValue", () => {
  const [name, , , , mrp, , gst] = priceListColumns(FULL_SHEET, CATALOGUE, en);

  it("shows rupees as the site does, GST with a per cent sign, text as it is and nothing as empty", () => {
    expect(displayedValue(123456.5, mrp!)).toBe("₹1,23,456.50");
    expect(displayedValue("Price on request", mrp!)).toBe("Price on request");
    expect(displayedValue(12, gst!)).toBe("12%");
    expect(displayedValue("Dolo 650 Tablet", name!)).toBe("Dolo 650 Tablet");
    expect(displayedValue(undefined, mrp!)).toBe("");
  });
});

describe("the price list in Hindi", () => {
  const hi = translatorFor("hi");

  it("heads the columns and says the values in Hindi, prices and GST staying numbers", () => {
    const columns = priceListColumns(FULL_SHEET, CATALOGUE, hi);
    expect(columns.map((column) => column.header)).toEqual([
      "नाम",
      "कंपोज़िशन (साल्ट)",
      "निर्माता",
      "पैक",
      "MRP",
      "रेट (GST अलग से)",
      "मार्जिन % (GST के बाद)",
      "GST दर %",
      "उपलब्धता",
      "डॉक्टर की पर्ची",
      "शेड्यूल",
    ]);
    const [withPrice, onRequest] = CATALOGUE.map((medicine) => priceListRow(medicine, columns, hi));
    expect(withPrice?.[7]).toBe(12);
    expect(withPrice?.slice(-3)).toEqual(["स्टॉक में", "नहीं", "शेड्यूल H"]);
    expect(onRequest?.[5]).toBe("दाम पूछने पर");
  });
});
