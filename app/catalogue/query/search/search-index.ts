/**
 * Substring search over a fixed list of texts: `matches(needle)` returns exactly the positions
 * whose text `includes(needle)`, while touching only candidates instead of every text.
 *
 * Pure and isomorphic (the catalogue query runs in the browser too), so everything large is a
 * typed array. Two observations make it cheap:
 *
 * - Texts split into words at ASCII characters other than letters and digits ("separators"),
 *   and a catalogue has far fewer distinct words than texts. A needle without separators occurs
 *   in a text exactly when it occurs in one of the text's words, so its answer is the union of
 *   the texts of the words that contain it: found in the vocabulary, not in every text.
 * - The vocabulary is searched with a trigram index ({@link TrigramIndex}).
 *
 * A one-character needle reads a per-text mask of the characters present. A needle with
 * separators ("vitamin d3", "a\u0000b") takes the candidates of its longest separator-free part
 * and checks each with `includes`. So the answer is always exact, whatever the texts and needle
 * hold (field separators included).
 */

const CLASS_BITS = 6;
const CLASS_COUNT = 1 << CLASS_BITS;
/** Class of every code unit without one of its own, and of the end of a text. */
const SHARED_CLASS = 0;
const TRIGRAM_COUNT = 1 << (3 * CLASS_BITS);
const TRIGRAM_MASK = TRIGRAM_COUNT - 1;

type Positions = Uint16Array | Uint32Array;

/** Positions up to 65,535 in half the memory (a catalogue of up to 65,536 medicines). */
function positionsArray(length: number, size: number): Positions {
  return size <= 0x10000 ? new Uint16Array(length) : new Uint32Array(length);
}

/** ASCII other than letters and digits: where words end. */
function isSeparator(code: number): boolean {
  return (
    code < 0x80 && !((code >= 0x30 && code <= 0x39) || (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a))
  );
}

export class SearchIndex {
  /** Number of texts. */
  readonly size: number;
  private readonly texts: readonly string[];
  /** Class of each UTF-16 code unit: the 63 most frequent have their own, the rest share class 0. */
  private readonly classOf: Uint8Array;
  /** Classes 0–31 and 32–63 present in each text. */
  private readonly masksLow: Uint32Array;
  private readonly masksHigh: Uint32Array;
  /** The distinct words of all texts, searchable. */
  private readonly words: TrigramIndex;
  /** Texts of word w, ascending: `wordTexts[wordOffsets[w] .. wordOffsets[w + 1])`. */
  private readonly wordOffsets: Uint32Array;
  private readonly wordTexts: Positions;

  constructor(texts: readonly string[]) {
    const size = texts.length;
    this.size = size;
    this.texts = texts;
    const classOf = classesOf(texts);
    this.classOf = classOf;
    this.masksLow = new Uint32Array(size);
    this.masksHigh = new Uint32Array(size);

    // Each text's distinct words, as (text, word id) pairs in text order.
    const wordIds = new Map<string, number>();
    const vocabulary: string[] = [];
    let lastText: number[] = [];
    let pairWords = new Uint32Array(Math.max(16, size * 8));
    let pairCount = 0;
    const pairTexts: number[] = []; // first pair of each text
    for (let position = 0; position < size; position++) {
      const text = texts[position]!;
      pairTexts.push(pairCount);
      let low = 0;
      let high = 0;
      let start = -1;
      for (let offset = 0; offset <= text.length; offset++) {
        const code = offset < text.length ? text.charCodeAt(offset) : 0x20;
        if (offset < text.length) {
          const cls = classOf[code]!;
          if (cls < 32) low |= 1 << cls;
          else high |= 1 << (cls - 32);
        }
        if (!isSeparator(code)) {
          if (start < 0) start = offset;
          continue;
        }
        if (start < 0) continue;
        const word = text.slice(start, offset);
        start = -1;
        let id = wordIds.get(word);
        if (id === undefined) {
          id = vocabulary.length;
          wordIds.set(word, id);
          vocabulary.push(word);
          lastText.push(-1);
        }
        if (lastText[id] === position) continue;
        lastText[id] = position;
        if (pairCount === pairWords.length) {
          const grown = new Uint32Array(pairWords.length * 2);
          grown.set(pairWords);
          pairWords = grown;
        }
        pairWords[pairCount++] = id;
      }
      this.masksLow[position] = low;
      this.masksHigh[position] = high;
    }
    pairTexts.push(pairCount);
    lastText = [];

    // The pairs regrouped by word; reading them in text order keeps each list ascending.
    const wordCount = vocabulary.length;
    const offsets = new Uint32Array(wordCount + 1);
    for (let pair = 0; pair < pairCount; pair++) offsets[pairWords[pair]! + 1]!++;
    for (let word = 0; word < wordCount; word++) offsets[word + 1]! += offsets[word]!;
    const cursor = offsets.slice(0, wordCount);
    const wordTexts = positionsArray(pairCount, size);
    for (let position = 0; position < size; position++) {
      for (let pair = pairTexts[position]!; pair < pairTexts[position + 1]!; pair++) {
        wordTexts[cursor[pairWords[pair]!]!++] = position;
      }
    }
    this.wordOffsets = offsets;
    this.wordTexts = wordTexts;
    this.words = new TrigramIndex(vocabulary, classOf);
  }

