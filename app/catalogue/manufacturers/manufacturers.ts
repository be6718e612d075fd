import { manufacturerSlug } from "~/catalogue/links";
import { oncePerCatalogueInSteps } from "~/catalogue/per-catalogue";
import { ROWS_PER_STEP, type Steps } from "~/catalogue/slices";
import { shownText } from "~/catalogue/placeholder";
import { facetsOf } from "~/catalogue/query/query-index";
import type { QueryableMedicine } from "~/catalogue/query/queryable-medicine";

/**
 * The manufacturers of a catalogue as their pages show them (docs/product.md 11.5): one per page
 * slug, A–Z, each with its medicines. Pure; built once per catalogue version.
 */

export type Manufacturer<T> = {
  /** The last part of its page's address (links.ts, `manufacturerSlug`). */
  slug: string;
  /** The spelling most of its medicines use (a tie: the first A–Z): its page's heading. */
  name: string;
  /** Every spelling of the sheet that leads to this page, A–Z. */
  spellings: string[];
  /** Its medicines, in sheet order. */
  medicines: readonly T[];
  /** Their positions in the catalogue, ascending: its page is the catalogue's query within them. */
  positions: Uint32Array;
};

export type ManufacturerDirectory<T> = {
  /** A–Z by name, in the order of the catalogue's Manufacturer filter. */
  all: readonly Manufacturer<T>[];
  bySlug: ReadonlyMap<string, Manufacturer<T>>;
};

const directories = oncePerCatalogueInSteps((medicines: readonly QueryableMedicine[]) => directorySteps(medicines));

/**
 * The manufacturers of a catalogue, worked out once per catalogue version, never per request.
 * Medicines without a manufacturer (empty or the importer's placeholder) belong to none.
 */
export function manufacturerDirectory<T extends QueryableMedicine>(medicines: readonly T[]): ManufacturerDirectory<T> {
  // Built from this very array, so its medicines are T.
  return directories.of(medicines) as ManufacturerDirectory<T>;
}

/** {@link manufacturerDirectory} in steps that may pause: built ahead of the first page that lists them. */
export function* prepareManufacturerDirectory<T extends QueryableMedicine>(
  medicines: readonly T[],
): Steps<ManufacturerDirectory<T>> {
  return (yield* directories.prepare(medicines)) as ManufacturerDirectory<T>;
}

function* directorySteps<T extends QueryableMedicine>(medicines: readonly T[]): Steps<ManufacturerDirectory<T>> {
  // The catalogue's Manufacturer filter lists each spelling once, A–Z: pages follow its collation.
  const rank = new Map(facetsOf(medicines).manufacturers.map((spelling, index) => [spelling, index]));
  const groups = new Map<string, { medicines: T[]; positions: number[]; counts: Map<string, number> }>();
  // A slug is worked out once per spelling: a catalogue has a few hundred spellings over 100k rows.
  const slugs = new Map<string, string>();
  for (const [index, medicine] of medicines.entries()) {
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
    const spelling = shownText(medicine.manufacturer);
    if (spelling === undefined) continue;
    let slug = slugs.get(spelling);
    if (slug === undefined) {
      slug = manufacturerSlug(spelling);
      slugs.set(spelling, slug);
    }
    let group = groups.get(slug);
    if (!group) {
      group = { medicines: [], positions: [], counts: new Map() };
      groups.set(slug, group);
    }
    group.medicines.push(medicine);
    group.positions.push(index);
    group.counts.set(spelling, (group.counts.get(spelling) ?? 0) + 1);
  }
  const byRank = (a: string, b: string) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity);
  const all = [...groups].map(([slug, group]): Manufacturer<T> => {
    const spellings = [...group.counts.keys()].sort(byRank);
    // Sorted A–Z first, so that a stable sort by count leaves ties in A–Z order.
    const [name] = [...spellings].sort((a, b) => group.counts.get(b)! - group.counts.get(a)!);
    return { slug, name: name!, spellings, medicines: group.medicines, positions: Uint32Array.from(group.positions) };
  });
  all.sort((a, b) => byRank(a.name, b.name));
  return { all, bySlug: new Map(all.map((manufacturer) => [manufacturer.slug, manufacturer])) };
}
