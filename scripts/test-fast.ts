// `npm run test:fast`: typecheck then lint, and beside them the unit and component tests without
// the tests over the real catalogue (`*.real.test.ts`). TypeScript and ESLint, one after the other,
// run beside Vitest's workers instead of before them: the loop takes about as long as the unit tests
// alone (docs/architecture.md, "Tests"). The checks' output is held and printed after the tests'.
import { runStep, runStepsInTurn, TYPECHECK_AND_LINT } from "./lib/run-step";

const [held, tests] = await Promise.all([
  runStepsInTurn(TYPECHECK_AND_LINT),
  runStep("unit tests", "node_modules/.bin/vitest", ["run", "--exclude", "**/*.real.test.ts"], false),
]);
const outcomes = [...held, tests];
for (const { label, output } of held) if (output.trim()) console.log(`\n▶ ${label}\n${output.trimEnd()}`);
console.log();
for (const { label, ok, seconds } of outcomes) console.log(`${ok ? "✓" : "✗"} ${label} (${seconds.toFixed(0)} s)`);
process.exit(outcomes.every(({ ok }) => ok) ? 0 : 1);
