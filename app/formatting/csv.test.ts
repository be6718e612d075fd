import { describe, expect, it } from "vitest";
import { parseCsv } from "../../scripts/lib/csv";
import { csvField, toCsv } from "./csv";

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
