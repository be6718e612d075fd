import { readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acceptCatalogue } from "./shrink-guard.server";
import { dataDir, gviz, makeStore, names, sourcePath } from "./store.server.test-support";

/** A sheet that shrank too much is held back (shrink-guard.server.ts); the last good catalogue stays served. */
describe("catalogue store, a sheet that shrank", () => {
  it("holds back a sheet that comes back empty: the last good catalogue stays served and kept, health says why", async () => {
    await writeFile(sourcePath, gviz(names(10)));
    const { store, entries } = makeStore();
    const good = (await store.read()).snapshot!;
    const keptBefore = await readFile(path.join(dataDir, "catalogue-last-good.json"), "utf8");

    await writeFile(sourcePath, gviz([]));
    await store.refresh();
    expect((await store.read()).snapshot).toBe(good);
    const health = store.health();
    expect(health).toMatchObject({
      status: "degraded",
      medicines: 10,
      version: good.version,
      heldBack: { medicines: 0 },
      reason: "catalogue held back: the sheet has no medicines; the last good catalogue has 10",
    });
    expect(await readFile(path.join(dataDir, "catalogue-last-good.json"), "utf8")).toBe(keptBefore);
    const logged = entries.filter((e) => e.level === "error");
    expect(logged).toHaveLength(1);
    expect(logged[0]!.message).toMatch(/^catalogue held back: .*catalogue:check -- --accept/);

    // The same empty sheet at the next refresh: still held back, not logged again.
    await store.refresh();
    expect(store.health().status).toBe("degraded");
    expect(entries.filter((e) => e.level === "error")).toHaveLength(1);

    // The sheet is mended: taken, healthy again.
    await writeFile(sourcePath, gviz(names(11)));
    await store.refresh();
    expect(store.health()).toMatchObject({ status: "ok", reason: null, heldBack: null, medicines: 11 });
  });

  it("holds back a sheet keeping fewer than half of the medicines, takes one keeping half", async () => {
    await writeFile(sourcePath, gviz(names(10)));
    const { store } = makeStore();
    await store.read();

    await writeFile(sourcePath, gviz(names(4)));
    await store.refresh();
    expect(store.health()).toMatchObject({ status: "degraded", medicines: 10, heldBack: { medicines: 4 } });
    expect(store.health().reason).toContain("fewer than 50% of the 10");

    await writeFile(sourcePath, gviz(names(5)));
    await store.refresh();
    expect(store.health()).toMatchObject({ status: "ok", medicines: 5 });
  });

  it("takes a held-back catalogue once an operator accepted its version, and checks the next change again", async () => {
    await writeFile(sourcePath, gviz(names(10)));
    const { store, entries } = makeStore();
    await store.read();
    await writeFile(sourcePath, gviz(names(2)));
    await store.refresh();
    const heldBack = store.health().heldBack!;

    await acceptCatalogue(dataDir, { version: heldBack.version, medicines: heldBack.medicines });
    await store.refresh();
    expect(store.health()).toMatchObject({ status: "ok", medicines: 2, version: heldBack.version, heldBack: null });
    expect(entries.some((e) => e.message.startsWith("taking a catalogue that shrank"))).toBe(true);
    const kept = JSON.parse(await readFile(path.join(dataDir, "catalogue-last-good.json"), "utf8"));
    expect(kept.version).toBe(heldBack.version);

    // The acceptance named that version only: an empty sheet after it is held back again.
    await writeFile(sourcePath, gviz([]));
    await store.refresh();
    expect(store.health()).toMatchObject({ status: "degraded", medicines: 2 });
  });

  it("serves nothing from a first sheet that is empty, and says why", async () => {
    await writeFile(sourcePath, gviz([]));
    const { store } = makeStore();
    expect(await store.read()).toEqual({ snapshot: null, error: "the sheet has no medicines" });
    expect(store.health()).toMatchObject({ status: "error", reason: "the sheet has no medicines" });
  });
});
