import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSearchMissStore } from "~/catalogue/search-misses/store.server";
import { defaultDatabaseUrl } from "~/server/config.server";
import { parseCsv } from "./lib/csv";
import { formatMisses, parseSince } from "./lib/search-misses-report";
import { runScript } from "./lib/run-script";

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "search-misses-script-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

function searchMisses(...args: string[]) {
  return runScript("search-misses.ts", args, { DATA_DIR: dataDir });
}

const DAY = 86_400_000;

/** Three misses: "=cmd()" twice long ago, "zolgensma" three times lately, "nusinersen, 12mg" once today. */
async function storeMisses() {
  const store = await openSearchMissStore({ url: defaultDatabaseUrl(dataDir) });
  const now = Date.now();
  await store.record("=cmd()", new Date(now - 30 * DAY));
  await store.record("=cmd()", new Date(now - 20 * DAY));
  for (const days of [10, 3, 2]) await store.record("Zolgensma", new Date(now - days * DAY));
  await store.record("nusinersen, 12mg", new Date(now - 1000));
  store.close();
}

// Each case starts tsx, which takes seconds on a busy machine.
describe("npm run search:misses", { timeout: 30_000 }, () => {
  it("prints the misses stored in DATA_DIR as JSON, most frequent first", async () => {
    await storeMisses();
    const { status, stdout } = searchMisses("--format", "json");
    expect(status).toBe(0);
    const rows = JSON.parse(stdout);
    expect(rows.map((row: { text: string; count: number }) => [row.text, row.count])).toEqual([
      ["zolgensma", 3],
      ["=cmd()", 2],
      ["nusinersen, 12mg", 1],
    ]);
    expect(rows[0].lastSeen).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Date.parse(rows[0].firstSeen)).toBeLessThan(Date.parse(rows[0].lastSeen));
  });

  it("keeps only those last seen within --since", async () => {
    await storeMisses();
    const { status, stdout } = searchMisses("--since", "7d", "--format", "json");
    expect(status).toBe(0);
    expect(JSON.parse(stdout).map((row: { text: string; count: number }) => [row.text, row.count])).toEqual([
      ["zolgensma", 3],
      ["nusinersen, 12mg", 1],
    ]);
  });

  it("prints CSV with a header row and formula-safe cells", async () => {
    await storeMisses();
    const { status, stdout } = searchMisses("--format", "csv");
    expect(status).toBe(0);
    const rows = parseCsv(stdout);
    expect(rows[0]).toEqual(["text", "count", "firstSeen", "lastSeen"]);
    expect(rows.slice(1).map((row) => row.slice(0, 2))).toEqual([
      ["zolgensma", "3"],
      ["'=cmd()", "2"],
      ["nusinersen, 12mg", "1"],
    ]);
  });

  it("prints a table by default", async () => {
    await storeMisses();
    const { status, stdout } = searchMisses();
    expect(status).toBe(0);
    const lines = stdout.trimEnd().split("\n");
    expect(lines[0]).toMatch(/^Count {2}Search +Last seen +First seen$/);
    expect(lines.slice(2).map((line) => line.trim().split(/ {2,}/).slice(0, 2))).toEqual([
      ["3", "zolgensma"],
      ["2", "=cmd()"],
      ["1", "nusinersen, 12mg"],
    ]);
  });

  it("says so when nothing was missed yet", () => {
    const { status, stdout } = searchMisses();
    expect(status).toBe(0);
    expect(stdout).toBe("No searches that found nothing.\n");
  });

  it("exits with 2 and the usage for an unknown format or period", () => {
    for (const args of [
      ["--format", "xml"],
      ["--since", "7m"],
    ]) {
      const { status, stderr } = searchMisses(...args);
      expect(status).toBe(2);
      expect(stderr).toContain("Usage: npm run search:misses -- [--since <n>h|d|w] [--format table|csv|json]");
    }
  });
});

describe("search:misses output", () => {
  const now = new Date("2026-03-08T12:00:00.000Z");

  it("reads --since in hours, days and weeks", () => {
    expect(parseSince("12h", now)).toEqual(new Date("2026-03-08T00:00:00.000Z"));
    expect(parseSince("7d", now)).toEqual(new Date("2026-03-01T12:00:00.000Z"));
    expect(parseSince("1w", now)).toEqual(new Date("2026-03-01T12:00:00.000Z"));
    expect(parseSince("7", now)).toBeNull();
    expect(parseSince("-1d", now)).toBeNull();
    expect(parseSince("seven", now)).toBeNull();
  });

  it("lines up the table's columns", () => {
    const seen = new Date("2026-03-08T09:30:15.000Z");
    const table = formatMisses(
      [
        { text: "zolgensma", count: 12, firstSeen: seen, lastSeen: seen },
        { text: "x", count: 3, firstSeen: seen, lastSeen: seen },
      ],
      "table",
    );
    expect(table).toBe(
      [
        "Count  Search     Last seen             First seen",
        "-----  ---------  --------------------  --------------------",
        "   12  zolgensma  2026-03-08 09:30 UTC  2026-03-08 09:30 UTC",
        "    3  x          2026-03-08 09:30 UTC  2026-03-08 09:30 UTC",
        "",
      ].join("\n"),
    );
  });
});
