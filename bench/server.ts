import { writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startAppServer } from "./lib/app-server";
import { fixtureGviz } from "./lib/catalogues";
import { cpuTimeMs, memoryOf } from "../scripts/lib/processes";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { megabytes, round } from "./lib/stats";
import { startClustered, sumOver, workerKillRun } from "./server-processes";
import { catalogueFromGviz } from "~/catalogue/import/import";

/**
 * Server benchmark: the built server (`node server.js`) with the real 11.8k-row catalogue, under
 * autocannon on loopback: 50 connections for a fixed time per scenario, after a short warm-up.
 * The same scenarios run against two servers of the same build, one without the page cache
 * (PAGE_CACHE_MAX_BYTES=0: every request rendered, as before it existed) and one with it:
 *
 * - search: the same 12 searches again and again; without the cache, the server CPU per rendered
 *   search page;
 * - repeat pages: home, 11 searches that find something and 24 medicine pages, again and again
 *   (a search that finds nothing is rendered every time: each one is counted);
 * - uncached mix: every URL new (another medicine's page, or a search for another medicine's first
 *   word), half and half, so the page cache never has the answer.
 *
 * Then the same scenarios with the page cache on and WEB_CONCURRENCY=2 (a primary and two workers,
 * server/cluster.ts; CPU and memory summed over the three), and two workers under the search load
 * with enquiries being sent while one worker is killed with SIGKILL (bench/server-processes.ts).
 */
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 2;
/** A browser's header: the server compresses pages as it would for real visitors. */
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

/** What people search for: brands, generics, partial words, forms, and a search with no result. */
const SEARCH_TERMS = [
  "dolo",
  "paracetamol",
  "amox",
  "cetirizine",
  "azithral",
  "pan 40",
  "vitamin",
  "insulin",
  "syrup",
  "cream",
  "metformin",
  "xyzzy",
];

/** Paths that are each asked for once: medicine pages and searches, alternately, never repeating. */
function newUrls(medicines: readonly { id: string; name: string }[]): () => string {
  const words = [
    ...new Set(medicines.map((medicine) => medicine.name.toLowerCase().split(/[^a-z0-9]+/)[0] ?? "")),
  ].filter((word) => word.length >= 3);
  let index = 0;
  return () => {
    const n = index++;
    const half = Math.floor(n / 2);
    if (n % 2 === 0) return `/medicines/${encodeURIComponent(medicines[half % medicines.length]!.id)}`;
    // Past the last word, the same searches again on their second page: still new URLs.
    const page = Math.floor(half / words.length) + 1;
    return `/medicines?${new URLSearchParams({ search: words[half % words.length]!, ...(page > 1 ? { page: String(page) } : {}) })}`;
  };
}

type ScenarioResult = {
  scenario: string;
  pageCache: boolean;
  paths: string[] | string;
  durationSeconds: number;
  connections: number;
  requests: number;
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  errors: number;
  timeouts: number;
  non2xx: number;
  statusCodes: Record<string, number>;
  bytesPerSecond: number;
  serverCpuMsPerRequest: number | null;
  serverMemoryMB: { rss: number; peakRss: number } | null;
};

type Scenario = {
  name: string;
  pageCache: boolean;
  /** Paths asked in turn, or a function giving the next path for every request. */
  paths: string[] | (() => string);
};

