import * as z from "zod/mini";
import { categoryIdOf } from "~/catalogue/medicine/categories";
import { scheduleOfParam } from "~/catalogue/medicine/schedule";
import {
  defaultSortFor,
  MAX_FILTER_LENGTH,
  MAX_SEARCH_LENGTH,
  normalizeText,
  PAGING_MODES,
  SORT_KEYS,
  VIEWS,
  type CatalogueQuery,
} from "~/catalogue/urls/url-state";

// Reading the catalogue state from a URL, the one boundary of url-state.ts: every value is checked.

const text = (maxLength: number) =>
  z.catch(
    z.pipe(
      z.string(),
      z.transform((value) => normalizeText(value, maxLength)),
    ),
    "",
  );

/**
 * The catalogue state as the URL carries it (docs/product.md 2.11). Every field falls back to
 * its default instead of failing: a mistyped or outdated link still shows the catalogue.
 */
const queryParamsSchema = z.object({
  search: text(MAX_SEARCH_LENGTH),
  // A slug (docs/product.md 3.7); a hand-typed display name such as "Pain Relief" reads as its slug.
  category: z.pipe(text(MAX_FILTER_LENGTH), z.transform(categoryIdOf)),
  manufacturer: text(MAX_FILTER_LENGTH),
  rx: z.catch(
    z.pipe(
      z.string(),
      z.transform((value) => ["1", "true", "yes", "on"].includes(value.trim().toLowerCase())),
    ),
    false,
  ),
  // `h1`, any case (docs/product.md 11.4); absent or unknown: no schedule filter.
  schedule: z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((value) => scheduleOfParam(value.trim().toLowerCase())),
      ),
    ),
    undefined,
  ),
  // Absent or unknown: the default for the search (see parseCatalogueQuery).
  sort: z.catch(z.optional(z.enum(SORT_KEYS)), undefined),
  page: z.catch(z.coerce.number().check(z.int(), z.minimum(1), z.maximum(Number.MAX_SAFE_INTEGER)), 1),
  view: z.catch(z.enum(VIEWS), "grid"),
  paging: z.catch(z.enum(PAGING_MODES), "pages"),
  // "Search instead for …": the search exactly as typed, without typo corrections.
  exact: z.catch(
    z.optional(
      z.pipe(
        z.string(),
        z.transform((value) => value === "1" || undefined),
      ),
    ),
    undefined,
  ),
});

const PARAM_KEYS = [
  "search",
  "category",
  "manufacturer",
  "rx",
  "schedule",
  "sort",
  "page",
  "view",
  "paging",
  "exact",
] as const;

/** Reads the catalogue state from a URL's search parameters; never throws. */
export function parseCatalogueQuery(params: URLSearchParams): CatalogueQuery {
  const raw: Partial<Record<(typeof PARAM_KEYS)[number], string>> = {};
  for (const key of PARAM_KEYS) {
    const value = params.get(key);
    if (value !== null) raw[key] = value;
  }
  const { sort, exact, schedule, ...parsed } = queryParamsSchema.parse(raw);
  // "Best match" needs search text; without it the catalogue falls back to its default order.
  const query: CatalogueQuery = {
    ...parsed,
    sort: sort === undefined || (sort === "relevance" && !parsed.search) ? defaultSortFor(parsed.search) : sort,
  };
  if (schedule) query.schedule = schedule;
  if (exact && parsed.search) query.exact = true;
  return query;
}
