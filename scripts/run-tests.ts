// `npm test`: every check a change can break, with one closing count. Typecheck, lint and the
// production build run one after another beside the unit tests (their output held and printed
// after the tests'), then the browser tests run on the build: the unit tests wait on clusters,
// processes and peers much of their time, and the checks fill it (docs/architecture.md, "Tests").
// Typecheck, lint and build count as one check each; the test runners report their own tests.
import { existsSync, readFileSync, rmSync } from "node:fs";
import { runStep, runStepsInTurn, type StepOutcome, TYPECHECK_AND_LINT } from "./lib/run-step";
import { playwrightFailures, vitestFailures } from "./lib/test-report-failures";

const VITEST_REPORT = "test-results/unit.json";
const PLAYWRIGHT_REPORT = "test-results/e2e.json";

let passed = 0;
let failed = 0;
// What failed, by name, printed again above the closing count (a CI log is read from its tail).
const failures: string[] = [];

function countCheck({ label, ok }: StepOutcome) {
  if (ok) passed += 1;
  else {
    failed += 1;
    failures.push(`${label} failed`);
  }
}

type Counts = { passed: number; failed: number };

function countFrom<Report>(
  label: string,
  reportPath: string,
  read: (report: Report) => Counts,
  namesOfFailures: (report: unknown) => string[],
) {
  if (!existsSync(reportPath)) {
    failed += 1;
    failures.push(`${label} wrote no report`);
    console.log(`✗ ${label} wrote no report`);
    return;
  }
  const report: unknown = JSON.parse(readFileSync(reportPath, "utf8"));
  const counts = read(report as Report);
  passed += counts.passed;
  failed += counts.failed;
  if (counts.failed > 0) {
    const names = namesOfFailures(report);
    failures.push(...(names.length > 0 ? names : [`${label}: the runner failed outside any test (see above)`]));
  }
}

const took = ({ label, ok, seconds }: StepOutcome) => `${ok ? "✓" : "✗"} ${label} (${seconds.toFixed(0)} s)`;

rmSync("test-results", { recursive: true, force: true });
const bin = (name: string) => `node_modules/.bin/${name}`;

console.log("\n▶ typecheck, lint and production build (printed after the unit tests), beside the unit tests");
const [checks, unit] = await Promise.all([
  runStepsInTurn([
    ...TYPECHECK_AND_LINT,
    { label: "production build", command: "npm", args: ["run", "--silent", "build"] },
  ]),
  runStep(
    "unit and component tests",
    bin("vitest"),
    ["run", "--reporter=default", "--reporter=json", `--outputFile.json=${VITEST_REPORT}`],
    false,
  ),
]);
for (const check of checks) console.log(`\n▶ ${check.label}\n${check.output.trimEnd()}`);
console.log();
for (const step of [...checks, unit]) console.log(took(step));

for (const check of checks) countCheck(check);
// Read now: the browser tests empty test-results/ when they start.
countFrom<{ numPassedTests: number; numFailedTests: number }>(
  "unit tests",
  VITEST_REPORT,
  (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + (unit.ok || report.numFailedTests > 0 ? 0 : 1),
  }),
  vitestFailures,
);

const built = checks.find((check) => check.label === "production build")?.ok === true;
if (built) {
  const e2e = await runStep("browser tests", bin("playwright"), ["test"], false);
  console.log(took(e2e));
  countFrom<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    "browser tests",
    PLAYWRIGHT_REPORT,
    (report) => ({
      passed: report.stats.expected,
      failed: report.stats.unexpected + report.stats.flaky + (e2e.ok || report.stats.unexpected > 0 ? 0 : 1),
    }),
    playwrightFailures,
  );
} else {
  console.log("✗ browser tests skipped: the build failed");
  failures.push("browser tests skipped: the build failed");
  failed += 1;
}

if (failures.length > 0) {
  console.log("\nWhat failed:");
  for (const failure of failures) console.log(`✗ ${failure}`);
}
console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exit(failed === 0 ? 0 : 1);
