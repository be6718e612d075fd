/**
 * Long catalogue work (parsing a sheet, importing its rows, building the per-catalogue indexes)
 * written once as a generator that `yield`s at points where it may pause, and run either at once
 * ({@link runNow}: tests, scripts, the browser) or in slices that give the event loop back
 * between them ({@link runInSlices}: the server's catalogue store, so that requests are answered
 * while a refreshed sheet loads; docs/architecture.md "Catalogue refresh").
 *
 * Both runners execute the very same steps in the same order, so both give the same result.
 * Pure and isomorphic: no Node APIs unless given one.
 */

/** A computation that yields (nothing) where it may pause and returns its result. */
export type Steps<T> = Generator<void, T, void>;

/** Runs the steps to their end without pausing. */
export function runNow<T>(steps: Steps<T>): T {
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
  }
}

export type SliceOptions = {
  /** How long a slice may run before the event loop gets a turn (checked at each yield). */
  budgetMs?: number;
  /**
   * Gives the event loop a turn: by default a macrotask (setImmediate, else setTimeout 0). It may
   * grant the next slice a budget of its own: an idle period's time remaining, say.
   */
  pause?: () => Promise<number | undefined>;
};

/**
 * About 10 ms of work, then a pause: a step between two yields takes a few ms at most, so a
 * slice stays well under the 50 ms a request may wait (docs/performance.md).
 */
export const SLICE_BUDGET_MS = 10;

/** A macrotask, not a microtask: timers and I/O (requests) run before the next slice. */
export function macrotask(): Promise<undefined> {
  const schedule: (callback: () => void) => unknown =
    typeof setImmediate === "function" ? setImmediate : (callback) => setTimeout(callback, 0);
  return new Promise((resolve) => void schedule(() => resolve(undefined)));
}

/**
 * Runs the steps in slices of about `budgetMs`, pausing between them. An error thrown by the
 * steps rejects the promise, as {@link runNow} would throw it.
 */
export async function runInSlices<T>(steps: Steps<T>, options: SliceOptions = {}): Promise<T> {
  const budgetMs = options.budgetMs ?? SLICE_BUDGET_MS;
  const pause = options.pause ?? macrotask;
  let sliceStart = performance.now();
  let sliceBudgetMs = budgetMs;
  for (;;) {
    const next = steps.next();
    if (next.done) return next.value;
    if (performance.now() - sliceStart >= sliceBudgetMs) {
      const granted = await pause();
      sliceStart = performance.now();
      sliceBudgetMs = granted ?? budgetMs;
    }
  }
}

/** Rows (or medicines) between two yields of a loop over a catalogue: well under a millisecond of work. */
export const ROWS_PER_STEP = 256;

/** Comparisons between two yields of {@link sortSteps}: about a millisecond with a collator. */
const COMPARISONS_PER_STEP = 1024;

/**
 * `items.slice().sort(compare)` as steps that may pause: a sort of 11.8k names with a collator is
 * 25–60 ms in one call. Sorts runs of {@link ROWS_PER_STEP} natively, then merges them. Both sorts are
 * stable, and a stable sort's order is fully fixed by the comparator, so the order is the same.
 */
export function* sortSteps<T>(items: readonly T[], compare: (a: T, b: T) => number): Steps<T[]> {
  const size = items.length;
  let from: T[] = new Array<T>(size);
  for (let start = 0; start < size; start += ROWS_PER_STEP) {
    const run = items.slice(start, start + ROWS_PER_STEP).sort(compare);
    for (let offset = 0; offset < run.length; offset++) from[start + offset] = run[offset]!;
    yield;
  }
  let to: T[] = new Array<T>(size);
  let comparisons = 0;
  for (let width = ROWS_PER_STEP; width < size; width *= 2) {
    for (let left = 0; left < size; left += 2 * width) {
      const middle = Math.min(left + width, size);
      const right = Math.min(left + 2 * width, size);
      let i = left;
      let j = middle;
      let k = left;
      while (i < middle && j < right) {
        // Ties take the left run's item first: that is what keeps the merge stable.
        to[k++] = compare(from[i]!, from[j]!) <= 0 ? from[i++]! : from[j++]!;
        if (++comparisons % COMPARISONS_PER_STEP === 0) yield;
      }
      while (i < middle) to[k++] = from[i++]!;
      while (j < right) to[k++] = from[j++]!;
    }
    [from, to] = [to, from];
  }
  return from;
}
