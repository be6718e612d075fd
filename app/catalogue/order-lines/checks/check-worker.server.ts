import { getPriority, setPriority } from "node:os";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { runCheck, type CheckJob, type PlainAnswer } from "./check-jobs.server";
import { medicinesOf, type SharedCatalogue } from "./shared-catalogue";
import { checkThreadNice } from "./settings.server";

/**
 * An order-check worker (check-pool.server.ts runs a few in worker threads): keeps the catalogue
 * of the last version it met, read once from the shared buffer, its search index built on the
 * first check (~0.5 s at 11.8k rows) and kept with it.
 */
export type CheckTask = { catalogue: SharedCatalogue; job: CheckJob };

// Checks are background work beside the thread that answers requests (CHECK_THREAD_NICER_BY).
if (process.platform === "linux") {
  try {
    setPriority(checkThreadNice(getPriority()));
  } catch {
    // Not allowed here (a sandbox's seccomp filter): the check runs at the process's priority.
  }
}

let kept: { key: string; medicines: Medicine[] } | null = null;

export default function check({ catalogue, job }: CheckTask): PlainAnswer {
  if (kept?.key !== catalogue.key) kept = { key: catalogue.key, medicines: medicinesOf(catalogue) };
  return runCheck(kept.medicines, job);
}