export async function serverBench(options: { tempDir: string; durationSeconds: number; note?: string }) {
  const env = environment(options.note);
  console.log(
    `\n▶ server: node server.js with the 11.8k catalogue; autocannon, ${CONNECTIONS} connections, ` +
      `${options.durationSeconds} s per scenario after ${WARM_UP_SECONDS} s warm-up`,
  );
  const catalogueFile = path.join(options.tempDir, "real-11.8k.gviz.txt");
  writeFileSync(catalogueFile, fixtureGviz(), "utf8");
  // Ids as the server derives them, spread over the whole catalogue.
  const { medicines } = catalogueFromGviz(fixtureGviz());
  const ids = Array.from({ length: 24 }, (_, index) => medicines[Math.floor((index * medicines.length) / 24)]!.id);

  const searches = SEARCH_TERMS.map((term) => `/medicines?${new URLSearchParams({ search: term })}`);
  const details = ids.map((id) => `/medicines/${encodeURIComponent(id)}`);
  const repeatPages = ["/", ...searches.filter((searchPath) => !searchPath.endsWith("xyzzy")), ...details];
  const scenarios: Scenario[] = [false, true].flatMap((pageCache) => [
    // First, so that no URL of it was asked before.
    { name: "uncached mix", pageCache, paths: newUrls(medicines) },
    { name: "search", pageCache, paths: searches },
    { name: "repeat pages", pageCache, paths: repeatPages },
  ]);

  const results: ScenarioResult[] = [];
  for (const pageCache of [false, true]) {
    const server = await startAppServer({
      tempDir: options.tempDir,
      catalogueFile,
      env: pageCache ? {} : { PAGE_CACHE_MAX_BYTES: "0" },
    });
    try {
      const pid = server.child.pid!;
      const idle = await memoryOf(pid);
      if (idle) {
        console.log(`  page cache ${pageCache ? "on" : "off"}: idle RSS ${megabytes(idle.rssBytes)} MB`);
      }
      const own = scenarios.filter((entry) => entry.pageCache === pageCache);
      results.push(...(await runScenarios(server.url, () => [pid], own, options.durationSeconds)));
    } finally {
      await server.stop();
    }
  }
  console.log("  WEB_CONCURRENCY=2, page cache on (primary + 2 workers; CPU and memory summed over the three):");
  const clustered = await startClustered(options.tempDir, catalogueFile);
  let clusterResults: ScenarioResult[];
  try {
    const own = scenarios.filter((entry) => entry.pageCache);
    clusterResults = await runScenarios(clustered.server.url, clustered.pids, own, options.durationSeconds);
  } finally {
    await clustered.server.stop();
  }
  const kill = await workerKillRun({
    tempDir: options.tempDir,
    catalogueFile,
    paths: searches,
    durationSeconds: options.durationSeconds,
    connections: CONNECTIONS,
    headers: HEADERS,
  });

  const find = (name: string, pageCache: boolean) =>
    results.find((entry) => entry.scenario === `${name}, page cache ${pageCache ? "on" : "off"}`)!;
  const search = find("search", false);
  const throughputTargets = (name: string, minimum: number, p99: number): TargetCheck[] => {
    const entry = find(name, true);
    const failed = entry.errors + entry.timeouts + entry.non2xx;
    return [
      {
        target: `${name} (page cache on) throughput`,
        limit: `≥ ${minimum.toLocaleString("en")} req/s`,
        measured: `${entry.requestsPerSecond} req/s`,
        met: entry.requestsPerSecond >= minimum,
      },
      {
        target: `${name} (page cache on) p99 latency`,
        limit: `≤ ${p99} ms`,
        measured: `${entry.latencyMs.p99} ms`,
        // No answered request has no latency to speak of: that is a failure, not a fast server.
        met: entry.requests > 0 && entry.latencyMs.p99 <= p99,
      },
      {
        target: `${name} (page cache on) errors, timeouts and non-2xx`,
        limit: "0",
        measured: String(failed),
        met: entry.requests > 0 && failed === 0,
      },
    ];
  };
  const targets: TargetCheck[] = [
    {
      target: "Server CPU per uncached /medicines?search=… page",
      limit: "≤ 12 ms",
      measured: `${search.serverCpuMsPerRequest ?? "?"} ms`,
      met: search.serverCpuMsPerRequest !== null && search.requests > 0 && search.serverCpuMsPerRequest <= 12,
    },
    ...throughputTargets("repeat pages", 1_500, 50),
    ...throughputTargets("uncached mix", 100, 500),
    ...clusterTargets(clusterResults),
    {
      // Each connection has at most one request in flight; the killed worker held about half of them.
      target: "WEB_CONCURRENCY=2, one worker killed: failed requests (only the killed worker's in flight)",
      limit: `≤ ${CONNECTIONS} of the ${CONNECTIONS} connections`,
      measured: `${kill.errors + kill.timeouts + kill.non2xx} of ${kill.requests}`,
      met: kill.requests > 0 && kill.errors + kill.timeouts + kill.non2xx <= CONNECTIONS,
    },
    {
      target: "WEB_CONCURRENCY=2, one worker killed: enquiries answered received and then lost",
      limit: "0",
      measured: `${kill.enquiries.lostAfterReceived} of ${kill.enquiries.received}`,
      met: kill.enquiries.received > 0 && kill.enquiries.lostAfterReceived === 0,
    },
  ];
  printTargets(targets);
  const file = await writeResult("server", {
    benchmark: "server",
    environment: env,
    server: { catalogue: "real-11.8k", medicines: medicines.length },
    requestHeaders: HEADERS,
    targets,
    results,
    /** The page-cache-on scenarios with WEB_CONCURRENCY=2: CPU and memory summed over the primary and both workers. */
    webConcurrency2: clusterResults,
    /** WEB_CONCURRENCY=2 under the search load with enquiries being sent; one worker killed with SIGKILL. */
    workerKill: kill,
  });
  console.log(`  → ${file}`);
  return targets;
}