  /** Bytes held by the index itself (the texts are the caller's, the vocabulary is shared with them). */
  get byteLength(): number {
    return (
      this.classOf.byteLength +
      this.masksLow.byteLength +
      this.masksHigh.byteLength +
      this.wordOffsets.byteLength +
      this.wordTexts.byteLength +
      this.words.byteLength
    );
  }

  /** Number of distinct words. */
  get wordCount(): number {
    return this.wordOffsets.length - 1;
  }

  /**
   * The positions, ascending, of the texts that contain `needle` (all of them for ""), in a new
   * array the caller may change.
   */
  matches(needle: string): Uint32Array {
    if (needle.length === 0) return allPositions(this.size);
    // The longest separator-free part of the needle; the whole needle when it has no separator.
    let bestStart = 0;
    let bestLength = 0;
    let separators = false;
    for (let offset = 0, start = 0; offset <= needle.length; offset++) {
      if (offset < needle.length && !isSeparator(needle.charCodeAt(offset))) continue;
      if (offset < needle.length) separators = true;
      if (offset - start > bestLength) {
        bestStart = start;
        bestLength = offset - start;
      }
      start = offset + 1;
    }
    if (!separators && needle.length > 1) return this.withWordsContaining(needle);
    if (needle.length === 1) return this.withCharacter(needle.charCodeAt(0), needle);
    const candidates =
      bestLength > 1
        ? this.withWordsContaining(needle.slice(bestStart, bestStart + bestLength))
        : this.withCharacter(needle.charCodeAt(bestLength === 1 ? bestStart : 0));
    return this.verified(candidates, needle);
  }

  /** Whether the text at `position` contains `needle`. */
  contains(position: number, needle: string): boolean {
    return this.texts[position]!.includes(needle);
  }

  /** Texts containing code unit `code`; exact when its class is its own, else checked against `needle`. */
  private withCharacter(code: number, needle?: string): Uint32Array {
    const cls = this.classOf[code]!;
    const masks = cls < 32 ? this.masksLow : this.masksHigh;
    const bit = (1 << (cls & 31)) >>> 0;
    const all = new Uint32Array(this.size);
    let count = 0;
    for (let position = 0; position < this.size; position++) if (masks[position]! & bit) all[count++] = position;
    const result = all.subarray(0, count);
    return cls === SHARED_CLASS ? this.verified(result, needle ?? String.fromCharCode(code)) : result;
  }

  /** Texts with a word containing `part` (a separator-free string of two or more code units). */
  private withWordsContaining(part: string): Uint32Array {
    const words = this.words.matches(part);
    if (words.length === 0) return new Uint32Array(0);
    if (words.length === 1) {
      return Uint32Array.from(this.wordTexts.subarray(this.wordOffsets[words[0]!]!, this.wordOffsets[words[0]! + 1]!));
    }
    let total = 0;
    for (let index = 0; index < words.length; index++) {
      total += this.wordOffsets[words[index]! + 1]! - this.wordOffsets[words[index]!]!;
    }
    // Few entries: gather and sort them; many: mark them, then read the marks in order.
    if (total * 16 < this.size) {
      const all = new Uint32Array(total);
      let written = 0;
      for (let index = 0; index < words.length; index++) {
        all.set(
          this.wordTexts.subarray(this.wordOffsets[words[index]!]!, this.wordOffsets[words[index]! + 1]!),
          written,
        );
        written += this.wordOffsets[words[index]! + 1]! - this.wordOffsets[words[index]!]!;
      }
      return sortedDistinct(all);
    }
    const seen = new Uint8Array(this.size);
    let distinct = 0;
    for (let index = 0; index < words.length; index++) {
      const end = this.wordOffsets[words[index]! + 1]!;
      for (let entry = this.wordOffsets[words[index]!]!; entry < end; entry++) {
        const position = this.wordTexts[entry]!;
        if (!seen[position]) {
          seen[position] = 1;
          distinct++;
        }
      }
    }
    const result = new Uint32Array(distinct);
    let written = 0;
    for (let position = 0; written < distinct; position++) if (seen[position]) result[written++] = position;
    return result;
  }

