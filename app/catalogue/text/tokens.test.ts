import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { foldLetters, foldWithOrigins } from "./normalize";
import { joins, tokenize } from "./tokens";

const texts = (text: string) => tokenize(text).map((token) => token.text);

describe("tokenize", () => {
  it("parts letters from digits, whatever separates them", () => {
    expect(texts("Azee500")).toEqual(["azee", "500"]);
    expect(texts("azee-500")).toEqual(["azee", "500"]);
    expect(texts("AZEE 500")).toEqual(["azee", "500"]);
    expect(texts("Paracetamol (650mg)")).toEqual(["paracetamol", "650", "mg"]);
  });

  it("reads decimals, canonical numbers and percent signs", () => {
    expect(texts("Lidocaine (2.50% w/w)")).toEqual(["lidocaine", "2.5", "%", "w", "w"]);
    expect(texts("Dolo 0650.")).toEqual(["dolo", "650"]);
    expect(tokenize("Vitamin D3").map((token) => token.kind)).toEqual(["word", "word", "number"]);
  });

  it("ignores case and accents and reads ph as f", () => {
    expect(texts("Sulphate SULFATE")).toEqual(["sulfate", "sulfate"]);
    expect(texts("Crème Bébé")).toEqual(["creme", "bebe"]);
    expect(texts("250µg")).toEqual(["250", "mcg"]);
  });

  it("keeps each token's place in the original text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom("a", "B", "é", "1", ".", " ", "-", "%", "ph", "µ", "+") }),
        (text) => {
          let last = 0;
          for (const token of tokenize(text)) {
            expect(token.start).toBeGreaterThanOrEqual(last);
            expect(token.end).toBeGreaterThan(token.start);
            last = token.end;
            if (token.kind === "word") expect(token.text).toBe(foldLetters(text.slice(token.start, token.end)));
          }
        },
      ),
    );
  });
});

describe("foldWithOrigins", () => {
  it("maps every folded letter to the original characters it came from", () => {
    const { folded, from, to } = foldWithOrigins("xPHéa", 0, 5);
    expect(folded).toBe("xfea");
    expect(from).toEqual([0, 1, 3, 4]);
    expect(to).toEqual([1, 3, 4, 5]);
  });
});

describe("joins", () => {
  it("joins a short word to its neighbour across spaces, hyphens and slashes only", () => {
    const join = (text: string) => {
      const [first, second] = tokenize(text);
      return joins(text, first!, second!);
    };
    expect(join("Pan-D")).toBe(true);
    expect(join("Pan D")).toBe(true);
    expect(join("Glycomet-GP")).toBe(true);
    expect(join("Clavulanic Acid")).toBe(false);
    expect(join("Pan + D")).toBe(false);
    expect(join("Pan 40")).toBe(false);
  });
});
