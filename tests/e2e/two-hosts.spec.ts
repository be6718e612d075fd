import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startThrowawayPostgres } from "../../app/server/postgres-cluster.test-support";
import { runTwoHosts } from "../../bench/lib/two-hosts";
import { test, expect } from "./support/fixtures";

/**
 * Two hosts, one PostgreSQL, HAProxy in front (docs/deployment.md; bench/lib/two-hosts.ts, whose
 * `npm run bench -- two-hosts` runs the same for 30 s with 50 senders; here 17 s with 20): enquiries sent while one
 * host is killed and the database is stopped for 10 s. Nothing the site said it received is lost
 * or stored twice, the catalogue is served throughout, a visitor during the outage is told to send
 * again with the text kept, a staff session holds on both hosts, and one morning e-mail goes.
 */
test("two hosts behind a load balancer: a host killed and the database stopped lose nothing acknowledged", async ({
  page,
}) => {
  test.setTimeout(120_000);
  const cluster = await startThrowawayPostgres();
  const tempDir = await mkdtemp(path.join(tmpdir(), "pharma-two-hosts-"));
  try {
    const outcome = await runTwoHosts({
      database: { url: await cluster.createDatabase(), stop: cluster.stop, start: cluster.start },
      tempDir,
      concurrency: 20,
      durationSeconds: 17,
      killAtSeconds: 2,
      outageAtSeconds: 4,
      outageSeconds: 10,
      refreshSeconds: 2,
      // A visitor with a browser during the outage, through the balancer.
      duringOutage: async (url) => {
        await page.goto(`${url}/contact`);
        await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ravi Sinha");
        await page.getByRole("textbox", { name: "Email" }).fill("ravi@example.com");
        await page.getByRole("textbox", { name: "Message" }).fill("Sent while the database is stopped.");
        const [answer] = await Promise.all([
          page.waitForResponse((r) => r.request().method() === "POST"),
          page.getByRole("button", { name: "Send message" }).click(),
        ]);
        expect(answer.status()).toBe(503);
        await expect(page.getByRole("alert")).toContainText("Your message could not be saved just now.");
        await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Sent while the database is stopped.");
        await expect(page.getByText("received")).toHaveCount(0);
      },
    });
    const report = JSON.stringify(outcome, null, 2);
    expect(outcome.acknowledged, report).toBeGreaterThan(0);
    expect(outcome.lost, report).toBe(0);
    expect(outcome.storedTwice, report).toBe(0);
    expect(outcome.catalogue, report).toMatchObject({ failures: 0, survivorFailures: 0 });
    expect(outcome.outage.answers, report).toBeGreaterThan(0);
    expect(outcome.outage, report).toMatchObject({ received: 0, other: 0 });
    expect(outcome.afterOutage.acknowledged, report).toBeGreaterThan(0);
    expect(outcome.session, report).toMatchObject({ first: true, second: true });
    expect(outcome.morningEmails, report).toBe(1);
    expect(outcome.versionAgreedWithinSeconds, report).not.toBeNull();
    expect(outcome.versionAgreedWithinSeconds!, report).toBeLessThanOrEqual(10);
  } finally {
    await cluster.remove();
    await rm(tempDir, { recursive: true, force: true });
  }
});
