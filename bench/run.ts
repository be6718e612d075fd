/**
 * `npm run bench [-- <benchmark>…] [options]`: measures the targets of DESIGN.md ("Targets") and
 * writes bench/results/<benchmark>.json. See docs/performance.md.
 *
 *   npm run bench                      all fifteen: import, query, search, alternatives, server, browser, instant,
 *                                      first-card, photos, price-list, enquiry-list, hostile, order-match, memory,
 *                                      stored-enquiry (SQLite and, when installed, a throw-away PostgreSQL)
 *                                      (hostile-inputs and hostile-database, parts of hostile, run alone only when named)
 *   npm run bench -- import query      only these
 *   npm run bench -- report            print the Markdown tables of docs/performance.md from bench/results/
 *   --duration=<s>                     seconds per server scenario (default 10)
 *   --lighthouse-runs=<n>              Lighthouse runs per page, the median is kept (default 3)
 *   --first-card-runs=<n>              first-card: loads per page and build, the median is kept (default 5; on a
 *                                      busy machine single loads spread widely, and more runs show a change)
 *   --no-build                         use the existing build/ instead of running npm run build
 *   --note=<text>                      stored in every result, e.g. "busy machine"
 *   --uploads=<n>                      hostile, hostile-inputs: uploads of each kind of order file (default 200;
 *                                      10,000 shows that nothing is left behind)
 *   npm run bench -- hostile-database  only hostile's probes of the database and the processes
 *   npm run bench -- two-hosts         two hosts behind HAProxy on PostgreSQL, a host killed, the database stopped
 *                                      (run only when named; --duration=<s> of load, default 30)
 *   --original-url=<url>               first-card: the original app (built and served on loopback by hand, never from
 *                                      this repository; docs/performance.md), measured in turn with this one: the ratio
 *   --original-sheet-port=<port>       first-card: the loopback port the original's build reads its sheet from; the
 *                                      benchmark serves the catalogue being measured there
 *   --original-medicine-path=<path>    first-card: the original's address of the medicine page measured (default: ours)
 *   --compare-with=<dir>               first-card, instant, hostile, hostile-inputs, hostile-database: also measure the built copy of the app in <dir>
 *                                      (e.g. `git archive` of an earlier commit, built there), in turn with this one
 */
import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { z } from "zod";
import { alternativesBench } from "./alternatives";
import { browserBench } from "./browser";
import { enquiryListBench } from "./enquiry-list";
import { firstCardBench } from "./first-card";
import { photosBench } from "./photos";
import { hostileBench } from "./hostile";
import { hostileInputsBench } from "./hostile-inputs";
import { hostileDatabaseBench } from "./hostile-database";
import { memoryBench } from "./memory";
import { importBench } from "./import";
import { instantBench } from "./instant";
import { orderMatchBench } from "./order-match";
import { buildOnce } from "./lib/app-server";
import { installCleanup, removeOnExit } from "../scripts/lib/processes";
import { environment, printTargets, type TargetCheck, writeResult } from "./lib/results";
import { queryBench } from "./query";
import { priceListBench } from "./price-list";
import { printReport } from "./report";
import { searchBench } from "./search";
import { serverBench } from "./server";
import { storedEnquiryBench } from "./stored-enquiry";
import { twoHostsBench } from "./two-hosts";

const BENCHMARKS = [
  "import",
  "query",
  "search",
  "alternatives",
  "server",
  "browser",
  "instant",
  "first-card",
  "photos",
  "price-list",
  "enquiry-list",
  "hostile",
  "order-match",
  "hostile-inputs",
  "memory",
  "stored-enquiry",
  // Part of "hostile"; named on its own to run only these probes.
  "hostile-database",
  // PostgreSQL and HAProxy (Debian's packages) on top of the build.
  "two-hosts",
] as const;
/** Run only when named: a part of another benchmark, alone, or one that needs more than Node. */
const ONLY_WHEN_NAMED: readonly Benchmark[] = ["hostile-inputs", "hostile-database", "two-hosts"];
type Benchmark = (typeof BENCHMARKS)[number];

const argsSchema = z.object({
  benchmarks: z
    .array(z.enum(BENCHMARKS))
    .transform((list) =>
      list.length === 0 ? BENCHMARKS.filter((benchmark) => !ONLY_WHEN_NAMED.includes(benchmark)) : list,
    ),
  uploads: z.coerce.number().int().min(1).max(100_000).default(200),
  duration: z.coerce.number().int().min(1).max(120).default(10),
  lighthouseRuns: z.coerce.number().int().min(1).max(9).default(3),
  firstCardRuns: z.coerce.number().int().min(1).max(50).default(5),
  build: z.boolean().default(true),
  note: z.string().optional(),
  compareWith: z.string().min(1).optional(),
  originalUrl: z.string().url().optional(),
  originalSheetPort: z.coerce.number().int().min(1).max(65_535).optional(),
  originalMedicinePath: z.string().startsWith("/").optional(),
});

