import { mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { EnquiryStore, NewEnquiry } from "~/enquiries/enquiry-store";
import { openEnquiryStore } from "~/enquiries/store.server";
import { postgresBinDir, startThrowawayPostgres } from "~/server/postgres-cluster.test-support";
import { environment, type TargetCheck, writeResult } from "./lib/results";
import { percentile, round } from "./lib/stats";

/**
 * `npm run bench -- stored-enquiry`: how long storing one enquiry list takes (docs/decisions/027):
 * the store's `submit` (rate limit counted, the row and its lines in one transaction) on the
 * SQLite file and on PostgreSQL (a throw-away cluster on this machine, over TCP on the loopback
 * address, fsync off as in the tests: the figure is the code's and the round trips', not a disk's).
 * One enquiry at a time, each from its own sender, after a warm-up. Figures only: no target.
 */

const WARM_UP = 50;
const ENQUIRIES = 1_000;

function enquiry(n: number): NewEnquiry {
  return {
    name: "",
    email: "",
    phone: "98765 43210",
    message: "",
    page: "/enquiry",
    clientAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}`,
    token: crypto.randomUUID(),
    deliver: true,
    order: true,
    rateLimit: { max: 5, windowMs: 3_600_000 },
    lines: [
      { id: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 10, pack: "15 Tablets", unit: "strips" },
      { id: "pan-d", name: "Pan-D Capsule", quantity: 3 },
      { id: "", name: "Zincovit syrup 200 ml", quantity: 2, freeText: true },
    ],
  };
}

type Figures = { dialect: string; enquiries: number; p50Ms: number; p99Ms: number; maxMs: number };

async function measure(dialect: string, store: EnquiryStore): Promise<Figures> {
  for (let n = 0; n < WARM_UP; n++) await store.submit(enquiry(n));
  const times: number[] = [];
  for (let n = WARM_UP; n < WARM_UP + ENQUIRIES; n++) {
    const started = performance.now();
    const result = await store.submit(enquiry(n));
    times.push(performance.now() - started);
    if (result.kind !== "stored") throw new Error(`enquiry ${n} not stored: ${result.kind}`);
  }
  const figures = {
    dialect,
    enquiries: ENQUIRIES,
    p50Ms: round(percentile(times, 50)),
    p99Ms: round(percentile(times, 99)),
    maxMs: round(Math.max(...times)),
  };
  console.log(`  ${dialect}: p50 ${figures.p50Ms} ms, p99 ${figures.p99Ms} ms, max ${figures.maxMs} ms`);
  return figures;
}

export async function storedEnquiryBench(options: { tempDir: string; note?: string }): Promise<TargetCheck[]> {
  console.log(`\nStored enquiry: ${ENQUIRIES} enquiry lists of 3 lines, one at a time`);
  const env = environment(options.note);
  const runs: Figures[] = [];

  const folder = await mkdtemp(path.join(options.tempDir, "stored-enquiry-"));
  const sqlite = await openEnquiryStore({ url: pathToFileURL(path.join(folder, "site.db")).href });
  try {
    runs.push(await measure("sqlite (file, WAL)", sqlite));
  } finally {
    sqlite.close();
    await rm(folder, { recursive: true, force: true });
  }

  if (postgresBinDir()) {
    const postgres = await startThrowawayPostgres();
    try {
      const store = await openEnquiryStore({ url: await postgres.createDatabase("bench") });
      try {
        runs.push(await measure("postgresql 15 (loopback TCP)", store));
      } finally {
        store.close();
      }
    } finally {
      await postgres.remove();
    }
  } else {
    console.log("  postgresql: not installed (apt-get install postgresql), not measured");
  }
  console.log(`  → ${await writeResult("stored-enquiry", { benchmark: "stored-enquiry", environment: env, runs })}`);
  return [];
}
