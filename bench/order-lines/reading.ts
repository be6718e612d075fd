/** Reading names by fixed rules, independent of the app's search and matcher (bench/order-lines.ts). */
import type { Medicine } from "~/catalogue/medicine/medicine";

// ---- Reading names by fixed rules (independent of the app's search and matcher) ----

/** The sheet's form words: left out of a line, or written as their abbreviation. */
const FORM_OF: Record<string, string> = {
  tablet: "tab",
  tablets: "tab",
  capsule: "cap",
  capsules: "cap",
  syrup: "syp",
  suspension: "syp",
  injection: "inj",
  cream: "cream",
  gel: "gel",
  ointment: "oint",
  drops: "drops",
  drop: "drops",
  lotion: "lotion",
  solution: "solution",
  powder: "powder",
  sachet: "sachet",
  inhaler: "inhaler",
  spray: "spray",
  respules: "respules",
  infusion: "infusion",
  liquid: "liquid",
  oral: "",
  eye: "",
  ear: "",
  nasal: "",
};
export const UNITS = new Set(["mg", "mcg", "g", "gm", "ml", "iu", "kg"]);

/** A name's words and numbers in order, lower case, hyphens as spaces, form words apart. */
export function wordsOf(name: string): { words: string[]; form: string | null } {
  const words: string[] = [];
  let form: string | null = null;
  for (const part of name.toLowerCase().match(/\d+(?:\.\d+)?|[a-z]+/g) ?? []) {
    if (part in FORM_OF) {
      form ??= FORM_OF[part] || null;
      continue;
    }
    words.push(part);
  }
  return { words, form };
}

/**
 * The key two lines share when they read alike: words, numbers without their units of strength. A
 * volume stays ("Emeset Injection 4ml" is not "Emeset 4": its 4 ml is what the ampoule holds,
 * decision 64).
 */
export const keyOf = (words: readonly string[]) => words.filter((word) => !UNITS.has(word) || word === "ml").join(" ");

/** Release words after a form ("Capsule PR"): a brand's only name with one is still named by the brand (decision 64). */
export const RELEASE = new Set(["sr", "xr", "cr", "er", "mr", "pr", "dr", "od", "ir"]);

export const compositionWords = (medicine: Medicine) =>
  new Set(medicine.genericName.toLowerCase().match(/[a-z]+/g) ?? []);
