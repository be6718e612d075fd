import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import type { GvizTable } from "~/catalogue/sheet/gviz";
import { parseGviz } from "~/catalogue/sheet/gviz";

import { importCatalogue } from "./import";
import { REPORT_LIST_LIMIT } from "./report";
import { medicineSchema } from "~/catalogue/medicine/medicine";

const FIXTURES = fileURLToPath(new URL("../../../tests/fixtures/gviz/", import.meta.url));

/** A table as parseGviz returns it, from a header and rows of cell texts. */
function sheet(columns: string[], ...rows: string[][]): GvizTable {
  return {
    columns,
    rows: rows.map((cells) => Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ""]))),
  };
}

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
