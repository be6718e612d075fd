import { gzipSync } from "node:zlib";
import { catalogueGviz } from "./lib/catalogues";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { percentile, round } from "./lib/stats";
import {
  JUDGED_BY,
  QUERY_KINDS,
  SEARCH_CATALOGUES,
  type QueryKind,
  type SearchCatalogue,
  type SearchQuery,
  loadSearchCatalogues,
  readSearchQueries,
} from "./search-queries";
import { encodeCopy } from "~/catalogue/browser/codec";
import { catalogueFromGviz } from "~/catalogue/import/import";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { CatalogueSearch } from "~/catalogue/query/search/catalogue-search";
import { queryCatalogue } from "~/catalogue/query/query";
import { parseCatalogueQuery } from "~/catalogue/query/url-params";

/**
 * Search-quality benchmark: runs every query of bench/search-queries.json through the catalogue's
 * real query path (`parseCatalogueQuery` of `?search=…`, then `queryCatalogue` with the default sort)
 * and judges the results against the ids the query set's rules count as right.
 */

/** How one query went. Answerable queries have right answers; nonsense queries have none. */
export type QueryJudgement = {
  answerable: boolean;
  results: number;
  /** |results ∩ relevant| / |relevant|. */
  recall: number;
  /** Share of the first min(5, |relevant|) results that are relevant (missing results count as wrong). */
  precisionAt5: number;
  /** The first result is in firstRight (or relevant when the query has no firstRight). */
  firstRight: boolean;
};

export function judge(
  entry: Pick<SearchQuery, "relevant" | "firstRight">,
  resultIds: readonly string[],
): QueryJudgement {
  const relevant = new Set(entry.relevant);
  const answerable = relevant.size > 0;
  if (!answerable)
    return { answerable, results: resultIds.length, recall: 1, precisionAt5: 1, firstRight: resultIds.length === 0 };
  const found = resultIds.filter((id) => relevant.has(id)).length;
  const k = Math.min(5, relevant.size);
  const top = resultIds.slice(0, k).filter((id) => relevant.has(id)).length;
  const first = resultIds[0];
  return {
    answerable,
    results: resultIds.length,
    recall: found / relevant.size,
    precisionAt5: top / k,
    firstRight: first !== undefined && (entry.firstRight ?? entry.relevant).includes(first),
  };
}

export type Summary = {
  queries: number;
  answerable: number;
  /** Share of answerable queries with no result at all. */
  noResultShare: number;
  recall: number;
  precisionAt5: number;
  firstRightShare: number;
  nonsense: number;
  nonsenseWithResults: number;
};

const mean = (values: readonly number[]): number =>
  values.length === 0 ? 1 : values.reduce((sum, value) => sum + value, 0) / values.length;

export function summarize(judgements: readonly QueryJudgement[]): Summary {
  const answerable = judgements.filter((j) => j.answerable);
  const nonsense = judgements.filter((j) => !j.answerable);
  return {
    queries: judgements.length,
    answerable: answerable.length,
    noResultShare: answerable.length === 0 ? 0 : answerable.filter((j) => j.results === 0).length / answerable.length,
    recall: mean(answerable.map((j) => j.recall)),
    precisionAt5: mean(answerable.map((j) => j.precisionAt5)),
    firstRightShare: mean(answerable.map((j) => (j.firstRight ? 1 : 0))),
    nonsense: nonsense.length,
    nonsenseWithResults: nonsense.filter((j) => j.results > 0).length,
  };
}

/** Why a query counts as failed, or nothing when it went right. */
function failures(entry: SearchQuery, judgement: QueryJudgement): string[] {
  if (!judgement.answerable) return judgement.results > 0 ? [`nonsense found ${judgement.results}`] : [];
  if (judgement.results === 0) return ["no result"];
  const reasons: string[] = [];
  if (judgement.recall < 1) reasons.push(`recall ${round(judgement.recall, 2)}`);
  if (judgement.precisionAt5 < 1) reasons.push(`p@5 ${round(judgement.precisionAt5, 2)}`);
  if (!judgement.firstRight)
    reasons.push(entry.firstRight ? "first result not in firstRight" : "first result not relevant");
  return reasons;
}

/** The search as the catalogue page runs it, every match returned in the page's order. */
function search(medicines: readonly Medicine[], text: string): Medicine[] {
  const query = parseCatalogueQuery(new URLSearchParams({ search: text }));
  const all = Math.max(1, medicines.length);
  return queryCatalogue(medicines, query, { pageSize: all, limit: all }).items;
}

