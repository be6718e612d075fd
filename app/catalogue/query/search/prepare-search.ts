import { isDevanagari, spelledLetters, transliterate } from "./devanagari";
import { compactOf } from "./search-keys";
import type { PreparedSearch, PrepareOptions, SearchCorrection, SearchHighlight, SearchTerm } from "./search-types";
import { isUnit, strengthKey } from "~/catalogue/text/strengths";
import type { TermLookup } from "./term-lookup";
import { adjacent, tokenize, type Token } from "~/catalogue/text/tokens";
import {
  acidAnionSpellings,
  FORM_ABBREVIATIONS,
  misspeltSaltWord,
  ORAL_LIQUID_WORDS,
  SALT_AND_ESTER_WORDS,
} from "./prescription-words";
import { maxEdits } from "./typos";
import type { WordGuesses } from "./word-guesses";

const HIGHLIGHT_WORDS_LIMIT = 32;

/**
 * Reads a search as typed into its terms (words, numbers, strengths), its corrections when a word
 * matches nothing in the catalogue, and what to highlight.
 */
export function prepareSearch(
  text: string,
  options: PrepareOptions,
  lookup: TermLookup,
  guesses: WordGuesses,
): PreparedSearch {
  const tokens = tokenize(text);
  const terms: SearchTerm[] = [];
  const corrections: SearchCorrection[] = [];
  const compactTokens: Token[] = [];
  let correctedText = "";
  let copied = 0;
  const highlight: SearchHighlight = { needles: [], words: [], numbers: [], unitless: [], strengths: [] };
  const found = (word: string) => lookup.resolveWord(word).ids.length > 0;
  // A salt or ester word, or a word that matches nothing and misspells one ("sodiun"): read as
  // that salt word, and so forgiven like the rest of a search.
  const salts = tokens.map((token) => {
    if (token.kind !== "word") return undefined;
    if (SALT_AND_ESTER_WORDS.has(token.text)) return token.text;
    const typed = text.slice(token.start, token.end);
    if (options.correct === false || isDevanagari(typed) || found(token.text)) return undefined;
    if (wordAlternatives(token.text, lookup).length > 0) return undefined;
    return misspeltSaltWord(token.text, maxEdits(typed.length));
  });
  // Salt and ester words are soft only beside a word that is none: "sodium" alone, or with a
  // strength only, still has to match.
  const softens = tokens.some((token, index) => token.kind === "word" && salts[index] === undefined);
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
      const latin = latinReading(typed, lookup, guesses);
      if (lookup.resolveWord(needle).ids.length === 0) needle = latin ?? needle;
      else also = latin;
    }
    const salt = salts[index];
    if (salt !== undefined && salt !== needle) {
      needle = salt;
      corrections.push({ typed, corrected: salt });
      correctedText += text.slice(copied, token.start) + salt;
      copied = token.end;
    }
    const soft = softens && SALT_AND_ESTER_WORDS.has(needle);
    const alternatives = also === undefined ? wordAlternatives(needle, lookup) : [];
    // A salt word the catalogue never writes, or a word found by another spelling, is no typo.
    if (options.correct !== false && !soft && !found(needle) && !alternatives.some(found)) {
      const corrected = guesses.correction(needle, maxEdits(typed.length));
      if (corrected !== undefined) {
        needle = corrected.word;
        corrections.push({ typed, corrected: corrected.display });
        correctedText += text.slice(copied, token.start) + corrected.display;
        copied = token.end;
      }
    }
    const term: Extract<SearchTerm, { kind: "word" }> = { kind: "word", text: needle, typed };
    if (also !== undefined) term.also = also;
    if (alternatives.length > 0) term.alternatives = alternatives;
    if (ORAL_LIQUID_WORDS.has(FORM_ABBREVIATIONS.get(needle) ?? needle)) term.oralLiquid = true;
    if (soft) term.soft = true;
    terms.push(term);
    if (also !== undefined) highlight.needles.push(also);
    highlight.needles.push(...alternatives);
    compactTokens.push({ ...token, text: needle });
    highlight.needles.push(needle);
    const resolved = lookup.resolveWord(needle);
    resolved.hiddenWords ??= lookup.hiddenWords(resolved, needle);
    for (const word of resolved.hiddenWords) {
      if (highlight.words.length >= HIGHLIGHT_WORDS_LIMIT) break;
      if (!highlight.words.includes(word)) highlight.words.push(word);
    }
  }
  correctedText += text.slice(copied);
  // A number beside an ingredient's name is its strength in whatever unit ("sorbitol 1.25" is
  // 1.25 gm); beside a brand, only in the unit its composition is read in.
  if (terms.some((term) => term.kind === "word" && lookup.namesIngredient(term.text))) {
    for (const term of terms) if (term.kind === "number") term.anyUnit = true;
  }
  return { text, terms, corrections, correctedText, highlight, compact: compactOf(compactTokens) };
}

/** The words of the sheet a search word also stands for: the form it abbreviates, the acid of an anion (or the anion of an acid). */
function wordAlternatives(needle: string, lookup: TermLookup): string[] {
  const form = FORM_ABBREVIATIONS.get(needle);
  const alternatives = form === undefined ? acidAnionSpellings(needle) : [form];
  return alternatives.filter((alternative) => lookup.resolveWord(alternative).ids.length > 0);
}

/**
 * The Latin word a Devanagari word stands for: the catalogue word it sounds like, or, for letter
 * names ("एलसी"), the initials they spell ("lc") when the catalogue has them as a word. Where both readings
 * name a catalogue word and the sound is exact, the one more medicines hold: "एसआर" is SR (1,410
 * medicines of the real catalogue) rather than "asar" (4), "एज़ी" Azee (20) rather than A-Z (8).
 */
function latinReading(typed: string, lookup: TermLookup, guesses: WordGuesses): string | undefined {
  const sounded = guesses.soundsLike(transliterate(typed));
  const letters = spelledLetters(typed);
  if (letters === null) return sounded?.word;
  const lettered = lookup.recordsWithWord(letters);
  if (lettered === 0) return sounded?.word;
  if (sounded === undefined || !sounded.exact) return letters;
  return lettered >= lookup.recordsWithWord(sounded.word) ? letters : sounded.word;
}
