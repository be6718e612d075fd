import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { catalogueFromGviz, catalogueFromGvizSteps } from "~/catalogue/import/import";
import { alternativesIndex, prepareAlternatives } from "~/catalogue/compare/alternatives";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { queryCatalogue } from "~/catalogue/query/query";
import { prepareQueryIndex } from "~/catalogue/query/query-index";
import { DEFAULT_QUERY, type CatalogueQuery } from "~/catalogue/urls/url-state";
import { GvizFormatError } from "~/catalogue/sheet/gviz";
import { runInSlices, type Steps } from "./slices";

/**
 * The store loads a sheet in slices (app/catalogue/loading/slices.ts); scripts and tests load it at once.
 * Both must give exactly the same catalogue, report, search results and alternatives.
 */

const SAMPLE = readFileSync("data/sample-catalogue.gviz.txt", "utf8");
const REAL = gunzipSync(readFileSync("bench/fixtures/medicine-details-11k.gviz.txt.gz")).toString("utf8");
const SEARCHES = (JSON.parse(readFileSync("bench/search-queries.json", "utf8")) as { query: string }[]).map(
  (entry) => entry.query,
);

/** What the store runs, in slices that pause at every step (the most interleaving there is). */
function* loadSteps(text: string): Steps<{ medicines: Medicine[]; report: unknown }> {
  const catalogue = yield* catalogueFromGvizSteps(text);
  yield* prepareQueryIndex(catalogue.medicines);
  yield* prepareAlternatives(catalogue.medicines);
  return catalogue;
}

const QUERIES: Partial<CatalogueQuery>[] = [
  {},
  { sort: "price-asc" },
  { sort: "price-desc", page: 3 },
  { sort: "availability", rx: true },
  { sort: "name-desc", page: 2 },
  ...SEARCHES.map((search) => ({ search, sort: "relevance" as const })),
  { search: "paracetmol" },
  { search: "paracetmol", exact: true },
];

function resultsOf(medicines: readonly Medicine[]) {
  return QUERIES.map((change) => {
    const result = queryCatalogue(medicines, { ...DEFAULT_QUERY, ...change });
    return { query: result.query, total: result.total, ids: result.items.map((m) => m.id), search: result.search };
  });
}

function alternativesOf(medicines: readonly Medicine[]) {
  const { groups } = alternativesIndex(medicines);
  return [...groups].map(([id, group]) => [id, group.map((member) => member.medicine.id)]);
}

describe.each([
  ["the sample catalogue", SAMPLE],
  ["the real 11.8k catalogue", REAL],
])("%s loaded in slices", (_, text) => {
  it("is the same catalogue, report, search results and alternatives as loaded at once", async () => {
    const atOnce = catalogueFromGviz(text);
    const inSlices = await runInSlices(loadSteps(text), { budgetMs: 0 });
    expect(inSlices.medicines.length).toBeGreaterThan(0);
    expect(inSlices.medicines).toEqual(atOnce.medicines);
    expect(inSlices.report).toEqual(atOnce.report);
    // The sliced copy's indexes were built in slices; the other's are built now, at once.
    expect(resultsOf(inSlices.medicines)).toEqual(resultsOf(atOnce.medicines));
    expect(alternativesOf(inSlices.medicines)).toEqual(alternativesOf(atOnce.medicines));
  }, 30_000); // the 11.8k catalogue loaded and indexed twice: seconds on a busy machine
});

describe("a sheet loaded in slices", () => {
  it("fails with the error the whole parse gives", async () => {
    const broken = SAMPLE.replace('{"c":[', '{"c":[{"v":[{}]},');
    expect(() => catalogueFromGviz(broken)).toThrow(GvizFormatError);
    await expect(runInSlices(catalogueFromGvizSteps(broken), { budgetMs: 0 })).rejects.toThrow(GvizFormatError);
  });
});
