import type { SearchHighlight } from "./search-types";
import { foldWithOrigins } from "~/catalogue/text/normalize";
import { canonicalWord } from "./spelling";
import { strengthKey } from "~/catalogue/text/strengths";
import { adjacent, joins, tokenize } from "~/catalogue/text/tokens";
import { START_ONLY_LENGTH } from "./term-lookup";

/** A run of text, marked when it matches the search. */
export type TextPart = { text: string; match: boolean };

/** The parts of a text that matched, as `[from, to)` character ranges in order: what a card marks. */
export type TextMarks = [from: number, to: number][];

/** {@link highlightParts}' matched parts as ranges; none when nothing matched. */
export function textMarks(text: string, highlight: SearchHighlight): TextMarks {
  const marks: TextMarks = [];
  let offset = 0;
  for (const part of highlightParts(text, highlight)) {
    if (part.match) marks.push([offset, offset + part.text.length]);
    offset += part.text.length;
  }
  return marks;
}

/**
 * Splits a medicine's text into the parts that matched a search and the parts between, as the
 * search reads text: a typed word marks its letters wherever they occur (case, accents and
 * "ph"/"f" aside, across a joined pair such as "Pan-D" for "pand"), a word of one or two letters
 * only at the start of a word (the search finds it only there); a variant spelling or a
 * corrected word marks the whole word; a number marks itself and its unit. Joining the parts
 * gives the text back.
 */
export function highlightParts(text: string, highlight: SearchHighlight): TextPart[] {
  if (!text) return [];
  const marks = new Uint8Array(text.length);
  const mark = (from: number, to: number) => marks.fill(1, from, to);
  const words = new Set(highlight.words);
  const numbers = new Set(highlight.numbers);
  const unitless = new Set(highlight.unitless);
  const strengths = new Set(highlight.strengths);
  const needles = highlight.needles.filter((needle) => needle.length > 0);
  const tokens = tokenize(text);
  let previous: { folded: string; from: number[]; to: number[] } | undefined;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    if (token.kind === "word") {
      const folded = foldWithOrigins(text, token.start, token.end);
      // A variant spelling is marked whole, unless the typed letters are in it: then just those.
      const literal = needles.some((needle) => folded.folded.includes(needle));
      if (!literal && words.has(canonicalWord(folded.folded))) mark(token.start, token.end);
      for (const needle of needles) markAll(folded, needle, 0, mark);
      const before = tokens[index - 1];
      if (previous && before && joins(text, before, token)) {
        // Only occurrences across the join: the others were marked in each word.
        const pair = {
          folded: previous.folded + folded.folded,
          from: [...previous.from, ...folded.from],
          to: [...previous.to, ...folded.to],
        };
        for (const needle of needles) markAll(pair, needle, previous.folded.length, mark);
      }
      previous = folded;
      continue;
    }
    previous = undefined;
    if (token.kind !== "number") continue;
    const unit = next && next.kind !== "number" && adjacent(text, token, next) ? next : undefined;
    const key = unit ? strengthKey(token.text, unit.text) : undefined;
    const end = key !== undefined ? unit!.end : token.end;
    if (numbers.has(token.text)) mark(token.start, end);
    if (key !== undefined ? strengths.has(key) : unitless.has(token.text)) mark(token.start, end);
  }
  const parts: TextPart[] = [];
  let start = 0;
  for (let offset = 1; offset <= text.length; offset++) {
    if (offset === text.length || marks[offset] !== marks[start]) {
      parts.push({ text: text.slice(start, offset), match: marks[start] === 1 });
      start = offset;
    }
  }
  return parts;
}

/**
 * Marks each occurrence of `needle` in `folded` (which spans `crossing` when above 0: only
 * occurrences starting before and ending after that offset count).
 */
function markAll(
  folded: { folded: string; from: number[]; to: number[] },
  needle: string,
  crossing: number,
  mark: (from: number, to: number) => void,
): void {
  const startOnly = needle.length <= START_ONLY_LENGTH;
  for (let found = folded.folded.indexOf(needle); found >= 0; found = folded.folded.indexOf(needle, found + 1)) {
    if (startOnly && found > 0) break;
    if (crossing > 0 && (found >= crossing || found + needle.length <= crossing)) continue;
    mark(folded.from[found]!, folded.to[found + needle.length - 1]!);
  }
}
