import { seededRandom } from "../random";

// ---------------------------------------------------------------------------------------
// Deterministic pseudo-randomness (scripts/lib/random.ts), seeded per product and purpose.
// ---------------------------------------------------------------------------------------

export const SEED = "patna-sample-catalogue-v1";

/** A PRNG for one decision about one product, independent of row order. */
export const rng = (...key: string[]): (() => number) => seededRandom(SEED, ...key);
