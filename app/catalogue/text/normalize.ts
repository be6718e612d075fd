/**
 * How the search reads text: case and accents never matter, and "ph" reads as "f" (sulphate and
 * sulfate, cephalexin and cefalexin are one word to a pharmacist). Index, query and highlight all
 * go through these functions, so what is indexed is exactly what a query and a highlight compare.
 */

const MARKS = /\p{M}/gu;
const LETTER = /\p{L}/u;
const LETTER_OR_MARK = /[\p{L}\p{M}]/u;

/** Whether the code unit is an ASCII letter. */
export function isAsciiLetter(code: number): boolean {
  return (code >= 0x61 && code <= 0x7a) || (code >= 0x41 && code <= 0x5a);
}

export function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

/** Whether the code point starting at `offset` is a letter (any script). */
export function isLetterAt(text: string, offset: number): boolean {
  const code = text.charCodeAt(offset);
  if (code < 0x80) return isAsciiLetter(code);
  return LETTER.test(String.fromCodePoint(text.codePointAt(offset)!));
}

/**
 * Whether the code point at `offset` continues a word: a letter, or a combining mark. Devanagari
 * writes vowels and the virama as marks ("पैरासिटामोल" is one word, not a run of consonants).
 */
export function isWordCharAt(text: string, offset: number): boolean {
  const code = text.charCodeAt(offset);
  if (code < 0x80) return isAsciiLetter(code);
  return LETTER_OR_MARK.test(String.fromCodePoint(text.codePointAt(offset)!));
}

/** One code point lower-cased without its accents; the micro sign reads "mc" so that "µg" is "mcg". */
function foldCodePoint(char: string): string {
  const folded = char.toLowerCase().normalize("NFKD").replace(MARKS, "");
  return folded === "\u03bc" ? "mc" : folded;
}

/**
 * The letters `text[start, end)` as the search compares them, with, for each code unit of the
 * result, where in `text` it came from (`from[i]` to `to[i]`): a highlight marks the original
 * characters of a match.
 */
export function foldWithOrigins(
  text: string,
  start: number,
  end: number,
): { folded: string; from: number[]; to: number[] } {
  let lower = "";
  const lowerFrom: number[] = [];
  const lowerTo: number[] = [];
  for (let offset = start; offset < end;) {
    const code = text.charCodeAt(offset);
    const char = code < 0x80 ? text[offset]! : String.fromCodePoint(text.codePointAt(offset)!);
    const folded = code < 0x80 ? char.toLowerCase() : foldCodePoint(char);
    for (let unit = 0; unit < folded.length; unit++) {
      lowerFrom.push(offset);
      lowerTo.push(offset + char.length);
    }
    lower += folded;
    offset += char.length;
  }
  // "ph" → "f": the "f" stands for both original characters.
  let folded = "";
  const from: number[] = [];
  const to: number[] = [];
  for (let index = 0; index < lower.length; index++) {
    if (lower[index] === "p" && lower[index + 1] === "h") {
      folded += "f";
      from.push(lowerFrom[index]!);
      to.push(lowerTo[index + 1]!);
      index++;
    } else {
      folded += lower[index]!;
      from.push(lowerFrom[index]!);
      to.push(lowerTo[index]!);
    }
  }
  return { folded, from, to };
}

/** The letters `text[start, end)` as the search compares them (see {@link foldWithOrigins}). */
export function foldLetters(text: string, start = 0, end = text.length): string {
  let ascii = true;
  for (let offset = start; offset < end; offset++) {
    if (text.charCodeAt(offset) >= 0x80) {
      ascii = false;
      break;
    }
  }
  if (!ascii) return foldWithOrigins(text, start, end).folded;
  return text.slice(start, end).toLowerCase().replaceAll("ph", "f");
}
