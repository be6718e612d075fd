import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { VARIANT_GROUPS } from "./variants";
import { catalogueFromGviz } from "~/catalogue/import/import";

const FIXTURE = fileURLToPath(new URL("../../../../bench/fixtures/medicine-details-11k.gviz.txt.gz", import.meta.url));

/** Groups with a spelling in the real catalogue: 85 when the table was written, less a small margin. */
const MIN_GROUPS_IN_CATALOGUE = 80;

describe("VARIANT_GROUPS", () => {
  it("has at least 60 groups", () => {
    expect(VARIANT_GROUPS.length).toBeGreaterThanOrEqual(60);
  });

  it("spells every name as one lower-case a–z word", () => {
    const bad = VARIANT_GROUPS.flatMap((group) => group.spellings).filter((spelling) => !/^[a-z]+$/.test(spelling));
    expect(bad).toEqual([]);
  });

  it("puts no spelling in two groups", () => {
    const seen = new Map<string, number>();
    const repeated: string[] = [];
    VARIANT_GROUPS.forEach((group, index) => {
      for (const spelling of group.spellings) {
        if (seen.has(spelling)) repeated.push(`${spelling} (groups ${seen.get(spelling)} and ${index})`);
        else seen.set(spelling, index);
      }
    });
    expect(repeated).toEqual([]);
  });

  it("gives every group at least two distinct spellings and a source", () => {
    for (const group of VARIANT_GROUPS) {
      expect(new Set(group.spellings).size, group.spellings.join("/")).toBe(group.spellings.length);
      expect(group.spellings.length, group.spellings.join("/")).toBeGreaterThanOrEqual(2);
      expect(group.source.trim(), group.spellings.join("/")).not.toBe("");
    }
  });

  it(`has at least ${MIN_GROUPS_IN_CATALOGUE} groups with a spelling in the real 11.8k catalogue`, () => {
    const text = gunzipSync(readFileSync(FIXTURE)).toString("utf8");
    const { medicines } = catalogueFromGviz(text);
    expect(medicines.length).toBeGreaterThan(10_000);

    const words = new Set<string>();
    for (const medicine of medicines) {
      for (const word of `${medicine.genericName} ${medicine.name}`.toLowerCase().split(/[^a-z]+/)) {
        if (word) words.add(word);
      }
    }
    const found = VARIANT_GROUPS.filter((group) => group.spellings.some((spelling) => words.has(spelling)));
    expect(found.length).toBeGreaterThanOrEqual(MIN_GROUPS_IN_CATALOGUE);
  }, 60_000);
});
