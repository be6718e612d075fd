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
