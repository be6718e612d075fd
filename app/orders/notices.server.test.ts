import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createMailbox } from "~/server/mail.server";
import { readMail } from "~/server/mime.test-support";
import { startSmtpPeer, type SmtpPeer } from "~/server/smtp-peer.test-support";
import { enquiry, useContractStore } from "~/enquiries/store.server.test-support";
import type { NewEnquiry } from "~/enquiries/enquiry-store";
import type { OrderPlan } from "~/enquiries/order-plan";
import { createOrderNotices } from "./notices.server";

// The buyers' e-mails through a real SMTP server on loopback: one per status, in the buyer's
// language, with the order page's address, sent once by two processes sharing the database.
let peer: SmtpPeer;
beforeAll(async () => {
  peer = await startSmtpPeer();
});
afterAll(async () => {
  await peer.close();
});

const silent = { info: () => {}, error: () => {} };
const site = { name: "Ganga Pharma", url: "https://catalogue.example.in" };
const plan: OrderPlan = {
  lines: [
    {
      position: 1,
      asked: { name: "Dolo 650 Tablet", quantity: 15, unit: "strips" },
      supplied: 7,
      substitute: { medicineId: "calpol-650", name: "Calpol 650 Tablet", quantity: 8 },
      rate: 30.5,
      free: 0,
      amount: 457.5,
    },
    {
      position: 2,
      asked: { name: "Azee 500 Tablet", quantity: 5, unit: null },
      supplied: 0,
      substitute: null,
      rate: 98,
      free: 0,
      amount: 0,
    },
  ],
  totals: { beforeGst: 457.5, afterGst: 512.4 },
};

describe("the buyers' order e-mails", () => {
  const { open } = useContractStore("sqlite");
  const order = (overrides: Partial<NewEnquiry>) =>
    enquiry({
      message: "",
      order: true,
      now: new Date(),
      lines: [{ id: "dolo-650", name: "Dolo 650 Tablet", quantity: 15, unit: "strips" }],
      ...overrides,
    });
  const mailsTo = (address: string) => peer.received.filter((raw) => raw.includes(`To: ${address}`)).map(readMail);

  it("sends the receipt and each status once, however many processes run a pass at the same moment", async () => {
    const stores = [await open(), await open()];
    const result = await stores[0]!.submit(order({ email: "asha@example.com", page: "/enquiry" }));
    if (result.kind !== "stored") throw new Error(result.kind);
    const notices = stores.map((store) =>
      createOrderNotices({
        store,
        mail: createMailbox({ smtpUrl: peer.url, from: { name: site.name, address: "site@pharma.example" } }),
        site,
        logger: silent,
      }),
    );
    await Promise.all(notices.map((notices) => notices.run()));
    await stores[0]!.setOrderStatus(result.id, "accepted", { staff: "clerk@pharma.example", now: new Date(), plan });
    await Promise.all(notices.map((notices) => notices.run()));
    await stores[1]!.setOrderStatus(result.id, "dispatched", { staff: "clerk@pharma.example", now: new Date() });
    await Promise.all([...notices.map((notices) => notices.run()), ...notices.map((notices) => notices.run())]);

    const mails = mailsTo("asha@example.com");
    expect(mails.map((mail) => mail.subject)).toEqual([
      `Order ${result.id} received`,
      `Order ${result.id} accepted`,
      `Order ${result.id} dispatched`,
    ]);
    const address = `${site.url}/orders/${result.orderToken}`;
    expect(mails[0]!.text).toContain(`Ganga Pharma received your order ${result.id} (1 line).`);
    expect(mails.every((mail) => mail.text.trimEnd().endsWith(address))).toBe(true);
    // Accepted: what comes, what is short with its substitute, and the totals.
    expect(mails[1]!.text).toContain("- Comes: Dolo 650 Tablet × 7 strips");
    expect(mails[1]!.text).toContain("- Instead of Dolo 650 Tablet: Calpol 650 Tablet × 8");
    expect(mails[1]!.text).toContain("- Short: Azee 500 Tablet (short 5)");
    expect(mails[1]!.text).not.toContain("Comes: Azee");
    expect(mails[1]!.text).toContain("Total before GST: ₹457.50");
    expect(mails[1]!.text).toContain("Total with GST: ₹512.40");
    await Promise.all(notices.map((notices) => notices.close()));
  });

  it("writes in the buyer's language, and to nobody when the buyer gave no address", async () => {
    const store = await open();
    const hindi = await store.submit(order({ email: "ravi@example.com", page: "/hi/enquiry" }));
    const none = await store.submit(
      order({ email: "", phone: "9876543210", lines: [{ id: "pan-d", name: "Pan-D", quantity: 2 }] }),
    );
    if (hindi.kind !== "stored" || none.kind !== "stored") throw new Error("not stored");
    const before = peer.received.length;
    const notices = createOrderNotices({
      store,
      mail: createMailbox({ smtpUrl: peer.url, from: { name: site.name, address: "site@pharma.example" } }),
      site,
      logger: silent,
    });
    await store.setOrderStatus(none.id, "billed", { staff: "clerk@pharma.example", now: new Date() });
    await notices.run();
    expect(peer.received.length).toBe(before + 1);
    const [mail] = mailsTo("ravi@example.com");
    expect(mail!.text).toContain(`Ganga Pharma को आपका ऑर्डर ${hindi.id} मिल गया (1 लाइन)।`);
    expect(mail!.text.trimEnd().endsWith(`${site.url}/hi/orders/${hindi.orderToken}`)).toBe(true);
    await notices.close();
  });

  it("leaves the e-mail waiting when the mail server refuses it, and sends it on a later pass", async () => {
    const store = await open();
    const result = await store.submit(order({ email: "late@example.com" }));
    if (result.kind !== "stored") throw new Error(result.kind);
    const down = createOrderNotices({
      store,
      mail: createMailbox({ smtpUrl: "smtp://127.0.0.1:1", from: { name: site.name, address: "site@pharma.example" } }),
      site,
      logger: silent,
    });
    await down.run();
    expect(mailsTo("late@example.com")).toHaveLength(0);
    expect(await store.noticesWaiting(new Date(), 10)).toEqual([{ id: result.id, status: "new" }]);
    const up = createOrderNotices({
      store,
      mail: createMailbox({ smtpUrl: peer.url, from: { name: site.name, address: "site@pharma.example" } }),
      site,
      logger: silent,
    });
    await up.run();
    expect(mailsTo("late@example.com").map((mail) => mail.subject)).toEqual([`Order ${result.id} received`]);
    await Promise.all([down.close(), up.close()]);
  });
});
