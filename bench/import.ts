import { writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { type CatalogueName, catalogueGviz, repoRoot } from "./lib/catalogues";
import { startProcess } from "../scripts/lib/processes";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { megabytes, median, min, round } from "./lib/stats";
import type { Blocking } from "./refresh-worker";

/**
 * Import benchmark: parse (`parseGviz`) + map (`importCatalogue`) of the real 11.8k-row dataset
 * and of synthetic 10k and 100k-row catalogues, each in its own process (bench/import-worker.ts);
 * then a background refresh of the store with the real dataset (bench/refresh-worker.ts): the
 * longest the event loop is held, loading the sheet at once (as before) and in slices (now).
 */

const CATALOGUES: { name: CatalogueName; runs: number }[] = [
  { name: "real-11.8k", runs: 9 },
  { name: "synthetic-10k", runs: 9 },
  { name: "synthetic-100k", runs: 5 },
];

/** Refreshes measured; each also measures the synchronous build and its phases. */
const REFRESH_RUNS = 7;
/** The longest a request may wait behind a refresh (docs/performance.md). */
const REFRESH_BLOCK_LIMIT_MS = 50;

type RefreshResult = {
  medicineCount: number;
  runs: {
    atOnce: Blocking;
    inSlices: Blocking;
    importInSlicesMs: number;
    phases: Record<"jsonParseMs" | "parseMs" | "mapMs" | "searchIndexMs" | "queryIndexMs" | "alternativesMs", number>;
  }[];
};

type WorkerResult = {
  textCharacters: number;
  medicineCount: number;
  runs: { parseMs: number; mapMs: number; totalMs: number; cpuMs: number }[];
  baselineRssBytes: number;
  beforeRunsMaxRssBytes: number;
  firstRunPeakRssBytes: number;
  peakRssBytes: number;
};

/** Bundles a worker into one plain JavaScript file, as the server build is (a TypeScript loader costs ~50 MB). */
async function bundleWorker(tempDir: string, name = "import-worker"): Promise<string> {
  const outDir = path.join(tempDir, name);
  await build({
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "~": path.join(repoRoot, "app") } },
    ssr: { noExternal: true },
    build: {
      ssr: path.join(repoRoot, "bench", `${name}.ts`),
      outDir,
      emptyOutDir: true,
      minify: false,
      target: "node20",
    },
  });
  return path.join(outDir, `${name}.js`);
}

