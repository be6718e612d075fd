import { Piscina } from "piscina";
import { runAsBackgroundThread } from "~/server/worker-threads.server";
import type { WorkbookPlan } from "./workbook-plan";
import { writeWorkbook } from "./write-workbook.server";

/** The workbook thread (workbook-pool.server.ts): writes one workbook at a time. */

// A workbook is background work beside the thread that answers requests.
runAsBackgroundThread();

/** The workbook's bytes, moved (not copied) to the thread that asked. */
export default async function write(plan: WorkbookPlan): Promise<ReturnType<typeof Piscina.move>> {
  return Piscina.move(await writeWorkbook(plan));
}
