import { describe, expect, it } from "vitest";
import { readKeptCopy, writeKeptCopy } from "./storage";
import { CACHE_KEY } from "./storage-key";
import { CATALOGUE_PAGE_MAX_AGE_MS, DETAIL_PAGE_MAX_AGE_MS } from "./status";
import { encodeCopy } from "./codec";
import { testMedicine as medicine, TestStorage } from "~/catalogue/medicine/test-support";

const NOW = Date.UTC(2026, 10, 21, 12);
const snapshot = encodeCopy(
  [
    medicine({
      schedule: "H",
      packContent: { units: 15, unit: "tablet" },
      nameHindi: "डोलो 650",
      scheme: { kind: "free", buy: 10, free: 1 },
    }),
    medicine({
      id: "x",
      name: "Xyz",
      imageUrls: ["/a.png"],
      rate: undefined,
      stock: undefined,
      availability: undefined,
    }),
  ],
  { version: "v1", updatedAt: "2026-11-21T04:30:00.000Z" },
);

describe("browser catalogue cache", () => {
  it("gives back what was stored, field for field", () => {
    const storage = new TestStorage();
    expect(writeKeptCopy(storage, snapshot, NOW)).toBe(true);
    const cached = readKeptCopy(storage, { now: NOW + 1000, maxAgeMs: CATALOGUE_PAGE_MAX_AGE_MS });
    expect(cached?.version).toBe("v1");
    expect(cached?.timestamp).toBe(NOW);
    expect(cached?.entries[0]).toEqual({
      id: "dolo-650",
      name: "Dolo 650 Tablet",
      genericName: "Paracetamol (650mg)",
      brand: "Micro Labs",
      category: "Pain Relief",
      categoryId: "painkillers",
      manufacturer: "Micro Labs Ltd",
      form: "Strip of 15 tablets",
      pack: null,
      rate: 30.5,
      mrp: 33.6,
      gst: null,
      stock: 120,
      availability: "In Stock",
      prescription: false,
      schedule: "H",
      packUnits: 15,
      packUnit: "tablet",
      imageUrl: null,
      nameHindi: "डोलो 650",
      scheme: "10+1",
    });
    // Price on request and a sheet without stock travel as null, not as 0.
    expect(cached?.entries[1]).toMatchObject({
      imageUrl: "/a.png",
      rate: null,
      stock: null,
      availability: null,
      nameHindi: null,
    });
  });

  it("trusts an entry for 24 hours on the catalogue and 60 minutes on the detail page, then drops it", () => {
    const storage = new TestStorage();
    writeKeptCopy(storage, snapshot, NOW);
    const at = (ms: number, maxAgeMs: number) => readKeptCopy(storage, { now: NOW + ms, maxAgeMs });
    expect(at(59 * 60 * 1000, DETAIL_PAGE_MAX_AGE_MS)).not.toBeNull();
    expect(at(23 * 60 * 60 * 1000, CATALOGUE_PAGE_MAX_AGE_MS)).not.toBeNull();
    expect(at(61 * 60 * 1000, DETAIL_PAGE_MAX_AGE_MS)).toBeNull();
    expect(storage.items.has(CACHE_KEY)).toBe(false);
  });

  it("drops an entry older than a day on the catalogue page", () => {
    const storage = new TestStorage();
    writeKeptCopy(storage, snapshot, NOW);
    expect(readKeptCopy(storage, { now: NOW + 25 * 3600_000, maxAgeMs: CATALOGUE_PAGE_MAX_AGE_MS })).toBeNull();
    expect(storage.items.has(CACHE_KEY)).toBe(false);
  });

  it("drops an entry as soon as the server reports a newer catalogue version", () => {
    const storage = new TestStorage();
    writeKeptCopy(storage, snapshot, NOW);
    const options = { now: NOW, maxAgeMs: CATALOGUE_PAGE_MAX_AGE_MS };
    expect(readKeptCopy(storage, { ...options, expectedVersion: "v1" })).not.toBeNull();
    expect(readKeptCopy(storage, { ...options, expectedVersion: "v2" })).toBeNull();
    expect(storage.items.has(CACHE_KEY)).toBe(false);
  });

  it("treats an entry from the future (a changed clock) as stale", () => {
    const storage = new TestStorage();
    writeKeptCopy(storage, snapshot, NOW + 3600_000);
    expect(readKeptCopy(storage, { now: NOW, maxAgeMs: CATALOGUE_PAGE_MAX_AGE_MS })).toBeNull();
  });

  it.each([
    ["not JSON", "{oops"],
    ["JSON of another shape", JSON.stringify({ hello: "world" })],
    ["a timestamp that is not a number", JSON.stringify({ timestamp: "today", snapshot })],
    [
      "a column of the wrong type",
      JSON.stringify({ timestamp: NOW, snapshot: { ...snapshot, columns: { ...snapshot.columns, rate: ["30"] } } }),
    ],
    [
      "columns of different lengths",
      JSON.stringify({ timestamp: NOW, snapshot: { ...snapshot, columns: { ...snapshot.columns, name: ["Dolo"] } } }),
    ],
    [
      "a missing column",
      JSON.stringify({ timestamp: NOW, snapshot: { ...snapshot, columns: { ...snapshot.columns, stock: undefined } } }),
    ],
    [
      "an unknown availability",
      JSON.stringify({
        timestamp: NOW,
        snapshot: { ...snapshot, columns: { ...snapshot.columns, availability: ["Maybe", "In Stock"] } },
      }),
    ],
    ["a wrong count", JSON.stringify({ timestamp: NOW, snapshot: { ...snapshot, count: 3 } })],
    [
      "an empty id",
      JSON.stringify({ timestamp: NOW, snapshot: { ...snapshot, columns: { ...snapshot.columns, id: ["", "x"] } } }),
    ],
    ["null", "null"],
  ])("removes garbage (%s) instead of using it", (_label, text) => {
    const storage = new TestStorage();
    storage.items.set(CACHE_KEY, text);
    expect(readKeptCopy(storage, { now: NOW, maxAgeMs: CATALOGUE_PAGE_MAX_AGE_MS })).toBeNull();
    expect(storage.items.has(CACHE_KEY)).toBe(false);
  });

  it("reports full or disabled storage instead of throwing", () => {
    const storage = new TestStorage();
    storage.failWrites = true;
    expect(writeKeptCopy(storage, snapshot, NOW)).toBe(false);
    storage.failReads = true;
    expect(readKeptCopy(storage, { now: NOW, maxAgeMs: CATALOGUE_PAGE_MAX_AGE_MS })).toBeNull();
  });
});
