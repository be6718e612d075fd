import pg from "pg";
import { freeLoopbackPort, startThrowawayPostgres } from "../../app/server/postgres-cluster.test-support";
import { startAppServer } from "../../scripts/lib/app-server";
import { readMail } from "../../app/server/mime.test-support";
import { startSmtpPeer } from "../../app/server/smtp-peer.test-support";
import { test, expect, type AppServer } from "./support/fixtures";
import { deskEnv } from "./support/desk";
import { fillContactForm } from "./support/enquiries";
import { buildGviz } from "./support/sheet-builder";

/**
 * DATABASE_URL=postgres://… (docs/decisions/027-postgresql.md) against the built server: a
 * PostgreSQL out of reach at start, one that comes later, and a migration it refuses. The stores'
 * own behaviour on PostgreSQL is their contract suites' (app/**\/store.server.test.ts).
 */

const asha = {
  name: "Asha Kumari",
  email: "asha.secret@example.com",
  message: "Do you stock Dolo 650 in strips of 15?",
};

async function query<T extends pg.QueryResultRow>(url: string, statement: string): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<T>(statement)).rows;
  } finally {
    await client.end();
  }
}

async function messagesIn(url: string): Promise<string[]> {
  return (await query<{ message: string }>(url, "SELECT message FROM enquiries ORDER BY id")).map((row) => row.message);
}

/** A sheet of two medicines: Dolo's MRP marks the version, Zifi's stock as given. */
const sheetWith = (doloMrp: number, zifiStock: number) =>
  buildGviz(
    [
      { label: "Sl", type: "number" },
      "Product Name",
      "Category",
      "Manufacturer",
      { label: "MRP", type: "number" },
      { label: "Rate", type: "number" },
      { label: "Stock", type: "number" },
    ],
    [
      [1, "Dolo 650 Tablet", "Pain Relief", "Micro Labs Ltd", doloMrp, 30.5, 100],
      [3, "Zifi 200 Tablet", "Antibiotics", "FDC Ltd", 110, 90, zifiStock],
    ],
  );

