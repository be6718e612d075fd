/**
 * One line of an order as buyers write it ("2) Rabekind 20 x 10", "10 x Okamet", "inj Xone 1gm 25",
 * "डोलो 650 - १०") read into the medicine's text and the quantity ordered (docs/product.md 12.11,
 * docs/decisions/017-order-lines.md). Pure: no catalogue here. Where the text alone cannot tell
 * whether a last number is a strength or a quantity ("Okamet 10"), both readings are returned and
 * the matcher asks the catalogue (match-order-line.ts).
 */

/** How one line reads: the text to look the medicine up with, and how many. */
export type OrderLineReading = {
  /** The line without its list marker and quantity: what is searched ("Rabekind 20"). */
  nameText: string;
  /** The quantity written, 1 when the line has none. Any whole number: the list refuses those outside 1–9999. */
  quantity: number;
  /**
   * The unit the quantity was written in ("2 box", "strips: 10", "5 पत्ते", "10 tab"), when its word
   * names one: it stays with the quantity wherever the line goes (decision 64).
   */
  unit?: OrderUnit;
};

export type OrderLine = {
  /** The line as written, trimmed: shown in the check table and sent when no medicine is chosen. */
  written: string;
  /** The reading the text supports best. */
  reading: OrderLineReading;
  /**
   * A second reading when the last number follows a word directly ("Okamet 10"): the first reads it
   * as part of the name (a strength), this one as the quantity. Used only when the catalogue has no
   * medicine of the first reading with that number in its name.
   */
  alternative?: OrderLineReading;
};

import { orderUnitOfWord, type OrderUnit } from "~/catalogue/pack/order-unit";
import { FORM_WORDS, RELEASE_WORDS } from "~/catalogue/text/form-words";
import { glued, isTimes, isWhole, isWord, lower, piecesOf, type Piece } from "./order-line-pieces";
import { strengthPieces } from "./strength-or-quantity";
import { isOrderLineTooLong, ORDER_MAX_LINES, ORDER_TEXT_MAX_CHARACTERS, orderInputText } from "./order-input";

/** Devanagari digits ०–९ as ASCII digits. */
function asciiDigits(text: string): string {
  return text.replace(/[\u0966-\u096f]/g, (digit) => String(digit.charCodeAt(0) - 0x0966));
}

/**
 * A list marker at the start: a number with ")" or "." ("2)", "3.", "(4)", "#5"), or a bullet
 * ("-", "*", "•", "·", "–", ">"). "10 x Okamet" and "3.5 ml" have none.
 */
