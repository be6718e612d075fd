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

  it("quotes a bare line feed or carriage return, and defuses each line of a text of several", () => {
    expect(csvField("a\nb")).toBe('"a\nb"');
    expect(csvField("a\rb")).toBe('"a\rb"');
    expect(csvField("note\n=1+1\r\n@x")).toBe("\"note\n'=1+1\r\n'@x\"");
    expect(parseCsv(toCsv(["message"], [["hello\n=1+1"]]))).toEqual([["message"], ["hello\n'=1+1"]]);
  });
});
