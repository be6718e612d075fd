import { readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { type Cell, gvizResponse } from "../scripts/lib/gviz-writer";
import { type AppServer, startAppServer as startServer } from "../scripts/lib/app-server";
import { decodedBody } from "../scripts/lib/http-body";
import { FakeSheetServer } from "../tests/e2e/support/fake-sheet-server";
import { FIXTURE_COLUMNS } from "./fixtures/columns";
import { hostileInputsBench } from "./hostile-inputs";
import { startAppServer } from "./lib/app-server";
import { type CatalogueName, catalogueGviz, fixtureGviz } from "./lib/catalogues";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { round } from "./lib/stats";
import { manufacturerPageHref } from "~/catalogue/urls/links";
import { manufacturerDirectory } from "~/catalogue/manufacturers/manufacturers";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { defaultDatabaseUrl } from "~/server/config.server";
import { openEnquiryStore } from "~/enquiries/store.server";
import { databaseProbes, databaseTargets } from "./hostile-database";

/**
 * Hostile and faulty input (docs/performance.md, "Hostile requests"): each request an attacker or
 * a broken client can send, against the built server at 11.8k and 100k rows, with its status, the
 * server's CPU time for it (from /proc/<pid>/stat), its bytes, and the longest wait of /healthz
 * polled beside it; then the faults of bad luck (a sheet emptied, a restart while the sheet hangs,
 * the database file deleted, a DATA_DIR that cannot be written, what /healthz shows), each on a
 * server of its own at 11.8k rows. Bounded: each request and each start has a time limit.
 */

const CPU_LIMIT_MS = 100;
const BYTES_LIMIT = 2_000_000;
/** A probe that takes longer is cut off and reported so. */
const REQUEST_TIMEOUT_MS = 60_000;
/** How long a restart may take before the probe gives up on it. */
const START_LIMIT_MS = 60_000;
const POLL_PAUSE_MS = 20;
const CLOCK_TICK_MS = 10; // Linux's USER_HZ is 100

type Probe = {
  name: string;
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Sent as raw bytes: a request line no HTTP client sends (`OPTIONS *`, an absolute-form target). */
  raw?: string;
};

const BROWSER_ENCODING = { "Accept-Encoding": "br, gzip" };
const FORM_PATHS = ["/contact", "/enquiry"];

function requestProbes(manufacturerPath: string): Probe[] {
  const bodies = [
    { type: "text/plain", body: "name=A&email=a@example.com&message=hello" },
    { type: "application/json", body: '{"name":"A","message":"hello"}' },
    { type: "multipart/form-data; boundary=xyz", body: "--xyz\r\nbroken" },
  ];
  return [
    { name: "load-more page 10^12", path: "/medicines?page=1000000000000&paging=more" },
    { name: "page 10^12", path: "/medicines?page=1000000000000" },
    { name: "manufacturer load-more page 10^12", path: `${manufacturerPath}?paging=more&page=1000000000000` },
    // The first visit of a manufacturer builds its page's index; this is what each further one costs.
    { name: "manufacturer load-more again, page 10^12 − 1", path: `${manufacturerPath}?paging=more&page=999999999999` },
    { name: "404 of 4,000 segments", path: "/a".repeat(4000) },
    { name: "404 of 7,000 segments", path: "/b".repeat(7000) },
    ...FORM_PATHS.flatMap((formPath) =>
      bodies.map(({ type, body }) => ({
        name: `POST ${formPath} ${type.split(";")[0]}`,
        method: "POST",
        path: formPath,
        headers: { "Content-Type": type },
        body,
      })),
    ),
    { name: "DELETE /contact", method: "DELETE", path: "/contact" },
    { name: "absolute-form GET http://evil.example/about", path: "", raw: "GET http://evil.example/about HTTP/1.1" },
    { name: "OPTIONS *", path: "", raw: "OPTIONS * HTTP/1.1" },
    ...["/enquiry", "/contact", "/healthz", "/no-such-page"].map((page) => ({
      name: `If-None-Match on ${page}`,
      path: page,
      headers: { "If-None-Match": "ETAG" },
    })),
    { name: "printable price list", path: "/medicines/price-list" },
    { name: "price list CSV (whole catalogue)", path: "/medicines/price-list.csv" },
    { name: "price list Excel (whole catalogue)", path: "/medicines/price-list.xlsx" },
    // Past 12,000 medicines a view downloads in parts (a 404 when it is one file); each part of the whole catalogue is built ahead.
    { name: "price list Excel, part 2", path: "/medicines/price-list.xlsx?part=2" },
    // A view no one has asked for: its first part is built now, at most 12,000 rows whatever the catalogue's size.
    { name: "price list Excel of a new view (search=tab)", path: "/medicines/price-list.xlsx?search=tab" },
    // These three are made once per catalogue version on first ask: the second request is what each further one costs.
    { name: "catalogue.json", path: "/catalogue.json" },
    { name: "catalogue.json again", path: "/catalogue.json" },
    { name: "sitemap.xml", path: "/sitemap.xml" },
    { name: "sitemap.xml again", path: "/sitemap.xml" },
    // Past 50,000 addresses /sitemap.xml is an index, and the addresses are in its parts (a 404 when it is not split).
    { name: "sitemap part 1", path: "/sitemap/1.xml" },
    { name: "search suggestions q=a", path: "/search-suggestions?q=a" },
    { name: "search suggestions again, q=b", path: "/search-suggestions?q=b" },
    { name: "search suggestions q=100 chars", path: `/search-suggestions?q=${"tab ".repeat(25)}` },
    { name: "first load: home page", path: "/" },
  ];
}

/** The server's CPU time so far (user + system, all threads), ms; null where /proc is not. */
function cpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
    return (Number(fields[11]) + Number(fields[12])) * CLOCK_TICK_MS;
  } catch {
    return null;
  }
}