  private verified(candidates: Uint32Array, needle: string): Uint32Array {
    let count = 0;
    for (let index = 0; index < candidates.length; index++) {
      const position = candidates[index]!;
      if (this.texts[position]!.includes(needle)) candidates[count++] = position;
    }
    return candidates.subarray(0, count);
  }
}

/**
 * Substring search with a trigram index: suited to many short texts (a vocabulary). Each code
 * unit has one of 64 classes; the index holds, per class trigram (64³ of them), the ascending
 * positions of the texts where it starts at some offset, the two code units past a text's end
 * counting as class 0. A needle's candidates are the texts in the lists of all its trigrams (for
 * a two-unit needle, in any of the 64 adjacent lists of the trigrams it starts), each checked
 * with `includes` unless the lists prove the match.
 */
export class TrigramIndex {
  private readonly texts: readonly string[];
  private readonly classOf: Uint8Array;
  /** Posting list of trigram k: `postings[offsets[k] .. offsets[k + 1])`. */
  private readonly offsets: Uint32Array;
  private readonly postings: Positions;

  constructor(texts: readonly string[], classOf: Uint8Array = classesOf(texts)) {
    this.texts = texts;
    this.classOf = classOf;
    const size = texts.length;
    // Two passes: count each list's length, then fill the lists in place. A text adds itself to
    // a list once however often the trigram occurs in it (`lastText`).
    const counts = new Uint32Array(TRIGRAM_COUNT);
    const lastText = new Int32Array(TRIGRAM_COUNT).fill(-1);
    for (let position = 0; position < size; position++) {
      forEachTrigram(texts[position]!, classOf, (trigram) => {
        if (lastText[trigram] !== position) {
          lastText[trigram] = position;
          counts[trigram]!++;
        }
      });
    }
    const offsets = new Uint32Array(TRIGRAM_COUNT + 1);
    for (let trigram = 0; trigram < TRIGRAM_COUNT; trigram++) {
      offsets[trigram + 1] = offsets[trigram]! + counts[trigram]!;
    }
    const postings = positionsArray(offsets[TRIGRAM_COUNT]!, size);
    const cursor = counts; // reused as each list's write position
    cursor.set(offsets.subarray(0, TRIGRAM_COUNT));
    lastText.fill(-1);
    for (let position = 0; position < size; position++) {
      forEachTrigram(texts[position]!, classOf, (trigram) => {
        if (lastText[trigram] !== position) {
          lastText[trigram] = position;
          postings[cursor[trigram]!++] = position;
        }
      });
    }
    this.offsets = offsets;
    this.postings = postings;
  }

  get byteLength(): number {
    return this.offsets.byteLength + this.postings.byteLength;
  }

  /** The positions, ascending, of the texts that contain `needle` (two or more code units). */
  matches(needle: string): Uint32Array {
    const classes: number[] = [];
    let exact = needle.length <= 3;
    for (let offset = 0; offset < needle.length; offset++) {
      const cls = this.classOf[needle.charCodeAt(offset)]!;
      if (cls === SHARED_CLASS) exact = false;
      classes.push(cls);
    }
    let candidates: Uint32Array;
    if (needle.length === 2) {
      const first = (classes[0]! << (2 * CLASS_BITS)) | (classes[1]! << CLASS_BITS);
      candidates = this.union(first, first + CLASS_COUNT);
    } else {
      candidates = this.intersection(classes);
    }
    if (exact) return candidates;
    let count = 0;
    for (let index = 0; index < candidates.length; index++) {
      const position = candidates[index]!;
      if (this.texts[position]!.includes(needle)) candidates[count++] = position;
    }
    return candidates.subarray(0, count);
  }

