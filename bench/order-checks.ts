import { writeFileSync } from "node:fs";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { cpuMs, healthzPoller, settle } from "./hostile/measure";
import { startAppServer } from "./lib/app-server";
import { catalogueGviz } from "./lib/catalogues";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { round } from "./lib/stats";
import { worstCaseOrder } from "./order-lines/worst-case";
import { excelWorkbook } from "~/catalogue/order-lines/files/xlsx-files.test-support";

/**
 * Order checks against the built server (decision 57; docs/performance.md, "Order checks"): the
 * costliest order a buyer may paste (bench/order-lines/worst-case.ts: 500 lines of 20 words, a
 * third misspelt) at the real 11.8k catalogue. First one order alone, its CPU in the server's
 * process (every thread); then six posted at once while /healthz is polled every 20 ms: the
 * longest wait of a poll, and each order's status; then six large .xlsx uploads at once (2,000 rows
 * of 32 columns, ~390 KB: unzipped and parsed before the 500-line bound refuses them), /healthz
 * polled the same way. With `--compare-with=<dir>` the built copy of
 * the app in <dir> (before the change: checks on the request thread) is measured in turn, in the
 * same run.
 */

const AT_ONCE = 6;
const HEALTHZ_LIMIT_MS = 100;
const CPU_LIMIT_MS = 1000;

type AtOnce = {
  healthzLongestMs: number;
  healthzMedianMs: number;
  healthzP95Ms: number;
  polls: number;
  statuses: number[];
  wallMs: number;
};
type Run = { app: string; cpuPerOrderMs: number; sixAtOnce: AtOnce; sixUploads: AtOnce };

/** A pharmacy program's full export: 2,000 rows of 32 columns, the name in the second. */
function largeWorkbook(medicines: readonly { name: string }[]): Uint8Array<ArrayBuffer> {
  const header = ["Sl", "Item Name", "Qty", ...Array.from({ length: 29 }, (_, at) => `Field ${at + 1}`)];
  const rows = Array.from({ length: 2000 }, (_, row) => [
    row + 1,
    medicines[(row * 13) % medicines.length]!.name,
    1 + (row % 20),
    ...Array.from({ length: 29 }, (_, at) => (at % 2 === 0 ? `B${row}-${at}` : row * at)),
  ]);
  return excelWorkbook([header, ...rows]);
}

async function upload(origin: string, workbook: Uint8Array<ArrayBuffer>): Promise<number> {
  const form = new FormData();
  form.set("intent", "order-find");
  form.set("order", "");
  form.set("orderFile", new Blob([workbook]), "order.xlsx");
  const response = await fetch(`${origin}/enquiry`, {
    method: "POST",
    body: form,
    signal: AbortSignal.timeout(900_000),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Six requests at once while /healthz is polled every 20 ms. */
async function sixAtOnce(server: { url: string }, send: (at: number) => Promise<number>): Promise<AtOnce> {
  const poller = healthzPoller(server.url);
  const start = performance.now();
  const statuses = await Promise.all(Array.from({ length: AT_ONCE }, (_, at) => send(at)));
  const wallMs = round(performance.now() - start);
  const { longestMs, medianMs, p95Ms, polls } = await poller.stop();
  return { healthzLongestMs: longestMs, healthzMedianMs: medianMs, healthzP95Ms: p95Ms, polls, statuses, wallMs };
}

async function post(origin: string, order: string): Promise<number> {
  const response = await fetch(`${origin}/enquiry`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ intent: "order-find", order }).toString(),
    signal: AbortSignal.timeout(900_000),
  });
  await response.arrayBuffer();
  return response.status;
}

