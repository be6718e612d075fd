/** The query set's shapes (bench/search-queries.ts): catalogues, kinds, a query, the fields the rules read. */
import type { Medicine } from "~/catalogue/medicine/medicine";

export const SEARCH_CATALOGUES = ["real-11.8k", "sample"] as const;
export type SearchCatalogue = (typeof SEARCH_CATALOGUES)[number];

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
