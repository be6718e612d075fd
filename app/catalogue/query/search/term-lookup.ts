import { recordsWithKey, aliasAt, type SearchIndex } from "./search-index";
import { NUMBER_KEY, ORAL_LIQUID_KEY, OTHER_UNIT_KEY, STRENGTH_KEY, UNITLESS_KEY } from "./search-keys";
import { ALL_FIELDS, COMPOSITION, NAME, type SearchTerm } from "./search-types";
import { variantSpellings } from "./spelling";

/**
 * A search's terms looked up in the index's vocabulary: a word is every canonical word with an
 * alias holding its letters, a number or a strength its keys. Memoised per term, as the same
 * terms come back with every key press and every page.
 */

/** What one term matches: keys of the catalogue (canonical words or numbers), memoised per term. */
export type Resolved = {
  /** Canonical word ids matched. */
  ids: Uint32Array;
  /**
   * Per id: how it matched: WHOLE (the whole word, a number), AT_START (the start of a word) or
   * INSIDE (inside a word, or an oral liquid for "syrup").
   */
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
   * For a broad term (see BROAD_SHARE in matching.ts), once read: per record, MATCHED when the
   * term matches there, OR-ed with the fields where it matches at a word start. Listing,
   * intersecting and ranking read it instead of the term's postings (hundreds of thousands for
   * "a" at 100k).
   */
  recordBits?: Uint8Array;
  /** How many records match, with recordBits. */
  recordCount: number;
  /** With recordBits: how many of its records each tier holds when it is the whole search (`compact`). */
  tierCounts?: {
    compact: string;
    counts: Uint32Array;
    /** Members of the small tiers, in `nameRank` order, gathered on first use (ranking.ts). */
    members?: Map<number, Uint32Array>;
    nameRank?: Uint32Array;
  };
};

/**
 * Terms remembered per generation: when one fills, it becomes the previous generation and the
 * oldest is dropped, so a term in use survives (clearing all at once made a 500-line order read
 * its 5,000 words twice over).
 */
const MEMO_LIMIT = 4000;

/** Bits of the filter of the alias text's three-letter runs: 2^21 bits, 256 KB. */
const TRIGRAM_BITS = 21;
const trigramSlot = (text: string, at: number): number =>
  (Math.imul(text.charCodeAt(at), 0x9e3779b1) ^
    Math.imul(text.charCodeAt(at + 1), 0x85ebca77) ^
    Math.imul(text.charCodeAt(at + 2), 0xc2b2ae3d)) >>>
  (32 - TRIGRAM_BITS);

/** How a term matched a key (Resolved.starts): a whole word ranks before a prefix, a prefix before a part. */
export const INSIDE = 0;
export const AT_START = 1;
export const WHOLE = 2;

/** Longest search word that matches only at the start of a word: no "d" inside "Reddy's" or "Ltd". */
export const START_ONLY_LENGTH = 2;

export class TermLookup {
  private resolved = new Map<string, Resolved>();
  private previous = new Map<string, Resolved>();
  private readonly ingredientWords = new Map<string, boolean>();
  /**
   * Every three-letter run of the alias text, hashed (built on first use): a word with a run the
   * text lacks is in no alias, known without reading the text through (a typo usually has one).
   */
  private trigrams: Uint8Array | undefined;

  constructor(private readonly index: SearchIndex) {}

  resolve(term: SearchTerm): Resolved {
    if (term.kind === "word") {
      const others = term.also === undefined ? (term.alternatives ?? []) : [term.also];
      return others.length === 0 && !term.oralLiquid
        ? this.resolveWord(term.text)
        : this.resolveAny(term.text, others, term.oralLiquid === true);
    }
    const keys =
      term.kind === "number"
        ? [NUMBER_KEY + term.value, ...(term.anyUnit ? [OTHER_UNIT_KEY + term.value] : [])]
        : [STRENGTH_KEY + term.key, UNITLESS_KEY + term.value];
    const memoKey = keys.join(" ");
    let resolved = this.remembered(memoKey);
    if (resolved) return resolved;
    const ids: number[] = [];
    const fields: number[] = [];
    for (const key of keys) {
      const id = this.index.keyIds.get(key);
      if (id === undefined) continue;
      ids.push(id);
      fields.push(key.startsWith(UNITLESS_KEY) && term.kind === "strength" ? NAME : ALL_FIELDS);
    }
    resolved = this.resolvedOf(ids, new Uint8Array(ids.length).fill(WHOLE), Uint8Array.from(fields));
    this.remember(memoKey, resolved);
    return resolved;
  }