/** Issue 53's held-out targets. */
const TARGETS = { noResultShare: 0, recall: 0.99, precisionAt5: 0.98, firstRightShare: 0.99, nonsenseWithResults: 0 };

/**
 * What the search index costs per catalogue: build time (median of three builds after one that
 * warms the code up, and that first one), the typed arrays it holds (`byteLength`: the engine's
 * own count, not the strings it shares with the catalogue), and the gzip size of the browser's
 * copy, from which the browser builds the same index.
 */
function indexCost(name: string, medicines: readonly Medicine[]) {
  const times: number[] = [];
  let engine: CatalogueSearch | undefined;
  for (let build = 0; build < 4; build++) {
    const start = performance.now();
    engine = new CatalogueSearch(medicines);
    times.push(performance.now() - start);
  }
  const copyGzipKb =
    gzipSync(JSON.stringify(encodeCopy(medicines, { version: "bench", updatedAt: new Date(0).toISOString() })), {
      level: 9,
    }).length / 1024;
  return {
    catalogue: name,
    medicines: medicines.length,
    firstBuildMs: round(times[0]!),
    buildMs: round(percentile(times.slice(1), 50)),
    indexMb: round(engine!.byteLength / 1e6, 1),
    copyGzipKb: round(copyGzipKb, 1),
  };
}

