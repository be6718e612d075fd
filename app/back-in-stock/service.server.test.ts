import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
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

const mails = () =>
  peer.received.map((raw) => ({ ...readMail(raw), subject: decodedSubject(readMail(raw).subject), raw }));
const isConfirmMail = (mail: { text: string }) => /\/stock\/confirm\?token=/.test(mail.text);
const backInStockMails = () => mails().filter((mail) => mail.text.includes(azee.name) && !isConfirmMail(mail));
const confirmMailsTo = (address: string) =>
  mails().filter((mail) => isConfirmMail(mail) && mail.raw.includes(`To: ${address}`));

/** Asks by e-mail and follows the confirm link the site e-mailed, as the address's owner does. */
async function askConfirmed(service: BackInStockService, contact: string, language: "en" | "hi" = "en", when = t0) {
  expect(await ask(service, contact, language, when)).toBe("confirm");
  await vi.waitFor(() => expect(confirmMailsTo(contact)).toHaveLength(1));
  const token = /\/stock\/confirm\?token=([\w.-]+)/.exec(confirmMailsTo(contact)[0]!.text)![1]!;
  expect(await service.store.confirm(service.contactOfConfirm(token, when)!, when)).toBeGreaterThan(0);
}

describe("asking to be told", () => {
  it("stores one request per contact and medicine; anything but a mobile number or an address is refused", async () => {
    const service = await process();
    expect(await ask(service, "98765 43210")).toBe("added");
    expect(await ask(service, "+91 98765-43210")).toBe("already");
    // An address is asked to confirm first, however often it is typed; it is no demand until then.
    expect(await ask(service, "Chemist@Example.in")).toBe("confirm");
    expect(await ask(service, "chemist@example.in")).toBe("confirm");
    expect(await ask(service, "call me")).toBe("invalid");
    expect(await ask(service, "12345")).toBe("invalid");
    expect(await service.store.waitedFor(10)).toEqual([
      expect.objectContaining({ medicineId: azee.id, name: azee.name, requests: 1 }),
    ]);
    await vi.waitFor(() => expect(confirmMailsTo("chemist@example.in")).toHaveLength(1));
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
      for (let n = 0; n < 1000; n++) outcomes.push(await ask(service, `9${String(n).padStart(9, "0")}`));
      expect(outcomes.filter((outcome) => outcome === "added")).toHaveLength(25);
      expect(outcomes.slice(25).every((outcome) => outcome === "rate-limited")).toBe(true);
      expect((await service.store.waitedFor(10))[0]?.requests).toBe(25);
      // Another client is not held back by that one.
      const other = await service.ask(
        form("91234 56789"),
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
    await askConfirmed(one, "hindi@example.in", "hi");
    await askConfirmed(one, "english@example.in", "en");
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
    await askConfirmed(service, "chemist@example.in");
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
    await askConfirmed(service, "chemist@example.in");
    await changes.record("v2", at(1), [change("back-in-stock")]);
    await service.run(at(3));
    const token = /token=([\w.-]+)/.exec(backInStockMails()[0]!.text)![1]!;
    expect(service.contactOfStop(token)).toBe("chemist@example.in");
    expect(service.contactOfStop(token.replace(/.$/, (last) => (last === "A" ? "B" : "A")))).toBeNull();
    const forged = `${Buffer.from("someone@example.in").toString("base64url")}.${token.split(".")[1]}`;
    expect(service.contactOfStop(forged)).toBeNull();
    // What the stop page does with the address the link gave.
    const other = { id: "zifi-200", name: "Zifi 200", outOfStock: true };
    // A confirmed address asking for another medicine is not asked to confirm again.
    expect(
      await service.ask(
        form("chemist@example.in"),
        { clientAddress: "203.0.113.7", language: "en", medicine: other },
        at(3),
      ),
    ).toBe("added");
    expect(await service.store.stop(service.contactOfStop(token)!, at(4))).toBe(1);
    expect(await service.store.openMedicineIds()).toEqual([]);
    // After the stop link, asking again needs a confirmation again.
    expect(
      await service.ask(
        form("chemist@example.in"),
        { clientAddress: "203.0.113.7", language: "en", medicine: other },
        at(5),
      ),
    ).toBe("confirm");
  });

  it("e-mails an unconfirmed address nothing but one confirm e-mail a day; confirmed, it is told", async () => {
    const service = await process();
    const zifi = { id: "zifi-200", name: "Zifi 200", outOfStock: true };
    expect(await ask(service, "chemist@example.in", "hi")).toBe("confirm");
    // Asked for another medicine the same day: no second confirm e-mail to that inbox.
    expect(
      await service.ask(
        form("chemist@example.in"),
        { clientAddress: "203.0.113.7", language: "hi", medicine: zifi },
        at(2),
      ),
    ).toBe("confirm");
    await vi.waitFor(() => expect(confirmMailsTo("chemist@example.in")).toHaveLength(1));
    const [confirm] = confirmMailsTo("chemist@example.in");
    expect(confirm!.subject).toBe("Patna Pharma से स्टॉक की ई-मेल पक्की करें");
    expect(confirm!.text).toMatch(/^https:\/\/catalogue\.example\.in\/hi\/stock\/confirm\?token=[\w.-]+$/m);
    expect(confirm!.text).not.toContain("/stock/stop");

    // Back in stock while unconfirmed: nothing goes, and the request is no demand on the desk.
    await changes.record("v2", at(1), [change("back-in-stock")]);
    await service.run(at(3));
    expect(backInStockMails()).toHaveLength(0);
    expect(await service.store.waitedFor(10)).toEqual([]);
    expect(await service.store.waitingForDesk({ emails: true, limit: 10 })).toEqual([]);

    // A forged, altered or expired link confirms nothing; the real one confirms both requests.
    const token = /token=([\w.-]+)/.exec(confirm!.text)![1]!;
    expect(
      service.contactOfConfirm(
        token.replace(/.$/, (last) => (last === "A" ? "B" : "A")),
        at(3),
      ),
    ).toBeNull();
    expect(service.contactOfConfirm(token, at(24 * 8))).toBeNull();
    expect(await service.store.confirm(service.contactOfConfirm(token, at(4))!, at(4))).toBe(2);
    // Confirmed after it came back (and still in stock): told at the next pass, once.
    await service.run(at(4));
    await service.run(at(5));
    expect(backInStockMails().map((mail) => mail.subject)).toEqual(["Azee 500 Tablet फिर से स्टॉक में है"]);
  });

  it("forgets an address nobody confirmed after seven days", async () => {
    const service = await process();
    expect(await ask(service, "nobody@example.in")).toBe("confirm");
    await vi.waitFor(() => expect(confirmMailsTo("nobody@example.in")).toHaveLength(1));
    const token = /token=([\w.-]+)/.exec(confirmMailsTo("nobody@example.in")[0]!.text)![1]!;
    const stored = {
      state: "unconfirmed",
      medicineId: azee.id,
      contact: "nobody@example.in",
      channel: "email",
      name: azee.name,
      language: "en",
      clientHash: "x",
    } as const;
    await service.run(at(24 * 6));
    expect(await service.store.add(stored, at(24 * 6))).toBe("already");
    await service.run(at(24 * 7 + 1));
    // Gone: the same request is stored anew, and the old link confirms nothing.
    expect(await service.store.add(stored, at(24 * 7 + 1))).toBe("added");
    expect(service.contactOfConfirm(token, at(24 * 7 + 1))).toBeNull();
  });
});

describe("every return in stock", () => {
  it("tells the waiting ones once each time the medicine comes back, also to a sheet content seen before", async () => {
    const service = await process();
    // Versions are content hashes: "in" and "out" are the same two sheets each time.
    const back = (when: Date) => changes.record("in", when, [change("back-in-stock")]);
    const out = (when: Date) => changes.record("out", when, [change("out-of-stock")]);
    await askConfirmed(service, "first@example.in");
    await back(at(1));
    await service.run(at(2.5));
    expect(backInStockMails().map((mail) => mail.raw.includes("To: first@example.in"))).toEqual([true]);

    // Out again; an e-mail from the Hindi page and a phone ask; back to the same sheet as before.
    await out(at(3));
    available = "Out of Stock";
    await askConfirmed(service, "second@example.in", "hi", at(4));
    expect(await ask(service, "98765 43210", "hi", at(4))).toBe("added");
    await service.run(at(4.5));
    await back(at(5));
    available = "In Stock";
    await service.run(at(5.5)); // within the hold time
    expect(backInStockMails()).toHaveLength(1);
    await service.run(at(6.5));
    await service.run(at(7));
    const second = backInStockMails().slice(1);
    expect(second.map((mail) => [mail.subject, mail.raw.includes("To: second@example.in")])).toEqual([
      ["Azee 500 Tablet फिर से स्टॉक में है", true],
    ]);
    // "Waiting for stock" lists the phone, in Hindi as asked.
    expect(await service.store.waitingForDesk({ emails: false, limit: 10 })).toEqual([
      expect.objectContaining({ contact: "919876543210", channel: "phone", language: "hi" }),
    ]);

    // Out and back a third time: the phone is still to be told by the desk; nobody is e-mailed twice.
    await out(at(8));
    await back(at(9));
    await service.run(at(10.5));
    expect(backInStockMails()).toHaveLength(2);
    expect(await service.store.waitingForDesk({ emails: false, limit: 10 })).toHaveLength(1);
  });
});
