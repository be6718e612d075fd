import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Medicine } from "~/catalogue/medicine/medicine";
import type { CatalogueChange } from "~/catalogue/changes/diff";
import { openChangeStore, type ChangeStore } from "~/catalogue/changes/store.server";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { createMailbox } from "~/server/mail.server";
import { readMail } from "~/server/mime.test-support";
import { startSmtpPeer, type SmtpPeer } from "~/server/smtp-peer.test-support";
import "~/i18n/i18n.server";
import { createBackInStock, type BackInStockService } from "./service.server";
import { openStockRequestStore } from "./store.server";

const HOUR = 3_600_000;
const t0 = new Date("2026-03-01T10:00:00.000Z");
const at = (hours: number) => new Date(t0.getTime() + hours * HOUR);
const SECRET = "s".repeat(43);
const SITE = { name: "Patna Pharma", url: "https://catalogue.example.in" };

const azee = testMedicine({ id: "azee-500", name: "Azee 500 Tablet", stock: 0, availability: "Out of Stock" });
const logger = { info() {}, warn() {}, error() {} };

let dir: string;
let url: string;
let peer: SmtpPeer;
let changes: ChangeStore;
let available: Medicine["availability"];
const services: BackInStockService[] = [];

beforeEach(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "back-in-stock-"));
  url = pathToFileURL(path.join(dir, "site.db")).href;
  peer = await startSmtpPeer();
  changes = await openChangeStore({ url, holdMs: HOUR });
  available = "In Stock";
});
afterEach(async () => {
  for (const service of services.splice(0)) await service.close();
  changes.close();
  await peer.close();
  await rm(dir, { recursive: true, force: true });
});

/** A server process: its own store and mailer on the shared database file and SMTP peer. */
async function process(options: { mailing?: boolean; max?: number } = {}): Promise<BackInStockService> {
  const service = createBackInStock({
    store: await openStockRequestStore({ url }),
    changes,
    catalogue: { read: async () => ({ snapshot: { byId: new Map([[azee.id, { availability: available }]]) } }) },
    mail:
      options.mailing === false
        ? null
        : createMailbox({ smtpUrl: peer.url, from: { name: SITE.name, address: "shop@example.in" } }),
    site: SITE,
    secret: SECRET,
    rateLimit: { max: options.max ?? 30, windowMs: HOUR },
    logger,
  });
  services.push(service);
  return service;
}

const form = (contact: string, extra: Record<string, string> = {}) => {
  const data = new FormData();
  data.set("contact", contact);
  for (const [name, value] of Object.entries(extra)) data.set(name, value);
  return data;
};
const outOfStock = { id: azee.id, name: azee.name, outOfStock: true };
const ask = (service: BackInStockService, contact: string, language: "en" | "hi" = "en", when = t0) =>
  service.ask(form(contact), { clientAddress: "203.0.113.7", language, medicine: outOfStock }, when);

const change = (kind: CatalogueChange["kind"]): CatalogueChange => ({
  medicineId: azee.id,
  kind,
  name: azee.name,
  categoryId: azee.categoryId,
  category: azee.category,
  manufacturer: azee.manufacturer,
  manufacturerSlug: "micro-labs-ltd",
  oldValue: null,
  newValue: null,
  scheme: null,
});

/** A subject as nodemailer writes one that is not ASCII: RFC 2047 words of base64 UTF-8, split anywhere. */
const decodedSubject = (subject: string) =>
  /=\?UTF-8\?B\?/i.test(subject)
    ? Buffer.concat(
        [...subject.matchAll(/=\?UTF-8\?B\?([^?]*)\?=/gi)].map((word) => Buffer.from(word[1]!, "base64")),
      ).toString("utf8")
    : subject;

const backInStockMails = () =>
  peer.received
    .map(readMail)
    .filter((mail) => mail.text.includes(azee.name))
    .map((mail) => ({ ...mail, subject: decodedSubject(mail.subject) }));

describe("asking to be told", () => {
  it("stores one request per contact and medicine; anything but a mobile number or an address is refused", async () => {
    const service = await process();
    expect(await ask(service, "98765 43210")).toBe("added");
    expect(await ask(service, "+91 98765-43210")).toBe("already");
    expect(await ask(service, "Chemist@Example.in")).toBe("added");
    expect(await ask(service, "chemist@example.in")).toBe("already");
    expect(await ask(service, "call me")).toBe("invalid");
    expect(await ask(service, "12345")).toBe("invalid");
    expect(await service.store.waitedFor(10)).toEqual([
      expect.objectContaining({ medicineId: azee.id, name: azee.name, requests: 2 }),
    ]);
  });

  it("stores nothing for a bot's hidden field or a medicine in stock", async () => {
    const service = await process();
    const bot = form("bot@example.in", { website: "http://spam.example" });
    expect(await service.ask(bot, { clientAddress: "203.0.113.7", language: "en", medicine: outOfStock }, t0)).toBe(
      "added",
    );
    const inStock = { ...outOfStock, outOfStock: false };
    expect(await service.ask(form("a@b.in"), { clientAddress: "203.0.113.7", language: "en", medicine: inStock })).toBe(
      "in-stock",
    );
    expect(await service.store.waitedFor(10)).toEqual([]);
  });

  it(
    "refuses a client over its limit: of 1,000 requests only the first ones are stored",
    { timeout: 60_000 },
    async () => {
      const service = await process({ max: 25 });
      const outcomes: string[] = [];
      for (let n = 0; n < 1000; n++) outcomes.push(await ask(service, `buyer${n}@example.in`));
      expect(outcomes.filter((outcome) => outcome === "added")).toHaveLength(25);
      expect(outcomes.slice(25).every((outcome) => outcome === "rate-limited")).toBe(true);
      expect((await service.store.waitedFor(10))[0]?.requests).toBe(25);
      // Another client is not held back by that one.
      const other = await service.ask(
        form("other@example.in"),
        { clientAddress: "198.51.100.2", language: "en", medicine: outOfStock },
        t0,
      );
      expect(other).toBe("added");
    },
  );
});

