import { isDevanagari, soundKey, transliterate, vowelShape } from "./devanagari";
import { isAsciiLetter, isLetterAt } from "./normalize";
import { canonicalWord, variantSpellings } from "./spelling";
import { isUnit, strengthKey } from "./strengths";
import { adjacent, joins, tokenize, type Token } from "./tokens";
import { editDistanceWithin, maxEdits, TypoCorrector } from "./typos";
import { ROWS_PER_STEP, runNow, type Steps } from "~/catalogue/slices";

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
 * Built once per catalogue. The record's words are looked up in its vocabulary, not in every
 * record: the distinct words ("aliases": each spelling seen, each variant spelling, each joined
 * pair) are one string searched with `indexOf`, each alias leading to its canonical word's
 * posting list (the records holding it, ascending, with the fields it occurs in). Pure and
 * isomorphic: it runs on the server and in the browser.
 */

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
const NAME = 1;
const COMPOSITION = 2;
const MANUFACTURER = 8;
const ALL_FIELDS = 31;

/** One word or number of a search, every one of which a record must match. */
export type SearchTerm =
  /**
   * `text`: the folded letters searched for (the correction, when corrected); `typed`: as typed;
   * `also`: a second word that matches as well (a Devanagari word the catalogue holds as typed,
   * in a Hindi name, and also its Latin spelling).
   */
  | { kind: "word"; text: string; typed: string; also?: string }
  /** A number without a unit: matches that number with any unit or none. */
  | { kind: "number"; value: string }
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
  | { kind: "medicine"; label: string; position: number }
  | { kind: "composition" | "manufacturer"; label: string; count: number };

type Positions = Uint16Array | Uint32Array;

/** What one term matches: keys of the catalogue (canonical words or numbers), memoised per term. */
type Resolved = {
  /** Canonical word ids matched. */
  ids: Uint32Array;
  /** Per id: 1 when matched at the start of a word (or whole: numbers, joined words). */
  starts: Uint8Array;
  /** Per id: the fields where it counts (a strength's bare number counts in the name only). */
  fields: Uint8Array;
  /** Postings read to list the matches: the cost of the term. */
  cost: number;
  /**
   * For a word: the matched words to highlight whole (see prepare), worked out on first use. A
   * broad word ("a") matches thousands of words, each checked against its variant spellings.
   */
  hiddenWords?: string[];
  /**
   * For a broad term (see BROAD_SHARE), once read: per record, MATCHED when the term matches
   * there, OR-ed with the fields where it matches at a word start. Listing, intersecting and
   * ranking read it instead of the term's postings (hundreds of thousands for "a" at 100k).
   */
  recordBits?: Uint8Array;
  /** How many records match, with recordBits. */
  recordCount: number;
  /** With recordBits: how many of its records each tier holds when it is the whole search (`compact`). */
  tierCounts?: { compact: string; counts: Uint32Array };
};

const NUMBER_KEY = "#n:";
const UNITLESS_KEY = "#u:";
const STRENGTH_KEY = "#s:";
const MEMO_LIMIT = 1000;
/**
 * A term whose postings exceed 1/BROAD_SHARE of the records keeps its records as a byte per
 * record (Resolved.recordBits), for the last BROAD_MEMO_LIMIT such terms: at most 1.6 MB at 100k
 * records. Broad terms are short and few ("a", "tab", "tablet", "pharma") and searched often.
 */
const BROAD_SHARE = 8;
const BROAD_MEMO_LIMIT = 16;
const MATCHED = 0x80;
const HIGHLIGHT_WORDS_LIMIT = 32;
/** Relevance tiers: 7 kinds of match × (every term at a word start, or not). */
const TIER_COUNT = 14;

/**
 * Calls `visit` with each word and number of a text: a word as the alias it is seen as (its
 * folded letters; its key is their canonical spelling) with its token, a joined pair as its own
 * alias; a number as the key of itself, then of a strength when a unit follows, else of a number
 * without unit. Aliases repeat far more than they are new, so the caller canonicalises each once.
 */
function forEachKey(
  text: string,
  visit: (keyOrAlias: string, isAlias: boolean, joined: boolean, token: Token | undefined) => void,
): void {
  const tokens = tokenize(text);
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    if (token.kind === "word") {
      visit(token.text, true, false, token);
      if (next && joins(text, token, next)) visit(token.text + next.text, true, true, undefined);
    } else if (token.kind === "number") {
      visit(NUMBER_KEY + token.text, false, false, undefined);
      const unit = next && next.kind !== "number" && adjacent(text, token, next) ? next.text : undefined;
      const strength = unit === undefined ? undefined : strengthKey(token.text, unit);
      visit(strength === undefined ? UNITLESS_KEY + token.text : STRENGTH_KEY + strength, false, false, undefined);
    }
  }
}

/** The canonical run of a name's or a search's tokens: "Pan-D 40" and "pand 40" are both "pand40". */
function compactOf(tokens: readonly Token[]): string {
  let compact = "";
  for (const token of tokens) {
    if (token.kind === "word") compact += canonicalWord(token.text);
    else if (token.kind === "number") compact += token.text;
  }
  return compact;
}

/** Ingredients of a composition: its parts between "+" that name something (hold a letter). */
/** The first four code units of a compact name, a byte each: a quick test of a shared beginning. */
function headOf(compact: string): number {
  let head = 0;
  for (let index = 0; index < 4; index++) head = (head << 8) | (compact.charCodeAt(index) & 0xff);
  return head >>> 0;
}
/** The bytes of a head that a compact of 0, 1, 2, 3 or 4+ code units fixes. */
const HEAD_MASKS = [0, 0xff000000, 0xffff0000, 0xffffff00, 0xffffffff];

function ingredientCount(composition: string): number {
  let count = 0;
  let named = false;
  for (let offset = 0; offset <= composition.length; offset++) {
    const code = offset < composition.length ? composition.charCodeAt(offset) : 0x2b;
    if (code === 0x2b) {
      if (named) count++;
      named = false;
    } else if (!named && (isAsciiLetter(code) || (code >= 0x80 && isLetterAt(composition, offset)))) {
      named = true;
    }
  }
  return Math.min(count, 255);
}

function positionsArray(length: number, size: number): Positions {
  return size <= 0x10000 ? new Uint16Array(length) : new Uint32Array(length);
}

function allPositions(size: number): Uint32Array {
  const result = new Uint32Array(size);
  for (let position = 0; position < size; position++) result[position] = position;
  return result;
}

