import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CatalogueSearch } from "./catalogue-search";
import { DEVANAGARI_NAMES } from "./devanagari-names.test-data";
import { foldLetters } from "~/catalogue/text/normalize";
import { canonicalWord } from "./spelling";
import { catalogueFromGviz } from "~/catalogue/import/import";

// The real 11.8k catalogue: Hindi spellings must find the names pharmacists stock.
const medicines = catalogueFromGviz(
  gunzipSync(readFileSync("bench/fixtures/medicine-details-11k.gviz.txt.gz")).toString("utf8"),
).medicines;
const engine = new CatalogueSearch(medicines);

/** The catalogue word a search for `devanagari` looks for. */
function searchedWord(devanagari: string): string | undefined {
  const term = engine.prepare(devanagari).terms[0];
  return term?.kind === "word" ? term.text : undefined;
}

describe("Devanagari names on the real catalogue", () => {
  it("are in the catalogue: every listed Latin word finds medicines", () => {
    const absent = DEVANAGARI_NAMES.filter(
      ([, latin]) => engine.matches(engine.prepare(latin, { correct: false })).length === 0,
    );
    expect(absent).toEqual([]);
  });

  it("find the word they mean for at least 95% of the committed list", () => {
    const missed = DEVANAGARI_NAMES.filter(([devanagari, latin]) => {
      const word = searchedWord(devanagari);
      return word === undefined || canonicalWord(word) !== canonicalWord(foldLetters(latin));
    });
    console.info(
      `Devanagari names found: ${DEVANAGARI_NAMES.length - missed.length}/${DEVANAGARI_NAMES.length}`,
      missed.map(([d, l]) => `${d}→${searchedWord(d)} (${l})`),
    );
    expect(DEVANAGARI_NAMES.length).toBeGreaterThanOrEqual(100);
    expect(missed.length / DEVANAGARI_NAMES.length).toBeLessThanOrEqual(0.05);
  });
});
