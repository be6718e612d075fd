/** Edit distances, made typos and nonsense words of the query set (bench/search-queries.ts). */
import { type JudgedMedicine } from "./types";
import { canonicalWord, words } from "./words";

// ---------------------------------------------------------------------------------------------
// Edit distances, typos, nonsense

/** Optimal string alignment distance: insertions, deletions, substitutions and adjacent transpositions. */
export function editDistance(a: string, b: string): number {
  const rows: number[][] = Array.from({ length: a.length + 1 }, (_, i) => [i, ...new Array<number>(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j += 1) rows[0]![j] = j;
  for (let i = 1; i <= a.length; i += 1) {
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(rows[i - 1]![j]! + 1, rows[i]![j - 1]! + 1, rows[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, rows[i - 2]![j - 2]! + 1);
      rows[i]![j] = best;
    }
  }
  return rows[a.length]![b.length]!;
}

/** The fewest edits that turn `pattern` into some substring of `text` (Sellers). */
export function substringDistance(pattern: string, text: string): number {
  let previous = new Array<number>(text.length + 1).fill(0);
  for (let i = 1; i <= pattern.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= text.length; j += 1) {
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (pattern[i - 1] === text[j - 1] ? 0 : 1),
      );
    }
    previous = current;
  }
  return Math.min(...previous);
}

/** Edits the search may correct in a word of this length: none below 5 letters, 1 up to 8, 2 from 9. */
export const allowedEdits = (length: number): number => (length < 5 ? 0 : length <= 8 ? 1 : 2);

/**
 * Every word of the catalogue as the search could index it: the words of name, composition,
 * brand, manufacturer and form, and each space-separated chunk with its separators dropped ("pand").
 */
export function catalogueVocabulary(medicines: readonly JudgedMedicine[]): string[] {
  const vocabulary = new Set<string>();
  for (const medicine of medicines) {
    for (const field of [medicine.name, medicine.genericName, medicine.brand, medicine.manufacturer, medicine.form]) {
      for (const word of words(field)) vocabulary.add(word);
      for (const chunk of field.toLowerCase().split(/\s+/)) {
        const joined = chunk.replace(/[^a-z0-9]/g, "");
        if (joined) vocabulary.add(joined);
      }
    }
  }
  return [...vocabulary].sort();
}

const LETTERS = "abcdefghijklmnopqrstuvwxyz";
const TYPO_OPERATIONS = ["deletion", "transposition", "substitution", "insertion"] as const;

function applyEdit(word: string, random: () => number): string {
  const operation = TYPO_OPERATIONS[Math.floor(random() * TYPO_OPERATIONS.length)]!;
  // The first letter stays: people rarely mistype it, and it keeps the typo recognisable.
  const at = 1 + Math.floor(random() * (word.length - 1));
  const letter = LETTERS[Math.floor(random() * LETTERS.length)]!;
  switch (operation) {
    case "deletion":
      return word.slice(0, at) + word.slice(at + 1);
    case "transposition":
      return at + 1 < word.length ? word.slice(0, at) + word[at + 1] + word[at] + word.slice(at + 2) : word;
    case "substitution":
      return word.slice(0, at) + letter + word.slice(at + 1);
    case "insertion":
      return word.slice(0, at) + letter + word.slice(at);
  }
}

/**
 * A typo of `word` (≥ 5 letters): 1 edit for 5–8 letters, up to 2 from 9, within what the search
 * may correct for both the word's and the typo's length; never a substring of a catalogue word
 * (it must match nothing as typed), and no other catalogue word as close (the correction is unambiguous).
 */
export function makeTypo(word: string, random: () => number, vocabulary: readonly string[]): string | undefined {
  const edits = allowedEdits(word.length);
  if (edits === 0) return undefined;
  for (let attempt = 0; attempt < 100; attempt += 1) {
    let typo = word;
    for (let edit = 0; edit < edits; edit += 1) typo = applyEdit(typo, random);
    const distance = editDistance(word, typo);
    if (distance < 1 || distance > Math.min(edits, allowedEdits(typo.length))) continue;
    if (vocabulary.some((known) => known.includes(typo))) continue;
    const rival = vocabulary.some(
      (known) =>
        canonicalWord(known) !== canonicalWord(word) &&
        Math.abs(known.length - typo.length) <= distance &&
        editDistance(known, typo) <= distance,
    );
    if (rival) continue;
    return typo;
  }
  return undefined;
}

/** A word that is no catalogue word: ≥ 3 edits from every word, and ≥ 2 from every part of one. */
export function isNonsense(word: string, vocabulary: readonly string[]): boolean {
  return vocabulary.every(
    (known) =>
      !known.includes(word) &&
      (Math.abs(known.length - word.length) >= 3 || editDistance(known, word) >= 3) &&
      substringDistance(word, known) >= 2,
  );
}

export function pseudoWord(random: () => number): string {
  const consonants = "bcdfghjklmnprstvwxz";
  const vowels = "aeiou";
  const shape = random();
  if (shape < 0.25) {
    // A random letter string, as a cat on the keyboard types it.
    const length = 5 + Math.floor(random() * 4);
    return Array.from({ length }, () => LETTERS[Math.floor(random() * LETTERS.length)]).join("");
  }
  const syllables = 3 + Math.floor(random() * 2);
  let word = "";
  for (let index = 0; index < syllables; index += 1) {
    word += consonants[Math.floor(random() * consonants.length)]! + vowels[Math.floor(random() * vowels.length)]!;
  }
  return random() < 0.5 ? word + consonants[Math.floor(random() * consonants.length)]! : word;
}
