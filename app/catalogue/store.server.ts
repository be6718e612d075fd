import type { ImportReport } from "~/catalogue/import/report";
import { runInSlices, type Steps } from "./loading/slices";
import { buildSnapshot, type CatalogueSnapshot } from "./store-snapshot.server";

export type { CatalogueSnapshot };
import { contentVersion, keptInFile, type KeptCatalogue } from "./last-good.server";
import { acceptedVersion, shrinkReason } from "./shrink-guard.server";
import * as transition from "./store-state.server";
import { readSource, type CatalogueSource, type FetchPolicy } from "~/catalogue/sheet/source.server";

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

/** A write refused for want of space (ENOSPC) or of quota (EDQUOT). */
function isDiskFull(error: unknown): boolean {
  const code = error instanceof Error && "code" in error ? error.code : null;
  return code === "ENOSPC" || code === "EDQUOT";
}

function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : "An unknown error occurred";
}

/**
 * Creates the server's catalogue: an in-memory snapshot with background refresh and stale-if-error.
 * Its state is one record (store-state.server.ts) that only that module's named transitions change.
 */
export function createCatalogueStore(options: CatalogueStoreOptions): CatalogueStore {
  const { source, fetchPolicy, dataDir, refreshSeconds, minKeepRatio, logger } = options;
  const kept = options.kept ?? keptInFile(dataDir);
  const state = transition.newStoreState();

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

  function logReportIfChanged(report: ImportReport, version: string) {
    if (!transition.reportLogged(state, JSON.stringify(report))) return;
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
      // Served all the same; the older copy stays on disk (a restart starts from it), and the
      // check of the kept version every second leaves the newer one served (followKept).
      const why = isDiskFull(error) ? "disk full" : errorMessage(error);
      logger.error(
        { err: error, file: kept.where, version: current.version },
        `could not save the catalogue: ${why}; serving it from memory, the copy on disk is older`,
      );
    }
  }

  /** The catalogue a record kept on disk holds, built in slices. */
  async function buildKept(record: { gvizText: string; loadedAt: string }): Promise<CatalogueSnapshot> {
    const version = await runInSlices(contentVersion(record.gvizText));
    return buildSnapshot(record.gvizText, version, new Date(record.loadedAt), prepare);
  }

  async function restoreFromDisk(): Promise<boolean> {
    try {
      const record = await kept.read();
      if (!record) return false; // nothing kept yet
      const restored = await buildKept(record);
      transition.serve(state, restored);
      logger.info(
        {
          version: restored.version,
          medicines: restored.medicines.length,
          loadedAt: record.loadedAt,
          keptFrom: record.source,
        },
        "serving the last good catalogue kept on disk",
      );
      served(restored);
      return true;
    } catch (error) {
      logger.error({ err: error, file: kept.where }, "the kept catalogue on disk is unreadable; ignoring it");
      return false;
    }
  }

  /** Whether a newly built catalogue is taken; when not, it is held back and the log says why. */
  async function mayTake(next: CatalogueSnapshot): Promise<boolean> {
    const serving = state.serving;
    const reason = shrinkReason(next.medicines.length, serving?.medicines.length ?? null, minKeepRatio);
    if (!reason) return true;
    const details = {
      source: source.description,
      version: next.version,
      medicines: next.medicines.length,
      serving: serving?.version ?? null,
      servingMedicines: serving?.medicines.length ?? 0,
      reason,
    };
    if ((await acceptedVersion(dataDir)) === next.version) {
      logger.warn(details, "taking a catalogue that shrank: an operator accepted this version");
      return true;
    }
    if (state.heldBack?.version !== next.version) {
      logger.error(
        details,
        `catalogue held back: ${reason}; still serving the last good catalogue. If the change is real, accept it with \`npm run catalogue:check -- --accept\``,
      );
    }
    const at = new Date().toISOString();
    transition.holdBack(state, { version: next.version, medicines: next.medicines.length, reason, at });
    return false;
  }

  async function loadFromSource(): Promise<void> {
    try {
      const gvizText = await readSource(source, fetchPolicy);
      const version = await runInSlices(contentVersion(gvizText));
      const checkedAt = new Date();
      transition.sourceRead(state, checkedAt);
      if (state.serving?.version === version) {
        transition.sourceUnchanged(state);
        return;
      }
      // The same held-back sheet again: built again only once an operator has accepted it.
      if (state.heldBack?.version === version && (await acceptedVersion(dataDir)) !== version) return;
      const next = await buildSnapshot(gvizText, version, checkedAt, prepare);
      if (!(await mayTake(next))) return;
      const previous = state.serving;
      transition.serve(state, next);
      logger.info({ source: source.description, version, medicines: next.medicines.length }, "catalogue loaded");
      logReportIfChanged(next.report, version);
      // Kept first: the other processes of the host take it from the file (followKept), and the
      // work that follows serving (the price list files) would slow the writing down.
      await persist(gvizText, next);
      served(next);
      if (previous) replaced(previous, next);
    } catch (error) {
      const message = errorMessage(error);
      transition.sourceFailed(state, message, new Date());
      const serving = state.serving;
      logger.error(
        { source: source.description, reason: message, serving: serving?.version ?? null },
        serving ? "catalogue refresh failed; still serving the last good catalogue" : "catalogue load failed",
      );
    }
  }

  function refresh(): Promise<void> {
    if (state.work.name !== "idle") return state.work.done;
    // After the kept catalogue is built: a sheet is judged against it (shrink-guard.server.ts).
    const restoring = transition.restoringOf(state);
    return transition.beginWork(
      state,
      "refreshing",
      (async () => {
        await restoring;
        await loadFromSource();
      })(),
    );
  }

  /**
   * Takes the catalogue another process of the host kept (it read the source, built and took it,
   * shrink guard included) when it is a later reading than the one served here. Runs as a refresh
   * does, never beside one. A kept version that is not taken (it cannot be built, or it is older:
   * this process's newer reading could not be saved over it) is read once, not every second.
   */
  async function followKept(): Promise<void> {
    const version = await kept.version();
    const serving = state.serving;
    if (!serving || !version || version === serving.version || version === state.passedKept) return;
    if (state.work.name !== "idle") return;
    const following = (async () => {
      try {
        const record = await kept.read();
        const current = state.serving;
        if (!record || !current || record.version === current.version) return;
        // Versions are hashes: only the time of reading tells which is later. Taking an earlier one
        // would serve the catalogue going backwards (a full disk kept this process's newer one off it).
        if (Date.parse(record.loadedAt) <= current.loadedAt.getTime()) {
          transition.keptPassed(state, version);
          logger.warn(
            { kept: record.version, keptLoadedAt: record.loadedAt, serving: current.version, file: kept.where },
            "the catalogue kept on disk is older than the one served (the newer one could not be saved); still serving the newer one",
          );
          return;
        }
        const next = await buildKept(record);
        if (transition.isStopped(state)) return;
        transition.serve(state, next);
        logger.info(
          { version: next.version, medicines: next.medicines.length },
          "catalogue taken from another process of this host",
        );
        served(next);
      } catch (error) {
        transition.keptPassed(state, version);
        logger.warn({ err: error, file: kept.where }, "the catalogue another process kept cannot be built");
      }
    })();
    await transition.beginWork(state, "following", following);
  }

  function followKeptEvery(ms: number) {
    if (transition.isStopped(state) || ms <= 0) return;
    const timer = setTimeout(() => {
      void followKept().finally(() => followKeptEvery(ms));
    }, ms);
    timer.unref();
    transition.scheduled(state, "follow", timer);
  }

  function scheduleNext() {
    if (transition.isStopped(state)) return;
    // With nothing to serve, try again sooner than the normal refresh interval.
    const delaySeconds = state.serving ? refreshSeconds : Math.min(refreshSeconds, NO_CATALOGUE_RETRY_SECONDS);
    const timer = setTimeout(() => {
      // With a catalogue served, one host of several reads the source per interval (claimRead);
      // the others take its version from `kept`. A claim that cannot be asked is taken.
      const claimed =
        state.serving && options.claimRead ? options.claimRead().catch(() => true) : Promise.resolve(true);
      void claimed.then((mine) => (mine ? refresh() : undefined)).finally(scheduleNext);
    }, delaySeconds * 1000);
    timer.unref();
    transition.scheduled(state, "refresh", timer);
  }

  function status(): { status: CatalogueHealth["status"]; reason: string | null } {
    const { start, serving, lastError, heldBack } = state;
    if (start.name === "new") return { status: "loading", reason: null };
    if (!serving) {
      const reason = lastError?.message ?? heldBack?.reason ?? null;
      return { status: reason ? "error" : "loading", reason };
    }
    if (lastError) return { status: "stale", reason: lastError.message };
    if (heldBack) return { status: "degraded", reason: `catalogue held back: ${heldBack.reason}` };
    return { status: "ok", reason: null };
  }

  /**
   * With a catalogue kept on disk the server listens at once: pages wait for the kept catalogue to
   * be built (about a second for 100k rows), never for the sheet, which is read in the background
   * after it. Without one, the start waits for the first reading of the source.
   */
  async function startFromDiskOrSource(): Promise<void> {
    if (await kept.has()) {
      const restoring = restoreFromDisk();
      const ready = (async () => {
        if (await restoring) {
          void refresh().finally(scheduleNext);
          return;
        }
        await refresh();
        scheduleNext();
      })();
      transition.startRestoring(state, restoring, ready);
      return;
    }
    const ready = refresh().then(scheduleNext);
    transition.startReading(state, ready);
    await ready;
  }

  return {
    start() {
      const started = transition.startedOf(state);
      if (started) return started;
      const starting = startFromDiskOrSource();
      transition.startLooking(state, starting);
      void starting.then(() => followKeptEvery(options.followKeptMs ?? FOLLOW_KEPT_MS));
      return starting;
    },
    stop() {
      transition.stop(state);
    },
    async read() {
      await (transition.startedOf(state) ?? this.start());
      await transition.readyOf(state);
      const serving = state.serving;
      if (serving) return { snapshot: serving, error: null };
      return { snapshot: null, error: status().reason ?? "An unknown error occurred" };
    },
    refresh,
    health() {
      const { serving, checkedAt, lastError, heldBack } = state;
      return {
        ...status(),
        medicines: serving?.medicines.length ?? 0,
        version: serving?.version ?? null,
        loadedAt: serving?.loadedAt.toISOString() ?? null,
        checkedAt: checkedAt?.toISOString() ?? null,
        source: source.label,
        lastError: lastError && { message: lastError.message, at: lastError.at.toISOString() },
        heldBack,
      };
    },
  };
}
