import pg from "pg";
import { freeLoopbackPort, startThrowawayPostgres } from "../../app/server/postgres-cluster.test-support";
import { startAppServer } from "../../scripts/lib/app-server";
import { test, expect } from "./support/fixtures";
import { fillContactForm } from "./support/enquiries";

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

async function messagesIn(url: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ message: string }>("SELECT message FROM enquiries ORDER BY id");
    return rows.map((row) => row.message);
  } finally {
    await client.end();
  }
}

test.describe("the site on PostgreSQL", () => {
  test.describe.configure({ timeout: 120_000 });

  test("a PostgreSQL out of reach at start: one clear line, the catalogue served, the form says try again; taken once it answers", async ({
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
});
