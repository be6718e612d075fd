import { catalogueFromGvizSteps } from "~/catalogue/import/import";
import type { ImportReport } from "~/catalogue/import/report";
import type { Medicine } from "./medicine/medicine";
import { runInSlices, type Steps } from "./loading/slices";
import { contentVersion, keptInFile, type KeptCatalogue } from "./last-good.server";
import { acceptedVersion, shrinkReason } from "./shrink-guard.server";
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

/** A catalogue the source gave that shrank too much to be taken (app/catalogue/shrink-guard.server.ts). */
export type HeldBackCatalogue = { version: string; medicines: number; reason: string; at: string };

export type CatalogueHealth = {
  /**
   * ok: serving the source's latest; degraded: serving the last good catalogue because the
   * source's latest shrank too much (`heldBack`); stale: serving an older good catalogue after a
   * failed refresh; error: nothing to serve.
   */
  status: "loading" | "ok" | "degraded" | "stale" | "error";
  /** Why the status is not ok; null when it is. */
  reason: string | null;
  medicines: number;
  version: string | null;
  loadedAt: string | null;
  checkedAt: string | null;
  /** What kind of source is read (its label, never its address: that may be a private sheet's). */
  source: string;
  lastError: { message: string; at: string } | null;
  heldBack: HeldBackCatalogue | null;
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
  /** CATALOGUE_MIN_KEEP_RATIO: a new catalogue keeping fewer of the last good one's medicines is held back. */
  minKeepRatio: number;
  logger: StoreLogger;
  /**
   * What is built ahead for each catalogue version before it is served, as steps run in slices
   * with the import (the query index, the "Same composition" groups, the browser's copy, the
   * sitemap…): the layers above the store say what they need (server/prepare-catalogue.ts), so
   * that no request waits for it.
   */
  prepare: (snapshot: CatalogueSnapshot) => Steps<void>;
  /**
   * Told once a version is served (from disk at start, or a new one from the source), for work
   * that may follow it in the background rather than delay it (the price list files). A throw is
   * logged; the version is served all the same.
   */
  served?: (snapshot: CatalogueSnapshot) => void;
  /**
   * Told when a version read from the source replaces the one served (never for the first
   * catalogue, nor for one kept on disk, nor for a held-back sheet), for comparing the two in the
   * background (app/catalogue/changes/). A throw is logged; the version is served all the same.
   */
  replaced?: (previous: CatalogueSnapshot, next: CatalogueSnapshot) => void;
  /**
   * How often the catalogue kept in DATA_DIR is checked for a version another process of the host
   * took (WEB_CONCURRENCY > 1): it is taken at once instead of at this process's next refresh.
   * Default {@link FOLLOW_KEPT_MS}; 0 turns it off.
   */
  followKeptMs?: number;
  /**
   * Where the last good catalogue is kept and followed; default DATA_DIR's file. Several hosts
   * share it through their database (app/catalogue/shared-version/).
   */
  kept?: KeptCatalogue;
  /**
   * Asked before each scheduled reading of the source: false when another host reads it this
   * interval (its version is then followed from `kept`). Default: always read.
   */
  claimRead?: () => Promise<boolean>;
};

/** One small read (the kept file's first bytes) a second: the processes of a host agree within about 2 s. */
export const FOLLOW_KEPT_MS = 1_000;

export type CatalogueStore = {
  /**
   * Starts: with a last good catalogue on disk, resolves at once and builds that one (the source
   * is read in the background after it); without, resolves once the source has been read
   * (bounded by the fetch timeout and retries). Then schedules background refreshes.
   */
  start(): Promise<void>;
  stop(): void;
  /** The catalogue to serve; waits for the kept catalogue or the first load while they are still running. */
  read(): Promise<CatalogueRead>;
  /** Fetches and imports the source now; on failure keeps the current catalogue. */
  refresh(): Promise<void>;
  health(): CatalogueHealth;
};

const NO_CATALOGUE_RETRY_SECONDS = 30;

function* snapshotSteps(
  gvizText: string,
  version: string,
  loadedAt: Date,
  prepare: CatalogueStoreOptions["prepare"],
): Steps<CatalogueSnapshot> {
  const { medicines, report } = yield* catalogueFromGvizSteps(gvizText);
  const snapshot: CatalogueSnapshot = {
    medicines,
    byId: new Map(medicines.map((medicine) => [medicine.id, medicine])),
    version,
    loadedAt,
    report,
  };
  // Built here, when the catalogue loads or refreshes, so that no request waits for it; what was
  // built is found again by the same snapshot and medicines array.
  yield* prepare(snapshot);
  return snapshot;
}

/**
 * Parses, imports and indexes a sheet in slices of about 10 ms (app/catalogue/loading/slices.ts), so that
 * requests are answered with the current snapshot while the next one is built: the 11.8k-row sheet
 * is 250–400 ms of work, which in one piece would hold every request (docs/architecture.md).
 */
function buildSnapshot(
  gvizText: string,
  version: string,
  loadedAt: Date,
  prepare: CatalogueStoreOptions["prepare"],
): Promise<CatalogueSnapshot> {
  return runInSlices(snapshotSteps(gvizText, version, loadedAt, prepare));
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "An unknown error occurred";
}

