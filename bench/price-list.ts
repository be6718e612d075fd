import { openSync, readSync, writeFileSync } from "node:fs";
import path from "node:path";
import { startAppServer } from "./lib/app-server";
import { fixtureGviz } from "./lib/catalogues";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { median, percentile, round } from "./lib/stats";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { priceListCsv } from "~/catalogue/price-list/csv.server";
import { PRINTABLE_LIMIT, priceListOf } from "~/catalogue/price-list/price-list";
import { SLICE_ROWS } from "~/catalogue/price-list/slices.server";
import { priceListXlsx } from "~/catalogue/price-list/xlsx.server";
import { closeWorkbooks } from "~/formatting/workbook/workbook-pool.server";
import { facetsOf } from "~/catalogue/query/query-index";
import { parseCatalogueQuery } from "~/catalogue/query/url-params";
import { translatorFor } from "~/i18n/translator";
import { registerMessagesForScripts } from "../scripts/lib/messages";

/**
 * Price list benchmark (docs/decisions/007): the CSV and Excel downloads of the real 11.8k
 * catalogue. In this process: the time, the bytes and how long the event loop was held at a time
 * (the turns of a probe that runs on every turn) while a download is built and read. Against the
 * built server: the downloads and the printable page while another visitor's requests
 * (`/healthz`, one after another) keep arriving, and how long those wait.
 */

const ROUNDS = 5;
/** The views downloaded: the whole catalogue in two orders, and a broad search in best-match order. */
const VIEWS = ["", "sort=price-desc", "search=tablet"];
const FORMATS = ["csv", "xlsx"] as const;
const BLOCK_LIMIT_MS = 50;

/**
 * The main thread's time on a core so far, in ms, from Linux's scheduler statistics
 * (`/proc/thread-self/schedstat`, nanoseconds; read in about 4 µs); null elsewhere.
 */
function threadCpuClock(): (() => number) | null {
  let fd: number;
  try {
    fd = openSync("/proc/thread-self/schedstat", "r");
  } catch {
    return null;
  }
  const buffer = Buffer.alloc(128);
  return () => Number(buffer.toString("latin1", 0, readSync(fd, buffer, 0, buffer.length, 0)).split(" ")[0]) / 1e6;
}
const cpuClock = threadCpuClock();

/**
 * Watches the event loop: a callback on every turn (setImmediate) notes how long it has been
 * since the one before, which is how long the loop was held by everything else. On a shared
 * machine a turn also lasts while the process waits for a core, which says nothing about the
 * code; so each turn's time on a core (the main thread's CPU time, where Linux tells it) is noted
 * too, and it is the measure of record.
 */
function turnProbe() {
  let lastWall = performance.now();
  let lastCpu = cpuClock?.() ?? 0;
  const wall: number[] = [];
  const cpu: number[] = [];
  let running = true;
  const probe = () => {
    const now = performance.now();
    const cpuNow = cpuClock?.() ?? 0;
    wall.push(now - lastWall);
    cpu.push(cpuNow - lastCpu);
    lastWall = now;
    lastCpu = cpuNow;
    if (running) setImmediate(probe);
  };
  setImmediate(probe);
  return {
    stop() {
      running = false;
      return { wall, cpu };
    },
  };
}

/** The largest value (a spread `Math.max` overflows the stack at the million turns of an idle loop). */
const largest = (values: readonly number[]) => values.reduce((most, value) => Math.max(most, value), -Infinity);

/** The turns of some downloads: the longest of each download (median), p99, the longest, how many over the bound. */
function turnStats(downloads: readonly number[][]) {
  const all = downloads.flat();
  return {
    longestPerDownloadMedian: round(median(downloads.map(largest))),
    p99: round(percentile(all, 99)),
    max: round(largest(all)),
    overLimit: all.filter((turn) => turn > BLOCK_LIMIT_MS).length,
  };
}

