/** Positions ordered by key, ties in position order (a counting sort: keys are small integers). */
export function orderByKey(keys: Uint32Array, keyCount: number): { order: Uint32Array; starts: Uint32Array } {
  const starts = new Uint32Array(keyCount + 1);
  for (const key of keys) starts[key + 1]!++;
  for (let key = 0; key < keyCount; key++) starts[key + 1]! += starts[key]!;
  const order = new Uint32Array(keys.length);
  const next = starts.slice(0, keyCount);
  keys.forEach((key, position) => (order[next[key]!++] = position));
  return { order, starts };
}

/** The medicines grouped by one value: each position's code, and the positions of each code, ascending. */
export type Groups = {
  codeOf: Map<string, number>;
  codes: Uint32Array;
  /** Positions with code c: `positions[starts[c] .. starts[c + 1])`. */
  positions: Uint32Array;
  starts: Uint32Array;
};

export function groupsOf(values: readonly string[]): Groups {
  const codeOf = new Map<string, number>();
  const codes = new Uint32Array(values.length);
  values.forEach((value, position) => {
    let code = codeOf.get(value);
    if (code === undefined) {
      code = codeOf.size;
      codeOf.set(value, code);
    }
    codes[position] = code;
  });
  const { order, starts } = orderByKey(codes, codeOf.size);
  return { codeOf, codes, positions: order, starts };
}

/** How many positions have `code`. */
export function groupSize(groups: Groups, code: number): number {
  return groups.starts[code + 1]! - groups.starts[code]!;
}
