import { createHash } from "node:crypto";
import { mkdir, open, readFile, rename } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import { catalogueFromGvizSteps } from "~/catalogue/import/import";
import type { ImportReport } from "~/catalogue/import/report";
import type { Medicine } from "./medicine";
import { prepareQueryIndex } from "./query/query";
import { prepareAlternatives } from "./compare/alternatives";
import { runInSlices, type Steps } from "./slices";
import { textPieces } from "./text-pieces";
import { readSource, type CatalogueSource, type FetchPolicy } from "~/catalogue/sheet/source.server";

/** One imported catalogue, immutable once built. */
export type CatalogueSnapshot = {
  readonly medicines: readonly Medicine[];
  readonly byId: ReadonlyMap<string, Medicine>;
  /** Content hash of the sheet's response: changes exactly when the catalogue does. */
  readonly version: string;
  /** When this version was first loaded. */
  readonly loadedAt: Date;
  readonly report: ImportReport;
};

/** What a page gets: the catalogue, or why there is none. */
export type CatalogueRead = { snapshot: CatalogueSnapshot; error: null } | { snapshot: null; error: string };

export type CatalogueHealth = {
  /** ok: serving the source's latest; stale: serving an older good catalogue after a failed refresh. */
  status: "loading" | "ok" | "stale" | "error";
  medicines: number;
  version: string | null;
  loadedAt: string | null;
  checkedAt: string | null;
  source: string;
  lastError: { message: string; at: string } | null;
};

export type StoreLogger = {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
};

export type CatalogueStoreOptions = {
  source: CatalogueSource;
  fetchPolicy: FetchPolicy;
  /** Where the last good catalogue is kept across restarts. */
  dataDir: string;
  refreshSeconds: number;
  logger: StoreLogger;
};

export type CatalogueStore = {
  /** Loads the catalogue (or the last good one from disk) and schedules background refreshes. */
  start(): Promise<void>;
  stop(): void;
  /** The catalogue to serve; waits for the first load when it is still running. */
  read(): Promise<CatalogueRead>;
  /** Fetches and imports the source now; on failure keeps the current catalogue. */
  refresh(): Promise<void>;
  health(): CatalogueHealth;
};

const persistedSchema = z.object({
  version: z.string().min(1),
  loadedAt: z.iso.datetime(),
  source: z.string(),
  gvizText: z.string(),
});

const LAST_GOOD_FILE = "catalogue-last-good.json";
const NO_CATALOGUE_RETRY_SECONDS = 30;

/**
 * Code units of the sheet hashed or written between two pauses: about 1 MB, a few ms. Hashing
 * or JSON-escaping the whole 7 MB sheet at once is 10 and 25 ms of the event loop on a quiet machine.
 */
const TEXT_PIECE = 1 << 20;

/** A hash of the sheet's text (the same as hashing it whole), in steps that may pause. */
function* contentVersion(gvizText: string): Steps<string> {
  const hash = createHash("sha256");
  for (const piece of textPieces(gvizText, TEXT_PIECE)) {
    hash.update(piece);
    yield;
  }
  return hash.digest("hex").slice(0, 16);
}

function* snapshotSteps(gvizText: string, version: string, loadedAt: Date): Steps<CatalogueSnapshot> {
  const { medicines, report } = yield* catalogueFromGvizSteps(gvizText);
  // The query index (sort orders, search index, facets) is built here, when the catalogue loads
  // or refreshes, so that no request waits for it; queries find it by the same array.
  yield* prepareQueryIndex(medicines);
  // Likewise the "Same composition" groups (docs/product.md 11.3): a detail page only looks one up.
  yield* prepareAlternatives(medicines);
  return {
    medicines,
    byId: new Map(medicines.map((medicine) => [medicine.id, medicine])),
    version,
    loadedAt,
    report,
  };
}

/**
 * Parses, imports and indexes a sheet in slices of about 10 ms (app/catalogue/slices.ts), so that
 * requests are answered with the current snapshot while the next one is built: the 11.8k-row sheet
 * is 250–400 ms of work, which in one piece would hold every request (docs/architecture.md).
 */
function buildSnapshot(gvizText: string, version: string, loadedAt: Date): Promise<CatalogueSnapshot> {
  return runInSlices(snapshotSteps(gvizText, version, loadedAt));
}

/**
 * Writes the record as `JSON.stringify(record)` would, its sheet text a piece at a time, so that
 * the event loop has a turn between pieces.
 */
async function writeRecord(file: string, record: z.infer<typeof persistedSchema>): Promise<void> {
  const { gvizText, ...head } = record;
  const handle = await open(file, "w");
  try {
    await handle.write(`${JSON.stringify(head).slice(0, -1)},"gvizText":"`);
    for (const piece of textPieces(gvizText, TEXT_PIECE)) {
      await handle.write(JSON.stringify(piece).slice(1, -1));
    }
    await handle.write('"}');
  } finally {
    await handle.close();
  }
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "An unknown error occurred";
}

