import { foldLetters, isAsciiLetter, isDigit, isLetterAt, isWordCharAt } from "./normalize";
import { canonicalNumber } from "./strengths";

/**
 * A text as the search reads it: runs of letters ("word"), numbers ("number", decimals
 * included) and "%" ("percent"); everything else only separates. Letters and digits always
 * part, so "Azee500", "azee-500" and "azee 500" all read as "azee" then "500".
 */
export type TokenKind = "word" | "number" | "percent";
export type Token = {
  kind: TokenKind;
  /** Where the token is in the original text: `text.slice(start, end)`. */
  start: number;
  end: number;
  /** A word's folded letters (see foldLetters), a number's canonical decimal, or "%". */
  text: string;
};

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  const length = text.length;
  let offset = 0;
  while (offset < length) {
    const code = text.charCodeAt(offset);
    const lower = code | 0x20;
    if (isDigit(code)) {
      const start = offset;
      while (offset < length && isDigit(text.charCodeAt(offset))) offset++;
      let plain = code !== 0x30;
      // One decimal point between digits belongs to the number ("2.5mg"); a full stop does not.
      if (text.charCodeAt(offset) === 0x2e && isDigit(text.charCodeAt(offset + 1))) {
        plain = false;
        offset++;
        while (offset < length && isDigit(text.charCodeAt(offset))) offset++;
      }
      const digits = text.slice(start, offset);
      tokens.push({ kind: "number", start, end: offset, text: plain ? digits : canonicalNumber(digits) });
    } else if (code === 0x25) {
      tokens.push({ kind: "percent", start: offset, end: offset + 1, text: "%" });
      offset++;
    } else if ((lower >= 0x61 && lower <= 0x7a) || (code >= 0x80 && isLetterAt(text, offset))) {
      const start = offset;
      let ascii = true;
      while (offset < length) {
        const next = text.charCodeAt(offset);
        if (isAsciiLetter(next)) offset++;
        else if (next >= 0x80 && isWordCharAt(text, offset)) {
          ascii = false;
          offset += next >= 0xd800 && next < 0xdc00 ? 2 : 1;
        } else break;
      }
      // The common case, plain ASCII, without a second pass over the letters.
      let folded = ascii ? text.slice(start, offset).toLowerCase() : foldLetters(text, start, offset);
      if (ascii && folded.includes("ph")) folded = folded.replaceAll("ph", "f");
      if (folded.length > 0) tokens.push({ kind: "word", start, end: offset, text: folded });
    } else {
      offset += code >= 0xd800 && code < 0xdc00 ? 2 : 1;
    }
  }
  return tokens;
}

/** Longest word that joins its neighbour: "Pan-D" is also "pand", "Glycomet-GP" also "glycometgp". */
export const JOIN_MAX_LENGTH = 3;

/**
 * Whether two consecutive tokens also count as one joined word: both words, one of them short,
 * apart by nothing or spaces, hyphens, slashes or dots only (so that "pan d", "pan-d" and "pand"
 * all find "Pan-D"), never across a "+" between two ingredients.
 */
export function joins(text: string, first: Token, second: Token): boolean {
  return (
    first.kind === "word" &&
    second.kind === "word" &&
    (first.text.length <= JOIN_MAX_LENGTH || second.text.length <= JOIN_MAX_LENGTH) &&
    onlyJoiners(text, first.end, second.start)
  );
}

function onlyJoiners(text: string, start: number, end: number): boolean {
  for (let offset = start; offset < end; offset++) {
    const code = text.charCodeAt(offset);
    if (code !== 0x20 && code !== 0x2d && code !== 0x2f && code !== 0x2e && code !== 0x09 && code !== 0xa0)
      return false;
  }
  return true;
}

/** Whether only spaces lie between two tokens ("650 mg", "650mg"): a number and its unit. */
export function adjacent(text: string, first: Token, second: Token): boolean {
  for (let offset = first.end; offset < second.start; offset++) {
    const code = text.charCodeAt(offset);
    if (code !== 0x20 && code !== 0x09 && code !== 0xa0) return false;
  }
  return true;
}