test.describe("the site on PostgreSQL", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a PostgreSQL out of reach at start: one clear reason, the catalogue served, the form says try again; taken once it answers", async ({
    page,
    startApp,
  }) => {
    const port = await freeLoopbackPort();
    const url = `postgres://postgres:not-logged@127.0.0.1:${port}/postgres`;
    const app = await startApp({ DATABASE_URL: url });

    const lines = app.logs.map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string });
    expect(lines.find((line) => line.level === 60)).toBeUndefined();
    const unreachable = lines.filter((line) => line.reason?.includes("cannot be reached"));
    expect(unreachable).toEqual([
      expect.objectContaining({
        level: 50,
        msg: "enquiries database cannot be opened: the catalogue is served, enquiries are refused until it opens",
        reason: `the enquiries database cannot be opened: PostgreSQL at 127.0.0.1:${port}/postgres cannot be reached: ECONNREFUSED`,
      }),
      // "Notify me" runs its first pass at start, on the same database: the same reason, not a second fault.
      expect.objectContaining({
        level: 50,
        msg: "back-in-stock pass failed; the next one tries again",
        reason: `the database cannot be opened: PostgreSQL at 127.0.0.1:${port}/postgres cannot be reached: ECONNREFUSED`,
      }),
    ]);
    expect(app.logs.join("\n")).not.toContain("not-logged");

    const catalogue = await page.goto(`${app.url}/medicines`);
    expect(catalogue?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await page.goto(`${app.url}/contact`);
    await fillContactForm(page, asha);
    const [refused] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send message" }).click(),
    ]);
    expect(refused.status()).toBe(503);
    await expect(page.getByRole("alert")).toContainText("Your message could not be saved just now.");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(asha.message);
    await expect(page.getByText("received")).toHaveCount(0);

    // PostgreSQL starts on that address: the server migrates and takes enquiries without a restart.
    const postgres = await startThrowawayPostgres({ port });
    try {
      await expect
        .poll(async () => (await (await page.request.get(`${app.url}/healthz`)).json()) as object, { timeout: 60_000 })
        .toMatchObject({ status: "ok", enquiries: { status: "ok" } });
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("status")).toContainText("received");
      expect(await messagesIn(postgres.url)).toEqual([asha.message]);
    } finally {
      await app.stop();
      await postgres.remove();
    }
  });

  test("a migration PostgreSQL refuses stops the start with its reason", async () => {
    const postgres = await startThrowawayPostgres();
    try {
      const url = await postgres.createDatabase("refuses");
      // A table of that name already there, not the site's: the first migration cannot create it.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query("CREATE TABLE enquiries (something_else integer)");
      await client.end();

      const started = startAppServer({ env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info", DATABASE_URL: url } });
      const error = (await started.then(
        (app) => app.stop(),
        (caught: unknown) => caught,
      )) as Error;
      const [summary, ...logLines] = error.message.split("\n");
      expect(summary).toBe("the server exited with 1");
      const fatal = logLines
        .map((line) => JSON.parse(line) as { level: number; msg: string })
        .find((l) => l.level === 60);
      expect(fatal?.msg).toBe('cannot start: a database migration failed: relation "enquiries" already exists');
    } finally {
      await postgres.remove();
    }
  });

  test("notify me on PostgreSQL: the request is kept there, and two hosts on it send its e-mail once", async ({
    page,
    sheet,
    startApp,
  }) => {
    const postgres = await startThrowawayPostgres();
    const peer = await startSmtpPeer();
    const hosts: AppServer[] = [];
    try {
      const url = await postgres.createDatabase("notify");
      sheet.set("pg-notify", { body: sheetWith(33.6, 0) });
      const env = {
        ...deskEnv(peer),
        DATABASE_URL: url,
        CATALOGUE_SOURCE: sheet.url("pg-notify"),
        CATALOGUE_REFRESH_SECONDS: "1",
        CATALOGUE_STOCK_HOLD_MINUTES: "0",
      };
      // Two servers with their own DATA_DIR, as on two hosts: only the database is shared.
      hosts.push(await startApp(env), await startApp(env));

      await page.goto(`${hosts[0]!.url}/medicines/3`);
      await page.getByRole("textbox", { name: "Phone or e-mail" }).fill("waiting@example.in");
      await page.getByRole("button", { name: "Notify me" }).click();
      await expect(page.locator("#notify").getByRole("status")).toContainText("Almost done: we e-mailed you a link.");
      // The address confirmed at its e-mailed link's button (decision 66), on the other host.
      const confirmPath = /https?:\/\/[^/\s]+(\/stock\/confirm\?token=[\w.-]+)/;
      const confirmLink = () =>
        peer.received
          .filter((raw) => raw.includes("To: waiting@example.in"))
          .map((raw) => confirmPath.exec(readMail(raw).text)?.[1])
          .find((found) => found !== undefined);
      await expect.poll(confirmLink, { timeout: 20_000 }).toBeDefined();
      await page.goto(`${hosts[1]!.url}${confirmLink()!}`);
      await page.getByRole("button", { name: "Confirm my address" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Done: we will e-mail waiting@example.in when the medicines you asked about are back in stock.",
      );
      // Asked again on the other host: it finds the request in the shared database, nothing new.
      await page.goto(`${hosts[1]!.url}/medicines/3`);
      await page.getByRole("textbox", { name: "Phone or e-mail" }).fill("waiting@example.in");
      await page.getByRole("button", { name: "Notify me" }).click();
      await expect(page.locator("#notify").getByRole("status")).toHaveText(
        "You asked already: we will tell you when Zifi 200 Tablet is back in stock.",
      );
      const requests = "SELECT medicine_id, state FROM stock_requests WHERE contact = 'waiting@example.in'";
      expect(await query(url, requests)).toEqual([{ medicine_id: "3", state: "open" }]);

      /** The next version of the sheet, once both hosts recorded its changes (Dolo's new MRP on "What's new"). */
      const nextVersion = async (doloMrp: number, zifiStock: number) => {
        sheet.set("pg-notify", { body: sheetWith(doloMrp, zifiStock) });
        for (const host of hosts) {
          await expect
            .poll(async () => (await page.request.get(`${host.url}/medicines/changes`)).text(), { timeout: 20_000 })
            .toContain(`₹${doloMrp.toFixed(2)}`);
        }
      };
      const mails = () =>
        peer.received
          .filter((raw) => raw.includes("To: waiting@example.in"))
          .map(readMail)
          .filter((mail) => mail.subject.endsWith("is back in stock"));

      // Zifi is back: each host's pass finds the request waiting, one claim wins, one e-mail goes.
      await nextVersion(34, 40);
      await expect.poll(() => mails().length, { timeout: 20_000 }).toBe(1);
      expect(mails()[0]!.subject).toBe("Zifi 200 Tablet is back in stock");
      await expect.poll(() => query(url, requests), { timeout: 20_000 }).toEqual([{ medicine_id: "3", state: "sent" }]);
      // Read again by both: nothing goes twice.
      await nextVersion(35, 40);
      expect(mails()).toHaveLength(1);
    } finally {
      await Promise.all(hosts.map((host) => host.stop()));
      await peer.close();
      await postgres.remove();
    }
  });
});
