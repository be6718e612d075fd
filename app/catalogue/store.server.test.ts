import { readFileSync } from "node:fs";
import { lstat, mkdir, readFile, symlink, writeFile } from "node:fs/promises";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { describe, expect, it, vi } from "vitest";
import { keptVersion, lastGoodPath } from "./last-good.server";
import type { CatalogueSnapshot } from "./store.server";
import {
  dataDir,
  dir,
  fileSource,
  gviz,
  hangingSheet,
  makeStore,
  names,
  sourcePath,
} from "./store.server.test-support";

describe("catalogue store", () => {
  it("loads the source, indexes medicines by id and reports itself healthy", async () => {
    await writeFile(sourcePath, gviz(["Dolo 650 Tablet", "Azithral 500 Tablet"]));
    const { store, entries } = makeStore();
    const { snapshot } = await store.read();
    expect(snapshot?.medicines.map((m) => m.name)).toEqual(["Dolo 650 Tablet", "Azithral 500 Tablet"]);
    expect(snapshot?.byId.get("1")?.name).toBe("Dolo 650 Tablet");
    expect(store.health()).toMatchObject({ status: "ok", reason: null, medicines: 2, source: "file", lastError: null });
    expect(entries.some((e) => e.message === "catalogue import report")).toBe(true);
  });

  it("serves a catalogue only once what the layers above build ahead for it is built", async () => {
    await writeFile(sourcePath, gviz(["A"]));
    const { store, prepared } = makeStore();
    const first = (await store.read()).snapshot!;
    await writeFile(sourcePath, gviz(["A", "B"]));
    await store.refresh();
    const next = (await store.read()).snapshot!;
    // The very arrays served: what was built ahead is found again by them.
    expect(prepared.map((build) => build.medicines)).toStrictEqual([first.medicines, next.medicines]);
    expect(prepared[0]!.medicines).toBe(first.medicines);
    expect(prepared[1]!.medicines).toBe(next.medicines);
    expect(prepared.every((build) => build.done)).toBe(true);
  });

  it("tells what follows a version once it is served, from the source and from disk; a failure there is logged, the version still served", async () => {
    await writeFile(sourcePath, gviz(["A"]));
    const told: CatalogueSnapshot[] = [];
    const { store } = makeStore(3600, fileSource(), undefined, (snapshot) => told.push(snapshot));
    const first = (await store.read()).snapshot!;
    // The same sheet again is no new version: nothing to tell.
    await store.refresh();
    await writeFile(sourcePath, gviz(["A", "B"]));
    await store.refresh();
    const next = (await store.read()).snapshot!;
    expect(told).toHaveLength(2);
    expect(told[0]).toBe(first);
    expect(told[1]).toBe(next);
    store.stop();

    await writeFile(sourcePath, "garbage");
    const { store: after, entries } = makeStore(3600, fileSource(), undefined, () => {
      throw new Error("the hook broke");
    });
    expect((await after.read()).snapshot!.version).toBe(next.version);
    expect(entries.some((entry) => entry.message === "work after serving a catalogue failed")).toBe(true);
  });

  it("tells which version replaced which: never for the first sheet, the one kept on disk or a held-back sheet", async () => {
    await writeFile(sourcePath, gviz(names(10)));
    const pairs: [string, string][] = [];
    const replaced = (previous: CatalogueSnapshot, next: CatalogueSnapshot) =>
      void pairs.push([previous.version, next.version]);
    const { store } = makeStore(3600, fileSource(), undefined, undefined, replaced);
    const first = (await store.read()).snapshot!;
    await store.refresh();
    expect(pairs).toEqual([]);

    await writeFile(sourcePath, gviz(names(2)));
    await store.refresh();
    expect(store.health().status).toBe("degraded");
    expect(pairs).toEqual([]);

    await writeFile(sourcePath, gviz(names(11)));
    await store.refresh();
    const second = (await store.read()).snapshot!;
    expect(pairs).toEqual([[first.version, second.version]]);
    store.stop();

    // A restart serves the kept catalogue: nothing replaced it yet; the next sheet does.
    await writeFile(sourcePath, gviz(names(12)));
    const { store: restarted } = makeStore(3600, fileSource(), undefined, undefined, replaced);
    await restarted.start();
    await restarted.refresh();
    const third = (await restarted.read()).snapshot!;
    expect(pairs).toEqual([
      [first.version, second.version],
      [second.version, third.version],
    ]);
    restarted.stop();
  });

  it("takes the version another process of the host kept, long before its own refresh", async () => {
    await writeFile(sourcePath, gviz(["A", "B"]));
    // The second process reads the sheet as it was (its refresh has not come): only the kept file tells it.
    const unchanged = path.join(dir, "unchanged-sheet.txt");
    await writeFile(unchanged, gviz(["A", "B"]));
    const { store: first } = makeStore(3600, fileSource(), undefined, undefined, undefined, 20);
    const { store: second, entries } = makeStore(
      3600,
      { kind: "file", path: unchanged, description: "test sheet", label: "file" },
      undefined,
      undefined,
      undefined,
      20,
    );
    const before = (await first.read()).snapshot!;
    expect((await second.read()).snapshot!.version).toBe(before.version);

    // The first process reads the changed sheet (its refresh); the second's is an hour away.
    await writeFile(sourcePath, gviz(["A", "B", "C"]));
    await first.refresh();
    const next = (await first.read()).snapshot!;
    expect(next.version).not.toBe(before.version);
    await vi.waitFor(async () => expect((await second.read()).snapshot!.version).toBe(next.version), {
      timeout: 2_000,
    });
    expect((await second.read()).snapshot!.medicines.map((m) => m.name)).toEqual(["A", "B", "C"]);
    expect(second.health()).toMatchObject({ status: "ok", version: next.version });
    expect(entries.some((entry) => entry.message === "catalogue taken from another process of this host")).toBe(true);
  });

  it("never goes back to the older catalogue on disk when a newer one cannot be saved (disk full), and says why", async () => {
    await writeFile(sourcePath, gviz(["A", "B"]));
    const { store, entries } = makeStore(3600, fileSource(), undefined, undefined, undefined, 20);
    const saved = (await store.read()).snapshot!;
    expect(await keptVersion(dataDir)).toBe(saved.version);

    // The disk fills: the next copy is written where every write fails with ENOSPC (the kernel's
    // /dev/full, through the path this process writes its copy to before renaming it).
    const copy = `${lastGoodPath(dataDir)}.${process.pid}.tmp`;
    await symlink("/dev/full", copy);
    await writeFile(sourcePath, gviz(["A", "B", "C"]));
    await store.refresh();
    const newer = (await store.read()).snapshot!;
    expect(newer.medicines.map((m) => m.name)).toEqual(["A", "B", "C"]);
    expect(entries).toContainEqual(
      expect.objectContaining({
        level: "error",
        message: "could not save the catalogue: disk full; serving it from memory, the copy on disk is older",
      }),
    );
    expect(await keptVersion(dataDir)).toBe(saved.version);
    await expect(lstat(copy)).rejects.toMatchObject({ code: "ENOENT" }); // the part-written copy is gone

    // The look at the kept file every 20 ms finds the older version there: it is not taken.
    await vi.waitFor(() =>
      expect(entries.map((entry) => entry.message)).toContain(
        "the catalogue kept on disk is older than the one served (the newer one could not be saved); still serving the newer one",
      ),
    );
    expect((await store.read()).snapshot!.version).toBe(newer.version);
    expect(entries.map((entry) => entry.message)).not.toContain("catalogue taken from another process of this host");
    expect(store.health()).toMatchObject({ status: "ok", version: newer.version });
  });

  it("picks up a changed sheet on refresh with a new version, and keeps the version when nothing changed", async () => {
    await writeFile(sourcePath, gviz(["A"]));
    const { store } = makeStore();
    const first = (await store.read()).snapshot!;
    await store.refresh();
    expect((await store.read()).snapshot).toBe(first);

    await writeFile(sourcePath, gviz(["A", "B"]));
    await store.refresh();
    const second = (await store.read()).snapshot!;
    expect(second.medicines).toHaveLength(2);
    expect(second.version).not.toBe(first.version);
  });

  it("keeps serving the last good catalogue when a refresh fails, and says so", async () => {
    await writeFile(sourcePath, gviz(["A", "B"]));
    const { store, entries } = makeStore();
    const good = (await store.read()).snapshot!;

    await writeFile(sourcePath, "<html>not a sheet</html>");
    await store.refresh();
    expect((await store.read()).snapshot).toBe(good);
    expect(store.health()).toMatchObject({
      status: "stale",
      version: good.version,
      lastError: { message: "Invalid GViz response format." },
    });
    expect(entries.find((e) => e.level === "error")?.details).toMatchObject({
      source: "test sheet",
      reason: "Invalid GViz response format.",
    });

    await writeFile(sourcePath, gviz(["A", "B"]));
    await store.refresh();
    expect(store.health()).toMatchObject({ status: "ok", lastError: null });
  });

  it("serves a catalogue whose preparation for requests failed, and logs why", async () => {
    await writeFile(sourcePath, gviz(["A"]));
    const { store, entries } = makeStore(3600, fileSource(), function* () {
      yield;
      throw new Error("sitemap bug");
    });
    expect((await store.read()).snapshot?.medicines).toHaveLength(1);
    expect(store.health()).toMatchObject({ status: "ok" });
    expect(entries.find((entry) => entry.level === "error")).toMatchObject({
      message: expect.stringMatching(/preparing the catalogue for requests failed/),
    });
  });

  it("refreshes in the background on its own schedule", async () => {
    await writeFile(sourcePath, gviz(["A"]));
    const { store } = makeStore(0.02);
    await store.start();
    await writeFile(sourcePath, gviz(["A", "B", "C"]));
    await vi.waitFor(async () => expect((await store.read()).snapshot?.medicines).toHaveLength(3), { timeout: 5000 });
  });

  it("reports the error when there is no catalogue at all", async () => {
    const { store } = makeStore();
    const read = await store.read();
    expect(read.snapshot).toBeNull();
    expect(read.error).toMatch(/ENOENT/);
    expect(store.health()).toMatchObject({ status: "error", medicines: 0, version: null });
  });

  it("starts from the last good catalogue on disk when the source fails at start", async () => {
    // Quotes, a backslash, an emoji and Devanagari: the kept sheet must be JSON-escaped exactly.
    const names = ['A "quoted" \\ 😀', "पैरासिटामोल"];
    const sheet = gviz(names);
    await writeFile(sourcePath, sheet);
    const { store: before } = makeStore();
    const good = (await before.read()).snapshot!;
    before.stop();
    const keptText = await readFile(path.join(dataDir, "catalogue-last-good.json"), "utf8");
    const kept = JSON.parse(keptText);
    expect(kept).toMatchObject({ version: good.version, source: "test sheet", gvizText: sheet });
    expect(keptText).toBe(JSON.stringify(kept));

    await writeFile(sourcePath, "garbage");
    const { store: after, entries } = makeStore();
    const restored = (await after.read()).snapshot!;
    expect(restored.version).toBe(good.version);
    expect(restored.loadedAt.toISOString()).toBe(good.loadedAt.toISOString());
    expect(restored.medicines.map((m) => m.name)).toEqual(names);
    expect(entries.some((e) => e.message === "serving the last good catalogue kept on disk")).toBe(true);
    // The source is read in the background; once it failed, health says what is served and why.
    await vi.waitFor(() =>
      expect(after.health()).toMatchObject({ status: "stale", reason: expect.stringMatching(/GViz/) }),
    );
  });

  it("serves the catalogue on disk at once while a hanging sheet is still being read", async () => {
    await writeFile(sourcePath, gviz(["Dolo 650 Tablet"]));
    const { store: before } = makeStore();
    const good = (await before.read()).snapshot!;
    before.stop();

    const sheet = await hangingSheet();
    try {
      const { store } = makeStore(3600, sheet.source);
      // Were the start waiting for the sheet, this would not resolve: the sheet never answers.
      await store.start();
      expect((await store.read()).snapshot?.version).toBe(good.version);
      expect(store.health()).toMatchObject({ status: "ok", medicines: 1, checkedAt: null });
    } finally {
      sheet.close();
    }
  });

  it("ignores a damaged file on disk instead of serving garbage", async () => {
    await mkdir(dataDir, { recursive: true });
    await writeFile(path.join(dataDir, "catalogue-last-good.json"), '{"version":1}');
    await writeFile(sourcePath, "garbage");
    const { store, entries } = makeStore();
    expect((await store.read()).snapshot).toBeNull();
    expect(entries.some((e) => e.message.includes("unreadable"))).toBe(true);
  });

  it("keeps answering while a refreshed sheet loads: other callbacks run between the reading and the new catalogue", async () => {
    await writeFile(sourcePath, gviz(["A"]));
    const { store } = makeStore();
    const old = (await store.read()).snapshot!;
    // The real 11.8k-row sheet: a few hundred ms of parsing and indexing, many slices.
    await writeFile(sourcePath, gunzipSync(readFileSync("bench/fixtures/medicine-details-11k.gviz.txt.gz")));
    const checkedBefore = store.health().checkedAt;

    // What the rest of the server sees between two turns of the event loop while the refresh runs.
    const seen: { checkedAt: string | null; version: string | null }[] = [];
    let refreshing = true;
    const look = () => {
      const { checkedAt, version } = store.health();
      seen.push({ checkedAt, version });
      if (refreshing) setImmediate(look);
    };
    setImmediate(look);
    await store.refresh();
    refreshing = false;

    const next = (await store.read()).snapshot!;
    expect(next.medicines.length).toBeGreaterThan(10_000);
    // The sheet was read (checkedAt moved) and the old catalogue was still served: the event loop
    // had turns while the new catalogue was being built, not only while the file was read.
    const midBuild = seen.filter(({ checkedAt, version }) => checkedAt !== checkedBefore && version === old.version);
    expect(midBuild.length).toBeGreaterThan(0);
  }, 30_000); // 7 MB to read, parse, index and keep on disk: seconds on a busy machine
});
