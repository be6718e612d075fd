import type { Medicine } from "~/catalogue/medicine/medicine";
import { indexOf } from "~/catalogue/query/query-index";
import { tokenize } from "~/catalogue/text/tokens";
import { canonicalWord } from "~/catalogue/query/search/spelling";
import { FORM_WORDS } from "~/catalogue/text/form-words";
import {
  nameItems,
  namesByStrength,
  namesExactly,
  namesWithin,
  sameItem,
  withoutRelease,
  type NameItem,
} from "./name-items";
import { compositionItemsOf, itemsOf, search, searchedSpelling, type Found } from "./order-search";
import type { OrderLine, OrderLineReading } from "./read-order-line";
import { strengthHolds } from "./strength-or-quantity";

/** Candidates offered for a line (docs/product.md 12.11): the search's first few. */
export const CANDIDATE_LIMIT = 5;
/** What an order line found: its reading, the candidates, and the one preselected when one clearly wins. */
export type OrderLineMatch = {
  written: string;
  reading: OrderLineReading;
  candidates: Medicine[];
  /** The medicine preselected; null when none clearly wins (the buyer chooses) or nothing was found. */
  chosen: string | null;
  /**
   * Set when the line names a brand with a strength the catalogue lacks ("dolo 650 x 10"): the
   * candidates are its composition's medicines at that strength (decision 64), and the table says so.
   */
  sameComposition?: { brand: string; strength: string };
};

const firstWord = (text: string) => {
  const first = tokenize(text).find((token) => token.kind === "word");
  return first ? canonicalWord(first.text) : "";
};

/** The line names a composition (a generic): its first word is a word of the medicine's composition. */
function namesComposition(lineFirstWord: string, medicine: Medicine): boolean {
  return tokenize(medicine.genericName).some(
    (token) => token.kind === "word" && canonicalWord(token.text) === lineFirstWord,
  );
}

/**
 * The medicine that clearly answers the line (docs/decisions/017-order-lines.md), or null:
 *
 * 1. the search read every word as written (no typo corrected) and found the line's form;
 * 2. a line that gives a strength or a form: exactly one medicine is named as the line (brand,
 *    strength, form as the sheet writes it or abbreviated) and wins, even beside its family
 *    ("Ecosprin 150" is not "Ecosprin-AV 150"); when none is, the one medicine whose name holds
 *    the line in order ("Augmentin 625" in "Augmentin 625 Duo Tablet") wins if no other medicine
 *    found has a name starting with the line's first word;
 * 3. a line of a brand alone ("Okamet", "Pan D"): the one medicine named exactly so when no other
 *    adds only a strength to it ("Okacet" beside "Okacet Cold" and "Okacet-L"), or else the
 *    brand's only medicine found (no "Dolo Drops" for "Dolo" beside "Dolo 156.25mg Suspension");
 * 4. in every case the line's first word is not a word of the winner's composition: a generic
 *    ("Azithromycin 500") leaves the brand to the buyer.
 */
function clearWinner(
  found: Found,
  nameText: string,
  line: readonly NameItem[],
  medicines: readonly Medicine[],
): Medicine | null {
  if (found.prepared.corrections.length > 0 || !found.formChecked) return null;
  const spell = searchedSpelling(found.prepared.terms);
  if (line.length === 0 || line[0]!.kind !== "words") return null;
  const tokens = tokenize(nameText);
  const first = tokens.find((token) => token.kind === "word" && !FORM_WORDS.has(token.text));
  const lineFirst = first ? spell(first, nameText) : "";
  const specific =
    line.some((item) => item.kind === "number") ||
    tokens.some((token) => token.kind === "word" && FORM_WORDS.has(token.text));
  const examined = [...found.positions].map((position) => medicines[position]!);
  const winner =
    winnerByName(line, examined, itemsOf, specific, lineFirst) ??
    // No medicine of the brand named without its release word: "Pan D" is "Pan-D Capsule PR".
    (examined.some((medicine) => namesExactly(line, itemsOf(medicine)))
      ? null
      : winnerByName(line, examined, (medicine) => withoutRelease(itemsOf(medicine)), specific, lineFirst));
  if (winner && namesComposition(lineFirst, winner)) return null;
  return winner;
}

