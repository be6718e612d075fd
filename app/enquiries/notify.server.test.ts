import LinkifyIt from "linkify-it";
import PostalMime from "postal-mime";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createDeliveryWorker,
  createMailer,
  deliveryRetryDelay,
  enquiryEmail,
  type DeliveryWorker,
  type SendEnquiry,
  type WorkerLogger,
} from "./notify.server";
import { readMail } from "~/server/mime.test-support";
import { startSmtpPeer } from "~/server/smtp-peer.test-support";
import { NO_BUYER, type EnquiryStore, type StoredEnquiry } from "./enquiry-store";
import { openEnquiryStore } from "./store.server";

let dir: string;
let store: EnquiryStore;
const workers: DeliveryWorker[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "enquiries-notify-"));
  store = await openEnquiryStore({ url: pathToFileURL(path.join(dir, "enquiries.db")).href });
});
afterEach(async () => {
  await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  store.close();
  await rm(dir, { recursive: true, force: true });
});

const silent: WorkerLogger = { info() {}, warn() {}, error() {} };

async function submitPending(message = "Please send 10 strips of Dolo 650.") {
  const result = await store.submit({
    name: "Asha Kumari",
    email: "asha@example.com",
    message,
    page: "/contact",
    clientAddress: "203.0.113.7",
    token: null,
    deliver: true,
    rateLimit: { max: 100, windowMs: 3_600_000 },
  });
  if (result.kind !== "stored") throw new Error(`not stored: ${result.kind}`);
  return result.id;
}

function startWorker(send: SendEnquiry, retry = { baseMs: 30, maxMs: 1_000 }) {
  const worker = createDeliveryWorker({ store, send, retry, logger: silent });
  workers.push(worker);
  worker.start();
  return worker;
}

const statusOf = async (id: number) => (await store.list()).find((row) => row.id === id);

describe("delivery worker", () => {
  it("sends enquiries that were pending before it started, then each new one", async () => {
    const before = await submitPending("Left pending by the previous run.");
    const sent: string[] = [];
    const worker = startWorker(async (enquiry) => void sent.push(enquiry.message));
    await expect.poll(async () => (await statusOf(before))?.status).toBe("delivered");

    const after = await submitPending("A new enquiry after the start.");
    worker.kick();
    await expect.poll(async () => (await statusOf(after))?.status).toBe("delivered");
    expect(sent).toEqual(["Left pending by the previous run.", "A new enquiry after the start."]);
    expect(await statusOf(after)).toMatchObject({ attempts: 1, lastError: null, deliveredAt: expect.any(Date) });
  });

  it("keeps a failed enquiry pending, with the error and a later attempt, and retries until it is sent", async () => {
    const id = await submitPending();
    let calls = 0;
    const attemptsSeen: StoredEnquiry[] = [];
    startWorker(async (enquiry) => {
      calls += 1;
      if (calls <= 2) {
        attemptsSeen.push((await statusOf(enquiry.id))!);
        throw Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:2525"), { code: "ESOCKET" });
      }
    });
    await expect.poll(async () => (await statusOf(id))?.status).toBe("delivered");
    expect(calls).toBe(3);
    expect(await statusOf(id)).toMatchObject({ attempts: 3, lastError: null, nextAttemptAt: null });
    // The second attempt saw what the first failure left behind.
    expect(attemptsSeen[1]).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "ESOCKET: connect ECONNREFUSED 127.0.0.1:2525",
    });
  });

  it("waits longer after each failure (exponential backoff)", async () => {
    const id = await submitPending();
    const started = Date.now();
    startWorker(
      async () => {
        throw new Error("mail server down");
      },
      { baseMs: 60_000, maxMs: 600_000 },
    );
    await expect.poll(async () => (await statusOf(id))?.attempts).toBe(1);
    const { nextAttemptAt, lastError, status } = (await statusOf(id))!;
    expect({ status, lastError }).toEqual({ status: "pending", lastError: "mail server down" });
    // Due one base delay after the failure, not before.
    expect(nextAttemptAt!.getTime()).toBeGreaterThanOrEqual(started + 60_000);
    expect(nextAttemptAt!.getTime()).toBeLessThan(Date.now() + 60_000 + 1);
  });

  it("stops in the middle of a send, giving the enquiry back for the next start", async () => {
    const id = await submitPending();
    const sendStarted = vi.fn();
    const worker = startWorker(
      (_enquiry, signal) =>
        new Promise<void>((_resolve, reject) => {
          sendStarted();
          signal.addEventListener("abort", () => reject(new Error("aborted")));
        }),
    );
    await expect.poll(() => sendStarted.mock.calls.length).toBe(1);
    await worker.stop();
    expect(await statusOf(id)).toMatchObject({ status: "pending", attempts: 0, lastError: null });
    expect(await store.claimDue(new Date(), 60_000, 1)).toMatchObject([{ id }]);
  });
});

