import { readFileSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import path from "node:path";
import { startAppServer as startServer, type AppServer } from "../scripts/lib/app-server";
import { freePort } from "../scripts/lib/processes";
import { SAMPLE_PATH } from "./lib/catalogues";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { percentile, round } from "./lib/stats";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { defaultDatabaseUrl } from "~/server/config.server";
import type { StoredEnquiry } from "~/enquiries/enquiry-store";
import { openEnquiryStore } from "~/enquiries/store.server";
import { encodeList, LIST_COOKIE_NAME } from "~/enquiry-list/cookie.server";
import type { EnquiryList } from "~/enquiry-list/list";

/**
 * Enquiry list reliability (docs/decisions/008-enquiry-list.md): 500 enquiry lists sent at once to
 * the built server, each with 1-8 lines; then 500 again while the server is killed with SIGKILL
 * part-way. Every enquiry answered "received" must be in the database after a restart with all its
 * lines, and no enquiry may be stored with only some of them (the lines are written in the
 * enquiry's transaction).
 */

const ENQUIRIES = 500;
const SECRET = "bench-enquiry-list-secret-0123456789abcdef";
const RECEIVED_TEXT = "Thank you, your enquiry list has been received.";

type Sent = { email: string; list: EnquiryList };
type Answer = { email: string; received: boolean; ms: number; status: number | null };

/** The lists the benchmark sends: medicines of the sample catalogue, a deterministic mix. */
function listsToSend(prefix: string): Sent[] {
  const { medicines } = catalogueFromGviz(readFileSync(SAMPLE_PATH, "utf8"));
  return Array.from({ length: ENQUIRIES }, (_, at) => {
    const count = 1 + (at % 8);
    const list = Array.from({ length: count }, (_, line) => {
      const medicine = medicines[(at * 37 + line * 101) % medicines.length]!;
      return { id: medicine.id, name: medicine.name, quantity: 1 + ((at + line) % 50) };
    });
    return { email: `${prefix}-${at}@bench.example`, list };
  });
}

async function send(url: string, sent: Sent): Promise<Answer> {
  const started = performance.now();
  const form = new URLSearchParams({
    intent: "send",
    token: crypto.randomUUID(),
    page: "/enquiry",
    name: "Bench Visitor",
    email: sent.email,
    phone: "+91 98765 43210",
    message: "",
  });
  try {
    const response = await fetch(`${url}/enquiry`, {
      method: "POST",
      body: form,
      headers: { Cookie: `${LIST_COOKIE_NAME}=${encodeList(sent.list, SECRET)}` },
    });
    const html = await response.text();
    return {
      email: sent.email,
      received: html.includes(RECEIVED_TEXT),
      ms: performance.now() - started,
      status: response.status,
    };
  } catch {
    return { email: sent.email, received: false, ms: performance.now() - started, status: null };
  }
}

async function start(dataDir: string): Promise<AppServer> {
  const port = await freePort();
  return startServer({
    port,
    dataDir,
    env: {
      ...process.env,
      LOG_LEVEL: "warn",
      SITE_URL: `http://127.0.0.1:${port}`,
      CATALOGUE_SOURCE: SAMPLE_PATH,
      SHEET_ID: undefined,
      SHEET_GID: undefined,
      SMTP_URL: undefined,
      ENQUIRY_TO: undefined,
      ENQUIRY_LIST_SECRET: SECRET,
      // Every request comes from 127.0.0.1: the rate limit would refuse all but the first few.
      ENQUIRY_RATE_LIMIT: "1000000",
      DATABASE_URL: undefined,
    },
    keepLogLines: 40,
  });
}

/** What the database holds after the run: each sent enquiry found by its address, with its lines. */
async function check(dataDir: string, sent: readonly Sent[], answers: readonly Answer[]) {
  const store = await openEnquiryStore({ url: defaultDatabaseUrl(dataDir) });
  let stored: StoredEnquiry[];
  try {
    stored = await store.list();
  } finally {
    store.close();
  }
  const byEmail = new Map(stored.map((enquiry) => [enquiry.email, enquiry]));
  const expected = new Map(sent.map((entry) => [entry.email, entry.list]));
  const sameLines = (enquiry: StoredEnquiry) => {
    const list = expected.get(enquiry.email) ?? [];
    return (
      enquiry.lines.length === list.length &&
      enquiry.lines.every(
        (line, at) =>
          line.medicineId === list[at]!.id && line.quantity === list[at]!.quantity && line.name === list[at]!.name,
      )
    );
  };
  const received = answers.filter((answer) => answer.received);
  return {
    answeredReceived: received.length,
    stored: stored.length,
    lostAfterReceived: received.filter((answer) => !byEmail.has(answer.email)).length,
    storedWithWrongOrPartialLines: stored.filter((enquiry) => !sameLines(enquiry)).length,
    linesStored: stored.reduce((total, enquiry) => total + enquiry.lines.length, 0),
  };
}

export async function enquiryListBench(options: { tempDir: string; note?: string }): Promise<TargetCheck[]> {
  console.log(`\nEnquiry list: ${ENQUIRIES} lists sent at once, then again with a kill -9 part-way`);

  // 1. All at once, the server left alone.
  const calmDir = await mkdtemp(path.join(options.tempDir, "enquiry-calm-"));
  const calmSent = listsToSend("calm");
  let server = await start(calmDir);
  const started = performance.now();
  const calmAnswers = await Promise.all(calmSent.map((entry) => send(server.url, entry)));
  const calmSeconds = (performance.now() - started) / 1000;
  await server.stop();
  const calm = {
    ...(await check(calmDir, calmSent, calmAnswers)),
    seconds: round(calmSeconds, 2),
    latencyMs: {
      p50: round(
        percentile(
          calmAnswers.map((answer) => answer.ms),
          50,
        ),
        0,
      ),
      p95: round(
        percentile(
          calmAnswers.map((answer) => answer.ms),
          95,
        ),
        0,
      ),
      max: round(Math.max(...calmAnswers.map((answer) => answer.ms)), 0),
    },
  };
  console.log(`  all at once: ${JSON.stringify(calm)}`);

  // 2. Killed part-way: SIGKILL once a fifth of the answers have come back.
  const killDir = await mkdtemp(path.join(options.tempDir, "enquiry-kill-"));
  const killSent = listsToSend("kill");
  server = await start(killDir);
  let answered = 0;
  let killed = false;
  const killAnswers = await Promise.all(
    killSent.map(async (entry) => {
      const answer = await send(server.url, entry);
      answered += 1;
      if (!killed && answered >= ENQUIRIES / 5) {
        killed = true;
        server.child.kill("SIGKILL");
      }
      return answer;
    }),
  );
  await server.stop();
  // The restart opens the database as the server does after a crash (WAL recovery, migrations).
  server = await start(killDir);
  await server.stop();
  const kill = await check(killDir, killSent, killAnswers);
  console.log(
    `  with kill -9: ${JSON.stringify({ ...kill, notAnswered: killAnswers.filter((a) => a.status === null).length })}`,
  );

  const checks: TargetCheck[] = [
    {
      target: `${ENQUIRIES} concurrent enquiry lists: all received and stored with their lines`,
      limit: `${ENQUIRIES} of ${ENQUIRIES}`,
      measured: `${calm.answeredReceived} received, ${calm.stored} stored, ${calm.storedWithWrongOrPartialLines} with wrong lines`,
      met: calm.answeredReceived === ENQUIRIES && calm.stored === ENQUIRIES && calm.storedWithWrongOrPartialLines === 0,
    },
    {
      target: "kill -9 during the sends: none answered received is lost, none stored with part of its lines",
      limit: "0 lost, 0 partial",
      measured: `${kill.lostAfterReceived} lost of ${kill.answeredReceived} received, ${kill.storedWithWrongOrPartialLines} partial`,
      met: kill.lostAfterReceived === 0 && kill.storedWithWrongOrPartialLines === 0,
    },
  ];
  printTargets(checks);
  const file = await writeResult("enquiry-list", {
    environment: environment(options.note),
    enquiries: ENQUIRIES,
    linesPerEnquiry: "1-8",
    calm,
    kill: { ...kill, notAnswered: killAnswers.filter((answer) => answer.status === null).length },
    checks,
  });
  console.log(`  wrote ${file}`);
  return checks;
}
