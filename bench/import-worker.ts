/**
 * One import benchmark in a fresh process, so that its peak memory is its own:
 *
 *   node --expose-gc <this file, bundled by bench/import.ts> <gviz file> <runs>
 *
 * It runs as plain JavaScript (bundled with Vite, like the server) so that no TypeScript loader
 * adds to the memory it measures.
 * Reads the gviz text, then parses (`parseGviz`) and maps (`importCatalogue`) it `runs` times,
 * collecting garbage between runs. Prints one JSON line: times per run and memory.
 */
import { readFileSync } from "node:fs";
import { parseGviz } from "~/catalogue/sheet/gviz";
import { importCatalogue } from "~/catalogue/import/import";

const [file, runsText] = process.argv.slice(2);
if (!file || !runsText) throw new Error("usage: import-worker.ts <gviz file> <runs>");
const gc = globalThis.gc;
if (!gc) throw new Error("run with node --expose-gc");

const text = readFileSync(file, "utf8");
gc();
// What the process holds before importing: Node, the modules and the gviz text.
const baselineRssBytes = process.memoryUsage().rss;
/**
 * Peak resident memory of this process. Linux's VmHWM belongs to this program alone, whereas
 * getrusage's maxRSS also counts the parent's memory at fork time (it survives exec).
 */
function maxRssBytes(): number {
  try {
    const kib = /^VmHWM:\s+(\d+) kB/m.exec(readFileSync("/proc/self/status", "utf8"))?.[1];
    if (kib) return Number(kib) * 1024;
  } catch {
    // Not Linux.
  }
  return process.resourceUsage().maxRSS * 1024;
}
const beforeRunsMaxRssBytes = maxRssBytes();

const runs: { parseMs: number; mapMs: number; totalMs: number; cpuMs: number }[] = [];
let medicineCount = 0;
let firstRunPeakRssBytes = 0;
for (let run = 0; run < Number(runsText); run += 1) {
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const table = parseGviz(text);
  const parsed = performance.now();
  const { medicines } = importCatalogue(table);
  const end = performance.now();
  const cpu = process.cpuUsage(cpuStart);
  medicineCount = medicines.length;
  runs.push({
    parseMs: parsed - start,
    mapMs: end - parsed,
    totalMs: end - start,
    cpuMs: (cpu.user + cpu.system) / 1000,
  });
  // The first run is what the server does at start: its peak is the import's footprint.
  if (run === 0) firstRunPeakRssBytes = maxRssBytes();
  gc();
}

console.log(
  JSON.stringify({
    textCharacters: text.length,
    medicineCount,
    runs,
    baselineRssBytes,
    beforeRunsMaxRssBytes,
    firstRunPeakRssBytes,
    peakRssBytes: maxRssBytes(),
  }),
);
