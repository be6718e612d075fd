/**
 * Two app hosts behind a load balancer, one PostgreSQL (docs/deployment.md), under load and
 * faults: what `npm run bench -- two-hosts` (bench/two-hosts.ts) measures and the two-host
 * browser spec (tests/e2e/two-hosts.spec.ts) checks. Each host is the production build
 * (`node server.js`) with its own DATA_DIR and PORT on loopback and the same ENQUIRY_LIST_SECRET,
 * SITE_URL and DATABASE_URL; HAProxy (Debian's package) sits in front of them with health checks
 * on /healthz. Every process here is started here and stopped by its own PID.
 */
import { randomBytes } from "node:crypto";
import { mkdir } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { readMail } from "../../app/server/mime.test-support";
import { startSmtpPeer } from "../../app/server/smtp-peer.test-support";
import { startAppServer, type AppServer } from "../../scripts/lib/app-server";
import { stopProcess } from "../../scripts/lib/processes";
import { FakeSheetServer } from "../../tests/e2e/support/fake-sheet-server";
import { percentile, round } from "./stats";
import { startHaproxy } from "./two-hosts/haproxy";
import {
  agreeOnNewVersion,
  type Answer,
  deskOpens,
  sendEnquiry,
  sheet,
  signIn,
  STAFF,
  storedMarks,
} from "./two-hosts/probes";

const SITE_URL = "https://pharma.example";
/** The sheet's refresh interval unless the plan gives one. */
const REFRESH_SECONDS = 5;

/** The database the hosts share, which the run stops and starts again. */
export type SharedDatabase = { url: string; stop(): Promise<void>; start(): Promise<void> };

export type TwoHostsPlan = {
  database: SharedDatabase;
  /** Where the data folders and HAProxy's configuration go. */
  tempDir: string;
  /** Concurrent senders of the enquiry form. */
  concurrency: number;
  durationSeconds: number;
  /** Seconds into the load when the second host is killed (SIGKILL). */
  killAtSeconds: number;
  /** Seconds into the load when PostgreSQL is stopped, and for how long. */
  outageAtSeconds: number;
  outageSeconds: number;
  /** CATALOGUE_REFRESH_SECONDS of the hosts (default 5). */
  refreshSeconds?: number;
  log?: (line: string) => void;
  /** Run once PostgreSQL is stopped, given the balancer's address (a browser's visit); the outage lasts until it ends. */
  duringOutage?: (url: string) => Promise<void>;
};

export type TwoHostsOutcome = {
  sent: number;
  acknowledged: number;
  /** 503 with the form's "send it again" message. */
  refused: number;
  /** Anything else: the host killed mid-request (502), a timeout… */
  failed: number;
  lost: number;
  storedTwice: number;
  /** Stored, though the sender was not told so (the host died before answering): none is lost. */
  storedUnacknowledged: number;
  storedMs: { p50: number; p99: number };
  outage: { answers: number; received: number; tryAgain: number; other: number };
  afterOutage: { acknowledged: number };
  catalogue: { checks: number; failures: number; survivorChecks: number; survivorFailures: number };
  /** Both hosts took the version the sheet changed to, within this many seconds of the first. */
  versionAgreedWithinSeconds: number | null;
  session: { signedInOn: "first" | "second"; first: boolean; second: boolean };
  morningEmails: number;
  /** How the surviving host ended during the run: null while it runs (as it should). */
  survivorExit: number | string | null;
  /** The surviving host's error lines (level 50 and up), the first 20: what to read when a target is missed. */
  errors: string[];
  /** How many answers had each HTTP status (0: no answer). */
  statuses: Record<string, number>;
  /** How often the hosts read the sheet during the load, against its refresh intervals. */
  sheet: { reads: number; intervals: number };
};

