/**
 * Record positions in name order: the order a page of equally relevant results shows
 * (`nameRank`, each position's rank in name order, from query.ts).
 */

/** Positions in `nameRank` order (its inverse), once per `nameRank`; none when it is not a permutation. */
const orders = new WeakMap<Uint32Array, Uint32Array | null>();
export function orderOf(nameRank: Uint32Array): Uint32Array | null {
  let order = orders.get(nameRank);
  if (order === undefined) {
    order = new Uint32Array(nameRank.length).fill(0xffffffff);
    for (let position = 0; position < nameRank.length; position++) {
      const rank = nameRank[position]!;
      if (rank >= order.length || order[rank] !== 0xffffffff) {
        order = null;
        break;
      }
      order[rank] = position;
    }
    orders.set(nameRank, order);
  }
  return order;
}

/**
 * The first `count` of `positions` in `nameRank` order. Ranks and positions pack into one
 * number each (rank × 2³² + position, exact below 2⁵³), so a native numeric sort does the work;
 * for a short head of a long list, a selection first keeps only the candidates.
 */
export function smallestByRank(positions: Uint32Array, nameRank: Uint32Array, count: number): Uint32Array {
  const packed = new Float64Array(positions.length);
  for (let index = 0; index < positions.length; index++) {
    packed[index] = nameRank[positions[index]!]! * 4294967296 + positions[index]!;
  }
  let head = packed;
  if (count * 4 < packed.length) {
    selectSmallest(packed, count);
    head = packed.subarray(0, count);
  }
  head.sort();
  const result = new Uint32Array(head.length);
  for (let index = 0; index < head.length; index++) result[index] = head[index]! % 4294967296;
  return result;
}

/** Reorders `values` so that its `count` smallest come first, in any order (quickselect). */
function selectSmallest(values: Float64Array, count: number): void {
  let low = 0;
  let high = values.length - 1;
  const target = count - 1;
  while (low < high) {
    const pivot = values[(low + high) >>> 1]!;
    let left = low;
    let right = high;
    while (left <= right) {
      while (values[left]! < pivot) left++;
      while (values[right]! > pivot) right--;
      if (left <= right) {
        const swap = values[left]!;
        values[left++] = values[right]!;
        values[right--] = swap;
      }
    }
    if (target <= right) high = right;
    else if (target >= left) low = left;
    else return;
  }
}