function parseCommandLine() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      duration: { type: "string" },
      "lighthouse-runs": { type: "string" },
      "first-card-runs": { type: "string" },
      "no-build": { type: "boolean" },
      note: { type: "string" },
      "compare-with": { type: "string" },
      "original-url": { type: "string" },
      "original-sheet-port": { type: "string" },
      "original-medicine-path": { type: "string" },
      uploads: { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  });
  if (values.help) {
    console.log(
      "usage: npm run bench [-- [import] [query] [search] [alternatives] [server] [browser] [instant] [first-card] [photos] [price-list] [enquiry-list] [hostile] [order-match] [memory] [stored-enquiry] [hostile-inputs] [hostile-database] [two-hosts] [--duration=10] [--lighthouse-runs=3] [--first-card-runs=5] [--no-build] [--note=text] [--uploads=200] [--compare-with=dir] [--original-url=url --original-sheet-port=port [--original-medicine-path=path]]]\n" +
        "       npm run bench -- report",
    );
    process.exit(0);
  }
  const parsed = argsSchema.safeParse({
    benchmarks: positionals,
    duration: values.duration,
    lighthouseRuns: values["lighthouse-runs"],
    firstCardRuns: values["first-card-runs"],
    build: !values["no-build"],
    note: values.note,
    compareWith: values["compare-with"],
    originalUrl: values["original-url"],
    originalSheetPort: values["original-sheet-port"],
    originalMedicinePath: values["original-medicine-path"],
    uploads: values.uploads,
  });
  if (parsed.success && parsed.data.originalUrl && parsed.data.originalSheetPort === undefined) {
    console.error("npm run bench: --original-url needs --original-sheet-port (where the original reads its sheet)");
    process.exit(2);
  }
  if (!parsed.success) {
    console.error(`npm run bench: ${parsed.error.issues.map((issue) => issue.message).join("; ")}`);
    console.error(`benchmarks: ${BENCHMARKS.join(", ")}`);
    process.exit(2);
  }
  return parsed.data;
}

async function main(): Promise<number> {
  if (process.argv.slice(2).includes("report")) {
    printReport();
    return 0;
  }
  const options = parseCommandLine();
  installCleanup();
  const tempDir = mkdtempSync(path.join(os.tmpdir(), "catalogue-bench-"));
  removeOnExit(tempDir);
  const load = os.loadavg()[0]!;
  const cores = os.cpus().length;
  console.log(`Benchmarks: ${options.benchmarks.join(", ")} (Node ${process.version}, ${cores} cores)`);
  if (load > cores * 0.5) {
    console.log(
      `  note: load average ${load.toFixed(1)} on ${cores} cores: the machine is busy, times will be worse than on a quiet one`,
    );
  }
  const checks: TargetCheck[] = [];
  const run: Record<Benchmark, () => Promise<TargetCheck[]>> = {
    import: () => importBench({ tempDir, note: options.note }),
    query: () => queryBench({ note: options.note }),
    search: () => searchBench({ note: options.note }),
    alternatives: () => alternativesBench({ note: options.note }),
    server: async () => {
      await buildOnce(!options.build);
      return serverBench({ tempDir, durationSeconds: options.duration, note: options.note });
    },
    browser: async () => {
      await buildOnce(!options.build);
      return browserBench({ tempDir, runs: options.lighthouseRuns, note: options.note });
    },
    instant: async () => {
      await buildOnce(!options.build);
      return instantBench({ tempDir, note: options.note, compareWith: options.compareWith });
    },
    "first-card": async () => {
      await buildOnce(!options.build);
      return firstCardBench({
        tempDir,
        runs: options.firstCardRuns,
        note: options.note,
        compareWith: options.compareWith,
        original:
          options.originalUrl && options.originalSheetPort
            ? {
                url: options.originalUrl.replace(/\/+$/, ""),
                sheetPort: options.originalSheetPort,
                medicinePath: options.originalMedicinePath,
              }
            : undefined,
      });
    },
    photos: async () => {
      await buildOnce(!options.build);
      return photosBench({ tempDir, note: options.note });
    },
    "price-list": async () => {
      await buildOnce(!options.build);
      return priceListBench({ tempDir, note: options.note });
    },
    "enquiry-list": async () => {
      await buildOnce(!options.build);
      return enquiryListBench({ tempDir, note: options.note });
    },
    "order-match": () => orderMatchBench({ note: options.note }),
    hostile: async () => {
      await buildOnce(!options.build);
      return hostileBench({ tempDir, note: options.note, uploads: options.uploads, compareWith: options.compareWith });
    },
    "hostile-inputs": async () => {
      await buildOnce(!options.build);
      const env = environment(options.note);
      const { runs, targets } = await hostileInputsBench({
        tempDir,
        uploads: options.uploads,
        compareWith: options.compareWith,
      });
      printTargets(targets);
      console.log(
        `  → ${await writeResult("hostile-inputs", { benchmark: "hostile-inputs", environment: env, targets, runs })}`,
      );
      return targets;
    },
    memory: async () => {
      await buildOnce(!options.build);
      return memoryBench({ tempDir, note: options.note });
    },
    "stored-enquiry": () => storedEnquiryBench({ tempDir, note: options.note }),
    "two-hosts": async () => {
      await buildOnce(!options.build);
      // The 30 s unless a duration is given.
      const durationSeconds = process.argv.some((arg) => arg.startsWith("--duration")) ? options.duration : 30;
      return twoHostsBench({ tempDir, durationSeconds, note: options.note });
    },
    "hostile-database": async () => {
      await buildOnce(!options.build);
      return hostileDatabaseBench({ tempDir, note: options.note, compareWith: options.compareWith });
    },
  };
  for (const benchmark of options.benchmarks) checks.push(...(await run[benchmark]()));
  const missed = checks.filter((check) => !check.met);
  console.log(`\ntargets: ${checks.length - missed.length} met, ${missed.length} missed`);
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  },
);