/** Each scenario for `durationSeconds` after a warm-up; CPU time and memory are summed over `pids()`. */
async function runScenarios(
  url: string,
  pids: () => readonly number[],
  scenarios: readonly Scenario[],
  durationSeconds: number,
): Promise<ScenarioResult[]> {
  const results: ScenarioResult[] = [];
  for (const scenario of scenarios) {
    const { pageCache } = scenario;
    const { paths } = scenario;
    const requests =
      typeof paths === "function"
        ? [{ method: "GET", setupRequest: (request: { path: string }) => ({ ...request, path: paths() }) }]
        : paths.map((requestPath) => ({ method: "GET", path: requestPath }));
    const run = (duration: number) =>
      autocannon({
        url,
        connections: CONNECTIONS,
        duration,
        timeout: 10,
        headers: HEADERS,
        requests,
      });
    // Each page asked once first, as a visitor before would have: otherwise the 50 connections,
    // which go through the list in step, all ask for the same new page at the same moment.
    if (typeof paths !== "function") {
      for (const requestPath of paths) await (await fetch(`${url}${requestPath}`, { headers: HEADERS })).arrayBuffer();
    }
    await run(WARM_UP_SECONDS);
    const cpuBefore = await sumOver(pids(), cpuTimeMs);
    const result = await run(durationSeconds);
    const cpuAfter = await sumOver(pids(), cpuTimeMs);
    const memory = await memoryOfAll(pids());
    const requestsPerSecond = result.latency.totalCount / result.duration;
    const entry: ScenarioResult = {
      scenario: `${scenario.name}, page cache ${pageCache ? "on" : "off"}`,
      pageCache,
      paths: typeof paths === "function" ? "every request a new URL" : paths,
      durationSeconds: round(result.duration, 1),
      connections: CONNECTIONS,
      requests: result.latency.totalCount,
      requestsPerSecond: round(requestsPerSecond, 1),
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
        mean: round(result.latency.mean),
      },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      statusCodes: Object.fromEntries(Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count])),
      bytesPerSecond: Math.round(result.throughput.average),
      /** Server CPU time per request: with C cores free, throughput cannot exceed C × 1000 / this. */
      serverCpuMsPerRequest:
        cpuBefore === null || cpuAfter === null || result.latency.totalCount === 0
          ? null
          : round((cpuAfter - cpuBefore) / result.latency.totalCount),
      serverMemoryMB: memory && {
        /** Resident memory after this scenario. */
        rss: megabytes(memory.rssBytes),
        /** High-water mark since the server started (VmHWM): it only grows across scenarios. */
        peakRss: megabytes(memory.peakRssBytes),
      },
    };
    results.push(entry);
    console.log(
      `  ${entry.scenario.padEnd(28)} ${String(entry.requestsPerSecond).padStart(7)} req/s  ` +
        `p50 ${entry.latencyMs.p50} ms  p99 ${entry.latencyMs.p99} ms  ` +
        `errors ${entry.errors}, timeouts ${entry.timeouts}, non-2xx ${entry.non2xx}; ` +
        `server CPU ${entry.serverCpuMsPerRequest ?? "?"} ms/request, ` +
        `RSS ${entry.serverMemoryMB?.rss ?? "?"} MB (peak ${entry.serverMemoryMB?.peakRss ?? "?"} MB)`,
    );
  }
  return results;
}

/** Resident and peak memory summed over processes. */
async function memoryOfAll(pids: readonly number[]) {
  const each = await Promise.all(pids.map(memoryOf));
  if (each.some((memory) => memory === null)) return null;
  return {
    rssBytes: each.reduce((total, memory) => total + memory!.rssBytes, 0),
    peakRssBytes: each.reduce((total, memory) => total + memory!.peakRssBytes, 0),
  };
}

/** The throughput targets again for WEB_CONCURRENCY=2 (the same build, the page cache on). */
function clusterTargets(results: readonly ScenarioResult[]): TargetCheck[] {
  return results
    .filter((entry) => entry.scenario.startsWith("repeat pages") || entry.scenario.startsWith("uncached mix"))
    .map((entry) => {
      const failed = entry.errors + entry.timeouts + entry.non2xx;
      return {
        target: `WEB_CONCURRENCY=2: ${entry.scenario} errors, timeouts and non-2xx`,
        limit: "0",
        measured: `${failed} (${entry.requestsPerSecond} req/s, p99 ${entry.latencyMs.p99} ms)`,
        met: entry.requests > 0 && failed === 0,
      };
    });
}
