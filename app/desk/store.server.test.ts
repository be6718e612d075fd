import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EnquiryStore, NewEnquiry } from "~/enquiries/enquiry-store";
import { openEnquiryStore } from "~/enquiries/store.server";
import { DIALECTS, useFreshDatabase } from "~/server/store-databases.test-support";
import { moveOrder } from "./order-status.server";
import { openDeskStore, type DeskStore } from "./store.server";

let enquiries: EnquiryStore;
let desk: DeskStore;
const t0 = new Date("2026-11-28T03:00:00.000Z");

afterEach(() => {
  desk?.close();
  enquiries?.close();
});

function order(n: number, overrides: Partial<NewEnquiry> = {}): NewEnquiry {
  return {
    name: `Buyer ${n}`,
    email: `buyer${n}@example.com`,
    phone: "98765 43210",
    message: "",
    page: "/enquiry",
    clientAddress: `203.0.113.${n}`,
    token: crypto.randomUUID(),
    deliver: false,
    rateLimit: { max: 100, windowMs: 3_600_000 },
    now: new Date(t0.getTime() + n * 60_000),
    lines: [
      {
        id: "dolo-650",
        name: "Dolo 650",
        quantity: 10,
        pack: "Strip of 15 tablets",
        manufacturer: "Micro Labs",
        unit: "strips",
      },
      { id: "free:xyz", name: "Zincovit syrup 200ml", quantity: 2, freeText: true },
    ],
    ...overrides,
  };
}

async function stored(n: number, overrides?: Partial<NewEnquiry>): Promise<number> {
  const result = await enquiries.submit(order(n, overrides));
  if (result.kind !== "stored") throw new Error(result.kind);
  return result.id;
}

