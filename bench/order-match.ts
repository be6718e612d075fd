import { performance } from "node:perf_hooks";
import { type CatalogueName, catalogueGviz } from "./lib/catalogues";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { percentile, round } from "./lib/stats";
import { loadOrderLines, ORDER_LINE_KINDS, type OrderLineCase } from "./order-lines";
import { catalogueFromGviz } from "~/catalogue/import/import";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { indexOf } from "~/catalogue/query/query-index";
import { matchOrderText } from "~/catalogue/index.server";
import { ORDER_MAX_LINES } from "~/catalogue";

/**
 * Order-match benchmark (docs/performance.md, docs/decisions/017-order-lines.md): the committed
 * order lines (bench/order-lines.json) read and matched over the real 11.8k catalogue, as the
 * check table does; then the time of a 500-line order over the 11.8k and 100k catalogues.
 *
 * A line is right when the medicine preselected is the one expected (none when none is), and,
 * when the line has medicines to choose from, one of them is offered.
 */

type Outcome = {
  entry: OrderLineCase;
  chosen: string | null;
  offered: string[];
  quantity: number;
  unit: string | undefined;
  note: boolean;
};

function isRight({ entry, chosen, offered, note }: Outcome): boolean {
  if (chosen !== entry.expected) return false;
  // A heading is right only as the order's note (decision 64), never a line "not in the catalogue".
  if (entry.kind === "heading" && !note) return false;
  return entry.among.length === 0 || entry.among.some((id) => offered.includes(id));
}

/** A 500-line order: the committed lines repeated, as a buyer's long paste. */
function longOrder(cases: readonly OrderLineCase[]): string {
  return Array.from({ length: ORDER_MAX_LINES }, (_, index) => cases[index % cases.length]!.line).join("\n");
}

/** Wall and CPU milliseconds of each round (CPU: this process's user and system time, the server's cost). */
function timeOrder(medicines: readonly Medicine[], text: string, rounds: number): { wall: number[]; cpu: number[] } {
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let round = 0; round < rounds; round++) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    matchOrderText(medicines, text);
    wall.push(performance.now() - start);
    const used = process.cpuUsage(startCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  return { wall, cpu };
}

