import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { RESULTS_DIR, type TargetCheck } from "./lib/results";

/**
 * `npm run bench -- report`: the results tables of docs/performance.md, in Markdown, from the
 * JSON files in bench/results/ (no measuring). Paste them into the doc after a measurement of record.
 */

type Environment = { date: string; note: string | null; commit: string; loadAverage: number[]; cores: number };
type Result<T> = { environment: Environment; targets: TargetCheck[]; results: T[] };

type ImportRow = {
  catalogue: string;
  medicines: number;
  totalMs: { first: number; min: number; median: number };
  cpuMsMedian: number;
  cpuShare: number;
  memoryMB: { baselineRss: number; peakRssFirstImport: number };
};
type QueryRow = {
  catalogue: string;
  medicines: number;
  indexBuildMs: number;
  cpuShare: number;
  ms: { p50: number; p95: number; p99: number };
};
type AlternativesRow = {
  catalogue: string;
  medicines: number;
  firstBuildMs: number;
  buildMs: number;
  buildCpuMs: number;
  groups: number;
  groupSize: { median: number; max: number };
  withAlternativesShare: number;
  packReadShare: number;
  comparedShare: number;
  lookupMicros: number;
};
type ServerRow = {
  scenario: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  serverCpuMsPerRequest: number | null;
  serverMemoryMB: { rss: number; peakRss: number } | null;
};
type BrowserRow = {
  page: string;
  path: string;
  performanceScores: number[];
  scores: { performance: number; accessibility: number; bestPractices: number; seo: number };
  metrics: {
    largestContentfulPaintMs: number;
    totalBlockingTimeMs: number;
    cumulativeLayoutShift: number;
    totalBytes: number;
  };
  javascript: { gzipBytes: number; count: number };
};

/** A results file as the benchmark wrote it (our own output: read as its known shape). */
function readJson<T>(name: string): T | undefined {
  const file = path.join(RESULTS_DIR, `${name}.json`);
  return existsSync(file) ? (JSON.parse(readFileSync(file, "utf8")) as T) : undefined;
}

const read = <T>(name: string) => readJson<Result<T>>(name);

type FirstCardRow = {
  catalogue: string;
  page: string;
  /** Null when no run showed a card ("Error Loading Data"). */
  medianMs: number | null;
  runsMs: number[];
  failedRuns?: number;
  /** This build's Largest Contentful Paint, on pages with photos. */
  lcp?: { medianMs: number; runsMs: number[] };
};

type FirstCardResult = {
  environment: Environment;
  targets: TargetCheck[];
  results: FirstCardRow[];
  /** `--compare-with`: another build measured in turn with this one. */
  comparedWith?: { directory: string; results: FirstCardRow[] };
  /** The original app measured in the same run, or why it was not. */
  original?: { url: string; results: FirstCardRow[] } | string;
};

type InstantResult = {
  environment: Environment;
  targets: TargetCheck[];
  cpuSlowdown: number;
  snapshots: {
    catalogue: string;
    medicines: number;
    rawBytes: number;
    gzipBytes: number;
    decodeMs: { first: number; median: number };
  }[];
  keystrokes: {
    catalogue: string;
    answeredBy: string;
    samples: number;
    serverRequests: number;
    ms: { p50: number; p95: number; max: number };
  }[];
};

const table = (header: string[], rows: (string | number)[][]) =>
  [
    `| ${header.join(" | ")} |`,
    `| ${header.map(() => "---").join(" | ")} |`,
    ...rows.map((row) => `| ${row.join(" | ")} |`),
  ].join("\n");

const when = (environment: Environment) =>
  `Measured ${environment.date.slice(0, 16).replace("T", " ")} UTC at commit \`${environment.commit}\`, load average ` +
  `${environment.loadAverage[0]} on ${environment.cores} cores${environment.note ? ` (${environment.note})` : ""}.`;

const kb = (bytes: number) => (bytes / 1000).toFixed(1);