// The contract of the store, on the SQLite file and on PostgreSQL alike.
describe.each(DIALECTS)("desk store on %s", (dialect) => {
  const database = useFreshDatabase(dialect);
  beforeEach(async () => {
    enquiries = await openEnquiryStore({ url: database.url });
    desk = await openDeskStore({ url: database.url });
  });

  it("lists orders newest first, paged, with their status, and filters by status", async () => {
    const ids = [];
    for (let n = 1; n <= 5; n++) ids.push(await stored(n));
    const page1 = await desk.inbox("all", 0, 2);
    expect(page1.total).toBe(5);
    expect(page1.items.map((item) => item.id)).toEqual([ids[4], ids[3]]);
    expect(page1.items[0]).toMatchObject({ name: "Buyer 5", lines: 2, status: "new" });
    expect((await desk.inbox("all", 4, 2)).items.map((item) => item.id)).toEqual([ids[0]]);

    const moved = { staff: "owner@pharma.example", now: t0 };
    expect(await enquiries.setOrderStatus(ids[1]!, "billed", moved)).toBe("changed");
    expect(await enquiries.setOrderStatus(ids[2]!, "closed", moved)).toBe("changed");
    expect((await desk.inbox("new", 0, 10)).items.map((item) => item.id)).toEqual([ids[4], ids[3], ids[0]]);
    expect((await desk.inbox("billed", 0, 10)).items.map((item) => item.id)).toEqual([ids[1]]);
    expect((await desk.inbox("closed", 0, 10)).total).toBe(1);
  });

  it("searches orders in the database by number, buyer, shop, phone and medicine, within a status", async () => {
    const kumar = await stored(1, { name: "Asha Kumari", buyer: { shop: "Kumar Medical" }, phone: "98765 43210" });
    const ravi = await stored(2, {
      name: "Ravi Sinha",
      phone: "91234 56789",
      lines: [{ id: "azee-500", name: "Azee 500 Tablet", quantity: 3 }],
    });
    const percent = await stored(3, { name: "100% Pharma_Co", phone: null });
    const ids = (result: { items: { id: number }[] }) => result.items.map((item) => item.id);
    expect(ids(await desk.inbox("all", 0, 10, "kumar"))).toEqual([kumar]);
    expect(ids(await desk.inbox("all", 0, 10, "RAVI"))).toEqual([ravi]);
    // The phone however it is typed; a medicine of a line; two words, each found.
    expect(ids(await desk.inbox("all", 0, 10, "9123456789"))).toEqual([ravi]);
    expect(ids(await desk.inbox("all", 0, 10, "azee"))).toEqual([ravi]);
    expect(ids(await desk.inbox("all", 0, 10, "dolo"))).toEqual([percent, kumar]);
    expect(ids(await desk.inbox("all", 0, 10, "dolo asha"))).toEqual([kumar]);
    // The order's number, as staff say it.
    for (const number of [`${ravi}`, `#${ravi}`, `Order ${ravi}`]) {
      expect(ids(await desk.inbox("all", 0, 10, number))).toContain(ravi);
    }
    // LIKE's own characters are plain text.
    expect(ids(await desk.inbox("all", 0, 10, "100%"))).toEqual([percent]);
    expect(ids(await desk.inbox("all", 0, 10, "_"))).toEqual([percent]);
    expect(ids(await desk.inbox("all", 0, 10, "%"))).toEqual([percent]);
    expect((await desk.inbox("all", 0, 10, "nobody")).total).toBe(0);
    // Within a status, with the count of what was found.
    await enquiries.setOrderStatus(kumar, "duplicate", { staff: "owner@pharma.example", now: t0 });
    expect(await desk.inbox("duplicate", 0, 10, "dolo")).toMatchObject({ total: 1, items: [{ id: kumar }] });
    expect(await desk.inbox("new", 0, 10, "dolo")).toMatchObject({ total: 1, items: [{ id: percent }] });
  });

  it("marks a possible duplicate: the same buyer's same lines within 24 hours before, by phone, e-mail or GSTIN", async () => {
    // order(n) is sent n minutes after t0; each buyer gives what the case needs.
    const first = await stored(1, { phone: "98765 43210", email: "" });
    const again = await stored(2, { phone: "9876543210", email: "" });
    const otherLines = await stored(3, {
      phone: "98765 43210",
      email: "",
      lines: [{ id: "dolo-650", name: "Dolo 650", quantity: 11, unit: "strips" }],
    });
    const byEmail = await stored(4, { phone: null, email: "BUYER1@example.com" });
    const otherBuyer = await stored(5, { phone: "91111 22222", email: "someone@example.com" });
    const later = await stored(24 * 60 + 10, { phone: "98765 43210", email: "" });
    const { items } = await desk.inbox("all", 0, 10);
    const duplicateOf = new Map(items.map((item) => [item.id, item.duplicateOf]));
    expect(duplicateOf.get(first)).toBeNull();
    expect(duplicateOf.get(again)).toBe(first);
    expect(duplicateOf.get(otherLines)).toBeNull();
    expect(duplicateOf.get(byEmail)).toBeNull();
    expect(duplicateOf.get(otherBuyer)).toBeNull();
    // More than 24 hours after the last order with these lines (order 2, 2 minutes after t0).
    expect(duplicateOf.get(later)).toBeNull();
    expect((await desk.enquiry(again))?.duplicateOf).toBe(first);
    expect((await desk.enquiry(first))?.duplicateOf).toBeNull();

    const emailed = await stored(6, { phone: null, email: "buyer5@example.com", buyer: { gstin: null } });
    const emailedAgain = await stored(7, { phone: "99999 00000", email: "Buyer5@Example.com" });
    expect((await desk.enquiry(emailedAgain))?.duplicateOf).toBe(emailed);
  });

  it("shows how an order left, and publishes its status to the buyer's order page", async () => {
    const result = await enquiries.submit(order(7, { channel: "whatsapp", order: true }));
    if (result.kind !== "stored" || !result.orderToken) throw new Error(result.kind);
    expect((await desk.inbox("all", 0, 1)).items[0]).toMatchObject({ id: result.id, channel: "whatsapp" });
    expect(await enquiries.findOrder(result.orderToken)).toMatchObject({ channel: "whatsapp", status: "new" });
    expect(await desk.setNote(result.id, "Stock checked", "owner@pharma.example", t0)).toBe(true);
    expect(await enquiries.findOrder(result.orderToken)).toMatchObject({ status: "new" });
    expect(await enquiries.setOrderStatus(result.id, "dispatched", { staff: "owner@pharma.example", now: t0 })).toBe(
      "changed",
    );
    expect(await enquiries.findOrder(result.orderToken)).toMatchObject({ status: "dispatched" });
    expect(await desk.enquiry(result.id)).toMatchObject({ channel: "whatsapp", status: "dispatched" });
  });

  it("reads one order with its lines as sent, its note and status; keeps the note through status changes", async () => {
    const id = await stored(1, { buyer: { shop: "Kumar Medical", city: "Patna" } });
    expect(await desk.setNote(id, "Call after 5 pm", "owner@pharma.example", t0)).toBe(true);
    const services = { enquiries, desk, notices: { run: async () => {} } };
    expect(await moveOrder(services, id, "billed", { staff: "clerk@pharma.example", now: t0 })).toBe("changed");
    const found = await desk.enquiry(id);
    expect(found).toMatchObject({
      id,
      name: "Buyer 1",
      shop: "Kumar Medical",
      status: "billed",
      note: "Call after 5 pm",
    });
    expect(found!.lines).toEqual([
      {
        medicineId: "dolo-650",
        name: "Dolo 650",
        quantity: 10,
        notInCatalogue: false,
        pack: "Strip of 15 tablets",
        manufacturer: "Micro Labs",
        unit: "strips",
        outOfStock: null,
      },
      {
        medicineId: null,
        name: "Zincovit syrup 200ml",
        quantity: 2,
        notInCatalogue: true,
        pack: null,
        manufacturer: null,
        unit: null,
        outOfStock: null,
      },
    ]);
    expect((await desk.actions(10)).map(({ staff, action, enquiryId }) => ({ staff, action, enquiryId }))).toEqual(
      expect.arrayContaining([
        { staff: "owner@pharma.example", action: "note", enquiryId: id },
        { staff: "clerk@pharma.example", action: "status:billed", enquiryId: id },
      ]),
    );
  });

  it("reads the orders accepted in a time span with their lines and plans, leaving duplicates out", async () => {
    const [before, first, second, duplicate, never] = [
      await stored(1),
      await stored(2, { buyer: { shop: "Kumar Medical" } }),
      await stored(3),
      await stored(4),
      await stored(5),
    ];
    const day = { from: new Date("2026-11-28T18:30:00.000Z"), to: new Date("2026-11-29T18:30:00.000Z") };
    const plan = (supplied: number) => ({
      lines: [
        {
          position: 1,
          asked: { name: "Dolo 650", quantity: 10, unit: "strips" },
          supplied,
          substitute: null,
          rate: 30.5,
          free: 0,
          amount: 30.5 * supplied,
        },
      ],
      totals: { beforeGst: 30.5 * supplied, afterGst: null },
    });
    const accept = (id: number, at: Date, supplied: number) =>
      enquiries.setOrderStatus(id, "accepted", { staff: "owner@pharma.example", now: at, plan: plan(supplied) });
    await accept(before, new Date(day.from.getTime() - 1), 1);
    await accept(second, new Date(day.from.getTime() + 3_600_000), 3);
    await accept(first, day.from, 2);
    await accept(duplicate, new Date(day.from.getTime() + 60_000), 4);
    await enquiries.setOrderStatus(duplicate, "duplicate", { staff: "owner@pharma.example", now: day.from });
    // Billed the same day: still an order accepted that day.
    await enquiries.setOrderStatus(second, "billed", { staff: "owner@pharma.example", now: day.from });
    await accept(never, day.to, 5);

    const accepted = await desk.acceptedBetween(day.from, day.to);
    expect(accepted.map(({ order }) => order.id)).toEqual([first, second]);
    expect(accepted[0]!.order).toMatchObject({ shop: "Kumar Medical", status: "accepted" });
    expect(accepted[0]!.order.lines.map((line) => line.name)).toEqual(["Dolo 650", "Zincovit syrup 200ml"]);
    expect(accepted[0]!.plan?.lines[0]?.supplied).toBe(2);
    expect(accepted[1]!.order.status).toBe("billed");
    expect(accepted[1]!.plan?.lines[0]?.supplied).toBe(3);
    expect(await desk.acceptedBetween(day.to, new Date(day.to.getTime() + 86_400_000))).toHaveLength(1);
  });

  it("changes and records nothing for an order that does not exist", async () => {
    expect(await desk.enquiry(999)).toBeNull();
    const services = { enquiries, desk, notices: { run: async () => {} } };
    expect(await moveOrder(services, 999, "closed", { staff: "owner@pharma.example", now: t0 })).toBe("not-found");
    expect(await desk.setNote(999, "x", "owner@pharma.example", t0)).toBe(false);
    expect(await desk.actions(10)).toEqual([]);
    expect((await desk.inbox("all", 0, 10)).total).toBe(0);
  });

  it("reads the lines sent while out of stock, with who sent them, and no line whose stock was not known", async () => {
    const outOfStockDolo = {
      id: "dolo-650",
      name: "Dolo 650",
      quantity: 10,
      outOfStock: true,
    };
    await stored(1, { lines: [outOfStockDolo, { id: "crocin", name: "Crocin", quantity: 1, outOfStock: false }] });
    await stored(2, {
      phone: null,
      lines: [outOfStockDolo, { id: "free:x", name: "Zincovit", quantity: 1, freeText: true }],
    });
    // Lines stored without the stock known (before it was recorded, a sheet without stock): never counted.
    await stored(3);
    const since = new Date(t0.getTime() + 90_000);
    expect(await desk.outOfStockLines(t0)).toEqual(
      expect.arrayContaining([
        { medicineId: "dolo-650", name: "Dolo 650", buyer: "98765 43210", at: new Date(t0.getTime() + 60_000) },
        { medicineId: "dolo-650", name: "Dolo 650", buyer: "buyer2@example.com", at: new Date(t0.getTime() + 120_000) },
      ]),
    );
    expect(await desk.outOfStockLines(t0)).toHaveLength(2);
    expect(await desk.outOfStockLines(since)).toEqual([
      { medicineId: "dolo-650", name: "Dolo 650", buyer: "buyer2@example.com", at: new Date(t0.getTime() + 120_000) },
    ]);
  });

  it("tells when the last morning e-mail before a day was claimed", async () => {
    expect(await desk.lastDigestBefore("2026-11-28")).toBeNull();
    await desk.claimDigest("2026-11-26", new Date("2026-11-26T02:30:00.000Z"));
    await desk.claimDigest("2026-11-27", new Date("2026-11-27T02:31:00.000Z"));
    await desk.claimDigest("2026-11-28", t0);
    expect(await desk.lastDigestBefore("2026-11-28")).toEqual(new Date("2026-11-27T02:31:00.000Z"));
  });

  it("lets one caller claim a day's morning e-mail", async () => {
    const other = await openDeskStore({ url: database.url });
    try {
      const claims = await Promise.all([desk.claimDigest("2026-11-28", t0), other.claimDigest("2026-11-28", t0)]);
      expect(claims.filter(Boolean)).toHaveLength(1);
      expect(await desk.claimDigest("2026-11-29", t0)).toBe(true);
    } finally {
      other.close();
    }
  });
});