describe("retry delay", () => {
  it("doubles from the base delay up to the maximum", () => {
    const policy = { baseMs: 60_000, maxMs: 3_600_000 };
    expect([1, 2, 3, 4, 5, 6, 7, 8].map((n) => deliveryRetryDelay(n, policy) / 60_000)).toEqual([
      1, 2, 4, 8, 16, 32, 60, 60,
    ]);
  });
});

const storedEnquiry: StoredEnquiry = {
  id: 42,
  createdAt: new Date("2026-03-01T10:00:00.000Z"),
  name: "Asha Kumari",
  email: "asha@example.com",
  phone: null,
  ...NO_BUYER,
  message: "Please send 10 strips of Dolo 650.\nAnd a price list.",
  page: "/contact",
  status: "pending",
  attempts: 0,
  lastError: null,
  nextAttemptAt: null,
  deliveredAt: null,
  lines: [],
};

const NO_DETAILS = { notInCatalogue: false, pack: null, manufacturer: null, unit: null };
const listEnquiry: StoredEnquiry = {
  ...storedEnquiry,
  id: 43,
  phone: "+91 98765 43210",
  message: "",
  page: "/enquiry",
  lines: [
    {
      medicineId: "dolo-650-tablet",
      name: "Dolo 650 Tablet",
      quantity: 20,
      notInCatalogue: false,
      pack: "Strip of 15",
      manufacturer: "Micro Labs",
      unit: "strips",
    },
    { medicineId: "b-c", name: "B & C <b>Syrup</b>", quantity: 3, ...NO_DETAILS },
    { medicineId: "hindi", name: "पैरासिटामोल", quantity: 1, ...NO_DETAILS },
    {
      ...NO_DETAILS,
      medicineId: null,
      name: "Cold box <img src=x onerror=alert(1)> & ice",
      quantity: 2,
      notInCatalogue: true,
    },
  ],
};

