import { foldLetters } from "~/catalogue/text/normalize";
import { VARIANT_GROUPS } from "./variants";

/**
 * One spelling per word: the preferred spelling of its variant group, else the word itself.
 * Words arrive folded (foldLetters: lower case, no accents, "ph" as "f"), so the general
 * equivalences are already applied; the table adds those that are not safe in general (y/i in
 * amoxycillin/amoxicillin but not everywhere) and different names of one molecule.
 */

let canonicalByWord: Map<string, string> | undefined;
let spellingsByCanonical: Map<string, readonly string[]> | undefined;

function load(): { canonical: Map<string, string>; spellings: Map<string, readonly string[]> } {
  if (!canonicalByWord || !spellingsByCanonical) {
    canonicalByWord = new Map();
    spellingsByCanonical = new Map();
    for (const group of VARIANT_GROUPS) {
      const folded = group.spellings.map((spelling) => foldLetters(spelling));
      const preferred = canonicalByWord.get(folded[0]!) ?? folded[0]!;
      // A spelling listed in two groups joins them: the first group's preferred spelling wins.
      const all = new Set([...(spellingsByCanonical.get(preferred) ?? []), ...folded]);
      for (const spelling of folded) {
        const previous = canonicalByWord.get(spelling);
        if (previous !== undefined && previous !== preferred) {
          for (const other of spellingsByCanonical.get(previous) ?? []) {
            all.add(other);
            canonicalByWord.set(other, preferred);
          }
          spellingsByCanonical.delete(previous);
        }
        canonicalByWord.set(spelling, preferred);
      }
      spellingsByCanonical.set(preferred, [...all]);
    }
  }
  return { canonical: canonicalByWord, spellings: spellingsByCanonical };
}

/** The word every spelling of a folded word reads as. */
export function canonicalWord(folded: string): string {
  return (canonicalByWord ?? load().canonical).get(folded) ?? folded;
}

/** All folded spellings of a canonical word when it has variants (the canonical one included). */
export function variantSpellings(canonical: string): readonly string[] | undefined {
  return (spellingsByCanonical ?? load().spellings).get(canonical);
}
