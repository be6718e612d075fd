import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { isQueryIndexBuilt } from "~/catalogue/query/query-index";
import { testKeptCopy } from "./kept-copy.test-support";
import type { KeptCopy } from "./storage";
import { COPY_PREPARED_MARK } from "./storage-key";

/** The copy the page keeps, as the test sets it (the browser's storage is not at hand in Node). */
const keptCopy = vi.hoisted(() => ({ current: null as KeptCopy | null }));
vi.mock("./copy", () => ({
  catalogueCopy: () => ({ current: () => keptCopy.current, sync: async () => {} }),
}));

const { catalogueFromCopy, catalogueFromPreparedCopy, prepareKeptCopy } = await import("./page-from-copy");

const search = (text: string) => new URLSearchParams({ search: text });
const names = (page: { medicines: readonly { name: string }[] } | null) => page?.medicines.map((card) => card.name);

describe("answers from the browser's copy", () => {
  beforeEach(() => {
    keptCopy.current = testKeptCopy(["Dolo 650 Tablet", "Calpol 500 Tablet", "Azithral 500 Tablet"]);
    // A browser without idle callbacks: on a busy machine the index build takes more than one
    // slice and waits between them, for a timer here (Node has no `window`).
    vi.stubGlobal("window", { setTimeout });
  });
  afterEach(() => vi.unstubAllGlobals());

  it("leave a search to the server while the copy's index is not built, instead of building it in one task", () => {
    expect(catalogueFromCopy(search("calpol"))).toBeNull();
    expect(isQueryIndexBuilt(keptCopy.current!.entries)).toBe(false);
  });

  it("answer once the index is built, the racing answer and every later one", async () => {
    expect(names(await catalogueFromPreparedCopy(search("calpol"), () => true))).toEqual(["Calpol 500 Tablet"]);
    expect(names(catalogueFromCopy(search("azithral")))).toEqual(["Azithral 500 Tablet"]);
  });

  it("work out no page, and report no miss, for a search no longer wanted once the index is built", async () => {
    const beacons: unknown[] = [];
    vi.stubGlobal("navigator", { sendBeacon: (...args: unknown[]) => beacons.push(args) });
    await expect(catalogueFromPreparedCopy(search("zz-no-such-medicine"), () => false)).resolves.toBeNull();
    expect(beacons).toEqual([]);
    expect(isQueryIndexBuilt(keptCopy.current!.entries)).toBe(true);
    // Still wanted, the same search is answered (with nothing) and reported.
    expect(names(await catalogueFromPreparedCopy(search("zz-no-such-medicine"), () => true))).toEqual([]);
    expect(beacons).toHaveLength(1);
  });

  it("mark the end of the preparation in the page's performance timeline", async () => {
    performance.clearMarks(COPY_PREPARED_MARK);
    await prepareKeptCopy(Infinity);
    expect(performance.getEntriesByName(COPY_PREPARED_MARK)).toHaveLength(1);
    expect(names(catalogueFromCopy(search("dolo")))).toEqual(["Dolo 650 Tablet"]);
  });

  it("give nothing without a kept copy: the server's answer stands", async () => {
    keptCopy.current = null;
    expect(catalogueFromCopy(search("dolo"))).toBeNull();
    await expect(catalogueFromPreparedCopy(search("dolo"), () => true)).resolves.toBeNull();
  });
});
