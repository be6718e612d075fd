import { describe, expect, it } from "vitest";
import { foldLetters } from "~/catalogue/text/normalize";
import { canonicalWord, variantSpellings } from "./spelling";
import { VARIANT_GROUPS } from "./variants";

describe("canonicalWord", () => {
  it("reads every spelling of a variant group as the group's preferred spelling", () => {
    for (const group of VARIANT_GROUPS) {
      const preferred = canonicalWord(foldLetters(group.spellings[0]));
      for (const spelling of group.spellings) expect(canonicalWord(foldLetters(spelling))).toBe(preferred);
    }
    expect(canonicalWord("amoxicillin")).toBe(canonicalWord("amoxycillin"));
    expect(canonicalWord(foldLetters("Cephalexin"))).toBe(canonicalWord(foldLetters("cefalexin")));
    expect(canonicalWord("acetaminofen")).toBe("paracetamol");
  });

  it("leaves other words alone: y and i are only equal where the table says so", () => {
    expect(canonicalWord("glycomet")).toBe("glycomet");
    expect(canonicalWord("glicomet")).toBe("glicomet");
  });

  it("lists a group's spellings, and none for a word without variants", () => {
    expect(variantSpellings(canonicalWord("albuterol"))).toEqual(expect.arrayContaining(["salbutamol", "albuterol"]));
    expect(variantSpellings("dolo")).toBeUndefined();
  });

  it("has lower-case single-word spellings in the table", () => {
    for (const group of VARIANT_GROUPS) {
      for (const spelling of group.spellings) expect(spelling).toMatch(/^[a-z]+$/);
    }
  });
});
