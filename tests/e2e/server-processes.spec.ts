import { test, expect, type AppServer } from "./support/fixtures";
import { enquiriesOf } from "./support/enquiries";
import { buildGviz } from "./support/sheet-builder";

/**
 * WEB_CONCURRENCY=2 (docs/architecture.md, "Processes"): a primary and two worker processes on
 * one port over one DATA_DIR, started on an empty folder as a fresh install is.
 */

/** The worker processes the primary has reported listening, in order (pids). */
function listeningWorkers(app: AppServer): number[] {
  return app.logs
    .filter((line) => line.includes('"msg":"worker listening"'))
    .map((line) => Number(/"pid":(\d+)/.exec(line)?.[1]));
}

async function sendEnquiry(app: AppServer, at: number): Promise<number> {
  const form = new URLSearchParams({
    token: crypto.randomUUID(),
    page: "/contact",
    name: "Asha Kumari",
    email: `asha-${at}@example.com`,
    message: "Do you stock Dolo 650 in strips of 15? We need 200 strips a month.",
  });
  // A connection of its own each, so that the primary hands them to both workers.
  const response = await fetch(`${app.url}/contact`, { method: "POST", body: form, headers: { connection: "close" } });
  await response.arrayBuffer();
  return response.status;
}

async function statusOf(url: string): Promise<number> {
  const response = await fetch(url, { headers: { connection: "close" } });
  await response.arrayBuffer();
  return response.status;
}

test.describe("two server processes", () => {
  // A replacement worker loads the catalogue before it listens: on a machine shared with other
  // builds that alone has taken 30 s.
  test.describe.configure({ timeout: 150_000 });

  test("serve pages, share enquiries and the rate limit, and survive a worker killed with SIGKILL", async ({
    startApp,
  }) => {
    const app = await startApp({ WEB_CONCURRENCY: "2", ENQUIRY_RATE_LIMIT: "4" });
    // Ready means both workers listen; migrations ran once, in the primary, on the empty folder.
    const workers = listeningWorkers(app);
    expect(new Set(workers).size).toBe(2);
    expect(workers).not.toContain(app.child.pid);
    for (const path of ["/", "/medicines", "/contact", "/", "/medicines"]) {
      expect(await statusOf(`${app.url}${path}`)).toBe(200);
    }

    // Ten at once from one address, spread over both processes: the limit (4) holds across them.
    const statuses = await Promise.all(Array.from({ length: 10 }, (_, at) => sendEnquiry(app, at)));
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
    const stored = enquiriesOf(app.dataDir);
    expect(stored).toHaveLength(4);
    expect(new Set(stored.map((enquiry) => enquiry.email)).size).toBe(4);

    // One worker killed: the other answers meanwhile, and the primary starts a new one.
    const [killed, survivor] = workers as [number, number];
    process.kill(killed, "SIGKILL");
    // Until the primary learns of the death a connection may still be handed to the dead worker
    // (as its in-flight requests, it fails); from then on the survivor takes every request.
    await expect.poll(() => app.logs.some((line) => line.includes("worker died; replacing it"))).toBe(true);
    for (let at = 0; at < 5; at++) expect(await statusOf(`${app.url}/medicines`)).toBe(200);
    await expect.poll(() => listeningWorkers(app).length, { timeout: 60_000 }).toBe(3);
    const replacement = listeningWorkers(app)[2]!;
    expect([killed, survivor]).not.toContain(replacement);
    for (let at = 0; at < 6; at++) expect(await statusOf(`${app.url}/`)).toBe(200);
    // The new worker counts the same enquiries: the sender is still over the limit.
    expect(await Promise.all([sendEnquiry(app, 10), sendEnquiry(app, 11)])).toEqual([429, 429]);
    expect(enquiriesOf(app.dataDir)).toHaveLength(4);

    // SIGTERM to the primary: the workers finish and the primary exits cleanly.
    await app.stop();
    expect(app.child.exitCode).toBe(0);
    expect(app.logs.some((line) => line.includes('"msg":"all workers stopped"'))).toBe(true);
  });

  test("serve the same catalogue version within seconds: a process that read a new sheet is followed by the other", async ({
    sheet,
    startApp,
  }) => {
    const row = (name: string) => [name, "Paracetamol (650mg)", "Micro Labs", "Pain Relief", "Micro Labs Ltd"];
    const columns = ["Name", "Generic Name", "Brand", "Category", "Manufacturer"];
    const names = ["Dolo 650 Tablet", "Calpol 500 Tablet", "Pacimol 650 Tablet"];
    sheet.set("processes-versions", { body: buildGviz(columns, names.map(row)) });
    // Each process's own refresh is an hour away: only what one process read can tell the other.
    const app = await startApp({
      WEB_CONCURRENCY: "2",
      CATALOGUE_SOURCE: sheet.url("processes-versions"),
      CATALOGUE_REFRESH_SECONDS: "3600",
    });
    /** The versions of as many answers of /healthz, each on a connection of its own (both processes answer). */
    const versions = async (count: number) => {
      const seen: string[] = [];
      for (let at = 0; at < count; at++) {
        const response = await fetch(`${app.url}/healthz`, { headers: { connection: "close" } });
        seen.push(((await response.json()) as { version: string }).version);
      }
      return seen;
    };
    const [first] = await versions(1);
    expect(new Set(await versions(6))).toEqual(new Set([first]));

    // A medicine is removed from the sheet; one process reads it (a worker replaced after a crash reads the
    // sheet as it starts), the other's refresh is an hour away.
    sheet.set("processes-versions", { body: buildGviz(columns, names.slice(0, 2).map(row)) });
    const [killed] = listeningWorkers(app) as [number, number];
    process.kill(killed, "SIGKILL");
    await expect
      .poll(() => app.logs.find((line) => line.includes('"msg":"catalogue loaded"') && !line.includes(first!)), {
        timeout: 60_000,
      })
      .toBeDefined();
    const loaded = app.logs.find((line) => line.includes('"msg":"catalogue loaded"') && !line.includes(first!))!;
    const next = (JSON.parse(loaded) as { version: string }).version;
    const readAt = (JSON.parse(loaded) as { time: number }).time;
    // Within 5 s of that reading, every answer (from either process) is the new version.
    await expect.poll(async () => new Set(await versions(6)), { timeout: 5_000 }).toEqual(new Set([next]));
    expect(Date.now() - readAt).toBeLessThan(5_000);
    expect(app.logs.some((line) => line.includes("catalogue taken from another process of this host"))).toBe(true);
  });
});
