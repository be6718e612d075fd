import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { GvizTable } from "~/catalogue/sheet/gviz";
import { parseGviz } from "~/catalogue/sheet/gviz";
import { availabilityOf } from "~/catalogue/medicine/availability";
import { parseSheetNumber, splitImageUrls } from "./cells";
import { HEADER_ALIASES, type ImportField } from "./columns";
import { importCatalogue } from "./import";
import { REPORT_LIST_LIMIT } from "./report";
import { type Medicine, medicineSchema } from "~/catalogue/medicine/medicine";

const FIXTURES = fileURLToPath(new URL("../../../tests/fixtures/gviz/", import.meta.url));

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
    expect(aliasRows).toHaveLength(112);
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

describe("parseSheetNumber", () => {
  it.each([
    ["₹1,234.50", 1234.5],
    ["₹ 1,234.50", 1234.5],
    ["Rs. 45", 45],
    ["Rs 45", 45],
    ["rs.45", 45],
    ["Rs. 45/-", 45],
    ["INR 1,20,000", 120000],
    ["12,34,567.25", 1234567.25],
    ["1,234", 1234],
    ["1,234,567", 1234567],
    [" 45 ", 45],
    ["\u00a045\u00a0", 45],
    ["12%", 12],
    ["12 %", 12],
    ["-5", -5],
    ["+5", 5],
    ["-₹5", -5],
    ["₹-5", -5],
    ["45 INR", 45],
    ["0", 0],
    ["0.75", 0.75],
    [".5", 0.5],
    ["007", 7],
  ])("%j → %s", (text, value) => {
    expect(parseSheetNumber(text)).toBe(value);
  });

  it.each([
    "",
    "   ",
    "abc",
    "12,5",
    "1,2345",
    "1,23,4",
    "12.5.1",
    "5.",
    "+-5",
    "--5",
    "₹",
    "Rs.",
    "%",
    "1e3",
    "twelve",
    "12 34",
    "N/A",
    "Infinity",
    "NaN",
    "9".repeat(400),
    `₹${"9".repeat(400)}`,
  ])("%j → null", (text) => {
    expect(parseSheetNumber(text)).toBeNull();
  });
});

