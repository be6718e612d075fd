/**
 * Not a test: times the catalogue search on the real 11.8k catalogue and the synthetic 100k one.
 * Run: node node_modules/.bin/tsx --tsconfig tsconfig.app.json app/catalogue/query/search/search-timing.script.ts
 * Build time is the median of 5 builds; query times are per query (prepare + matches + first
 * page ranked), after one warm-up round, over a mix of exact, broad and misspelt searches. Both
 * wall-clock and this process's CPU time are reported: on a shared machine the CPU time is the
 * fairer figure, the wall-clock one includes waiting for a core.
 */
import { catalogueGviz, type CatalogueName } from "../../../../bench/lib/catalogues";
import { CatalogueSearch } from "./catalogue-search";
import { parseGviz } from "~/catalogue/gviz";
import { importCatalogue } from "~/catalogue/import";

const QUERIES = [
  "paracetamol",
  "paracetamol 650",
  "dolo 650",
  "azee-500",
  "azithromycin 500",
  "telmisartan 40 mg",
  "amoxicillin",
  "amoxycillin clavulanic",
  "glycomet gp 1",
  "pan d",
  "pand",
  "cipla",
  "sun pharma",
  "tablet",
  "syrup",
  "mox",
  "statin",
  "1g",
  "500",
  "vitamin d3",
  "cetrizine",
  "paracetmol",
  "montelucast",
  "azithromicin",
  "pantoprazol",
  "metformn 500",
  "qzxvbn",
  "crocin advance",
  "levocetirizine montelukast",
  "insulin",
];

function cpuMs(since: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(since);
  return (used.user + used.system) / 1000;
}

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))]!;
}

for (const name of ["real-11.8k", "synthetic-100k"] as CatalogueName[]) {
  const medicines = importCatalogue(parseGviz(catalogueGviz(name))).medicines;
  const builds: number[] = [];
  const buildsCpu: number[] = [];
  let search = new CatalogueSearch(medicines);
  for (let round = 0; round < 5; round++) {
    const started = performance.now();
    const cpu = process.cpuUsage();
    search = new CatalogueSearch(medicines);
    buildsCpu.push(cpuMs(cpu));
    builds.push(performance.now() - started);
  }
  const order = medicines.map((_, index) => index).sort((a, b) => medicines[a]!.name.localeCompare(medicines[b]!.name));
  const nameRank = new Uint32Array(medicines.length);
  order.forEach((position, rank) => (nameRank[position] = rank));
  const times: number[] = [];
  const cpuTimes: number[] = [];
  const slowest: [string, number][] = [];
  for (let round = 0; round < 11; round++) {
    for (const query of QUERIES) {
      const started = performance.now();
      const cpu = process.cpuUsage();
      const prepared = search.prepare(query);
      const matched = search.matches(prepared);
      search.rankedSlice(prepared, matched, nameRank, 0, 24);
      const cpuElapsed = cpuMs(cpu);
      const elapsed = performance.now() - started;
      // Round 0 warms up the JIT (and fills the per-word memos, as a running server would).
      if (round > 0) {
        times.push(elapsed);
        cpuTimes.push(cpuElapsed);
        slowest.push([query, cpuElapsed]);
      }
    }
  }
  slowest.sort((a, b) => b[1] - a[1]);

  // Fresh misspellings, never searched before, so no memo helps: one edit in real words of 5+ letters.
  const typoCpu: number[] = [];
  const typoWall: number[] = [];
  const words = [
    ...new Set(medicines.flatMap((medicine) => medicine.genericName.toLowerCase().match(/[a-z]{5,}/g) ?? [])),
  ];
  let corrected = 0;
  for (let index = 0; index < 300; index++) {
    const word = words[(index * 7919) % words.length]!;
    const at = 1 + (index % (word.length - 2));
    const typo =
      index % 2
        ? word.slice(0, at) + word.slice(at + 1)
        : `${word.slice(0, at)}${word[at + 1]}${word[at]}${word.slice(at + 2)}`;
    const started = performance.now();
    const cpu = process.cpuUsage();
    const prepared = search.prepare(`${typo} tablet`);
    const matched = search.matches(prepared);
    search.rankedSlice(prepared, matched, nameRank, 0, 24);
    typoCpu.push(cpuMs(cpu));
    typoWall.push(performance.now() - started);
    if (prepared.corrections.length > 0) corrected++;
  }
  console.log(
    `${name}: ${medicines.length} medicines, ~${(search.byteLength / 1e6).toFixed(1)} MB of index\n` +
      `  build median: wall ${percentile(builds, 0.5).toFixed(1)} ms, cpu ${percentile(buildsCpu, 0.5).toFixed(1)} ms\n` +
      `  query wall: p50 ${percentile(times, 0.5).toFixed(2)} ms, p95 ${percentile(times, 0.95).toFixed(2)} ms\n` +
      `  query cpu:  p50 ${percentile(cpuTimes, 0.5).toFixed(2)} ms, p95 ${percentile(cpuTimes, 0.95).toFixed(2)} ms, max ${percentile(cpuTimes, 1).toFixed(2)} ms`,
  );
  console.log(
    `  fresh typo + "tablet" (${corrected}/300 corrected): wall p95 ${percentile(typoWall, 0.95).toFixed(2)} ms, ` +
      `cpu p50 ${percentile(typoCpu, 0.5).toFixed(2)} ms, p95 ${percentile(typoCpu, 0.95).toFixed(2)} ms, max ${percentile(typoCpu, 1).toFixed(2)} ms`,
  );
  console.log(
    "  slowest (cpu ms):",
    slowest
      .slice(0, 6)
      .map(([query, ms]) => `${query} ${ms.toFixed(2)}`)
      .join(", "),
  );
}
