/**
 * Typing errors are forgiven only where it is safe: a word of fewer than 5 letters is never
 * corrected (too many short words are one edit apart), 5–8 letters by at most one edit, 9 or
 * more by at most two. An edit is an insertion, deletion, substitution or transposition of
 * adjacent letters (Damerau–Levenshtein, each letter edited once).
 */
export function maxEdits(length: number): number {
  return length < 5 ? 0 : length <= 8 ? 1 : 2;
}

/** The edit distance of `a` and `b` when at most `limit`, else `limit + 1` (stops early). */
export function editDistanceWithin(a: string, b: string, limit: number): number {
  const over = limit + 1;
  if (Math.abs(a.length - b.length) > limit) return over;
  const width = b.length + 1;
  let before = new Int32Array(width); // row i - 2
  let previous = new Int32Array(width); // row i - 1
  let current = new Int32Array(width);
  for (let j = 0; j < width; j++) previous[j] = j;
  for (let i = 1; i <= a.length; i++) {
    current[0] = i;
    let rowMinimum = i;
    const charA = a.charCodeAt(i - 1);
    for (let j = 1; j < width; j++) {
      const charB = b.charCodeAt(j - 1);
      let cost = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (charA === charB ? 0 : 1));
      if (i > 1 && j > 1 && charA === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === charB) {
        cost = Math.min(cost, before[j - 2]! + 1);
      }
      current[j] = cost;
      if (cost < rowMinimum) rowMinimum = cost;
    }
    if (rowMinimum > limit) return over;
    [before, previous, current] = [previous, current, before];
  }
  return Math.min(previous[b.length]!, over);
}

/** Letters a–z present in a word, one bit each: a cheap bound on the edits between two words. */
function letterMask(word: string): number {
  let mask = 0;
  for (let offset = 0; offset < word.length; offset++) {
    const letter = word.charCodeAt(offset) - 0x61;
    if (letter >= 0 && letter < 26) mask |= 1 << letter;
  }
  return mask;
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest; rest &= rest - 1) count++;
  return count;
}

const MEMO_LIMIT = 2000;

/**
 * The closest word of a vocabulary to a typed word: fewest edits within the word's bound, then
 * the word in more medicines, then alphabetical. Words are grouped by length, since a word of n
 * letters is only compared with words of n − bound to n + bound letters; answers are memoised.
 */
export class TypoCorrector {
  private readonly words: readonly string[];
  private readonly weights: ArrayLike<number>;
  private readonly masks: Int32Array;
  private readonly byLength = new Map<number, number[]>();
  private readonly memo = new Map<string, number>();

  /** `weights[i]`: in how many medicines `words[i]` occurs. */
  constructor(words: readonly string[], weights: ArrayLike<number>) {
    this.words = words;
    this.weights = weights;
    this.masks = new Int32Array(words.length);
    words.forEach((word, index) => {
      this.masks[index] = letterMask(word);
      let bucket = this.byLength.get(word.length);
      if (!bucket) this.byLength.set(word.length, (bucket = []));
      bucket.push(index);
    });
  }

  /**
   * The index of the correction of `word`, or -1 when no word is close enough. `limit` is the
   * bound of the word as typed, when folding changed its length ("sulph" reads "sulf").
   */
  correct(word: string, limit = maxEdits(word.length)): number {
    const memoKey = `${limit}:${word}`;
    const known = this.memo.get(memoKey);
    if (known !== undefined) return known;
    let best = -1;
    let bestDistance = limit + 1;
    if (limit > 0) {
      const mask = letterMask(word);
      for (let length = word.length - limit; length <= word.length + limit; length++) {
        for (const index of this.byLength.get(length) ?? []) {
          // Each edit adds or removes at most two letters of the set of letters present.
          if (bitCount(mask ^ this.masks[index]!) > 2 * limit) continue;
          const candidate = this.words[index]!;
          const distance = editDistanceWithin(word, candidate, Math.min(limit, bestDistance));
          if (distance > limit || distance > bestDistance) continue;
          if (
            distance < bestDistance ||
            this.weights[index]! > this.weights[best]! ||
            (this.weights[index] === this.weights[best] && candidate < this.words[best]!)
          ) {
            best = index;
            bestDistance = distance;
          }
        }
      }
    }
    if (this.memo.size >= MEMO_LIMIT) this.memo.clear();
    this.memo.set(memoKey, best);
    return best;
  }
}
