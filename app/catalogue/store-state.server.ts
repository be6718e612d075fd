import type { CatalogueSnapshot, HeldBackCatalogue } from "./store.server";

/**
 * The catalogue store's state (store.server.ts): one record, changed only by the transitions
 * below, each named for what happened. The store's functions read it and call them; nothing else
 * assigns to it.
 */
export type StoreState = {
  /** How far the store has started: what `read()` waits for. */
  start: StartState;
  /** The one loading under way: a refresh from the source, or taking what another process kept. */
  work: WorkState;
  /** The timers of the next refresh and of the next look at the kept file; "stopped" for good. */
  timers: Timers | "stopped";
  /** The catalogue served, null before the first one. */
  serving: CatalogueSnapshot | null;
  /** When the source was last read successfully. */
  checkedAt: Date | null;
  /** Why the last reading of the source failed; null once one succeeds. */
  lastError: { message: string; at: Date } | null;
  /** A sheet that shrank too much to be taken (shrink-guard.server.ts). */
  heldBack: HeldBackCatalogue | null;
  /** The import report last logged: logged again only when it changes. */
  loggedReport: string;
  /**
   * A version kept on disk that is not taken: it could not be built, or it is older than the one
   * served (this process's newer one could not be saved). Not read again until the kept version changes.
   */
  passedKept: string | null;
};

/**
 * - `new`: start() not called yet;
 * - `looking-on-disk`: start() is checking for a catalogue kept on disk;
 * - `restoring`: one was kept; it is being built (`restoring`: true once served), the source is
 *   read after it, and `ready` settles once the kept one is served or, failing that, the source was read;
 * - `reading-source`: none was kept; `ready` settles once the source was read, successfully or not.
 */
export type StartState =
  | { name: "new" }
  | { name: "looking-on-disk"; started: Promise<void> }
  | { name: "restoring"; started: Promise<void>; restoring: Promise<boolean>; ready: Promise<void> }
  | { name: "reading-source"; started: Promise<void>; ready: Promise<void> };

/** `refreshing` and `following` never run side by side: a refresh asked for meanwhile waits for the one running. */
export type WorkState = { name: "idle" } | { name: "refreshing" | "following"; done: Promise<void> };

export type Timers = { refresh: NodeJS.Timeout | null; follow: NodeJS.Timeout | null };

export function newStoreState(): StoreState {
  return {
    start: { name: "new" },
    work: { name: "idle" },
    timers: { refresh: null, follow: null },
    serving: null,
    checkedAt: null,
    lastError: null,
    heldBack: null,
    loggedReport: "",
    passedKept: null,
  };
}

// Start.

/** start() was called: looking for a catalogue kept on disk. */
export function startLooking(state: StoreState, started: Promise<void>): void {
  state.start = { name: "looking-on-disk", started };
}

/** A catalogue was kept on disk: it is being built, and the source will be read after it. */
export function startRestoring(state: StoreState, restoring: Promise<boolean>, ready: Promise<void>): void {
  if (state.start.name !== "looking-on-disk") return;
  state.start = { name: "restoring", started: state.start.started, restoring, ready };
}

/** Nothing was kept on disk: the first catalogue comes from the source. */
export function startReading(state: StoreState, ready: Promise<void>): void {
  if (state.start.name !== "looking-on-disk") return;
  state.start = { name: "reading-source", started: state.start.started, ready };
}

/** What start() returns; null before it is called. */
export const startedOf = (state: StoreState): Promise<void> | null =>
  state.start.name === "new" ? null : state.start.started;

/** The building of the kept catalogue, which a reading of the source waits for (a sheet is judged against it). */
export const restoringOf = (state: StoreState): Promise<boolean> | null =>
  state.start.name === "restoring" ? state.start.restoring : null;

/** What a read waits for after the start: a catalogue to serve, or the first reading of the source failed. */
export const readyOf = (state: StoreState): Promise<void> | null =>
  state.start.name === "restoring" || state.start.name === "reading-source" ? state.start.ready : null;

// Work.

/** A refresh or a follow began; `done` settles when it has, and the work returns to idle. */
export function beginWork(state: StoreState, name: "refreshing" | "following", done: Promise<void>): Promise<void> {
  const work = { name, done: done.finally(() => workDone(state, work)) };
  state.work = work;
  return work.done;
}

function workDone(state: StoreState, work: WorkState): void {
  if (state.work === work) state.work = { name: "idle" };
}

// The catalogue served and what the source said.

/** A catalogue is served (from the source, from disk, or kept by another process): nothing is held back any more. */
export function serve(state: StoreState, snapshot: CatalogueSnapshot): void {
  state.serving = snapshot;
  state.heldBack = null;
}

/** The source was read: it answered, whatever it said. */
export function sourceRead(state: StoreState, at: Date): void {
  state.checkedAt = at;
  state.lastError = null;
}

/** The source gave the version served: a sheet held back before is no longer the source's latest. */
export function sourceUnchanged(state: StoreState): void {
  state.heldBack = null;
}

/** Reading, importing or building the source's catalogue failed; the one served (if any) stays. */
export function sourceFailed(state: StoreState, message: string, at: Date): void {
  state.lastError = { message, at };
}

/** The source's catalogue shrank too much: it is held back, the one served stays. */
export function holdBack(state: StoreState, heldBack: HeldBackCatalogue): void {
  state.heldBack = heldBack;
}

/** An import report is logged. Returns false when it is the one logged last (nothing to log). */
export function reportLogged(state: StoreState, report: string): boolean {
  if (report === state.loggedReport) return false;
  state.loggedReport = report;
  return true;
}

/** The version kept on disk cannot be built here, or is older than the one served: not tried again. */
export function keptPassed(state: StoreState, version: string): void {
  state.passedKept = version;
}

// Timers.

/** The next refresh or look at the kept file is set; a stopped store sets none. */
export function scheduled(state: StoreState, which: keyof Timers, timer: NodeJS.Timeout): void {
  if (state.timers === "stopped") {
    clearTimeout(timer);
    return;
  }
  state.timers[which] = timer;
}

/** The store stops for good: its timers are cleared and none is set again. */
export function stop(state: StoreState): void {
  if (state.timers !== "stopped") {
    if (state.timers.refresh) clearTimeout(state.timers.refresh);
    if (state.timers.follow) clearTimeout(state.timers.follow);
  }
  state.timers = "stopped";
}

export const isStopped = (state: StoreState): boolean => state.timers === "stopped";
