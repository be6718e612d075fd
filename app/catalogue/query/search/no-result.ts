import type { PreparedSearch, PrepareOptions, SearchRecord } from "./search-types";
import { tokenize } from "~/catalogue/text/tokens";

/**
 * What a search that finds nothing offers instead (decision 029; docs/search.md "When nothing is
 * found"): other searches, each of which finds something.
 */
export type SuggestedSearch = { search: string; count: number };
/**
 * A brand with a strength the catalogue lacks ("dolo 650"): the search of its composition at that
 * strength ("Paracetamol 650"), and the brand's words and the strength as typed, for "No dolo 650
 * in our catalogue. Same composition and strength:" (decision 64).
 */
export type SameCompositionSearch = SuggestedSearch & { brand: string; strength: string };
export type NoResultHelp = {
  /** For a brand with a strength the catalogue lacks: the composition its other products have, at that strength. */
  sameComposition?: SameCompositionSearch;
  /** The closest searches the catalogue answers: the search less one of its parts, a word's closest catalogue words. */
  closest: SuggestedSearch[];
};

/** Most suggested searches shown. */
export const CLOSEST_LIMIT = 4;
/** Records of the brand read to tell its composition. */
const BRAND_SAMPLE = 200;
/** Names read to find the brand's own products: a search word held by thousands reads no more. */
const NAMES_READ = 1000;
/** Letters of a word that finds nothing kept to look for catalogue words starting the same. */
const PREFIX_LETTERS = 3;

type Engine = {
  prepare(text: string, options?: PrepareOptions): PreparedSearch;
  matches(prepared: PreparedSearch): Uint32Array;
  wordsStartingWith(prefix: string, limit?: number): { word: string; count: number }[];
};

/**
 * The help for a search that finds nothing; none for a search that finds something. With
 * `closest` false only {@link NoResultHelp.sameComposition} is worked out (what an order line and
 * a suggestion offer): the closest searches read the search again less each of its parts, the
 * costliest part for a long line (an order's line of 20 words is 20 searches more).
 */
export function noResultHelp(
  engine: Engine,
  records: readonly SearchRecord[],
  text: string,
  { closest = true }: { closest?: boolean } = {},
): NoResultHelp | undefined {
  const found = (search: string) => engine.matches(engine.prepare(search)).length;
  if (text.trim() === "" || found(text) > 0) return undefined;
  const parts = text.trim().split(/\s+/);
  const seen = new Set([normalised(text)]);
  const offer = (search: string): SuggestedSearch | undefined => {
    // A bare number finds something almost always and helps nobody.
    if (!/\p{L}/u.test(search) || seen.has(normalised(search))) return undefined;
    const prepared = engine.prepare(search);
    // Shown as it searches: with its corrections.
    const shown = prepared.correctedText;
    seen.add(normalised(search)).add(normalised(shown));
    const count = engine.matches(prepared).length;
    return count > 0 ? { search: shown, count } : undefined;
  };
  const help: NoResultHelp = { closest: [] };

  // A brand with a strength: the brand's medicines tell the composition; that at the strength.
  const words = parts.filter((part) => !hasDigit(part));
  const numbers = parts.filter(hasDigit);
  if (words.length > 0 && numbers.length > 0) {
    const brand = engine.matches(engine.prepare(words.join(" ")));
    const composition = commonComposition(records, namedFirst(records, brand, words[0]!) ?? brand);
    const strength = numbers.join(" ");
    const offered = composition === undefined ? undefined : offer(`${composition} ${strength}`);
    if (offered) help.sameComposition = { ...offered, brand: words.join(" "), strength };
  }
  if (!closest) return help;
  // The search less one part, then each word that finds nothing replaced by a catalogue word starting the same.
  const candidates: string[] = [];
  // The last parts first: the first word is usually the brand or molecule asked for.
  for (let index = parts.length - 1; index >= 0 && parts.length > 1; index--) {
    candidates.push(parts.filter((_, other) => other !== index).join(" "));
  }
  parts.forEach((part, index) => {
    if (hasDigit(part) || found(part) > 0) return;
    const prefix = tokenize(part)
      .find((token) => token.kind === "word")
      ?.text.slice(0, PREFIX_LETTERS);
    if (prefix === undefined || prefix.length < PREFIX_LETTERS) return;
    for (const { word } of engine.wordsStartingWith(prefix, CLOSEST_LIMIT)) {
      candidates.push(parts.map((other, at) => (at === index ? word : other)).join(" "));
      candidates.push(word);
    }
  });
  for (const candidate of candidates) {
    if (help.closest.length >= CLOSEST_LIMIT) break;
    const suggestion = offer(candidate);
    if (suggestion) help.closest.push(suggestion);
  }
  return help;
}

const normalised = (search: string): string =>
  tokenize(search)
    .map((token) => token.text)
    .join(" ");

const hasDigit = (part: string): boolean => /\d/.test(part);

/** The positions whose name starts with the word (the brand's own products, not longer names containing it); none if no name does. */
function namedFirst(records: readonly SearchRecord[], positions: Uint32Array, word: string): Uint32Array | undefined {
  const wanted = tokenize(word)[0]?.text;
  const named = positions
    .subarray(0, NAMES_READ)
    .filter((position) => tokenize(records[position]!.name)[0]?.text === wanted);
  return named.length > 0 ? named : undefined;
}

/** Whether a name is a brand and its strength ("Abevia 100 Capsule"), not a variant ("Abevia-N Tablet"). */
const namesAStrength = (name: string): boolean => tokenize(name)[1]?.kind === "number";

/**
 * The molecules of the composition most of the brand's medicines share ("Paracetamol" for Dolo),
 * strengths left out; none when the brand has no medicines or no composition holds most of them.
 * Where some of the brand's names carry a strength ("Abevia 100 Capsule" beside "Abevia-N
 * Tablet"), those alone tell the composition: the strength asked for is one of theirs.
 */
function commonComposition(records: readonly SearchRecord[], all: Uint32Array): string | undefined {
  const withStrength = all.filter((position) => namesAStrength(records[position]!.name));
  const positions = withStrength.length > 0 ? withStrength : all;
  const counts = new Map<string, { shown: string; count: number }>();
  const sample = Math.min(positions.length, BRAND_SAMPLE);
  for (let index = 0; index < sample; index++) {
    const molecules = records[positions[index]!]!.genericName.split("+")
      .map((part) => part.replace(/\([^)]*\)/g, "").trim())
      .filter((part) => /\p{L}/u.test(part));
    if (molecules.length === 0) continue;
    // "Velmacillin" and "VELMACILLIN" are one composition, offered as first written.
    const shown = molecules.join(" ");
    const key = shown.toLocaleLowerCase("en");
    const known = counts.get(key);
    counts.set(key, { shown: known?.shown ?? shown, count: (known?.count ?? 0) + 1 });
  }
  let best: string | undefined;
  let bestCount = 0;
  for (const { shown, count } of counts.values()) {
    if (count > bestCount) [best, bestCount] = [shown, count];
  }
  return bestCount * 2 > sample ? best : undefined;
}
