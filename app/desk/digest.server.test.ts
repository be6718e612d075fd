import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openSearchMissStore, type CatalogueHealth, type SearchMissStore } from "~/catalogue/index.server";
import LinkifyIt from "linkify-it";
import PostalMime from "postal-mime";
import { readMail } from "~/server/mime.test-support";
import { startSmtpPeer, type SmtpPeer } from "~/server/smtp-peer.test-support";
import { openEnquiryStore } from "~/enquiries/store.server";
import type { EnquiryStore } from "~/enquiries/enquiry-store";
import { openStockRequestStore, type NewStockRequest, type StockRequestStore } from "~/back-in-stock/store.server";
import { createDigest } from "./digest.server";
import { createDeskMail } from "./mail.server";
import { openDeskStore, type DeskStore } from "./store.server";

let dir: string;
let url: string;
let peer: SmtpPeer;
let enquiries: EnquiryStore;
let misses: SearchMissStore;
let requests: StockRequestStore;
const opened: DeskStore[] = [];
// 8:30 in India (UTC+5:30) on 28 November.
const morning = new Date("2026-11-28T03:00:00.000Z");
const health = { status: "ok", reason: null } as CatalogueHealth;
const silent = { info: () => {}, error: () => {} };

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "desk-digest-"));
  url = pathToFileURL(path.join(dir, "enquiries.db")).href;
  peer = await startSmtpPeer();
  enquiries = await openEnquiryStore({ url });
  misses = await openSearchMissStore({ url });
  requests = await openStockRequestStore({ url });
});
afterEach(async () => {
  opened.splice(0).forEach((store) => store.close());
  enquiries.close();
  misses.close();
  requests.close();
  await peer.close();
  await rm(dir, { recursive: true, force: true });
});

async function digestProcess(hour = 8) {
  const store = await openDeskStore({ url });
  opened.push(store);
  return createDigest({
    store,
    searchMisses: misses,
    catalogue: { health: () => health, read: async () => ({ snapshot: null, error: "none" }) },
    stockRequests: requests,
    mail: createDeskMail({ smtpUrl: peer.url, from: "website@pharma.example", siteName: "Ganga Pharma" }),
    staffEmails: ["owner@pharma.example", "clerk@pharma.example"],
    hour,
    site: { name: "Ganga Pharma", url: "https://pharma.example" },
    logger: silent,
  });
}

async function storeOrder(now: Date) {
  await enquiries.submit({
    name: "Asha Kumari",
    email: "asha@example.com",
    message: "",
    page: "/enquiry",
    clientAddress: "203.0.113.7",
    token: crypto.randomUUID(),
    deliver: false,
    rateLimit: { max: 10, windowMs: 3_600_000 },
    now,
    lines: [{ id: "free:x", name: "Zincovit syrup", quantity: 2, freeText: true }],
  });
}