describe("price, MRP, GST and rating", () => {
  it("with a rate and an MRP column: each under its own name", () => {
    const medicine = only(["Name", "MRP", "Rate"], ["a", "₹120.00", "₹99.50"]);
    expect(medicine.rate).toBe(99.5);
    expect(medicine.mrp).toBe(120);
  });

  it("with only an MRP column: an MRP and no rate", () => {
    const medicine = only(["Name", "Maximum Retail Price"], ["a", "1,234.50"]);
    expect(medicine.mrp).toBe(1234.5);
    expect(medicine.rate).toBeUndefined();
  });

  it("with only a selling price: a rate and no MRP", () => {
    const medicine = only(["Name", "Selling Price"], ["a", "Rs. 75"]);
    expect(medicine.rate).toBe(75);
    expect("mrp" in medicine).toBe(false);
  });

  it("omits the MRP when its cell is empty", () => {
    const { medicines, report } = importCatalogue(sheet(["Name", "MRP", "PTR"], ["a", "", "50"]));
    expect(medicines[0]?.rate).toBe(50);
    expect(medicines[0] && "mrp" in medicines[0]).toBe(false);
    expect(report.invalidCellCount).toBe(0);
  });

  it("omits an unparseable MRP and reports it", () => {
    const { medicines, report } = importCatalogue(sheet(["Name", "MRP", "Rate"], ["a", "ask", "50"]));
    expect(medicines[0]?.rate).toBe(50);
    expect(medicines[0]?.mrp).toBeUndefined();
    expect(report.invalidCells).toEqual([{ row: 2, column: "MRP", value: "ask", reason: "not a number" }]);
  });

  it("reads the trade's \"10's\" as a count of the row's form, and reports it where the form says nothing counted", () => {
    const { medicines, report } = importCatalogue(
      sheet(["Name", "Pack Type", "Pack"], ["a", "Tablet", "10's"], ["b", "Capsule", "1x15's"], ["c", "Syrup", "10's"]),
    );
    expect(medicines.map((m) => m.packContent)).toEqual([
      { units: 10, unit: "tablet" },
      { units: 15, unit: "capsule" },
      undefined,
    ]);
    expect(medicines.map((m) => m.pack)).toEqual(["10's", "1x15's", "10's"]);
    expect(report.invalidCells).toEqual([
      { row: 4, column: "Pack", value: "10's", reason: 'pack not understood (write it like "Strip of 10 tablets")' },
    ]);
  });

  it("keeps the MRP as the MRP when the row's rate is blank: never in the rate's place (decision 023)", () => {
    const medicine = only(["Name", "MRP", "Rate"], ["a", "120", ""]);
    expect(medicine.mrp).toBe(120);
    expect(medicine.rate).toBeUndefined();
  });

  it("reads a blank price as none (price on request) without a report and an unparseable one as none with a report", () => {
    const { medicines, report } = importCatalogue(sheet(["Name", "Price"], ["a", ""], ["b", "on request"], ["c", " "]));
    expect(medicines.map((m) => m.rate)).toEqual([undefined, undefined, undefined]);
    expect(report.invalidCells).toEqual([{ row: 3, column: "Price", value: "on request", reason: "not a number" }]);
    expect(report.invalidCellCount).toBe(1);
  });

  it.each([
    ["₹1,234.50", 1234.5],
    ["Rs. 45", 45],
    ["INR 1,20,000", 120000],
    ["1,234", 1234],
    [" 45 ", 45],
    ["-5", -5],
  ])("reads price %j as %s", (cell, price) => {
    expect(only(["Name", "Price"], ["a", cell]).rate).toBe(price);
  });

  it("reads GST: percent text, blank → absent, negative or unparseable → reported and absent", () => {
    const { medicines, report } = importCatalogue(
      sheet(["Name", "GST %"], ["a", "18%"], ["b", ""], ["c", "-5"], ["d", "exempt"], ["e", "0"], ["f", "150"]),
    );
    expect(medicines.map((m) => m.gst)).toEqual([18, undefined, undefined, undefined, 0, undefined]);
    expect(report.invalidCells).toEqual([
      { row: 4, column: "GST %", value: "-5", reason: "GST must be between 0 and 100" },
      { row: 5, column: "GST %", value: "exempt", reason: "not a number" },
      { row: 7, column: "GST %", value: "150", reason: "GST must be between 0 and 100" },
    ]);
  });

  it("reads rating 0–5 and reports the rest", () => {
    const { medicines, report } = importCatalogue(
      sheet(["Name", "Stars"], ["a", "4.6"], ["b", "0"], ["c", "5"], ["d", "6"], ["e", "-1"], ["f", ""], ["g", "good"]),
    );
    expect(medicines.map((m) => m.rating)).toEqual([4.6, 0, 5, undefined, undefined, undefined, undefined]);
    expect(report.invalidCells.map((cell) => [cell.row, cell.value, cell.reason])).toEqual([
      [5, "6", "rating must be between 0 and 5"],
      [6, "-1", "rating must be between 0 and 5"],
      [8, "good", "not a number"],
    ]);
  });
});

