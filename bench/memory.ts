import { writeFileSync } from "node:fs";
import path from "node:path";
import autocannon from "autocannon";
import { memoryOf } from "../scripts/lib/processes";
import { startAppServer } from "./lib/app-server";
import { fixtureGviz } from "./lib/catalogues";
import { type TargetCheck, environment, writeResult } from "./lib/results";
import { megabytes } from "./lib/stats";
import { catalogueFromGviz } from "~/catalogue/import/import";

/**
 * Memory of one server process (README, "Several processes on one machine"): the built server
 * with the real 11.8k catalogue, its resident memory (RSS, from /proc) once started and after
 * 20,000 mixed requests (10 connections): a third the same pages again (home, searches, medicine
 * pages), a third new medicine pages, a third new searches, so that every cache fills as a day's
 * visitors would fill it. With the page cache as configured by default (64 MB) and without it.
 */
const REQUESTS = 20_000;
const CONNECTIONS = 10;
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

function mixedPaths(medicines: readonly { id: string; name: string }[]): () => string {
  const repeat = ["/", "/medicines", "/medicines?search=dolo", "/medicines?search=paracetamol", "/about"];
  const words = [...new Set(medicines.map((m) => m.name.toLowerCase().split(/[^a-z0-9]+/)[0] ?? ""))].filter(
    (word) => word.length >= 3,
  );
  let index = 0;
  return () => {
    const n = index++;
    const turn = Math.floor(n / 3);
    if (n % 3 === 0) return repeat[turn % repeat.length]!;
    if (n % 3 === 1) return `/medicines/${encodeURIComponent(medicines[(turn * 7) % medicines.length]!.id)}`;
    return `/medicines?${new URLSearchParams({ search: words[turn % words.length]! })}`;
  };
}

export async function memoryBench(options: { tempDir: string; note?: string }): Promise<TargetCheck[]> {
  const env = environment(options.note);
  console.log(`\n▶ memory: RSS of one server process (11.8k rows) after ${REQUESTS} mixed requests`);
  const catalogueFile = path.join(options.tempDir, "memory-11.8k.gviz.txt");
  writeFileSync(catalogueFile, fixtureGviz(), "utf8");
  const { medicines } = catalogueFromGviz(fixtureGviz());
  const runs = [];
  for (const pageCache of [true, false]) {
    const server = await startAppServer({
      tempDir: options.tempDir,
      catalogueFile,
      env: pageCache ? {} : { PAGE_CACHE_MAX_BYTES: "0" },
    });
    try {
      const pid = server.child.pid!;
      // The price list files of the version are built after it is served: wait for them to be.
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      const started = await memoryOf(pid);
      const next = mixedPaths(medicines);
      const result = await autocannon({
        url: server.url,
        connections: CONNECTIONS,
        amount: REQUESTS,
        timeout: 30,
        headers: HEADERS,
        requests: [{ method: "GET", setupRequest: (request: { path: string }) => ({ ...request, path: next() }) }],
      });
      const after = await memoryOf(pid);
      const run = {
        pageCache: pageCache ? "on (64 MB)" : "off",
        requests: result.latency.totalCount,
        non2xx: result.non2xx,
        startedRssMB: started && megabytes(started.rssBytes),
        afterRssMB: after && megabytes(after.rssBytes),
        peakRssMB: after && megabytes(after.peakRssBytes),
      };
      console.log(`  ${JSON.stringify(run)}`);
      runs.push(run);
    } finally {
      await server.stop();
    }
  }
  const file = await writeResult("memory", { benchmark: "memory", environment: env, requests: REQUESTS, runs });
  console.log(`  → ${file}`);
  return [];
}
