import { spawn } from "node:child_process";

/** How a step of `npm test` or `npm run test:fast` ended, and what it printed when held. */
export type StepOutcome = { label: string; ok: boolean; seconds: number; output: string };

/**
 * Runs a command as a step of a test driver. `hold`: its output is kept and handed back (a step
 * running beside another, whose output would interleave); otherwise it goes straight to the terminal.
 */
export function runStep(label: string, command: string, args: readonly string[], hold: boolean): Promise<StepOutcome> {
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

/** Runs steps one after another, each held, whether or not the one before passed. */
export async function runStepsInTurn(
  steps: readonly { label: string; command: string; args: readonly string[] }[],
): Promise<StepOutcome[]> {
  const outcomes: StepOutcome[] = [];
  for (const { label, command, args } of steps) outcomes.push(await runStep(label, command, args, true));
  return outcomes;
}

/** The checks that read the code without running it, as both test drivers run them. */
export const TYPECHECK_AND_LINT = [
  { label: "typecheck", command: "npm", args: ["run", "--silent", "typecheck"] },
  { label: "lint", command: "npm", args: ["run", "--silent", "lint"] },
] as const;