describe("images", () => {
  it("keeps http(s) and site-relative URLs, also several in one cell", () => {
    const medicine = only(
      ["Name", "Image URLs"],
      [
        "a",
        "https://cdn.example.com/a.png\nhttp://cdn.example.com/b.png | /images/c.png; https://cdn.example.com/d.png https://cdn.example.com/e.png,https://cdn.example.com/f.png, /images/g.png,/images/h.png",
      ],
    );
    expect(medicine.imageUrls).toEqual([
      "https://cdn.example.com/a.png",
      "http://cdn.example.com/b.png",
      "/images/c.png",
      "https://cdn.example.com/d.png",
      "https://cdn.example.com/e.png",
      "https://cdn.example.com/f.png",
      "/images/g.png",
      "/images/h.png",
    ]);
  });

  it("keeps commas inside a URL (CDN transforms)", () => {
    const url = "https://res.cloudinary.com/demo/image/upload/w_400,h_400,c_fill/med.jpg";
    expect(only(["Name", "Image"], ["a", url]).imageUrls).toEqual([url]);
    expect(only(["Name", "Image"], ["a", `${url},${url}`]).imageUrls).toEqual([url, url]);
    expect(only(["Name", "Image"], ["a", `${url},`]).imageUrls).toEqual([url]);
  });

  it("drops unsafe or unusable URLs and reports each one", () => {
    const { medicines, report } = importCatalogue(
      sheet(
        ["Name", "Photo"],
        [
          "a",
          "javascript:alert(1) data:image/png;base64,AAAA //evil.example/x.png /\\evil.example ftp://files.example/x.png img/x.png https://ok.example/x.png",
        ],
      ),
    );
    expect(medicines[0]?.imageUrls).toEqual(["https://ok.example/x.png"]);
    expect(report.invalidCells.map((cell) => cell.value)).toEqual([
      "javascript:alert(1)",
      "data:image/png",
      "base64,AAAA",
      "//evil.example/x.png",
      "/\\evil.example",
      "ftp://files.example/x.png",
      "img/x.png",
    ]);
    for (const cell of report.invalidCells) {
      expect(cell).toMatchObject({ row: 2, column: "Photo", reason: "not an http(s) or site-relative URL" });
    }
  });

  it("splitImageUrls returns nothing for a blank cell", () => {
    expect(splitImageUrls("  ")).toEqual({ urls: [], rejected: [] });
    expect(splitImageUrls("")).toEqual({ urls: [], rejected: [] });
  });

  it("normalises what it keeps so no quote or space can break out of an attribute", () => {
    expect(splitImageUrls('https://x.example/a"b.png').urls).toEqual(["https://x.example/a%22b.png"]);
    expect(splitImageUrls("/a/<b>.png").urls).toEqual(["/a/%3Cb%3E.png"]);
  });
});

describe("ids", () => {
  it("uses a sheet id cell, slugified; a numeric id stays as is", () => {
    const { medicines } = importCatalogue(
      sheet(["Sl No", "Name"], ["007", "a"], ["AB/12 x", "b"], ["12", "c"], ["", "Paracetamol 500mg Tablet"]),
    );
    expect(medicines.map((m) => m.id)).toEqual(["007", "ab-12-x", "12", "paracetamol-500mg-tablet"]);
  });

  it("falls back to the name when the id cell has no usable characters, then to medicine-{row}", () => {
    const { medicines } = importCatalogue(
      sheet(["ID", "Name", "Rate"], ["###", "Crème Brûlée", "1"], ["", "पैरासिटामोल", "2"], ["", "", "3"]),
    );
    expect(medicines.map((m) => m.id)).toEqual(["creme-brulee", "medicine-3", "medicine-4"]);
  });

  it("makes duplicate names unique in sheet order without taking another row's id", () => {
    const { medicines, report } = importCatalogue(sheet(["Name"], ["a"], ["a"], ["a-2"], ["A"], ["b"]));
    expect(medicines.map((m) => m.id)).toEqual(["a", "a-3", "a-2", "a-4", "b"]);
    expect(report.warnings).toEqual([
      { row: 3, message: 'Duplicate id "a"; this row is "a-3".' },
      { row: 5, message: 'Duplicate id "a"; this row is "a-4".' },
    ]);
  });

  it("never takes the address of another page under /medicines/", () => {
    const { medicines, report } = importCatalogue(sheet(["Name"], ["Price List"], ["Price-List 2"]));
    expect(medicines.map((m) => m.id)).toEqual(["price-list-3", "price-list-2"]);
    expect(report.warnings).toEqual([
      { row: 2, message: 'The id "price-list" is the address of another page; this row is "price-list-3".' },
    ]);
  });

  it("makes duplicate sheet ids unique", () => {
    const { medicines } = importCatalogue(
      sheet(["Sl", "Name"], ["a", "x"], ["a", "y"], ["a-2", "z"], ["a", "w"], ["1", "v"], ["1", "u"]),
    );
    expect(medicines.map((m) => m.id)).toEqual(["a", "a-3", "a-2", "a-4", "1", "1-2"]);
  });

  it("never collides with a generated fallback id", () => {
    const { medicines } = importCatalogue(sheet(["Name", "Rate"], ["", "1"], ["Medicine 2", "2"], ["medicine-2", "3"]));
    const ids = medicines.map((m) => m.id);
    expect(new Set(ids).size).toBe(3);
    expect(ids[0]).toBe("medicine-2");
  });

  it("keeps ids stable when rows are added below", () => {
    const before = importCatalogue(sheet(["Name"], ["a"], ["b"])).medicines.map((m) => m.id);
    const after = importCatalogue(sheet(["Name"], ["a"], ["b"], ["a"])).medicines.map((m) => m.id);
    expect(after.slice(0, 2)).toEqual(before);
  });
});