describe("the morning e-mail", () => {
  it("goes once a day to the staff however many processes look, at DIGEST_HOUR India time", async () => {
    await storeOrder(new Date(morning.getTime() - 3_600_000));
    await misses.record("zincovit syrup", new Date(morning.getTime() - 7_200_000));
    const processes = await Promise.all([digestProcess(), digestProcess(), digestProcess()]);
    // 7:59 in India: not yet.
    expect(await processes[0]!.runOnce(new Date("2026-11-28T02:29:00.000Z"))).toBe("early");
    const outcomes = await Promise.all(processes.map((digest) => digest.runOnce(morning)));
    expect(outcomes.sort()).toEqual(["sent", "taken", "taken"]);
    expect(await processes[1]!.runOnce(new Date(morning.getTime() + 3_600_000))).toBe("taken");
    await expect.poll(() => peer.received.length).toBe(1);
    const raw = peer.received[0]!;
    expect(raw).toMatch(/^To: owner@pharma\.example, clerk@pharma\.example$/m);
    const { subject, text } = readMail(raw);
    expect(subject).toBe("Ganga Pharma order desk: 1 order to answer (2026-11-28)");
    expect(text).toContain("Orders: 1 order in the last 24 hours; 1 order not answered yet.");
    expect(text).toContain("  - “zincovit syrup”: 2 times, 1 buyer");
    // No Notify me request was met or waits: the e-mail says nothing of them.
    expect(text).not.toMatch(/Back in stock|Waiting for stock|\/desk\/stock/);
    // The next day is a new one.
    expect(await processes[2]!.runOnce(new Date(morning.getTime() + 86_400_000))).toBe("sent");
  });

  it("quotes what visitors searched for with every link defanged: read by a mail parser, nothing in it is a link", async () => {
    const lure = "re-verify your desk account at http://evil.example/desk/sign-in";
    await misses.record(lure, new Date(morning.getTime() - 7_200_000));
    await misses.record("login at www.evil.com", new Date(morning.getTime() - 7_200_000));
    expect(await (await digestProcess()).runOnce(morning)).toBe("sent");
    await expect.poll(() => peer.received.length).toBe(1);
    const parsed = await PostalMime.parse(peer.received[0]!);
    const text = parsed.text ?? "";
    expect(parsed.html).toBeUndefined();
    expect(text).toContain("  - “re-verify your desk account at hxxp://evil[.]example/desk/sign-in”: 1 time, 0 buyers");
    expect(text).toContain("  - “login at www[.]evil[.]com”: 1 time, 0 buyers");
    // As a mail program would link it: only the site's own addresses.
    const links = (new LinkifyIt().match(text) ?? []).map((link) => link.url);
    expect(links.length).toBeGreaterThan(0);
    for (const link of links) expect(link).toMatch(/^https:\/\/pharma\.example\//);
  });

  it("tells the Notify me requests met since the last e-mail, and the buyers still waiting for stock", async () => {
    const HOUR = 3_600_000;
    const ask = (overrides: Partial<NewStockRequest>) =>
      requests.add(
        {
          state: "open",
          medicineId: "azee-500",
          contact: "chemist@example.in",
          channel: "email",
          name: "Azee 500 Tablet",
          language: "en",
          clientHash: "client",
          ...overrides,
        },
        new Date(morning.getTime() - 72 * HOUR),
      );
    await ask({});
    await ask({ contact: "919876543210", channel: "phone" });
    await ask({ medicineId: "zifi-200", name: "Zifi 200", contact: "919876543210", channel: "phone" });
    await ask({ medicineId: "pan-40", name: "Pan 40", contact: "other@example.in" });
    // Yesterday's e-mail went at 8:30; Azee came back after it: one address e-mailed, one number told.
    const digest = await digestProcess();
    expect(await digest.runOnce(new Date(morning.getTime() - 24 * HOUR))).toBe("sent");
    await requests.markBack("azee-500", new Date(morning.getTime() - 20 * HOUR));
    await requests.claimEmail("azee-500", "chemist@example.in", new Date(morning.getTime() - 19 * HOUR));
    await requests.sent("azee-500", "chemist@example.in", new Date(morning.getTime() - 19 * HOUR));
    await requests.told("azee-500", "919876543210", new Date(morning.getTime() - 18 * HOUR));

    expect(await digest.runOnce(morning)).toBe("sent");
    await expect.poll(() => peer.received.length).toBe(2);
    const first = readMail(peer.received[0]!).text;
    expect(first).not.toContain("Back in stock");
    expect(first).toContain("Waiting for stock: 3 buyers wait for 3 medicines still out of stock.");
    const { text } = readMail(peer.received[1]!);
    expect(text).toContain(
      [
        "Back in stock, buyers told since the last e-mail:",
        "  - Azee 500 Tablet: 1 buyer e-mailed, 1 buyer told on WhatsApp",
        "Waiting for stock: 2 buyers wait for 2 medicines still out of stock.",
        "  https://pharma.example/desk/stock",
      ].join("\n"),
    );

    // The next morning: nothing met since, the same buyers still wait; no orders, no lost demand.
    expect(await digest.runOnce(new Date(morning.getTime() + 24 * HOUR))).toBe("sent");
    await expect.poll(() => peer.received.length).toBe(3);
    const next = readMail(peer.received[2]!).text;
    expect(next).not.toContain("Back in stock");
    expect(next).toContain("Waiting for stock: 2 buyers wait for 2 medicines still out of stock.");
  });

  it("goes without the Notify me part when those requests cannot be read", async () => {
    await storeOrder(new Date(morning.getTime() - 3_600_000));
    // A buyer waits: read, the e-mail would say so.
    await requests.add(
      {
        state: "open",
        medicineId: "azee-500",
        contact: "919876543210",
        channel: "phone",
        name: "Azee 500 Tablet",
        language: "en",
        clientHash: "client",
      },
      new Date(morning.getTime() - 7_200_000),
    );
    requests.close();
    const digest = await digestProcess();
    expect(await digest.runOnce(morning)).toBe("sent");
    await expect.poll(() => peer.received.length).toBe(1);
    const { text } = readMail(peer.received[0]!);
    expect(text).toContain("Orders: 1 order in the last 24 hours");
    expect(text).not.toMatch(/Back in stock|Waiting for stock/);
  });

  it("is not sent when there is nothing to say", async () => {
    const digest = await digestProcess();
    expect(await digest.runOnce(morning)).toBe("nothing");
    expect(peer.received).toEqual([]);
  });
});
