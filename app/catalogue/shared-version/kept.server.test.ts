import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DIALECTS, freshDatabaseUrl } from "~/server/store-databases.test-support";
import { keptInFile, readLastGood, type LastGoodRecord } from "../last-good.server";
import type { CatalogueSource } from "../sheet/source.server";
import { createCatalogueStore, type CatalogueStore, type StoreLogger } from "../store.server";
import { sharedCatalogue } from "./kept.server";
import { openSharedVersionStore, type SharedVersionStore } from "./store.server";

/** A gviz response with the given medicine names. */
function gviz(names: string[]): string {
  const rows = names.map((name, index) => ({
    c: [{ v: index + 1 }, { v: name }, { v: 10 + index, f: `₹${10 + index}` }],
  }));
  const table = {
    cols: [
      { id: "A", label: "Sl", type: "number" },
      { id: "B", label: "Product Name", type: "string" },
      { id: "C", label: "MRP", type: "number" },
    ],
    rows,
  };
  return `/*O_o*/\ngoogle.visualization.Query.setResponse(${JSON.stringify({ version: "0.6", status: "ok", table })});`;
}

const quiet: StoreLogger = { info() {}, warn() {}, error() {} };

let dir: string;
let database: SharedVersionStore;
const stores: CatalogueStore[] = [];
const servers: Server[] = [];

afterEach(async () => {
  stores.splice(0).forEach((store) => store.stop());
  servers.splice(0).forEach((server) => {
    server.closeAllConnections();
    server.close();
  });
  database.close();
  await rm(dir, { recursive: true, force: true });
});

/** A sheet file of its own for one host: what that host reads when it reads the sheet. */
async function sheetFile(name: string, medicines: string[]): Promise<CatalogueSource> {
  const file = path.join(dir, `${name}.txt`);
  await writeFile(file, gviz(medicines));
  return { kind: "file", path: file, description: "test sheet", label: "file" };
}

