import { beforeEach, describe, expect, it } from "vitest";
import { writeKeptCopy } from "./storage";
import { CACHE_KEY } from "./storage-key";
import { CATALOGUE_PAGE_MAX_AGE_MS, DETAIL_PAGE_MAX_AGE_MS, reportCatalogueStatus } from "./status";
import { createCatalogueCopy, type BrowserEnvironment } from "./copy";
import { encodeCopy } from "./codec";
import { testMedicine as medicine, TestStorage } from "~/catalogue/medicine/test-support";

const V1 = encodeCopy([medicine({ id: "1", name: "Dolo 650 Tablet" })], {
  version: "v1",
  updatedAt: "2026-11-21T04:30:00.000Z",
});
const V2 = encodeCopy(
  [medicine({ id: "1", name: "Dolo 650 Tablet" }), medicine({ id: "2", name: "Calpol 500 Tablet" })],
  { version: "v2", updatedAt: "2026-11-22T05:00:00.000Z" },
);
const NOW = Date.UTC(2026, 10, 22, 6);
const HOUR = 3600_000;

/** A browser whose network, clock and storage the test sets; counts snapshot downloads. */
function browser(served: unknown = V2) {
  const storage = new TestStorage();
  const state = { now: NOW, online: true, saveData: false, storageDisabled: false, served, downloads: 0 };
  const environment: BrowserEnvironment = {
    storage: () => (state.storageDisabled ? null : storage),
    fetchCopy: async () => {
      state.downloads++;
      if (!state.online) throw new TypeError("Failed to fetch");
      if (state.served instanceof Error) throw state.served;
      return JSON.parse(JSON.stringify(state.served));
    },
    now: () => state.now,
    online: () => state.online,
    saveData: () => state.saveData,
  };
  return { storage, state, catalogue: createCatalogueCopy(environment) };
}

const names = (entries: readonly { name: string }[] | undefined) => entries?.map((entry) => entry.name);

describe("the browser's copy of the catalogue", () => {
  beforeEach(() => reportCatalogueStatus({ version: "v2", updatedAt: V2.updatedAt, instant: true }));

  it("downloads the catalogue once the server offers it, keeps it in storage and answers from it", async () => {
    const { catalogue, state, storage } = browser();
    expect(catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)).toBeNull();
    await catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS);
    expect(state.downloads).toBe(1);
    expect(names(catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)?.entries)).toEqual([
      "Dolo 650 Tablet",
      "Calpol 500 Tablet",
    ]);
    expect(JSON.parse(storage.items.get(CACHE_KEY)!)).toMatchObject({ timestamp: NOW, snapshot: { version: "v2" } });

    await catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS);
    expect(state.downloads).toBe(1);
  });

  it("uses a copy stored on an earlier visit without downloading", async () => {
    const { catalogue, state, storage } = browser();
    writeKeptCopy(storage, V2, NOW - 23 * HOUR);
    await catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS);
    expect(state.downloads).toBe(0);
    expect(catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)?.timestamp).toBe(NOW - 23 * HOUR);
  });

  it("clears and downloads again a copy older than the page's lifetime: a day, or an hour on the detail page", async () => {
    const { catalogue, state, storage } = browser();
    writeKeptCopy(storage, V2, NOW - 61 * 60_000);
    expect(catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)).not.toBeNull();
    expect(catalogue.current(DETAIL_PAGE_MAX_AGE_MS)).toBeNull();
    expect(storage.items.has(CACHE_KEY)).toBe(false);
    await catalogue.sync(DETAIL_PAGE_MAX_AGE_MS);
    expect(state.downloads).toBe(1);
    expect(catalogue.current(DETAIL_PAGE_MAX_AGE_MS)?.timestamp).toBe(NOW);

    state.now += 25 * HOUR;
    expect(catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)).toBeNull();
    await catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS);
    expect(state.downloads).toBe(2);
  });

  it("drops the copy as soon as a page reports a newer catalogue version, and fetches the new one", async () => {
    const { catalogue, state, storage } = browser();
    reportCatalogueStatus({ version: "v1", updatedAt: V1.updatedAt, instant: true });
    writeKeptCopy(storage, V1, NOW);
    expect(names(catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)?.entries)).toEqual(["Dolo 650 Tablet"]);

    reportCatalogueStatus({ version: "v2", updatedAt: V2.updatedAt, instant: true });
    expect(catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)).toBeNull();
    await catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS);
    expect(state.downloads).toBe(1);
    expect(catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)?.version).toBe("v2");
  });

  it("offline, keeps using its copy even when a saved page names another version", async () => {
    const { catalogue, state, storage } = browser();
    writeKeptCopy(storage, V2, NOW);
    state.online = false;
    reportCatalogueStatus({ version: "v1", updatedAt: V1.updatedAt, instant: true });
    expect(catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)?.version).toBe("v2");
    await catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS);
    expect(state.downloads).toBe(0);
  });

  it("downloads nothing when the server says the catalogue is too big, or the visitor saves data", async () => {
    const large = browser();
    reportCatalogueStatus({ version: "v2", updatedAt: V2.updatedAt, instant: false });
    await large.catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS);
    expect(large.state.downloads).toBe(0);

    reportCatalogueStatus({ version: "v2", updatedAt: V2.updatedAt, instant: true });
    const saving = browser();
    saving.state.saveData = true;
    await saving.catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS);
    expect(saving.state.downloads).toBe(0);
    expect(saving.catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)).toBeNull();
  });

  it("keeps nothing when storage is full or disabled: pages keep asking the server", async () => {
    const full = browser();
    full.storage.failWrites = true;
    await full.catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS);
    expect(full.state.downloads).toBe(1);
    expect(full.catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)).toBeNull();

    const disabled = browser();
    disabled.state.storageDisabled = true;
    await disabled.catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS);
    expect(disabled.catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)).toBeNull();
  });

  it.each([
    ["a network error", new TypeError("Failed to fetch")],
    ["an answer that is not a snapshot", { hello: "world" }],
  ])("survives %s: no copy, no exception", async (_label, served) => {
    const { catalogue, storage } = browser(served);
    await expect(catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS)).resolves.toBeUndefined();
    expect(catalogue.current(CATALOGUE_PAGE_MAX_AGE_MS)).toBeNull();
    expect(storage.items.has(CACHE_KEY)).toBe(false);
  });

  it("starts one download however many pages ask at once", async () => {
    const { catalogue, state } = browser();
    await Promise.all([catalogue.sync(CATALOGUE_PAGE_MAX_AGE_MS), catalogue.sync(DETAIL_PAGE_MAX_AGE_MS)]);
    expect(state.downloads).toBe(1);
  });
});