describe("rows and the report", () => {
  it("skips blank rows with the sheet row number", () => {
    const table = sheet(["Name", "Rate", "Notes"], ["a", "1", "x"], ["", "", ""], [" ", "\t", ""], ["b", "2", ""]);
    const { medicines, report } = importCatalogue(table);
    expect(medicines.map((m) => m.name)).toEqual(["a", "b"]);
    expect(medicines[1]).toMatchObject({ name: "b", rate: 2 });
    expect(report).toEqual({
      rowsRead: 4,
      medicineCount: 2,
      skippedRows: [
        { row: 3, reason: "empty row" },
        { row: 4, reason: "empty row" },
      ],
      skippedRowCount: 2,
      invalidCells: [],
      invalidCellCount: 0,
      warnings: [],
      warningCount: 0,
      unknownHeaders: ["Notes"],
      fieldsMissing: expect.any(Array) as unknown as string[],
      columnsUsed: { name: "Name", sellingPrice: "Rate" },
      headerRowInData: false,
    });
  });

  it("imports a row that has only unknown columns filled", () => {
    const { medicines, report } = importCatalogue(sheet(["Name", "Notes"], ["", "keep me"]));
    expect(medicines).toHaveLength(1);
    expect(report.skippedRowCount).toBe(0);
    expect(report.warningCount).toBe(1);
  });

  it("caps each report list but keeps exact counts", () => {
    const rows = Array.from({ length: 500 }, (_, index) => [`m${index}`, "n/a", ""]);
    rows.push(["", "", ""], ["", "", ""]);
    const { report } = importCatalogue(sheet(["Name", "Stock", "Sl"], ...rows));
    expect(report.invalidCells).toHaveLength(REPORT_LIST_LIMIT);
    expect(report.invalidCellCount).toBe(500);
    expect(report.invalidCells[REPORT_LIST_LIMIT - 1]?.row).toBe(REPORT_LIST_LIMIT + 1);
    expect(report.skippedRowCount).toBe(2);
    expect(report.medicineCount).toBe(500);
    expect(report.rowsRead).toBe(502);
  });

  it("cuts long cell values in the report", () => {
    const { report } = importCatalogue(sheet(["Name", "Stock"], ["a", "x".repeat(1000)]));
    expect(report.invalidCells[0]?.value).toHaveLength(121);
  });

  it("is JSON-serialisable", () => {
    const { report } = importCatalogue(sheet(["Name", "Stock", "Odd"], ["a", "?", "1"], ["", "", ""], ["", "3", ""]));
    expect(JSON.parse(JSON.stringify(report))).toEqual(report);
  });

  it("imports an empty table", () => {
    const { medicines, report } = importCatalogue({ columns: [], rows: [] });
    expect(medicines).toEqual([]);
    expect(report.rowsRead).toBe(0);
    expect(report.fieldsMissing).toContain("name");
  });
});

