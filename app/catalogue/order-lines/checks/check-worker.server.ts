import type { Medicine } from "~/catalogue/medicine/medicine";
import { runCheck, type CheckJob, type PlainAnswer } from "./check-jobs.server";
import { medicinesOf, type SharedCatalogue } from "./shared-catalogue";
import { runAsBackgroundThread } from "~/server/worker-threads.server";

/**
 * An order-check worker (check-pool.server.ts runs a few in worker threads): keeps the catalogue
 * of the last version it met, read once from the shared buffer, its search index built on the
 * first check (~0.5 s at 11.8k rows) and kept with it.
 */
export type CheckTask = { catalogue: SharedCatalogue; job: CheckJob };

// Checks are background work beside the thread that answers requests.
runAsBackgroundThread();

let kept: { key: string; medicines: Medicine[] } | null = null;

export default function check({ catalogue, job }: CheckTask): PlainAnswer {
  if (kept?.key !== catalogue.key) kept = { key: catalogue.key, medicines: medicinesOf(catalogue) };
  return runCheck(kept.medicines, job);
}
