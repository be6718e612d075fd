import { execFile, spawnSync } from "node:child_process";

/** What a command-line script printed and how it ended. */
export type ScriptRun = { status: number | null; stdout: string; stderr: string };

/** The command line of `scripts/<name>` as its npm script runs it. */
function commandOf(name: string, args: readonly string[]): string[] {
  return [
    "node_modules/.bin/tsx",
    "--tsconfig",
    "tsconfig.app.json",
    "--import",
    "./scripts/lib/lingui-register.mjs",
    `scripts/${name}`,
    ...args,
  ];
}

/**
 * Runs `scripts/<name>` the way its npm script does (tsx with the app's tsconfig and the Lingui
 * loader of scripts/lib/lingui-register.mjs), with `args`, and waits for it to end. Its
 * environment is PATH and `env` only, so that the caller's variables (a DATA_DIR, a
 * CATALOGUE_SOURCE) cannot change what it does.
 */
export function runScript(name: string, args: readonly string[], env: Record<string, string> = {}): ScriptRun {
  const result = spawnSync(process.execPath, commandOf(name, args), {
    encoding: "utf8",
    env: { PATH: process.env.PATH ?? "", ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** {@link runScript} without waiting: the caller goes on (sending orders, say) while it runs. */
export function runScriptInBackground(
  name: string,
  args: readonly string[],
  env: Record<string, string> = {},
): Promise<ScriptRun> {
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      commandOf(name, args),
      { encoding: "utf8", env: { PATH: process.env.PATH ?? "", ...env } },
      (error, stdout, stderr) => {
        const code = error && typeof error.code === "number" ? error.code : error ? null : 0;
        resolve({ status: code, stdout, stderr });
      },
    );
  });
}