/** What {@link indexSearchRecords} builds: the vocabulary, posting lists and per-record values. */
type SearchIndexParts = {
  keyIds: Map<string, number>;
  keys: string[];
  postingOffsets: Uint32Array;
  postingRecords: Positions;
  postingFields: Uint8Array;
  recordStarts: Uint32Array;
  recordKeys: Uint16Array | Uint32Array;
  recordFields: Uint8Array;
  aliasText: string;
  aliasStarts: Uint32Array;
  aliasKeys: Uint32Array;
  aliasWords: string[];
  aliasDisplay: string[];
  aliasJoined: Uint8Array;
  nameCompacts: string[];
  nameHeads: Uint32Array;
  ingredients: Uint8Array;
};

/**
 * Reads every record's words into the index: the whole cost of building a search (about 60–95 ms
 * at 11.8k records), as steps that may pause every few hundred records (app/catalogue/slices.ts).
 */
function* indexSearchRecords(records: readonly SearchRecord[]): Steps<SearchIndexParts> {
  const size = records.length;
  const keyIds = new Map<string, number>();
  const keys: string[] = [];
  const aliasIndex = new Map<string, number>();
  const aliasWords: string[] = [];
  const aliasKeys: number[] = [];
  const aliasDisplay: string[] = [];
  const aliasJoined: number[] = [];
  const keyIdOf = (key: string): number => {
    let id = keyIds.get(key);
    if (id === undefined) {
      id = keys.length;
      keyIds.set(key, id);
      keys.push(key);
    }
    return id;
  };
  const addAlias = (alias: string, id: number, display: string, joined: boolean) => {
    if (aliasIndex.has(alias)) return;
    aliasIndex.set(alias, aliasWords.length);
    aliasWords.push(alias);
    aliasKeys.push(id);
    aliasDisplay.push(display);
    aliasJoined.push(joined ? 1 : 0);
  };

  // Texts of the other fields repeat (manufacturers, forms, compositions): each is read once.
  // Names hardly repeat: they are read each time, which also gives their compact run (see
  // compactOf) from the same tokens.
  const fieldIds = new Map<string, { ids: Uint32Array; ingredients: number }>();
  const scratch: number[] = [];
  let compact = "";
  let ingredients = 0;
  const idsOf = (text: string, isName: boolean): ArrayLike<number> => {
    if (!isName) {
      const known = fieldIds.get(text);
      if (known) {
        ingredients = known.ingredients;
        return known.ids;
      }
    }
    scratch.length = 0;
    compact = "";
    forEachKey(text, (keyOrAlias, isAlias, joined, token) => {
      if (!isAlias) {
        scratch.push(keyIdOf(keyOrAlias));
        if (isName && keyOrAlias.startsWith(NUMBER_KEY)) compact += keyOrAlias.slice(NUMBER_KEY.length);
        return;
      }
      const alias = aliasIndex.get(keyOrAlias);
      let id: number;
      if (alias !== undefined) id = aliasKeys[alias]!;
      else {
        id = keyIdOf(canonicalWord(keyOrAlias));
        addAlias(keyOrAlias, id, token ? text.slice(token.start, token.end).toLowerCase() : keyOrAlias, joined);
      }
      scratch.push(id);
      if (isName && !joined) compact += keys[id]!;
    });
    if (isName) return scratch;
    ingredients = ingredientCount(text);
    fieldIds.set(text, { ids: new Uint32Array(scratch), ingredients });
    return scratch;
  };

  // (record, key, fields) triples, one per key of a record, its fields OR-ed together.
  let pairKeys = new Uint32Array(Math.max(16, size * 16));
  let pairFields = new Uint8Array(pairKeys.length);
  let pairCount = 0;
  const recordStarts = new Uint32Array(size + 1);
  let lastRecord = new Int32Array(1024).fill(-1);
  let lastPair = new Uint32Array(1024);
  const nameCompacts = new Array<string>(size);
  const nameHeads = new Uint32Array(size);
  const recordIngredients = new Uint8Array(size);
  for (let position = 0; position < size; position++) {
    const record = records[position]!;
    recordStarts[position] = pairCount;
    let nameCompact = "";
    let compositionIngredients = 0;
    // One pass more than SEARCH_FIELDS: the Hindi name, whose words count as the name's, but
    // not for "the name is the search" (nameCompacts), which compares the shown name.
    for (let field = 0; field <= SEARCH_FIELDS.length; field++) {
      const hindiName = field === SEARCH_FIELDS.length;
      const ids = idsOf(hindiName ? (record.nameHindi ?? "") : record[SEARCH_FIELDS[field]!], field === 0);
      if (field === 0) nameCompact = compact;
      else if (field === 1) compositionIngredients = ingredients;
      const bit = hindiName ? NAME : 1 << field;
      if (keys.length > lastRecord.length) {
        const records = new Int32Array(keys.length * 2).fill(-1);
        records.set(lastRecord);
        lastRecord = records;
        const pairs = new Uint32Array(records.length);
        pairs.set(lastPair);
        lastPair = pairs;
      }
      for (let index = 0; index < ids.length; index++) {
        const id = ids[index]!;
        if (lastRecord[id] === position) {
          pairFields[lastPair[id]!]! |= bit;
          continue;
        }
        if (pairCount === pairKeys.length) {
          const keys = new Uint32Array(pairKeys.length * 2);
          keys.set(pairKeys);
          pairKeys = keys;
          const fields = new Uint8Array(keys.length);
          fields.set(pairFields);
          pairFields = fields;
        }
        lastRecord[id] = position;
        lastPair[id] = pairCount;
        pairKeys[pairCount] = id;
        pairFields[pairCount++] = bit;
      }
    }
    nameCompacts[position] = nameCompact;
    nameHeads[position] = headOf(nameCompact);
    recordIngredients[position] = compositionIngredients;
    if (position % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  recordStarts[size] = pairCount;
  yield;

  // The triples regrouped by key; reading them in record order keeps each list ascending.
  const keyCount = keys.length;
  const offsets = new Uint32Array(keyCount + 1);
  for (let pair = 0; pair < pairCount; pair++) offsets[pairKeys[pair]! + 1]!++;
  for (let key = 0; key < keyCount; key++) offsets[key + 1]! += offsets[key]!;
  const cursor = offsets.slice(0, keyCount);
  const postingRecords = positionsArray(pairCount, size);
  const postingFields = new Uint8Array(pairCount);
  for (let position = 0; position < size; position++) {
    for (let pair = recordStarts[position]!; pair < recordStarts[position + 1]!; pair++) {
      const slot = cursor[pairKeys[pair]!]!++;
      postingRecords[slot] = position;
      postingFields[slot] = pairFields[pair]!;
    }
    if (position % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  yield;
  const recordKeys =
    keyCount <= 0x10000 ? Uint16Array.from(pairKeys.subarray(0, pairCount)) : pairKeys.slice(0, pairCount);
  const recordFields = pairFields.slice(0, pairCount);

  // Every spelling of a word's variant group finds it, including spellings the catalogue lacks.
  for (let id = 0; id < keyCount; id++) {
    const key = keys[id]!;
    if (key.startsWith("#")) continue;
    for (const spelling of variantSpellings(key) ?? []) addAlias(spelling, id, spelling, false);
    if (id % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  yield;
  const aliasStarts = new Uint32Array(aliasWords.length + 1);
  let offset = 1;
  for (let alias = 0; alias < aliasWords.length; alias++) {
    aliasStarts[alias] = offset;
    offset += aliasWords[alias]!.length + 1;
  }
  aliasStarts[aliasWords.length] = offset;
  const aliasText = `\n${aliasWords.join("\n")}\n`;
  return {
    keyIds,
    keys,
    postingOffsets: offsets,
    postingRecords,
    postingFields,
    recordStarts,
    recordKeys,
    recordFields,
    aliasText,
    aliasStarts,
    aliasKeys: Uint32Array.from(aliasKeys),
    aliasWords,
    aliasDisplay,
    aliasJoined: Uint8Array.from(aliasJoined),
    nameCompacts,
    nameHeads,
    ingredients: recordIngredients,
  };
}

export class CatalogueSearch {
  /** Number of records. */
  readonly size: number;
  private readonly records: readonly SearchRecord[];
  /** Id of each key: canonical words, and numbers as "#n:650", "#u:650", "#s:mass:650000". */
  private readonly keyIds: Map<string, number>;
  private readonly keys: string[];
  /** Records of key k, ascending, and the fields (bits) it occurs in there. */
  private readonly postingOffsets: Uint32Array;
  private readonly postingRecords: Positions;
  private readonly postingFields: Uint8Array;
  /**
   * The same triples by record: keys of record r are `recordKeys[recordStarts[r] .. recordStarts[r + 1])`.
   * A broad term ("d", "tablet") is checked against a few candidates' keys instead of reading
   * its long posting lists.
   */
  private readonly recordStarts: Uint32Array;
  private readonly recordKeys: Uint16Array | Uint32Array;
  private readonly recordFields: Uint8Array;
  /** Scratch per key for the term being checked, valid where `keyStamps` holds the current epoch. */
  private readonly keyStamps: Uint32Array;
  private readonly keyWanted: Uint8Array;
  private readonly keyStarts: Uint8Array;
  /** Every alias between newlines, where each starts, the key it stands for, and its kind. */
  private readonly aliasText: string;
  private readonly aliasStarts: Uint32Array;
  private readonly aliasKeys: Uint32Array;
  private readonly aliasWords: string[];
  private readonly aliasDisplay: string[];
  private readonly aliasJoined: Uint8Array;
  /** Per record: its name as one canonical run, and the ingredients of its composition. */
  private readonly nameCompacts: string[];
  private readonly nameHeads: Uint32Array;
  private readonly ingredients: Uint8Array;
  private corrector: { corrector: TypoCorrector; aliases: number[] } | undefined;
  private sounds: Map<string, number[]> | undefined;
  private readonly resolved = new Map<string, Resolved>();
  /** Scratch per record, valid where `stamps` holds the current epoch. */
  private readonly stamps: Uint32Array;
  private readonly flags: Uint8Array;
  private readonly termFields: Uint8Array;
  private readonly startCounts: Uint16Array;
  private readonly manufacturerCounts: Uint16Array;
  /** The broad terms holding recordBits, oldest first. */
  private readonly broadTerms: Resolved[] = [];
  /** Per record, its relevance tier: valid where `stamps` holds `tierEpoch` (see tiersOf). */
  private readonly tierAt: Uint8Array;
  private tierEpoch = 0;
  private epoch = 0;

  /** Builds the index at once; {@link CatalogueSearch.steps} builds it in steps that may pause. */
  constructor(records: readonly SearchRecord[], parts: SearchIndexParts = runNow(indexSearchRecords(records))) {
    const size = records.length;
    this.size = size;
    this.records = records;
    this.keyIds = parts.keyIds;
    this.keys = parts.keys;
    this.postingOffsets = parts.postingOffsets;
    this.postingRecords = parts.postingRecords;
    this.postingFields = parts.postingFields;
    this.recordStarts = parts.recordStarts;
    this.recordKeys = parts.recordKeys;
    this.recordFields = parts.recordFields;
    this.aliasText = parts.aliasText;
    this.aliasStarts = parts.aliasStarts;
    this.aliasKeys = parts.aliasKeys;
    this.aliasWords = parts.aliasWords;
    this.aliasDisplay = parts.aliasDisplay;
    this.aliasJoined = parts.aliasJoined;
    this.nameCompacts = parts.nameCompacts;
    this.nameHeads = parts.nameHeads;
    this.ingredients = parts.ingredients;
    const keyCount = parts.keys.length;
    this.keyStamps = new Uint32Array(keyCount);
    this.keyWanted = new Uint8Array(keyCount);
    this.keyStarts = new Uint8Array(keyCount);
    this.stamps = new Uint32Array(size);
    this.flags = new Uint8Array(size);
    this.termFields = new Uint8Array(size);
    this.startCounts = new Uint16Array(size);
    this.manufacturerCounts = new Uint16Array(size);
    this.tierAt = new Uint8Array(size);
  }

  /** The same search as `new CatalogueSearch(records)`, built in steps that may pause (app/catalogue/slices.ts). */
  static *steps(records: readonly SearchRecord[]): Steps<CatalogueSearch> {
    return new CatalogueSearch(records, yield* indexSearchRecords(records));
  }

  /** Bytes held in typed arrays and strings of the vocabulary (an estimate, for benchmarks). */
  get byteLength(): number {
    return (
      this.postingOffsets.byteLength +
      this.postingRecords.byteLength +
      this.postingFields.byteLength +
      this.recordStarts.byteLength +
      this.recordKeys.byteLength +
      this.recordFields.byteLength +
      this.keyStamps.byteLength +
      this.aliasText.length * 2 +
      this.aliasStarts.byteLength +
      this.aliasKeys.byteLength +
      this.ingredients.byteLength +
      this.stamps.byteLength * 2
    );
  }

  /** The search's terms, its corrections when a word matches nothing, and what to highlight. */
  prepare(text: string, options: PrepareOptions = {}): PreparedSearch {
    const tokens = tokenize(text);
    const terms: SearchTerm[] = [];
    const corrections: SearchCorrection[] = [];
    const compactTokens: Token[] = [];
    let correctedText = "";
    let copied = 0;
    const highlight: SearchHighlight = { needles: [], words: [], numbers: [], unitless: [], strengths: [] };
    for (let index = 0; index < tokens.length; index++) {
      const token = tokens[index]!;
      const next = tokens[index + 1];
      if (token.kind === "number") {
        const unit = next && next.kind !== "number" && adjacent(text, token, next) ? next.text : undefined;
        const key = unit === undefined || !isUnit(unit) ? undefined : strengthKey(token.text, unit);
        compactTokens.push(token);
        if (key !== undefined && unit !== undefined) {
          terms.push({ kind: "strength", value: token.text, unit, key });
          highlight.strengths.push(key);
          highlight.unitless.push(token.text);
          compactTokens.push(next!);
          index++;
        } else {
          terms.push({ kind: "number", value: token.text });
          highlight.numbers.push(token.text);
        }
        continue;
      }
      if (token.kind !== "word") continue;
      const typed = text.slice(token.start, token.end);
      let needle = token.text;
      let also: string | undefined;
      // A Devanagari word is also its Latin spelling (not a typo): it finds both a Hindi name
      // written so and the medicines named in Latin letters.
      if (isDevanagari(typed)) {
        const latin = this.soundsLike(transliterate(typed));
        if (this.resolveWord(needle).ids.length === 0) needle = latin ?? needle;
        else also = latin;
      }
      if (options.correct !== false && this.resolveWord(needle).ids.length === 0) {
        const corrected = this.correction(needle, maxEdits(typed.length));
        if (corrected !== undefined) {
          needle = corrected.word;
          corrections.push({ typed, corrected: corrected.display });
          correctedText += text.slice(copied, token.start) + corrected.display;
          copied = token.end;
        }
      }
      terms.push(
        also === undefined ? { kind: "word", text: needle, typed } : { kind: "word", text: needle, typed, also },
      );
      if (also !== undefined) highlight.needles.push(also);
      compactTokens.push({ ...token, text: needle });
      highlight.needles.push(needle);
      const resolved = this.resolveWord(needle);
      resolved.hiddenWords ??= this.hiddenWords(resolved, needle);
      for (const word of resolved.hiddenWords) {
        if (highlight.words.length >= HIGHLIGHT_WORDS_LIMIT) break;
        if (!highlight.words.includes(word)) highlight.words.push(word);
      }
    }
    correctedText += text.slice(copied);
    return { text, terms, corrections, correctedText, highlight, compact: compactOf(compactTokens) };
  }

  /**
   * The matched words a spelling of which would not show the typed letters ("amoxicillin" in
   * "Amoxycillin"): highlighted whole. Only words with variant spellings qualify: a few.
   */
  private hiddenWords(resolved: Resolved, needle: string): string[] {
    const words: string[] = [];
    for (let entry = 0; entry < resolved.ids.length; entry++) {
      const word = this.keys[resolved.ids[entry]!]!;
      if (variantSpellings(word)?.some((spelling) => !spelling.includes(needle))) words.push(word);
    }
    return words;
  }

  /** The positions, ascending, of the records that match every term (all for no terms). */
  matches(prepared: PreparedSearch): Uint32Array {
    if (prepared.terms.length === 0) return allPositions(this.size);
    const terms = prepared.terms.map((term) => this.resolve(term));
    if (terms.some((term) => term.ids.length === 0)) return new Uint32Array(0);
    terms.sort((a, b) => a.cost - b.cost);
    let result = this.recordsOf(terms[0]!);
    for (let index = 1; index < terms.length && result.length > 0; index++) {
      const term = terms[index]!;
      const epoch = this.nextEpoch();
      let count = 0;
      let bits = term.recordBits;
      const checksKeys = !bits && this.checksKeys(term, result.length);
      if (!bits && !checksKeys) bits = this.recordBitsOf(term);
      if (bits) {
        for (let entry = 0; entry < result.length; entry++) {
          // Kept or overwritten by the next: no branch to mispredict.
          result[count] = result[entry]!;
          count += bits[result[entry]!]! >>> 7;
        }
      } else if (checksKeys) {
        this.markKeys(term, epoch);
        for (let entry = 0; entry < result.length; entry++) {
          if (this.termFieldsAt(result[entry]!, epoch, false) !== 0) result[count++] = result[entry]!;
        }
      } else {
        this.forEachPosting(term, (position) => (this.stamps[position] = epoch));
        for (let entry = 0; entry < result.length; entry++) {
          if (this.stamps[result[entry]!] === epoch) result[count++] = result[entry]!;
        }
      }
      result = result.subarray(0, count);
    }
    return result;
  }

  /** Whether the record at `position` matches every term: for checking a few candidates. */
  contains(position: number, prepared: PreparedSearch): boolean {
    if (!(position >= 0 && position < this.size)) return false;
    return prepared.terms.every((term) => {
      const epoch = this.nextEpoch();
      this.markKeys(this.resolve(term), epoch);
      return this.termFieldsAt(position, epoch, false) !== 0;
    });
  }

  /**
   * The matched positions ranked `start` to `end` (exclusive) in relevance order: exact name;
   * names starting with the search; the molecule alone (a single-ingredient composition
   * matching); combinations; the manufacturer matching every word ("sun pharma"); a word of the
   * name matching; the rest (only inside words, or brand and form). Within each, records where
   * every term matches at the start of a word come first; ties in `nameRank` order (each
   * position's rank in name order). Only the tiers that reach `end` are sorted. (Exact and
   * variant matches rank above corrected ones by construction: a word is corrected only when
   * it matches nothing, so one search never holds both.)
   */
  rankedSlice(
    prepared: PreparedSearch,
    matched: Uint32Array,
    nameRank: Uint32Array,
    start: number,
    end: number,
  ): Uint32Array {
    end = Math.min(end, matched.length);
    if (start >= end) return new Uint32Array(0);
    const single = this.singleTermSlice(prepared, matched, nameRank, start, end);
    if (single) return single;
    const counts = this.tiersOf(prepared, matched);
    const result = new Uint32Array(end - start);
    let tierStart = 0;
    for (let tier = 0; tier < TIER_COUNT && tierStart < end; tier++) {
      const tierEnd = tierStart + counts[tier]!;
      if (tierEnd > start && tierEnd > tierStart) {
        const from = Math.max(start, tierStart) - tierStart;
        const to = Math.min(end, tierEnd) - tierStart;
        result.set(this.tierSlice(tier, counts[tier]!, matched, nameRank, from, to), tierStart + from - start);
      }
      tierStart = tierEnd;
    }
    return result;
  }

  /**
   * Up to `limit` suggestions for what is being typed, whose last word or number may be
   * unfinished ("dolo 6"): medicines whose name starts with it, or with its last word when the
   * words before match elsewhere ("micro dol": Micro Labs' Dolo), in `nameRank` order when
   * given, else by name; then the compositions and manufacturers, most medicines first, holding
   * a word that starts with the last word. The words before the last must match as in a search.
   */
  suggest(text: string, limit = 8, nameRank?: Uint32Array): SearchSuggestion[] {
    const whole = this.prepare(text, { correct: false });
    const last = tokenize(text).at(-1);
    if (whole.compact.length === 0 || limit <= 0 || !last) return [];
    // The words before the last one filter as in a search; the last one is only a beginning.
    const base = this.matches(this.prepare(text.slice(0, last.start), { correct: false }));
    const lastCompact = compactOf([last]);
    const head = headOf(lastCompact);
    const headMask = HEAD_MASKS[Math.min(lastCompact.length, 4)]!;
    const starting: number[] = [];
    for (let index = 0; index < base.length; index++) {
      const position = base[index]!;
      const name = this.nameCompacts[position]!;
      if (((this.nameHeads[position]! ^ head) & headMask) === 0 && name.startsWith(lastCompact))
        starting.push(position);
      else if (whole.compact !== lastCompact && name.startsWith(whole.compact)) starting.push(position);
    }
    const ordered = nameRank
      ? [...smallestByRank(Uint32Array.from(starting), nameRank, Math.min(starting.length, limit * 4))]
      : starting.sort((a, b) => (this.records[a]!.name < this.records[b]!.name ? -1 : 1)).slice(0, limit * 4);
    const suggestions: SearchSuggestion[] = [];
    const names = new Set<string>();
    for (const position of ordered) {
      if (suggestions.length >= Math.ceil(limit / 2)) break;
      const name = this.records[position]!.name;
      if (names.has(name)) continue;
      names.add(name);
      suggestions.push({ kind: "medicine", label: name, position });
    }
    if (last.kind === "word") {
      // Only records holding a word that starts with the last word (as spelled, not a joined
      // pair) are counted: read from those words' postings, kept when in the base.
      const ids: number[] = [];
      const needle = `\n${last.text}`;
      for (let hit = this.aliasText.indexOf(needle); hit >= 0; hit = this.aliasText.indexOf(needle, hit + 1)) {
        const alias = this.aliasAt(hit + 1);
        if (!this.aliasJoined[alias]) ids.push(this.aliasKeys[alias]!);
      }
      const baseEpoch = this.nextEpoch();
      for (let index = 0; index < base.length; index++) this.stamps[base[index]!] = baseEpoch;
      for (const [kind, bit] of [
        ["composition", COMPOSITION],
        ["manufacturer", MANUFACTURER],
      ] as const) {
        const field = kind === "composition" ? "genericName" : "manufacturer";
        const counted = new Uint8Array(this.size);
        const labels = new Map<string, number>();
        for (const id of ids) {
          const end = this.postingOffsets[id + 1]!;
          for (let posting = this.postingOffsets[id]!; posting < end; posting++) {
            const position = this.postingRecords[posting]!;
            if (!(this.postingFields[posting]! & bit) || this.stamps[position] !== baseEpoch || counted[position])
              continue;
            counted[position] = 1;
            const label = this.records[position]![field];
            labels.set(label, (labels.get(label) ?? 0) + 1);
          }
        }
        const ranked = [...labels].sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1));
        for (const [label, count] of ranked.slice(0, 2)) suggestions.push({ kind, label, count });
      }
    }
    return suggestions.slice(0, limit);
  }

  /** Distinct words of the catalogue (as they are spelled there) starting with `prefix`, most medicines first. */
  wordsStartingWith(prefix: string, limit = 8): { word: string; count: number }[] {
    const needle = tokenize(prefix)[0];
    if (!needle || needle.kind !== "word") return [];
    const found: { word: string; count: number }[] = [];
    const seen = new Set<number>();
    for (let hit = this.aliasText.indexOf(`\n${needle.text}`); hit >= 0;) {
      const alias = this.aliasAt(hit + 1);
      const id = this.aliasKeys[alias]!;
      if (!this.aliasJoined[alias] && !seen.has(id)) {
        seen.add(id);
        found.push({ word: this.aliasDisplay[alias]!, count: this.postingOffsets[id + 1]! - this.postingOffsets[id]! });
      }
      hit = this.aliasText.indexOf(`\n${needle.text}`, hit + 1);
    }
    return found.sort((a, b) => b.count - a.count || (a.word < b.word ? -1 : 1)).slice(0, limit);
  }

  private nextEpoch(): number {
    if (this.epoch === 0xffffffff) {
      this.stamps.fill(0);
      this.keyStamps.fill(0);
      this.epoch = 0;
    }
    return ++this.epoch;
  }

  /** The alias whose text holds offset `offset` of `aliasText`. */
  private aliasAt(offset: number): number {
    let low = 0;
    let high = this.aliasWords.length - 1;
    while (low < high) {
      const middle = (low + high + 1) >>> 1;
      if (this.aliasStarts[middle]! <= offset) low = middle;
      else high = middle - 1;
    }
    return low;
  }

  private resolve(term: SearchTerm): Resolved {
    if (term.kind === "word") {
      return term.also === undefined ? this.resolveWord(term.text) : this.resolveEither(term.text, term.also);
    }
    const keys =
      term.kind === "number" ? [NUMBER_KEY + term.value] : [STRENGTH_KEY + term.key, UNITLESS_KEY + term.value];
    const memoKey = keys.join(" ");
    let resolved = this.resolved.get(memoKey);
    if (resolved) return resolved;
    const ids: number[] = [];
    const fields: number[] = [];
    for (const key of keys) {
      const id = this.keyIds.get(key);
      if (id === undefined) continue;
      ids.push(id);
      fields.push(key.startsWith(UNITLESS_KEY) && term.kind === "strength" ? NAME : ALL_FIELDS);
    }
    resolved = this.resolvedOf(ids, new Uint8Array(ids.length).fill(1), Uint8Array.from(fields));
    this.remember(memoKey, resolved);
    return resolved;
  }

  /** The canonical words with an alias containing `needle` (folded letters). */
  private resolveWord(needle: string): Resolved {
    let resolved = this.resolved.get(needle);
    if (resolved) return resolved;
    const starts = new Map<number, number>();
    if (needle.length > 0) {
      for (let hit = this.aliasText.indexOf(needle); hit >= 0;) {
        const alias = this.aliasAt(hit);
        const id = this.aliasKeys[alias]!;
        // The first occurrence in an alias is its earliest: at its start if any is.
        const atStart = hit === this.aliasStarts[alias] ? 1 : 0;
        if ((starts.get(id) ?? 0) < atStart || !starts.has(id)) starts.set(id, atStart);
        hit = this.aliasText.indexOf(needle, this.aliasStarts[alias + 1]!);
      }
    }
    resolved = this.resolvedOf(
      [...starts.keys()],
      Uint8Array.from(starts.values()),
      new Uint8Array(starts.size).fill(ALL_FIELDS),
    );
    this.remember(needle, resolved);
    return resolved;
  }

  /** The words matching either needle, at a word start where either matches there. */
  private resolveEither(first: string, second: string): Resolved {
    const memoKey = `${first}|${second}`;
    let resolved = this.resolved.get(memoKey);
    if (resolved) return resolved;
    const starts = new Map<number, number>();
    for (const part of [this.resolveWord(first), this.resolveWord(second)]) {
      part.ids.forEach((id, index) => starts.set(id, Math.max(starts.get(id) ?? 0, part.starts[index]!)));
    }
    resolved = this.resolvedOf(
      [...starts.keys()],
      Uint8Array.from(starts.values()),
      new Uint8Array(starts.size).fill(ALL_FIELDS),
    );
    this.remember(memoKey, resolved);
    return resolved;
  }

  private resolvedOf(ids: number[], starts: Uint8Array, fields: Uint8Array): Resolved {
    let cost = 0;
    for (const id of ids) cost += this.postingOffsets[id + 1]! - this.postingOffsets[id]!;
    return { ids: Uint32Array.from(ids), starts, fields, cost, recordCount: 0 };
  }

  private remember(key: string, resolved: Resolved): void {
    if (this.resolved.size >= MEMO_LIMIT) this.resolved.clear();
    this.resolved.set(key, resolved);
  }

  private forEachPosting(term: Resolved, visit: (position: number, fields: number, atStart: number) => void): void {
    for (let index = 0; index < term.ids.length; index++) {
      const id = term.ids[index]!;
      const atStart = term.starts[index]!;
      const wanted = term.fields[index]!;
      const last = this.postingOffsets[id + 1]!;
      for (let posting = this.postingOffsets[id]!; posting < last; posting++) {
        const fields = this.postingFields[posting]! & wanted;
        if (fields !== 0) visit(this.postingRecords[posting]!, fields, atStart);
      }
    }
  }

  /** Whether reading `candidates` records' keys costs less than reading the term's postings. */
  private checksKeys(term: Resolved, candidates: number): boolean {
    return candidates * (this.recordKeys.length / Math.max(1, this.size)) < term.cost;
  }

  /** Marks the term's keys with `epoch`, with the fields each counts in and whether at a word start. */
  private markKeys(term: Resolved, epoch: number): void {
    // Key stamps share the record stamps' epochs: one counter, never reused.
    for (let index = 0; index < term.ids.length; index++) {
      const id = term.ids[index]!;
      this.keyStamps[id] = epoch;
      this.keyWanted[id] = term.fields[index]!;
      this.keyStarts[id] = term.starts[index]!;
    }
  }

  /** The fields where the record holds a key marked with `epoch` (at a word start only, when asked). */
  private termFieldsAt(position: number, epoch: number, startsOnly: boolean): number {
    let fields = 0;
    const end = this.recordStarts[position + 1]!;
    for (let entry = this.recordStarts[position]!; entry < end; entry++) {
      const id = this.recordKeys[entry]!;
      if (this.keyStamps[id] !== epoch || (startsOnly && !this.keyStarts[id])) continue;
      fields |= this.recordFields[entry]! & this.keyWanted[id]!;
    }
    return fields;
  }

  /** The records of one term, ascending: read from its record bits when broad, else gathered and sorted. */
  private recordsOf(term: Resolved): Uint32Array {
    const bits = this.recordBitsOf(term);
    if (bits) {
      // Without a branch: a broad term matches about every other record, which no branch predicts.
      const result = new Uint32Array(term.recordCount + 1);
      let count = 0;
      for (let position = 0; position < bits.length; position++) {
        result[count] = position;
        count += bits[position]! >>> 7;
      }
      return result.subarray(0, count);
    }
    if (term.ids.length === 1 && term.fields[0] === ALL_FIELDS) {
      const id = term.ids[0]!;
      return new Uint32Array(this.postingRecords.subarray(this.postingOffsets[id]!, this.postingOffsets[id + 1]!));
    }
    const all = new Uint32Array(term.cost);
    let count = 0;
    this.forEachPosting(term, (position) => (all[count++] = position));
    all.subarray(0, count).sort();
    let distinct = 0;
    for (let index = 0; index < count; index++) {
      if (distinct === 0 || all[distinct - 1] !== all[index]) all[distinct++] = all[index]!;
    }
    return all.subarray(0, distinct);
  }

  /** A broad term's record bits (see Resolved.recordBits), read from its postings on first use; none for other terms. */
  private recordBitsOf(term: Resolved): Uint8Array | undefined {
    if (term.recordBits || term.cost * BROAD_SHARE < this.size) return term.recordBits;
    const bits = new Uint8Array(this.size);
    const { postingOffsets, postingRecords, postingFields } = this;
    for (let index = 0; index < term.ids.length; index++) {
      const id = term.ids[index]!;
      const wanted = term.fields[index]!;
      // Fields where a match counts as at a word start: all of them, or none.
      const startMask = term.starts[index] ? ALL_FIELDS : 0;
      const last = postingOffsets[id + 1]!;
      for (let posting = postingOffsets[id]!; posting < last; posting++) {
        const fields = postingFields[posting]! & wanted;
        if (fields !== 0) bits[postingRecords[posting]!]! |= MATCHED | (fields & startMask);
      }
    }
    let count = 0;
    for (let position = 0; position < bits.length; position++) count += bits[position]! >>> 7;
    term.recordBits = bits;
    term.recordCount = count;
    this.broadTerms.push(term);
    if (this.broadTerms.length > BROAD_MEMO_LIMIT) {
      const dropped = this.broadTerms.shift()!;
      dropped.recordBits = undefined;
      dropped.tierCounts = undefined;
    }
    return bits;
  }

  /**
   * The relevance tier (0 best) of each matched record, into `tierAt` (valid where `stamps`
   * holds `tierEpoch` on return), and how many records each tier holds.
   */
  private tiersOf(prepared: PreparedSearch, matched: Uint32Array): Uint32Array {
    const { flags, startCounts, manufacturerCounts, termFields, tierAt, stamps } = this;
    const terms = prepared.terms;
    const termCount = terms.length;
    const wordTerms = terms.filter((term) => term.kind === "word").length;
    const compact = prepared.compact;
    const head = headOf(compact);
    const headMask = HEAD_MASKS[Math.min(compact.length, 4)]!;
    const counts = new Uint32Array(TIER_COUNT);
    const tierEpoch = this.nextEpoch();
    if (termCount === 0) {
      // No terms: one tier, names decide.
      for (let index = 0; index < matched.length; index++) {
        tierAt[matched[index]!] = 0;
        stamps[matched[index]!] = tierEpoch;
      }
      counts[0] = matched.length;
      this.tierEpoch = tierEpoch;
      return counts;
    }
    // Per term: the fields it matches at a word start, then what that adds to each record. The
    // first term sets what the others add to (no pass to clear); the last one gives the tier
    // (no pass to read back): a search of one word reads the matches once.
    for (let termIndex = 0; termIndex < termCount; termIndex++) {
      const term = terms[termIndex]!;
      const resolved = this.resolve(term);
      const isWord = term.kind === "word";
      // A few matches: their keys are checked, unless the term's record bits are at hand.
      let bits = resolved.recordBits;
      const checksKeys = !bits && this.checksKeys(resolved, matched.length);
      if (!bits && !checksKeys) bits = this.recordBitsOf(resolved);
      const epoch = this.nextEpoch();
      if (checksKeys) this.markKeys(resolved, epoch);
      else if (!bits) {
        // Cleared for the matched records only: the postings also write elsewhere, never read.
        for (let index = 0; index < matched.length; index++) termFields[matched[index]!] = 0;
        const { postingOffsets, postingRecords, postingFields } = this;
        for (let index = 0; index < resolved.ids.length; index++) {
          if (!resolved.starts[index]) continue;
          const id = resolved.ids[index]!;
          const wanted = resolved.fields[index]!;
          const last = postingOffsets[id + 1]!;
          for (let posting = postingOffsets[id]!; posting < last; posting++) {
            termFields[postingRecords[posting]!]! |= postingFields[posting]! & wanted;
          }
        }
      }
      const first = termIndex === 0;
      const final = termIndex === termCount - 1;
      for (let index = 0; index < matched.length; index++) {
        const position = matched[index]!;
        const fields = bits
          ? bits[position]! & ALL_FIELDS
          : checksKeys
            ? this.termFieldsAt(position, epoch, true)
            : termFields[position]!;
        const flag = (first ? 0 : flags[position]!) | fields;
        const starts = (first ? 0 : startCounts[position]!) + (fields === 0 ? 0 : 1);
        const manufacturers = (first ? 0 : manufacturerCounts[position]!) + (isWord && fields & MANUFACTURER ? 1 : 0);
        if (!final) {
          flags[position] = flag;
          startCounts[position] = starts;
          manufacturerCounts[position] = manufacturers;
          continue;
        }
        const tier = this.tierOf(position, flag, starts, manufacturers, termCount, wordTerms, compact, head, headMask);
        tierAt[position] = tier;
        stamps[position] = tierEpoch;
        counts[tier]!++;
      }
    }
    this.tierEpoch = tierEpoch;
    return counts;
  }

  /**
   * The slice for a search of one broad term over all its records ("a", "tablet", page after
   * page): each record's tier follows from the term's record bits alone, so the tiers' sizes are
   * counted once per term and the slice is found by walking the name order, working out the tier
   * of the records met only. None when another case applies, or when a tier is too small for
   * a walk to find its members quickly.
   */
  private singleTermSlice(
    prepared: PreparedSearch,
    matched: Uint32Array,
    nameRank: Uint32Array,
    start: number,
    end: number,
  ): Uint32Array | undefined {
    if (prepared.terms.length !== 1) return undefined;
    const term = prepared.terms[0]!;
    const resolved = this.resolve(term);
    const bits = resolved.recordBits;
    // Fewer matches than the term's records: a filter applied; the general case handles it.
    if (!bits || matched.length !== resolved.recordCount) return undefined;
    const order = orderOf(nameRank);
    if (!order) return undefined;
    const isWord = term.kind === "word";
    const compact = prepared.compact;
    const head = headOf(compact);
    const headMask = HEAD_MASKS[Math.min(compact.length, 4)]!;
    const tierOf = (position: number) => {
      const fields = bits[position]! & ALL_FIELDS;
      return this.tierOf(
        position,
        fields,
        fields === 0 ? 0 : 1,
        isWord && fields & MANUFACTURER ? 1 : 0,
        1,
        isWord ? 1 : 0,
        compact,
        head,
        headMask,
      );
    };
    if (resolved.tierCounts?.compact !== compact) {
      const counts = new Uint32Array(TIER_COUNT);
      for (let index = 0; index < matched.length; index++) counts[tierOf(matched[index]!)]!++;
      resolved.tierCounts = { compact, counts };
    }
    const counts = resolved.tierCounts.counts;
    const walks: { tier: number; from: number; to: number; at: number }[] = [];
    let tierStart = 0;
    for (let tier = 0; tier < TIER_COUNT && tierStart < end; tier++) {
      const tierEnd = tierStart + counts[tier]!;
      if (tierEnd > start && tierEnd > tierStart) {
        const from = Math.max(start, tierStart) - tierStart;
        const to = Math.min(end, tierEnd) - tierStart;
        // Steps to walk: about to × catalogue size ÷ tier size; past a pass over the matches, the general case is as fast.
        if ((to * this.size) / counts[tier]! >= matched.length) return undefined;
        walks.push({ tier, from, to, at: tierStart + from - start });
      }
      tierStart = tierEnd;
    }
    const result = new Uint32Array(end - start);
    for (const { tier, from, to, at } of walks) {
      let seen = 0;
      for (let rank = 0; rank < order.length && seen < to; rank++) {
        const position = order[rank]!;
        if (!(bits[position]! & MATCHED) || tierOf(position) !== tier) continue;
        if (seen >= from) result[at + seen - from] = position;
        seen++;
      }
    }
    return result;
  }

  /**
   * A matched record's tier from what tiersOf gathers: the fields where terms match at a word
   * start (`flag`), how many terms do (`starts`), and how many words match its manufacturer.
   */
  private tierOf(
    position: number,
    flag: number,
    starts: number,
    manufacturers: number,
    termCount: number,
    wordTerms: number,
    compact: string,
    head: number,
    headMask: number,
  ): number {
    let kind: number;
    // Most names do not start with the search: their first letters tell without a string compare.
    if (((this.nameHeads[position]! ^ head) & headMask) === 0 && this.nameCompacts[position]!.startsWith(compact)) {
      kind = this.nameCompacts[position]!.length === compact.length ? 0 : 1;
    } else if (flag & COMPOSITION) kind = this.ingredients[position]! <= 1 ? 2 : 3;
    else if (wordTerms > 0 && manufacturers === wordTerms) kind = 4;
    else if (flag & NAME) kind = 5;
    else kind = 6;
    return kind * 2 + (starts === termCount ? 0 : 1);
  }

  /**
   * Members `from` to `to` (exclusive), in `nameRank` order, of a tier of `size` records just
   * worked out by tiersOf. A large tier is read by walking the name order until `to` members
   * are seen (about `to × catalogue size ÷ size` steps, as query.ts does for fixed orders); a
   * small one is gathered and sorted.
   */
  private tierSlice(
    tier: number,
    size: number,
    matched: Uint32Array,
    nameRank: Uint32Array,
    from: number,
    to: number,
  ): Uint32Array {
    const { stamps, tierAt, tierEpoch } = this;
    const order = (to * this.size) / size < matched.length ? orderOf(nameRank) : undefined;
    if (order) {
      const slice = new Uint32Array(to - from);
      let seen = 0;
      for (let rank = 0; rank < order.length && seen < to; rank++) {
        const position = order[rank]!;
        if (stamps[position] !== tierEpoch || tierAt[position] !== tier) continue;
        if (seen >= from) slice[seen - from] = position;
        seen++;
      }
      return slice;
    }
    const members = new Uint32Array(size);
    let count = 0;
    for (let index = 0; index < matched.length; index++) {
      if (tierAt[matched[index]!] === tier) members[count++] = matched[index]!;
    }
    return smallestByRank(members, nameRank, to).subarray(from, to);
  }

  /**
   * The catalogue word that sounds like a transliterated Devanagari word (devanagari.ts): the same
   * sound key, or for a key of four consonants or more one consonant apart; among several, the
   * closest in vowel shape, then the one more medicines hold.
   */
  private soundsLike(latin: string): string | undefined {
    const key = soundKey(latin);
    if (key.length === 0) return undefined;
    const index = this.soundIndex();
    let candidates = index.get(key);
    if (candidates === undefined && key.length >= 4) {
      candidates = [];
      for (const [other, aliases] of index) {
        if (editDistanceWithin(key, other, 1) <= 1) candidates.push(...aliases);
      }
    }
    if (candidates === undefined || candidates.length === 0) return undefined;
    const shape = vowelShape(latin);
    let best = -1;
    let bestDistance = Infinity;
    let bestWeight = -1;
    for (const alias of candidates) {
      const word = this.aliasWords[alias]!;
      const distance = editDistanceWithin(shape, vowelShape(word), Math.max(shape.length, word.length));
      const weight = this.weightOf(alias);
      if (distance < bestDistance || (distance === bestDistance && weight > bestWeight)) {
        best = alias;
        bestDistance = distance;
        bestWeight = weight;
      }
    }
    return this.aliasWords[best];
  }

  /** Catalogue words by sound key, once per catalogue: plain Latin words only (not joined pairs). */
  private soundIndex(): Map<string, number[]> {
    if (this.sounds) return this.sounds;
    const sounds = new Map<string, number[]>();
    for (let alias = 0; alias < this.aliasWords.length; alias++) {
      const word = this.aliasWords[alias]!;
      if (this.aliasJoined[alias] || !/^[a-z]+$/.test(word)) continue;
      const key = soundKey(word);
      const list = sounds.get(key);
      if (list) list.push(alias);
      else sounds.set(key, [alias]);
    }
    this.sounds = sounds;
    return sounds;
  }

  /** How many medicines hold an alias's word. */
  private weightOf(alias: number): number {
    const id = this.aliasKeys[alias]!;
    return this.postingOffsets[id + 1]! - this.postingOffsets[id]!;
  }

  /** The folded catalogue word closest to `word`, and how to show it. */
  private correction(word: string, limit: number): { word: string; display: string } | undefined {
    if (limit === 0) return undefined;
    if (!this.corrector) {
      // Joined pairs are not words anyone typed; every other alias is a candidate.
      const aliases: number[] = [];
      for (let alias = 0; alias < this.aliasWords.length; alias++) if (!this.aliasJoined[alias]) aliases.push(alias);
      const weights = aliases.map((alias) => this.weightOf(alias));
      this.corrector = {
        corrector: new TypoCorrector(
          aliases.map((alias) => this.aliasWords[alias]!),
          weights,
        ),
        aliases,
      };
    }
    const found = this.corrector.corrector.correct(word, limit);
    if (found < 0) return undefined;
    const alias = this.corrector.aliases[found]!;
    return { word: this.aliasWords[alias]!, display: this.aliasDisplay[alias]! };
  }
}

/** Positions in `nameRank` order (its inverse), once per `nameRank`; none when it is not a permutation. */
const orders = new WeakMap<Uint32Array, Uint32Array | null>();
function orderOf(nameRank: Uint32Array): Uint32Array | null {
  let order = orders.get(nameRank);
  if (order === undefined) {
    order = new Uint32Array(nameRank.length).fill(0xffffffff);
    for (let position = 0; position < nameRank.length; position++) {
      const rank = nameRank[position]!;
      if (rank >= order.length || order[rank] !== 0xffffffff) {
        order = null;
        break;
      }
      order[rank] = position;
    }
    orders.set(nameRank, order);
  }
  return order;
}

/**
 * The first `count` of `positions` in `nameRank` order. Ranks and positions pack into one
 * number each (rank × 2³² + position, exact below 2⁵³), so a native numeric sort does the work;
 * for a short head of a long list, a selection first keeps only the candidates.
 */
function smallestByRank(positions: Uint32Array, nameRank: Uint32Array, count: number): Uint32Array {
  const packed = new Float64Array(positions.length);
  for (let index = 0; index < positions.length; index++) {
    packed[index] = nameRank[positions[index]!]! * 4294967296 + positions[index]!;
  }
  let head = packed;
  if (count * 4 < packed.length) {
    selectSmallest(packed, count);
    head = packed.subarray(0, count);
  }
  head.sort();
  const result = new Uint32Array(head.length);
  for (let index = 0; index < head.length; index++) result[index] = head[index]! % 4294967296;
  return result;
}

/** Reorders `values` so that its `count` smallest come first, in any order (quickselect). */
function selectSmallest(values: Float64Array, count: number): void {
  let low = 0;
  let high = values.length - 1;
  const target = count - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let left = low;
    let right = high;
    while (left <= right) {
      while (values[left]! < pivot) left++;
      while (values[right]! > pivot) right--;
      if (left <= right) {
        const swap = values[left]!;
        values[left++] = values[right]!;
        values[right--] = swap;
      }
    }
    if (target <= right) high = right;
    else if (target >= left) low = left;
    else return;
  }
}
