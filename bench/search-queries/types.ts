/** The query set's shapes (bench/search-queries.ts): catalogues, kinds, a query, the fields the rules read. */
import type { Medicine } from "~/catalogue/medicine/medicine";

/**
 * "real-bracketless" is the real catalogue with every composition written without brackets
 * ("Amoxycillin 500mg + Clavulanic Acid 125mg", bench/lib/catalogues.ts): its queries are judged by
 * the real catalogue's bracketed compositions, so that a composition the importer fails to read
 * shows as a miss (decision 64).
 */
export const SEARCH_CATALOGUES = ["real-11.8k", "sample", "real-bracketless"] as const;
export type SearchCatalogue = (typeof SEARCH_CATALOGUES)[number];
/** The catalogue whose data the rules read for each catalogue's queries. */
export const JUDGED_BY: Record<SearchCatalogue, SearchCatalogue> = {
  "real-11.8k": "real-11.8k",
  sample: "sample",
  "real-bracketless": "real-11.8k",
};

export const QUERY_KINDS = [
  "brand",
  "brand-strength",
  "generic",
  "generic-strength",
  "unit",
  "spelling",
  "typo",
  "combination",
  "form",
  "manufacturer",
  "ranking",
  "separator",
  "salt",
  "anion",
  "abbreviation",
  "oral-liquid",
  "short-word",
  "two-word-brand",
  "exact-name",
  "missing-strength",
  "bracketless",
  "nonsense",
] as const;
export type QueryKind = (typeof QUERY_KINDS)[number];

export type SearchQuery = {
  id: string;
  kind: QueryKind;
  catalogue: SearchCatalogue;
  query: string;
  /** Ids of every medicine that counts as a right answer; empty for nonsense. */
  relevant: string[];
  /** Ids acceptable as the first result, when narrower than `relevant`. */
  firstRight?: string[];
  /** What counts as right, in one line. */
  rule: string;
};

/** The fields the rules read. */
export type JudgedMedicine = Pick<Medicine, "id" | "name" | "genericName" | "brand" | "manufacturer" | "form">;
export type SearchCatalogues = Record<SearchCatalogue, readonly JudgedMedicine[]>;
