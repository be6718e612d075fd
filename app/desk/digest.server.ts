import type { SearchMissStore, CatalogueStore } from "~/catalogue/index.server";
import { indiaIsoDate } from "~/formatting/india-time";
import type { Logger } from "~/server/logger.server";
import { errorReason } from "~/server/logger.server";
import type { StockRequestStore } from "~/back-in-stock/index.server";
import { digestEmail, metPerMedicine, waitingOf, type DigestFacts } from "./digest";
import { lostDemand } from "./lost-demand";
import type { DeskMail } from "./mail.server";
import type { DeskStore } from "./store.server";

const DAY_MS = 86_400_000;
/** Requests read at most for one e-mail: far more than the requests kept. */
const REQUESTS_READ = 50_000;
/** How often a process looks whether the morning e-mail is due. */
const CHECK_EVERY_MS = 60_000;

const indiaHour = new Intl.DateTimeFormat("en-IN", { timeZone: "Asia/Kolkata", hour: "numeric", hourCycle: "h23" });

export type DigestOutcome = "early" | "taken" | "nothing" | "sent" | "failed";

export type DigestOptions = {
  store: DeskStore;
  searchMisses: SearchMissStore;
  catalogue: Pick<CatalogueStore, "health" | "read">;
  /** "Notify me" requests: those met since the last e-mail, those still open. */
  stockRequests: Pick<StockRequestStore, "metSince" | "openRequests">;
  mail: DeskMail;
  staffEmails: readonly string[];
  /** DIGEST_HOUR: from this hour of India time on, the day's e-mail is due. */
  hour: number;
  site: { name: string; url: string };
  logger: Pick<Logger, "info" | "error">;
};

/**
 * The morning e-mail, once a day however many processes run: each looks every minute; once the
 * India hour has come, the first to insert the day's row (`desk_digests`, the date its primary
 * key) sends it; the others find the row there. A failed send is logged and not tried again that
 * day (a second e-mail is worse than a missed one: the desk shows the same).
 */
export function createDigest(options: DigestOptions) {
  async function facts(now: Date): Promise<DigestFacts> {
    const weekAgo = new Date(now.getTime() - 7 * DAY_MS);
    // Met since the last e-mail was claimed (a day ago, unless a day had nothing to say or was missed).
    const lastDigest = await options.store.lastDigestBefore(indiaIsoDate(now));
    const [counts, misses, lines, read, requests] = await Promise.all([
      options.store.digestCounts(new Date(now.getTime() - DAY_MS)),
      options.searchMisses.list({ since: weekAgo }),
      options.store.freeTextLines(weekAgo),
      options.catalogue.read(),
      // Another feature's store: out of reach, the e-mail goes without its part (and the log says why).
      Promise.all([
        options.stockRequests.metSince(lastDigest ?? new Date(now.getTime() - DAY_MS), REQUESTS_READ),
        options.stockRequests.openRequests(new Date(0), REQUESTS_READ),
      ]).catch((error: unknown) => {
        options.logger.error({ reason: errorReason(error) }, "desk morning e-mail: notify-me requests not read");
        return [[], []] as const;
      }),
    ]);
    const [met, open] = requests;
    const health = options.catalogue.health();
    const report = read.snapshot?.report;
    const sheet = [
      ...(health.status !== "ok" && health.reason ? [health.reason] : []),
      ...(report && report.skippedRowCount > 0 ? [`${report.skippedRowCount} rows skipped`] : []),
      ...(report && report.invalidCellCount > 0 ? [`${report.invalidCellCount} cells not readable`] : []),
    ];
    return {
      day: indiaIsoDate(now),
      ...counts,
      demand: lostDemand(misses, lines),
      sheet,
      met: metPerMedicine(met),
      waiting: waitingOf(open),
    };
  }

  async function runOnce(now = new Date()): Promise<DigestOutcome> {
    if (Number(indiaHour.format(now)) < options.hour) return "early";
    const day = indiaIsoDate(now);
    if (!(await options.store.claimDigest(day, now))) return "taken";
    try {
      const email = digestEmail(await facts(now), options.site);
      if (email) await options.mail.send({ to: [...options.staffEmails], ...email });
      await options.store.markDigestSent(day, new Date());
      options.logger.info(
        { day, sent: email !== null },
        email ? "desk morning e-mail sent" : "desk morning e-mail: nothing to say",
      );
      return email ? "sent" : "nothing";
    } catch (error) {
      options.logger.error({ day, reason: errorReason(error) }, "desk morning e-mail failed");
      return "failed";
    }
  }

  let timer: NodeJS.Timeout | null = null;
  return {
    runOnce,
    start() {
      const tick = () =>
        void runOnce().catch((error: unknown) =>
          options.logger.error({ reason: errorReason(error) }, "desk morning e-mail check failed"),
        );
      tick();
      timer = setInterval(tick, CHECK_EVERY_MS);
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}
