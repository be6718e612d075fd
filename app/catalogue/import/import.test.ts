import { describe, expect, it } from "vitest";
import type { GvizTable } from "~/catalogue/sheet/gviz";
import { availabilityOf } from "~/catalogue/medicine/availability";

import { HEADER_ALIASES, type ImportField } from "./columns";
import { importCatalogue } from "./import";

import { type Medicine, medicineSchema } from "~/catalogue/medicine/medicine";

/** A table as parseGviz returns it, from a header and rows of cell texts. */
function sheet(columns: string[], ...rows: string[][]): GvizTable {
  return {
    columns,
    rows: rows.map((cells) => Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ""]))),
  };
}

function only(columns: string[], cells: string[]): Medicine {
  const { medicines } = importCatalogue(sheet(columns, cells));
  expect(medicines).toHaveLength(1);
  const medicine = medicines[0] as Medicine;
  expect(() => medicineSchema.parse(medicine)).not.toThrow();
  return medicine;
}

/** What each field reads from the cell "value" of the alias table below. */
const ALIAS_CASES: Record<ImportField, { cell: string; check: (medicine: Medicine) => void }> = {
  id: { cell: "AB 12", check: (m) => expect(m.id).toBe("ab-12") },
  name: { cell: "Crocin 650", check: (m) => expect(m.name).toBe("Crocin 650") },
  genericName: { cell: "Paracetamol", check: (m) => expect(m.genericName).toBe("Paracetamol") },
  brand: { cell: "GSK", check: (m) => expect(m.brand).toBe("GSK") },
  category: {
    cell: "Pain Relief",
    check: (m) => {
      expect(m.category).toBe("Pain Relief");
      expect(m.categoryId).toBe("painkillers");
    },
  },
  manufacturer: { cell: "Cipla Ltd", check: (m) => expect(m.manufacturer).toBe("Cipla Ltd") },
  description: { cell: "For fever", check: (m) => expect(m.description).toBe("For fever") },
  dosage: { cell: "650 mg", check: (m) => expect(m.dosage).toBe("650 mg") },
  form: { cell: "Tablet", check: (m) => expect(m.form).toBe("Tablet") },
  mrp: {
    cell: "₹45.50",
    check: (m) => {
      // The MRP under its own name, never as a rate (decision 023).
      expect(m.mrp).toBe(45.5);
      expect(m.rate).toBeUndefined();
    },
  },
  sellingPrice: { cell: "Rs. 40", check: (m) => expect(m.rate).toBe(40) },
  stock: {
    cell: "25",
    check: (m) => {
      expect(m.stock).toBe(25);
      expect(m.availability).toBe("In Stock");
    },
  },
  prescription: { cell: "Yes", check: (m) => expect(m.prescription).toBe(true) },
  images: {
    cell: "https://img.example.com/a.png",
    check: (m) => expect(m.imageUrls).toEqual(["https://img.example.com/a.png"]),
  },
  uses: { cell: "Fever, Headache", check: (m) => expect(m.uses).toEqual(["Fever", "Headache"]) },
  sideEffects: { cell: "Nausea, Rash", check: (m) => expect(m.sideEffects).toEqual(["Nausea", "Rash"]) },
  contraindications: { cell: "Liver disease", check: (m) => expect(m.contraindications).toEqual(["Liver disease"]) },
  gst: { cell: "12%", check: (m) => expect(m.gst).toBe(12) },
  rating: { cell: "4.5", check: (m) => expect(m.rating).toBe(4.5) },
  itemCode: { cell: "CRO-650", check: (m) => expect(m.itemCode).toBe("CRO-650") },
  hsn: { cell: "3004 90", check: (m) => expect(m.hsn).toBe("300490") },
  pack: {
    cell: "Strip of 15 tablets",
    check: (m) => {
      expect(m.pack).toBe("Strip of 15 tablets");
      expect(m.packContent).toEqual({ units: 15, unit: "tablet" });
    },
  },
  schedule: { cell: "Sch. H1", check: (m) => expect(m.schedule).toBe("H1") },
  scheme: { cell: "Buy 10 get 1 free", check: (m) => expect(m.scheme).toEqual({ kind: "free", buy: 10, free: 1 }) },
  nameHindi: { cell: "डोलो 650", check: (m) => expect(m.nameHindi).toBe("डोलो 650") },
  descriptionHindi: { cell: "बुखार के लिए", check: (m) => expect(m.descriptionHindi).toBe("बुखार के लिए") },
  usesHindi: { cell: "बुखार, सिरदर्द", check: (m) => expect(m.usesHindi).toEqual(["बुखार", "सिरदर्द"]) },
  sideEffectsHindi: { cell: "मतली", check: (m) => expect(m.sideEffectsHindi).toEqual(["मतली"]) },
  contraindicationsHindi: {
    cell: "लिवर रोग",
    check: (m) => expect(m.contraindicationsHindi).toEqual(["लिवर रोग"]),
  },
};

