import { writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { startAppServer } from "./lib/app-server";
import { fixtureGviz } from "./lib/catalogues";
import { cpuTimeMs, memoryOf } from "../scripts/lib/processes";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { megabytes, round } from "./lib/stats";
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

  const server = await startAppServer({ tempDir: options.tempDir, catalogueFile });
  const results = [];
  try {
    const pid = server.child.pid!;
    const idle = await memoryOf(pid);
    for (const scenario of scenarios) {
      const run = (duration: number) =>
        autocannon({
          url: server.url,
          connections: CONNECTIONS,
          duration,
          timeout: 10,
          headers: HEADERS,
          requests: scenario.paths.map((requestPath) => ({ method: "GET", path: requestPath })),
        });
      await run(WARM_UP_SECONDS);
      const cpuBefore = await cpuTimeMs(pid);
      const result = await run(options.durationSeconds);
      const cpuAfter = await cpuTimeMs(pid);
      const memory = await memoryOf(pid);
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
        statusCodes: Object.fromEntries(
          Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
        ),
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
    const search = results.find((entry) => entry.scenario === "search")!;
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
    });
    console.log(`  → ${file}`);
    return targets;
  } finally {
    await server.stop();
  }
}
