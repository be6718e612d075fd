import type { Medicine } from "~/catalogue/medicine/medicine";
import { matchOrderLine, type OrderLineMatch } from "./match-order-line";
import { readOrderText } from "./read-order-line";

/** A pasted or uploaded order read and matched line by line, in the order written. */
export function matchOrderText(
  medicines: readonly Medicine[],
  text: string,
): { lines: OrderLineMatch[]; tooMany: boolean } {
  const { lines, tooMany } = readOrderText(text);
  return { lines: lines.map((line) => matchOrderLine(medicines, line)), tooMany };
}
