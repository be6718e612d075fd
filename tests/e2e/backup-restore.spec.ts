import { readdirSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { startSmtpPeer } from "../../app/server/smtp-peer.test-support";
import { runScript, runScriptInBackground } from "../../scripts/lib/run-script";
import { test, expect } from "./support/fixtures";
import { deskEnv, signIn, staffMember } from "./support/desk";
import { enquiriesOf } from "./support/enquiries";

/**
 * The restore drill of docs/decisions/031-backups.md, as an operator would run it: orders come
 * in, a backup is taken while more arrive, the machine's data folder is lost, the backup (shipped
 * off the data folder: BACKUP_DIR elsewhere) is restored, and the site serves again with every
 * order it had acknowledged before the backup began.
 */

/** The site's settings for these tests: orders are not limited per sender (one test client sends them all). */
const ENV = { ENQUIRY_RATE_LIMIT: "10000" };

/** Sends a contact message as a browser without JavaScript does; true when the site acknowledged it. */
async function sendOrder(request: APIRequestContext, url: string, message: string): Promise<boolean> {
  const response = await request.post(`${url}/contact`, {
    form: { name: "Asha Kumari", email: "asha@example.com", message, token: crypto.randomUUID() },
    failOnStatusCode: false,
  });
  return response.status() === 200 && (await response.text()).includes("received");
}

/** The script's environment: the server's data folder and backup folder, SQLite in the data folder. */
const scriptEnv = (dataDir: string, backupDir: string) => ({
  DATA_DIR: dataDir,
  BACKUP_DIR: backupDir,
  DATABASE_URL: "",
});

test.describe("backups", () => {
  test.describe.configure({ timeout: 120_000 });

  test("restore drill: a backup taken while orders arrive, the data folder lost, restored: every order acknowledged before the backup is back and the site serves", async ({
    page,
    startApp,
  }) => {
    const dataDir = await mkdtemp(path.join(tmpdir(), "pharma-e2e-drill-"));
    const backupDir = await mkdtemp(path.join(tmpdir(), "pharma-e2e-shipped-"));
    try {
      const app = await startApp({ ...ENV, BACKUP_DIR: backupDir }, { dataDir });
      const before: string[] = [];
      for (let n = 1; n <= 12; n++) {
        const message = `Order ${n} before the backup: Dolo 650, ${n * 10} strips`;
        expect(await sendOrder(page.request, app.url, message)).toBe(true);
        before.push(message);
      }

      // The backup runs while more orders arrive, one after another, until it has finished.
      const backup = runScriptInBackground("backup.ts", [], scriptEnv(dataDir, backupDir));
      let finished = false;
      void backup.then(() => (finished = true));
      const during: string[] = [];
      while (!finished) {
        const message = `Order ${during.length + 1} during the backup`;
        if (await sendOrder(page.request, app.url, message)) during.push(message);
      }
      const written = await backup;
      expect(written.stderr).toBe("");
      expect(written.status).toBe(0);
      expect(during.length).toBeGreaterThan(0);
      const file = /backup written: (\S+)/.exec(written.stdout)?.[1];
      expect(file).toBeDefined();
      expect(path.dirname(file!)).toBe(backupDir);

      // /healthz tells the last backup: this one (or later).
      const health = await (await page.request.get(`${app.url}/healthz`)).json();
      expect(health).toMatchObject({ status: "ok", backup: { status: "ok", everyMinutes: 15 } });
      await expect
        .poll(async () => (await (await page.request.get(`${app.url}/healthz`)).json()).backup.lastAt, {
          timeout: 20_000,
        })
        .toBeTruthy();

      // The machine's data folder is lost.
      await app.stop();
      await rm(dataDir, { recursive: true, force: true });

      const restored = runScript("restore.ts", [file!], scriptEnv(dataDir, backupDir));
      expect(restored.stderr).toBe("");
      expect(restored.status).toBe(0);
      expect(restored.stdout).toContain(`into ${path.join(dataDir, "enquiries.db")}`);

      const back = await startApp({ ...ENV, BACKUP_DIR: backupDir }, { dataDir });
      const messages = enquiriesOf(dataDir).map((enquiry) => enquiry.message);
      for (const message of before) expect(messages).toContain(message);
      // What arrived during the backup is there up to the moment it was taken, never half.
      const fromDuring = messages.filter((message) => message.endsWith("during the backup"));
      expect(fromDuring).toEqual(during.slice(0, fromDuring.length));
      expect(messages).toHaveLength(before.length + fromDuring.length);

      // The site serves, and takes orders again.
      const catalogue = await page.goto(`${back.url}/medicines`);
      expect(catalogue?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      expect(await sendOrder(page.request, back.url, "The first order after the restore")).toBe(true);
      expect(enquiriesOf(dataDir).map((enquiry) => enquiry.message)).toContain("The first order after the restore");
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(backupDir, { recursive: true, force: true });
    }
  });

  test("the server backs up by itself, the desk's sheet page tells when, and a restore is refused while the server runs", async ({
    page,
    startApp,
  }) => {
    const peer = await startSmtpPeer();
    try {
      const app = await startApp({ ...deskEnv(peer), ...ENV });
      expect(await sendOrder(page.request, app.url, "An order the running site holds")).toBe(true);

      // The first backup is written within seconds of the start, into DATA_DIR/backups.
      await expect
        .poll(async () => (await (await page.request.get(`${app.url}/healthz`)).json()).backup.lastAt, {
          timeout: 30_000,
        })
        .toBeTruthy();
      const backups = readdirSync(path.join(app.dataDir, "backups"));
      expect(backups).toEqual([expect.stringMatching(/^backup-\d{4}-\d\d-\d\dT[\d-]+Z\.sqlite$/)]);

      // While the server uses the database, a restore is refused and changes nothing.
      const refused = runScript("restore.ts", [path.join(app.dataDir, "backups", backups[0]!)], {
        DATA_DIR: app.dataDir,
        DATABASE_URL: "",
      });
      expect(refused.status).toBe(1);
      expect(refused.stderr.trim()).toMatch(
        /^restore refused: a server is using this database \(process \d+ on .+\): stop the site first, then restore$/,
      );
      expect(enquiriesOf(app.dataDir).map((enquiry) => enquiry.message)).toEqual(["An order the running site holds"]);
      expect(readdirSync(app.dataDir).filter((name) => name.includes("before-restore"))).toEqual([]);

      // The desk's sheet page tells the last backup's time, in English and in Hindi.
      await signIn(page, app, peer, staffMember(1));
      await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Sheet" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sheet" })).toBeVisible();
      const last = page.getByRole("definition").filter({ hasText: "a backup every 15 minutes" });
      await expect(last).toHaveText(/^\d{1,2} \w{3} \d{4}, \d{1,2}:\d\d (am|pm) \(a backup every 15 minutes\)$/i);
      await expect(page.getByText("No backup of the orders")).toHaveCount(0);
      expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
      await page.goto(`${app.url}/hi/desk/sheet`);
      await expect(page.getByText("ऑर्डर का आख़िरी बैकअप")).toBeVisible();
      await expect(page.getByRole("definition").filter({ hasText: "हर 15 मिनट में एक बैकअप" })).not.toContainText(
        "अभी नहीं",
      );
    } finally {
      await peer.close();
    }
  });
});
