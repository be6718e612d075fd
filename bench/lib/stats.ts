/** Small statistics for benchmark samples. Every function takes unsorted samples. */

/** Nearest-rank percentile (p in 0–100) of the samples. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!;
}

export const median = (samples: readonly number[]): number => percentile(samples, 50);

export const min = (samples: readonly number[]): number => Math.min(...samples);

/** Rounds for the JSON results: enough digits to compare runs, no float noise. */
export function round(value: number, digits = 2): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}

/** Megabytes (10^6 bytes), as DESIGN.md's targets count them. */
export const megabytes = (bytes: number): number => round(bytes / 1e6, 1);