const aliasRows = (Object.keys(HEADER_ALIASES) as ImportField[]).flatMap((field) =>
  HEADER_ALIASES[field].map((alias) => ({ field, alias })),
);

describe("header aliases", () => {
  it("has the alias lists of the brief", () => {
    expect(HEADER_ALIASES.id).toEqual(["sl", "id", "serial number", "serial no", "sl no", "sr no", "s no", "sno"]);
    expect(HEADER_ALIASES.sellingPrice).toEqual(["rate", "price", "selling price", "ptr", "sale price"]);
    expect(HEADER_ALIASES.pack).toEqual(["pack", "pack size", "packing", "pack size label", "packaging", "pack label"]);
    expect(aliasRows).toHaveLength(118);
  });

  it.each(aliasRows)("reads $field from a column headed '$alias'", ({ field, alias }) => {
    const check = ALIAS_CASES[field];
    // Upper case and punctuation must not matter.
    const header = `${alias.toUpperCase().replace(/ /g, "_")}.`;
    const columns = field === "name" ? [header] : ["Medicine Name", header];
    const cells = field === "name" ? [check.cell] : ["Some Medicine", check.cell];
    const { medicines, report } = importCatalogue(sheet(columns, cells));
    expect(report.unknownHeaders).toEqual([]);
    expect(report.columnsUsed[field]).toBe(header);
    const medicine = medicines[0] as Medicine;
    check.check(medicine);
    expect(() => medicineSchema.parse(medicine)).not.toThrow();
  });

  it.each([
    ["Sl. No.", "id"],
    ["GST %", "gst"],
    ["Side_Effects", "sideEffects"],
    ["PRODUCT-NAME", "name"],
    ["  product   name ", "name"],
    ["MRP (₹)", "mrp"],
    ["Price (Rs.)", "sellingPrice"],
    ["Stock [units]", "stock"],
    ["Name (Hindi)", "nameHindi"],
    ["Uses (Hindi)", "usesHindi"],
    ["Side Effects (Hindi)", "sideEffectsHindi"],
    ["Contra-Indications", "contraindications"],
  ] as const)("matches '%s' to %s", (header, field) => {
    const { report } = importCatalogue(sheet([header], ["x"]));
    expect(report.columnsUsed[field]).toBe(header);
  });

  it("takes, for each field, the first alias in alias order, then the leftmost column", () => {
    const { medicines, report } = importCatalogue(
      sheet(
        ["Name", "Item", "Product Name", "Name (2)", "Price", "Rate"],
        ["short", "item", "long", "again", "10", "8"],
      ),
    );
    expect(report.columnsUsed.name).toBe("Product Name");
    expect(medicines[0]?.name).toBe("long");
    expect(report.columnsUsed.sellingPrice).toBe("Rate");
    expect(medicines[0]?.rate).toBe(8);
    // "Name (2)" (a duplicate label made unique by parseGviz) is not an alias.
    expect(report.unknownHeaders).toEqual(["Name (2)"]);
  });

  it("lists headers that match no alias and fields no column feeds", () => {
    const { report } = importCatalogue(sheet(["Name", "Shelf", "Colour"], ["A", "3", "red"]));
    expect(report.unknownHeaders).toEqual(["Shelf", "Colour"]);
    expect(report.fieldsMissing).toEqual([
      "id",
      "genericName",
      "brand",
      "category",
      "manufacturer",
      "description",
      "dosage",
      "form",
      "price",
      "mrp",
      "stock",
      "prescription",
      "images",
      "uses",
      "sideEffects",
      "contraindications",
      "gst",
      "rating",
      "pack",
      "schedule",
      "scheme",
      "itemCode",
      "hsn",
      "nameHindi",
      "descriptionHindi",
      "usesHindi",
      "sideEffectsHindi",
      "contraindicationsHindi",
    ]);
    expect(report.columnsUsed).toEqual({ name: "Name" });
  });

  it("does not call price missing when only MRP or only a rate is there", () => {
    expect(importCatalogue(sheet(["Name", "MRP"], ["a", "1"])).report.fieldsMissing).not.toContain("price");
    const rateOnly = importCatalogue(sheet(["Name", "Rate"], ["a", "1"])).report.fieldsMissing;
    expect(rateOnly).not.toContain("price");
    expect(rateOnly).toContain("mrp");
    expect(importCatalogue(sheet(["Rate"], ["1"])).report.fieldsMissing).toContain("name");
  });
});

