import { afterEach, describe, expect, it } from "vitest";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { runNow } from "~/catalogue/loading/slices";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { compareSteps, type CatalogueChange } from "./diff";
import { DIALECTS, useFreshDatabase } from "~/server/store-databases.test-support";
import { openChangeStore, type ChangeStore } from "./store.server";

const opened: ChangeStore[] = [];
afterEach(() => {
  opened.splice(0).forEach((store) => store.close());
});

const HOUR = 3_600_000;
const t0 = new Date("2026-03-01T10:00:00.000Z");
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);

const byId = (medicines: Medicine[]) => new Map(medicines.map((medicine) => [medicine.id, medicine]));
const compare = (before: Medicine[], after: Medicine[]): CatalogueChange[] =>
  runNow(compareSteps(byId(before), after, byId(after)));

const dolo = testMedicine();
const outDolo = { ...dolo, stock: 0, availability: "Out of Stock" } as const;
const crocin = testMedicine({
  id: "crocin",
  name: "Crocin Advance",
  category: "Fever",
  categoryId: "fever",
  manufacturer: "GSK Pharmaceuticals Ltd",
});

async function shownKinds(store: ChangeStore, now: Date, filter = {}) {
  const groups = await store.shown({ since: at(-24 * 30), now, filter });
  return Object.fromEntries(groups.map((group) => [group.kind, group.changes.map((change) => change.medicineId)]));
}

// The contract of the store, on the SQLite file and on PostgreSQL alike.
describe.each(DIALECTS)("catalogue changes store on %s", (dialect) => {
  const database = useFreshDatabase(dialect);
  async function open(): Promise<ChangeStore> {
    const store = await openChangeStore({ url: database.url, holdMs: HOUR });
    opened.push(store);
    return store;
  }

  it("records a version's changes once, however many processes record it", async () => {
    const [first, second] = await Promise.all([open(), open()]);
    const changes = compare([dolo], [{ ...dolo, mrp: 35 }, crocin]);
    await Promise.all([first.record("v2", at(0), changes), second.record("v2", at(0.1), changes)]);
    await first.record("v2", at(0.2), changes);
    const groups = await first.shown({ since: at(-1), now: at(1) });
    expect(groups.map((group) => [group.kind, group.total])).toEqual([
      ["new", 1],
      ["back-in-stock", 0],
      ["mrp", 1],
      ["rate", 0],
      ["scheme", 0],
    ]);
    expect(groups[2]!.changes[0]).toMatchObject({
      name: "Dolo 650 Tablet",
      oldValue: 33.6,
      newValue: 35,
      version: "v2",
    });
  });

  it("shows a back in stock only once it held for the hold time", async () => {
    const store = await open();
    await store.record("v2", at(0), compare([outDolo], [dolo]));
    expect((await shownKinds(store, at(0.5)))["back-in-stock"]).toEqual([]);
    expect((await shownKinds(store, at(1)))["back-in-stock"]).toEqual(["dolo-650"]);
    // Out again after it held: real news of its own, the back in stock stays.
    await store.record("v3", at(5), compare([dolo], [outDolo]));
    expect((await shownKinds(store, at(6)))["back-in-stock"]).toEqual(["dolo-650"]);
  });

  it("takes out, in and out again within the hold time as a flicker: no back in stock, even after the hour", async () => {
    const [first, second] = await Promise.all([open(), open()]);
    await first.record("v2", at(0), compare([outDolo], [dolo]));
    const outAgain = compare([dolo], [outDolo]);
    await first.record("v3", at(0.5), outAgain);
    // Another process taking the same version decides the same.
    await second.record("v3", at(0.6), outAgain);
    expect((await shownKinds(first, at(3)))["back-in-stock"]).toEqual([]);
    expect(await first.lastPriceChange("dolo-650")).toBeNull();
  });

  it("takes a sheet back to a content seen before as news again: each return in stock, in every process once", async () => {
    const [first, second] = await Promise.all([open(), open()]);
    const back = compare([outDolo], [dolo]);
    const out = compare([dolo], [outDolo]);
    // Versions are content hashes: "in" is the same sheet each time it comes back, "out" too.
    const versions: [string, Date, CatalogueChange[]][] = [
      ["out", at(0), out],
      ["in", at(2), back],
      ["out", at(4), out],
      ["in", at(6), back],
    ];
    for (const [version, when, changes] of versions) {
      await first.record(version, when, changes);
      // Another process takes the same version a moment later: it adds nothing.
      await second.record(version, new Date(when.getTime() + 60_000), changes);
    }
    const events = await first.stockEvents(["dolo-650"], at(-1), at(8));
    expect(events.get("dolo-650")).toEqual({ backAt: at(6) });
    const groups = await first.shown({ since: at(-1), now: at(8) });
    const shownBack = groups.find((group) => group.kind === "back-in-stock")!;
    expect(shownBack.changes.map((change) => change.at)).toEqual([at(6), at(2)]);
    // Out again within the hour of the second return: a flicker; back a third time, news again.
    await first.record("out", at(6.5), out);
    expect((await first.stockEvents(["dolo-650"], at(-1), at(8))).get("dolo-650")).toEqual({ backAt: at(2) });
    await first.record("in", at(7), back);
    await second.record("in", at(7.1), back);
    expect((await first.stockEvents(["dolo-650"], at(-1), at(9))).get("dolo-650")).toEqual({ backAt: at(7) });
  });

  it("filters by category and manufacturer, newest first over the given days", async () => {
    const store = await open();
    await store.record("v1", at(-24 * 40), compare([], [dolo]));
    await store.record("v2", at(0), compare([dolo], [dolo, crocin]));
    await store.record("v3", at(2), compare([dolo, crocin], [dolo, crocin, testMedicine({ id: "calpol" })]));
    expect((await shownKinds(store, at(3))).new).toEqual(["calpol", "crocin"]);
    expect((await shownKinds(store, at(3), { categoryId: "fever" })).new).toEqual(["crocin"]);
    expect((await shownKinds(store, at(3), { manufacturerSlug: "micro-labs-ltd" })).new).toEqual(["calpol"]);
  });

  it("gives a medicine's last MRP or rate change with its date", async () => {
    const store = await open();
    await store.record("v2", at(0), compare([dolo], [{ ...dolo, mrp: 35 }]));
    await store.record("v3", at(24), compare([{ ...dolo, mrp: 35 }], [{ ...dolo, mrp: 35, rate: 31 }]));
    expect(await store.lastPriceChange("dolo-650")).toMatchObject({
      kind: "rate",
      oldValue: 30.5,
      newValue: 31,
      at: at(24),
    });
    expect(await store.lastPriceChange("crocin")).toBeNull();
  });
});
