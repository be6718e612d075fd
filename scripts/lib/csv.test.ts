import { describe, expect, it } from "vitest";
import { csvField, parseCsv, toCsv } from "./csv";

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

describe("toCsv", () => {
  it("writes a header row and CRLF lines that parseCsv reads back", () => {
    const rows = [
      ["dolo 650, strip", 3, null],
      ['say "ah"', 1, "x"],
    ];
    const text = toCsv(["text", "count", "note"], rows);
    expect(text).toBe('text,count,note\r\n"dolo 650, strip",3,\r\n"say ""ah""",1,x\r\n');
    expect(parseCsv(text)).toEqual([
      ["text", "count", "note"],
      ["dolo 650, strip", "3", ""],
      ['say "ah"', "1", "x"],
    ]);
  });

  it("keeps text that starts like a formula from being evaluated, but not numbers", () => {
    expect(["=1+1", "+91", "-x", "@sum", "\tcmd"].map(csvField)).toEqual(["'=1+1", "'+91", "'-x", "'@sum", "'\tcmd"]);
    expect(csvField(-5)).toBe("-5");
  });
});
