import { describe, expect, it } from "vitest";
import { MAX_MISS_LENGTH, normalizeMissText } from "./normalize";

describe("normalizeMissText", () => {
  it("trims, collapses white space and lower-cases, so one search counts once", () => {
    expect(normalizeMissText("  DOLO \t  650\n mg ")).toBe("dolo 650 mg");
    expect(normalizeMissText("Dolo 650 MG")).toBe(normalizeMissText("dolo   650 mg"));
  });

  it("reads compatibility forms (NFKC) as their plain letters", () => {
    // Full-width letters and digits, a no-break space and the "ﬁ" ligature.
    expect(normalizeMissText("ＤＯＬＯ\u00a0６５０")).toBe("dolo 650");
    expect(normalizeMissText("ﬁlgrastim")).toBe("filgrastim");
  });

  it("is empty for white space only", () => {
    expect(normalizeMissText(" \t\n ")).toBe("");
    expect(normalizeMissText("")).toBe("");
  });

  it("keeps at most 200 characters and never half a character", () => {
    expect(normalizeMissText("a".repeat(500))).toBe("a".repeat(MAX_MISS_LENGTH));
    const cut = normalizeMissText(`${"a".repeat(199)}😀tail`);
    expect(cut).toBe("a".repeat(199));
    expect(normalizeMissText(`${"a".repeat(198)}😀tail`)).toBe(`${"a".repeat(198)}😀`);
  });

  it("gives the same text when applied again", () => {
    for (const text of ["  ＡＢＣ  def ", "x".repeat(300), "Pan-D 40"]) {
      expect(normalizeMissText(normalizeMissText(text))).toBe(normalizeMissText(text));
    }
  });
});
