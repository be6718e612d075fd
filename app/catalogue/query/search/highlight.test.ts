import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitMatches } from "./highlight";

const marked = (text: string, search: string) =>
  splitMatches(text, search)
    .map((part) => (part.match ? `[${part.text}]` : part.text))
    .join("");

describe("splitMatches", () => {
  it("marks a case-insensitive match, keeping the text's own case", () => {
    expect(splitMatches("Amoxicillin 500", "AMOX")).toEqual([
      { text: "Amox", match: true },
      { text: "icillin 500", match: false },
    ]);
  });

  it("marks every occurrence, without overlaps", () => {
    expect(marked("Paracetamol + paracetamol", "paracetamol")).toBe("[Paracetamol] + [paracetamol]");
    expect(marked("aaaa", "aa")).toBe("[aa][aa]");
    expect(marked("aaa", "aa")).toBe("[aa]a");
  });

  it("marks a match in the middle and at the end", () => {
    expect(marked("Co-Amoxiclav", "amox")).toBe("Co-[Amox]iclav");
    expect(marked("Syrup 100 ml", "ml")).toBe("Syrup 100 [ml]");
  });

  it("ignores the search's surrounding spaces, as the catalogue search does", () => {
    expect(marked("Dolo 650", "  dolo ")).toBe("[Dolo] 650");
  });

  it("gives the text unmarked without a search or a match", () => {
    expect(splitMatches("Dolo 650", "")).toEqual([{ text: "Dolo 650", match: false }]);
    expect(splitMatches("Dolo 650", "   ")).toEqual([{ text: "Dolo 650", match: false }]);
    expect(splitMatches("Dolo 650", "crocin")).toEqual([{ text: "Dolo 650", match: false }]);
    expect(splitMatches("", "dolo")).toEqual([]);
  });

  it("treats the search as text, not a pattern", () => {
    expect(marked("Vitamin B12 (1.5mg)", "(1.5")).toBe("Vitamin B12 [(1.5]mg)");
    expect(marked("A+B", ".")).toBe("A+B");
  });

  it("keeps positions right when lower-casing changes a character's length", () => {
    // "İ" lower-cases to "i̇" (two code units); the match after it must still land on "stan".
    expect(marked("İstanbul", "stan")).toBe("İ[stan]bul");
    expect(marked("İİ Amox", "amox")).toBe("İİ [Amox]");
  });

  it("keeps characters outside the basic plane whole", () => {
    expect(marked("💊 Dolo 💊", "dolo")).toBe("💊 [Dolo] 💊");
  });

  it("gives the text back when the parts are joined, and marks only matching runs", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), fc.string({ minLength: 1, maxLength: 4 }), (text, search) => {
        const parts = splitMatches(text, search);
        expect(parts.map((part) => part.text).join("")).toBe(text);
        const needle = search.trim().toLowerCase();
        for (const part of parts) {
          if (part.match) expect(part.text.toLowerCase()).toBe(needle);
        }
      }),
    );
  });
});
