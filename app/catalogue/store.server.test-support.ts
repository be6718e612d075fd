/**
 * What the catalogue store's tests share: a sheet file and a DATA_DIR in a fresh temporary folder
 * per test (its hooks are registered by importing this module), gviz texts, a recording logger and
 * a store made over them.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach } from "vitest";
import type { Medicine } from "./medicine/medicine";
import type { CatalogueSource } from "./sheet/source.server";
import type { Steps } from "./loading/slices";
import { createCatalogueStore, type CatalogueSnapshot, type CatalogueStore, type StoreLogger } from "./store.server";

/** A gviz response with the given medicine names. */
export function gviz(names: string[]): string {
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

export function recordingLogger() {
  const entries: Array<{ level: string; message: string; details: object }> = [];
  const at = (level: string) => (details: object, message: string) => void entries.push({ level, message, details });
  const logger: StoreLogger = { info: at("info"), warn: at("warn"), error: at("error") };
  return { logger, entries };
}

export function fileSource(): CatalogueSource {
  return { kind: "file", path: sourcePath, description: "test sheet", label: "file" };
}

/** A sheet address that accepts the request and never answers. */
export async function hangingSheet(): Promise<{ source: CatalogueSource; close: () => void }> {
  const server: Server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/sheet`;
  return {
    source: { kind: "http", url, description: url, label: "URL" },
    close: () => {
      server.closeAllConnections();
      server.close();
    },
  };
}

export const names = (count: number) => Array.from({ length: count }, (_, index) => `Medicine ${index + 1}`);

export let dir: string;
export let sourcePath: string;
export let dataDir: string;
const stores: CatalogueStore[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "catalogue-store-"));
  sourcePath = path.join(dir, "sheet.txt");
  dataDir = path.join(dir, "data");
});
afterEach(async () => {
  stores.splice(0).forEach((store) => store.stop());
  await rm(dir, { recursive: true, force: true });
});

export function makeStore(
  refreshSeconds = 3600,
  source: CatalogueSource = fileSource(),
  prepare?: (snapshot: CatalogueSnapshot) => Steps<void>,
  served?: (snapshot: CatalogueSnapshot) => void,
  replaced?: (previous: CatalogueSnapshot, next: CatalogueSnapshot) => void,
  followKeptMs?: number,
) {
  const { logger, entries } = recordingLogger();
  /** The catalogues the store asked to have built ahead, and whether each build had finished. */
  const prepared: { medicines: readonly Medicine[]; done: boolean }[] = [];
  const store = createCatalogueStore({
    source,
    fetchPolicy: { timeoutMs: 60_000, retries: 0, baseDelayMs: 1, maxDelayMs: 1 },
    dataDir,
    refreshSeconds,
    minKeepRatio: 0.5,
    logger,
    prepare:
      prepare ??
      function* (snapshot) {
        const record = { medicines: snapshot.medicines, done: false };
        prepared.push(record);
        yield;
        record.done = true;
      },
    served,
    replaced,
    followKeptMs,
  });
  stores.push(store);
  return { store, entries, prepared };
}
