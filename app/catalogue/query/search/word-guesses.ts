import { soundKey, vowelShape } from "./devanagari";
import { recordsWithKey, type SearchIndex } from "./search-index";
import { editDistanceWithin, TypoCorrector } from "./typos";

/**
 * The catalogue word meant by a word that matches nothing: the closest spelling of a typo
 * (typos.ts), or the Latin word that a transliterated Devanagari word sounds like
 * (devanagari.ts). Each lookup table is built from the index's vocabulary on first use.
 */
export class WordGuesses {
  private corrector: { corrector: TypoCorrector; aliases: number[] } | undefined;
  private sounds: Map<string, number[]> | undefined;

  constructor(private readonly index: SearchIndex) {}

  /** The folded catalogue word closest to `word`, and how to show it. */
  correction(word: string, limit: number): { word: string; display: string } | undefined {
    if (limit === 0) return undefined;
    const { aliasWords, aliasJoined, aliasDisplay } = this.index;
    if (!this.corrector) {
      // Joined pairs are not words anyone typed; every other alias is a candidate.
      const aliases: number[] = [];
      for (let alias = 0; alias < aliasWords.length; alias++) if (!aliasJoined[alias]) aliases.push(alias);
      const weights = aliases.map((alias) => this.weightOf(alias));
      this.corrector = {
        corrector: new TypoCorrector(
          aliases.map((alias) => aliasWords[alias]!),
          weights,
        ),
        aliases,
      };
    }
    const found = this.corrector.corrector.correct(word, limit);
    if (found < 0) return undefined;
    const alias = this.corrector.aliases[found]!;
    return { word: aliasWords[alias]!, display: aliasDisplay[alias]! };
  }

  /**
   * The catalogue word that sounds like a transliterated Devanagari word (devanagari.ts): the same
   * sound key, or for a key of four consonants or more one consonant apart; among several, the
   * closest in vowel shape, then the one more medicines hold. `exact`: the same key and vowel shape.
   */
  soundsLike(latin: string): { word: string; exact: boolean } | undefined {
    const key = soundKey(latin);
    if (key.length === 0) return undefined;
    const index = this.soundIndex();
    let candidates = index.get(key);
    const sameKey = candidates !== undefined;
    if (candidates === undefined && key.length >= 4) {
      candidates = [];
      for (const [other, aliases] of index) {
        if (editDistanceWithin(key, other, 1) <= 1) candidates.push(...aliases);
      }
    }
    if (candidates === undefined || candidates.length === 0) return undefined;
    const { aliasWords } = this.index;
    const shape = vowelShape(latin);
    let best = -1;
    let bestDistance = Infinity;
    let bestWeight = -1;
    for (const alias of candidates) {
      const word = aliasWords[alias]!;
      const distance = editDistanceWithin(shape, vowelShape(word), Math.max(shape.length, word.length));
      const weight = this.weightOf(alias);
      if (distance < bestDistance || (distance === bestDistance && weight > bestWeight)) {
        best = alias;
        bestDistance = distance;
        bestWeight = weight;
      }
    }
    return { word: aliasWords[best]!, exact: sameKey && bestDistance === 0 };
  }

  /** Catalogue words by sound key, once per catalogue: plain Latin words only (not joined pairs). */
  private soundIndex(): Map<string, number[]> {
    if (this.sounds) return this.sounds;
    const { aliasWords, aliasJoined } = this.index;
    const sounds = new Map<string, number[]>();
    for (let alias = 0; alias < aliasWords.length; alias++) {
      const word = aliasWords[alias]!;
      if (aliasJoined[alias] || !/^[a-z]+$/.test(word)) continue;
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
    return recordsWithKey(this.index, this.index.aliasKeys[alias]!);
  }
}