/** A sheet address that accepts the request and never answers. */
async function hangingSheet(): Promise<CatalogueSource> {
  const server = createServer(() => {});
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sheet`;
  return { kind: "http", url, description: url, label: "URL" };
}

/** One host: its own DATA_DIR, the shared database, following it every 20 ms. */
function host(
  name: string,
  source: CatalogueSource,
  options: { store?: SharedVersionStore; claimRead?: () => Promise<boolean>; refreshSeconds?: number } = {},
) {
  const dataDir = path.join(dir, name);
  const shared = sharedCatalogue({
    file: keptInFile(dataDir),
    store: options.store ?? database,
    refreshSeconds: 3600,
    logger: quiet,
  });
  const store = createCatalogueStore({
    source,
    fetchPolicy: { timeoutMs: 60_000, retries: 0, baseDelayMs: 1, maxDelayMs: 1 },
    dataDir,
    refreshSeconds: options.refreshSeconds ?? 3600,
    minKeepRatio: 0.5,
    logger: quiet,
    prepare: function* () {},
    followKeptMs: 20,
    kept: shared.kept,
    claimRead: options.claimRead ?? shared.claimRead,
  });
  stores.push(store);
  return { store, dataDir };
}

const served = async (store: CatalogueStore) => (await store.read()).snapshot!;
const namesOf = async (store: CatalogueStore) => (await served(store)).medicines.map((medicine) => medicine.name);

describe.each(DIALECTS)("one catalogue version on every host (%s)", (dialect) => {
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "catalogue-shared-"));
    // The database the hosts share: PostgreSQL (docs/deployment.md), or a SQLite file all open.
    database = await openSharedVersionStore({ url: await freshDatabaseUrl(dialect) });
  }, 60_000);

  it("a version one host read from the sheet is served by the other, whose DATA_DIR never had it, within seconds", async () => {
    const first = host("first", await sheetFile("first-sheet", ["A", "B"]));
    // The second host's sheet reading is an hour away: only the database can tell it.
    const second = host("second", await sheetFile("second-sheet", ["A", "B"]));
    expect((await served(second.store)).version).toBe((await served(first.store)).version);
    // The first host started from the version the second kept and reads its own sheet in the
    // background: that reading ends first, or the refresh below would join it (a refresh under way
    // is shared) and could have read the sheet before it changed.
    await first.store.refresh();

    await writeFile(path.join(dir, "first-sheet.txt"), gviz(["A", "B", "C"]));
    await first.store.refresh();
    const next = await served(first.store);
    await vi.waitFor(async () => expect((await served(second.store)).version).toBe(next.version), { timeout: 5_000 });
    expect(await namesOf(second.store)).toEqual(["A", "B", "C"]);
    // Its own DATA_DIR follows, so that a restart while the database is out starts from that version.
    await vi.waitFor(async () => expect((await readLastGood(second.dataDir))?.version).toBe(next.version));
  });

  it("a new host starts from the shared version at once, while its own reading of the sheet still hangs", async () => {
    const first = host("first", await sheetFile("first-sheet", ["A", "B", "C"]));
    const version = (await served(first.store)).version;
    const second = host("second", await hangingSheet());
    await second.store.start();
    expect((await served(second.store)).version).toBe(version);
    expect(await namesOf(second.store)).toEqual(["A", "B", "C"]);
  });

  it("one host reads the sheet per refresh interval: the first to claim it", async () => {
    const hostA = sharedCatalogue({
      file: keptInFile(path.join(dir, "a")),
      store: database,
      refreshSeconds: 60,
      logger: quiet,
    });
    const hostB = sharedCatalogue({
      file: keptInFile(path.join(dir, "b")),
      store: database,
      refreshSeconds: 60,
      logger: quiet,
    });
    const claims = await Promise.all([hostA.claimRead(), hostB.claimRead(), hostA.claimRead(), hostB.claimRead()]);
    expect(claims.filter(Boolean)).toHaveLength(1);
    expect(await database.claimRead(Math.floor(Date.now() / 60_000) + 1, new Date())).toBe(true);
  });

  it("a host that did not claim the interval does not read the sheet; one that did, does", async () => {
    const sheet = await sheetFile("sheet", ["A", "B"]);
    const asked = { lost: 0, won: 0 };
    const loser = host("loser", sheet, { refreshSeconds: 0.05, claimRead: async () => (asked.lost++, false) });
    const before = (await served(loser.store)).version;
    await writeFile(path.join(dir, "sheet.txt"), gviz(["A", "B", "C"]));
    await vi.waitFor(() => expect(asked.lost).toBeGreaterThanOrEqual(3));
    expect((await served(loser.store)).version).toBe(before);

    loser.store.stop();
    const winner = host("winner", sheet, { refreshSeconds: 0.05, claimRead: async () => (asked.won++, true) });
    await vi.waitFor(async () => expect(await namesOf(winner.store)).toEqual(["A", "B", "C"]));
  });

  it("of two hosts keeping what each read, the later reading stays", async () => {
    const record = (version: string, loadedAt: string): LastGoodRecord => ({
      version,
      loadedAt,
      source: "file",
      gvizText: gviz([version]),
    });
    expect(await database.write(record("later", "2026-11-28T06:00:02.000Z"))).toBe(true);
    expect(await database.write(record("earlier", "2026-11-28T06:00:01.000Z"))).toBe(false);
    expect(await database.version()).toBe("later");
    expect((await database.read())?.gvizText).toBe(gviz(["later"]));
  });

  it("while the database is out the file answers; a version taken meanwhile is shared once it answers again", async () => {
    let out = false;
    const failing = new Proxy(database, {
      get(target, property) {
        const value: unknown = Reflect.get(target, property);
        if (typeof value !== "function" || property === "close") return value;
        return (...args: unknown[]) =>
          out ? Promise.reject(new Error("connection refused")) : Reflect.apply(value, target, args);
      },
    });
    const first = host("first", await sheetFile("first-sheet", ["A", "B"]), { store: failing });
    const second = host("second", await sheetFile("second-sheet", ["A", "B"]));
    await served(second.store);

    out = true;
    await writeFile(path.join(dir, "first-sheet.txt"), gviz(["A", "B", "C"]));
    await first.store.refresh();
    const next = await served(first.store);
    expect(await namesOf(first.store)).toEqual(["A", "B", "C"]);
    expect((await readLastGood(first.dataDir))?.version).toBe(next.version);
    expect(await database.version()).not.toBe(next.version);

    out = false;
    await vi.waitFor(async () => expect((await served(second.store)).version).toBe(next.version), { timeout: 5_000 });
    expect((await served(first.store)).version).toBe(next.version);
  });
});
