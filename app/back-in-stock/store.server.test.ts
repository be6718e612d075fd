import { afterEach, describe, expect, it } from "vitest";
import { DIALECTS, useFreshDatabase } from "~/server/store-databases.test-support";
import { openStockRequestStore, STALE_CLAIM_MS, type NewStockRequest, type StockRequestStore } from "./store.server";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const t0 = new Date("2026-03-01T10:00:00.000Z");
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);

const opened: StockRequestStore[] = [];
afterEach(() => {
  opened.splice(0).forEach((store) => store.close());
});

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

// The contract of the store, on the SQLite file and on PostgreSQL alike.
describe.each(DIALECTS)("stock request store on %s", (dialect) => {
  const database = useFreshDatabase(dialect);
  // Each call opens the store anew on the test's database: two calls are two processes (or hosts).
  async function open(): Promise<StockRequestStore> {
    const store = await openStockRequestStore({ url: database.url });
    opened.push(store);
    return store;
  }

  it("keeps one request per contact and medicine; a closed one opens again when asked anew", async () => {
    const store = await open();
    expect(await store.add(request(), at(0))).toBe("added");
    expect(await store.add(request(), at(1))).toBe("already");
    expect(await store.add(request({ medicineId: "zifi-200", name: "Zifi 200" }), at(1))).toBe("added");
    expect(await store.stop("chemist@example.in", at(2))).toBe(2);
    expect(await store.openMedicineIds()).toEqual([]);
    expect(await store.add(request(), at(3))).toBe("added");
    expect(await store.openMedicineIds()).toEqual(["azee-500"]);
  });

  it("moves to waiting only the requests made before the medicine came back", async () => {
    const store = await open();
    await store.add(request(), at(0));
    await store.add(request({ contact: "919876543210", channel: "phone" }), at(0));
    await store.add(request({ contact: "late@example.in" }), at(2));
    expect(await store.markBack("azee-500", at(1))).toBe(2);
    expect(await store.markBack("azee-500", at(1))).toBe(0);
    expect((await store.waitingForDesk({ emails: false, limit: 10 })).map((row) => row.contact)).toEqual([
      "919876543210",
    ]);
    expect(await store.waitedFor(10)).toEqual([
      { medicineId: "azee-500", name: "Azee 500 Tablet", requests: 1, since: at(2) },
    ]);
  });

  it("lets one claim of an e-mail win, and takes a stale claim again", async () => {
    const [one, two] = [await open(), await open()];
    await one.add(request(), at(0));
    await one.markBack("azee-500", at(1));
    const claims = await Promise.all([
      one.claimEmail("azee-500", "chemist@example.in", at(2)),
      two.claimEmail("azee-500", "chemist@example.in", at(2)),
    ]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await two.claimEmail("azee-500", "chemist@example.in", at(2))).toBeNull();
    const later = new Date(at(2).getTime() + STALE_CLAIM_MS + 1);
    expect(await two.claimEmail("azee-500", "chemist@example.in", later)).not.toBeNull();
    await two.sent("azee-500", "chemist@example.in", later);
    expect(await one.emailsWaiting(at(5), 10)).toEqual([]);
    expect(await one.claimEmail("azee-500", "chemist@example.in", at(5))).toBeNull();
  });

  it("closes a removed medicine's requests, marks a waiting number told once, forgets after 90 days", async () => {
    const store = await open();
    await store.add(request(), at(0));
    await store.add(request({ medicineId: "zifi-200", contact: "919876543210", channel: "phone" }), at(0));
    expect(await store.closeRemoved("azee-500", at(1), at(1))).toBe(1);
    await store.markBack("zifi-200", at(1));
    expect(await store.told("zifi-200", "919876543210", at(2))).toBe(true);
    expect(await store.told("zifi-200", "919876543210", at(2))).toBe(false);
    await store.add(request({ contact: "new@example.in" }), at(3));
    await store.purge(new Date(t0.getTime() + 90 * DAY + 2 * HOUR));
    expect(await store.add(request({ medicineId: "zifi-200", contact: "919876543210", channel: "phone" }), at(3))).toBe(
      "added",
    );
    expect(await store.openMedicineIds()).toEqual(expect.arrayContaining(["azee-500", "zifi-200"]));
  });

  it("counts a client's requests per fixed window", async () => {
    const store = await open();
    expect(await store.countRequest("client", HOUR, at(0))).toBe(1);
    expect(await store.countRequest("client", HOUR, at(0.5))).toBe(2);
    expect(await store.countRequest("other", HOUR, at(0.5))).toBe(1);
    expect(await store.countRequest("client", HOUR, at(1))).toBe(1);
  });

  it("counts requests of one client from two processes at once, each counted once", async () => {
    const [one, two] = [await open(), await open()];
    const counts = await Promise.all([
      one.countRequest("client", HOUR, at(0)),
      two.countRequest("client", HOUR, at(0)),
      one.countRequest("client", HOUR, at(0)),
      two.countRequest("client", HOUR, at(0)),
    ]);
    expect(counts.sort((a, b) => a - b)).toEqual([1, 2, 3, 4]);
  });
});
