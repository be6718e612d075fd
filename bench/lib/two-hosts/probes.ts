/** What a two-hosts run asks of the hosts (bench/lib/two-hosts.ts): the sheet, an enquiry sent, the desk signed in and opened, the sheet's new version agreed, the enquiries stored. */
import { randomUUID } from "node:crypto";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { readMail } from "../../../app/server/mime.test-support";
import { type SmtpPeer } from "../../../app/server/smtp-peer.test-support";
import { type AppServer } from "../../../scripts/lib/app-server";
import { type FakeSheetServer } from "../../../tests/e2e/support/fake-sheet-server";
import { buildGviz } from "../../../tests/e2e/support/sheet-builder";
import { round } from "../stats";

export const STAFF = "owner@pharma.example";
/** What every enquiry sent here says first: the rows of the run are found by it. */
export const MARK = "two-hosts";

export type Answer = { at: number; ms: number; status: number; received: boolean; tryAgain: boolean; mark: string };

/**
 * A sheet with one row the import skips (the same medicine twice): the desk's morning e-mail then has something
 * to say (the rows skipped) from the first minute, and so goes out at start.
 */
export function sheet(extra: readonly string[] = []): string {
  const rows = ["Dolo 650 Tablet", "Azee 500 Tablet", "Pan 40 Tablet", ...extra].map((name) => [
    name,
    "Paracetamol (650mg)",
    "Micro Labs Ltd",
  ]);
  return buildGviz(["Name", "Generic Name", "Manufacturer"], [...rows, rows[0]!]);
}

/** Sends the contact form as a browser without JavaScript does, through the load balancer. */
export async function sendEnquiry(url: string, started: number): Promise<Answer> {
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
export async function signIn(url: string, peer: SmtpPeer): Promise<string> {
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
  // Opening the link only shows its "Sign in" button; the button's POST spends it (decision 65).
  const token = address.searchParams.get("token") ?? "";
  const opened = await fetch(`${url}${address.pathname}`, {
    method: "POST",
    body: new URLSearchParams({ token }),
    redirect: "manual",
  });
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
export async function deskOpens(host: string, cookie: string): Promise<boolean> {
  const response = await fetch(`${host}/desk`, { headers: { cookie }, redirect: "manual" });
  return response.status === 200 && (await response.text()).includes("Enquiries");
}

/** Changes the sheet and times how long the two hosts take to serve its version, from the first that does. */
export async function agreeOnNewVersion(
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
export async function storedMarks(url: string): Promise<Map<string, number>> {
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
