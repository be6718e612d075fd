import type { SearchIndex } from "./search-index";
import { ALL_FIELDS, type PreparedSearch, type SearchTerm } from "./search-types";
import { WHOLE, type Resolved, type TermLookup } from "./term-lookup";

/**
 * Which records match a search: every term somewhere in a record, in any order. Terms are
 * intersected cheapest first; each next one is checked by whichever costs least: its record bits
 * (a broad term), the few candidates' own keys, or its postings.
 *
 * Holds the per-record and per-key scratch of one search at a time, stamped with an epoch so
 * that nothing is cleared between searches; ranking.ts and suggestions.ts share it.
 */

/**
 * A term whose postings exceed 1/BROAD_SHARE of the records keeps its records as a byte per
 * record (Resolved.recordBits), for the last BROAD_MEMO_LIMIT such terms: at most 1.6 MB at 100k
 * records. Broad terms are short and few ("a", "tab", "tablet", "pharma") and searched often.
 */
const BROAD_SHARE = 8;
const BROAD_MEMO_LIMIT = 16;
/** The bit of a record byte in Resolved.recordBits saying that the term matches there. */
export const MATCHED = 0x80;
/** The bit of a record byte (recordBits, termFieldsAt) saying that the term matches a whole word there. */
export const WHOLE_WORD = 0x40;

/** The terms a record must match: all but the soft ones (salt and ester words, see prepare-search.ts). */
export function requiredTerms(prepared: PreparedSearch): SearchTerm[] {
  return prepared.terms.filter((term) => !(term.kind === "word" && term.soft));
}

export class Matcher {
  /** Scratch per record, valid where it holds the current epoch. */
  readonly stamps: Uint32Array;
  /** Scratch per key for the term being checked, valid where `keyStamps` holds the current epoch. */
  private readonly keyStamps: Uint32Array;
  private readonly keyWanted: Uint8Array;
  private readonly keyStarts: Uint8Array;
  /** The broad terms holding recordBits, oldest first. */
  private readonly broadTerms: Resolved[] = [];
  private epoch = 0;

  constructor(
    private readonly index: SearchIndex,
    private readonly lookup: TermLookup,
  ) {
    const keyCount = index.keys.length;
    this.keyStamps = new Uint32Array(keyCount);
    this.keyWanted = new Uint8Array(keyCount);
    this.keyStarts = new Uint8Array(keyCount);
    this.stamps = new Uint32Array(index.size);
  }

  /** Bytes of the scratch that grows with the catalogue (an estimate, for benchmarks). */
  get scratchByteLength(): number {
    return this.keyStamps.byteLength + this.stamps.byteLength * 2;
  }

  /** The positions, ascending, of the records that match every term (all for no terms). */
  matches(prepared: PreparedSearch): Uint32Array {
    const required = requiredTerms(prepared);
    if (required.length === 0) return allPositions(this.index.size);
    // A word written twice narrows nothing more; resolved terms are memoised, so one object each.
    const terms = [...new Set(required.map((term) => this.lookup.resolve(term)))];
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
    if (!(position >= 0 && position < this.index.size)) return false;
    return requiredTerms(prepared).every((term) => {
      const epoch = this.nextEpoch();
      this.markKeys(this.lookup.resolve(term), epoch);
      return this.termFieldsAt(position, epoch, false) !== 0;
    });
  }

  /** A new epoch: scratch stamped with an older one reads as unset. */
  nextEpoch(): number {
    if (this.epoch === 0xffffffff) {
      this.stamps.fill(0);
      this.keyStamps.fill(0);
      this.epoch = 0;
    }
    return ++this.epoch;
  }

  /** Whether reading `candidates` records' keys costs less than reading the term's postings. */
  checksKeys(term: Resolved, candidates: number): boolean {
    return candidates * (this.index.recordKeys.length / Math.max(1, this.index.size)) < term.cost;
  }

  /** Marks the term's keys with `epoch`, with the fields each counts in and whether at a word start. */
  markKeys(term: Resolved, epoch: number): void {
    // Key stamps share the record stamps' epochs: one counter, never reused.
    for (let index = 0; index < term.ids.length; index++) {
      const id = term.ids[index]!;
      this.keyStamps[id] = epoch;
      this.keyWanted[id] = term.fields[index]!;
      this.keyStarts[id] = term.starts[index]!;
    }
  }

  /**
   * The fields where the record holds a key marked with `epoch` (at a word start only, when
   * asked, then with WHOLE_WORD when one is a whole word).
   */
  termFieldsAt(position: number, epoch: number, startsOnly: boolean): number {
    const { recordStarts, recordKeys, recordFields } = this.index;
    let fields = 0;
    const end = recordStarts[position + 1]!;
    for (let entry = recordStarts[position]!; entry < end; entry++) {
      const id = recordKeys[entry]!;
      if (this.keyStamps[id] !== epoch || (startsOnly && !this.keyStarts[id])) continue;
      const found = recordFields[entry]! & this.keyWanted[id]!;
      if (found !== 0 && startsOnly && this.keyStarts[id] === WHOLE) fields |= WHOLE_WORD;
      fields |= found;
    }
    return fields;
  }

  /** A broad term's record bits (see Resolved.recordBits), read from its postings on first use; none for other terms. */
  recordBitsOf(term: Resolved): Uint8Array | undefined {
    if (term.recordBits || term.cost * BROAD_SHARE < this.index.size) return term.recordBits;
    const bits = new Uint8Array(this.index.size);
    const { postingOffsets, postingRecords, postingFields } = this.index;
    for (let index = 0; index < term.ids.length; index++) {
      const id = term.ids[index]!;
      const wanted = term.fields[index]!;
      // Fields where a match counts as at a word start: all of them, or none; and whether whole.
      const startMask = term.starts[index] ? ALL_FIELDS | (term.starts[index] === WHOLE ? WHOLE_WORD : 0) : 0;
      const last = postingOffsets[id + 1]!;
      for (let posting = postingOffsets[id]!; posting < last; posting++) {
        const fields = postingFields[posting]! & wanted;
        if (fields !== 0) bits[postingRecords[posting]!]! |= MATCHED | (fields & startMask) | (startMask & WHOLE_WORD);
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
    const { postingOffsets, postingRecords } = this.index;
    if (term.ids.length === 1 && term.fields[0] === ALL_FIELDS) {
      const id = term.ids[0]!;
      return new Uint32Array(postingRecords.subarray(postingOffsets[id]!, postingOffsets[id + 1]!));
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

  private forEachPosting(term: Resolved, visit: (position: number, fields: number, atStart: number) => void): void {
    const { postingOffsets, postingRecords, postingFields } = this.index;
    for (let index = 0; index < term.ids.length; index++) {
      const id = term.ids[index]!;
      const atStart = term.starts[index]!;
      const wanted = term.fields[index]!;
      const last = postingOffsets[id + 1]!;
      for (let posting = postingOffsets[id]!; posting < last; posting++) {
        const fields = postingFields[posting]! & wanted;
        if (fields !== 0) visit(postingRecords[posting]!, fields, atStart);
      }
    }
  }
}

function allPositions(size: number): Uint32Array {
  const result = new Uint32Array(size);
  for (let position = 0; position < size; position++) result[position] = position;
  return result;
}
