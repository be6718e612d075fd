import { runNow, type Steps } from "./slices";

/** A per-catalogue value whose building may pause: read at once, or prepared ahead in steps. */
export type PerCatalogueSteps<K, V> = {
  /** The value, built now (without pausing) on first use; a build under way is finished, not started again. */
  of(key: K): V;
  /** Builds the value as steps that may pause (app/catalogue/loading/slices.ts), unless already built. */
  prepare(key: K): Steps<V>;
  /** Whether the value is built, so that {@link of} answers without building anything. */
  isBuilt(key: K): boolean;
};

/**
 * A value worked out once per catalogue version, never per request, built in steps: kept in a
 * WeakMap keyed by the version (its medicines array or its snapshot; a new version is a new
 * object), so it lives exactly as long as that version does. The server prepares it in slices when
 * a sheet loads, so that no request pays for it. A request that comes while the preparation is
 * under way finishes that very build at once rather than starting another; the preparation then
 * finds the value made.
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
    isBuilt(key) {
      return values.has(key);
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
