import { describe, expect, it } from "vitest";
import type { GvizTable } from "~/catalogue/sheet/gviz";
import { medicineSchema } from "~/catalogue/medicine/medicine";
import { importCatalogue } from "./import";

/** A table as parseGviz returns it, from a header and rows of cell texts. */
function sheet(columns: string[], ...rows: string[][]): GvizTable {
  return {
    columns,
    rows: rows.map((cells) => Object.fromEntries(columns.map((column, index) => [column, cells[index] ?? ""]))),
  };
}

describe("item code and HSN (decision 60)", () => {
  it.each([
    ["Item code", "HSN"],
    ["Code", "HSN Code"],
    ["Item Code", "HSN/SAC"],
    ["SKU", "hsn code"],
  ])("reads %s and %s beside a name column called Item", (codeHeader, hsnHeader) => {
    const { medicines, report } = importCatalogue(
      sheet(["Item", codeHeader, hsnHeader], ["Dolo 650 Tablet", " DOLO650 ", "30049099"]),
    );
    expect(report.columnsUsed).toEqual({ name: "Item", itemCode: codeHeader, hsn: hsnHeader });
    expect(medicines[0]).toMatchObject({ name: "Dolo 650 Tablet", itemCode: "DOLO650", hsn: "30049099" });
    expect(() => medicineSchema.parse(medicines[0])).not.toThrow();
  });

  it("keeps an HSN written with dots or spaces as its digits, and reports one that is not 4 to 8 digits", () => {
    const { medicines, report } = importCatalogue(
      sheet(
        ["Name", "HSN"],
        ["A", "3004.90.99"],
        ["B", "3004"],
        ["C", "300"],
        ["D", "300490991"],
        ["E", "30A4"],
        ["F", ""],
      ),
    );
    expect(medicines.map((medicine) => medicine.hsn)).toEqual([
      "30049099",
      "3004",
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
    expect(report.invalidCells.map((cell) => [cell.row, cell.column, cell.reason])).toEqual([
      [4, "HSN", "HSN must be 4 to 8 digits"],
      [5, "HSN", "HSN must be 4 to 8 digits"],
      [6, "HSN", "HSN must be 4 to 8 digits"],
    ]);
  });

  it("reports an item code too long to be one, and names two rows sharing a code", () => {
    const { medicines, report } = importCatalogue(
      sheet(["Name", "Item code"], ["A", "X".repeat(41)], ["B", "ab-1"], ["C", "AB-1"], ["D", "ab-2"]),
    );
    expect(medicines.map((medicine) => medicine.itemCode)).toEqual([undefined, "ab-1", "AB-1", "ab-2"]);
    expect(report.invalidCells).toHaveLength(1);
    expect(report.invalidCells[0]).toMatchObject({ row: 2, column: "Item code" });
    expect(report.warnings).toEqual([
      { row: 4, message: `Item code "AB-1" is also row 3's; the billing software will take both for one item.` },
    ]);
  });

  it("leaves both out of a sheet without the columns", () => {
    const { medicines, report } = importCatalogue(sheet(["Name"], ["A"]));
    expect(medicines[0]).not.toHaveProperty("itemCode");
    expect(medicines[0]).not.toHaveProperty("hsn");
    expect(report.fieldsMissing).toEqual(expect.arrayContaining(["itemCode", "hsn"]));
  });
});
