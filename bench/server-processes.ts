import { createInterface } from "node:readline";
import autocannon from "autocannon";
import type { AppServer } from "../scripts/lib/app-server";
import { startAppServer } from "./lib/app-server";
import { round } from "./lib/stats";
import { defaultDatabaseUrl } from "~/server/config.server";
import { openEnquiryStore } from "~/enquiries/store.server";

/**
 * The server benchmark's WEB_CONCURRENCY=2 runs (server/cluster.ts): the built server as a
 * primary with two workers, and the same under load while one worker is killed with SIGKILL.
 */

export type Clustered = {
  server: AppServer;
  /** The primary's lines about its workers (the server keeps only its latest lines; workers log each enquiry). */
  lines: LogLine[];
  /** The primary and the workers running now (from the primary's log). */
  pids(): number[];
};

type LogLine = { msg?: string; pid?: number; time?: number };

const PRIMARY_MESSAGES = /"msg":"(serving on|worker listening|worker died)/;

/** The primary's lines about its workers, as they come. */
function followPrimary(server: AppServer): LogLine[] {
  const lines: LogLine[] = [];
  createInterface({ input: server.child.stdout! }).on("line", (line) => {
    if (PRIMARY_MESSAGES.test(line)) lines.push(JSON.parse(line) as LogLine);
  });
  // What was logged before this listener was added.
  for (const line of server.logs) if (PRIMARY_MESSAGES.test(line)) lines.push(JSON.parse(line) as LogLine);
  return lines;
}

async function until(condition: () => boolean, what: string, server: AppServer): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`${what} did not happen within 60 s:\n${server.logs.join("\n")}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Starts the built server (this one, or `build`'s) with two workers and resolves once both listen. */
export async function startClustered(
  tempDir: string,
  catalogueFile: string,
  env: Record<string, string | undefined> = {},
  build: { appDir?: string; serveNodeOptions?: readonly string[] } = {},
): Promise<Clustered> {
  // LOG_LEVEL info: the primary logs which workers listen and when one dies.
  const server = await startAppServer({
    tempDir,
    catalogueFile,
    appDir: build.appDir,
    serveNodeOptions: build.serveNodeOptions,
    env: { WEB_CONCURRENCY: "2", LOG_LEVEL: "info", ...env },
  });
  const lines = followPrimary(server);
  await until(() => lines.some((line) => line.msg?.startsWith("serving on")), "both workers listening", server);
  const pids = () => {
    const died = new Set(lines.filter((line) => line.msg === "worker died; replacing it").map((line) => line.pid));
    const workers = lines.filter((line) => line.msg === "worker listening" && !died.has(line.pid));
    return [server.child.pid!, ...workers.map((line) => line.pid!)];
  };
  return { server, lines, pids };
}

/** The sum of `measure` over processes; null when any could not be read. */
export async function sumOver(pids: readonly number[], measure: (pid: number) => Promise<number | null>) {
  const values = await Promise.all(pids.map(measure));
  return values.some((value) => value === null) ? null : values.reduce<number>((total, value) => total + value!, 0);
}

type KillRunOptions = {
  tempDir: string;
  catalogueFile: string;
  paths: readonly string[];
  durationSeconds: number;
  connections: number;
  headers: Record<string, string>;
};

const ENQUIRY_SENDERS = 8;

/**
 * autocannon on the search pages and eight senders posting contact enquiries one after another,
 * for `durationSeconds`; a third of the way in, one worker gets SIGKILL. Reports the failed
 * requests (a killed worker's in-flight requests and the connections it held), how soon the
 * primary replaced it, and whether every enquiry answered "received" is in the database.
 */
export async function workerKillRun(options: KillRunOptions) {
  console.log(
    `  WEB_CONCURRENCY=2, one worker killed with SIGKILL ${round(options.durationSeconds / 3, 1)} s into the load:`,
  );
  const clustered = await startClustered(options.tempDir, options.catalogueFile, {
    // Every enquiry comes from 127.0.0.1: the rate limit would refuse all but the first few.
    ENQUIRY_RATE_LIMIT: "1000000",
  });
  const { server } = clustered;
  const received: string[] = [];
  let enquiriesFailed = 0;
  let enquiriesSent = 0;
  let running = true;
  let killedPid = 0;
  let killedAt = 0;
  try {
    const load = autocannon({
      url: server.url,
      connections: options.connections,
      duration: options.durationSeconds,
      timeout: 10,
      headers: options.headers,
      requests: options.paths.map((requestPath) => ({ method: "GET", path: requestPath })),
    });
    const senders = Array.from({ length: ENQUIRY_SENDERS }, async (_, sender) => {
      for (let at = 0; running; at++) {
        const email = `kill-${sender}-${at}@bench.example`;
        enquiriesSent++;
        try {
          const response = await fetch(`${server.url}/contact`, {
            method: "POST",
            body: new URLSearchParams({
              token: crypto.randomUUID(),
              page: "/contact",
              name: "Bench Visitor",
              email,
              message: "Do you stock Dolo 650 in strips of 15?",
            }),
          });
          await response.arrayBuffer();
          if (response.status === 200) received.push(email);
          else enquiriesFailed++;
        } catch {
          enquiriesFailed++;
        }
      }
    });
    await new Promise((resolve) => setTimeout(resolve, (options.durationSeconds * 1000) / 3));
    killedPid = clustered.pids()[1]!;
    killedAt = Date.now();
    process.kill(killedPid, "SIGKILL");
    const result = await load;
    running = false;
    await Promise.all(senders);

    const { lines } = clustered;
    const replaced = () => lines.filter((line) => line.msg === "worker listening").length >= 3;
    await until(replaced, "the killed worker's replacement", server);
    const diedAt = lines.find((line) => line.msg === "worker died; replacing it")?.time ?? null;
    const replacedAt = lines.filter((line) => line.msg === "worker listening").at(2)?.time ?? null;
    // Read while the server still runs: stopping it removes its data folder. Every answered
    // enquiry was committed before its answer, so all of them are visible to this reader.
    const store = await openEnquiryStore({ url: defaultDatabaseUrl(server.dataDir) });
    let stored: Set<string>;
    try {
      stored = new Set((await store.list()).map((enquiry) => enquiry.email));
    } finally {
      store.close();
    }
    const entry = {
      durationSeconds: round(result.duration, 1),
      connections: options.connections,
      requests: result.latency.totalCount,
      requestsPerSecond: round(result.latency.totalCount / result.duration, 1),
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99, max: result.latency.max },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
      primaryNoticedDeathAfterMs: diedAt === null ? null : diedAt - killedAt,
      replacementListeningAfterMs: replacedAt === null ? null : replacedAt - killedAt,
      enquiries: {
        sent: enquiriesSent,
        received: received.length,
        failed: enquiriesFailed,
        stored: stored.size,
        lostAfterReceived: received.filter((email) => !stored.has(email)).length,
      },
    };
    console.log(
      `  kill -9  ${String(entry.requestsPerSecond).padStart(7)} req/s  p99 ${entry.latencyMs.p99} ms  ` +
        `errors ${entry.errors}, timeouts ${entry.timeouts}, non-2xx ${entry.non2xx} of ${entry.requests}; ` +
        `replaced after ${entry.replacementListeningAfterMs ?? "?"} ms; enquiries ${JSON.stringify(entry.enquiries)}`,
    );
    return entry;
  } finally {
    running = false;
    await server.stop();
  }
}