describe("header row in the data", () => {
  it("uses the first data row as header when no label matches but that row names two fields", () => {
    const table = sheet(
      ["A", "B", "C", "D"],
      ["Product Name", "Rate", "Stock", ""],
      ["Dolo 650", "₹30", "50", "x"],
      ["", "", "", ""],
      ["Crocin", "25", "5", ""],
    );
    const { medicines, report } = importCatalogue(table);
    expect(report.headerRowInData).toBe(true);
    expect(report.rowsRead).toBe(3);
    expect(report.columnsUsed).toEqual({ name: "Product Name", sellingPrice: "Rate", stock: "Stock" });
    expect(report.unknownHeaders).toEqual(["D"]);
    // Google did not see a header, so the header is sheet row 1 and data starts at row 2.
    expect(report.skippedRows).toEqual([{ row: 3, reason: "empty row" }]);
    expect(medicines).toHaveLength(2);
    expect(medicines[0]).toMatchObject({ name: "Dolo 650", rate: 30, stock: 50, availability: "In Stock" });
    expect(medicines[1]).toMatchObject({ name: "Crocin", rate: 25, availability: "Low Stock" });
  });

  it("makes duplicate header texts in the data unique", () => {
    const { medicines, report } = importCatalogue(sheet(["A", "B", "C"], ["Name", "Name", "Price"], ["a", "b", "1"]));
    expect(report.columnsUsed).toEqual({ name: "Name", sellingPrice: "Price" });
    expect(report.unknownHeaders).toEqual(["Name (2)"]);
    expect(medicines[0]?.name).toBe("a");
  });

  it("works on the real capture's shape: all labels empty, header text in the first row", () => {
    const text = readFileSync(`${FIXTURES}shillelagh_empty_labels_header_in_data_sig1227631590.json`, "utf8");
    const table = parseGviz(text);
    // The capture's header ("Investor", "InvestorName", "Company") names only one field
    // (Company → manufacturer), so it is read as data, not as a header.
    const { medicines, report } = importCatalogue(table);
    expect(report.headerRowInData).toBe(false);
    expect(report.unknownHeaders).toEqual(["A", "B", "C"]);
    expect(medicines).toHaveLength(1);
    expect(medicines[0]?.name).toBe("Unknown Medicine");

    // The same shape with medicine headers is detected.
    const medicineTable = {
      ...table,
      rows: [
        { A: "Medicine Name", B: "MRP", C: "Company" },
        { A: "Dolo", B: "30", C: "Micro Labs" },
      ],
    };
    const detected = importCatalogue(medicineTable);
    expect(detected.report.headerRowInData).toBe(true);
    expect(detected.medicines).toEqual([
      expect.objectContaining({ name: "Dolo", mrp: 30, manufacturer: "Micro Labs", id: "dolo" }),
    ]);
  });

  it("does not look for a header in the data when a label already matches", () => {
    const { report, medicines } = importCatalogue(sheet(["Name", "B"], ["Product Name", "Rate"]));
    expect(report.headerRowInData).toBe(false);
    expect(medicines[0]?.name).toBe("Product Name");
  });

  it("needs two fields in the first row", () => {
    const { report } = importCatalogue(sheet(["A", "B"], ["Name", "Shelf"], ["a", "b"]));
    expect(report.headerRowInData).toBe(false);
    expect(report.rowsRead).toBe(2);
  });
});

describe("import from real captures", () => {
  it("imports the okfn capture without throwing, every medicine valid", () => {
    const table = parseGviz(readFileSync(`${FIXTURES}okfn-measure_datetime_date_null_sig15329035.txt`, "utf8"));
    const { medicines, report } = importCatalogue(table);
    expect(medicines).toHaveLength(3);
    for (const medicine of medicines) medicineSchema.parse(medicine);
    // None of the form's headers is an alias: every row is an unnamed medicine with its row id.
    expect(report.unknownHeaders).toEqual(table.columns);
    expect(report.fieldsMissing).toContain("name");
    expect(report.headerRowInData).toBe(false);
    expect(medicines.map((m) => m.id)).toEqual(["medicine-2", "medicine-3", "medicine-4"]);
    expect(report.warningCount).toBe(3);
  });

  it("imports the XSSI capture: country is no alias, cnt is none either", () => {
    const table = parseGviz(readFileSync(`${FIXTURES}shillelagh_xssi_prefix_country_cnt_sig1642441872.txt`, "utf8"));
    const { medicines, report } = importCatalogue(table);
    expect(medicines).toHaveLength(5);
    expect(report.unknownHeaders).toEqual(["country", "cnt"]);
  });
});

