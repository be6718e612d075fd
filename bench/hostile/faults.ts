/** The faults of bad luck, each on a server of its own at 11.8k rows (bench/hostile.ts). */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { openEnquiryStore } from "~/enquiries/store.server";
import { defaultDatabaseUrl } from "~/server/config.server";
import { type AppServer, startAppServer as startServer } from "../../scripts/lib/app-server";
import { type Cell, gvizResponse } from "../../scripts/lib/gviz-writer";
import { FakeSheetServer } from "../../tests/e2e/support/fake-sheet-server";
import { FIXTURE_COLUMNS } from "../fixtures/columns";
import { fixtureGviz } from "../lib/catalogues";
import { round } from "../lib/stats";
import { START_LIMIT_MS, send } from "./measure";

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
export async function faultProbes(tempDir: string) {
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
