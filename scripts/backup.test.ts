import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openEnquiryStore } from "~/enquiries/store.server";
import { defaultDatabaseUrl } from "~/server/config.server";
import { runScript } from "./lib/run-script";

let dataDir: string;
let elsewhere: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), "backup-script-"));
  elsewhere = await mkdtemp(path.join(tmpdir(), "backup-script-shipped-"));
});
afterEach(async () => {
  await Promise.all([dataDir, elsewhere].map((folder) => rm(folder, { recursive: true, force: true })));
});

const env = () => ({ DATA_DIR: dataDir });

async function storeOrder(message: string): Promise<void> {
  const store = await openEnquiryStore({ url: defaultDatabaseUrl(dataDir) });
  try {
    const rateLimit = { max: 10, windowMs: 3_600_000 };
    await store.submit({
      name: "Asha",
      email: "asha@example.com",
      message,
      page: "/contact",
      clientAddress: "203.0.113.7",
      token: null,
      deliver: false,
      rateLimit,
    });
  } finally {
    store.close();
  }
}

async function messages(): Promise<string[]> {
  const store = await openEnquiryStore({ url: defaultDatabaseUrl(dataDir) });
  try {
    return (await store.list()).map((enquiry) => enquiry.message);
  } finally {
    store.close();
  }
}

// Each case starts tsx once or more, which takes seconds (30 s at a load of 25 on 2 cores).
describe("npm run backup and npm run restore", { timeout: 120_000 }, () => {
  it("backup writes a time-named copy into DATA_DIR/backups and says where; restore puts it back", async () => {
    await storeOrder("kept by the backup");
    const backup = runScript("backup.ts", [], env());
    expect(backup.stderr).toBe("");
    expect(backup.status).toBe(0);
    const [name] = await readdir(path.join(dataDir, "backups"));
    expect(name).toMatch(/^backup-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.sqlite$/);
    expect(backup.stdout.trim()).toBe(`backup written: ${path.join(dataDir, "backups", name!)}`);

    await storeOrder("written after the backup");
    const restore = runScript("restore.ts", [path.join(dataDir, "backups", name!)], env());
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    expect(restore.stdout).toMatch(
      /^restored .+ \(1 orders and enquiries\) into .+enquiries\.db; the database it replaced is kept as .+enquiries\.db\.before-restore-.+Z\. Start the site now\.$/m,
    );
    expect(await messages()).toEqual(["kept by the backup"]);
  });

  it("backup keeps BACKUP_KEEP backups in BACKUP_DIR", async () => {
    await storeOrder("an order");
    for (let n = 0; n < 3; n++) {
      expect(runScript("backup.ts", [], { ...env(), BACKUP_DIR: elsewhere, BACKUP_KEEP: "2" }).status).toBe(0);
    }
    expect(await readdir(elsewhere)).toHaveLength(2);
  });

  it("restore refuses what is not a backup of this site, with one line saying why, and changes nothing", async () => {
    await storeOrder("the only order");
    const notes = path.join(elsewhere, "notes.txt");
    await writeFile(notes, "not a database");
    for (const [file, reason] of [
      [path.join(elsewhere, "no-such-backup.sqlite"), "cannot be read: no such file"],
      [notes, "is not a backup: neither a SQLite database nor a pg_dump archive"],
    ] as const) {
      const run = runScript("restore.ts", [file], env());
      expect(run.status).toBe(1);
      expect(run.stderr.trim().split("\n")).toEqual([`restore refused: ${file} ${reason}`]);
    }
    const usage = runScript("restore.ts", [], env());
    expect(usage.status).toBe(2);
    expect(usage.stderr.trim()).toBe("Usage: npm run restore -- FILE   (a backup from BACKUP_DIR)");
    expect(await messages()).toEqual(["the only order"]);
    expect((await readdir(dataDir)).filter((name) => name.includes("restor"))).toEqual([]);
  });
});
