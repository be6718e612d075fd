import { describe, expect, it } from "vitest";
import { parseCsv } from "./csv";

describe("parseCsv (RFC 4180)", () => {
  it("reads quoted fields with separators, doubled quotes and line breaks inside", () => {
    const text = 'name,uses\n"Dolo 650, Tablet","Fever\nPain"\n"Say ""Ah"" Syrup",Cough\n';
    expect(parseCsv(text)).toEqual([
      ["name", "uses"],
      ["Dolo 650, Tablet", "Fever\nPain"],
      ['Say "Ah" Syrup', "Cough"],
    ]);
  });

  it("accepts CRLF line ends, a byte-order mark and a last line without a line end", () => {
    expect(parseCsv("\ufeffa,b\r\n1,\r\n2,3")).toEqual([
      ["a", "b"],
      ["1", ""],
      ["2", "3"],
    ]);
  });
});
