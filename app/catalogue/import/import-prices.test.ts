import { describe, expect, it } from "vitest";
import type { GvizTable } from "~/catalogue/sheet/gviz";

import { parseSheetNumber, splitImageUrls } from "./cells";

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