/** Creates the server's catalogue: an in-memory snapshot with background refresh and stale-if-error. */
export function createCatalogueStore(options: CatalogueStoreOptions): CatalogueStore {
  const { source, fetchPolicy, dataDir, refreshSeconds, minKeepRatio, logger } = options;
  const kept = options.kept ?? keptInFile(dataDir);
  // What is prepared only saves requests work: when it fails, the catalogue is still served (its
  // requests build what they need, and say what fails), never lost over it.
  function* prepare(snapshot: CatalogueSnapshot): Steps<void> {
    try {
      yield* options.prepare(snapshot);
    } catch (error) {
      logger.error(
        { err: error, version: snapshot.version },
        "preparing the catalogue for requests failed; its requests build what they need",
      );
    }
  }

  function served(current: CatalogueSnapshot): void {
    try {
      options.served?.(current);
    } catch (error) {
      logger.error({ err: error, version: current.version }, "work after serving a catalogue failed");
    }
  }

  function replaced(previous: CatalogueSnapshot, next: CatalogueSnapshot): void {
    try {
      options.replaced?.(previous, next);
    } catch (error) {
      logger.error({ err: error, version: next.version }, "work after replacing a catalogue failed");
    }
  }

  let snapshot: CatalogueSnapshot | null = null;
  let lastError: { message: string; at: Date } | null = null;
  let heldBack: HeldBackCatalogue | null = null;
  let checkedAt: Date | null = null;
  let firstLoad: Promise<void> | null = null;
  /** Building the catalogue kept on disk, at start; true when it is served. */
  let restoring: Promise<boolean> | null = null;
  /** Settles once there is a catalogue to serve, or the first reading of the source failed. */
  let ready: Promise<void> | null = null;
  let inFlight: Promise<void> | null = null;
  let timer: NodeJS.Timeout | null = null;
  let stopped = false;
  let lastReportJson = "";
  let followTimer: NodeJS.Timeout | null = null;
  /** A kept version that could not be built: not tried again. */
  let unusableKept: string | null = null;

  function logReportIfChanged(report: ImportReport, version: string) {
    const reportJson = JSON.stringify(report);
    if (reportJson === lastReportJson) return;
    lastReportJson = reportJson;
    logger.info({ source: source.description, version, report }, "catalogue import report");
  }

  async function persist(gvizText: string, current: CatalogueSnapshot) {
    try {
      await kept.write({
        version: current.version,
        loadedAt: current.loadedAt.toISOString(),
        source: source.description,
        gvizText,
      });
    } catch (error) {
      logger.warn({ err: error, dataDir }, "could not keep the last good catalogue on disk");
    }
  }

  async function restoreFromDisk(): Promise<boolean> {
    try {
      const record = await kept.read();
      if (!record) return false; // nothing kept yet
      const gvizText = record.gvizText;
      snapshot = await buildSnapshot(
        gvizText,
        await runInSlices(contentVersion(gvizText)),
        new Date(record.loadedAt),
        prepare,
      );
      logger.info(
        {
          version: snapshot.version,
          medicines: snapshot.medicines.length,
          loadedAt: record.loadedAt,
          keptFrom: record.source,
        },
        "serving the last good catalogue kept on disk",
      );
      served(snapshot);
      return true;
    } catch (error) {
      logger.error({ err: error, file: kept.where }, "the kept catalogue on disk is unreadable; ignoring it");
      return false;
    }
  }

  /** Whether a newly built catalogue is taken; when not, it is held back and the log says why. */
  async function mayTake(next: CatalogueSnapshot): Promise<boolean> {
    const reason = shrinkReason(next.medicines.length, snapshot?.medicines.length ?? null, minKeepRatio);
    if (!reason) return true;
    const details = {
      source: source.description,
      version: next.version,
      medicines: next.medicines.length,
      serving: snapshot?.version ?? null,
      servingMedicines: snapshot?.medicines.length ?? 0,
      reason,
    };
    if ((await acceptedVersion(dataDir)) === next.version) {
      logger.warn(details, "taking a catalogue that shrank: an operator accepted this version");
      return true;
    }
    if (heldBack?.version !== next.version) {
      logger.error(
        details,
        `catalogue held back: ${reason}; still serving the last good catalogue. If the change is real, accept it with \`npm run catalogue:check -- --accept\``,
      );
    }
    heldBack = { version: next.version, medicines: next.medicines.length, reason, at: new Date().toISOString() };
    return false;
  }

  async function loadFromSource(): Promise<void> {
    try {
      const gvizText = await readSource(source, fetchPolicy);
      const version = await runInSlices(contentVersion(gvizText));
      checkedAt = new Date();
      lastError = null;
      if (snapshot?.version === version) {
        heldBack = null;
        return;
      }
      // The same held-back sheet again: built again only once an operator has accepted it.
      if (heldBack?.version === version && (await acceptedVersion(dataDir)) !== version) return;
      const next = await buildSnapshot(gvizText, version, checkedAt, prepare);
      if (!(await mayTake(next))) return;
      const previous = snapshot;
      snapshot = next;
      heldBack = null;
      logger.info({ source: source.description, version, medicines: next.medicines.length }, "catalogue loaded");
      logReportIfChanged(next.report, version);
      // Kept first: the other processes of the host take it from the file (followKept), and the
      // work that follows serving (the price list files) would slow the writing down.
      await persist(gvizText, next);
      served(next);
      if (previous) replaced(previous, next);
    } catch (error) {
      lastError = { message: errorMessage(error), at: new Date() };
      logger.error(
        { source: source.description, reason: lastError.message, serving: snapshot?.version ?? null },
        snapshot ? "catalogue refresh failed; still serving the last good catalogue" : "catalogue load failed",
      );
    }
  }

  function refresh(): Promise<void> {
    // After the kept catalogue is built: a sheet is judged against it (shrink-guard.server.ts).
    inFlight ??= (async () => {
      await restoring;
      await loadFromSource();
    })().finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  /**
   * Takes the catalogue another process of the host kept (it read the source, built and took it,
   * shrink guard included) when its version is not the one served here. Runs as a refresh does,
   * never beside one; a kept file that cannot be built is tried once per version.
   */
  async function followKept(): Promise<void> {
    const version = await kept.version();
    if (!snapshot || !version || version === snapshot.version || version === unusableKept || inFlight) return;
    inFlight = (async () => {
      try {
        const record = await kept.read();
        if (!record || record.version === snapshot?.version) return;
        const gvizText = record.gvizText;
        const next = await buildSnapshot(
          gvizText,
          await runInSlices(contentVersion(gvizText)),
          new Date(record.loadedAt),
          prepare,
        );
        if (stopped) return;
        snapshot = next;
        heldBack = null;
        logger.info(
          { version: next.version, medicines: next.medicines.length },
          "catalogue taken from another process of this host",
        );
        served(next);
      } catch (error) {
        unusableKept = version;
        logger.warn({ err: error, file: kept.where }, "the catalogue another process kept cannot be built");
      }
    })().finally(() => {
      inFlight = null;
    });
    await inFlight;
  }

  function followKeptEvery(ms: number) {
    if (stopped || ms <= 0) return;
    followTimer = setTimeout(() => {
      void followKept().finally(() => followKeptEvery(ms));
    }, ms);
    followTimer.unref();
  }

  function scheduleNext() {
    if (stopped) return;
    // With nothing to serve, try again sooner than the normal refresh interval.
    const delaySeconds = snapshot ? refreshSeconds : Math.min(refreshSeconds, NO_CATALOGUE_RETRY_SECONDS);
    timer = setTimeout(() => {
      // With a catalogue served, one host of several reads the source per interval (claimRead);
      // the others take its version from `kept`. A claim that cannot be asked is taken.
      const claimed = snapshot && options.claimRead ? options.claimRead().catch(() => true) : Promise.resolve(true);
      void claimed.then((mine) => (mine ? refresh() : undefined)).finally(scheduleNext);
    }, delaySeconds * 1000);
    timer.unref();
  }

  function status(): { status: CatalogueHealth["status"]; reason: string | null } {
    if (!firstLoad) return { status: "loading", reason: null };
    if (!snapshot) {
      const reason = lastError?.message ?? heldBack?.reason ?? null;
      return { status: reason ? "error" : "loading", reason };
    }
    if (lastError) return { status: "stale", reason: lastError.message };
    if (heldBack) return { status: "degraded", reason: `catalogue held back: ${heldBack.reason}` };
    return { status: "ok", reason: null };
  }

  return {
    start() {
      if (firstLoad) return firstLoad;
      firstLoad = (async () => {
        if (await kept.has()) {
          // The server listens at once: pages wait for the kept catalogue to be built (about a
          // second for 100k rows), never for the sheet, which is read in the background after it.
          restoring = restoreFromDisk();
          ready = (async () => {
            if (await restoring) {
              void refresh().finally(scheduleNext);
              return;
            }
            await refresh();
            scheduleNext();
          })();
          return;
        }
        ready = refresh().then(scheduleNext);
        await ready;
      })();
      void firstLoad.then(() => followKeptEvery(options.followKeptMs ?? FOLLOW_KEPT_MS));
      return firstLoad;
    },
    stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      timer = null;
      if (followTimer) clearTimeout(followTimer);
      followTimer = null;
    },
    async read() {
      await (firstLoad ?? this.start());
      await ready;
      if (snapshot) return { snapshot, error: null };
      return { snapshot: null, error: status().reason ?? "An unknown error occurred" };
    },
    refresh,
    health() {
      return {
        ...status(),
        medicines: snapshot?.medicines.length ?? 0,
        version: snapshot?.version ?? null,
        loadedAt: snapshot?.loadedAt.toISOString() ?? null,
        checkedAt: checkedAt?.toISOString() ?? null,
        source: source.label,
        lastError: lastError && { message: lastError.message, at: lastError.at.toISOString() },
        heldBack,
      };
    },
  };
}
