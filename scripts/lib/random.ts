/**
 * Deterministic pseudo-randomness for the data-building scripts: an FNV-1a hash of a key seeds
 * mulberry32, so the same key always gives the same sequence on every machine.
 */

export function fnv1a(text: string): number {
  let hash = 0x811c9dc5;
  for (const byte of Buffer.from(text, "utf8")) {
    hash ^= byte;
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A PRNG for one decision keyed by text (seed, product, purpose), independent of row order. */
export function seededRandom(...key: string[]): () => number {
  return mulberry32(fnv1a(key.join("\u0000")));
}

export function between(random: () => number, min: number, max: number): number {
  return min + random() * (max - min);
}

export function intBetween(random: () => number, min: number, max: number): number {
  return Math.floor(between(random, min, max + 1));
}

export function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

export const round2 = (value: number): number => Math.round(value * 100) / 100;
