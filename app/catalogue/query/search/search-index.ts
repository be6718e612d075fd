import { canonicalWord, variantSpellings } from "./spelling";
import { compactOf, forEachKey, headOf, ingredientCount, NUMBER_KEY } from "./search-keys";
import { NAME, SEARCH_FIELDS, type SearchRecord } from "./search-types";
import { ROWS_PER_STEP, type Steps } from "~/catalogue/loading/slices";
import { FORM_MARKS, FORM_QUALIFIERS, FORM_WORDS, RELEASE_WORDS } from "~/catalogue/text/form-words";
import { tokenize } from "~/catalogue/text/tokens";

/**
 * Words that may end a name without naming another medicine of its brand for "the name is the
 * search" (decision 48): its form, release and form marks ("Tablet PR", "Tablet DT"). The order
 * lines' own table (text/form-words.ts), so that the page and the check table agree.
 */
const ENDING_FORM_WORDS: ReadonlySet<string> = new Set(
  [...FORM_WORDS, ...RELEASE_WORDS, ...FORM_MARKS, ...FORM_QUALIFIERS].map((word) => canonicalWord(word)),
);

/**
 * The search index, built once per catalogue. The record's words are looked up in its
 * vocabulary, not in every record: the distinct words ("aliases": each spelling seen, each
 * variant spelling, each joined pair) are one string searched with `indexOf`, each alias leading
 * to its canonical word's posting list (the records holding it, ascending, with the fields it
 * occurs in).
 */

/** Record positions: 16 bits each while they fit. */
export type Positions = Uint16Array | Uint32Array;

function positionsArray(length: number, size: number): Positions {
  return size <= 0x10000 ? new Uint16Array(length) : new Uint32Array(length);
}

/**
 * What {@link indexSearchRecords} builds: the vocabulary, posting lists and per-record values.
 * Read only once built; the search's scratch lives with its users (matching.ts, ranking.ts).
 */
export type SearchIndex = {
  /** Number of records. */
  size: number;
  /** Id of each key: canonical words, and numbers as "#n:650", "#u:650", "#s:mass:650000". */
  keyIds: Map<string, number>;
  keys: string[];
  /** Records of key k, ascending, and the fields (bits) it occurs in there. */
  postingOffsets: Uint32Array;
  postingRecords: Positions;
  postingFields: Uint8Array;
  /**
   * The same triples by record: keys of record r are `recordKeys[recordStarts[r] .. recordStarts[r + 1])`.
   * A broad term ("d", "tablet") is checked against a few candidates' keys instead of reading
   * its long posting lists.
   */
  recordStarts: Uint32Array;
  recordKeys: Uint16Array | Uint32Array;
  recordFields: Uint8Array;
  /** Every alias between newlines, where each starts, the key it stands for, and its kind. */
  aliasText: string;
  aliasStarts: Uint32Array;
  aliasKeys: Uint32Array;
  aliasWords: string[];
  aliasDisplay: string[];
  aliasJoined: Uint8Array;
  /** Per record: its name as one canonical run, its first letters (headOf), and the ingredients of its composition. */
  nameCompacts: string[];
  nameHeads: Uint32Array;
  /**
   * Per record: how much of its compact name comes before the form words that end it
   * ("Montair-LC Tablet" → "montairlc", "Glycomet-GP 1 Tablet PR" → "glycometgp1"): a search of
   * that much names it exactly (decision 48, ranking.ts).
   */
  nameCoreLengths: Uint16Array;
  ingredients: Uint8Array;
  /**
   * Per record: its manufacturer as one canonical run ("Overseas Healthcare Pvt Ltd" →
   * "overseashealthcarepvtltd"), shared by the records of one manufacturer: a search that starts
   * it names the company, one that matches a later word ("Medsol India Overseas") another (ranking.ts).
   */
  manufacturerCompacts: string[];
};

/**
 * Reads every record's words into the index: the whole cost of building a search (about 60–95 ms
 * at 11.8k records), as steps that may pause every few hundred records (app/catalogue/loading/slices.ts).
 */
export function* indexSearchRecords(records: readonly SearchRecord[]): Steps<SearchIndex> {
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
  let coreLength = 0;
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
    coreLength = 0;
    forEachKey(
      text,
      (keyOrAlias, isAlias, joined, token) => {
        if (!isAlias) {
          scratch.push(keyIdOf(keyOrAlias));
          if (isName && keyOrAlias.startsWith(NUMBER_KEY)) {
            compact += keyOrAlias.slice(NUMBER_KEY.length);
            coreLength = compact.length;
          }
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
        if (isName && !joined) {
          compact += keys[id]!;
          if (!ENDING_FORM_WORDS.has(keys[id]!)) coreLength = compact.length;
        }
      },
      !isName,
    );
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
  const nameCoreLengths = new Uint16Array(size);
  const recordIngredients = new Uint8Array(size);
  const manufacturerCompacts = new Array<string>(size);
  const manufacturerCompactOf = new Map<string, string>();
  for (let position = 0; position < size; position++) {
    const record = records[position]!;
    recordStarts[position] = pairCount;
    let nameCompact = "";
    let nameCoreLength = 0;
    let compositionIngredients = 0;
    // One pass more than SEARCH_FIELDS: the Hindi name, whose words count as the name's, but
    // not for "the name is the search" (nameCompacts), which compares the shown name.
    for (let field = 0; field <= SEARCH_FIELDS.length; field++) {
      const hindiName = field === SEARCH_FIELDS.length;
      const ids = idsOf(hindiName ? (record.nameHindi ?? "") : record[SEARCH_FIELDS[field]!], field === 0);
      if (field === 0) {
        nameCompact = compact;
        nameCoreLength = coreLength;
      } else if (field === 1) compositionIngredients = ingredients;
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
    nameCoreLengths[position] = Math.min(nameCoreLength, 0xffff);
    recordIngredients[position] = compositionIngredients;
    let manufacturerCompact = manufacturerCompactOf.get(record.manufacturer);
    if (manufacturerCompact === undefined) {
      manufacturerCompact = compactOf(tokenize(record.manufacturer));
      manufacturerCompactOf.set(record.manufacturer, manufacturerCompact);
    }
    manufacturerCompacts[position] = manufacturerCompact;
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
    size,
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
    nameCoreLengths,
    manufacturerCompacts,
    ingredients: recordIngredients,
  };
}

/** The alias whose text holds offset `offset` of `aliasText`. */
export function aliasAt(index: SearchIndex, offset: number): number {
  const { aliasStarts } = index;
  let low = 0;
  let high = index.aliasWords.length - 1;
  while (low < high) {
    const middle = (low + high + 1) >>> 1;
    if (aliasStarts[middle]! <= offset) low = middle;
    else high = middle - 1;
  }
  return low;
}

/** How many records hold the key `id`. */
export function recordsWithKey(index: SearchIndex, id: number): number {
  return index.postingOffsets[id + 1]! - index.postingOffsets[id]!;
}