/** Runs the whole plan; every process started is stopped before it returns or throws. */
export async function runTwoHosts(plan: TwoHostsPlan): Promise<TwoHostsOutcome> {
  const log = plan.log ?? (() => {});
  const refreshSeconds = plan.refreshSeconds ?? REFRESH_SECONDS;
  const stack: (() => Promise<void>)[] = [];
  try {
    const sheetServer = new FakeSheetServer();
    await sheetServer.start();
    stack.push(() => sheetServer.stop());
    sheetServer.set("two-hosts", { body: sheet() });
    const peer = await startSmtpPeer();
    stack.push(() => peer.close());

    const env = {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "info",
      WEB_CONCURRENCY: "1",
      DATABASE_URL: plan.database.url,
      ENQUIRY_LIST_SECRET: randomBytes(32).toString("hex"),
      SITE_URL,
      TRUST_PROXY: "loopback",
      CATALOGUE_SOURCE: sheetServer.url("two-hosts"),
      // One host per interval reads the sheet (claimed in the database); the other follows its version.
      CATALOGUE_REFRESH_SECONDS: String(refreshSeconds),
      CATALOGUE_RETRY_BASE_MS: "20",
      SMTP_URL: peer.url,
      ENQUIRY_TO: "orders@pharma.example",
      ENQUIRY_FROM: "website@pharma.example",
      ENQUIRY_RATE_LIMIT: "1000000",
      STAFF_EMAILS: STAFF,
      // Due from midnight: the morning e-mail goes at start, once for both hosts.
      DIGEST_HOUR: "0",
    };
    const start = (name: string) =>
      startAppServer({ env, dataDir: path.join(plan.tempDir, name), keepLogLines: 2_000, timeoutMs: 30_000 });
    await Promise.all([mkdir(path.join(plan.tempDir, "first")), mkdir(path.join(plan.tempDir, "second"))]);
    const hosts: AppServer[] = await Promise.all([start("first"), start("second")]);
    for (const host of hosts) stack.push(() => host.stop());
    const [first, second] = hosts as [AppServer, AppServer];
    log(`hosts on ${first.url} and ${second.url}`);
    const balancer = await startHaproxy(plan.tempDir, [first.url, second.url]);
    stack.push(() => stopProcess(balancer.child, 3_000));
    log(`HAProxy on ${balancer.url}`);

    // A staff session made through the balancer is valid on each host.
    const cookie = await signIn(balancer.url, peer);
    const session = {
      signedInOn: "first" as const,
      first: await deskOpens(first.url, cookie),
      second: await deskOpens(second.url, cookie),
    };

    // The sheet changes: both hosts serve the new version within seconds of the first that read it.
    const versionAgreedWithinSeconds = await agreeOnNewVersion(sheetServer, first, second);

    const readsBefore = sheetServer.requests("two-hosts");
    const started = performance.now();
    const elapsed = () => (performance.now() - started) / 1000;
    const answers: Answer[] = [];
    const catalogue = { checks: 0, failures: 0, survivorChecks: 0, survivorFailures: 0 };
    let outage: { from: number; to: number } | null = null;
    const end = plan.durationSeconds;

    const sender = async () => {
      while (elapsed() < end) answers.push(await sendEnquiry(balancer.url, started));
    };
    /** Whether a catalogue page answers 200 whole (a connection cut mid-answer is a failure). */
    const pageServed = async (url: string) => {
      try {
        const response = await fetch(`${url}/medicines`, { signal: AbortSignal.timeout(5_000) });
        await response.arrayBuffer();
        return response.status === 200;
      } catch {
        return false;
      }
    };
    const watcher = async () => {
      while (elapsed() < end) {
        catalogue.checks++;
        if (!(await pageServed(balancer.url))) catalogue.failures++;
        catalogue.survivorChecks++;
        if (!(await pageServed(first.url))) catalogue.survivorFailures++;
        await sleep(200);
      }
    };
    const faults = async () => {
      await sleep(plan.killAtSeconds * 1000);
      log(`${elapsed().toFixed(1)} s: SIGKILL to the second host (PID ${second.child.pid})`);
      if (second.child.pid !== undefined) process.kill(second.child.pid, "SIGKILL");
      await sleep(Math.max(0, plan.outageAtSeconds - elapsed()) * 1000);
      log(`${elapsed().toFixed(1)} s: PostgreSQL stopped`);
      await plan.database.stop();
      const from = elapsed();
      await Promise.all([sleep(plan.outageSeconds * 1000), plan.duringOutage?.(balancer.url)]);
      await plan.database.start();
      outage = { from, to: elapsed() };
      log(`${elapsed().toFixed(1)} s: PostgreSQL started again`);
    };
    await Promise.all([...Array.from({ length: plan.concurrency }, sender), watcher(), faults()]);
    const sheetReads = {
      reads: sheetServer.requests("two-hosts") - readsBefore,
      intervals: Math.ceil(elapsed() / refreshSeconds),
    };
    const window = outage as { from: number; to: number } | null;
    if (!window) throw new Error("the outage did not happen within the run");

    // What the database holds against what the senders were told.
    const stored = await storedMarks(plan.database.url);
    const acknowledged = answers.filter((answer) => answer.received);
    const lost = acknowledged.filter((answer) => !stored.has(answer.mark)).length;
    const storedTwice = [...stored.values()].filter((count) => count > 1).length;
    const acknowledgedMarks = new Set(acknowledged.map((answer) => answer.mark));
    // An answer sent well inside the outage: a request already past the database when it stopped, or
    // one that reached it once it accepted connections again but before `pg_ctl start` returned (the
    // window's end), may rightly be told "received"; `lost` checks that every such answer is stored.
    const inOutage = answers.filter(
      // `at` and `ms` are milliseconds, the window seconds.
      (answer) => answer.at > (window.from + 1) * 1000 && answer.at + answer.ms < (window.to - 2) * 1000,
    );
    const morningEmails = peer.received.filter((raw) => readMail(raw).subject.includes("order desk:")).length;
    return {
      sent: answers.length,
      acknowledged: acknowledged.length,
      refused: answers.filter((answer) => answer.tryAgain).length,
      failed: answers.filter((answer) => !answer.received && !answer.tryAgain).length,
      lost,
      storedTwice,
      storedUnacknowledged: [...stored.keys()].filter((mark) => !acknowledgedMarks.has(mark)).length,
      storedMs: {
        p50: round(
          percentile(
            acknowledged.map((answer) => answer.ms),
            50,
          ),
          1,
        ),
        p99: round(
          percentile(
            acknowledged.map((answer) => answer.ms),
            99,
          ),
          1,
        ),
      },
      outage: {
        answers: inOutage.length,
        received: inOutage.filter((answer) => answer.received).length,
        tryAgain: inOutage.filter((answer) => answer.tryAgain).length,
        other: inOutage.filter((answer) => !answer.received && !answer.tryAgain).length,
      },
      afterOutage: { acknowledged: acknowledged.filter((answer) => answer.at > window.to * 1000).length },
      catalogue,
      versionAgreedWithinSeconds,
      session,
      morningEmails,
      survivorExit: first.child.exitCode ?? first.child.signalCode,
      errors: [...first.logs, ...second.logs]
        .filter((line) => /"level":[56]0|morning e-mail/.test(line) || !line.startsWith("{"))
        .slice(0, 20),
      statuses: Object.fromEntries(
        [...new Set(answers.map((answer) => answer.status))].map((status) => [
          String(status),
          answers.filter((answer) => answer.status === status).length,
        ]),
      ),
      sheet: sheetReads,
    };
  } finally {
    for (const stop of stack.reverse()) await stop().catch(() => undefined);
  }
}
