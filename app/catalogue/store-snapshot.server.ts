import { catalogueFromGvizSteps } from "~/catalogue/import/import";
import type { ImportReport } from "~/catalogue/import/report";
import type { Medicine } from "./medicine/medicine";
import { runInSlices, type Steps } from "./loading/slices";

/** One imported catalogue, immutable once built. */
export type CatalogueSnapshot = {
  readonly medicines: readonly Medicine[];
  readonly byId: ReadonlyMap<string, Medicine>;
  /** Content hash of the sheet's response: changes exactly when the catalogue does. */
  readonly version: string;
  /** When this version was first loaded. */
  readonly loadedAt: Date;
  readonly report: ImportReport;
};

function* snapshotSteps(
  gvizText: string,
  version: string,
  loadedAt: Date,
  prepare: (snapshot: CatalogueSnapshot) => Steps<void>,
): Steps<CatalogueSnapshot> {
  const { medicines, report } = yield* catalogueFromGvizSteps(gvizText);
  const snapshot: CatalogueSnapshot = {
    medicines,
    byId: new Map(medicines.map((medicine) => [medicine.id, medicine])),
    version,
    loadedAt,
    report,
  };
  // Built here, when the catalogue loads or refreshes, so that no request waits for it; what was
  // built is found again by the same snapshot and medicines array.
  yield* prepare(snapshot);
  return snapshot;
}

/**
 * Parses, imports and indexes a sheet in slices of about 10 ms (app/catalogue/loading/slices.ts), so that
 * requests are answered with the current snapshot while the next one is built: the 11.8k-row sheet
 * is 250–400 ms of work, which in one piece would hold every request (docs/architecture.md).
 */
export function buildSnapshot(
  gvizText: string,
  version: string,
  loadedAt: Date,
  prepare: (snapshot: CatalogueSnapshot) => Steps<void>,
): Promise<CatalogueSnapshot> {
  return runInSlices(snapshotSteps(gvizText, version, loadedAt, prepare));
}