export function printReport(): void {
  const sections: string[] = [];
  const targets: TargetCheck[] = [];

  const imports = read<ImportRow>("import");
  if (imports) {
    targets.push(...imports.targets);
    sections.push(
      `### Import\n\n${when(imports.environment)}\n\n` +
        table(
          [
            "Catalogue",
            "Medicines",
            "Median",
            "Min",
            "First (cold)",
            "CPU (median)",
            "CPU share",
            "RSS before",
            "Peak RSS",
          ],
          imports.results.map((row) => [
            row.catalogue,
            row.medicines,
            `${row.totalMs.median} ms`,
            `${row.totalMs.min} ms`,
            `${row.totalMs.first} ms`,
            `${row.cpuMsMedian} ms`,
            row.cpuShare,
            `${row.memoryMB.baselineRss} MB`,
            `${row.memoryMB.peakRssFirstImport} MB`,
          ]),
        ),
    );
  }

  const queries = read<QueryRow>("query");
  if (queries) {
    targets.push(...queries.targets);
    sections.push(
      `### Query\n\n${when(queries.environment)}\n\n` +
        table(
          ["Catalogue", "Medicines", "p50", "p95", "p99", "Index build", "CPU share"],
          queries.results.map((row) => [
            row.catalogue,
            row.medicines,
            `${row.ms.p50} ms`,
            `${row.ms.p95} ms`,
            `${row.ms.p99} ms`,
            `${row.indexBuildMs} ms`,
            row.cpuShare,
          ]),
        ),
    );
  }

  const alternatives = read<AlternativesRow>("alternatives");
  if (alternatives) {
    targets.push(...alternatives.targets);
    const percent = (share: number) => `${(share * 100).toFixed(1)}%`;
    sections.push(
      `### Same composition\n\n${when(alternatives.environment)}\n\n` +
        table(
          [
            "Catalogue",
            "Medicines",
            "Build (median)",
            "CPU",
            "First",
            "Groups (median, max size)",
            "With alternatives",
            "Pack read",
            "Listed with a %",
            "Lookup",
          ],
          alternatives.results.map((row) => [
            row.catalogue,
            row.medicines,
            `${row.buildMs} ms`,
            `${row.buildCpuMs} ms`,
            `${row.firstBuildMs} ms`,
            `${row.groups} (${row.groupSize.median}, ${row.groupSize.max})`,
            percent(row.withAlternativesShare),
            percent(row.packReadShare),
            percent(row.comparedShare),
            `${row.lookupMicros} µs`,
          ]),
        ),
    );
  }

  const server = readJson<
    Result<ServerRow> & {
      webConcurrency2?: ServerRow[];
      workerKill?: {
        requests: number;
        errors: number;
        timeouts: number;
        non2xx: number;
        replacementListeningAfterMs: number | null;
        enquiries: { received: number; lostAfterReceived: number };
      };
    }
  >("server");
  if (server) {
    targets.push(...server.targets);
    sections.push(
      `### Server (real-11.8k catalogue, 50 connections)\n\n${when(server.environment)}\n\n` +
        table(
          [
            "Scenario",
            "Requests/s",
            "p50",
            "p99",
            "Errors / timeouts / non-2xx",
            "Server CPU per request",
            "Server RSS (peak)",
          ],
          [
            ...server.results,
            ...(server.webConcurrency2 ?? []).map((row) => ({
              ...row,
              scenario: `${row.scenario}, WEB_CONCURRENCY=2`,
            })),
          ].map((row) => [
            row.scenario,
            row.requestsPerSecond,
            `${row.latencyMs.p50} ms`,
            `${row.latencyMs.p99} ms`,
            `${row.errors} / ${row.timeouts} / ${row.non2xx}`,
            row.serverCpuMsPerRequest === null ? "?" : `${row.serverCpuMsPerRequest} ms`,
            row.serverMemoryMB ? `${row.serverMemoryMB.rss} MB (${row.serverMemoryMB.peakRss} MB)` : "?",
          ]),
        ) +
        (server.workerKill
          ? `\n\nWEB_CONCURRENCY=2 with one worker killed (SIGKILL) under the search load: ` +
            `${server.workerKill.errors} errors, ${server.workerKill.timeouts} timeouts, ${server.workerKill.non2xx} non-2xx ` +
            `of ${server.workerKill.requests} requests; the replacement listened after ` +
            `${server.workerKill.replacementListeningAfterMs ?? "?"} ms; ` +
            `${server.workerKill.enquiries.lostAfterReceived} of ${server.workerKill.enquiries.received} enquiries answered "received" lost.`
          : ""),
    );
  }

  const browser = read<BrowserRow>("browser");
  if (browser) {
    targets.push(...browser.targets);
    sections.push(
      `### Browser (Lighthouse 12.8, mobile, sample catalogue)\n\n${when(browser.environment)}\n\n` +
        table(
          [
            "Page",
            "Performance (runs)",
            "Accessibility",
            "Best practices",
            "SEO",
            "LCP",
            "TBT",
            "CLS",
            "Total",
            "First-load JS (gzip)",
          ],
          browser.results.map((row) => [
            `\`${row.path}\``,
            `${row.scores.performance} (${row.performanceScores.join(", ")})`,
            row.scores.accessibility,
            row.scores.bestPractices,
            row.scores.seo,
            `${row.metrics.largestContentfulPaintMs} ms`,
            `${row.metrics.totalBlockingTimeMs} ms`,
            row.metrics.cumulativeLayoutShift,
            `${kb(row.metrics.totalBytes)} KB`,
            `${kb(row.javascript.gzipBytes)} KB (${row.javascript.count} files)`,
          ]),
        ),
    );
  }

  const instant = readJson<InstantResult>("instant");
  if (instant) {
    targets.push(...instant.targets);
    sections.push(
      `### Instant catalogue (${instant.cpuSlowdown}× CPU throttling)\n\n${when(instant.environment)}\n\n` +
        table(
          ["Catalogue", "Medicines", "Snapshot raw", "Snapshot gzip", "Decode (first / median)"],
          instant.snapshots.map((row) => [
            row.catalogue,
            row.medicines,
            `${kb(row.rawBytes)} KB`,
            `${kb(row.gzipBytes)} KB`,
            `${row.decodeMs.first} ms / ${row.decodeMs.median} ms`,
          ]),
        ) +
        "\n\n" +
        table(
          ["Catalogue", "Answered by", "Key press → results p50", "p95", "max", "Searches", "Server requests"],
          instant.keystrokes.map((row) => [
            row.catalogue,
            row.answeredBy,
            `${row.ms.p50} ms`,
            `${row.ms.p95} ms`,
            `${row.ms.max} ms`,
            row.samples,
            row.serverRequests,
          ]),
        ),
    );
  }

  const firstCard = readJson<FirstCardResult>("first-card");
  if (firstCard) {
    targets.push(...firstCard.targets);
    sections.push(
      `### First results on a phone (412 px, 4× CPU, 150 ms, 1.6 Mbps, no cache)\n\n${when(firstCard.environment)}\n\n` +
        table(
          ["Page", "Catalogue", "Build", "First result in a running page (median)", "LCP (median)", "Runs"],
          [
            ...firstCard.results.map((row) => ({ row, build: "this" })),
            ...(firstCard.comparedWith?.results ?? []).map((row) => ({ row, build: "compared" })),
            ...(typeof firstCard.original === "object" ? firstCard.original.results : []).map((row) => ({
              row,
              build: "original",
            })),
          ]
            .sort((a, b) => a.row.catalogue.localeCompare(b.row.catalogue) || a.row.page.localeCompare(b.row.page))
            .map(({ row, build }) => [
              row.page,
              row.catalogue,
              build,
              row.medianMs === null
                ? `no card: "Error Loading Data" in ${row.failedRuns ?? "all"} runs`
                : `${row.medianMs} ms`,
              row.lcp ? `${row.lcp.medianMs} ms` : "—",
              row.runsMs.join(", "),
            ]),
        ) +
        (typeof firstCard.original === "object"
          ? `\n\nOriginal app: ${firstCard.original.url}, alternated with this build in the same run.`
          : "\n\nOriginal app not measured in this run: no ratio.") +
        (firstCard.comparedWith
          ? `\n\nCompared build: \`${firstCard.comparedWith.directory}\`, run in turn with this one.`
          : ""),
    );
  }

  const summary = table(
    ["Target", "Limit", "Measured", "Met"],
    targets.map((check) => [check.target, check.limit, check.measured, check.met ? "yes" : "**no**"]),
  );
  console.log([`### Targets\n\n${summary}`, ...sections].join("\n\n"));
}