  /** The union, ascending, of the lists of trigrams `first` to `end` (exclusive). */
  private union(first: number, end: number): Uint32Array {
    return sortedDistinct(Uint32Array.from(this.postings.subarray(this.offsets[first]!, this.offsets[end]!)));
  }

  /** The intersection of the lists of the needle's trigrams, shortest list first. */
  private intersection(classes: readonly number[]): Uint32Array {
    const lists: { start: number; end: number }[] = [];
    for (let offset = 0; offset + 2 < classes.length; offset++) {
      const trigram =
        (classes[offset]! << (2 * CLASS_BITS)) | (classes[offset + 1]! << CLASS_BITS) | classes[offset + 2]!;
      lists.push({ start: this.offsets[trigram]!, end: this.offsets[trigram + 1]! });
    }
    lists.sort((a, b) => a.end - a.start - (b.end - b.start));
    const shortest = lists[0]!;
    const result = Uint32Array.from(this.postings.subarray(shortest.start, shortest.end));
    let count = result.length;
    for (let list = 1; list < lists.length && count > 0; list++) {
      count = intersectInto(result, count, this.postings, lists[list]!.start, lists[list]!.end);
    }
    return result.subarray(0, count);
  }
}

/** Gives the 63 most frequent code units of the texts a class of their own (ties: lower code first). */
function classesOf(texts: readonly string[]): Uint8Array {
  const frequency = new Uint32Array(0x10000);
  for (const text of texts) for (let offset = 0; offset < text.length; offset++) frequency[text.charCodeAt(offset)]!++;
  const used: number[] = [];
  for (let code = 0; code < 0x10000; code++) if (frequency[code]) used.push(code);
  used.sort((a, b) => frequency[b]! - frequency[a]! || a - b);
  const classOf = new Uint8Array(0x10000); // SHARED_CLASS everywhere
  used.slice(0, CLASS_COUNT - 1).forEach((code, rank) => (classOf[code] = rank + 1));
  return classOf;
}

/** Calls `visit` with the trigram starting at each offset of the text (past the end: class 0). */
function forEachTrigram(text: string, classOf: Uint8Array, visit: (trigram: number) => void): void {
  const length = text.length;
  if (length === 0) return;
  let trigram = (classOf[text.charCodeAt(0)]! << CLASS_BITS) | (length > 1 ? classOf[text.charCodeAt(1)]! : 0);
  for (let offset = 0; offset < length; offset++) {
    const third = offset + 2 < length ? classOf[text.charCodeAt(offset + 2)]! : SHARED_CLASS;
    trigram = ((trigram << CLASS_BITS) | third) & TRIGRAM_MASK;
    visit(trigram);
  }
}

/** The distinct values of `values`, ascending (sorts `values` in place). */
function sortedDistinct(values: Uint32Array): Uint32Array {
  values.sort();
  let count = 0;
  for (let index = 0; index < values.length; index++) {
    if (count === 0 || values[count - 1] !== values[index]) values[count++] = values[index]!;
  }
  return values.subarray(0, count);
}

function allPositions(size: number): Uint32Array {
  const result = new Uint32Array(size);
  for (let position = 0; position < size; position++) result[position] = position;
  return result;
}

/**
 * Keeps in `result[0 .. count)` the positions that also occur in `list[start .. end)` (both
 * ascending) and returns how many remain. Galloping search in the list: the cost follows the
 * shorter side, not the longer.
 */
function intersectInto(result: Uint32Array, count: number, list: Positions, start: number, end: number): number {
  let kept = 0;
  let low = start;
  for (let index = 0; index < count && low < end; index++) {
    const position = result[index]!;
    if (list[low]! < position) {
      // Gallop to a bound past `position`, then binary search for its first entry ≥ position.
      let step = 1;
      let high = low + 1;
      while (high < end && list[high]! < position) {
        low = high;
        step *= 2;
        high = low + step;
      }
      if (high > end) high = end;
      while (low + 1 < high) {
        const middle = (low + high) >>> 1;
        if (list[middle]! < position) low = middle;
        else high = middle;
      }
      low = high;
    }
    if (low < end && list[low] === position) {
      result[kept++] = position;
      low++;
    }
  }
  return kept;
}
