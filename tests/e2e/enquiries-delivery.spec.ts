import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { startSmtpPeer } from "../../app/server/smtp-peer.test-support";
import { test, expect } from "./support/fixtures";
import { enquiriesOf, fillContactForm } from "./support/enquiries";

/** A loopback port where, for now, nothing listens: connections are refused. */
async function refusedPort(): Promise<number> {
  const probe = await startSmtpPeer();
  await probe.close();
  return probe.port;
}

const mailEnv = (port: number) => ({
  SMTP_URL: `smtp://127.0.0.1:${port}`,
  ENQUIRY_TO: "orders@pharma.example",
  ENQUIRY_FROM: "website@pharma.example",
  // Short backoff so the retries happen within the test.
  ENQUIRY_RETRY_BASE_MS: "200",
  ENQUIRY_RETRY_MAX_MS: "1000",
});

const asha = {
  name: "Asha Kumari",
  email: "asha@example.com",
  message: "Please quote for 200 strips of Dolo 650 delivered to Kankarbagh.",
};

test.describe("enquiry e-mail", () => {
  test.setTimeout(90_000);

  test("stays pending while the mail server is down, is retried, and arrives once it is up", async ({
    page,
    startApp,
  }) => {
    const port = await refusedPort();
    const app = await startApp(mailEnv(port));
    await page.goto(`${app.url}/contact`);
    await fillContactForm(page, asha);
    await page.getByRole("button", { name: "Send message" }).click();
    // Stored before the visitor is told: success does not wait for (or depend on) the mail server.
    await expect(page.getByRole("status")).toContainText("received");

    const failures = () => app.logs.filter((line) => line.includes("enquiry e-mail failed")).length;
    await expect.poll(failures).toBeGreaterThanOrEqual(2);
    const [pending] = enquiriesOf(app.dataDir);
    expect(pending).toMatchObject({ ...asha, status: "pending", deliveredAt: null });
    expect(pending!.attempts).toBeGreaterThanOrEqual(2);
    expect(pending!.lastError).toContain("ECONNREFUSED");

    const peer = await startSmtpPeer(port);
    const { received } = peer;
    try {
      await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
      const mail = received[0]!;
      expect(mail).toMatch(/^To: orders@pharma\.example$/m);
      expect(mail).toMatch(/^From: Ganga Pharma Distributors website <website@pharma\.example>$/m);
      expect(mail).toMatch(/^Reply-To: Asha Kumari <asha@example\.com>$/m);
      expect(mail).toMatch(/^Subject: Website enquiry from Asha Kumari$/m);
      expect(mail).toContain(asha.message);
      await expect.poll(() => enquiriesOf(app.dataDir)[0]?.status, { timeout: 20_000 }).toBe("delivered");
      expect(received).toHaveLength(1);
    } finally {
      await peer.close();
    }
  });

  test("a pending enquiry survives a restart and is sent by the next run", async ({ page, startApp }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "pharma-e2e-restart-"));
    try {
      const port = await refusedPort();
      const first = await startApp(mailEnv(port), { dataDir });
      await page.goto(`${first.url}/contact`);
      await fillContactForm(page, asha);
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("status")).toContainText("received");
      await expect.poll(() => first.logs.some((line) => line.includes("enquiry e-mail failed"))).toBe(true);
      await first.stop();
      expect(enquiriesOf(dataDir)).toMatchObject([{ ...asha, status: "pending" }]);

      const peer = await startSmtpPeer(port);
      const { received } = peer;
      try {
        await startApp(mailEnv(port), { dataDir });
        await expect.poll(() => received.length, { timeout: 15_000 }).toBe(1);
        expect(received[0]).toContain(asha.message);
        await expect.poll(() => enquiriesOf(dataDir)[0]?.status, { timeout: 20_000 }).toBe("delivered");
      } finally {
        await peer.close();
      }
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