describe("ids at scale", () => {
  it("makes 100k identical names unique", () => {
    const rows = Array.from({ length: 100_000 }, () => ({ Name: "Same" }));
    const { medicines } = importCatalogue({ columns: ["Name"], rows });
    expect(medicines[99_999]?.id).toBe("same-100000");
    expect(new Set(medicines.map((m) => m.id)).size).toBe(100_000);
  }, 30_000); // 100k rows imported: seconds on a busy machine
});

describe("identical rows (docs/product.md 3.8)", () => {
  const columns = ["Product Name", "Composition", "Manufacturer", "Pack", "Rate"];

  it("shows a row repeated with the same name, composition, manufacturer and pack once, and names it", () => {
    const { medicines, report } = importCatalogue(
      sheet(
        columns,
        ["Azee 500 Tablet", "Azithromycin (500mg)", "Cipla Ltd", "Strip of 5 tablets", "110"],
        ["Dolo 650", "Paracetamol (650mg)", "Micro Labs", "Strip of 15 tablets", "30"],
        // The same row again, typed a little differently: one medicine to a buyer.
        ["azee 500  tablet", "Azithromycin (500mg)", "CIPLA LTD", "Strip of 5 tablets", "112"],
      ),
    );
    expect(medicines.map((m) => [m.id, m.rate])).toEqual([
      ["azee-500-tablet", 110],
      ["dolo-650", 30],
    ]);
    expect(report.medicineCount).toBe(2);
    expect(report.skippedRows).toEqual([
      {
        row: 4,
        reason: "same name, composition, manufacturer and pack as row 2 (azee 500  tablet); shown once",
      },
    ]);
  });

  it("keeps rows that differ in pack, manufacturer or composition", () => {
    const { medicines, report } = importCatalogue(
      sheet(
        columns,
        ["Azee 500 Tablet", "Azithromycin (500mg)", "Cipla Ltd", "Strip of 5 tablets", "110"],
        ["Azee 500 Tablet", "Azithromycin (500mg)", "Cipla Ltd", "Strip of 3 tablets", "70"],
        ["Azee 500 Tablet", "Azithromycin (500mg)", "Alkem", "Strip of 5 tablets", "110"],
        ["Azee 500 Tablet", "Azithromycin (250mg)", "Cipla Ltd", "Strip of 5 tablets", "60"],
      ),
    );
    expect(medicines).toHaveLength(4);
    expect(report.skippedRowCount).toBe(0);
  });

  it("does not take rows that say too little (a name only) for one another", () => {
    const { medicines } = importCatalogue(sheet(["Product Name"], ["Azee"], ["Azee"]));
    expect(medicines.map((m) => m.id)).toEqual(["azee", "azee-2"]);
  });
});

describe("the Scheme column (docs/product.md 11.7)", () => {
  const columns = ["Product Name", "Rate", "Scheme"];

  it("reads free goods and percentages as the trade writes them", () => {
    const { medicines, report } = importCatalogue(
      sheet(
        columns,
        ["A", "100", "10+1"],
        ["B", "100", " 20 + 3 free "],
        ["C", "100", "Buy 10 get 1 free"],
        ["D", "100", "8%"],
        ["E", "100", "7.5 % off"],
        ["F", "100", ""],
      ),
    );
    expect(medicines.map((m) => m.scheme)).toEqual([
      { kind: "free", buy: 10, free: 1 },
      { kind: "free", buy: 20, free: 3 },
      { kind: "free", buy: 10, free: 1 },
      { kind: "discount", percent: 8 },
      { kind: "discount", percent: 7.5 },
      undefined,
    ]);
    expect(report.invalidCellCount).toBe(0);
  });

  it("reports a scheme it cannot read, and shows the medicine without one", () => {
    const { medicines, report } = importCatalogue(
      sheet(columns, ["A", "100", "Ask for scheme"], ["B", "100", "0+1"], ["C", "100", "120%"]),
    );
    expect(medicines.map((m) => m.scheme)).toEqual([undefined, undefined, undefined]);
    expect(report.invalidCells).toEqual(
      ["Ask for scheme", "0+1", "120%"].map((value, index) => ({
        row: index + 2,
        column: "Scheme",
        value,
        reason: 'scheme not understood (write it like "10+1", "Buy 10 get 1 free" or "5%")',
      })),
    );
  });
});