async function measure(
  app: string,
  appDir: string | undefined,
  catalogueFile: string,
  tempDir: string,
  orders: string[],
  workbook: Uint8Array<ArrayBuffer>,
) {
  const server = await startAppServer({ tempDir, catalogueFile, ...(appDir ? { appDir } : {}) });
  try {
    const pid = server.child.pid!;
    // The first check meets the catalogue (a worker reads it and builds its index): a warm-up order of other words.
    await post(server.url, orders[AT_ONCE]!);
    await settle(server);
    const before = cpuMs(pid)!;
    await post(server.url, orders[0]!);
    const cpuPerOrderMs = cpuMs(pid)! - before;
    await settle(server);
    const pasted = await sixAtOnce(server, (at) => post(server.url, orders[at]!));
    await settle(server);
    const uploads = await sixAtOnce(server, () => upload(server.url, workbook));
    const run: Run = { app, cpuPerOrderMs, sixAtOnce: pasted, sixUploads: uploads };
    const said = ({ healthzLongestMs, healthzMedianMs, healthzP95Ms, polls, statuses, wallMs }: AtOnce) =>
      `/healthz longest ${healthzLongestMs} ms (median ${healthzMedianMs}, p95 ${healthzP95Ms}; ${polls} polls), ` +
      `statuses ${statuses.join(" ")}, ${wallMs} ms`;
    console.log(`  ${app}: CPU per 500-line order ${cpuPerOrderMs} ms; six at once: ${said(pasted)}`);
    console.log(`  ${app}: six ${Math.round(workbook.length / 1024)} KB .xlsx uploads at once: ${said(uploads)}`);
    return run;
  } finally {
    await server.stop();
  }
}

export async function orderChecksBench(options: {
  tempDir: string;
  note?: string;
  compareWith?: string;
}): Promise<TargetCheck[]> {
  console.log("\norder-checks: six 500-line orders at once, /healthz polled every 20 ms (real 11.8k catalogue)");
  const catalogueFile = path.join(options.tempDir, "order-checks-real-11.8k.gviz.txt");
  const gviz = catalogueGviz("real-11.8k");
  writeFileSync(catalogueFile, gviz, "utf8");
  const { medicines } = catalogueFromGviz(gviz);
  // Seven different orders: six at once and one to warm up; each a fresh order (no word met before).
  const orders = Array.from({ length: AT_ONCE + 1 }, (_, at) => worstCaseOrder(medicines, `order-checks-${at}`));
  const workbook = largeWorkbook(medicines);
  const runs: Run[] = [];
  if (options.compareWith)
    runs.push(await measure("before", options.compareWith, catalogueFile, options.tempDir, orders, workbook));
  const after = await measure("this build", undefined, catalogueFile, options.tempDir, orders, workbook);
  runs.push(after);
  const checks: TargetCheck[] = [
    {
      target: "six 500-line orders at once: longest /healthz wait",
      limit: `≤ ${HEALTHZ_LIMIT_MS} ms`,
      measured: `${after.sixAtOnce.healthzLongestMs} ms`,
      met: after.sixAtOnce.healthzLongestMs <= HEALTHZ_LIMIT_MS,
    },
    {
      target: "six large .xlsx uploads at once: longest /healthz wait",
      limit: `≤ ${HEALTHZ_LIMIT_MS} ms`,
      measured: `${after.sixUploads.healthzLongestMs} ms`,
      met: after.sixUploads.healthzLongestMs <= HEALTHZ_LIMIT_MS,
    },
    {
      target: "six large .xlsx uploads at once: each answered (400: over 500 lines; or 503)",
      limit: "400 or 503",
      measured: after.sixUploads.statuses.join(" "),
      met: after.sixUploads.statuses.every((status) => status === 400 || status === 503),
    },
    {
      target: "CPU of a 500-line order of misspelt words",
      limit: `≤ ${CPU_LIMIT_MS} ms`,
      measured: `${after.cpuPerOrderMs} ms`,
      met: after.cpuPerOrderMs <= CPU_LIMIT_MS,
    },
    {
      target: "six 500-line orders at once: each answered (200, or 503 with the order kept)",
      limit: "200 or 503",
      measured: after.sixAtOnce.statuses.join(" "),
      met: after.sixAtOnce.statuses.every((status) => status === 200 || status === 503),
    },
  ];
  printTargets(checks);
  const env = environment(options.note);
  console.log(
    `  → ${await writeResult("order-checks", { benchmark: "order-checks", environment: env, targets: checks, runs })}`,
  );
  return checks;
}
