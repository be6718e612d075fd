import { isAsciiLetter, isLetterAt } from "~/catalogue/text/normalize";
import { saysOralLiquid } from "./prescription-words";
import { canonicalWord } from "./spelling";
import { strengthKey, unitIdentity } from "~/catalogue/text/strengths";
import { adjacent, joins, tokenize, type Token } from "~/catalogue/text/tokens";

/**
 * How a text is read into the index's keys (app/catalogue/query/search/search-index.ts): words by
 * their canonical spelling (spelling.ts), short adjacent words also joined (tokens.ts), numbers
 * alone and with their unit (strengths.ts), a field saying an oral liquid as one key; and the compact run of a name or a search that
 * ranking compares.
 */

/** Key prefixes of numbers: "#n:650" any 650, "#u:650" 650 without a unit, "#s:mass:650000" a strength. */
export const NUMBER_KEY = "#n:";
export const UNITLESS_KEY = "#u:";
export const STRENGTH_KEY = "#s:";
/** Key of a number in a field written in another unit than the field's first strength ("#m:500" for 500 mcg after mg). */
export const OTHER_UNIT_KEY = "#m:";
/** Key of a field that says an oral liquid (prescription-words.ts): what "syrup" also finds. */
export const ORAL_LIQUID_KEY = "#f:oral-liquid";

/**
 * Calls `visit` with each word and number of a text: a word as the alias it is seen as (its
 * folded letters; its key is their canonical spelling) with its token, a joined pair as its own
 * alias; a number as the key of itself, then of a strength when a unit follows, else of a number
 * without unit. Aliases repeat far more than they are new, so the caller canonicalises each once.
 *
 * With `mainUnitOnly` (a field other than the name), a number written in another unit than the
 * text's first strength has the key {@link OTHER_UNIT_KEY} instead of the bare number's: "dolo
 * 500" does not find the 500 mcg of methylcobalamin in "Gabapentin (100mg) + Methylcobalamin
 * (500mcg)", whose strengths are read in mg; "methylcobalamin 500", which names it, does.
 */
export function forEachKey(
  text: string,
  visit: (keyOrAlias: string, isAlias: boolean, joined: boolean, token: Token | undefined) => void,
  mainUnitOnly = false,
): void {
  const tokens = tokenize(text);
  let mainUnit: string | undefined;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index]!;
    const next = tokens[index + 1];
    if (token.kind === "word") {
      visit(token.text, true, false, token);
      if (next && joins(text, token, next)) visit(token.text + next.text, true, true, undefined);
    } else if (token.kind === "number") {
      const unit = next && next.kind !== "number" && adjacent(text, token, next) ? next.text : undefined;
      const identity = unit === undefined ? undefined : unitIdentity(unit);
      mainUnit ??= identity;
      const otherUnit = mainUnitOnly && identity !== undefined && identity !== mainUnit;
      visit((otherUnit ? OTHER_UNIT_KEY : NUMBER_KEY) + token.text, false, false, undefined);
      const strength = unit === undefined ? undefined : strengthKey(token.text, unit);
      visit(strength === undefined ? UNITLESS_KEY + token.text : STRENGTH_KEY + strength, false, false, undefined);
    }
  }
  if (saysOralLiquid(tokens)) visit(ORAL_LIQUID_KEY, false, false, undefined);
}

/** The canonical run of a name's or a search's tokens: "Pan-D 40" and "pand 40" are both "pand40". */
export function compactOf(tokens: readonly Token[]): string {
  let compact = "";
  for (const token of tokens) {
    if (token.kind === "word") compact += canonicalWord(token.text);
    else if (token.kind === "number") compact += token.text;
  }
  return compact;
}

/** The first four code units of a compact name, a byte each: a quick test of a shared beginning. */
export function headOf(compact: string): number {
  let head = 0;
  for (let index = 0; index < 4; index++) head = (head << 8) | (compact.charCodeAt(index) & 0xff);
  return head >>> 0;
}
/** The bytes of a head that a compact of 0, 1, 2, 3 or 4+ code units fixes. */
export const HEAD_MASKS = [0, 0xff000000, 0xffff0000, 0xffffff00, 0xffffffff];

/** Ingredients of a composition: its parts between "+" that name something (hold a letter). */
export function ingredientCount(composition: string): number {
  let count = 0;
  let named = false;
  for (let offset = 0; offset <= composition.length; offset++) {
    const code = offset < composition.length ? composition.charCodeAt(offset) : 0x2b;
    if (code === 0x2b) {
      if (named) count++;
      named = false;
    } else if (!named && (isAsciiLetter(code) || (code >= 0x80 && isLetterAt(composition, offset)))) {
      named = true;
    }
  }
  return Math.min(count, 255);
}