describe("defaults", () => {
  it("fills every default for a row with only a name", () => {
    const medicine = only(["Name"], ["Dolo 650"]);
    expect(medicine).toEqual({
      id: "dolo-650",
      name: "Dolo 650",
      genericName: "N/A",
      brand: "N/A",
      category: "Uncategorized",
      categoryId: "uncategorized",
      manufacturer: "N/A",
      description: "",
      dosage: "",
      form: "",
      prescription: false,
      imageUrls: [],
      uses: [],
      sideEffects: [],
      contraindications: [],
    });
    // No price column is no price (docs/product.md 11.1), and no stock column no stock.
    expect("price" in medicine).toBe(false);
    expect("stock" in medicine).toBe(false);
    expect("availability" in medicine).toBe(false);
    expect("mrp" in medicine).toBe(false);
    expect("gst" in medicine).toBe(false);
    expect("rating" in medicine).toBe(false);
  });

  it("uses the defaults for blank cells too, and trims text", () => {
    const medicine = only(
      ["Name", "Generic Name", "Brand", "Category", "Manufacturer", "Form"],
      ["  Dolo  ", " ", "", "  ", "", "  Tablet "],
    );
    expect(medicine.name).toBe("Dolo");
    expect(medicine.genericName).toBe("N/A");
    expect(medicine.brand).toBe("N/A");
    expect(medicine.category).toBe("Uncategorized");
    expect(medicine.manufacturer).toBe("N/A");
    expect(medicine.form).toBe("Tablet");
  });

  it("falls back from manufacturer to brand", () => {
    expect(only(["Name", "Brand", "Manufacturer"], ["a", "Sun Pharma", ""]).manufacturer).toBe("Sun Pharma");
    expect(only(["Name", "Brand", "Manufacturer"], ["a", "Sun Pharma", "Cipla"]).manufacturer).toBe("Cipla");
    expect(only(["Name", "Brand"], ["a", "Sun Pharma"]).manufacturer).toBe("Sun Pharma");
  });

  it("names a row without a name 'Unknown Medicine' and warns", () => {
    const { medicines, report } = importCatalogue(sheet(["Name", "Rate"], ["", "10"]));
    expect(medicines[0]?.name).toBe("Unknown Medicine");
    expect(medicines[0]?.id).toBe("medicine-2");
    expect(report.warnings).toEqual([{ row: 2, message: 'No name; shown as "Unknown Medicine".' }]);
    expect(report.warningCount).toBe(1);
  });

  it("maps category text to the home category slug or its own slug", () => {
    expect(only(["Name", "Category"], ["a", "pain relief"]).categoryId).toBe("painkillers");
    expect(only(["Name", "Group"], ["a", "Painkillers"]).categoryId).toBe("painkillers");
    expect(only(["Name", "Category"], ["a", "Vitamins & Supplements"]).categoryId).toBe("vitamins");
    expect(only(["Name", "Category"], ["a", "Ayurvedic Oils"]).categoryId).toBe("ayurvedic-oils");
  });
});

