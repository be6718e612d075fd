import { writeFileSync } from "node:fs";
import path from "node:path";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { manufacturerDirectory } from "~/catalogue/manufacturers/manufacturers";
import { manufacturerPageHref } from "~/catalogue/urls/links";
import { databaseProbes, databaseTargets } from "./hostile-database";
import { hostileInputsBench } from "./hostile-inputs";
import { faultProbes } from "./hostile/faults";
import { pollCost, printProbe, type ProbeResult, runProbe, send, settle } from "./hostile/measure";
import { requestProbes } from "./hostile/requests";
import { startAppServer } from "./lib/app-server";
import { type CatalogueName, catalogueGviz, fixtureGviz } from "./lib/catalogues";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { round } from "./lib/stats";

/**
 * Hostile and faulty input (docs/performance.md, "Hostile requests"): each request an attacker or
 * a broken client can send, against the built server at 11.8k and 100k rows, with its status, the
 * server's CPU time for it (from /proc/<pid>/stat), its bytes, and the longest wait of /healthz
 * polled beside it; then the faults of bad luck (a sheet emptied, a restart while the sheet hangs,
 * the database file deleted, a DATA_DIR that cannot be written, what /healthz shows), each on a
 * server of its own at 11.8k rows. Bounded: each request and each start has a time limit.
 */

const CPU_LIMIT_MS = 100;
const BYTES_LIMIT = 2_000_000;

function largestManufacturerPath(): string {
  const { medicines } = catalogueFromGviz(fixtureGviz());
  const largest = [...manufacturerDirectory(medicines).all].sort((a, b) => b.medicines.length - a.medicines.length)[0]!;
  return manufacturerPageHref(largest.name);
}

async function requestProbesAt(catalogue: CatalogueName, tempDir: string, manufacturerPath: string) {
  const catalogueFile = path.join(tempDir, `hostile-${catalogue}.gviz.txt`);
  writeFileSync(catalogueFile, catalogueGviz(catalogue), "utf8");
  const server = await startAppServer({ tempDir, catalogueFile });
  console.log(`\n  ${catalogue}: requests`);
  try {
    // The first page a process renders also compiles its code: warm up on ordinary pages first.
    for (const warmUp of ["/", "/medicines", "/medicines?page=2", "/about"])
      await send(server.url, { name: "", path: warmUp });
    await settle(server);
    const perPoll = await pollCost(server);
    const etag = (await send(server.url, { name: "etag", path: "/about" })).headers["etag"] ?? '"none"';
    const results: ProbeResult[] = [];
    for (const probe of requestProbes(manufacturerPath)) {
      await settle(server);
      const result = await runProbe(server, probe, perPoll, etag);
      printProbe(result);
      results.push(result);
    }
    return { catalogue, healthzPollCpuMs: round(perPoll, 2), results };
  } finally {
    await server.stop();
  }
}

/** A sheet of no rows: a valid answer, with the fixture's columns. */

export async function hostileBench(options: {
  tempDir: string;
  note?: string;
  /** Uploads of each kind in the order input probes (bench/hostile-inputs.ts). */
  uploads: number;
  /** Another built copy of the app: the order input probes run against it too (before a change). */
  compareWith?: string | undefined;
}) {
  const env = environment(options.note);
  console.log("\n▶ hostile: hostile and faulty requests against the built server, 11.8k and 100k rows");
  const manufacturerPath = largestManufacturerPath();
  const catalogues = [];
  for (const catalogue of ["real-11.8k", "synthetic-100k"] as const) {
    catalogues.push(await requestProbesAt(catalogue, options.tempDir, manufacturerPath));
  }
  const faults = await faultProbes(options.tempDir);
  const inputs = await hostileInputsBench(options);
  // The database and the processes (bench/hostile-database.ts), with `--compare-with` also on the copy before.
  const database = await databaseProbes(options);
  const databaseBefore = options.compareWith
    ? await databaseProbes({ tempDir: options.tempDir, appDir: options.compareWith })
    : null;

  const large = catalogues.find((entry) => entry.catalogue === "synthetic-100k")!.results;
  const all = catalogues.flatMap((entry) => entry.results);
  const worstCpu = large.reduce((worst, result) => ((result.cpuMs ?? 0) > (worst.cpuMs ?? 0) ? result : worst));
  const worstBytes = large.reduce((worst, result) => (result.bytes > worst.bytes ? result : worst));
  const serverErrors = all.filter((result) => typeof result.status !== "number" || result.status >= 500);
  const publicRevalidations = all.filter((result) => result.status === 304 && result.note?.includes("public"));
  const targets: TargetCheck[] = [
    {
      target: "CPU of any single hostile request at 100k rows",
      limit: `≤ ${CPU_LIMIT_MS} ms`,
      measured: `${worstCpu.cpuMs} ms (${worstCpu.probe})`,
      met: (worstCpu.cpuMs ?? Infinity) <= CPU_LIMIT_MS,
    },
    {
      target: "bytes of any single hostile request at 100k rows (as sent)",
      limit: `≤ ${BYTES_LIMIT / 1e6} MB`,
      measured: `${round(worstBytes.bytes / 1e6, 2)} MB (${worstBytes.probe})`,
      met: worstBytes.bytes <= BYTES_LIMIT,
    },
    {
      target: "hostile requests answered 5xx or not at all",
      limit: "0",
      measured: `${serverErrors.length}${serverErrors.length ? ` (${[...new Set(serverErrors.map((r) => r.probe))].join("; ")})` : ""}`,
      met: serverErrors.length === 0,
    },
    {
      target: "private answers revalidated into a public 304",
      limit: "0",
      measured: String(publicRevalidations.length),
      met: publicRevalidations.length === 0,
    },
  ];
  targets.push(...inputs.targets);
  targets.push(...databaseTargets(database));
  printTargets(targets);
  const file = await writeResult("hostile", {
    benchmark: "hostile",
    environment: env,
    targets,
    catalogues,
    faults,
    orderInput: inputs.runs,
    database,
    databaseBefore,
  });
  console.log(`  → ${file}`);
  return targets;
}