export async function priceListBench(options: { tempDir: string; note?: string }) {
  const env = environment(options.note);
  console.log(
    `\n▶ price-list: CSV and Excel downloads of the 11.8k catalogue, ${SLICE_ROWS} rows per slice; ${ROUNDS} rounds per view`,
  );
  const { medicines, report } = catalogueFromGviz(fixtureGviz());
  registerMessagesForScripts();
  const english = translatorFor("en");
  // The server builds the query index when the catalogue loads, before any download.
  facetsOf(medicines);

  const inProcess = [];
  for (const format of FORMATS) {
    for (const view of VIEWS) {
      /** One download as the route makes it: the view's medicines (synchronous), then the file, read as it is made. */
      const download = async () => {
        const start = performance.now();
        const list = priceListOf(
          medicines,
          report.columnsUsed,
          parseCatalogueQuery(new URLSearchParams(view)),
          english,
        );
        const queryMs = performance.now() - start;
        let bytes = 0;
        // The workbook is written in the workbook thread; its rows are made in this one.
        if (format === "xlsx") bytes = (await priceListXlsx(list, new Date())).byteLength;
        else for await (const chunk of priceListCsv(list)) bytes += chunk.byteLength;
        return { ms: performance.now() - start, bytes, queryMs };
      };
      // The first download warms up the code (JIT) and is not kept. Times are taken without the
      // probe, whose clock readings on every turn would add to them; turns with it.
      await download();
      const samples = [];
      for (let round = 0; round < ROUNDS; round++) samples.push(await download());
      const turns = [];
      for (let round = 0; round < ROUNDS; round++) {
        const probe = turnProbe();
        await download();
        turns.push(probe.stop());
      }
      const entry = {
        format,
        view: view || "(whole catalogue, by name)",
        rows: priceListOf(medicines, report.columnsUsed, parseCatalogueQuery(new URLSearchParams(view)), english).total,
        bytes: samples[0]!.bytes,
        msMedian: round(median(samples.map((s) => s.ms))),
        turns: round(median(turns.map((t) => t.wall.length)), 0),
        /** Each turn's main-thread CPU time: the work that held the loop. */
        turnCpuMs: cpuClock ? turnStats(turns.map((t) => t.cpu)) : null,
        /** Each turn's wall time: the work plus any wait for a core. */
        turnWallMs: turnStats(turns.map((t) => t.wall)),
        queryMsMax: round(Math.max(...samples.map((s) => s.queryMs))),
      };
      inProcess.push(entry);
      console.log(
        `  ${format.padEnd(4)} ${entry.view.padEnd(27)} ${String(entry.rows).padStart(6)} rows ${String(entry.bytes).padStart(8)} bytes  ` +
          `${entry.msMedian} ms (median); longest turn: CPU ${entry.turnCpuMs?.max ?? "?"} ms, ` +
          `wall ${entry.turnWallMs.longestPerDownloadMedian} ms (median of downloads), ${entry.turnWallMs.max} ms (max), ` +
          `${entry.turnWallMs.overLimit} of ~${entry.turns * ROUNDS} turns over ${BLOCK_LIMIT_MS} ms; query ${entry.queryMsMax} ms max`,
      );
    }
  }

  await closeWorkbooks();
  const server = await serverMeasurements(options.tempDir);

  const longestCpu = Math.max(...inProcess.map((entry) => entry.turnCpuMs?.max ?? Number.NaN));
  const typicalWall = Math.max(...inProcess.map((entry) => entry.turnWallMs.longestPerDownloadMedian));
  const typicalWait = Math.max(...server.downloads.map((entry) => entry.otherRequests.median));
  const targets: TargetCheck[] = [
    {
      target: "longest event-loop turn on the CPU while any 11.8k download is built (in process)",
      limit: `≤ ${BLOCK_LIMIT_MS} ms`,
      measured: `${longestCpu} ms`,
      met: longestCpu <= BLOCK_LIMIT_MS,
    },
    {
      target: "longest event-loop turn, wall time, of a typical 11.8k download (median of rounds, in process)",
      limit: `≤ ${BLOCK_LIMIT_MS} ms`,
      measured: `${typicalWall} ms`,
      met: typicalWall <= BLOCK_LIMIT_MS,
    },
    {
      target: "another request's typical wait while the 11.8k catalogue downloads (median, built server)",
      limit: `≤ ${BLOCK_LIMIT_MS} ms`,
      measured: `${typicalWait} ms`,
      met: typicalWait <= BLOCK_LIMIT_MS,
    },
  ];
  printTargets(targets);
  const file = await writeResult("price-list", {
    benchmark: "price-list",
    environment: env,
    sliceRows: SLICE_ROWS,
    targets,
    inProcess,
    server,
  });
  console.log(`  → ${file}`);
  return targets;
}

/** Requests of each path measured one after another (after one to warm up). */
const SERVER_REPEATS = 3;

/**
 * Against the built server: each whole-catalogue download, and the printable page, while a second
 * client sends `/healthz` requests one after another; the longest of those requests is about the
 * longest the server's event loop was held. The same requests alone, first, give the baseline.
 */
async function serverMeasurements(tempDir: string) {
  const catalogueFile = path.join(tempDir, "price-list-11.8k.gviz.txt");
  writeFileSync(catalogueFile, fixtureGviz(), "utf8");
  const app = await startAppServer({ tempDir, catalogueFile });
  const waitsWhile = async (work: () => Promise<void>) => {
    const waits: number[] = [];
    let working = true;
    const other = (async () => {
      while (working) {
        const start = performance.now();
        await (await fetch(`${app.url}/healthz`)).arrayBuffer();
        waits.push(performance.now() - start);
      }
    })();
    await work();
    working = false;
    await other;
    return { count: waits.length, median: round(median(waits)), max: round(Math.max(...waits)) };
  };
  try {
    const baseline = await waitsWhile(() => new Promise((resolve) => setTimeout(resolve, 1000)));
    console.log(
      `  server /healthz alone: median ${baseline.median} ms, longest ${baseline.max} ms (${baseline.count} requests)`,
    );
    const measure = async (requestPath: string) => {
      // Warm-up: the server's code paths and the kernel's buffers.
      await (await fetch(`${app.url}${requestPath}`)).arrayBuffer();
      const times: number[] = [];
      let bytes = 0;
      let status = 0;
      const other = await waitsWhile(async () => {
        for (let repeat = 0; repeat < SERVER_REPEATS; repeat++) {
          const start = performance.now();
          const response = await fetch(`${app.url}${requestPath}`, { headers: { "accept-encoding": "identity" } });
          bytes = (await response.arrayBuffer()).byteLength;
          status = response.status;
          times.push(performance.now() - start);
        }
      });
      const entry = { path: requestPath, status, bytes, msMedian: round(median(times)), otherRequests: other };
      console.log(
        `  server ${entry.path.padEnd(28)} ${entry.bytes} bytes in ${entry.msMedian} ms (median of ${SERVER_REPEATS}); ` +
          `${other.count} other requests meanwhile, median ${other.median} ms, longest ${other.max} ms`,
      );
      return entry;
    };
    const downloads = [];
    for (const requestPath of ["/medicines/price-list.csv", "/medicines/price-list.xlsx"]) {
      downloads.push(await measure(requestPath));
    }
    // The page lists the first PRINTABLE_LIMIT medicines of the whole catalogue.
    const printPage = await measure("/medicines/price-list");
    return { healthzAlone: baseline, downloads, printPage: { ...printPage, rows: PRINTABLE_LIMIT } };
  } finally {
    await app.stop();
  }
}