async function runWorker<R = WorkerResult>(worker: string, file: string, runs: number): Promise<R> {
  const child = startProcess(process.execPath, ["--expose-gc", worker, file, String(runs)], {
    cwd: repoRoot,
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  child.stdout?.setEncoding("utf8").on("data", (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`import worker exited with ${code}`);
  return JSON.parse(output.trim().split("\n").at(-1)!) as R;
}

export async function importBench(options: { tempDir: string; note?: string }) {
  const env = environment(options.note);
  console.log("\n▶ import: parse + map, each catalogue in its own process");
  const worker = await bundleWorker(options.tempDir);
  const results = [];
  for (const { name, runs } of CATALOGUES) {
    const file = path.join(options.tempDir, `${name}.gviz.txt`);
    const text = catalogueGviz(name);
    writeFileSync(file, text, "utf8");
    const measured = await runWorker(worker, file, runs);
    const total = measured.runs.map((run) => run.totalMs);
    const result = {
      catalogue: name,
      medicines: measured.medicineCount,
      gvizMB: megabytes(Buffer.byteLength(text, "utf8")),
      runs: measured.runs.length,
      totalMs: {
        first: round(total[0]!),
        min: round(min(total)),
        median: round(median(total)),
      },
      parseMsMedian: round(median(measured.runs.map((run) => run.parseMs))),
      mapMsMedian: round(median(measured.runs.map((run) => run.mapMs))),
      /** CPU time of one import (all threads, GC included): less sensitive to a busy machine than wall time. */
      cpuMsMedian: round(median(measured.runs.map((run) => run.cpuMs))),
      /** CPU time / wall time of the runs: well below 1 means the process waited for a core (a busy machine). */
      cpuShare: round(
        measured.runs.reduce((sum, run) => sum + run.cpuMs, 0) /
          measured.runs.reduce((sum, run) => sum + run.totalMs, 0),
      ),
      memoryMB: {
        /** Node, the modules and the gviz text in memory, before the first import. */
        baselineRss: megabytes(measured.baselineRssBytes),
        /** Peak while reading the file (buffer + decoded string), before importing. */
        readPeakRss: megabytes(measured.beforeRunsMaxRssBytes),
        /** Peak of the process up to the end of the first import: what a server start needs. */
        peakRssFirstImport: megabytes(measured.firstRunPeakRssBytes),
        peakRssAllRuns: megabytes(measured.peakRssBytes),
      },
      allRunsMs: measured.runs.map((run) => ({
        parse: round(run.parseMs),
        map: round(run.mapMs),
        total: round(run.totalMs),
        cpu: round(run.cpuMs),
      })),
    };
    results.push(result);
    console.log(
      `  ${name.padEnd(15)} ${String(result.medicines).padStart(6)} medicines  ` +
        `median ${result.totalMs.median} ms (parse ${result.parseMsMedian} + map ${result.mapMsMedian}), ` +
        `min ${result.totalMs.min} ms, first ${result.totalMs.first} ms; CPU ${result.cpuMsMedian} ms (share ${result.cpuShare}); ` +
        `peak RSS ${result.memoryMB.peakRssFirstImport} MB`,
    );
  }

  const real = results.find((result) => result.catalogue === "real-11.8k")!;
  const large = results.find((result) => result.catalogue === "synthetic-100k")!;
  const targets: TargetCheck[] = [
    {
      target: "import 11.8k real rows (median)",
      limit: "≤ 150 ms",
      measured: `${real.totalMs.median} ms`,
      met: real.totalMs.median <= 150,
    },
    {
      target: "import 100k synthetic rows (median)",
      limit: "≤ 1500 ms",
      measured: `${large.totalMs.median} ms`,
      met: large.totalMs.median <= 1500,
    },
    {
      target: "peak RSS importing 100k rows",
      limit: "≤ 400 MB",
      measured: `${large.memoryMB.peakRssFirstImport} MB`,
      met: large.memoryMB.peakRssFirstImport <= 400,
    },
  ];
  const refresh = await refreshBench(options.tempDir);
  targets.push(
    {
      target: "longest event-loop block (CPU between two turns) during a background refresh of 11.8k rows, max of runs",
      limit: `≤ ${REFRESH_BLOCK_LIMIT_MS} ms`,
      measured: `${refresh.inSlices.longestCpuBlockMs.max} ms (wall gap: median ${refresh.inSlices.longestBlockMs.median}, max ${refresh.inSlices.longestBlockMs.max} ms)`,
      met: refresh.inSlices.longestCpuBlockMs.max <= REFRESH_BLOCK_LIMIT_MS,
    },
    {
      target: "import 11.8k real rows in slices, as the store runs it (median)",
      limit: "≤ 150 ms",
      measured: `${refresh.importInSlicesMs.median} ms`,
      met: refresh.importInSlicesMs.median <= 150,
    },
  );
  printTargets(targets);
  const file = await writeResult("import", { benchmark: "import", environment: env, targets, results, refresh });
  console.log(`  → ${file}`);
  return targets;
}

/**
 * A background refresh of the real catalogue in its own process: how long the event loop is held
 * when the sheet is loaded at once (the store before slices) and in slices (the store now).
 */
async function refreshBench(tempDir: string) {
  console.log("\n▶ import: background refresh of real-11.8k, event loop sampled (at once vs in slices)");
  const worker = await bundleWorker(tempDir, "refresh-worker");
  const file = path.join(tempDir, "real-11.8k.gviz.txt");
  writeFileSync(file, catalogueGviz("real-11.8k"), "utf8");
  const measured = await runWorker<RefreshResult>(worker, file, REFRESH_RUNS);
  const summary = (values: number[]) => ({ median: round(median(values)), max: round(Math.max(...values)) });
  const of = (pick: (run: RefreshResult["runs"][number]) => number) => summary(measured.runs.map(pick));
  const blocking = (mode: "atOnce" | "inSlices") => ({
    /** Longest gap between two turns of the event loop while the refresh ran. */
    longestBlockMs: of((run) => run[mode].longestBlockMs),
    /**
     * The longest CPU time the process used between two turns, capped at that gap: the work that
     * held the loop, without the time a busy machine gave the process no core (collector threads
     * included, so an upper bound of the main thread's work).
     */
    longestCpuBlockMs: of((run) => run[mode].longestCpuBlockMs),
    /** perf_hooks.monitorEventLoopDelay's maximum over the same time. */
    loopDelayMaxMs: of((run) => run[mode].loopDelayMaxMs),
    wallMs: of((run) => run[mode].wallMs),
    turnsMedian: round(median(measured.runs.map((run) => run[mode].turns))),
  });
  const phase = (name: keyof RefreshResult["runs"][number]["phases"]) =>
    round(median(measured.runs.map((run) => run.phases[name])));
  const result = {
    catalogue: "real-11.8k",
    medicines: measured.medicineCount,
    runs: measured.runs.length,
    /** Read, hash, parse, import, query index and same-composition groups in one piece (the store before). */
    atOnce: blocking("atOnce"),
    /** `store.refresh()` with a changed sheet (the store now; also keeps the sheet on disk). */
    inSlices: blocking("inSlices"),
    /** parse + map of the sheet in slices, as the store runs it (wall time, pauses included). */
    importInSlicesMs: of((run) => run.importInSlicesMs),
    /** Where the time of the synchronous build goes (medians, each phase alone). */
    phasesMsMedian: {
      "JSON.parse of the whole body": phase("jsonParseMs"),
      "parse (parseGviz)": phase("parseMs"),
      "map (importCatalogue)": phase("mapMs"),
      "search index (CatalogueSearch)": phase("searchIndexMs"),
      "query index (facetsOf: search, sort orders, filters)": phase("queryIndexMs"),
      "same-composition groups": phase("alternativesMs"),
    },
  };
  const line = (summary: (typeof result)["atOnce"]) =>
    `longest block median ${summary.longestBlockMs.median} ms, max ${summary.longestBlockMs.max} ms; ` +
    `CPU in a block median ${summary.longestCpuBlockMs.median} ms, max ${summary.longestCpuBlockMs.max} ms ` +
    `(wall ${summary.wallMs.median} ms, ${summary.turnsMedian} turns)`;
  console.log(
    `  at once:   ${line(result.atOnce)}\n` +
      `  in slices: ${line(result.inSlices)}\n` +
      `  import in slices: median ${result.importInSlicesMs.median} ms; phases: ${JSON.stringify(result.phasesMsMedian)}`,
  );
  return result;
}
