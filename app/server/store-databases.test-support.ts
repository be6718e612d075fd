import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterAll, beforeEach, vi } from "vitest";
import type { Dialect } from "./database.server";
import { startThrowawayPostgres, type ThrowawayPostgres } from "./postgres-cluster.test-support";

/**
 * The stores' contract tests run each test on both dialects (docs/architecture.md, "Two
 * dialects"): `describe.each(DIALECTS)("on %s", (dialect) => { const database = useFreshDatabase(dialect); … })`.
 * Each test gets an empty database: a new SQLite file, or a new database in one throw-away
 * PostgreSQL cluster shared by the test file (started when first needed, removed after the file).
 */
export const DIALECTS: readonly Dialect[] = ["sqlite", "postgresql"];

// A test opens its store, which migrates its new database: on PostgreSQL a few round trips and a
// transaction, under a second on a quiet machine but past the default 5 s at a load of 20 on 2 cores.
vi.setConfig({ testTimeout: 30_000 });

let cluster: Promise<ThrowawayPostgres> | null = null;
const folders: string[] = [];

afterAll(async () => {
  const started = cluster;
  cluster = null;
  await Promise.all([
    started?.then((postgres) => postgres.remove()),
    ...folders.splice(0).map((folder) => rm(folder, { recursive: true, force: true })),
  ]);
}, 30_000);

/** The cluster of this test file, started on first use (to restart it under a store, say). */
export function sharedPostgres(): Promise<ThrowawayPostgres> {
  return (cluster ??= startThrowawayPostgres());
}

/** The URL of a new, empty database of the dialect. */
export async function freshDatabaseUrl(dialect: Dialect): Promise<string> {
  if (dialect === "postgresql") return (await sharedPostgres()).createDatabase();
  const folder = await mkdtemp(path.join(tmpdir(), "store-"));
  folders.push(folder);
  return pathToFileURL(path.join(folder, "data", "site.db")).href;
}

/** A new, empty database of the dialect before each test; `url` is the current test's. */
export function useFreshDatabase(dialect: Dialect): { readonly url: string; readonly dialect: Dialect } {
  let url = "";
  // Long enough for the first test to start the cluster on a busy machine.
  beforeEach(async () => {
    url = await freshDatabaseUrl(dialect);
  }, 60_000);
  return {
    dialect,
    get url() {
      return url;
    },
  };
}
