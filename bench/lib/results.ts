import { execFileSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import prettier from "prettier";
import { repoRoot } from "./catalogues";

export const RESULTS_DIR = path.join(repoRoot, "bench", "results");

/** One line per target: what was measured, the limit, and whether it was met. */
export type TargetCheck = { target: string; limit: string; measured: string; met: boolean };

/** What a result depends on besides the code: the machine, how busy it was, and the commit. */
export function environment(note: string | undefined) {
  const git = (...args: string[]) => {
    try {
      return execFileSync("git", args, { cwd: repoRoot, encoding: "utf8" }).trim();
    } catch {
      return "unknown";
    }
  };
  const cpus = os.cpus();
  return {
    date: new Date().toISOString(),
    note: note ?? null,
    commit: git("rev-parse", "--short", "HEAD"),
    uncommittedChanges: git("status", "--porcelain", "--untracked-files=no") !== "",
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    cpu: cpus[0]?.model ?? "unknown",
    cores: cpus.length,
    memoryGiB: Math.round(os.totalmem() / 1024 ** 3),
    /** 1, 5 and 15 minute load averages when the benchmark started: above the core count means a busy machine. */
    loadAverage: os.loadavg().map((value) => Math.round(value * 100) / 100),
  };
}

/** Writes `bench/results/<name>.json`, formatted as the repository's Prettier check expects. */
export async function writeResult(name: string, result: unknown): Promise<string> {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const file = path.join(RESULTS_DIR, `${name}.json`);
  const options = (await prettier.resolveConfig(file)) ?? {};
  const text = await prettier.format(JSON.stringify(result), { ...options, filepath: file });
  writeFileSync(file, text);
  return path.relative(process.cwd(), file);
}

export function printTargets(checks: readonly TargetCheck[]): void {
  for (const check of checks) {
    console.log(`  ${check.met ? "✓ met   " : "✗ MISSED"} ${check.target}: ${check.measured} (target ${check.limit})`);
  }
}
