import type { Medicine } from "~/catalogue/medicine/medicine";
import { tokenize } from "~/catalogue/text/tokens";
import { FORM_WORDS } from "~/catalogue/text/form-words";
import { hasNumber, nameItems, namesExactly } from "./name-items";
import { glued, isTimes, isWord, lower, type Piece } from "./order-line-pieces";
import { compositionItemsOf, itemsOf, nameWordsOf, search, searchedSpelling, type Found } from "./order-search";
import type { OrderLineReading } from "./read-order-line";

/**
 * Whether a number of an order line is a strength or a quantity (docs/decisions/017-order-lines.md),
 * decided here and nowhere else. The text decides when it can: a number with a unit, numbers joined
 * by "/" or "+", a pack after a strength are strengths ({@link strengthPieces}); the reader
 * (read-order-line.ts) takes its quantity only from the other numbers. When the text cannot tell
 * ("Okamet 10": a last number right after a word) the reader gives both readings and the catalogue
 * decides ({@link strengthHolds}, below), once, for the matcher.
 */

/** Units of a strength: a number followed by one is never a quantity ("500mg", "1 gm", "5 ml", "2.5%"). */
export const STRENGTH_UNITS = new Set([
  "mg",
  "mcg",
  "ug",
  "µg",
  "g",
  "gm",
  "gms",
  "gram",
  "grams",
  "kg",
  "ml",
  "l",
  "ltr",
  "litre",
  "iu",
  "k",
  "lac",
  "lakh",
  "w/w",
  "w/v",
  "%",
]);

/**
 * Which pieces are part of a strength or a pack, never a quantity: a number followed by a unit
 * ("500mg", "1 gm", "0.5 %"); numbers joined by "/" ("5/325", "40/12.5") or by "+" ("50+500"); a
 * pack written after a strength as two numbers with a glued "x" ("650 2x10": so many strips of so many).
 */
export function strengthPieces(pieces: readonly Piece[]): Set<number> {
  const inStrength = new Set<number>();
  // "2x10" is a pack after a strength ("Dolo 650 2x10"); after a name it is the name's number and
  // the quantity ("Levolin 1*5", "Rabekind 20x10").
  const isPack = (at: number) => {
    const before = pieces[at - 1];
    return before?.kind === "number" || isWord(before, STRENGTH_UNITS) || before?.text === "%";
  };
  for (let at = 0; at < pieces.length; at++) {
    const piece = pieces[at]!;
    if (piece.kind !== "number") continue;
    const next = pieces[at + 1];
    if (next && isWord(next, STRENGTH_UNITS)) {
      inStrength.add(at).add(at + 1);
      continue;
    }
    if (next && next.kind === "mark" && next.text === "%") {
      inStrength.add(at).add(at + 1);
      continue;
    }
    const after = pieces[at + 2];
    const joinsNext =
      next &&
      after?.kind === "number" &&
      (next.text === "/" ||
        next.text === "+" ||
        (isTimes(next) && isPack(at) && glued(piece, next) && glued(next, after)));
    if (joinsNext)
      inStrength
        .add(at)
        .add(at + 1)
        .add(at + 2);
  }
  // A glued "x" between numbers reads as a word piece ("2x10" → "2", "x", "10"): same rule.
  for (let at = 0; at + 2 < pieces.length; at++) {
    const [left, times, right] = [pieces[at]!, pieces[at + 1]!, pieces[at + 2]!];
    if (
      left.kind === "number" &&
      lower(times) === "x" &&
      right.kind === "number" &&
      isPack(at) &&
      glued(left, times) &&
      glued(times, right)
    ) {
      inStrength
        .add(at)
        .add(at + 1)
        .add(at + 2);
    }
  }
  return inStrength;
}

/** Above it a number is a strength, never a line's quantity: nobody orders 650 strips as "Dolo 650". */
const LARGEST_QUANTITY_AFTER_A_NAME = 100;

/**
 * Whether the first reading holds: in "Okamet 10" the 10 is a strength
 * - when it is over {@link LARGEST_QUANTITY_AFTER_A_NAME};
 * - or when a medicine found by the line has it in its name beside every word of the line ("Dolo
 *   650", "Telma H 80" in "Telma 80-H"; not "Amlokind 10mg" for "Amlokind L 10": it lacks the L);
 * - or, unless the line without it names one medicine in full (then the number is how many:
 *   "Alerid D 10" is ten of Alerid-D, whose phenylephrine is 10 mg), when a medicine found without
 *   it has it as a strength of its composition ("Amlong 5": amlodipine 5 mg). A medicine named in
 *   full of one ingredient at that strength keeps it a strength ("Teneblu 20": teneligliptin 20 mg).
 * Otherwise it is the quantity.
 */
export function strengthHolds(
  medicines: readonly Medicine[],
  asStrength: Found | null,
  strengthText: string,
  asQuantity: OrderLineReading,
): boolean {
  const number = asQuantity.quantity;
  if (number > LARGEST_QUANTITY_AFTER_A_NAME) return true;
  const value = String(number);
  if (asStrength) {
    const spell = searchedSpelling(asStrength.prepared.terms);
    const words = tokenize(strengthText)
      .filter((token) => token.kind === "word" && !FORM_WORDS.has(token.text))
      .map((token) => spell(token, strengthText));
    // Word by word, so that "Telma H 80" is in "Telma 80-H Tablet".
    const named = (medicine: Medicine) =>
      hasNumber(itemsOf(medicine), value) && words.every((word) => nameWordsOf(medicine).has(word));
    if ([...asStrength.positions].some((position) => named(medicines[position]!))) return true;
  }
  const found = search(medicines, asQuantity.nameText);
  if (!found) return false;
  const examined = [...found.positions].map((position) => medicines[position]!);
  const strengthOf = (medicine: Medicine) => hasNumber(compositionItemsOf(medicine), value);
  const line = nameItems(asQuantity.nameText, searchedSpelling(found.prepared.terms));
  const inFull = examined.filter((medicine) => namesExactly(line, itemsOf(medicine)));
  if (inFull.length === 1) return !inFull[0]!.genericName.includes("+") && strengthOf(inFull[0]!);
  return examined.some(strengthOf);
}
