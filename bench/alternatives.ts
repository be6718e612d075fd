import { catalogueGviz } from "./lib/catalogues";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { percentile, round } from "./lib/stats";
import { alternativesOf, buildAlternativesIndex } from "~/catalogue/compare/alternatives";
import { catalogueFromGviz } from "~/catalogue/import/import";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { orderingPrice } from "~/catalogue/trade/trade-price";

/**
 * "Same composition" benchmark (docs/product.md 11.3, docs/decisions/006-same-composition.md):
 * what the index costs to build per catalogue version, what a detail page's lookup costs, and
 * how much of a catalogue it helps: the medicines with at least one alternative, and how many of
 * the listed alternatives can say "x% cheaper" (which needs the pack parser to read the pack).
 */

/** Build-time targets in ms: a refresh of the real catalogue, and a catalogue ten times its size. */
const TARGETS = { "real-11.8k": 100, "synthetic-100k": 1000 } as const;
type Catalogue = keyof typeof TARGETS;

const share = (count: number, total: number) => (total === 0 ? 0 : round(count / total, 3));

function measure(name: Catalogue, medicines: readonly Medicine[]) {
  // The first build is the one a refresh pays (cold code); then five more: their median is the
  // build time. CPU time is kept too: on a busy machine the wall clock also counts waiting.
  const times: number[] = [];
  const cpu: number[] = [];
  let index: ReturnType<typeof buildAlternativesIndex<Medicine>> | undefined;
  for (let build = 0; build < 6; build++) {
    const start = performance.now();
    const cpuStart = process.cpuUsage();
    index = buildAlternativesIndex(medicines);
    const used = process.cpuUsage(cpuStart);
    times.push(performance.now() - start);
    cpu.push((used.user + used.system) / 1000);
  }
  const groups = new Set(index!.groups.values());
  const sizes = [...groups].map((group) => group.length).sort((a, b) => a - b);

  // A detail page's work: the lookup and the views of at most ten alternatives, for every medicine.
  alternativesOf(medicines, medicines[0]!);
  let listed = 0;
  let compared = 0;
  const start = performance.now();
  for (const medicine of medicines) {
    const { shown } = alternativesOf(medicines, medicine);
    listed += shown.length;
    compared += shown.filter((item) => item.comparison.kind !== "none").length;
  }
  const lookupMicros = ((performance.now() - start) * 1000) / medicines.length;

  const withPrice = medicines.filter((medicine) => (orderingPrice(medicine) ?? 0) > 0);
  return {
    catalogue: name,
    medicines: medicines.length,
    firstBuildMs: round(times[0]!),
    buildMs: round(percentile(times.slice(1), 50)),
    buildMinMs: round(Math.min(...times.slice(1))),
    buildCpuMs: round(percentile(cpu.slice(1), 50)),
    groups: groups.size,
    groupSize: { median: percentile(sizes, 50), p95: percentile(sizes, 95), max: sizes.at(-1) ?? 0 },
    /** Medicines with at least one alternative: the detail pages that get the section. */
    withAlternativesShare: share(index!.groups.size, medicines.length),
    /** The pack parser read what a pack holds (from the pack column or the form): a price per unit is possible. */
    packReadShare: share(medicines.filter((medicine) => medicine.packContent !== undefined).length, medicines.length),
    /** Priced medicines whose price per unit is known. */
    unitPriceShare: share(withPrice.filter((medicine) => medicine.packContent !== undefined).length, withPrice.length),
    /** Listed alternatives that show "x% cheaper/dearer" or "Same price". */
    comparedShare: share(compared, listed),
    lookupMicros: round(lookupMicros, 2),
  };
}

export async function alternativesBench(options: { note?: string }): Promise<TargetCheck[]> {
  const env = environment(options.note);
  console.log("\n▶ alternatives: the same-composition index per catalogue version");
  const results = (Object.keys(TARGETS) as Catalogue[]).map((name) =>
    measure(name, catalogueFromGviz(catalogueGviz(name)).medicines),
  );
  for (const result of results) {
    console.log(
      `  ${result.catalogue.padEnd(15)} ${String(result.medicines).padStart(6)} medicines: build ${result.buildMs} ms ` +
        `(first ${result.firstBuildMs} ms, min ${result.buildMinMs} ms, CPU ${result.buildCpuMs} ms), ${result.groups} groups (median ${result.groupSize.median}, max ${result.groupSize.max}); ` +
        `${round(result.withAlternativesShare * 100, 1)}% have alternatives; pack read ${round(result.packReadShare * 100, 1)}%; ` +
        `${round(result.comparedShare * 100, 1)}% of listed alternatives compared; lookup ${result.lookupMicros} µs`,
    );
  }
  const targets: TargetCheck[] = results.map((result) => ({
    target: `same-composition index build, ${result.catalogue}`,
    limit: `≤ ${TARGETS[result.catalogue]} ms`,
    measured: `${result.buildMs} ms`,
    met: result.buildMs <= TARGETS[result.catalogue],
  }));
  printTargets(targets);
  const file = await writeResult("alternatives", { benchmark: "alternatives", environment: env, targets, results });
  console.log(`  → ${file}`);
  return targets;
}