describe("stock and availability", () => {
  it.each([
    ["0", 0, "Out of Stock"],
    ["1", 1, "Low Stock"],
    ["20", 20, "Low Stock"],
    ["21", 21, "In Stock"],
    ["-5", -5, "Out of Stock"],
    ["20.5", 20.5, "In Stock"],
    ["0.5", 0.5, "Low Stock"],
    ["1,000", 1000, "In Stock"],
    ["", 0, "Out of Stock"],
  ] as const)("stock %j → %s, %s", (cell, stock, availability) => {
    const medicine = only(["Name", "Stock"], ["a", cell]);
    expect(medicine.stock).toBe(stock);
    expect(medicine.availability).toBe(availability);
  });

  it("reads unparseable stock as 0, out of stock, and reports the cell", () => {
    const { medicines, report } = importCatalogue(sheet(["Name", "Qty"], ["a", "lots"]));
    expect(medicines[0]?.stock).toBe(0);
    expect(medicines[0]?.availability).toBe("Out of Stock");
    expect(report.invalidCells).toEqual([{ row: 2, column: "Qty", value: "lots", reason: "not a number" }]);
  });

  it("availabilityOf follows docs/product.md §4", () => {
    expect(availabilityOf(Number.NaN)).toBe("Out of Stock");
    expect(availabilityOf(20.0001)).toBe("In Stock");
    expect(availabilityOf(0.0001)).toBe("Low Stock");
  });
});

describe("prescription", () => {
  it.each(["y", "Y", "yes", "YES", " Yes ", "true", "TRUE", "True", "1", " 1 "])("%j is true", (cell) => {
    expect(only(["Name", "Rx"], ["a", cell]).prescription).toBe(true);
  });

  it.each(["", "n", "no", "false", "FALSE", "0", "2", "required", "yes please", "✓", "-"])("%j is false", (cell) => {
    expect(only(["Name", "Prescription Required"], ["a", cell]).prescription).toBe(false);
  });
});

describe("schedule column (docs/product.md 11.4)", () => {
  it("reads loosely written schedules", () => {
    const { medicines, report } = importCatalogue(
      sheet(["Name", "Schedule"], ["a", "Sch. H1"], ["b", "schedule-h"], ["c", "OTC"], ["d", "NRx"], ["e", ""]),
    );
    expect(medicines.map((m) => m.schedule)).toEqual(["H1", "H", "OTC", "NRx", undefined]);
    expect(report.invalidCellCount).toBe(0);
  });

  it("reports an unknown value as an invalid cell with its row, column and value, and gives no schedule", () => {
    const { medicines, report } = importCatalogue(
      sheet(["Name", "Drug Schedule", "Rx"], ["a", "H"], ["b", "H2", "No"], ["c", "Rx", "Yes"]),
    );
    expect(medicines.map((m) => m.schedule)).toEqual(["H", undefined, undefined]);
    expect(report.invalidCells).toEqual([
      { row: 3, column: "Drug Schedule", value: "H2", reason: "not a schedule (H, H1, X, G, NRx or OTC)" },
      { row: 4, column: "Drug Schedule", value: "Rx", reason: "not a schedule (H, H1, X, G, NRx or OTC)" },
    ]);
    // Without a readable schedule the Rx column decides.
    expect(medicines.map((m) => m.prescription)).toEqual([true, false, true]);
    expect(() => medicines.forEach((m) => medicineSchema.parse(m))).not.toThrow();
  });

  it.each(["H", "H1", "X", "NRx"])(
    "schedule %s makes a medicine prescription-only whatever the Rx column says",
    (cell) => {
      for (const rx of ["No", "", "Yes"]) {
        expect(only(["Name", "Schedule", "Rx"], ["a", cell, rx]).prescription).toBe(true);
      }
      expect(only(["Name", "Schedule"], ["a", cell]).prescription).toBe(true);
    },
  );

  it.each(["OTC", "G"])("schedule %s keeps the Rx column's value", (cell) => {
    expect(only(["Name", "Schedule", "Rx"], ["a", cell, "Yes"]).prescription).toBe(true);
    expect(only(["Name", "Schedule", "Rx"], ["a", cell, "No"]).prescription).toBe(false);
    expect(only(["Name", "Schedule"], ["a", cell]).prescription).toBe(false);
  });
});

describe("comma lists", () => {
  it("splits on commas, trims and drops empties", () => {
    const medicine = only(
      ["Name", "Uses", "Side Effects", "Contraindications"],
      ["a", " Fever , ,Headache ,, Body ache ", ",,", "Pregnancy"],
    );
    expect(medicine.uses).toEqual(["Fever", "Headache", "Body ache"]);
    expect(medicine.sideEffects).toEqual([]);
    expect(medicine.contraindications).toEqual(["Pregnancy"]);
  });

  it("also splits on line breaks inside a cell", () => {
    expect(only(["Name", "Indications"], ["a", "Fever\nCold\r\nFlu, Cough"]).uses).toEqual([
      "Fever",
      "Cold",
      "Flu",
      "Cough",
    ]);
  });
});
