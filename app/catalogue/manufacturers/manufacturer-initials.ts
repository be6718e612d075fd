import type { Manufacturer } from "./manufacturers";

/**
 * The index page's letters (docs/product.md 11.5). Apart from manufacturers.ts, which reads the
 * catalogue's index: the page's component needs these without loading the search engine.
 */

/** Manufacturers shown under one letter of the index page. */
export type InitialGroup = { initial: string; manufacturers: { name: string; count: number }[] };

/** The initial of names that do not start with a Latin letter (digits, other scripts). */
export const OTHER_INITIAL = "#";

/** The letter a name is listed under on the index page: A–Z with accents folded, else {@link OTHER_INITIAL}. */
export function initialOf(name: string): string {
  const first = name.trim().normalize("NFKD").charAt(0).toUpperCase();
  return /^[A-Z]$/.test(first) ? first : OTHER_INITIAL;
}

/**
 * The index page's list: manufacturers grouped by initial, groups in the order their first
 * manufacturer comes A–Z (so digits first), names A–Z within each.
 */
export function groupByInitial(manufacturers: readonly Manufacturer<unknown>[]): InitialGroup[] {
  const groups = new Map<string, InitialGroup>();
  for (const { name, medicines } of manufacturers) {
    const initial = initialOf(name);
    let group = groups.get(initial);
    if (!group) {
      group = { initial, manufacturers: [] };
      groups.set(initial, group);
    }
    group.manufacturers.push({ name, count: medicines.length });
  }
  return [...groups.values()];
}
