import { manufacturerSlug } from "~/catalogue/urls/links";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { schemeText } from "~/catalogue/trade/scheme";
import { ROWS_PER_STEP, type Steps } from "~/catalogue/loading/slices";

/**
 * What changed between two catalogue versions (docs/product.md §17): the kinds a buyer cares
 * about, and the ones the site needs for itself (`out-of-stock` to tell a flicker from news,
 * `removed` to close the "notify me" requests of a medicine that left the sheet).
 */
export const CHANGE_KINDS = ["new", "back-in-stock", "out-of-stock", "mrp", "rate", "scheme", "removed"] as const;
export type ChangeKind = (typeof CHANGE_KINDS)[number];

/** The kinds the "What's new" page shows, in its order of groups. */
export const SHOWN_KINDS = ["new", "back-in-stock", "mrp", "rate", "scheme"] as const satisfies readonly ChangeKind[];

/**
 * One change of one medicine. The medicine's name, category and manufacturer are kept with it,
 * as they were in the version that changed, so that the page and its files can show (and filter)
 * a change of a medicine that has since left the sheet.
 */
export type CatalogueChange = {
  medicineId: string;
  kind: ChangeKind;
  name: string;
  categoryId: string;
  category: string;
  manufacturer: string;
  manufacturerSlug: string;
  /** MRP and rate: the previous and the new price in INR; null for other kinds. */
  oldValue: number | null;
  newValue: number | null;
  /** `scheme`: the new scheme as the trade writes it ("10+1", "5%"); null for other kinds. */
  scheme: string | null;
};

function change(
  medicine: Medicine,
  kind: ChangeKind,
  values: Partial<Pick<CatalogueChange, "oldValue" | "newValue" | "scheme">> = {},
): CatalogueChange {
  return {
    medicineId: medicine.id,
    kind,
    name: medicine.name,
    categoryId: medicine.categoryId,
    category: medicine.category,
    manufacturer: medicine.manufacturer,
    manufacturerSlug: manufacturerSlug(medicine.manufacturer),
    oldValue: values.oldValue ?? null,
    newValue: values.newValue ?? null,
    scheme: values.scheme ?? null,
  };
}

const isOut = (medicine: Medicine) => medicine.availability === "Out of Stock";

/** The rate of a medicine, when the sheet gives one (an MRP never stands in for it). */
const rateOf = (medicine: Medicine) => medicine.rate;

/**
 * The changes of one medicine present in both versions. A price without a previous one (or a
 * price that went away) is not a change: only a number replaced by another number is. Stock is
 * compared only where both versions know it (a sheet without a stock column says nothing).
 */
function changesOf(before: Medicine, after: Medicine, found: CatalogueChange[]): void {
  if (before.availability !== undefined && after.availability !== undefined && isOut(before) !== isOut(after)) {
    found.push(change(after, isOut(after) ? "out-of-stock" : "back-in-stock"));
  }
  if (before.mrp !== undefined && after.mrp !== undefined && before.mrp !== after.mrp) {
    found.push(change(after, "mrp", { oldValue: before.mrp, newValue: after.mrp }));
  }
  const rateBefore = rateOf(before);
  const rateAfter = rateOf(after);
  if (rateBefore !== undefined && rateAfter !== undefined && rateBefore !== rateAfter) {
    found.push(change(after, "rate", { oldValue: rateBefore, newValue: rateAfter }));
  }
  if (after.scheme) {
    const scheme = schemeText(after.scheme);
    if (!before.scheme || schemeText(before.scheme) !== scheme) found.push(change(after, "scheme", { scheme }));
  }
}

/**
 * Compares two versions by medicine id, as steps that pause every {@link ROWS_PER_STEP} medicines
 * (app/catalogue/loading/slices.ts), so that the server compares two 100k-row versions between requests.
 * New medicines and the changes of kept ones come in the new version's order, removed ones after.
 */
export function* compareSteps(
  previous: ReadonlyMap<string, Medicine>,
  next: readonly Medicine[],
  nextById: ReadonlyMap<string, Medicine>,
): Steps<CatalogueChange[]> {
  const found: CatalogueChange[] = [];
  for (let index = 0; index < next.length; index++) {
    const after = next[index]!;
    const before = previous.get(after.id);
    if (before) changesOf(before, after, found);
    else found.push(change(after, "new"));
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }
  let seen = 0;
  for (const before of previous.values()) {
    if (!nextById.has(before.id)) found.push(change(before, "removed"));
    if (++seen % ROWS_PER_STEP === 0) yield;
  }
  return found;
}