/** Creates the server's catalogue: an in-memory snapshot with background refresh and stale-if-error. */
export function createCatalogueStore(options: CatalogueStoreOptions): CatalogueStore {
  const { source, fetchPolicy, dataDir, refreshSeconds, logger } = options;
  const lastGoodPath = path.join(dataDir, LAST_GOOD_FILE);

  let snapshot: CatalogueSnapshot | null = null;
  let lastError: { message: string; at: Date } | null = null;
  let checkedAt: Date | null = null;
  let firstLoad: Promise<void> | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let lastReportJson = "";

  function logReportIfChanged(report: ImportReport, version: string) {
    const reportJson = JSON.stringify(report);
    if (reportJson === lastReportJson) return;
    lastReportJson = reportJson;
    logger.info({ source: source.description, version, report }, "catalogue import report");
  }

  async function persist(gvizText: string, current: CatalogueSnapshot) {
    const record = {
      version: current.version,
      loadedAt: current.loadedAt.toISOString(),
      source: source.description,
      gvizText,
    } satisfies z.infer<typeof persistedSchema>;
    try {
      await mkdir(dataDir, { recursive: true });
      // Write then rename, so a crash mid-write never leaves a torn file behind.
      const temporary = `${lastGoodPath}.${process.pid}.tmp`;
      await writeRecord(temporary, record);
      await rename(temporary, lastGoodPath);
    } catch (error) {
      logger.warn({ err: error, dataDir }, "could not keep the last good catalogue on disk");
    }
  }

  async function restoreFromDisk(): Promise<boolean> {
    let text: string;
    try {
      text = await readFile(lastGoodPath, "utf8");
    } catch {
      return false; // nothing kept yet
    }
    try {
      const record = persistedSchema.parse(JSON.parse(text));
      const gvizText = record.gvizText;
      snapshot = await buildSnapshot(gvizText, await runInSlices(contentVersion(gvizText)), new Date(record.loadedAt));
      logger.warn(
        { version: snapshot.version, loadedAt: record.loadedAt, keptFrom: record.source },
        "serving the last good catalogue kept on disk",
      );
      return true;
    } catch (error) {
      logger.error({ err: error, file: lastGoodPath }, "the kept catalogue on disk is unreadable; ignoring it");
      return false;
    }
  }

  async function loadFromSource(): Promise<void> {
    try {
      const gvizText = await readSource(source, fetchPolicy);
      const version = await runInSlices(contentVersion(gvizText));
      checkedAt = new Date();
      lastError = null;
      if (snapshot?.version === version) return;
      const next = await buildSnapshot(gvizText, version, checkedAt);
      snapshot = next;
      logger.info({ source: source.description, version, medicines: next.medicines.length }, "catalogue loaded");
      logReportIfChanged(next.report, version);
      await persist(gvizText, next);
    } catch (error) {
      lastError = { message: errorMessage(error), at: new Date() };
      logger.error(
        { source: source.description, reason: lastError.message, serving: snapshot?.version ?? null },
        snapshot ? "catalogue refresh failed; still serving the last good catalogue" : "catalogue load failed",
      );
    }
  }

  function refresh(): Promise<void> {
    inFlight ??= loadFromSource().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  function scheduleNext() {
    // With nothing to serve, try again sooner than the normal refresh interval.
    const delaySeconds = snapshot ? refreshSeconds : Math.min(refreshSeconds, NO_CATALOGUE_RETRY_SECONDS);
    timer = setTimeout(() => {
      void refresh().finally(() => {
        if (timer) scheduleNext();
      });
    }, delaySeconds * 1000);
    timer.unref();
  }

  return {
    start() {
      firstLoad ??= (async () => {
        await refresh();
        if (!snapshot) await restoreFromDisk();
        scheduleNext();
      })();
      return firstLoad;
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
    },
    async read() {
      await (firstLoad ?? this.start());
      if (snapshot) return { snapshot, error: null };
      return { snapshot: null, error: lastError?.message ?? "An unknown error occurred" };
    },
    refresh,
    health() {
      const status =
        !firstLoad || (!snapshot && !lastError) ? "loading" : !snapshot ? "error" : lastError ? "stale" : "ok";
      return {
        status,
        medicines: snapshot?.medicines.length ?? 0,
        version: snapshot?.version ?? null,
        loadedAt: snapshot?.loadedAt.toISOString() ?? null,
        checkedAt: checkedAt?.toISOString() ?? null,
        source: source.description,
        lastError: lastError && { message: lastError.message, at: lastError.at.toISOString() },
      };
    },
  };
}
