import { mkdir, mkdtemp, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EnquiryNotStoredError, type EnquiryStore, type NewEnquiry } from "./enquiry-store";
import { openEnquiryStore } from "./store.server";
import { openWaitingEnquiryStore } from "./waiting-store.server";

let dir: string;
let file: string;
const opened: EnquiryStore[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "waiting-store-"));
  file = path.join(dir, "enquiries.db");
});
afterEach(async () => {
  opened.splice(0).forEach((store) => store.close());
  await rm(dir, { recursive: true, force: true });
});

const enquiry: NewEnquiry = {
  name: "Asha Kumari",
  email: "asha@example.com",
  message: "Do you stock Dolo 650?",
  page: "/contact",
  clientAddress: "203.0.113.7",
  token: "token-1",
  deliver: false,
  rateLimit: { max: 3, windowMs: 3_600_000 },
};

/** The store over `file`, tried again at every use (no pause between attempts). */
async function openWaiting(keptSecretFile?: string) {
  const recovered: EnquiryStore[] = [];
  const result = await openWaitingEnquiryStore(() => openEnquiryStore({ url: pathToFileURL(file).href }), {
    keptSecretFile,
    onOpened: (store) => recovered.push(store),
    reopen: { baseMs: 0 },
  });
  opened.push(result.store);
  return { ...result, recovered };
}

describe("an enquiry store whose database cannot be opened", () => {
  it("starts all the same, refuses enquiries saying why, and takes them once the database opens", async () => {
    // A folder where the database file should be: SQLite cannot open it.
    await mkdir(file);
    const { store, failure, recovered } = await openWaiting();
    expect(failure).toMatch(/^the enquiries database cannot be opened: /);
    expect(await store.health()).toEqual({ status: "failing", reason: failure });
    const refused = await store.submit(enquiry).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(EnquiryNotStoredError);
    expect((refused as EnquiryNotStoredError).reason).toMatch(/cannot be opened/);

    await rm(file, { recursive: true });
    expect(await store.submit(enquiry)).toEqual({ kind: "stored", id: 1 });
    expect(recovered).toHaveLength(1);
    expect(await store.health()).toEqual({ status: "ok", reason: null });
    expect((await stat(file)).isFile()).toBe(true);
  });

  it("signs enquiry lists with the database's secret kept beside it while the database cannot be opened", async () => {
    const kept = path.join(dir, "enquiry-list-secret");
    const { store: first } = await openWaiting(kept);
    const secret = first.listSecret;
    expect(await readFile(kept, "utf8")).toBe(secret);
    first.close();
    opened.length = 0;

    await rm(file);
    await mkdir(file);
    const { store, failure } = await openWaiting(kept);
    expect(failure).not.toBeNull();
    expect(store.listSecret).toBe(secret);
  });
});
