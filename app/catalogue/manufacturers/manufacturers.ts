import { manufacturerSlug } from "~/catalogue/urls/links";
import { oncePerCatalogueInSteps } from "~/catalogue/loading/per-catalogue";
import { ROWS_PER_STEP, type Steps } from "~/catalogue/loading/slices";
import { shownText } from "~/catalogue/medicine/placeholder";
import { indexOf } from "~/catalogue/query/query-index";
import { collator } from "~/catalogue/query/sort-orders";
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
  // The catalogue's Manufacturer filter lists each manufacturer once, A–Z, by the name its page
  // has: pages follow its names and collation.
  const index = indexOf(medicines);
  const rank = new Map(index.facets.manufacturers.map((name, at) => [name, at]));
  const groups = new Map<string, { medicines: T[]; positions: number[]; spellings: Set<string> }>();
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
      group = { medicines: [], positions: [], spellings: new Set() };
      groups.set(slug, group);
    }
    group.medicines.push(medicine);
    group.positions.push(index);
    group.spellings.add(spelling);
  }
  const byRank = (a: string, b: string) => (rank.get(a) ?? Infinity) - (rank.get(b) ?? Infinity);
  const alphabetical = (a: string, b: string) => collator.compare(a, b) || (a < b ? -1 : 1);
  const all = [...groups].map(([slug, group]): Manufacturer<T> => {
    const spellings = [...group.spellings].sort(alphabetical);
    // The filter's name for the slug: the spelling most of its medicines use (facets.ts).
    const name = index.manufacturerBySlug.get(slug) ?? spellings[0]!;
    return { slug, name, spellings, medicines: group.medicines, positions: Uint32Array.from(group.positions) };
  });
  all.sort((a, b) => byRank(a.name, b.name));
  return { all, bySlug: new Map(all.map((manufacturer) => [manufacturer.slug, manufacturer])) };
}
