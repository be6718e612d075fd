import { execFile } from "node:child_process";
import { cp, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, describe, expect, it } from "vitest";
import sqliteConfig from "../../drizzle.config";
import pgConfig from "../../drizzle-pg.config";
import { MIGRATIONS_FOLDER } from "./database.server";
import { PG_MIGRATIONS_FOLDER } from "./postgres.server";
import { readJournal } from "./migration-snapshots.test-support";

/**
 * The committed migration history of each dialect is whole: drizzle-kit, run on the schema files
 * as `npm run db:generate` / `db:generate:pg` run it, finds nothing to add (a table or column
 * declared in a db-schema file without its migration fails here), and the journal drizzle's
 * migrator reads lists exactly the committed .sql files (docs/architecture.md, "Migrations").
 */

const run = promisify(execFile);
const folders: string[] = [];
afterAll(async () => {
  await Promise.all(folders.map((folder) => rm(folder, { recursive: true, force: true })));
});

/** Every file under the folder, with its text. */
async function contents(folder: string): Promise<Record<string, string>> {
  const files = await readdir(folder, { recursive: true, withFileTypes: true });
  const entries = await Promise.all(
    files
      .filter((file) => file.isFile())
      .map(async (file) => {
        const full = path.join(file.parentPath, file.name);
        return [path.relative(folder, full), await readFile(full, "utf8")] as const;
      }),
  );
  return Object.fromEntries(entries.sort(([a], [b]) => a.localeCompare(b)));
}

/**
 * What `drizzle-kit generate` would add to the committed migrations: it runs on a copy of them in a
 * temporary folder (the repository is never written), with the project's config but that copy as
 * its output; the files it wrote or changed there.
 */
async function wouldGenerate(config: typeof sqliteConfig, committedFolder: string): Promise<Record<string, string>> {
  const folder = await mkdtemp(path.join(tmpdir(), "migration-history-"));
  folders.push(folder);
  const copy = path.join(folder, "migrations");
  await cp(committedFolder, copy, { recursive: true });
  const before = await contents(copy);
  // drizzle-kit takes `out` relative to the working folder (an absolute one it prefixes with "./").
  const out = path.relative(process.cwd(), copy);
  const configFile = path.join(folder, "drizzle.config.ts");
  await writeFile(configFile, `export default ${JSON.stringify({ ...config, out })};\n`);
  // As the npm scripts run it: tsx resolves the `~/` imports some schema files reach through.
  await run(
    process.execPath,
    ["--import", "tsx", "node_modules/drizzle-kit/bin.cjs", "generate", "--config", configFile, "--name", "missing"],
    { env: { ...process.env, TSX_TSCONFIG_PATH: "tsconfig.app.json" } },
  );
  const after = await contents(copy);
  // The SQL it would add, in full; of drizzle-kit's meta files, only that they changed.
  return Object.fromEntries(
    Object.entries(after)
      .filter(([file, text]) => before[file] !== text)
      .map(([file, text]) => [file, file.endsWith(".sql") ? text : "changed"]),
  );
}

describe.concurrent.each([
  { dialect: "SQLite", config: sqliteConfig, folder: MIGRATIONS_FOLDER, schema: "./app/**/db-schema.ts" },
  { dialect: "PostgreSQL", config: pgConfig, folder: PG_MIGRATIONS_FOLDER, schema: "./app/**/db-schema.pg.ts" },
])("the $dialect migration history", ({ config, folder, schema }) => {
  it("takes every feature's schema file and writes where the server reads", () => {
    expect(config.schema).toBe(schema);
    expect(path.normalize(config.out ?? "")).toBe(folder);
  });

  it("has a migration for every table and column the schema files declare", { timeout: 120_000 }, async () => {
    const added = await wouldGenerate(config, folder);
    // On failure: the migration drizzle-kit would write, to be generated and committed.
    expect(added).toEqual({});
  });

  it("lists exactly the committed .sql files in its journal, in order, each with its snapshot", async () => {
    const journal = await readJournal(folder);
    const files = await readdir(folder);
    const migrations = files.filter((file) => file.endsWith(".sql")).sort();
    expect(journal.entries.map((entry) => `${entry.tag}.sql`)).toEqual(migrations);
    expect(journal.entries.map((entry) => entry.idx)).toEqual(migrations.map((_, index) => index));
    const snapshots = (await readdir(path.join(folder, "meta"))).filter((file) => file.endsWith("_snapshot.json"));
    expect(snapshots.sort()).toEqual(migrations.map((file) => `${file.slice(0, 4)}_snapshot.json`));
    // The migrator applies a migration only when its time is after the last applied one's.
    const whens = journal.entries.map((entry) => entry.when);
    expect(whens.every((when, index) => index === 0 || when > whens[index - 1]!)).toBe(true);
  });
});
