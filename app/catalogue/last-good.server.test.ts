import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { keptVersion, readLastGood, writeLastGood } from "./last-good.server";

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "last-good-"));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const record = (version: string, loadedAt: string) => ({ version, loadedAt, source: "test sheet", gvizText: version });

describe("the last good catalogue kept on disk", () => {
  it("keeps the later reading when an earlier one is written after it (two processes, a sheet that changed between their reads)", async () => {
    await writeLastGood(dataDir, record("later", "2026-12-07T02:00:05.000Z"));
    await writeLastGood(dataDir, record("earlier", "2026-12-07T02:00:01.000Z"));
    expect(await keptVersion(dataDir)).toBe("later");
    expect((await readLastGood(dataDir))?.gvizText).toBe("later");
    expect(await readdir(dataDir)).toEqual(["catalogue-last-good.json"]); // no copy left behind

    await writeLastGood(dataDir, record("latest", "2026-12-07T02:05:00.000Z"));
    expect(await keptVersion(dataDir)).toBe("latest");
  });
});
