import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { compareSteps } from "~/catalogue/changes/diff";
import { openChangeStore } from "~/catalogue/changes/store.server";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { runInSlices } from "~/catalogue/loading/slices";
import { testMedicine } from "~/catalogue/medicine/test-support";

/**
 * What-changed benchmark (docs/decisions/025): comparing two 100k-medicine versions in slices, as
 * the server does after taking a new version (target ≤ 300 ms of CPU), the longest slice, and the
 * time to record the changes in a fresh SQLite database.
 * `npx tsx --tsconfig tsconfig.app.json bench/changes.ts`
 */

const SIZE = 100_000;
const ROUNDS = 5;

function versions(): { before: Medicine[]; after: Medicine[] } {
  const before = Array.from({ length: SIZE }, (_, i) =>
    testMedicine({ id: `m${i}`, name: `Medicine ${i}`, rate: 10 + (i % 500), mrp: 12 + (i % 500) }),
  );
  // A busy week: 10% new rates, 2% out of stock, 1% new medicines, 1% removed.
  const after = before
    .filter((_, i) => i % 100 !== 1)
    .map((medicine, i) =>
      i % 10 === 0
        ? { ...medicine, rate: (medicine.rate ?? 0) + 1 }
        : i % 50 === 3
          ? { ...medicine, stock: 0, availability: "Out of Stock" as const }
          : medicine,
    );
  for (let i = 0; i < SIZE / 100; i++) after.push(testMedicine({ id: `new${i}`, name: `New ${i}` }));
  return { before, after };
}

const byId = (medicines: Medicine[]) => new Map(medicines.map((medicine) => [medicine.id, medicine]));

async function main() {
  const { before, after } = versions();
  const previous = byId(before);
  const next = byId(after);
  const cpu: number[] = [];
  let longestSlice = 0;
  let found = 0;
  for (let round = 0; round < ROUNDS; round++) {
    longestSlice = 0;
    let sliceStart = performance.now();
    const start = process.cpuUsage();
    const changes = await runInSlices(compareSteps(previous, after, next), {
      pause: async () => {
        longestSlice = Math.max(longestSlice, performance.now() - sliceStart);
        await new Promise((resolve) => setImmediate(resolve));
        sliceStart = performance.now();
        return undefined;
      },
    });
    const used = process.cpuUsage(start);
    cpu.push((used.user + used.system) / 1000);
    found = changes.length;
  }
  cpu.sort((a, b) => a - b);
  console.log(`compare 2 × ${SIZE} medicines: ${found} changes`);
  console.log(`CPU ms per comparison (median of ${ROUNDS}): ${cpu[Math.floor(ROUNDS / 2)]!.toFixed(1)} (target ≤ 300)`);
  console.log(`longest slice (last round): ${longestSlice.toFixed(1)} ms`);

  const dir = mkdtempSync(path.join(tmpdir(), "changes-bench-"));
  try {
    const store = await openChangeStore({ url: pathToFileURL(path.join(dir, "site.db")).href, holdMs: 3_600_000 });
    const changes = await runInSlices(compareSteps(previous, after, next));
    let start = performance.now();
    const outs = changes.filter((change) => change.kind === "out-of-stock");
    await store.record("v2", new Date(), outs);
    console.log(`recording ${outs.length} out-of-stock changes: ${(performance.now() - start).toFixed(0)} ms`);
    start = performance.now();
    await store.record("v2", new Date(), changes);
    console.log(
      `recording ${changes.length} changes: ${(performance.now() - start).toFixed(0)} ms (off the request path)`,
    );
    const page: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const pageStart = performance.now();
      await store.shown({ since: new Date(Date.now() - 30 * 86_400_000), now: new Date(Date.now() + 7_200_000) });
      page.push(performance.now() - pageStart);
    }
    page.sort((a, b) => a - b);
    console.log(
      `the page's query (5 groups, 200 rows each, with totals; median of ${ROUNDS}): ${page[Math.floor(ROUNDS / 2)]!.toFixed(1)} ms (target ≤ 50)`,
    );
    store.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