type Answer = { status: number; bytes: number; decodedBytes: number; headers: Record<string, string> };

/** One request; bytes as sent (compressed or not) and as decoded. */
function send(origin: string, probe: Probe): Promise<Answer> {
  if (probe.raw) return sendRaw(origin, probe.raw);
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${probe.path}`,
      {
        method: probe.method ?? "GET",
        headers: { ...BROWSER_ENCODING, ...probe.headers },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => {
          const body = Buffer.concat(chunks);
          const decoded = decodedBody(body, res.headers["content-encoding"]);
          const headers = Object.fromEntries(
            Object.entries(res.headers).map(([name, value]) => [
              name,
              Array.isArray(value) ? value.join(", ") : (value ?? ""),
            ]),
          );
          resolve({ status: res.statusCode ?? 0, bytes: body.byteLength, decodedBytes: decoded.byteLength, headers });
        });
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)));
    req.on("error", reject);
    req.end(probe.body);
  });
}

function sendRaw(origin: string, requestLine: string): Promise<Answer> {
  const { port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () =>
      socket.write(`${requestLine}\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`),
    );
    socket.setTimeout(REQUEST_TIMEOUT_MS, () => socket.destroy(new Error("no answer")));
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("latin1");
      const bodyBytes = Math.max(0, text.length - text.indexOf("\r\n\r\n") - 4);
      resolve({
        status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0),
        bytes: bodyBytes,
        decodedBytes: bodyBytes,
        headers: {},
      });
    });
  });
}

/** Polls /healthz, one request every POLL_PAUSE_MS, until stopped: the longest wait is how long the server was held. */
function healthzPoller(origin: string) {
  let running = true;
  let longest = 0;
  let polls = 0;
  const loop = (async () => {
    while (running) {
      const start = performance.now();
      try {
        await (await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) })).arrayBuffer();
      } catch {
        // A failed poll still counts as the time it waited.
      }
      longest = Math.max(longest, performance.now() - start);
      polls++;
      await new Promise((resolve) => setTimeout(resolve, POLL_PAUSE_MS));
    }
  })();
  return {
    async stop() {
      running = false;
      await loop;
      return { longestMs: round(longest), polls };
    },
  };
}

/** Below this much CPU in a quarter second the server is idle: a probe's figures are its own. */
const IDLE_CPU_MS = 20;
/**
 * At 100k rows the server builds the whole catalogue's price list files after it starts serving:
 * half a minute of CPU on a quiet machine, minutes on a busy one. Until it is done, its CPU would be
 * counted as the probes' (and the /healthz poll's cost, subtracted from each, would swallow them).
 */
const SETTLE_LIMIT_MS = 600_000;

/**
 * Waits until the server has been idle for a quarter second (at most SETTLE_LIMIT_MS): after a start it
 * still builds per-catalogue indexes in slices, and a probe cut off by its time limit may still be
 * rendering; either would be counted as the next probe's CPU.
 */
async function settle(server: AppServer): Promise<void> {
  const pid = server.child.pid!;
  const deadline = Date.now() + SETTLE_LIMIT_MS;
  while (Date.now() < deadline) {
    const before = cpuMs(pid);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const after = cpuMs(pid);
    if (before === null || after === null || after - before <= IDLE_CPU_MS) return;
  }
  throw new Error(`the server was still busy after ${SETTLE_LIMIT_MS / 1000} s: its CPU would be counted as a probe's`);
}