const LIST_MARKER = /^\s*(?:[([]?\d{1,3}[.)\]](?!\d)|#\d{1,3}\b|[-*•·●▪◦‣–—>+]+(?!\s*\d+\s*$))\s*/u;

/** Words that say "this many" right after (or, for qty, before) a number: quantity words, packs and pieces. */
const COUNT_WORDS = new Set([
  "qty",
  "quantity",
  "nos",
  "no",
  "pcs",
  "pc",
  "piece",
  "pieces",
  "unit",
  "units",
  "strip",
  "strips",
  "stp",
  "strp",
  "box",
  "boxes",
  "bx",
  "pack",
  "packs",
  "pkt",
  "pkts",
  "packet",
  "packets",
  "bottle",
  "bottles",
  "btl",
  "btls",
  "vial",
  "vials",
  "amp",
  "amps",
  "ampoule",
  "ampoules",
  "tube",
  "tubes",
  "jar",
  "jars",
  "doz",
  "dozen",
  // Hindi: patta/patte (strip), dibba/dibbe (box), nag (piece), peace, botal.
  "पत्ता",
  "पत्ते",
  "पत्तियां",
  "डिब्बा",
  "डिब्बे",
  "नग",
  "पीस",
  "बोतल",
  "बोतलें",
  "शीशी",
  "शीशियां",
  "ट्यूब",
  "डिब्बी",
  "बॉक्स",
  "स्ट्रिप",
  "पैक",
  "वायल",
]);

/** Words that count tablets one by one after a quantity ("Dolo 650 10 tab"): a form word elsewhere ("tab Dolo 650"). */
const TABLET_WORDS = new Set(["tab", "tabs", "tablet", "tablets", "गोली", "गोलियां", "टैबलेट"]);

/** Words that come before the quantity ("qty 10", "qty: 10"). */
const COUNT_PREFIXES = new Set(["qty", "quantity", "nos", "no", "मात्रा"]);

/** Marks between a name and its quantity: "Amlong 5 - 30", "Dolo 650: 10", "Pan 40 = 5", "Dolo, 10". */
const SEPARATORS = new Set(["-", "–", "—", ":", "=", ",", ";", "@", "/-", "→", "->", "=>"]);

const isFormWord = (piece: Piece | undefined) => isWord(piece, FORM_WORDS) || isWord(piece, RELEASE_WORDS);

/** The pieces used for the quantity (removed from the name) and the quantity they say. */
type Found = {
  used: number[];
  quantity: number;
  sure: boolean;
  /** The container the count word names. */
  unit?: OrderUnit | undefined;
};

/** Where the last number may be: skipping marks and form words at the end ("Dolo 650 10 tab."). */
function lastMeaningful(pieces: readonly Piece[]): number {
  let at = pieces.length - 1;
  while (at >= 0 && (pieces[at]!.kind === "mark" || isFormWord(pieces[at]))) at--;
  return at;
}

/** The marks right after `at` ("10)", "10."): removed with the quantity. */
function marksAfter(pieces: readonly Piece[], at: number): number[] {
  const marks: number[] = [];
  for (let next = at + 1; next < pieces.length && pieces[next]!.kind === "mark"; next++) marks.push(next);
  return marks;
}

function findQuantity(pieces: readonly Piece[], strength: ReadonlySet<number>): Found | null {
  // A number glued to the letters before it is part of a name ("D3", "B12"), except after "x" ("x10").
  const gluedToName = (at: number) =>
    pieces[at - 1]?.kind === "word" && glued(pieces[at - 1], pieces[at]) && lower(pieces[at - 1]) !== "x";
  const free = (at: number) =>
    at >= 0 && at < pieces.length && !strength.has(at) && isWhole(pieces[at]) && !gluedToName(at);
  const value = (at: number) => Number(pieces[at]!.text);

  // 1. A number with a count word: "qty 10", "qty: 10", "10 nos", "10 strips", "2 box", "5 पत्ते".
  for (let at = 0; at < pieces.length; at++) {
    if (!free(at)) continue;
    const next = pieces[at + 1];
    // "10 nos", but not the "650" of "Dolo 650 qty 10".
    let afterNext = at + 2;
    while (pieces[afterNext]?.kind === "mark") afterNext++;
    if (isWord(next, COUNT_WORDS) && !(isWord(next, COUNT_PREFIXES) && free(afterNext))) {
      const used = [at, at + 1];
      if (pieces[at + 2]?.text === ".") used.push(at + 2);
      return { used, quantity: value(at), sure: true, unit: orderUnitOfWord(next!.text) };
    }
    let before = at - 1;
    const marks: number[] = [];
    while (before >= 0 && pieces[before]!.kind === "mark" && SEPARATORS.has(pieces[before]!.text)) marks.push(before--);
    if (before >= 0 && pieces[before]!.text === ".") marks.push(before--);
    if (isWord(pieces[before], COUNT_PREFIXES) || isWord(pieces[before], COUNT_WORDS)) {
      if (isWord(pieces[before], COUNT_PREFIXES) || at === pieces.length - 1) {
        return {
          used: [before, ...marks, at],
          quantity: value(at),
          sure: true,
          unit: orderUnitOfWord(pieces[before]!.text),
        };
      }
    }
    // "10 nos." and "Nos 10" covered; "10 no." is "10" then "no" then ".".
  }

  // 2. "x 10", "× 10", "* 10" after the name, the number last: "Rabekind 20 x 10", "Okamet*10".
  const last = lastMeaningful(pieces);
  if (free(last) && isTimes(pieces[last - 1]) && last - 1 > 0) {
    return { used: [last - 1, last], quantity: value(last), sure: true };
  }
  if (free(last) && lower(pieces[last - 1]) === "x" && last - 1 > 0) {
    return { used: [last - 1, last], quantity: value(last), sure: true };
  }
  // "x10" as one word piece is "x" glued to "10": handled above; "10 x Okamet", "10x Okamet", "10* Okamet" first.
  if (free(0) && (isTimes(pieces[1]) || lower(pieces[1]) === "x") && pieces.length > 2 && !free(2)) {
    return { used: [0, 1], quantity: value(0), sure: true };
  }

  // 3. A separator then the number last: "Amlong 5 - 30", "Dolo 650: 10", "Pan 40, 5", "Crocin (20)".
  if (free(last) && last > 0) {
    let before = last - 1;
    const marks: number[] = [];
    while (
      before >= 0 &&
      pieces[before]!.kind === "mark" &&
      (SEPARATORS.has(pieces[before]!.text) || pieces[before]!.text === "(" || pieces[before]!.text === "[")
    ) {
      marks.push(before--);
    }
    const mark = pieces[last - 1];
    // A hyphen glued between a word and the number is part of the name ("Amlong-5"); between
    // numbers ("5-30") or with a space on either side it separates the quantity.
    const hyphenInName =
      mark?.text === "-" &&
      glued(pieces[last - 2], mark) &&
      glued(mark, pieces[last]) &&
      pieces[last - 2]?.kind === "word";
    if (marks.length > 0 && before >= 0 && !hyphenInName) {
      return { used: [...marks, last, ...marksAfter(pieces, last)], quantity: value(last), sure: true };
    }
  }

  // 4. A number first, then the name: "10 Okamet", "5 Dolo 650" (not "500 mg Paracetamol", a strength).
  if (free(0) && pieces[1]?.kind === "word" && !glued(pieces[0], pieces[1])) {
    return { used: [0], quantity: value(0), sure: true };
  }

  // 5. A number last. After a number, a strength, a pack or a form word it is the quantity
  // ("Ecosprin 150 60", "inj Xone 1gm 25", "Grilinctus BM syp 5"); right after a word it may be
  // the strength ("Dolo 650") or the quantity ("Okamet 10"): the catalogue decides.
  if (free(last) && last > 0) {
    let before = last - 1;
    while (before >= 0 && pieces[before]!.kind === "mark") before--;
    const previous = pieces[before];
    if (previous === undefined) return null;
    const sure = previous.kind === "number" || strength.has(before) || isFormWord(previous);
    return { used: [last, ...marksAfter(pieces, last)], quantity: value(last), sure };
  }
  return null;
}

/**
 * A quantity with a tablet word right after it ("Dolo 650 10 tab", "Okamet 10 tablets") counts
 * tablets. The word stays in the name: it is also the form the search narrows to.
 */
function withTablets(pieces: readonly Piece[], found: Found | null): Found | null {
  if (!found || found.unit) return found;
  const at = found.used.find((used) => pieces[used]!.kind === "number");
  return at !== undefined && isWord(pieces[at + 1], TABLET_WORDS) ? { ...found, unit: "tablet" } : found;
}

/** The line's text without the pieces used for the quantity, and without marks left dangling at its ends. */
function textWithout(text: string, pieces: readonly Piece[], used: readonly number[]): string {
  const removed = new Set(used);
  let out = "";
  let from = 0;
  for (const at of [...removed].sort((a, b) => a - b)) {
    const piece = pieces[at]!;
    out += `${text.slice(from, piece.start)} `;
    from = piece.end;
  }
  out += text.slice(from);
  return out
    .replace(/\s+/g, " ")
    .replace(/^[\s\-–—:=,;@*×x)(\]/.]+(?=\s|$)/iu, "")
    .replace(/^[\s\-–—:=,;@*×)(\]/.]+/u, "")
    .replace(/[\s\-–—:=,;@*×([/]+$/u, "")
    .replace(/\s+x$/i, "")
    .trim();
}

/** Reads one line of an order; null for a line with nothing on it. */
export function readOrderLine(line: string): OrderLine | null {
  const written = line.replace(/\s+/g, " ").trim();
  if (written === "") return null;
  const text = asciiDigits(written.normalize("NFKC")).replace(LIST_MARKER, "");
  const pieces = piecesOf(text);
  const found = withTablets(pieces, findQuantity(pieces, strengthPieces(pieces)));
  if (!found) return { written, reading: { nameText: textWithout(text, pieces, []) || text.trim(), quantity: 1 } };
  const asQuantity: OrderLineReading = {
    nameText: textWithout(text, pieces, found.used),
    quantity: found.quantity,
    ...(found.unit ? { unit: found.unit } : {}),
  };
  if (asQuantity.nameText === "") return { written, reading: { nameText: text.trim(), quantity: 1 } };
  if (found.sure) return { written, reading: asQuantity };
  return { written, reading: { nameText: textWithout(text, pieces, []), quantity: 1 }, alternative: asQuantity };
}

export { ORDER_MAX_LINES };

/** A pasted order read: its lines, or why it is refused (too many lines, too long, an overlong line). */
export type OrderTextRead = {
  lines: OrderLine[];
  /** More than {@link ORDER_MAX_LINES} lines. */
  tooMany: boolean;
  /** More than {@link ORDER_TEXT_MAX_CHARACTERS} characters: nothing was read. */
  tooLarge: boolean;
  /** The lines over the bounds of one line (order-input.ts), as written; none is read. */
  overlong: string[];
};

/**
 * The non-empty lines of a pasted order, read, after the bounds of order-input.ts: the whole text,
 * then each line, checked before any line is read; `tooMany` when it has more than
 * {@link ORDER_MAX_LINES} lines. Bidirectional controls are removed first.
 */
export function readOrderText(pasted: string): OrderTextRead {
  const refused = { lines: [], tooMany: false, tooLarge: false, overlong: [] };
  if (pasted.length > ORDER_TEXT_MAX_CHARACTERS) return { ...refused, tooLarge: true };
  const rawLines = orderInputText(pasted).split(/\r\n|\r|\n/);
  const overlong = rawLines.filter(isOrderLineTooLong);
  if (overlong.length > 0) return { ...refused, overlong };
  const lines: OrderLine[] = [];
  for (const raw of rawLines) {
    const line = readOrderLine(raw);
    if (line === null) continue;
    if (lines.length === ORDER_MAX_LINES) return { ...refused, lines, tooMany: true };
    lines.push(line);
  }
  return { ...refused, lines };
}
