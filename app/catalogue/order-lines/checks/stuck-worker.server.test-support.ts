import type { CheckTask } from "./check-worker.server";

/** An order-check worker that never answers (a thread stuck in a loop it cannot leave, as far as the pool can tell). */
export default function stuck(_task: CheckTask): Promise<never> {
  return new Promise<never>(() => {});
}
