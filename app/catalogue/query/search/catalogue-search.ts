import { Matcher } from "./matching";
import { noResultHelp, type NoResultHelp } from "./no-result";
import { prepareSearch } from "./prepare-search";
import { Ranking } from "./ranking";
import { indexSearchRecords, type SearchIndex } from "./search-index";
import type { PreparedSearch, PrepareOptions, SearchRecord, SearchSuggestion } from "./search-types";
import { Suggestions } from "./suggestions";
import { tokenize } from "~/catalogue/text/tokens";
import { TermLookup } from "./term-lookup";
import { WordGuesses } from "./word-guesses";
import { runNow, type Steps } from "~/catalogue/loading/slices";

/** Suggestions of a brand word read to find the brand's own medicines among longer names. */
const SUGGESTIONS_READ = 8;

export type { NoResultHelp, SameCompositionSearch, SuggestedSearch } from "./no-result";
export {
  SEARCH_FIELDS,
  type PreparedSearch,
  type PrepareOptions,
  type SearchCorrection,
  type SearchHighlight,
  type SearchRecord,
  type SearchSuggestion,
  type SearchTerm,
} from "./search-types";

/**
 * The catalogue search: every word typed must match somewhere in a medicine's name,
 * composition, brand, manufacturer or form, in any order.
 *
 * - A word matches inside any word of the record (a substring), a match at the start of a
 *   word ranking higher. Spelling variants are one word (see spelling.ts); short adjacent
 *   words are also indexed joined, so "pand" finds "Pan-D".
 * - A number matches the same number only, never as a part of another; with a unit it
 *   matches the same amount after conversion ("1g" finds "1000mg").
 * - A word of five letters or more that matches nothing is corrected to the closest word of
 *   the catalogue (typos.ts), and the correction is reported.
 *
 * Built once per catalogue; pure and isomorphic: it runs on the server and in the browser. This
 * module ties the parts, each with one job:
 *
 * - search-index.ts builds the index: the vocabulary of aliases and the posting lists, reading
 *   each record's words as search-keys.ts says (tokens, spellings, joins, strengths);
 * - prepare-search.ts reads a search into terms, with term-lookup.ts (a term's keys in the
 *   vocabulary) and word-guesses.ts (typos, Devanagari);
 * - matching.ts finds the records that match every term;
 * - ranking.ts orders them by relevance, then name (name-order.ts);
 * - suggestions.ts offers completions while a search is typed.
 */
export class CatalogueSearch {
  /** Number of records. */
  readonly size: number;
  private readonly index: SearchIndex;
  private readonly lookup: TermLookup;
  private readonly guesses: WordGuesses;
  private readonly matcher: Matcher;
  private readonly ranking: Ranking;
  private readonly suggestions: Suggestions;
  private readonly records: readonly SearchRecord[];
  /** Each record's own position, as a rank: made when first needed. */
  private recordOrder: Uint32Array | undefined;

  /** Builds the index at once; {@link CatalogueSearch.steps} builds it in steps that may pause. */
  constructor(records: readonly SearchRecord[], index: SearchIndex = runNow(indexSearchRecords(records))) {
    this.size = records.length;
    this.records = records;
    this.index = index;
    this.lookup = new TermLookup(index);
    this.guesses = new WordGuesses(index);
    this.matcher = new Matcher(index, this.lookup);
    this.ranking = new Ranking(index, this.lookup, this.matcher);
    this.suggestions = new Suggestions(index, records, this.matcher, (text, options) => this.prepare(text, options));
  }

  /** The same search as `new CatalogueSearch(records)`, built in steps that may pause (app/catalogue/loading/slices.ts). */
  static *steps(records: readonly SearchRecord[]): Steps<CatalogueSearch> {
    return new CatalogueSearch(records, yield* indexSearchRecords(records));
  }

