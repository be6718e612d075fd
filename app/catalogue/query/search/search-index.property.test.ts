import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SearchIndex } from "./search-index";

/** A few characters, so that random needles often occur: letters, digits, separators, rare ones. */
const character = fc.constantFrom(..."aabbccdeilmnopst0125 -()+/%\u0000µéÀ\u4e00\u{1f48a}".match(/[\s\S]/gu)!);
const word = fc.array(character, { maxLength: 12 }).map((characters) => characters.join(""));
/** Catalogue search texts: "name\0generic\0brand", or any string. */
const text = fc.oneof(
  { weight: 3, arbitrary: fc.tuple(word, word, word).map((fields) => fields.join("\u0000")) },
  { weight: 1, arbitrary: word },
  { weight: 1, arbitrary: fc.string({ unit: "binary", maxLength: 20 }) },
);

const naive = (texts: readonly string[], needle: string) =>
  texts.flatMap((item, position) => (item.includes(needle) ? [position] : []));

describe("SearchIndex (properties)", () => {
  it("returns exactly the texts a substring scan finds, for any texts and needle", () => {
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 40 }),
        fc.array(fc.oneof(word, fc.string({ unit: "binary", maxLength: 4 })), { maxLength: 8 }),
        fc.nat(),
        (texts, needles, pick) => {
          const index = new SearchIndex(texts);
          // Needles taken from the texts (any slice, across separators too) and made up ones.
          const source = texts.length > 0 ? texts[pick % texts.length]! : "";
          const start = source.length > 0 ? pick % source.length : 0;
          const taken = [1, 2, 3, 5, 9].map((length) => source.slice(start, start + length));
          for (const needle of [...needles, ...taken]) {
            expect([...index.matches(needle)], JSON.stringify(needle)).toEqual(naive(texts, needle));
          }
        },
      ),
      { numRuns: 400 },
    );
  });

  it("stays exact with more distinct characters than classes", () => {
    const wide = fc
      .array(fc.integer({ min: 0x20, max: 0x2ff }), { maxLength: 10 })
      .map((codes) => String.fromCharCode(...codes));
    fc.assert(
      fc.property(fc.array(wide, { minLength: 1, maxLength: 60 }), fc.nat(), (texts, pick) => {
        const index = new SearchIndex(texts);
        const source = texts[pick % texts.length]!;
        for (let length = 1; length <= 4; length++) {
          const needle = source.slice(pick % (source.length || 1), (pick % (source.length || 1)) + length);
          expect([...index.matches(needle)], JSON.stringify(needle)).toEqual(naive(texts, needle));
        }
      }),
      { numRuns: 200 },
    );
  });
});