/** Rules 2 and 3 of {@link clearWinner} over the medicines examined, their names read by `items`. */
function winnerByName(
  line: readonly NameItem[],
  examined: readonly Medicine[],
  items: (medicine: Medicine) => readonly NameItem[],
  specific: boolean,
  lineFirst: string,
): Medicine | null {
  const exact = examined.filter((medicine) => namesExactly(line, items(medicine)));
  const within = examined.filter((medicine) => namesWithin(line, items(medicine)));
  const alone =
    within.length === 1 && examined.filter((medicine) => firstWord(medicine.name) === lineFirst).length === 1;
  // Named alike, but only one by its strength: "Emeset 4" is "Emeset 4 Tablet", not the 4 ml of
  // "Emeset Injection 4ml".
  const asWritten = exact.length > 1 ? exact.filter((medicine) => namesByStrength(line, items(medicine))) : exact;
  if (specific && exact.length === 1) return exact[0]!;
  if (specific && asWritten.length === 1) return asWritten[0]!;
  // A brand alone: its exact name beats names that add a word ("Okacet" is "Okacet Tablet", not
  // "Okacet Cold" nor "Okacet-L"), but not a name that adds only a strength ("Dolo Drops" and
  // "Dolo 650 Tablet" answer "Dolo" equally).
  if (exact.length === 1 && within.length === 1) return exact[0]!;
  if (exact.length <= 1 && alone) return within[0]!;
  return null;
}

/** The medicines for which `first` holds, then the others, each in their order. */
function firstWhere(found: readonly Medicine[], first: (medicine: Medicine) => boolean): Medicine[] {
  return [...found.filter(first), ...found.filter((medicine) => !first(medicine))];
}

/**
 * The medicines found, in the order the buyer should read them when none is preselected: those
 * named exactly as the line ({@link namesExactly}: "Montair-LC Tablet" for "Montair LC") first,
 * then, within each, those with every number of the line in their name or composition. The search
 * matches a number anywhere ("Ramipril 10" finds a pack "Strip of 10"), but an order's number is a
 * strength.
 */
function likeliestFirst(found: readonly Medicine[], line: readonly NameItem[]): Medicine[] {
  const numbers = line.filter((item) => item.kind === "number");
  const hasAll = (medicine: Medicine) =>
    numbers.every((number) =>
      [itemsOf(medicine), compositionItemsOf(medicine)].some((items) => items.some((item) => sameItem(item, number))),
    );
  const byStrength = numbers.length === 0 ? [...found] : firstWhere(found, hasAll);
  // Named exactly, then so with a release word ("Glycomet-GP 1 Tablet PR"), before names that add a word.
  const named = firstWhere(byStrength, (medicine) => namesExactly(line, withoutRelease(itemsOf(medicine))));
  return firstWhere(named, (medicine) => namesExactly(line, itemsOf(medicine)));
}

/**
 * For a line the catalogue has nothing of, what answers the same need (decision 64, as the search
 * page answers it: no-result.ts): a brand with a strength it lacks ("Dolo 650") offers its
 * composition's medicines at that strength. Never preselected.
 */
function insteadOf(
  medicines: readonly Medicine[],
  nameText: string,
): Pick<OrderLineMatch, "candidates" | "sameComposition"> {
  const index = indexOf(medicines);
  const sameComposition = index.search.helpWhenNothingFound(nameText, { closest: false })?.sameComposition;
  if (!sameComposition) return { candidates: [] };
  const prepared = index.search.prepare(sameComposition.search);
  const matched = index.search.matches(prepared);
  const candidates = [...index.search.rankedSlice(prepared, matched, index.rank["name-asc"], 0, CANDIDATE_LIMIT)].map(
    (position) => medicines[position]!,
  );
  return { candidates, sameComposition: { brand: sameComposition.brand, strength: sameComposition.strength } };
}

/** Matches one order line against the catalogue. */
export function matchOrderLine(medicines: readonly Medicine[], line: OrderLine): OrderLineMatch {
  let reading = line.reading;
  let found = search(medicines, reading.nameText);
  if (line.alternative && !strengthHolds(medicines, found, reading.nameText, line.alternative)) {
    reading = line.alternative;
    found = search(medicines, reading.nameText);
  }
  if (!found) return { written: line.written, reading, ...insteadOf(medicines, reading.nameText), chosen: null };
  // The line's words as the search read them (a Devanagari word's Latin reading); its numbers as written.
  const items = nameItems(reading.nameText, searchedSpelling(found.prepared.terms));
  const winner = clearWinner(found, reading.nameText, items, medicines);
  const ranked = likeliestFirst(
    [...found.positions].map((position) => medicines[position]!),
    items,
  ).slice(0, CANDIDATE_LIMIT);
  const candidates = winner
    ? [winner, ...ranked.filter((medicine) => medicine !== winner)].slice(0, CANDIDATE_LIMIT)
    : ranked;
  return { written: line.written, reading, candidates, chosen: winner?.id ?? null };
}
