import { spawnSync } from "node:child_process";

export type ExportedSearchMiss = { text: string; count: number; firstSeen: string; lastSeen: string };

/**
 * Runs `npm run search:misses -- --format json` exactly as the company would, against the
 * database of a test server (its DATA_DIR), and returns the printed array.
 */
export function searchMissesOf(dataDir: string): ExportedSearchMiss[] {
  const result = spawnSync("npm", ["run", "search:misses", "--", "--format", "json"], {
    encoding: "utf8",
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "" },
  });
  if (result.status !== 0) throw new Error(`npm run search:misses failed (${result.status}):\n${result.stderr}`);
  // npm prints its "> pharma-catalogue@ search:misses" banner first; the array starts on its own line.
  const start = result.stdout.search(/^\[/m);
  if (start < 0) throw new Error(`no JSON array in the output:\n${result.stdout}`);
  return JSON.parse(result.stdout.slice(start)) as ExportedSearchMiss[];
}