export async function searchBench(options: { note?: string }): Promise<TargetCheck[]> {
  const env = environment(options.note);
  console.log("\n▶ search: quality of the catalogue search over bench/search-queries.json");
  const catalogues = loadSearchCatalogues();
  const byId = Object.fromEntries(
    SEARCH_CATALOGUES.map((catalogue) => [catalogue, new Map(catalogues[catalogue].map((m) => [m.id, m]))]),
  ) as Record<SearchCatalogue, Map<string, Medicine>>;
  const queries = readSearchQueries();
  // A right answer the catalogue no longer holds (rows merged or dropped by the importer) can never
  // be found: the set is stale, and its figures would blame the search for it.
  const stale = queries.filter((entry) => entry.relevant.some((id) => !byId[JUDGED_BY[entry.catalogue]].has(id)));
  if (stale.length > 0)
    throw new Error(
      `${stale.length} queries name medicines the catalogue does not hold (${stale
        .slice(0, 5)
        .map((entry) => entry.id)
        .join(", ")}…): regenerate bench/search-queries.json (bench/search-queries.ts --write)`,
    );

  // Decision 64: a composition written without brackets is read as the bracketed one.
  const bracketed = new Map(catalogues["real-11.8k"].map((m) => [m.id, m.genericName]));
  const unread = catalogues["real-bracketless"].filter((m) => bracketed.get(m.id) !== m.genericName);
  const compositionsRead = {
    medicines: catalogues["real-bracketless"].length,
    readAsBracketed: catalogues["real-bracketless"].length - unread.length,
    examplesNotRead: unread.slice(0, 5).map((m) => m.genericName),
  };
  console.log(
    `  compositions written without brackets read as bracketed: ${compositionsRead.readAsBracketed} of ${compositionsRead.medicines}` +
      (unread.length > 0 ? ` (not: "${compositionsRead.examplesNotRead.slice(0, 2).join('", "')}"…)` : ""),
  );

  const judged: { entry: SearchQuery; judgement: QueryJudgement; top: string[]; ms: number }[] = [];
  for (const entry of queries) {
    const start = performance.now();
    const items = search(catalogues[entry.catalogue], entry.query);
    const ms = performance.now() - start;
    judged.push({
      entry,
      judgement: judge(
        entry,
        items.map((m) => m.id),
      ),
      top: items.slice(0, 3).map((m) => m.name),
      ms,
    });
  }

  const pretty = (summary: Summary) => ({
    ...summary,
    noResultShare: round(summary.noResultShare, 3),
    recall: round(summary.recall, 3),
    precisionAt5: round(summary.precisionAt5, 3),
    firstRightShare: round(summary.firstRightShare, 3),
  });
  const overall = summarize(judged.map((j) => j.judgement));
  const perKind = Object.fromEntries(
    QUERY_KINDS.map((kind) => [
      kind,
      pretty(summarize(judged.filter((j) => j.entry.kind === kind).map((j) => j.judgement))),
    ]),
  ) as Record<QueryKind, Summary>;
  const perCatalogue = Object.fromEntries(
    SEARCH_CATALOGUES.map((catalogue) => [
      catalogue,
      pretty(summarize(judged.filter((j) => j.entry.catalogue === catalogue).map((j) => j.judgement))),
    ]),
  ) as Record<SearchCatalogue, Summary>;

  const cell = (value: number) => value.toFixed(2).padStart(7);
  console.log(`  ${"kind".padEnd(17)} queries  no-result  recall   p@5  first-right  nonsense-found`);
  for (const [kind, summary] of [...Object.entries(perKind), ["overall", pretty(overall)] as const]) {
    console.log(
      `  ${kind.padEnd(17)} ${String(summary.queries).padStart(7)} ${cell(summary.noResultShare)}   ${cell(summary.recall)}${cell(summary.precisionAt5)} ${cell(summary.firstRightShare)}      ` +
        `${summary.nonsense === 0 ? "-" : `${summary.nonsenseWithResults}/${summary.nonsense}`}`,
    );
  }

  const failed = judged
    .map(({ entry, judgement, top }) => ({ entry, judgement, top, reasons: failures(entry, judgement) }))
    .filter((f) => f.reasons.length > 0);
  const expectedNames = (entry: SearchQuery) =>
    (entry.firstRight ?? entry.relevant)
      .slice(0, 3)
      .map((id) => byId[JUDGED_BY[entry.catalogue]].get(id)?.name ?? id)
      .join("; ");
  const SHOWN = 80;
  console.log(
    `  failing queries: ${failed.length} of ${judged.length}${failed.length > SHOWN ? ` (first ${SHOWN})` : ""}`,
  );
  for (const { entry, top, reasons, judgement } of failed.slice(0, SHOWN)) {
    console.log(`    ${entry.id} "${entry.query}": ${reasons.join(", ")} (${judgement.results} results)`);
    if (entry.relevant.length > 0) console.log(`      expected ${entry.relevant.length}, e.g. ${expectedNames(entry)}`);
    console.log(`      got ${top.length === 0 ? "nothing" : top.join("; ")}`);
  }

  const costs = [
    indexCost("real-11.8k", catalogues["real-11.8k"]),
    indexCost("synthetic-100k", catalogueFromGviz(catalogueGviz("synthetic-100k")).medicines),
  ];
  for (const cost of costs) {
    console.log(
      `  index ${cost.catalogue.padEnd(15)} ${String(cost.medicines).padStart(6)} medicines: build ${cost.buildMs} ms ` +
        `(first ${cost.firstBuildMs} ms), ${cost.indexMb} MB of arrays; the browser's copy ${cost.copyGzipKb} KB gzip`,
    );
  }

  const percent = (value: number) => `${round(value * 100, 1)}%`;
  const targets: TargetCheck[] = [
    {
      target: "answerable search queries with no result",
      limit: "0%",
      measured: percent(overall.noResultShare),
      met: overall.noResultShare <= TARGETS.noResultShare,
    },
    {
      target: "search recall (mean over answerable queries)",
      limit: `≥ ${TARGETS.recall}`,
      measured: String(round(overall.recall, 3)),
      met: overall.recall >= TARGETS.recall,
    },
    {
      target: "search precision@5",
      limit: `≥ ${TARGETS.precisionAt5}`,
      measured: String(round(overall.precisionAt5, 3)),
      met: overall.precisionAt5 >= TARGETS.precisionAt5,
    },
    {
      target: "search first result right",
      limit: `≥ ${percent(TARGETS.firstRightShare)}`,
      measured: percent(overall.firstRightShare),
      met: overall.firstRightShare >= TARGETS.firstRightShare,
    },
    {
      target: "nonsense search queries with results",
      limit: "0",
      measured: `${overall.nonsenseWithResults} of ${overall.nonsense}`,
      met: overall.nonsenseWithResults <= TARGETS.nonsenseWithResults,
    },
  ];
  printTargets(targets);
  const file = await writeResult("search", {
    benchmark: "search",
    environment: env,
    targets,
    overall: pretty(overall),
    perKind,
    perCatalogue,
    compositionsRead,
    totalSearchMs: round(judged.reduce((sum, j) => sum + j.ms, 0)),
    index: costs,
    failing: failed.map(({ entry, judgement, top, reasons }) => ({
      id: entry.id,
      query: entry.query,
      reasons,
      relevant: entry.relevant.length,
      results: judgement.results,
      top,
    })),
  });
  console.log(`  → ${file}`);
  return targets;
}
