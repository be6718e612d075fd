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

  const scenarios = [
    { name: "home", paths: ["/"] },
    {
      name: "search",
      paths: SEARCH_TERMS.map((term) => `/medicines?${new URLSearchParams({ search: term })}`),
    },
    { name: "detail", paths: ids.map((id) => `/medicines/${encodeURIComponent(id)}`) },
  ];

  // One process (WEB_CONCURRENCY=1, the default), then a primary with two workers on the same
  // scenarios (server/cluster.ts), then two workers under load while one is killed with SIGKILL.
  const server = await startAppServer({ tempDir: options.tempDir, catalogueFile });
  let results: ScenarioResult[];
  let idle: Awaited<ReturnType<typeof memoryOf>>;
  try {
    idle = await memoryOf(server.child.pid!);
    results = await runScenarios(server.url, [server.child.pid!], scenarios, options.durationSeconds);
  } finally {
    await server.stop();
  }
  console.log("  WEB_CONCURRENCY=2 (primary + 2 workers; CPU and memory summed over the three):");
  const clustered = await startClustered(options.tempDir, catalogueFile);
  let clusterResults: ScenarioResult[];
  try {
    clusterResults = await runScenarios(clustered.server.url, clustered.pids(), scenarios, options.durationSeconds);
  } finally {
    await clustered.server.stop();
  }
  const kill = await workerKillRun({
    tempDir: options.tempDir,
    catalogueFile,
    paths: scenarios.find((scenario) => scenario.name === "search")!.paths,
    durationSeconds: options.durationSeconds,
    connections: CONNECTIONS,
    headers: HEADERS,
  });
  const search = results.find((entry) => entry.scenario === "search")!;
  const clusterSearch = clusterResults.find((entry) => entry.scenario === "search")!;
  const targets: TargetCheck[] = [
    {
      target: "/medicines?search=… throughput",
      limit: "≥ 400 req/s",
      measured: `${search.requestsPerSecond} req/s`,
      met: search.requestsPerSecond >= 400,
    },
    {
      target: "/medicines?search=… p99 latency",
      limit: "≤ 100 ms",
      measured: `${search.latencyMs.p99} ms`,
      // No answered request has no latency to speak of: that is a failure, not a fast server.
      met: search.requests > 0 && search.latencyMs.p99 <= 100,
    },
    {
      target: "/medicines?search=… errors and non-2xx",
      limit: "0",
      measured: String(search.errors + search.timeouts + search.non2xx),
      met: search.requests > 0 && search.errors + search.timeouts + search.non2xx === 0,
    },
    {
      target: "WEB_CONCURRENCY=2: /medicines?search=… errors and non-2xx",
      limit: "0",
      measured: String(clusterSearch.errors + clusterSearch.timeouts + clusterSearch.non2xx),
      met: clusterSearch.requests > 0 && clusterSearch.errors + clusterSearch.timeouts + clusterSearch.non2xx === 0,
    },
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
    server: {
      catalogue: "real-11.8k",
      medicines: medicines.length,
      idleMemoryMB: idle && { rss: megabytes(idle.rssBytes), peakRss: megabytes(idle.peakRssBytes) },
    },
    requestHeaders: HEADERS,
    targets,
    results,
    /** The same scenarios with WEB_CONCURRENCY=2: CPU and memory summed over the primary and both workers. */
    webConcurrency2: clusterResults,
    /** WEB_CONCURRENCY=2 under the search load with enquiries being sent; one worker killed with SIGKILL. */
    workerKill: kill,
  });
  console.log(`  → ${file}`);
  return targets;
}

type Scenario = { name: string; paths: string[] };
type ScenarioResult = Awaited<ReturnType<typeof runScenarios>>[number];

/** Each scenario for `durationSeconds` after a warm-up; CPU time and memory are summed over `pids`. */
async function runScenarios(
  url: string,
  pids: readonly number[],
  scenarios: readonly Scenario[],
  durationSeconds: number,
) {
  const results = [];
  for (const scenario of scenarios) {
    const run = (duration: number) =>
      autocannon({
        url: url,
        connections: CONNECTIONS,
        duration,
        timeout: 10,
        headers: HEADERS,
        requests: scenario.paths.map((requestPath) => ({ method: "GET", path: requestPath })),
      });
    await run(WARM_UP_SECONDS);
    const cpuBefore = await sumOver(pids, cpuTimeMs);
    const result = await run(durationSeconds);
    const cpuAfter = await sumOver(pids, cpuTimeMs);
    const memory = await memoryOfAll(pids);
    const requestsPerSecond = result.latency.totalCount / result.duration;
    const entry = {
      scenario: scenario.name,
      paths: scenario.paths,
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
      `  ${scenario.name.padEnd(7)} ${String(entry.requestsPerSecond).padStart(7)} req/s  ` +
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