  /**
   * The canonical words with an alias containing `needle` (folded letters); for a needle of one
   * or two letters, starting with it.
   */
  resolveWord(needle: string): Resolved {
    let resolved = this.remembered(needle);
    if (resolved) return resolved;
    const { aliasText, aliasKeys, aliasStarts } = this.index;
    const starts = new Map<number, number>();
    if (needle.length > 0 && (needle.length <= START_ONLY_LENGTH || this.mayHold(needle))) {
      // Aliases sit between newlines: a newline before the needle finds its word starts only.
      const startOnly = needle.length <= START_ONLY_LENGTH;
      const pattern = startOnly ? `\n${needle}` : needle;
      const skip = startOnly ? 1 : 0;
      for (let hit = aliasText.indexOf(pattern); hit >= 0;) {
        const alias = aliasAt(this.index, hit + skip);
        const id = aliasKeys[alias]!;
        // The first occurrence in an alias is its earliest: at its start if any is.
        const match =
          hit + skip !== aliasStarts[alias]
            ? INSIDE
            : aliasStarts[alias + 1]! - aliasStarts[alias]! - 1 === needle.length
              ? WHOLE
              : AT_START;
        if (!starts.has(id) || starts.get(id)! < match) starts.set(id, match);
        hit = aliasText.indexOf(pattern, aliasStarts[alias + 1]! - skip);
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

  /**
   * Whether `word` is a whole word of some medicine's composition ("sorbitol", not "dolo"): a
   * number beside it is that ingredient's strength, in whatever unit (search-keys.ts).
   */
  namesIngredient(word: string): boolean {
    const known = this.ingredientWords.get(word);
    if (known !== undefined) return known;
    const { ids, starts } = this.resolveWord(word);
    const { postingOffsets, postingFields } = this.index;
    let found = false;
    for (let at = 0; at < ids.length && !found; at++) {
      if (starts[at] !== WHOLE) continue;
      const id = ids[at]!;
      for (let slot = postingOffsets[id]!; slot < postingOffsets[id + 1]! && !found; slot++) {
        found = (postingFields[slot]! & COMPOSITION) !== 0;
      }
    }
    if (this.ingredientWords.size >= MEMO_LIMIT) this.ingredientWords.clear();
    this.ingredientWords.set(word, found);
    return found;
  }

  /** How many records hold `word` as a whole word (not only words that start with it). */
  recordsWithWord(word: string): number {
    const { ids, starts } = this.resolveWord(word);
    let records = 0;
    for (let at = 0; at < ids.length; at++) if (starts[at] === WHOLE) records += recordsWithKey(this.index, ids[at]!);
    return records;
  }

  /**
   * The matched words a spelling of which would not show the typed letters ("amoxicillin" in
   * "Amoxycillin"): highlighted whole. Only words with variant spellings qualify: a few.
   */
  hiddenWords(resolved: Resolved, needle: string): string[] {
    const words: string[] = [];
    for (let entry = 0; entry < resolved.ids.length; entry++) {
      const word = this.index.keys[resolved.ids[entry]!]!;
      if (variantSpellings(word)?.some((spelling) => !spelling.includes(needle))) words.push(word);
    }
    return words;
  }

  /**
   * The words matching the needle or any other (each matched as well as either does), and with
   * `oralLiquid` every field saying an oral liquid, as a match inside a word: after the form named.
   */
  private resolveAny(needle: string, others: readonly string[], oralLiquid: boolean): Resolved {
    const memoKey = `${needle}|${others.join("|")}|${oralLiquid ? 1 : 0}`;
    let resolved = this.remembered(memoKey);
    if (resolved) return resolved;
    const starts = new Map<number, number>();
    for (const part of [needle, ...others].map((word) => this.resolveWord(word))) {
      part.ids.forEach((id, index) => starts.set(id, Math.max(starts.get(id) ?? INSIDE, part.starts[index]!)));
    }
    const liquid = oralLiquid ? this.index.keyIds.get(ORAL_LIQUID_KEY) : undefined;
    if (liquid !== undefined && !starts.has(liquid)) starts.set(liquid, INSIDE);
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
    for (const id of ids) cost += recordsWithKey(this.index, id);
    return { ids: Uint32Array.from(ids), starts, fields, cost, recordCount: 0 };
  }

  private remembered(key: string): Resolved | undefined {
    const resolved = this.resolved.get(key);
    if (resolved !== undefined) return resolved;
    const earlier = this.previous.get(key);
    if (earlier !== undefined) this.remember(key, earlier);
    return earlier;
  }

  private remember(key: string, resolved: Resolved): void {
    if (this.resolved.size >= MEMO_LIMIT) {
      this.previous = this.resolved;
      this.resolved = new Map();
    }
    this.resolved.set(key, resolved);
  }

  /** False when some three-letter run of `needle` is nowhere in the alias text (then neither is the needle). */
  private mayHold(needle: string): boolean {
    const trigrams = (this.trigrams ??= trigramsOf(this.index.aliasText));
    for (let at = 0; at + 3 <= needle.length; at++) {
      const slot = trigramSlot(needle, at);
      if ((trigrams[slot >>> 3]! & (1 << (slot & 7))) === 0) return false;
    }
    return true;
  }
}

function trigramsOf(text: string): Uint8Array {
  const bits = new Uint8Array(1 << (TRIGRAM_BITS - 3));
  for (let at = 0; at + 3 <= text.length; at++) {
    const slot = trigramSlot(text, at);
    bits[slot >>> 3]! |= 1 << (slot & 7);
  }
  return bits;
}
