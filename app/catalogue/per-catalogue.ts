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
export type PerCatalogueSteps<K, V> = {
  /** The value, built now (without pausing) on first use; a build under way is finished, not started again. */
  of(key: K): V;
  /** Builds the value as steps that may pause (app/catalogue/slices.ts), unless already built. */
  prepare(key: K): Steps<V>;
};

/**
 * {@link oncePerCatalogue} for a value built in steps, keyed by a catalogue version (its medicines
 * array or its snapshot): the server prepares it in slices when a sheet loads, so that no request
 * pays for it. A request that comes while the preparation is under way finishes that very build at
 * once rather than starting another; the preparation then finds the value made.
 */
export function oncePerCatalogueInSteps<K extends object, V>(build: (key: K) => Steps<V>): PerCatalogueSteps<K, V> {
  const values = new WeakMap<K, V>();
  const underWay = new WeakMap<K, Steps<V>>();

  function buildOf(key: K): Steps<V> {
    let steps = underWay.get(key);
    if (!steps) {
      steps = build(key);
      underWay.set(key, steps);
    }
    return steps;
  }
  function keep(key: K, value: V): V {
    values.set(key, value);
    underWay.delete(key);
    return value;
  }

  return {
    of(key) {
      return values.has(key) ? (values.get(key) as V) : keep(key, runNow(buildOf(key)));
    },
    *prepare(key) {
      const steps = buildOf(key);
      for (;;) {
        // Finished meanwhile by a request that could not wait.
        if (values.has(key)) return values.get(key) as V;
        const step = steps.next();
        if (step.done) return keep(key, step.value);
        yield;
      }
    },
  };
}
