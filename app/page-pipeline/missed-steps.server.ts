import type { Logger } from "~/server/logger.server";

/** A step of the page pipeline (pipeline.server.ts) that found nothing of what it expects. */
export type MissedStep = { step: string; missing: string };

/** The log message of a missed step; the contract test (tests/e2e/page-pipeline.spec.ts) looks for it. */
export const MISSED_MESSAGE = "a page rewrite found nothing of what it expects: pages are sent without it";

const reported = new Set<string>();

/**
 * Logs each missed step once per process, as an error: the markup of React Router (or of the
 * site's own components) changed under it, which every page will show from now on. Pages are
 * still sent, without that step, rather than refused: each works without it, only slower
 * (styles, scripts) or without its scripts (hashes).
 */
export function reportMissedSteps(logger: Pick<Logger, "error">, missed: readonly MissedStep[]): void {
  for (const { step, missing } of missed) {
    if (reported.has(step)) continue;
    reported.add(step);
    logger.error({ step, missing }, MISSED_MESSAGE);
  }
}
