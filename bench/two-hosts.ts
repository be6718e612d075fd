/**
 * `npm run bench -- two-hosts`: two app hosts behind HAProxy on one throw-away PostgreSQL
 * (bench/lib/two-hosts.ts; docs/deployment.md), 50 concurrent senders of the enquiry form for
 * `--duration` seconds (default 30), one host killed with SIGKILL mid-run, then PostgreSQL stopped
 * for 10 s and started again. The targets of issue 41; figures in docs/performance.md.
 */
import path from "node:path";
import { mkdir } from "node:fs/promises";
import { startThrowawayPostgres } from "../app/server/postgres-cluster.test-support";
import { runTwoHosts, type TwoHostsOutcome } from "./lib/two-hosts";
import { environment, printTargets, type TargetCheck, writeResult } from "./lib/results";

const CONCURRENCY = 50;
const OUTAGE_SECONDS = 10;

/** What the outcome must show: nothing acknowledged lost or stored twice, the site up throughout. */
export function twoHostsTargets(outcome: TwoHostsOutcome): TargetCheck[] {
  return [
    { target: "acknowledged enquiries lost", limit: "0", measured: String(outcome.lost), met: outcome.lost === 0 },
    {
      target: "enquiries stored twice",
      limit: "0",
      measured: String(outcome.storedTwice),
      met: outcome.storedTwice === 0,
    },
    {
      target: "catalogue pages failed through the balancer / on the surviving host",
      limit: "0 / 0",
      measured: `${outcome.catalogue.failures} of ${outcome.catalogue.checks} / ${outcome.catalogue.survivorFailures} of ${outcome.catalogue.survivorChecks}`,
      met: outcome.catalogue.failures === 0 && outcome.catalogue.survivorFailures === 0,
    },
    {
      target: "form answers during the database outage: 'send it again' (503) / 'received'",
      limit: "all / 0",
      measured: `${outcome.outage.tryAgain} of ${outcome.outage.answers} / ${outcome.outage.received}`,
      met: outcome.outage.answers > 0 && outcome.outage.received === 0 && outcome.outage.other === 0,
    },
    {
      target: "enquiries acknowledged after PostgreSQL is back",
      limit: "> 0",
      measured: String(outcome.afterOutage.acknowledged),
      met: outcome.afterOutage.acknowledged > 0,
    },
    {
      target: "a staff session made through the balancer opens the desk on each host",
      limit: "both",
      measured: `first ${outcome.session.first ? "yes" : "no"}, second ${outcome.session.second ? "yes" : "no"}`,
      met: outcome.session.first && outcome.session.second,
    },
    {
      target: "morning e-mails sent by the two hosts",
      limit: "1",
      measured: String(outcome.morningEmails),
      met: outcome.morningEmails === 1,
    },
    {
      target: "both hosts serve a changed sheet's version, from the first that did",
      limit: "≤ 10 s",
      measured: outcome.versionAgreedWithinSeconds === null ? "never" : `${outcome.versionAgreedWithinSeconds} s`,
      met: outcome.versionAgreedWithinSeconds !== null && outcome.versionAgreedWithinSeconds <= 10,
    },
  ];
}

export async function twoHostsBench(options: {
  tempDir: string;
  durationSeconds: number;
  note?: string;
}): Promise<TargetCheck[]> {
  const env = environment(options.note);
  const tempDir = path.join(options.tempDir, "two-hosts");
  await mkdir(tempDir, { recursive: true });
  const cluster = await startThrowawayPostgres();
  try {
    const duration = options.durationSeconds;
    // The kill a fifth of the way in; the outage after the halfway mark, with time to recover after it.
    const outcome = await runTwoHosts({
      database: { url: await cluster.createDatabase(), stop: cluster.stop, start: cluster.start },
      tempDir,
      concurrency: CONCURRENCY,
      durationSeconds: duration,
      killAtSeconds: Math.round(duration / 5),
      outageAtSeconds: Math.max(Math.round(duration / 2) - OUTAGE_SECONDS / 2, Math.round(duration / 5) + 2),
      outageSeconds: OUTAGE_SECONDS,
      log: (line) => console.log(`  ${line}`),
    });
    const targets = twoHostsTargets(outcome);
    console.log(
      `  ${outcome.sent} sent, ${outcome.acknowledged} acknowledged (p50 ${outcome.storedMs.p50} ms, p99 ${outcome.storedMs.p99} ms), ${outcome.refused} told to send again, ${outcome.failed} cut or failed; statuses ${JSON.stringify(outcome.statuses)}`,
    );
    printTargets(targets);
    const file = await writeResult("two-hosts", {
      benchmark: "two-hosts",
      environment: env,
      concurrency: CONCURRENCY,
      durationSeconds: duration,
      outageSeconds: OUTAGE_SECONDS,
      outcome,
      targets,
    });
    console.log(`  → ${file}`);
    return targets;
  } finally {
    await cluster.remove();
  }
}
