/** What the search reads of a medicine, and what a prepared search and its answers look like. */

/** What the search reads of a medicine. */
export type SearchRecord = {
  name: string;
  genericName: string;
  brand: string;
  manufacturer: string;
  form: string;
  /** The sheet's optional Hindi name (docs/product.md 14.5): searched as typed, as the name. */
  nameHindi?: string | null;
};

/** The fields of a record, one bit each in a posting's field mask. */
export const SEARCH_FIELDS = ["name", "genericName", "brand", "manufacturer", "form"] as const;
export const NAME = 1;
export const COMPOSITION = 2;
export const MANUFACTURER = 8;
export const ALL_FIELDS = 31;

/** One word or number of a search, every one of which a record must match. */
export type SearchTerm =
  /**
   * `text`: the folded letters searched for (the correction, when corrected); `typed`: as typed;
   * `also`: a second word that matches as well (a Devanagari word the catalogue holds as typed,
   * in a Hindi name, and also its Latin spelling).
   * `alternatives`: words of the sheet it also finds (prescription-words.ts: the form an
   * abbreviation stands for, an anion's acid); `oralLiquid`: it also finds every oral liquid
   * (after the form named); `soft`: a salt or ester word, which a medicine may lack (it then
   * ranks after those that have it).
   */
  | {
      kind: "word";
      text: string;
      typed: string;
      also?: string;
      alternatives?: string[];
      oralLiquid?: boolean;
      soft?: boolean;
    }
  /**
   * A number without a unit: matches that number without a unit or in the unit of a field's first
   * strength; with `anyUnit` (the search names an ingredient: "sorbitol 1.25") in any unit.
   */
  | { kind: "number"; value: string; anyUnit?: boolean }
  /**
   * A number with a unit: matches that amount after conversion, or the number without a unit in
   * the name ("650mg" finds "Dolo 650"; "1g" does not find "Packet of 1 Inhaler").
   */
  | { kind: "strength"; value: string; unit: string; key: string };

export type SearchCorrection = { typed: string; corrected: string };

/**
 * What to highlight, small and serialisable (it travels in page data): folded letters to mark
 * wherever they occur, canonical words to mark whole (variant spellings of a match), numbers to
 * mark with any unit or none, numbers to mark without a unit, and strength keys.
 */
export type SearchHighlight = {
  needles: string[];
  words: string[];
  numbers: string[];
  unitless: string[];
  strengths: string[];
};

export type PreparedSearch = {
  /** The search as typed. */
  text: string;
  terms: SearchTerm[];
  corrections: SearchCorrection[];
  /** The search with its corrections: "Showing results for …". Equal to `text` when none. */
  correctedText: string;
  highlight: SearchHighlight;
  /** The search as one canonical run of letters and digits, compared with names for ranking. */
  compact: string;
};

export type PrepareOptions = {
  /** False searches exactly what was typed ("Search instead for …"). */
  correct?: boolean;
};

export type SearchSuggestion =
  | {
      kind: "medicine";
      label: string;
      position: number;
      /** Set on a medicine of a brand's composition at a strength the brand lacks (decision 64). */
      sameComposition?: { brand: string; strength: string };
    }
  | { kind: "composition" | "manufacturer"; label: string; count: number };
