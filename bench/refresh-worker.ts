/**
 * A background refresh of the catalogue store in a fresh process, for `npm run bench -- import`:
 *
 *   node --expose-gc <this file, bundled by bench/import.ts> <gviz file> <runs>
 *
 * Per run, alternately:
 * - "at once": what a refresh did before the store loaded sheets in slices: read the file, hash
 *   it, then parse, import, build the query index (search included) and the same-composition
 *   groups in one synchronous piece (catalogueFromGviz + facetsOf + alternativesIndex);
 * - "in slices": `store.refresh()` of app/catalogue/store.server.ts on a changed sheet, which also
 *   keeps the sheet on disk.
 * While each runs, a setImmediate chain records the longest gap between two turns of the event
 * loop (what a request arriving then would wait), and `monitorEventLoopDelay` its own maximum.
 * Then, once per run, where the time goes: each phase of the synchronous build on its own.
 * Prints one JSON line.
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createHash } from "node:crypto";
import os from "node:os";
import path from "node:path";
import { monitorEventLoopDelay } from "node:perf_hooks";
import { alternativesIndex, buildAlternativesIndex } from "~/catalogue/compare/alternatives";
import { catalogueFromGviz, catalogueFromGvizSteps, importCatalogue } from "~/catalogue/import/import";
import { facetsOf } from "~/catalogue/query/query-index";
import { CatalogueSearch } from "~/catalogue/query/search/catalogue-search";
import { parseGviz } from "~/catalogue/sheet/gviz";
import { runInSlices } from "~/catalogue/loading/slices";
import { createCatalogueStore } from "~/catalogue/store.server";
import { prepareCatalogueIndexes } from "../server/prepare-catalogue";

const [file, runsText] = process.argv.slice(2);
if (!file || !runsText) throw new Error("usage: refresh-worker.ts <gviz file> <runs>");
const gc = globalThis.gc;
if (!gc) throw new Error("run with node --expose-gc");

const text = readFileSync(file, "utf8");
const dir = mkdtempSync(path.join(os.tmpdir(), "catalogue-refresh-"));
const sourcePath = path.join(dir, "sheet.gviz.txt");
const quiet = () => {};
const store = createCatalogueStore({
  source: { kind: "file", path: sourcePath, description: "bench sheet", label: "file" },
  fetchPolicy: { timeoutMs: 10_000, retries: 0, baseDelayMs: 1, maxDelayMs: 1 },
  dataDir: path.join(dir, "data"),
  refreshSeconds: 3600,
  minKeepRatio: 0.5,
  logger: { info: quiet, warn: quiet, error: quiet },
  prepare: (snapshot) => prepareCatalogueIndexes(snapshot.medicines),
});

export type Blocking = {
  wallMs: number;
  /** Longest wall time between two turns of the event loop: what a request arriving then waits. */
  longestBlockMs: number;
  /**
   * CPU time the process used in that same longest gap, capped at it: the part of the wait spent
   * running (our code, the collector), not waiting for a core that other programs held.
   */
  longestBlockCpuMs: number;
  /** The longest CPU time used between two turns (capped at the gap): the longest slice of work. */
  longestCpuBlockMs: number;
  loopDelayMaxMs: number;
  turns: number;
};

/** Runs `work` while sampling the event loop; the work starts on a turn of its own. */
async function sampled(work: () => Promise<unknown>): Promise<Blocking> {
  const histogram = monitorEventLoopDelay({ resolution: 1 });
  let last = performance.now();
  let lastCpu = process.cpuUsage();
  let longest = 0;
  let longestCpu = 0;
  let longestCpuBlock = 0;
  let turns = 0;
  let running = true;
  const turn = () => {
    const now = performance.now();
    const cpu = process.cpuUsage();
    const gap = now - last;
    const cpuGap = Math.min(gap, (cpu.user - lastCpu.user + cpu.system - lastCpu.system) / 1000);
    if (gap > longest) {
      longest = gap;
      longestCpu = cpuGap;
    }
    longestCpuBlock = Math.max(longestCpuBlock, cpuGap);
    last = now;
    lastCpu = cpu;
    turns += 1;
    if (running) setImmediate(turn);
  };
  histogram.enable();
  setImmediate(turn);
  await new Promise((resolve) => setImmediate(resolve));
  const start = performance.now();
  await work();
  const wallMs = performance.now() - start;
  // One more turn, so that a block at the very end is counted too.
  await new Promise((resolve) => setImmediate(resolve));
  running = false;
  histogram.disable();
  return {
    wallMs,
    longestBlockMs: longest,
    longestBlockCpuMs: longestCpu,
    longestCpuBlockMs: longestCpuBlock,
    loopDelayMaxMs: histogram.max / 1e6,
    turns,
  };
}

function timed<T>(work: () => T): [T, number] {
  const start = performance.now();
  const value = work();
  return [value, performance.now() - start];
}

// The first load (start-up) is not measured: a refresh replaces a catalogue being served.
writeFileSync(sourcePath, text);
await store.start();

const runs = [];
for (let run = 0; run < Number(runsText); run += 1) {
  // A changed sheet, so that the refresh imports it: trailing white space changes the hash only.
  const changed = text + " ".repeat(run + 1);
  writeFileSync(sourcePath, changed);
  gc();
  const atOnce = await sampled(async () => {
    const gvizText = await readFile(sourcePath, "utf8");
    createHash("sha256").update(gvizText).digest("hex");
    const { medicines } = catalogueFromGviz(gvizText);
    facetsOf(medicines);
    alternativesIndex(medicines);
  });
  gc();
  const inSlices = await sampled(() => store.refresh());
  if (store.health().lastError) throw new Error(store.health().lastError!.message);

  gc();
  // The import target (parse + map), in slices as the store runs it.
  const importStart = performance.now();
  await runInSlices(catalogueFromGvizSteps(text));
  const importInSlicesMs = performance.now() - importStart;

  gc();
  // Where the time goes: each phase alone, at once.
  const json = text.slice(text.indexOf("(") + 1, text.lastIndexOf(")"));
  const [, jsonParseMs] = timed(() => JSON.parse(json));
  const [table, parseMs] = timed(() => parseGviz(text));
  const [{ medicines }, mapMs] = timed(() => importCatalogue(table));
  const [, searchIndexMs] = timed(() => new CatalogueSearch(medicines));
  const [, queryIndexMs] = timed(() => facetsOf(medicines));
  const [, alternativesMs] = timed(() => buildAlternativesIndex(medicines));
  runs.push({
    atOnce,
    inSlices,
    importInSlicesMs,
    phases: { jsonParseMs, parseMs, mapMs, searchIndexMs, queryIndexMs, alternativesMs },
  });
}
store.stop();
rmSync(dir, { recursive: true, force: true });
console.log(JSON.stringify({ medicineCount: store.health().medicines, runs }));
