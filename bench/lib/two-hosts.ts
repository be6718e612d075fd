/**
 * Two app hosts behind a load balancer, one PostgreSQL (docs/deployment.md), under load and
 * faults: what `npm run bench -- two-hosts` (bench/two-hosts.ts) measures and the two-host
 * browser spec (tests/e2e/two-hosts.spec.ts) checks. Each host is the production build
 * (`node server.js`) with its own DATA_DIR and PORT on loopback and the same ENQUIRY_LIST_SECRET,
 * SITE_URL and DATABASE_URL; HAProxy (Debian's package) sits in front of them with health checks
 * on /healthz. Every process here is started here and stopped by its own PID.
 */
import type { ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { readMail } from "../../app/enquiries/mime.test-support";
import { startSmtpPeer, type SmtpPeer } from "../../app/enquiries/smtp-peer.test-support";
import { startAppServer, type AppServer } from "../../scripts/lib/app-server";
import { startProcess, stopProcess } from "../../scripts/lib/processes";
import { FakeSheetServer } from "../../tests/e2e/support/fake-sheet-server";
import { buildGviz } from "../../tests/e2e/support/sheet-builder";
import { percentile, round } from "./stats";

/** Debian's HAProxy (installed by .ci/run). */
export const HAPROXY = "/usr/sbin/haproxy";

export const STAFF = "owner@pharma.example";
const SITE_URL = "https://pharma.example";
/** What every enquiry sent here says first: the rows of the run are found by it. */
export const MARK = "two-hosts";
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

type Answer = { at: number; ms: number; status: number; received: boolean; tryAgain: boolean; mark: string };

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

/**
 * A sheet with one row the import skips (the same medicine twice): the desk's morning e-mail then has something
 * to say (the rows skipped) from the first minute, and so goes out at start.
 */
function sheet(extra: readonly string[] = []): string {
  const rows = ["Dolo 650 Tablet", "Azee 500 Tablet", "Pan 40 Tablet", ...extra].map((name) => [
    name,
    "Paracetamol (650mg)",
    "Micro Labs Ltd",
  ]);
  return buildGviz(["Name", "Generic Name", "Manufacturer"], [...rows, rows[0]!]);
}

/** HAProxy's configuration: round robin over the two hosts, each checked on /healthz every second. */
export function haproxyConfig(port: number, hosts: readonly string[]): string {
  return [
    "global",
    "  maxconn 2000",
    "defaults",
    "  mode http",
    "  timeout connect 1s",
    "  timeout client 30s",
    "  timeout server 30s",
    // A connection refused (the host is dead) is tried on the other host; a request that reached a
    // host is never sent twice (HAProxy retries only connection failures by default).
    "  retries 3",
    "  option redispatch",
    "  option forwardfor",
    "frontend site",
    `  bind 127.0.0.1:${port}`,
    "  default_backend hosts",
    "backend hosts",
    "  balance roundrobin",
    // HTTP/1.1 with a Host, as the app answers every request (HTTP/1.0 without one is refused).
    "  option httpchk",
    "  http-check send meth GET uri /healthz ver HTTP/1.1 hdr Host localhost",
    "  http-check expect status 200",
    // A dead host refuses at once (three checks a second apart); a busy one has 3 s to answer.
    "  timeout check 3s",
    "  default-server inter 1s fall 3 rise 1",
    // A page asked of the host that died mid-answer is asked of the other; a form sent is never
    // sent again (a host may have stored it before it died).
    "  retry-on conn-failure empty-response response-timeout",
    "  http-request disable-l7-retry unless METH_GET",
    ...hosts.map((url, index) => `  server host${index + 1} ${new URL(url).host} check`),
    "",
  ].join("\n");
}

async function freePort(): Promise<number> {
  const { createServer } = await import("node:net");
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

async function startHaproxy(tempDir: string, hosts: readonly string[]): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const folder = path.join(tempDir, "haproxy");
  await mkdir(folder, { recursive: true });
  const config = path.join(folder, "haproxy.cfg");
  await writeFile(config, haproxyConfig(port, hosts));
  // -db: in the foreground, not a daemon, so that it is stopped by its own PID.
  const child = startProcess(HAPROXY, ["-f", config, "-db"], { stdio: ["ignore", "ignore", "pipe"] });
  let errors = "";
  child.stderr?.on("data", (chunk: Buffer) => (errors += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`haproxy exited with ${child.exitCode}: ${errors}`);
    const ok = await fetch(`${url}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return { url, child };
    if (Date.now() > deadline) throw new Error(`haproxy did not serve: ${errors}`);
    await sleep(100);
  }
}

/** Sends the contact form as a browser without JavaScript does, through the load balancer. */
async function sendEnquiry(url: string, started: number): Promise<Answer> {
  const mark = `${MARK} ${randomUUID()}`;
  const body = new URLSearchParams({
    name: "Asha Kumari",
    email: "asha@example.com",
    message: mark,
    token: randomUUID(),
    website: "",
  });
  const at = performance.now() - started;
  try {
    const response = await fetch(`${url}/contact`, { method: "POST", body, signal: AbortSignal.timeout(15_000) });
    const html = await response.text();
    return {
      at,
      ms: performance.now() - started - at,
      status: response.status,
      received: response.status === 200 && html.includes("received"),
      tryAgain: response.status === 503 && html.includes("could not be saved just now"),
      mark,
    };
  } catch {
    return { at, ms: performance.now() - started - at, status: 0, received: false, tryAgain: false, mark };
  }
}

/** Signs in through the load balancer (form, e-mail, link) and returns the session cookie. */
async function signIn(url: string, peer: SmtpPeer): Promise<string> {
  const seen = peer.received.length;
  const asked = await fetch(`${url}/desk/sign-in`, {
    method: "POST",
    body: new URLSearchParams({ email: STAFF }),
    redirect: "manual",
  });
  if (asked.status >= 400) throw new Error(`sign-in request answered ${asked.status}`);
  const deadline = Date.now() + 15_000;
  let link: string | null = null;
  while (!link) {
    const mail = peer.received.slice(seen).find((raw) => readMail(raw).subject.startsWith("Sign in to"));
    link = mail ? (/https?:\/\/\S+\/desk\/sign-in\/link\?token=[\w-]+/.exec(readMail(mail).text)?.[0] ?? null) : null;
    if (!link && Date.now() > deadline) throw new Error("no sign-in e-mail");
    if (!link) await sleep(100);
  }
  const address = new URL(link);
  const opened = await fetch(`${url}${address.pathname}${address.search}`, { redirect: "manual" });
  const cookie = opened.headers
    .getSetCookie()
    .map((header) => header.split(";")[0]!)
    .find((pair) => /^(__Host-)?desk_session=/.test(pair));
  if (!cookie)
    throw new Error(
      `the sign-in link ${address.pathname}${address.search} answered ${opened.status} without a session: ${(await opened.text()).slice(0, 300)}`,
    );
  return cookie;
}

/** Whether the desk's inbox opens on this host with the cookie (not sent back to sign in). */
async function deskOpens(host: string, cookie: string): Promise<boolean> {
  const response = await fetch(`${host}/desk`, { headers: { cookie }, redirect: "manual" });
  return response.status === 200 && (await response.text()).includes("Enquiries");
}

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
    // An answer sent well inside the outage (a request already past the database when it stopped may still be told "received").
    const inOutage = answers.filter(
      // `at` and `ms` are milliseconds, the window seconds.
      (answer) => answer.at > (window.from + 1) * 1000 && answer.at + answer.ms < window.to * 1000,
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

/** Changes the sheet and times how long the two hosts take to serve its version, from the first that does. */
async function agreeOnNewVersion(
  sheetServer: FakeSheetServer,
  first: AppServer,
  second: AppServer,
): Promise<number | null> {
  sheetServer.set("two-hosts", { body: sheet(["Crocin Advance Tablet"]) });
  const serves = async (host: AppServer) => {
    const response = await fetch(`${host.url}/medicines?search=crocin`).catch(() => null);
    return response?.status === 200 && (await response.text().catch(() => "")).includes("Crocin Advance Tablet");
  };
  const deadline = Date.now() + 30_000;
  let firstAt: number | null = null;
  while (Date.now() < deadline) {
    const [a, b] = await Promise.all([serves(first), serves(second)]);
    const now = Date.now();
    if ((a || b) && firstAt === null) firstAt = now;
    if (a && b) return round((now - (firstAt ?? now)) / 1000, 1);
    await sleep(100);
  }
  return null;
}

/** How many rows of the enquiries table hold each mark of this run. */
async function storedMarks(url: string): Promise<Map<string, number>> {
  if (url.startsWith("file:")) {
    // A SQLite file both hosts of one machine share (a dry run of this harness without PostgreSQL).
    const { createClient } = await import("@libsql/client");
    const sqlite = createClient({ url });
    try {
      const { rows } = await sqlite.execute({
        sql: "SELECT message, count(*) AS count FROM enquiries WHERE message LIKE ? GROUP BY message",
        args: [`${MARK} %`],
      });
      return new Map(rows.map((row) => [String(row.message), Number(row.count)]));
    } finally {
      sqlite.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ message: string; count: string }>(
      "SELECT message, count(*) AS count FROM enquiries WHERE message LIKE $1 GROUP BY message",
      [`${MARK} %`],
    );
    return new Map(rows.map((row) => [row.message, Number(row.count)]));
  } finally {
    await client.end();
  }
}
