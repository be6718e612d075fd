import { describe, expect, it } from "vitest";
import { DIALECTS } from "~/server/store-databases.test-support";
import type { NewEnquiry } from "./enquiry-store";
import type { OrderPlan } from "./order-plan";
import { enquiry, t0, useContractStore } from "./store.server.test-support";

// The order's status model (docs/product.md 12.3c) in the store, on the SQLite file and on
// PostgreSQL alike: statuses with their times, the plan, and the buyers' e-mails claimed once.
describe.each(DIALECTS)("order statuses on %s", (dialect) => {
  const { open } = useContractStore(dialect);
  const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);
  const staff = "clerk@pharma.example";
  const order = (overrides: Partial<NewEnquiry> = {}) =>
    enquiry({
      page: "/hi/enquiry",
      message: "",
      order: true,
      lines: [{ id: "dolo-650", name: "Dolo 650 Tablet", quantity: 15, unit: "strips" }],
      ...overrides,
    });
  const plan: OrderPlan = {
    lines: [
      {
        position: 1,
        asked: { name: "Dolo 650 Tablet", quantity: 15, unit: "strips" },
        supplied: 7,
        substitute: { medicineId: "calpol-650", name: "Calpol 650 Tablet", quantity: 8 },
        rate: 28.5,
        free: 0,
        amount: 427.5,
      },
    ],
    totals: { beforeGst: 427.5, afterGst: 478.8 },
  };

  async function stored(overrides: Partial<NewEnquiry> = {}) {
    const store = await open();
    const result = await store.submit(order(overrides));
    if (result.kind !== "stored" || !result.orderToken) throw new Error(result.kind);
    return { store, id: result.id, token: result.orderToken };
  }

  it("moves an order forward with each status's time, keeps the plan, and refuses going back", async () => {
    const { store, id, token } = await stored();
    expect(await store.setOrderStatus(id, "accepted", { staff, now: at(5), plan })).toBe("changed");
    expect(await store.setOrderStatus(id, "billed", { staff, now: at(30) })).toBe("changed");
    // A second press, or a move backwards, changes nothing.
    expect(await store.setOrderStatus(id, "billed", { staff, now: at(31) })).toBe("refused");
    expect(await store.setOrderStatus(id, "accepted", { staff, now: at(32) })).toBe("refused");
    expect(await store.setOrderStatus(id, "dispatched", { staff, now: at(60) })).toBe("changed");
    expect(await store.setOrderStatus(999, "closed", { staff, now: at(61) })).toBe("not-found");
    expect(await store.findOrder(token)).toMatchObject({
      status: "dispatched",
      plan,
      statuses: [
        { status: "new", at: t0 },
        { status: "accepted", at: at(5) },
        { status: "billed", at: at(30) },
        { status: "dispatched", at: at(60) },
      ],
    });
  });

  it("closes as a duplicate, reopens where the order stood, and closes again with the new time", async () => {
    const { store, id, token } = await stored();
    await store.setOrderStatus(id, "accepted", { staff, now: at(1), plan });
    expect(await store.setOrderStatus(id, "duplicate", { staff, now: at(2) })).toBe("changed");
    expect(await store.setOrderStatus(id, "billed", { staff, now: at(3) })).toBe("refused");
    expect(await store.reopenOrder(id)).toBe("changed");
    expect(await store.reopenOrder(id)).toBe("refused");
    expect(await store.findOrder(token)).toMatchObject({
      status: "accepted",
      statuses: [{ status: "new" }, { status: "accepted" }],
    });
    await store.setOrderStatus(id, "closed", { staff, now: at(9) });
    expect((await store.findOrder(token))?.statuses.at(-1)).toEqual({ status: "closed", at: at(9) });
  });

  it("lets one of two stores claim each e-mail: the receipt and each status, for a buyer with an address", async () => {
    const { store, id } = await stored();
    const other = await open();
    const noAddress = await store.submit(order({ email: "", lines: [{ id: "pan-d", name: "Pan-D", quantity: 3 }] }));
    expect(await store.noticesWaiting(at(1), 10)).toEqual([{ id, status: "new" }]);
    const [first, second] = await Promise.all([
      store.claimNotice(id, "new", at(1)),
      other.claimNotice(id, "new", at(1)),
    ]);
    expect([first, second].filter(Boolean)).toHaveLength(1);
    const claimed = (first ?? second)!;
    expect(claimed.order).toMatchObject({ number: id, email: "asha@example.com", page: "/hi/enquiry" });
    expect(claimed.order.token).toMatch(/^[\w-]{32}$/);
    await store.noticeSent(id, "new");
    expect(await store.noticesWaiting(at(2), 10)).toEqual([]);

    await store.setOrderStatus(id, "billed", { staff, now: at(3) });
    if (noAddress.kind === "stored") await store.setOrderStatus(noAddress.id, "billed", { staff, now: at(3) });
    expect(await store.noticesWaiting(at(4), 10)).toEqual([{ id, status: "billed" }]);
    // A claim whose process died is taken again after a while; a failure waits for the next pass.
    expect(await store.claimNotice(id, "billed", at(4))).not.toBeNull();
    expect(await other.claimNotice(id, "billed", at(5))).toBeNull();
    expect(await other.claimNotice(id, "billed", at(15))).not.toBeNull();
    await other.noticeFailed(id, "billed", 2);
    expect(await store.noticesWaiting(at(16), 10)).toEqual([{ id, status: "billed" }]);
    await store.claimNotice(id, "billed", at(16));
    await store.noticeFailed(id, "billed", 2);
    expect(await store.noticesWaiting(at(17), 10)).toEqual([]);
  });

  it("gives the buyer's orders by number, newest first, with their pages, and no contact message", async () => {
    const store = await open();
    const contact = await store.submit(enquiry());
    const first = await store.submit(order());
    const second = await store.submit(order({ lines: [{ id: "pan-d", name: "Pan-D", quantity: 3 }] }));
    const ids = [contact, first, second].map((result) => (result.kind === "stored" ? result.id : 0));
    const found = await store.ordersByNumber(ids);
    expect(found.map((row) => row.number)).toEqual([ids[2], ids[1]]);
    expect(await store.findOrder(found[0]!.token)).toMatchObject({ number: ids[2] });
  });
});