  /** Bytes held in typed arrays and strings of the vocabulary (an estimate, for benchmarks). */
  get byteLength(): number {
    const index = this.index;
    return (
      index.postingOffsets.byteLength +
      index.postingRecords.byteLength +
      index.postingFields.byteLength +
      index.recordStarts.byteLength +
      index.recordKeys.byteLength +
      index.recordFields.byteLength +
      index.aliasText.length * 2 +
      index.aliasStarts.byteLength +
      index.aliasKeys.byteLength +
      index.ingredients.byteLength +
      this.matcher.scratchByteLength
    );
  }

  /** The search's terms, its corrections when a word matches nothing, and what to highlight. */
  prepare(text: string, options: PrepareOptions = {}): PreparedSearch {
    return prepareSearch(text, options, this.lookup, this.guesses);
  }

  /** The positions, ascending, of the records that match every term (all for no terms). */
  matches(prepared: PreparedSearch): Uint32Array {
    return this.matcher.matches(prepared);
  }

  /** Whether the record at `position` matches every term: for checking a few candidates. */
  contains(position: number, prepared: PreparedSearch): boolean {
    return this.matcher.contains(position, prepared);
  }

  /** The matched positions ranked `start` to `end` (exclusive): see {@link Ranking.rankedSlice}. */
  rankedSlice(
    prepared: PreparedSearch,
    matched: Uint32Array,
    nameRank: Uint32Array,
    start: number,
    end: number,
  ): Uint32Array {
    return this.ranking.rankedSlice(prepared, matched, nameRank, start, end);
  }

  /** Up to `limit` suggestions for what is being typed: see {@link Suggestions.suggest}. */
  suggest(text: string, limit = 8, nameRank?: Uint32Array): SearchSuggestion[] {
    const found = this.suggestions.suggest(text, limit, nameRank);
    if (found.length > 0 || !/\d/.test(text) || !/\p{L}/u.test(text)) return found;
    // A brand with a strength the catalogue lacks (decision 64, as the catalogue page answers it):
    // its composition's medicines at that strength, then the brand's own medicines.
    const sameComposition = this.helpWhenNothingFound(text, { closest: false })?.sameComposition;
    if (!sameComposition) return found;
    const { brand, strength } = sameComposition;
    const prepared = this.prepare(sameComposition.search);
    const matched = this.matches(prepared);
    // Without the catalogue's name order, the records' own order breaks ties, as suggestions.ts does.
    const byName = nameRank ?? (this.recordOrder ??= Uint32Array.from(this.records, (_, position) => position));
    // Room for two of the brand's own after the composition's first.
    const own = this.brandOwn(brand, 2, nameRank);
    const composition = [...this.rankedSlice(prepared, matched, byName, 0, limit - own.length)].map(
      (position): SearchSuggestion => ({
        kind: "medicine",
        label: this.records[position]!.name,
        position,
        sameComposition: { brand, strength },
      }),
    );
    return [...composition, ...own].slice(0, limit);
  }

  /** The medicines named by the brand word itself ("Dolo Drops"), not longer names starting the same ("Dolonex"). */
  private brandOwn(brand: string, limit: number, nameRank?: Uint32Array): SearchSuggestion[] {
    const brandWord = tokenize(brand)[0]?.text;
    return this.suggestions
      .suggest(brand, SUGGESTIONS_READ, nameRank)
      .filter((item) => item.kind === "medicine" && tokenize(item.label)[0]?.text === brandWord)
      .slice(0, limit);
  }

  /** What to offer when `text` finds nothing (no-result.ts); none when it finds something. */
  helpWhenNothingFound(text: string, options?: { closest?: boolean }): NoResultHelp | undefined {
    return noResultHelp(this, this.records, text, options);
  }

  /** Distinct words of the catalogue (as they are spelled there) starting with `prefix`, most medicines first. */
  wordsStartingWith(prefix: string, limit = 8): { word: string; count: number }[] {
    return this.suggestions.wordsStartingWith(prefix, limit);
  }
}
