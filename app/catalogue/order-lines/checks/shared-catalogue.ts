import { deserialize, serialize } from "node:v8";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { runNow, type Steps } from "~/catalogue/loading/slices";

/**
 * A catalogue version as the order-check workers receive it (docs/decisions/032-order-check-pool.md):
 * its medicines serialised once per version into one SharedArrayBuffer, which every task carries
 * without a copy; a worker reads it once, when it first meets the version. Serialised in pieces
 * with a pause between them, as the version loads (server/prepare-catalogue.ts), so that no
 * request waits for it.
 */
export type SharedCatalogue = {
  /** Unique per catalogue (per medicines array) in this process: what a worker keeps its copy under. */
  key: string;
  buffer: SharedArrayBuffer;
  /** Where each piece starts in `buffer`, and where the last ends. */
  offsets: number[];
};

/** Medicines serialised between two pauses: about 5 ms at 11.8k rows. */
const PIECE = 1000;

const shared = new WeakMap<readonly Medicine[], SharedCatalogue>();
let catalogues = 0;

/** The catalogue as workers receive it, serialised in pieces (steps that may pause). */
export function* prepareSharedCatalogue(medicines: readonly Medicine[]): Steps<SharedCatalogue> {
  const kept = shared.get(medicines);
  if (kept) return kept;
  const pieces: Buffer[] = [];
  for (let start = 0; start < medicines.length || start === 0; start += PIECE) {
    pieces.push(serialize(medicines.slice(start, start + PIECE)));
    yield;
  }
  const offsets = [0];
  for (const piece of pieces) offsets.push(offsets.at(-1)! + piece.length);
  const buffer = new SharedArrayBuffer(offsets.at(-1)!);
  const view = new Uint8Array(buffer);
  pieces.forEach((piece, at) => view.set(piece, offsets[at]));
  const catalogue = { key: `${process.pid}-${++catalogues}`, buffer, offsets };
  shared.set(medicines, catalogue);
  return catalogue;
}

/** The catalogue as workers receive it: prepared with the version, or (its preparation failed) now. */
export function sharedCatalogueOf(medicines: readonly Medicine[]): SharedCatalogue {
  return shared.get(medicines) ?? runNow(prepareSharedCatalogue(medicines));
}

/** The medicines a shared catalogue holds, in their order (in a worker). */
export function medicinesOf(catalogue: SharedCatalogue): Medicine[] {
  const view = new Uint8Array(catalogue.buffer);
  const medicines: Medicine[] = [];
  for (let at = 0; at + 1 < catalogue.offsets.length; at++) {
    // A copy: deserialize reads a Buffer, not a view of shared memory another thread may hold.
    const piece = Buffer.from(view.subarray(catalogue.offsets[at], catalogue.offsets[at + 1]));
    medicines.push(...(deserialize(piece) as Medicine[]));
  }
  return medicines;
}
