/** Test support for the search engine's tests: a record as the sheet gives it, and the engine's ranked names. */
import { CatalogueSearch, type SearchRecord } from "./catalogue-search";

export const searchRecord = (
  name: string,
  genericName: string,
  manufacturer = "Acme Ltd",
  form = "Strip of 10 tablets",
): SearchRecord => ({ name, genericName, brand: "N/A", manufacturer, form });

/** Every match of a search over the catalogue, named, in "Best match" order (ties by name). */
export function rankedNames(catalogue: readonly SearchRecord[]): (text: string) => string[] {
  const engine = new CatalogueSearch(catalogue);
  const byName = catalogue
    .map((_, position) => position)
    .sort((a, b) => catalogue[a]!.name.localeCompare(catalogue[b]!.name));
  const nameRank = new Uint32Array(catalogue.length);
  byName.forEach((position, rank) => (nameRank[position] = rank));
  return (text) => {
    const prepared = engine.prepare(text);
    const matched = engine.matches(prepared);
    return [...engine.rankedSlice(prepared, matched, nameRank, 0, matched.length)].map(
      (position) => catalogue[position]!.name,
    );
  };
}
