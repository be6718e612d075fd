import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { DIALECTS, useFreshDatabase } from "~/server/store-databases.test-support";
import { openStockRequestStore, type NewStockRequest, type StockRequestStore } from "./store.server";

/*
 * What the order desk reads of the requests (docs/product.md 16.10, 16.12): the open ones for lost
 * demand, the met ones for the morning e-mail; on both dialects, like the store's contract suite.
 */

const HOUR = 3_600_000;
const t0 = new Date("2026-03-01T10:00:00.000Z");
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);

const request = (overrides: Partial<NewStockRequest> = {}): NewStockRequest => ({
  state: "open",
  medicineId: "azee-500",
  contact: "chemist@example.in",
  channel: "email",
  name: "Azee 500 Tablet",
  language: "en",
  clientHash: "client",
  ...overrides,
});

describe.each(DIALECTS)("stock requests as the desk reads them, on %s", (dialect) => {
  const database = useFreshDatabase(dialect);
  let store: StockRequestStore;
  beforeEach(async () => {
    store = await openStockRequestStore({ url: database.url });
  });
  afterEach(() => store.close());

  it("lists the open requests made since a time, newest first; not those met, stopped or made before", async () => {
    await store.add(request(), at(0));
    await store.add(request({ contact: "919876543210", channel: "phone" }), at(2));
    await store.add(request({ medicineId: "zifi-200", name: "Zifi 200", contact: "other@example.in" }), at(3));
    await store.add(request({ medicineId: "pan-40", name: "Pan 40", contact: "stop@example.in" }), at(3));
    await store.stop("stop@example.in", at(4));
    expect(await store.openRequests(at(1), 10)).toEqual([
      { medicineId: "zifi-200", name: "Zifi 200", contact: "other@example.in", createdAt: at(3) },
      { medicineId: "azee-500", name: "Azee 500 Tablet", contact: "919876543210", createdAt: at(2) },
    ]);
    await store.markBack("zifi-200", at(5));
    expect((await store.openRequests(at(0), 10)).map((row) => row.contact)).toEqual([
      "919876543210",
      "chemist@example.in",
    ]);
    expect(await store.openRequests(at(0), 1)).toHaveLength(1);
  });

  it("lists the requests met since a time: e-mailed or told, not stopped or removed", async () => {
    await store.add(request(), at(0));
    await store.add(request({ contact: "919876543210", channel: "phone" }), at(0));
    await store.add(request({ contact: "stop@example.in" }), at(0));
    await store.add(request({ medicineId: "gone", name: "Gone", contact: "gone@example.in" }), at(0));
    await store.markBack("azee-500", at(1));
    expect(await store.claimEmail("azee-500", "chemist@example.in", at(2))).not.toBeNull();
    await store.sent("azee-500", "chemist@example.in", at(2));
    expect(await store.told("azee-500", "919876543210", at(3))).toBe(true);
    await store.stop("stop@example.in", at(3));
    await store.closeRemoved("gone", at(3), at(3));
    expect(await store.metSince(at(1), 10)).toEqual([
      { medicineId: "azee-500", name: "Azee 500 Tablet", channel: "phone", state: "told", closedAt: at(3) },
      { medicineId: "azee-500", name: "Azee 500 Tablet", channel: "email", state: "sent", closedAt: at(2) },
    ]);
    expect(await store.metSince(at(2), 10)).toHaveLength(1);
  });
});
