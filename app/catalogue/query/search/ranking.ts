import { MATCHED, WHOLE_WORD, type Matcher } from "./matching";
import { orderOf, smallestByRank } from "./name-order";
import type { SearchIndex } from "./search-index";
import { HEAD_MASKS, headOf } from "./search-keys";
import { ALL_FIELDS, COMPOSITION, MANUFACTURER, NAME, type PreparedSearch } from "./search-types";
import { WHOLE, type TermLookup } from "./term-lookup";

/**
 * The order of matched records: relevance tiers (see {@link Ranking.rankedSlice}), names within
 * a tier. Only the tiers a page reaches are put in order.
 */

/**
 * Relevance tiers: (every soft term present, or not) × 10 kinds of match × (every term a whole
 * word, every term at a word start, or not).
 */
const MATCH_LEVELS = 3;
const KIND_TIERS = 10 * MATCH_LEVELS;
const TIER_COUNT = 2 * KIND_TIERS;
/** A bit of `flags` (beside the fields) saying that a soft term is absent from the record. */
const SOFT_MISSING = 0x80;

export class Ranking {
  /** Scratch per record for tiersOf: fields and word-start and manufacturer counts so far. */
  private readonly flags: Uint8Array;
  private readonly termFields: Uint8Array;
  private readonly startCounts: Uint16Array;
  private readonly wholeCounts: Uint16Array;
  private readonly manufacturerCounts: Uint16Array;
  private readonly compositionNumbers: Uint16Array;
  /** Per record, its relevance tier: valid where the matcher's `stamps` hold `tierEpoch` (see tiersOf). */
  private readonly tierAt: Uint8Array;
  private tierEpoch = 0;

  constructor(
    private readonly index: SearchIndex,
    private readonly lookup: TermLookup,
    private readonly matcher: Matcher,
  ) {
    const size = index.size;
    this.flags = new Uint8Array(size);
    this.termFields = new Uint8Array(size);
    this.startCounts = new Uint16Array(size);
    this.wholeCounts = new Uint16Array(size);
    this.manufacturerCounts = new Uint16Array(size);
    this.compositionNumbers = new Uint16Array(size);
    this.tierAt = new Uint8Array(size);
  }

