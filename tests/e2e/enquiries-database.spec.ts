import { readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { startAppServer } from "../../scripts/lib/app-server";
import { test, expect } from "./support/fixtures";
import { fillContactForm } from "./support/enquiries";

const asha = {
  name: "Asha Kumari",
  email: "asha.secret@example.com",
  message: "Do you stock Dolo 650 in strips of 15? We need 200 strips a month.",
};

test.describe("enquiries and a database that fails", () => {
  test.describe.configure({ timeout: 90_000 });

  test("an enquiry sent after the database file was deleted is not received: the visitor is told to try again", async ({
    page,
    startApp,
  }) => {
    const app = await startApp();
    await page.goto(`${app.url}/contact`);
    await fillContactForm(page, asha);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText("received");

    await unlink(path.join(app.dataDir, "enquiries.db"));
    // A monitor learns it before any visitor does; the catalogue is still served.
    const health = await page.request.get(`${app.url}/healthz`);
    expect(health.status()).toBe(200);
    expect((await health.json()).enquiries).toMatchObject({
      status: "failing",
      reason: expect.stringContaining("deleted"),
    });
    await page.goto(`${app.url}/contact`);
    await fillContactForm(page, { ...asha, message: "A second question, sent after the file was deleted." });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send message" }).click(),
    ]);
    expect(response.status()).toBe(503);
    await expect(page.getByRole("alert")).toContainText("Your message could not be saved just now.");
    // What the visitor typed is still in the form, to send again.
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(
      "A second question, sent after the file was deleted.",
    );
    await expect(page.getByText("received")).toHaveCount(0);

    // The log says what happened, in JSON lines, without what the visitor wrote.
    const lines = app.logs.map((line) => JSON.parse(line) as { level: number; msg: string; reason?: string });
    const refused = lines.find((line) => line.msg === "enquiry NOT stored; the visitor is told to try again");
    expect(refused).toMatchObject({ level: 50, reason: expect.stringContaining("was deleted while the server runs") });
    for (const text of [asha.name, asha.email, "Dolo 650", "sent after the file"]) {
      expect(app.logs.join("\n")).not.toContain(text);
    }

    // What the deleted file held (the first enquiry) is copied beside it, for the company to restore.
    const rescued = readdirSync(app.dataDir).filter((name) => name.startsWith("enquiries.db.rescued-"));
    expect(rescued).toHaveLength(1);
    const client = createClient({ url: `file:${path.join(app.dataDir, rescued[0]!)}` });
    try {
      const { rows } = await client.execute("SELECT email, message FROM enquiries");
      expect(rows.map((row) => row.message)).toEqual([asha.message]);
    } finally {
      client.close();
    }
  });

  test("a DATA_DIR the server cannot write stops the start with a line that says so", async () => {
    const dir = await mkdtemp(path.join(tmpdir(), "pharma-unwritable-"));
    // A file where the folder should be: nothing can be written there, whoever the server runs as.
    const dataDir = path.join(dir, "data");
    writeFileSync(dataDir, "");
    try {
      const started = startAppServer({ env: { PATH: process.env.PATH ?? "", LOG_LEVEL: "info" }, dataDir });
      const error = (await started.then(
        (app) => app.stop(),
        (caught: unknown) => caught,
      )) as Error;
      const [summary, ...logLines] = error.message.split("\n");
      expect(summary).toBe("the server exited with 1");
      // One JSON line like every other, no plain-text stack after it.
      const lines = logLines.map((line) => JSON.parse(line) as { level: number; msg: string });
      const fatal = lines.find((line) => line.level === 60);
      expect(fatal).toMatchObject({
        msg: expect.stringMatching(/^cannot start: DATA_DIR .*data is not writable \(E[A-Z]+\)/),
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});
