/** What counts as a right answer, rule by rule (bench/search-queries.ts). */
import { type JudgedMedicine } from "./types";
import { canonicalWord, ingredientsOf, strengthMatches, words } from "./words";

// ---------------------------------------------------------------------------------------------
// The rules: what counts as a right answer

/** The same acid as an anion: "clavulanic" also names "Potassium Clavulanate" (docs/search.md). */
const anionOf = (word: string): string | undefined =>
  /^[a-z]{3,}ic$/.test(word) ? `${word.slice(0, -2)}ate` : undefined;

/** The composition names the molecule (any spelling; an acid also by its anion) as a word of one ingredient. */
export const hasMolecule = (medicine: JudgedMedicine, word: string): boolean =>
  ingredientsOf(medicine.genericName).some(
    (ingredient) =>
      ingredient.words.includes(canonicalWord(word)) ||
      (anionOf(word) !== undefined && ingredient.words.includes(anionOf(word)!)),
  );

/** One ingredient holds all the words ("salbutamol sulfate"). */
export const hasIngredientWords = (medicine: JudgedMedicine, wanted: readonly string[]): boolean =>
  ingredientsOf(medicine.genericName).some((ingredient) =>
    wanted.every((word) => ingredient.words.includes(canonicalWord(word))),
  );

/** The molecule is present with that strength (after unit conversion). */
export const hasMoleculeStrength = (medicine: JudgedMedicine, word: string, strength: string): boolean =>
  ingredientsOf(medicine.genericName).some(
    (ingredient) => ingredient.words.includes(canonicalWord(word)) && strengthMatches(ingredient.strength, strength),
  );

/** The composition is that molecule alone. */
export const isSingleMolecule = (medicine: JudgedMedicine, word: string): boolean => {
  const ingredients = ingredientsOf(medicine.genericName);
  return ingredients.length === 1 && ingredients[0]!.words.includes(canonicalWord(word));
};

export const formWordIn = (list: readonly string[], formWord: string) =>
  list.some((word) => word === formWord || word === `${formWord}s`);
/** The pack form or the name says the form ("syrup", "tablet" for "Strip of 10 tablets"). */
export const hasForm = (medicine: JudgedMedicine, formWord: string): boolean =>
  formWordIn(words(medicine.form), formWord) || formWordIn(words(medicine.name), formWord);

/** Consecutive words of the name, joined, spell the query with its separators dropped ("pan d" = "Pan-D"). */
export function nameHasRun(name: string, query: string, fromStart = false): boolean {
  const target = words(query).join("");
  const tokens = words(name);
  for (let start = 0; start < (fromStart ? 1 : tokens.length); start += 1) {
    let joined = "";
    for (let end = start; end < tokens.length && joined.length < target.length; end += 1) {
      joined += tokens[end];
      if (joined === target) return true;
    }
  }
  return false;
}

/** The manufacturer (or brand) begins with the query's words: the first equal, the others as prefixes ("sun pharma"). */
export function madeBy(medicine: JudgedMedicine, query: string): boolean {
  const wanted = words(query);
  return [medicine.manufacturer, medicine.brand].some((field) => {
    const have = words(field);
    return wanted.every((word, index) => (index === 0 ? have[0] === word : (have[index] ?? "").startsWith(word)));
  });
}