  /**
   * The matched positions ranked `start` to `end` (exclusive) in relevance order: exact name;
   * names starting with the search; the molecule alone (a single-ingredient composition
   * matching); combinations; the manufacturer matching every word ("sun pharma"), those it
   * starts first; a word of the name matching; the molecule alone, then combinations, where a
   * term matches only inside a word ("cetirizine 2.5" in levocetirizine 2.5 mg); the rest (only
   * inside words, or brand and form). Within each, records where every term matches at the start
   * of a word come first; ties in `nameRank` order (each position's rank in name order). Only the
   * tiers that reach `end` are sorted. (Exact and variant matches rank above corrected ones by
   * construction: a word is corrected only when it matches nothing, so one search never holds
   * both.)
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
    for (const { tier, from, to, at } of tierWindows(counts, start, end)) {
      result.set(this.tierSlice(tier, counts[tier]!, matched, nameRank, from, to), at);
    }
    return result;
  }

  /**
   * The relevance tier (0 best) of each matched record, into `tierAt` (valid where `stamps`
   * holds `tierEpoch` on return), and how many records each tier holds.
   */
  private tiersOf(prepared: PreparedSearch, matched: Uint32Array): Uint32Array {
    const { flags, startCounts, wholeCounts, manufacturerCounts, compositionNumbers, termFields, tierAt } = this;
    const { stamps } = this.matcher;
    const terms = prepared.terms;
    const termCount = terms.length;
    const wordTerms = terms.filter((term) => term.kind === "word").length;
    const compact = prepared.compact;
    const head = headOf(compact);
    const headMask = HEAD_MASKS[Math.min(compact.length, 4)]!;
    const counts = new Uint32Array(TIER_COUNT);
    const tierEpoch = this.matcher.nextEpoch();
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
      const resolved = this.lookup.resolve(term);
      const isWord = term.kind === "word";
      // A soft term may be absent: its bits, its keys or (stamped below) its postings tell.
      const soft = isWord && term.soft === true;
      // A few matches: their keys are checked, unless the term's record bits are at hand.
      let bits = resolved.recordBits;
      const checksKeys = !bits && this.matcher.checksKeys(resolved, matched.length);
      if (!bits && !checksKeys) bits = this.matcher.recordBitsOf(resolved);
      const epoch = this.matcher.nextEpoch();
      if (checksKeys) this.matcher.markKeys(resolved, epoch);
      else if (!bits) {
        // Cleared for the matched records only: the postings also write elsewhere, never read.
        for (let index = 0; index < matched.length; index++) termFields[matched[index]!] = 0;
        const { postingOffsets, postingRecords, postingFields } = this.index;
        for (let index = 0; index < resolved.ids.length; index++) {
          // Matches inside a word add nothing, but say that a soft term is present.
          if (!resolved.starts[index] && !soft) continue;
          const id = resolved.ids[index]!;
          const wanted = resolved.fields[index]!;
          const atStart = resolved.starts[index] ? ALL_FIELDS | WHOLE_WORD : 0;
          const whole = resolved.starts[index] === WHOLE ? WHOLE_WORD : 0;
          const last = postingOffsets[id + 1]!;
          for (let posting = postingOffsets[id]!; posting < last; posting++) {
            const found = postingFields[posting]! & wanted;
            if (found === 0) continue;
            termFields[postingRecords[posting]!]! |= (found | whole) & atStart;
            if (soft) stamps[postingRecords[posting]!] = epoch;
          }
        }
      }
      const first = termIndex === 0;
      const final = termIndex === termCount - 1;
      for (let index = 0; index < matched.length; index++) {
        const position = matched[index]!;
        const found = bits
          ? bits[position]! & (ALL_FIELDS | WHOLE_WORD)
          : checksKeys
            ? this.matcher.termFieldsAt(position, epoch, true)
            : termFields[position]!;
        const fields = found & ALL_FIELDS;
        const missing =
          soft &&
          (bits
            ? !(bits[position]! & MATCHED)
            : checksKeys
              ? this.matcher.termFieldsAt(position, epoch, false) === 0
              : stamps[position] !== epoch);
        const flag = (first ? 0 : flags[position]!) | fields | (missing ? SOFT_MISSING : 0);
        // An absent soft term counts as matched whole: SOFT_MISSING already ranks the record after
        // those that have it, and among themselves the other terms decide.
        const starts = (first ? 0 : startCounts[position]!) + (fields === 0 && !missing ? 0 : 1);
        const wholes = (first ? 0 : wholeCounts[position]!) + (found & WHOLE_WORD || missing ? 1 : 0);
        const manufacturers = (first ? 0 : manufacturerCounts[position]!) + (isWord && fields & MANUFACTURER ? 1 : 0);
        const inComposition = (first ? 0 : compositionNumbers[position]!) + (!isWord && fields & COMPOSITION ? 1 : 0);
        if (!final) {
          flags[position] = flag;
          startCounts[position] = starts;
          wholeCounts[position] = wholes;
          manufacturerCounts[position] = manufacturers;
          compositionNumbers[position] = inComposition;
          continue;
        }
        const tier = this.tierOf(
          position,
          flag,
          starts,
          wholes,
          manufacturers,
          inComposition,
          termCount,
          wordTerms,
          compact,
          head,
          headMask,
        );
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
    const resolved = this.lookup.resolve(term);
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
        bits[position]! & WHOLE_WORD ? 1 : 0,
        isWord && fields & MANUFACTURER ? 1 : 0,
        !isWord && fields & COMPOSITION ? 1 : 0,
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
    const memo = resolved.tierCounts;
    const counts = memo.counts;
    const walks = tierWindows(counts, start, end);
    const result = new Uint32Array(end - start);
    for (const { tier, from, to, at } of walks) {
      // Steps to walk: about to × catalogue size ÷ tier size. A small tier is gathered instead, once
      // per term, in name order: whole words and word starts split a broad term's tiers finely.
      if ((to * this.index.size) / counts[tier]! >= matched.length) {
        memo.members ??= new Map();
        let members = memo.members.get(tier);
        if (members === undefined || memo.nameRank !== nameRank) {
          const gathered = new Uint32Array(counts[tier]!);
          let count = 0;
          for (let index = 0; index < matched.length; index++) {
            if (tierOf(matched[index]!) === tier) gathered[count++] = matched[index]!;
          }
          members = smallestByRank(gathered, nameRank, count);
          if (memo.nameRank !== nameRank) memo.members.clear();
          memo.nameRank = nameRank;
          memo.members.set(tier, members);
        }
        result.set(members.subarray(from, to), at);
        continue;
      }
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
   * start and whether a soft term is missing (`flag`), how many terms match at a word start
   * (`starts`) and as whole words (`wholes`), how many words match its manufacturer, and how
   * many numbers match its composition (`inComposition`).
   */
  private tierOf(
    position: number,
    flag: number,
    starts: number,
    wholes: number,
    manufacturers: number,
    inComposition: number,
    termCount: number,
    wordTerms: number,
    compact: string,
    head: number,
    headMask: number,
  ): number {
    let kind: number;
    // Most names do not start with the search: their first letters tell without a string compare.
    if (
      ((this.index.nameHeads[position]! ^ head) & headMask) === 0 &&
      this.index.nameCompacts[position]!.startsWith(compact)
    ) {
      // The name is the search, its form words aside ("montair lc" is "Montair-LC Tablet", not
      // "Montair LC Kid Syrup"): decision 48's exact name first.
      const whole = this.index.nameCompacts[position]!.length;
      kind = whole === compact.length || this.index.nameCoreLengths[position] === compact.length ? 0 : 1;
    } else if (flag & COMPOSITION) kind = this.index.ingredients[position]! <= 1 ? 2 : 3;
    else if (wordTerms > 0 && manufacturers === wordTerms)
      // "overseas": Overseas Healthcare before Medsol India Overseas.
      kind = this.index.manufacturerCompacts[position]!.startsWith(compact) ? 4 : 5;
    else if (flag & NAME) kind = 6;
    else kind = 9;
    let level = wholes === termCount ? 0 : starts === termCount ? 1 : 2;
    if (kind === 2 || kind === 3) {
      // A term found only inside a word ("cetirizine" in levocetirizine, "formin" in metformin):
      // a number matching the composition beside it ("cetirizine 2.5") does not make the record
      // the molecule asked for; after every composition matched at word starts, the molecule
      // alone still before combinations.
      if (level === 2) kind += 5;
      // The composition matched, but a number only as the name's or the pack's ("minoxidil 10
      // mg": Hare 10 Spray is 10%; a pack of 10 is no strength): after those whose strength it is.
      else if (inComposition < termCount - wordTerms) level = 1;
    }
    return (flag & SOFT_MISSING ? KIND_TIERS : 0) + kind * MATCH_LEVELS + level;
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
    const { tierAt, tierEpoch } = this;
    const { stamps } = this.matcher;
    const order = (to * this.index.size) / size < matched.length ? orderOf(nameRank) : undefined;
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
}

/**
 * Where ranks `start` to `end` (exclusive) fall, given how many records each tier holds: for each
 * tier they reach, its members `from` to `to` (exclusive, in name order), placed at `at` of the slice.
 */
function tierWindows(
  counts: Uint32Array,
  start: number,
  end: number,
): { tier: number; from: number; to: number; at: number }[] {
  const windows: { tier: number; from: number; to: number; at: number }[] = [];
  let tierStart = 0;
  for (let tier = 0; tier < TIER_COUNT && tierStart < end; tier++) {
    const tierEnd = tierStart + counts[tier]!;
    if (tierEnd > start && tierEnd > tierStart) {
      const from = Math.max(start, tierStart) - tierStart;
      windows.push({ tier, from, to: Math.min(end, tierEnd) - tierStart, at: tierStart + from - start });
    }
    tierStart = tierEnd;
  }
  return windows;
}