describe("when the medicine is back", () => {
  it("e-mails each address once, in its language, after the hold time; numbers wait on the desk", async () => {
    const [one, two] = [await process(), await process()];
    await ask(one, "hindi@example.in", "hi");
    await ask(one, "english@example.in", "en");
    await ask(one, "98765 43210");
    await changes.record("v2", at(1), [change("back-in-stock")]);

    await one.run(at(1.5)); // within the hold time: not news yet
    expect(backInStockMails()).toHaveLength(0);

    // Two processes at once: each e-mail is claimed by one of them.
    await Promise.all([one.run(at(2.1)), two.run(at(2.1))]);
    await one.run(at(3));
    const mails = backInStockMails();
    expect(mails.map((mail) => mail.subject).sort()).toEqual([
      "Azee 500 Tablet is back in stock",
      "Azee 500 Tablet फिर से स्टॉक में है",
    ]);
    const hindi = mails.find((mail) => mail.subject.includes("फिर से"))!;
    expect(hindi.text).toContain("https://catalogue.example.in/hi/medicines/azee-500");
    expect(hindi.text).toMatch(/https:\/\/catalogue\.example\.in\/hi\/stock\/stop\?token=[\w.-]+/);
    expect(await one.store.waitingForDesk({ emails: false, limit: 10 })).toEqual([
      expect.objectContaining({ contact: "919876543210", channel: "phone" }),
    ]);
    expect(await one.store.waitedFor(10)).toEqual([]);
  });

  it("sends nothing for a flicker: back and out again within the hold time", async () => {
    const service = await process();
    await ask(service, "chemist@example.in");
    await changes.record("v2", at(1), [change("back-in-stock")]);
    await changes.record("v3", at(1.2), [change("out-of-stock")]);
    available = "Out of Stock";
    await service.run(at(5));
    expect(backInStockMails()).toHaveLength(0);
    expect((await service.store.waitedFor(10))[0]?.requests).toBe(1);
  });

  it("closes the requests of a medicine that left the sheet, with no e-mail", async () => {
    const service = await process();
    await ask(service, "chemist@example.in");
    await ask(service, "98765 43210");
    await changes.record("v2", at(1), [change("removed")]);
    await service.run(at(2));
    expect(backInStockMails()).toHaveLength(0);
    expect(await service.store.waitedFor(10)).toEqual([]);
    expect(await service.store.waitingForDesk({ emails: true, limit: 10 })).toEqual([]);
  });

  it("without a mail server, addresses wait on the desk like numbers", async () => {
    const service = await process({ mailing: false });
    await ask(service, "chemist@example.in");
    await changes.record("v2", at(1), [change("back-in-stock")]);
    await service.run(at(3));
    expect(peer.received).toHaveLength(0);
    expect(await service.store.waitingForDesk({ emails: true, limit: 10 })).toEqual([
      expect.objectContaining({ contact: "chemist@example.in" }),
    ]);
  });

  it("a stop link closes the address's requests; a forged or altered one is refused", async () => {
    const service = await process();
    await ask(service, "chemist@example.in");
    await changes.record("v2", at(1), [change("back-in-stock")]);
    await service.run(at(3));
    const token = /token=([\w.-]+)/.exec(backInStockMails()[0]!.text)![1]!;
    expect(service.contactOfStop(token)).toBe("chemist@example.in");
    expect(service.contactOfStop(token.replace(/.$/, (last) => (last === "A" ? "B" : "A")))).toBeNull();
    const forged = `${Buffer.from("someone@example.in").toString("base64url")}.${token.split(".")[1]}`;
    expect(service.contactOfStop(forged)).toBeNull();
    // What the stop page does with the address the link gave.
    const other = { id: "zifi-200", name: "Zifi 200", outOfStock: true };
    await service.ask(
      form("chemist@example.in"),
      { clientAddress: "203.0.113.7", language: "en", medicine: other },
      at(3),
    );
    expect(await service.store.stop(service.contactOfStop(token)!, at(4))).toBe(1);
    expect(await service.store.openMedicineIds()).toEqual([]);
  });
});
