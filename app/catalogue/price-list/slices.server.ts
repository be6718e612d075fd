/**
 * Long work done in slices, so that one download of the whole catalogue never holds the event
 * loop for long: between two slices, the server answers other requests (docs/decisions/007).
 */

/**
 * Rows per slice. Excel rows cost about 25 µs each once warm, but the first slice of a workbook
 * several times more (bench/price-list.ts): 100 rows keep every turn well below the 50 ms bound,
 * and cost nothing measurable in total time.
 */
export const SLICE_ROWS = 100;

/** Resolves on the event loop's next turn, after the I/O and timers waiting now. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

/** The items in slices of `size`, the event loop's next turn awaited before each slice after the first. */
export async function* inSlices<T>(items: readonly T[], size: number = SLICE_ROWS): AsyncGenerator<readonly T[]> {
  for (let start = 0; start < items.length; start += size) {
    if (start > 0) await nextTurn();
    yield items.slice(start, start + size);
  }
}
