import { writeFileSync } from "node:fs";
import path from "node:path";
import { build } from "vite";
import { type CatalogueName, catalogueGviz, repoRoot } from "./lib/catalogues";
import { startProcess } from "../scripts/lib/processes";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { megabytes, median, min, round } from "./lib/stats";

/**
 * Import benchmark: parse (`parseGviz`) + map (`importCatalogue`) of the real 11.8k-row dataset
 * and of synthetic 10k and 100k-row catalogues, each in its own process (bench/import-worker.ts).
 */

const CATALOGUES: { name: CatalogueName; runs: number }[] = [
  { name: "real-11.8k", runs: 9 },
  { name: "synthetic-10k", runs: 9 },
  { name: "synthetic-100k", runs: 5 },
];

type WorkerResult = {
  textCharacters: number;
  medicineCount: number;
  runs: { parseMs: number; mapMs: number; totalMs: number; cpuMs: number }[];
  baselineRssBytes: number;
  beforeRunsMaxRssBytes: number;
  firstRunPeakRssBytes: number;
  peakRssBytes: number;
};

/** Bundles the worker into one plain JavaScript file, as the server build is (a TypeScript loader costs ~50 MB). */
async function bundleWorker(tempDir: string): Promise<string> {
  const outDir = path.join(tempDir, "import-worker");
  await build({
    configFile: false,
    logLevel: "warn",
    resolve: { alias: { "~": path.join(repoRoot, "app") } },
    ssr: { noExternal: true },
    build: {
      ssr: path.join(repoRoot, "bench", "import-worker.ts"),
      outDir,
      emptyOutDir: true,
      minify: false,
      target: "node20",
    },
  });
  return path.join(outDir, "import-worker.js");
}

async function runWorker(worker: string, file: string, runs: number): Promise<WorkerResult> {
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
  return JSON.parse(output.trim().split("\n").at(-1)!) as WorkerResult;
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
  printTargets(targets);
  const file = await writeResult("import", { benchmark: "import", environment: env, targets, results });
  console.log(`  → ${file}`);
  return targets;
}
