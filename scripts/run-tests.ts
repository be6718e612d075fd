// `npm test`: every check a change can break, in order, with one closing count.
// Typecheck, lint and build count as one check each; the test runners report their own tests.
import { spawnSync } from "node:child_process";
import { existsSync, readFileSync, rmSync } from "node:fs";
import { playwrightFailures, vitestFailures } from "./lib/test-report-failures";

const VITEST_REPORT = "test-results/unit.json";
const PLAYWRIGHT_REPORT = "test-results/e2e.json";

let passed = 0;
let failed = 0;
// What failed, by name, printed again above the closing count (a CI log is read from its tail).
const failures: string[] = [];

function run(label: string, command: string, args: string[]): boolean {
  console.log(`\n▶ ${label}: ${command} ${args.join(" ")}`);
  const result = spawnSync(command, args, { stdio: "inherit" });
  return result.status === 0;
}

function check(label: string, command: string, args: string[]) {
  if (run(label, command, args)) passed += 1;
  else {
    failed += 1;
    failures.push(`${label} failed`);
    console.log(`✗ ${label} failed`);
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

rmSync("test-results", { recursive: true, force: true });
const bin = (name: string) => `node_modules/.bin/${name}`;

check("typecheck", "npm", ["run", "--silent", "typecheck"]);
check("lint", "npm", ["run", "--silent", "lint"]);

const unitOk = run("unit and component tests", bin("vitest"), [
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${VITEST_REPORT}`,
]);
countFrom<{ numPassedTests: number; numFailedTests: number }>(
  "unit tests",
  VITEST_REPORT,
  (report) => ({
    passed: report.numPassedTests,
    failed: report.numFailedTests + (unitOk || report.numFailedTests > 0 ? 0 : 1),
  }),
  vitestFailures,
);

const built = run("production build", "npm", ["run", "--silent", "build"]);
if (built) passed += 1;
else {
  failed += 1;
  failures.push("production build failed");
}

if (built) {
  const e2eOk = run("browser tests", bin("playwright"), ["test"]);
  countFrom<{ stats: { expected: number; unexpected: number; flaky: number } }>(
    "browser tests",
    PLAYWRIGHT_REPORT,
    (report) => ({
      passed: report.stats.expected,
      failed: report.stats.unexpected + report.stats.flaky + (e2eOk || report.stats.unexpected > 0 ? 0 : 1),
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