export async function orderMatchBench({ note }: { note?: string }): Promise<TargetCheck[]> {
  console.log("\norder-match: order lines read and matched as the check table does");
  const cases = loadOrderLines();
  const real = catalogueFromGviz(catalogueGviz("real-11.8k")).medicines;
  indexOf(real);
  const perLine: number[] = [];
  const outcomes: Outcome[] = [];
  for (const entry of cases) {
    const start = performance.now();
    const [match] = matchOrderText(real, entry.line).lines;
    perLine.push(performance.now() - start);
    outcomes.push({
      entry,
      chosen: match?.chosen ?? null,
      offered: match?.candidates.map((medicine) => medicine.id) ?? [],
      quantity: match?.reading.quantity ?? 0,
      unit: match?.reading.unit,
      note: match?.note !== undefined,
    });
  }
  const right = outcomes.filter(isRight);
  // A heading heads a list: before an exact line it is the order's note and the line after it stays right.
  const exactCases = cases.filter((entry) => entry.kind === "exact");
  const headed = cases
    .filter((entry) => entry.kind === "heading")
    .map((heading, index) => {
      const line = exactCases[index % exactCases.length]!;
      const [first, second] = matchOrderText(real, `${heading.line}\n${line.line}`).lines;
      const ok =
        first?.note !== undefined &&
        second?.chosen === line.expected &&
        second.reading.quantity === line.quantity &&
        second.note === undefined;
      return { heading: heading.line, line: line.line, ok };
    });
  const headedRight = headed.filter((entry) => entry.ok).length;
  for (const miss of headed.filter((entry) => !entry.ok)) console.log(`  heading miss: ${JSON.stringify(miss)}`);
  const wrongChosen = outcomes.filter(
    (outcome) => outcome.chosen !== null && outcome.chosen !== outcome.entry.expected,
  );
  const quantitiesRight = outcomes.filter((outcome) => outcome.quantity === outcome.entry.quantity);
  // Every line's unit: the one written, and none where none is (a unit read into "Azee 500" is as wrong).
  const withUnits = outcomes.filter((outcome) => outcome.entry.unit !== undefined);
  const unitsRight = outcomes.filter((outcome) => outcome.unit === outcome.entry.unit);
  const byKind = Object.fromEntries(
    ORDER_LINE_KINDS.map((kind) => {
      const of = outcomes.filter((outcome) => outcome.entry.kind === kind);
      return [kind, { lines: of.length, right: of.filter(isRight).length }];
    }),
  );
  const misses = outcomes
    .filter(
      (outcome) =>
        !isRight(outcome) || outcome.quantity !== outcome.entry.quantity || outcome.unit !== outcome.entry.unit,
    )
    .map(({ entry, chosen, offered, quantity, unit }) => ({
      id: entry.id,
      line: entry.line,
      expected: entry.expected,
      chosen,
      offered,
      quantity,
      expectedQuantity: entry.quantity,
      ...(entry.unit || unit ? { unit, expectedUnit: entry.unit } : {}),
    }));
  for (const miss of misses) console.log(`  miss ${miss.id}: ${JSON.stringify(miss)}`);

  const sizes: { name: CatalogueName; rounds: number }[] = [
    { name: "real-11.8k", rounds: 5 },
    { name: "synthetic-100k", rounds: 3 },
  ];
  const order = longOrder(cases);
  const longOrders: Record<string, { medicines: number; wallMedianMs: number; wallMaxMs: number; cpuMaxMs: number }> =
    {};
  for (const { name, rounds } of sizes) {
    const medicines = name === "real-11.8k" ? real : catalogueFromGviz(catalogueGviz(name)).medicines;
    indexOf(medicines);
    // The first round meets each word for the first time, as a fresh order does.
    const { wall, cpu } = timeOrder(medicines, order, rounds);
    longOrders[name] = {
      medicines: medicines.length,
      wallMedianMs: round(percentile(wall, 50)),
      wallMaxMs: round(Math.max(...wall)),
      cpuMaxMs: round(Math.max(...cpu)),
    };
    const result = longOrders[name];
    console.log(
      `  ${ORDER_MAX_LINES}-line order at ${name}: wall median ${result.wallMedianMs} ms, max ${result.wallMaxMs} ms; CPU max ${result.cpuMaxMs} ms`,
    );
  }

  const share = (count: number) => round((count / cases.length) * 100, 1);
  const checks: TargetCheck[] = [
    {
      target: "order lines right",
      limit: "≥ 98%",
      measured: `${share(right.length)}% (${right.length}/${cases.length})`,
      met: right.length / cases.length >= 0.98,
    },
    {
      target: "wrong medicines preselected",
      limit: "0",
      measured: String(wrongChosen.length),
      met: wrongChosen.length === 0,
    },
    {
      target: "quantities right",
      limit: "every one",
      measured: `${quantitiesRight.length}/${cases.length}`,
      met: quantitiesRight.length === cases.length,
    },
    {
      target: `units right (${withUnits.length} lines write one, the others none)`,
      limit: "every one",
      measured: `${unitsRight.length}/${cases.length}`,
      met: unitsRight.length === cases.length,
    },
    {
      target: "a heading before a list's line: the note, and the line right",
      limit: "every one",
      measured: `${headedRight}/${headed.length}`,
      met: headedRight === headed.length,
    },
    {
      target: `${ORDER_MAX_LINES}-line order at 100k medicines, first (cold) round included`,
      limit: "≤ 1000 ms of CPU",
      measured: `${longOrders["synthetic-100k"]!.cpuMaxMs} ms`,
      met: longOrders["synthetic-100k"]!.cpuMaxMs <= 1000,
    },
  ];
  printTargets(checks);
  const file = await writeResult("order-match", {
    benchmark: "order-match",
    environment: environment(note),
    lines: cases.length,
    right: right.length,
    wrongPreselected: wrongChosen.length,
    quantitiesRight: quantitiesRight.length,
    unitsRight: unitsRight.length,
    linesWithUnits: withUnits.length,
    headedListsRight: headedRight,
    headedLists: headed.length,
    byKind,
    perLineMs: {
      median: round(percentile(perLine, 50), 3),
      p95: round(percentile(perLine, 95), 3),
      max: round(Math.max(...perLine), 3),
    },
    longOrders,
    misses,
    targets: checks,
  });
  console.log(`  written ${file}`);
  return checks;
}
