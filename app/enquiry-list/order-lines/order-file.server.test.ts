import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { ORDER_FILE_MAX_UNPACKED_BYTES, readOrderFile } from "./order-file.server";

const csv = (text: string, name = "order.csv") => new File([text], name, { type: "text/csv" });
const readings = async (file: File) => {
  const read = await readOrderFile(file);
  if (!read.ok) throw new Error(read.reason);
  return read.lines.map((line) => [line.written, line.reading.nameText, line.reading.quantity]);
};

async function xlsx(rows: (string | number | null)[][]): Promise<File> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Order");
  for (const row of rows) sheet.addRow(row);
  return new File([await workbook.xlsx.writeBuffer()], "order.xlsx");
}

describe("readOrderFile", () => {
  it("finds the name and quantity columns by their headers, wherever they are", async () => {
    const file = csv('Sl,Qty,Product Name,Mfr\n1,60,Ecosprin 150,USV\n2,10,"Okamet, strip",Cipla\n3,,Dolo 650 - 5,\n');
    expect(await readings(file)).toEqual([
      ["Ecosprin 150", "Ecosprin 150", 60],
      ["Okamet, strip", "Okamet, strip", 10],
      // No quantity in its column: read from the name, as a written line.
      ["Dolo 650 - 5", "Dolo 650", 5],
    ]);
  });

  it("reads a CSV with a byte order mark and semicolons, and one without a quantity column", async () => {
    expect(await readings(csv("\uFEFFItem;Quantity\nTelma 40;15\n"))).toEqual([["Telma 40", "Telma 40", 15]]);
    expect(await readings(csv("Medicine\nOkamet x 10\n\n"))).toEqual([["Okamet x 10", "Okamet", 10]]);
  });

  it("reads the first sheet of an Excel workbook, numbers and text alike", async () => {
    const file = await xlsx([
      ["Description", "Order Qty"],
      ["Grilinctus BM syp", 5],
      [null, null],
      ["Xone 1gm", "25"],
    ]);
    expect(await readings(file)).toEqual([
      ["Grilinctus BM syp", "Grilinctus BM syp", 5],
      ["Xone 1gm", "Xone 1gm", 25],
    ]);
  });

  it("refuses what is not a CSV or .xlsx, a header without a name column, too many lines or bytes", async () => {
    const refusal = async (file: File) => {
      const read = await readOrderFile(file);
      return read.ok ? "read" : read.reason;
    };
    expect(await refusal(new File(["%PDF-1.4"], "order.pdf"))).toBe("type");
    expect(await refusal(new File([new Uint8Array([0x50, 0x4b, 0, 0, 1])], "order.xls"))).toBe("type");
    expect(await refusal(new File(["Name\u0000Qty"], "order.csv"))).toBe("type");
    expect(await refusal(new File(["not a zip"], "order.xlsx"))).toBe("type");
    expect(await refusal(csv("Code,Qty\nA1,2\n"))).toBe("columns");
    expect(await refusal(csv(`Name,Qty\n${"Okamet,1\n".repeat(501)}`))).toBe("lines");
    expect(await refusal(csv(`Name,Qty\n${"Okamet,1\n".repeat(500)}`))).toBe("read");
    expect(await refusal(csv(`Name\n${"x".repeat(1024 * 1024)}`))).toBe("size");
  });

  it("refuses, before reading it, a small workbook that unpacks to more than it may", async () => {
    // One cell of 17 MB: a file of a few kilobytes, as a zip bomb is.
    const file = await xlsx([
      ["Name", "Qty"],
      ["A".repeat(ORDER_FILE_MAX_UNPACKED_BYTES + 1024 * 1024), 1],
    ]);
    expect(file.size).toBeLessThan(100_000);
    const read = await readOrderFile(file);
    expect(read).toEqual({ ok: false, reason: "unpacked" });
  });
});
