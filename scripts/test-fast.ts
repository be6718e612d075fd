// `npm run test:fast`: typecheck then lint, and beside them the unit and component tests without
// the tests over the real catalogue (`*.real.test.ts`). TypeScript and ESLint, one after the other,
// run beside Vitest's workers instead of before them: the loop takes about as long as the unit tests
// alone (docs/architecture.md, "Tests"). The checks' output is held and printed after the tests'.
import { spawn } from "node:child_process";

type Outcome = { label: string; ok: boolean; seconds: number; output: string };

function run(label: string, command: string, args: string[], hold: boolean): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: hold ? ["ignore", "pipe", "pipe"] : "inherit" });
    let output = "";
    child.stdout?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.stderr?.on("data", (chunk: Buffer) => (output += chunk.toString()));
    child.on("close", (code) =>
      resolve({ label, ok: code === 0, seconds: (performance.now() - started) / 1000, output }),
    );
  });
}

async function checks(): Promise<Outcome[]> {
  const typecheck = await run("typecheck", "npm", ["run", "--silent", "typecheck"], true);
  const lint = await run("lint", "npm", ["run", "--silent", "lint"], true);
  return [typecheck, lint];
}

const [held, tests] = await Promise.all([
  checks(),
  run("unit tests", "node_modules/.bin/vitest", ["run", "--exclude", "**/*.real.test.ts"], false),
]);
const outcomes = [...held, tests];
for (const { label, output } of held) if (output.trim()) console.log(`\n▶ ${label}\n${output.trimEnd()}`);
console.log();
for (const { label, ok, seconds } of outcomes) console.log(`${ok ? "✓" : "✗"} ${label} (${seconds.toFixed(0)} s)`);
process.exit(outcomes.every(({ ok }) => ok) ? 0 : 1);