/** The CPU one /healthz poll costs the server, measured over a second of polling alone. */
async function pollCost(server: AppServer): Promise<number> {
  const pid = server.child.pid!;
  const before = cpuMs(pid) ?? 0;
  const poller = healthzPoller(server.url);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const { polls } = await poller.stop();
  return ((cpuMs(pid) ?? 0) - before) / Math.max(1, polls);
}

type ProbeResult = {
  probe: string;
  status: number | string;
  cpuMs: number | null;
  bytes: number;
  decodedBytes: number;
  healthzLongestMs: number;
  note?: string;
};

async function runProbe(server: AppServer, probe: Probe, perPoll: number, etag: string): Promise<ProbeResult> {
  const pid = server.child.pid!;
  const poller = healthzPoller(server.url);
  const before = cpuMs(pid);
  const headers = probe.headers?.["If-None-Match"] ? { ...probe.headers, "If-None-Match": etag } : probe.headers;
  let answer: Answer | null = null;
  let failure: string | null = null;
  try {
    answer = await send(server.url, { ...probe, headers });
  } catch (error) {
    failure = error instanceof Error ? error.message : String(error);
  }
  const after = cpuMs(pid);
  const { longestMs, polls } = await poller.stop();
  const cpu = before === null || after === null ? null : Math.max(0, round(after - before - polls * perPoll, 0));
  const result: ProbeResult = {
    probe: probe.name,
    status: answer?.status ?? `failed: ${failure}`,
    cpuMs: cpu,
    bytes: answer?.bytes ?? 0,
    decodedBytes: answer?.decodedBytes ?? 0,
    healthzLongestMs: longestMs,
  };
  if (answer && probe.headers?.["If-None-Match"])
    result.note = `Cache-Control: ${answer.headers["cache-control"] ?? "(none)"}`;
  return result;
}

function printProbe(result: ProbeResult): void {
  console.log(
    `  ${result.probe.padEnd(44)} ${String(result.status).padStart(4)}  CPU ${String(result.cpuMs ?? "?").padStart(6)} ms  ` +
      `${String(result.bytes).padStart(9)} B (${String(result.decodedBytes).padStart(9)} decoded)  /healthz ≤ ${result.healthzLongestMs} ms` +
      (result.note ? `  ${result.note}` : ""),
  );
}

/** The manufacturer with the most medicines: its page, asked for every medicine, is the largest it can be. */
function largestManufacturerPath(): string {
  const { medicines } = catalogueFromGviz(fixtureGviz());
  const largest = [...manufacturerDirectory(medicines).all].sort((a, b) => b.medicines.length - a.medicines.length)[0]!;
  return manufacturerPageHref(largest.name);
}

async function requestProbesAt(catalogue: CatalogueName, tempDir: string, manufacturerPath: string) {
  const catalogueFile = path.join(tempDir, `hostile-${catalogue}.gviz.txt`);
  writeFileSync(catalogueFile, catalogueGviz(catalogue), "utf8");
  const server = await startAppServer({ tempDir, catalogueFile });
  console.log(`\n  ${catalogue}: requests`);
  try {
    // The first page a process renders also compiles its code: warm up on ordinary pages first.
    for (const warmUp of ["/", "/medicines", "/medicines?page=2", "/about"])
      await send(server.url, { name: "", path: warmUp });
    await settle(server);
    const perPoll = await pollCost(server);
    const etag = (await send(server.url, { name: "etag", path: "/about" })).headers["etag"] ?? '"none"';
    const results: ProbeResult[] = [];
    for (const probe of requestProbes(manufacturerPath)) {
      await settle(server);
      const result = await runProbe(server, probe, perPoll, etag);
      printProbe(result);
      results.push(result);
    }
    return { catalogue, healthzPollCpuMs: round(perPoll, 2), results };
  } finally {
    await server.stop();
  }
}

/** A sheet of no rows: a valid answer, with the fixture's columns. */
const EMPTY_SHEET = gvizResponse(FIXTURE_COLUMNS, [] as Cell[][]);

/** Starts the built server on a sheet of the fake sheet server, logging at info, with `dataDir` kept. */
function startOnSheet(sheet: FakeSheetServer, name: string, dataDir: string, env: Record<string, string> = {}) {
  return startServer({
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "info",
      SITE_URL: "http://127.0.0.1",
      CATALOGUE_SOURCE: sheet.url(name),
      ...env,
    },
    dataDir,
    timeoutMs: START_LIMIT_MS,
    keepLogLines: 200,
  });
}

