/**
 * An order line cut into pieces (numbers, words, marks) with their places in the text: what the
 * reader (read-order-line.ts) and the strength rules (strength-or-quantity.ts) both look at.
 */

/** "x 10", "× 10", "* 10", "10 x": the quantity is the number on the other side. */
const TIMES = new Set(["x", "X", "×", "*"]);

export type Piece = {
  kind: "number" | "word" | "mark";
  text: string;
  start: number;
  end: number;
};

/** Numbers (with a decimal point or comma), words (any script, with combining marks), and single marks. */
const PIECE = /(\d+(?:[.,]\d+)?)|([\p{L}\p{M}]+(?:\.(?=\s|$))?)|(-{1,2}>|=>|\/-|[^\s\p{L}\p{M}\d])/gu;

export function piecesOf(text: string): Piece[] {
  const pieces: Piece[] = [];
  for (const match of text.matchAll(PIECE)) {
    const [whole, number, word] = match;
    const start = match.index;
    const kind = number !== undefined ? "number" : word !== undefined ? "word" : "mark";
    pieces.push({ kind, text: whole, start, end: start + whole.length });
  }
  return pieces;
}

export const lower = (piece: Piece | undefined) => piece?.text.toLowerCase().replace(/\.$/, "");
export const isWord = (piece: Piece | undefined, words: ReadonlySet<string>) =>
  piece !== undefined && piece.kind !== "number" && words.has(lower(piece)!);
/** Only digits, no decimal: a quantity can only be a whole number. */
export const isWhole = (piece: Piece | undefined) => piece?.kind === "number" && /^\d+$/.test(piece.text);
export const glued = (left: Piece | undefined, right: Piece | undefined) =>
  left !== undefined && right?.start === left.end;
export const isTimes = (piece: Piece | undefined) => piece !== undefined && TIMES.has(piece.text);
