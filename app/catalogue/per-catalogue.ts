import { runNow, type Steps } from "./slices";

/**
 * A value worked out once per catalogue version, never per request: kept in a WeakMap keyed by
 * the version's medicines array (a snapshot's array; a new version is a new array), so it lives
 * exactly as long as that version does.
 */
export function oncePerCatalogue<M, V>(build: (medicines: readonly M[]) => V): (medicines: readonly M[]) => V {
  const values = new WeakMap<readonly M[], V>();
  return (medicines) => {
    if (values.has(medicines)) return values.get(medicines) as V;
    const value = build(medicines);
    values.set(medicines, value);
    return value;
  };
}

/** A per-catalogue value whose building may pause: read at once, or prepared ahead in steps. */
export type PerCatalogueSteps<M, V> = {
  /** The value, built now (without pausing) on first use. */
  of(medicines: readonly M[]): V;
  /** Builds the value as steps that may pause (app/catalogue/slices.ts), unless already built. */
  prepare(medicines: readonly M[]): Steps<V>;
};

/** {@link oncePerCatalogue} for a value built in steps: the store prepares it while a sheet loads. */
export function oncePerCatalogueInSteps<M, V>(build: (medicines: readonly M[]) => Steps<V>): PerCatalogueSteps<M, V> {
  const values = new WeakMap<readonly M[], V>();
  function* prepare(medicines: readonly M[]): Steps<V> {
    if (values.has(medicines)) return values.get(medicines) as V;
    const value = yield* build(medicines);
    values.set(medicines, value);
    return value;
  }
  return { of: (medicines) => runNow(prepare(medicines)), prepare };
}