describe("enquiry e-mail", () => {
  it("goes to the company, answers to the visitor, and carries the message as plain text", () => {
    const email = enquiryEmail(
      storedEnquiry,
      { to: ["orders@pharma.example", "owner@pharma.example"], from: "website@pharma.example" },
      { name: "Ganga Pharma Distributors", url: "https://pharma.example" },
    );
    expect(email).toEqual({
      from: { name: "Ganga Pharma Distributors website", address: "website@pharma.example" },
      to: ["orders@pharma.example", "owner@pharma.example"],
      replyTo: { name: "Asha Kumari", address: "asha@example.com" },
      subject: "Website enquiry from Asha Kumari",
      messageId: "<enquiry-42-1772359200000@pharma.example>",
      text: expect.stringContaining("Please send 10 strips of Dolo 650.\nAnd a price list.\n\n--\n"),
    });
    expect(email.text).toContain("Sent: 1 Mar 2026, 3:30 pm (India time)");
    expect(email.text).toContain("Page: https://pharma.example/contact");
    expect(email.text).not.toContain("Language:");
  });

  it("says when the buyer wrote from the Hindi site, in the text and the list's HTML", () => {
    const site = { name: "Ganga Pharma Distributors", url: "https://pharma.example" };
    const settings = { to: ["orders@pharma.example"], from: "website@pharma.example" };
    const contact = enquiryEmail({ ...storedEnquiry, page: "/hi/contact" }, settings, site);
    expect(contact.text).toContain(
      "Page: https://pharma.example/hi/contact\nLanguage: Hindi (sent from the Hindi site)",
    );
    const list = enquiryEmail({ ...listEnquiry, page: "/hi/enquiry" }, settings, site);
    expect(list.html).toContain("Language: Hindi (sent from the Hindi site)");
    // A page that merely starts with the letters is English.
    expect(enquiryEmail({ ...storedEnquiry, page: "/history" }, settings, site).text).not.toContain("Language:");
  });

  it("is delivered through a real SMTP server with those headers", async () => {
    const peer = await startSmtpPeer();
    const mailer = createMailer(
      { smtpUrl: peer.url, to: ["orders@pharma.example"], from: "website@pharma.example" },
      { name: "Ganga Pharma Distributors", url: "https://pharma.example" },
    );
    try {
      await mailer.send(storedEnquiry, new AbortController().signal);
    } finally {
      mailer.close();
      await peer.close();
    }
    const { received } = peer;
    expect(received).toHaveLength(1);
    const raw = received[0]!;
    expect(raw).toMatch(/^From: Ganga Pharma Distributors website <website@pharma\.example>$/m);
    expect(raw).toMatch(/^To: orders@pharma\.example$/m);
    expect(raw).toMatch(/^Reply-To: Asha Kumari <asha@example\.com>$/m);
    expect(raw).toMatch(/^Subject: Website enquiry from Asha Kumari$/m);
    expect(raw).toMatch(/^Message-ID: <enquiry-42-1772359200000@pharma\.example>$/m);
    expect(raw).toContain("Please send 10 strips of Dolo 650.");
  });

  it("reaches staff with the visitor's links defanged in the subject, the text and the HTML (read by a mail parser)", async () => {
    const lure = "re-verify your desk account at http://evil.example/desk/sign-in";
    const peer = await startSmtpPeer();
    const mailer = createMailer(
      { smtpUrl: peer.url, to: ["orders@pharma.example"], from: "website@pharma.example" },
      { name: "Ganga Pharma Distributors", url: "https://pharma.example" },
    );
    try {
      await mailer.send(
        {
          ...listEnquiry,
          name: "Desk team www.evil.com",
          shop: `Sharma Medical, ${lure}`,
          message: `Urgent: ${lure}`,
          lines: [...listEnquiry.lines, { ...listEnquiry.lines[3]!, name: lure }],
        },
        new AbortController().signal,
      );
    } finally {
      mailer.close();
      await peer.close();
    }
    const parsed = await PostalMime.parse(peer.received[0]!);
    expect(parsed.subject).toBe(
      "Enquiry list from Desk team www[.]evil[.]com, Sharma Medical, re-verify your desk account at hxxp://evil[.]example/desk/sign-in (3 medicines, 2 not in the catalogue)",
    );
    const text = parsed.text ?? "";
    const html = parsed.html ?? "";
    expect(text).toContain("Urgent: re-verify your desk account at hxxp://evil[.]example/desk/sign-in");
    expect(text).toContain(
      "5. re-verify your desk account at hxxp://evil[.]example/desk/sign-in — 2 (not in the catalogue)",
    );
    expect(html).toContain("hxxp://evil[.]example/desk/sign-in");
    expect(html).not.toMatch(/<a\b/i);
    // As a mail program would link the text and the HTML's words: the site's page, and the address staff answer.
    const words = html
      .replace(/<[^>]*>/g, " ")
      .replace(/&lt;/g, "<")
      .replace(/&gt;/g, ">")
      .replace(/&amp;/g, "&");
    for (const part of [text, words, parsed.subject ?? ""]) {
      for (const link of new LinkifyIt().match(part) ?? []) {
        expect(link.url).toMatch(/^(https:\/\/pharma\.example\/|mailto:asha@example\.com$)/);
      }
    }
  });

  it("says who is asking in the subject, the text and the HTML, escaped", () => {
    const email = enquiryEmail(
      {
        ...listEnquiry,
        shop: "Sharma <i>Medical</i> & Co",
        drugLicence: "BR-PAT-1234/20B",
        gstin: "27AAPFU0939F1ZV",
        city: "Patna",
      },
      { to: ["orders@pharma.example"], from: "website@pharma.example" },
      { name: "Ganga Pharma Distributors", url: "https://pharma.example" },
    );
    expect(email.subject).toBe(
      "Enquiry list from Asha Kumari, Sharma <i>Medical</i> & Co (3 medicines, 1 not in the catalogue)",
    );
    expect(email.text).toContain(
      "Phone: +91 98765 43210\nShop or hospital: Sharma <i>Medical</i> & Co\nDrug licence: BR-PAT-1234/20B\nGSTIN: 27AAPFU0939F1ZV\nCity: Patna\n",
    );
    expect(email.html).toContain("Shop or hospital: Sharma &lt;i&gt;Medical&lt;/i&gt; &amp; Co");
    expect(email.html).not.toContain("<i>Medical");
    expect(email.html).toContain("GSTIN: 27AAPFU0939F1ZV");
  });

  it("lists an enquiry list's medicines as text lines and as an escaped HTML table", () => {
    const email = enquiryEmail(
      listEnquiry,
      { to: ["orders@pharma.example"], from: "website@pharma.example" },
      { name: "Ganga Pharma Distributors", url: "https://pharma.example" },
    );
    expect(email.subject).toBe("Enquiry list from Asha Kumari (3 medicines, 1 not in the catalogue)");
    expect(email.text.split("\n").slice(0, 6)).toEqual([
      "Enquiry list, 3 medicines, 1 not in the catalogue:",
      "1. Dolo 650 Tablet (Micro Labs, strip of 15) — 20 strips (id dolo-650-tablet)",
      "2. B & C <b>Syrup</b> — 3 (id b-c)",
      "3. पैरासिटामोल — 1 (id hindi)",
      "4. Cold box <img src=x onerror=alert(1)> & ice — 2 (not in the catalogue)",
      "",
    ]);
    expect(email.text).toContain("Phone: +91 98765 43210");
    expect(email.html).toContain(
      '<td style="border:1px solid #cbd5e1;padding:4px 8px;text-align:left">B &amp; C &lt;b&gt;Syrup&lt;/b&gt;</td>',
    );
    expect(email.html).not.toContain("<b>Syrup");
    expect(email.html).toContain("Cold box &lt;img src=x onerror=alert(1)&gt; &amp; ice");
    expect(email.html).not.toContain("<img");
    expect(email.html).toContain(">not in the catalogue</td>");
    expect(email.html).toContain(">20 strips</td>");
    expect(email.html?.match(/<tr>/g)).toHaveLength(5);
    expect(email.html).toContain("पैरासिटामोल");
  });

  it("delivers an enquiry list with its lines, text and HTML, through a real SMTP server", async () => {
    const peer = await startSmtpPeer();
    const mailer = createMailer(
      { smtpUrl: peer.url, to: ["orders@pharma.example"], from: "website@pharma.example" },
      { name: "Ganga Pharma Distributors", url: "https://pharma.example" },
    );
    try {
      await mailer.send(listEnquiry, new AbortController().signal);
    } finally {
      mailer.close();
      await peer.close();
    }
    expect(peer.received).toHaveLength(1);
    const parsed = readMail(peer.received[0]!);
    expect(parsed.subject).toBe("Enquiry list from Asha Kumari (3 medicines, 1 not in the catalogue)");
    expect(parsed.text).toContain("1. Dolo 650 Tablet (Micro Labs, strip of 15) — 20 strips (id dolo-650-tablet)");
    expect(parsed.text).toContain("3. पैरासिटामोल — 1 (id hindi)");
    expect(parsed.text).toContain("4. Cold box <img src=x onerror=alert(1)> & ice — 2 (not in the catalogue)");
    expect(parsed.html).toContain("B &amp; C &lt;b&gt;Syrup&lt;/b&gt;");
    expect(parsed.html).toContain("Cold box &lt;img src=x onerror=alert(1)&gt; &amp; ice");
    expect(parsed.html).not.toContain("<img");
  });
});
