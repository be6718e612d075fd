import type { Medicine } from "~/catalogue/medicine/medicine";
import { indexOf } from "~/catalogue/query/query-index";
import type { PreparedSearch, SearchTerm } from "~/catalogue/query/search/catalogue-search";
import { canonicalWord } from "~/catalogue/query/search/spelling";
import { tokenize } from "~/catalogue/text/tokens";
import { FORM_WORDS } from "~/catalogue/text/form-words";
import { nameItems, type NameItem, type WordSpelling } from "./name-items";

/**
 * An order line's text searched as the catalogue page searches it, and the medicines' names read
 * as items once per medicine: what the matcher (match-order-line.ts) and the strength rule
 * (strength-or-quantity.ts) look at.
 */

/**
 * How far down the search's order the matcher looks for a medicine the line names: every medicine
 * whose name is or starts with the line comes first (docs/search.md "Best match"), so a second
 * one named alike is within these.
 */
const EXAMINED = 50;

export type Found = { positions: Uint32Array; prepared: PreparedSearch; formChecked: boolean };

/**
 * A line's text searched as the catalogue page searches it; the medicines in the search's order,
 * the first {@link EXAMINED}. The line's form words narrow the search ("syp": oral liquids only);
 * when nothing has them, the line is searched without them, and no medicine is preselected.
 */
export function search(medicines: readonly Medicine[], nameText: string): Found | null {
  const index = indexOf(medicines);
  const withForm = index.search.prepare(nameText);
  if (withForm.terms.length === 0) return null;
  const core = coreText(nameText);
  const ranking = core && core !== nameText ? index.search.prepare(core) : withForm;
  let matched = index.search.matches(withForm);
  let formChecked = true;
  if (matched.length === 0 && ranking !== withForm) {
    matched = index.search.matches(ranking);
    formChecked = false;
  }
  if (matched.length === 0) return null;
  // Ranked by the line without its form words, so that "Dolo 650 tab" ranks "Dolo 650 Tablet" as a name that starts with it.
  const positions = index.search.rankedSlice(ranking, matched, index.rank["name-asc"], 0, EXAMINED);
  return { positions, prepared: withForm, formChecked };
}

/** The line's text without its form words, for ranking. */
function coreText(nameText: string): string {
  return tokenize(nameText)
    .filter((token) => !(token.kind === "word" && FORM_WORDS.has(token.text)))
    .map((token) => nameText.slice(token.start, token.end))
    .join(" ");
}

/** How the search read each word of the line: a Devanagari word's Latin reading, a spelling variant's preferred one. */
export function searchedSpelling(terms: readonly SearchTerm[]): WordSpelling {
  const byTyped = new Map<string, string>();
  for (const term of terms) if (term.kind === "word") byTyped.set(term.typed.toLowerCase(), term.text);
  return (token, text) => canonicalWord(byTyped.get(text.slice(token.start, token.end).toLowerCase()) ?? token.text);
}

/** A medicine's text as items, worked out once per medicine object (a catalogue version keeps its objects). */
function itemsOnce(text: (medicine: Medicine) => string): (medicine: Medicine) => NameItem[] {
  const kept = new WeakMap<Medicine, NameItem[]>();
  return (medicine) => {
    let items = kept.get(medicine);
    if (!items) {
      items = nameItems(text(medicine));
      kept.set(medicine, items);
    }
    return items;
  };
}
export const itemsOf = itemsOnce((medicine) => medicine.name);
const nameWords = new WeakMap<Medicine, Set<string>>();
/** A medicine's name's words, each as the search spells it ("Telma 80-H Tablet": telma, h, tablet). */
export function nameWordsOf(medicine: Medicine): Set<string> {
  let words = nameWords.get(medicine);
  if (!words) {
    words = new Set(
      tokenize(medicine.name).flatMap((token) => (token.kind === "word" ? [canonicalWord(token.text)] : [])),
    );
    nameWords.set(medicine, words);
  }
  return words;
}
export const compositionItemsOf = itemsOnce((medicine) => medicine.genericName);
