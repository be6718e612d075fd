import { mkdtemp, rm, unlink } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi, type Mock } from "vitest";
import type { WorkerLogger } from "./notify.server";
import { EMPTY_ENQUIRY_VALUES } from "./form";
import { createEnquiryService, type EnquiryService } from "./service.server";
import { openEnquiryStore } from "./store.server";

let dir: string;
let service: EnquiryService;
let worker: { start: () => void; kick: Mock<() => void>; stop: () => Promise<void> };

const logger: WorkerLogger = { info() {}, warn() {}, error() {} };

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "enquiries-service-"));
  const store = await openEnquiryStore({ url: pathToFileURL(path.join(dir, "enquiries.db")).href });
  worker = { start: () => {}, kick: vi.fn<() => void>(), stop: async () => {} };
  service = createEnquiryService({ store, worker, rateLimit: { max: 2, windowMs: 3_600_000 }, logger });
});
afterEach(async () => {
  await service.close();
  await rm(dir, { recursive: true, force: true });
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const valid = { name: "Asha Kumari", email: "asha@example.com", message: "Do you stock Dolo 650?" };
const request = { clientAddress: "203.0.113.7", path: "/contact" };

describe("enquiry submission", () => {
  it("stores a valid enquiry for delivery, with the page it came from, and wakes the worker", async () => {
    const outcome = await service.submit(form({ ...valid, page: "/contact?from=home" }), request);
    expect(outcome).toEqual({ status: "received", token: null });
    expect(await service.store.list()).toMatchObject([{ ...valid, page: "/contact?from=home", status: "pending" }]);
    expect(worker.kick).toHaveBeenCalledTimes(1);
  });

  it("falls back to the request's path when the form names no page on this site", async () => {
    await service.submit(form({ ...valid, page: "https://evil.example/" }), request);
    expect(await service.store.list()).toMatchObject([{ page: "/contact" }]);
  });

  it("answers a filled honeypot like a success but keeps nothing", async () => {
    const outcome = await service.submit(form({ ...valid, website: "https://spam.example" }), request);
    expect(outcome).toEqual({ status: "received", token: null });
    expect(await service.store.list()).toEqual([]);
    expect(worker.kick).not.toHaveBeenCalled();
  });

  it("returns field messages and the typed values for an invalid form, storing nothing", async () => {
    const outcome = await service.submit(form({ ...valid, email: "asha@" }), request);
    expect(outcome).toEqual({
      status: "invalid",
      errors: { email: "Enter an e-mail address like name@example.com" },
      values: { ...EMPTY_ENQUIRY_VALUES, ...valid, email: "asha@" },
    });
    expect(await service.store.list()).toEqual([]);
  });

  it("refuses a sender over the limit, keeping the text for the form", async () => {
    await service.submit(form({ ...valid, message: "First question here." }), request);
    await service.submit(form({ ...valid, message: "Second question here." }), request);
    const outcome = await service.submit(form({ ...valid, message: "Third question here." }), request);
    expect(outcome).toEqual({
      status: "rate-limited",
      values: { ...EMPTY_ENQUIRY_VALUES, ...valid, message: "Third question here." },
    });
    expect(await service.store.list()).toHaveLength(2);
  });

  it("answers a resubmitted form as received without storing or sending it twice", async () => {
    const token = crypto.randomUUID();
    await service.submit(form({ ...valid, token }), request);
    expect(await service.submit(form({ ...valid, token }), request)).toEqual({ status: "received", token });
    expect(await service.store.list()).toHaveLength(1);
    expect(worker.kick).toHaveBeenCalledTimes(1);
  });
});

describe("enquiry list submission", () => {
  const lines = [{ id: "dolo-650-tablet", name: "Dolo 650 Tablet", quantity: 20 }];
  const listRequest = { clientAddress: "203.0.113.7", path: "/enquiry" };

  it("stores the list's lines with the enquiry; phone and message may be left empty", async () => {
    const outcome = await service.submit(
      form({ name: "Asha", email: "asha@example.com", phone: "", message: "", page: "/enquiry" }),
      listRequest,
      { lines },
    );
    expect(outcome).toEqual({
      status: "received",
      token: null,
      order: { number: 1, token: expect.stringMatching(/^[\w-]{32}$/) },
    });
    expect(await service.store.list()).toMatchObject([
      { page: "/enquiry", phone: null, message: "", lines: [{ medicineId: "dolo-650-tablet", quantity: 20 }] },
    ]);
    expect(worker.kick).toHaveBeenCalledTimes(1);
    const token = outcome.status === "received" ? outcome.order!.token : "";
    expect(await service.store.findOrder(token)).toMatchObject({ number: 1, channel: "form", name: "Asha" });
  });

  it("takes a phone number or an e-mail address: one is enough, each checked, neither refused", async () => {
    const phoneOnly = await service.submit(form({ name: "Ravi", phone: "+91 98765 43210" }), listRequest, { lines });
    expect(phoneOnly).toMatchObject({ status: "received", order: { number: 1 } });
    expect(await service.store.list()).toMatchObject([{ name: "Ravi", email: "", phone: "+91 98765 43210" }]);

    const neither = await service.submit(form({ name: "Ravi" }), listRequest, { lines });
    expect(neither).toMatchObject({
      status: "invalid",
      errors: { email: "Enter a phone number or an e-mail address: one is enough" },
    });
    const wrongPhone = await service.submit(form({ name: "Ravi", phone: "12" }), listRequest, { lines });
    expect(wrongPhone).toMatchObject({ status: "invalid", errors: { phone: expect.any(String) } });
    const wrongEmail = await service.submit(form({ name: "Ravi", phone: "98765 43210", email: "ravi@" }), listRequest, {
      lines,
    });
    expect(wrongEmail).toMatchObject({
      status: "invalid",
      errors: { email: "Enter an e-mail address like name@example.com" },
    });
    // The contact form still asks for its e-mail address.
    const contact = await service.submit(form({ name: "Ravi", message: "A question about stock." }), request);
    expect(contact).toMatchObject({ status: "invalid", errors: { email: expect.any(String) } });
  });

  it("stores a list sent by WhatsApp or e-mail before it leaves, marked so, with nothing required", async () => {
    const outcome = await service.storeSent(form({ shop: "Sharma Medical", email: "not an address" }), listRequest, {
      lines,
      channel: "whatsapp",
    });
    expect(outcome).toEqual({ status: "stored", order: { number: 1, token: expect.stringMatching(/^[\w-]{32}$/) } });
    const token = outcome.status === "stored" ? outcome.order.token : "";
    expect(await service.store.findOrder(token)).toMatchObject({
      channel: "whatsapp",
      name: "",
      email: "",
      shop: "Sharma Medical",
      lines: [{ name: "Dolo 650 Tablet", quantity: 20 }],
    });
    // Not e-mailed by the site: the company gets it from the buyer.
    expect(worker.kick).not.toHaveBeenCalled();
    expect((await service.store.list())[0]?.status).toBe("stored");
  });

  it("holds WhatsApp and e-mail sends to the honeypot and the form's rate limit", async () => {
    const bot = await service.storeSent(form({ website: "x" }), listRequest, { lines, channel: "email" });
    expect(bot).toEqual({ status: "skipped" });
    const results = [];
    // Three different lists (the same one again would be the same order: docs/product.md 12.3c).
    for (let at = 0; at < 3; at++) {
      const list = lines.map((line) => ({ ...line, quantity: line.quantity + at }));
      results.push((await service.storeSent(form({}), listRequest, { lines: list, channel: "whatsapp" })).status);
    }
    expect(results).toEqual(["stored", "stored", "rate-limited"]);
    expect(await service.store.list()).toHaveLength(2);
  });

  it("stores the order's notes after the message typed, never as lines (docs/product.md 12.13a)", async () => {
    await service.submit(
      form({ name: "Asha", email: "asha@example.com", message: "Call before 5", page: "/enquiry" }),
      listRequest,
      { lines, notes: ["Note: urgent please", "Note: send by evening"] },
    );
    await service.submit(
      form({ name: "Ravi", email: "ravi@example.com", message: "", page: "/enquiry" }),
      listRequest,
      {
        lines,
        notes: ["Note: urgent please"],
      },
    );
    expect((await service.store.list()).map(({ message, lines: stored }) => [message, stored.length])).toEqual(
      expect.arrayContaining([
        ["Call before 5\nNote: urgent please\nNote: send by evening", 1],
        ["Note: urgent please", 1],
      ]),
    );
  });

  it("shares the honeypot and the rate limit with the contact form", async () => {
    const bot = await service.submit(form({ name: "B", email: "b@example.com", website: "x" }), listRequest, { lines });
    expect(bot).toEqual({ status: "received", token: null });
    await service.submit(form(valid), request);
    await service.submit(form({ name: "Asha", email: "asha@example.com", phone: "98765 43210" }), listRequest, {
      lines,
    });
    // Another list (the same one again would be the same order: docs/product.md 12.3c).
    const third = await service.submit(
      form({ name: "Asha", email: "asha@example.com", phone: "98765 43210" }),
      listRequest,
      {
        lines: lines.map((line) => ({ ...line, quantity: line.quantity + 1 })),
      },
    );
    expect(third).toEqual({
      status: "rate-limited",
      values: { ...EMPTY_ENQUIRY_VALUES, name: "Asha", email: "asha@example.com", phone: "98765 43210" },
    });
    expect((await service.store.list()).map((row) => row.lines.length)).toEqual([0, 1]);
  });

  it("signs list cookies with the configured secret, or else the database's", async () => {
    expect(service.listSecret).toBe(service.store.listSecret);
    const store = await openEnquiryStore({ url: pathToFileURL(path.join(dir, "configured.db")).href });
    const configured = createEnquiryService({
      store,
      worker: null,
      rateLimit: { max: 2, windowMs: 1 },
      logger,
      listSecret: "s".repeat(32),
    });
    expect(configured.listSecret).toBe("s".repeat(32));
    await configured.close();
  });
});

describe("enquiry submission without mail", () => {
  it("only stores the enquiry", async () => {
    const store = await openEnquiryStore({ url: pathToFileURL(path.join(dir, "no-mail.db")).href });
    const storeOnly = createEnquiryService({ store, worker: null, rateLimit: { max: 2, windowMs: 60_000 }, logger });
    try {
      expect(await storeOnly.submit(form(valid), request)).toEqual({ status: "received", token: null });
      expect(await store.list()).toMatchObject([{ status: "stored", nextAttemptAt: null }]);
    } finally {
      await storeOnly.close();
    }
  });
});

describe("enquiry submission when the database cannot keep it", () => {
  it("answers not stored (try again, with what was typed) instead of received, and logs by sizes, never the visitor's text", async () => {
    const file = path.join(dir, "gone.db");
    const store = await openEnquiryStore({ url: pathToFileURL(file).href });
    const errors: { details: object; message: string }[] = [];
    const recording: WorkerLogger = { ...logger, error: (details, message) => void errors.push({ details, message }) };
    const gone = createEnquiryService({
      store,
      worker: null,
      rateLimit: { max: 2, windowMs: 60_000 },
      logger: recording,
    });
    try {
      await unlink(file);
      const outcome = await gone.submit(form(valid), request);
      expect(outcome).toEqual({
        status: "not-stored",
        values: { ...EMPTY_ENQUIRY_VALUES, ...valid },
        token: null,
      });
      expect(errors).toHaveLength(1);
      expect(errors[0]!.message).toBe("enquiry NOT stored; the visitor is told to try again");
      expect(errors[0]!.details).toMatchObject({
        kind: "contact",
        messageLength: valid.message.length,
        reason: `the database file ${file} was deleted while the server runs`,
      });
      const logged = JSON.stringify(errors);
      for (const text of Object.values(valid)) expect(logged).not.toContain(text);
    } finally {
      await gone.close();
    }
  });
});
