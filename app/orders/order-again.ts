import type { StoredLine } from "~/enquiries";
import { addFreeTextLine, addToList, type EnquiryList } from "~/enquiry-list";

/**
 * "Order again" (docs/product.md 12.3d): a past order's lines added to the buyer's order list, each
 * medicine under today's name (the list then shows today's stock, rate and scheme, and flags a line
 * out of stock); a medicine the catalogue no longer has, and a line sent as written, as written.
 * Lines beyond the list's limit are left out; how many were added is told.
 */
export function listWithOrder(
  list: EnquiryList,
  lines: readonly StoredLine[],
  todayName: (medicineId: string) => string | undefined,
): { list: EnquiryList; added: number } {
  let next = list;
  let added = 0;
  for (const line of lines) {
    const name = line.medicineId === null ? undefined : todayName(line.medicineId);
    const change =
      line.medicineId !== null && name !== undefined
        ? addToList(next, { id: line.medicineId, name }, line.quantity)
        : addFreeTextLine(next, line.name, line.quantity);
    if (!change.ok) continue;
    next = change.list;
    added += 1;
  }
  return { list: next, added };
}