async function healthOf(server: AppServer) {
  return (await (await fetch(`${server.url}/healthz`)).json()) as {
    status: string;
    medicines: number;
    source?: string;
    version: string | null;
  };
}

const errorLines = (server: AppServer) =>
  server.logs.filter((line) => /"level":(50|60)/.test(line) || (!line.startsWith("{") && line.trim() !== "")).length;

/** The faults of bad luck, each on a server of its own (11.8k rows). */
async function faultProbes(tempDir: string) {
  console.log("\n  real-11.8k: faults");
  const sheet = new FakeSheetServer();
  await sheet.start();
  const fixture = fixtureGviz();
  const faults: Record<string, unknown> = {};
  const dataDir = (name: string) => {
    const dir = path.join(tempDir, `hostile-${name}`);
    rmSync(dir, { recursive: true, force: true });
    return dir;
  };
  try {
    // A sheet that answers 0 rows after a good catalogue.
    {
      sheet.set("emptied", { body: fixture });
      const server = await startOnSheet(sheet, "emptied", dataDir("emptied"), { CATALOGUE_REFRESH_SECONDS: "1" });
      try {
        const before = await healthOf(server);
        sheet.set("emptied", { body: EMPTY_SHEET });
        const deadline = Date.now() + 10_000;
        while (sheet.requests("emptied") < 3 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
        const after = await healthOf(server);
        const page = await send(server.url, { name: "catalogue", path: "/medicines" });
        faults.emptySheet = {
          medicinesBefore: before.medicines,
          medicinesAfter: after.medicines,
          healthStatusAfter: after.status,
          cataloguePageStatus: page.status,
        };
      } finally {
        await server.stop();
      }
    }
    // A restart while the sheet hangs, with a good catalogue on disk.
    {
      const dir = dataDir("hanging");
      sheet.set("hanging", { body: fixture });
      const first = await startOnSheet(sheet, "hanging", dir);
      await first.stop();
      sheet.set("hanging", { body: fixture, delayMs: 10 * 60_000 });
      const start = performance.now();
      let servingAfterMs: number | string;
      try {
        const second = await startOnSheet(sheet, "hanging", dir);
        servingAfterMs = round(performance.now() - start, 0);
        await second.stop();
      } catch {
        servingAfterMs = `not serving within ${START_LIMIT_MS / 1000} s`;
      }
      faults.restartWithHangingSheet = { servingAfterMs };
    }
    // The database file deleted while the server runs.
    {
      const dir = dataDir("deleted-db");
      sheet.set("deleted-db", { body: fixture });
      const server = await startOnSheet(sheet, "deleted-db", dir, { ENQUIRY_RATE_LIMIT: "1000" });
      const file = fileURLToPath(defaultDatabaseUrl(dir));
      const statuses: number[] = [];
      let errorsLogged = 0;
      try {
        for (const suffix of ["", "-wal", "-shm"]) rmSync(`${file}${suffix}`, { force: true });
        for (let index = 0; index < 3; index++) {
          const answer = await send(server.url, {
            name: "enquiry",
            method: "POST",
            path: "/contact",
            headers: { "Content-Type": "application/x-www-form-urlencoded" },
            body: new URLSearchParams({
              token: crypto.randomUUID(),
              page: "/contact",
              name: "Bench Visitor",
              email: `deleted-${index}@bench.example`,
              message: "Do you stock Dolo 650 in strips of 15?",
            }).toString(),
          });
          statuses.push(answer.status);
        }
        errorsLogged = errorLines(server);
      } finally {
        await server.stop();
      }
      const restarted = await startOnSheet(sheet, "deleted-db", dir);
      let stored = 0;
      try {
        const store = await openEnquiryStore({ url: defaultDatabaseUrl(dir) });
        try {
          stored = (await store.list()).filter((enquiry) => enquiry.email.startsWith("deleted-")).length;
        } finally {
          store.close();
        }
      } finally {
        await restarted.stop();
      }
      faults.databaseDeleted = {
        statuses,
        answered200: statuses.filter((s) => s === 200).length,
        storedAfterRestart: stored,
        errorLinesLogged: errorsLogged,
      };
    }
    // A DATA_DIR that cannot be written: a folder inside a file.
    {
      const blocker = path.join(tempDir, "hostile-not-a-folder");
      writeFileSync(blocker, "a file, not a folder\n");
      sheet.set("unwritable", { body: fixture });
      try {
        const server = await startOnSheet(sheet, "unwritable", path.join(blocker, "data"));
        await server.stop();
        faults.dataDirNotWritable = { started: true };
      } catch (error) {
        const lines = (error instanceof Error ? error.message : String(error)).split("\n").filter(Boolean);
        const message = lines.filter((line) => /"level":(50|60)|Error|error/.test(line)).at(-1) ?? lines.at(-1) ?? "";
        faults.dataDirNotWritable = { started: false, message: message.slice(0, 300) };
      }
    }
    // What /healthz tells anyone about the sheet.
    {
      const dir = dataDir("healthz");
      const secret = "1AbCdEfGhIjKlMnOpQrStUvWxYz0123456789-private";
      sheet.set(secret, { body: fixture });
      const server = await startOnSheet(sheet, secret, dir);
      try {
        const text = await (await fetch(`${server.url}/healthz`)).text();
        faults.healthzContents = { showsSheetAddress: text.includes(secret), body: text.slice(0, 400) };
      } finally {
        await server.stop();
      }
    }
  } finally {
    await sheet.stop();
  }
  for (const [name, value] of Object.entries(faults)) console.log(`  ${name.padEnd(24)} ${JSON.stringify(value)}`);
  return faults;
}

export async function hostileBench(options: {
  tempDir: string;
  note?: string;
  /** Uploads of each kind in the order input probes (bench/hostile-inputs.ts). */
  uploads: number;
  /** Another built copy of the app: the order input probes run against it too (before a change). */
  compareWith?: string | undefined;
}) {
  const env = environment(options.note);
  console.log("\n▶ hostile: hostile and faulty requests against the built server, 11.8k and 100k rows");
  const manufacturerPath = largestManufacturerPath();
  const catalogues = [];
  for (const catalogue of ["real-11.8k", "synthetic-100k"] as const) {
    catalogues.push(await requestProbesAt(catalogue, options.tempDir, manufacturerPath));
  }
  const faults = await faultProbes(options.tempDir);
  const inputs = await hostileInputsBench(options);
  // The database and the processes (bench/hostile-database.ts), with `--compare-with` also on the copy before.
  const database = await databaseProbes(options);
  const databaseBefore = options.compareWith
    ? await databaseProbes({ tempDir: options.tempDir, appDir: options.compareWith })
    : null;

  const large = catalogues.find((entry) => entry.catalogue === "synthetic-100k")!.results;
  const all = catalogues.flatMap((entry) => entry.results);
  const worstCpu = large.reduce((worst, result) => ((result.cpuMs ?? 0) > (worst.cpuMs ?? 0) ? result : worst));
  const worstBytes = large.reduce((worst, result) => (result.bytes > worst.bytes ? result : worst));
  const serverErrors = all.filter((result) => typeof result.status !== "number" || result.status >= 500);
  const publicRevalidations = all.filter((result) => result.status === 304 && result.note?.includes("public"));
  const targets: TargetCheck[] = [
    {
      target: "CPU of any single hostile request at 100k rows",
      limit: `≤ ${CPU_LIMIT_MS} ms`,
      measured: `${worstCpu.cpuMs} ms (${worstCpu.probe})`,
      met: (worstCpu.cpuMs ?? Infinity) <= CPU_LIMIT_MS,
    },
    {
      target: "bytes of any single hostile request at 100k rows (as sent)",
      limit: `≤ ${BYTES_LIMIT / 1e6} MB`,
      measured: `${round(worstBytes.bytes / 1e6, 2)} MB (${worstBytes.probe})`,
      met: worstBytes.bytes <= BYTES_LIMIT,
    },
    {
      target: "hostile requests answered 5xx or not at all",
      limit: "0",
      measured: `${serverErrors.length}${serverErrors.length ? ` (${[...new Set(serverErrors.map((r) => r.probe))].join("; ")})` : ""}`,
      met: serverErrors.length === 0,
    },
    {
      target: "private answers revalidated into a public 304",
      limit: "0",
      measured: String(publicRevalidations.length),
      met: publicRevalidations.length === 0,
    },
  ];
  targets.push(...inputs.targets);
  targets.push(...databaseTargets(database));
  printTargets(targets);
  const file = await writeResult("hostile", {
    benchmark: "hostile",
    environment: env,
    targets,
    catalogues,
    faults,
    orderInput: inputs.runs,
    database,
    databaseBefore,
  });
  console.log(`  → ${file}`);
  return targets;
}
