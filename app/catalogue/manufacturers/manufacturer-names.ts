/**
 * The Manufacturer filter's names (docs/product.md 5.6), per catalogue version, outside the
 * catalogue page's loader data (docs/decisions/014). Every catalogue page used to carry the whole
 * list (788 names at 11.8k medicines) twice: as `<option>`s and again in its loader data, which
 * the server serialised and the browser decoded on every page and every search. The names only
 * change with the catalogue, so:
 *
 * - the server's catalogue loader keeps them here by version, and the page renders its options
 *   from here (the HTML still lists them all: the filter works without JavaScript);
 * - the browser reads them back from that rendered `<select>` when it hydrates the page (the same
 *   names, so the same options), takes them from the page when its own copy of the catalogue
 *   answered (that page has them in memory), and otherwise asks `/manufacturers.json` once
 *   (load-manufacturer-names.ts, loaded only then: it brings the answer's schema).
 */

/** Versions kept at once: the current catalogue and the one a refresh is replacing. */
const KEPT_VERSIONS = 2;
const byVersion = new Map<string, readonly string[]>();

/** Keeps the names of a catalogue version (the oldest of more than two is forgotten). */
export function keepManufacturerNames(version: string, names: readonly string[]): void {
  if (byVersion.get(version) === names) return;
  byVersion.delete(version);
  byVersion.set(version, names);
  while (byVersion.size > KEPT_VERSIONS) byVersion.delete(byVersion.keys().next().value!);
}

/** The names of a catalogue version, when known here. */
export function manufacturerNamesOf(version: string): readonly string[] | undefined {
  return byVersion.get(version);
}

/**
 * Marks the `<select>` whose options are every name of a catalogue version: the browser reads
 * them back from it (and from no other select, such as one rendered while the names were loading).
 */
export const NAMES_VERSION_ATTRIBUTE = "data-manufacturers-of";

/**
 * The names of `version` as the server's HTML lists them in the Manufacturer filter (the options
 * after "All manufacturers"; an option's value is the name as the catalogue spells it), kept for
 * the next renders. Undefined outside a browser or when the page has no such select.
 */
export function manufacturerNamesOnPage(version: string): readonly string[] | undefined {
  if (typeof document === "undefined") return undefined;
  for (const select of document.querySelectorAll<HTMLSelectElement>(`select[${NAMES_VERSION_ATTRIBUTE}]`)) {
    if (select.getAttribute(NAMES_VERSION_ATTRIBUTE) !== version) continue;
    const names = Array.from(select.options, (option) => option.value).filter((value) => value !== "");
    keepManufacturerNames(version, names);
    return names;
  }
  return undefined;
}
