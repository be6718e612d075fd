import { afterEach, describe, expect, it } from "vitest";
import { DIALECTS, useFreshDatabase } from "~/server/store-databases.test-support";
import { openSearchMissStore, type SearchMissStore } from "./store.server";

const opened: { close(): void }[] = [];
afterEach(() => {
  opened.splice(0).forEach((store) => store.close());
});

const HOUR = 3_600_000;
const t0 = new Date("2026-03-01T10:00:00.000Z");
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);

// The contract of the store, on the SQLite file and on PostgreSQL alike.
describe.each(DIALECTS)("search misses store on %s", (dialect) => {
  const database = useFreshDatabase(dialect);
  async function open(): Promise<SearchMissStore> {
    const store = await openSearchMissStore({ url: database.url });
    opened.push(store);
    return store;
  }
  it("counts each search once per time it was missed, keeping the first and the last time", async () => {
    const store = await open();
    await store.record("Zolgensma", t0);
    await store.record("  zolgensma ", at(1));
    await store.record("ZOLGENSMA", at(2));
    expect(await store.list()).toEqual([{ text: "zolgensma", count: 3, firstSeen: t0, lastSeen: at(2) }]);
  });

  it("never moves the last time back for a late write", async () => {
    const store = await open();
    await store.record("nusinersen", at(5));
    await store.record("nusinersen", at(1));
    expect(await store.list()).toEqual([{ text: "nusinersen", count: 2, firstSeen: at(5), lastSeen: at(5) }]);
  });

  it("ignores empty text", async () => {
    const store = await open();
    await store.record("   ", t0);
    expect(await store.list()).toEqual([]);
  });

  it("lists the most frequent first, then the latest seen, then by text", async () => {
    const store = await open();
    for (const [text, hour] of [
      ["b-rare", 9],
      ["a-often", 1],
      ["a-often", 2],
      ["c-tie-old", 3],
      ["c-tie-old", 3],
      ["d-tie-new", 4],
      ["d-tie-new", 4],
      ["a-often", 2],
      ["e-rare", 9],
    ] as const) {
      await store.record(text, at(hour));
    }
    expect((await store.list()).map(({ text, count }) => [text, count])).toEqual([
      ["a-often", 3],
      ["d-tie-new", 2],
      ["c-tie-old", 2],
      ["b-rare", 1],
      ["e-rare", 1],
    ]);
  });

  it("lists only the texts last seen since a time, with their whole count", async () => {
    const store = await open();
    await store.record("old", at(0));
    await store.record("recent", at(0));
    await store.record("recent", at(10));
    await store.record("edge", at(5));
    expect(await store.list({ since: at(5) })).toEqual([
      { text: "recent", count: 2, firstSeen: at(0), lastSeen: at(10) },
      { text: "edge", count: 1, firstSeen: at(5), lastSeen: at(5) },
    ]);
    expect(await store.list({ since: at(11) })).toEqual([]);
  });

  it("keeps counts across reopening", async () => {
    const first = await open();
    await first.record("zolgensma", t0);
    opened.splice(opened.indexOf(first), 1);
    first.close();
    const reopened = await open();
    await reopened.record("zolgensma", at(1));
    expect(await reopened.list()).toEqual([{ text: "zolgensma", count: 2, firstSeen: t0, lastSeen: at(1) }]);
  });
});
