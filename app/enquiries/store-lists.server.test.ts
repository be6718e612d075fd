import { describe, expect, it } from "vitest";
import { DIALECTS } from "~/server/store-databases.test-support";
import { type NewEnquiry } from "./enquiry-store";
import { enquiry, t0, useContractStore } from "./store.server.test-support";

// The contract of the store for enquiry lists and orders, on the SQLite file and on PostgreSQL
// alike. The enquiry from the form: store.server.test.ts.
describe.each(DIALECTS)("on %s", (dialect) => {
  const { open, raw } = useContractStore(dialect);

  const lines = [
    {
      id: "dolo-650-tablet",
      name: "Dolo 650 Tablet",
      quantity: 20,
      pack: "Strip of 15",
      manufacturer: "Micro Labs",
      unit: "strips",
    },
    { id: "pan-d", name: "Pan-D Capsule", quantity: 3 },
    { id: "~k3j2", name: "Cold chain box, =1+1 <b>", quantity: 2, freeText: true },
  ];
  const NO_DETAILS = { notInCatalogue: false, pack: null, manufacturer: null, unit: null };

  describe("enquiries with an enquiry list", () => {
    it("stores the lines in order with the enquiry and its phone, and returns them to the company and the mailer", async () => {
      const store = await open();
      await store.submit(enquiry());
      expect(
        await store.submit(enquiry({ page: "/enquiry", phone: "+91 98765 43210", message: "", lines, deliver: true })),
      ).toEqual({ kind: "stored", id: 2 });
      const listed = await store.list();
      expect(listed.map((row) => row.lines)).toEqual([
        [],
        [
          {
            medicineId: "dolo-650-tablet",
            name: "Dolo 650 Tablet",
            quantity: 20,
            notInCatalogue: false,
            pack: "Strip of 15",
            manufacturer: "Micro Labs",
            unit: "strips",
          },
          { medicineId: "pan-d", name: "Pan-D Capsule", quantity: 3, ...NO_DETAILS },
          // A free-text line: its text as written, no medicine id (the list's own id is not kept).
          { ...NO_DETAILS, medicineId: null, name: "Cold chain box, =1+1 <b>", quantity: 2, notInCatalogue: true },
        ],
      ]);
      expect(listed[1]).toMatchObject({ phone: "+91 98765 43210", message: "", page: "/enquiry" });
      expect(await store.claimDue(t0, 60_000, 5)).toMatchObject([{ id: 2, lines: listed[1]!.lines }]);
    });

    it("stores who is asking with a list, and gives it to the company and the mailer", async () => {
      const store = await open();
      const buyer = {
        shop: "Sharma Medical Hall",
        drugLicence: "BR-PAT-1234/20B",
        gstin: "27AAPFU0939F1ZV",
        city: "Patna",
      };
      await store.submit(enquiry({ page: "/enquiry", lines, buyer: { ...buyer, drugLicence: null }, deliver: true }));
      // The same list from another shop is another enquiry.
      expect(await store.submit(enquiry({ page: "/enquiry", lines, buyer, deliver: true }))).toEqual({
        kind: "stored",
        id: 2,
      });
      const listed = await store.list();
      expect(listed[0]).toMatchObject({ ...buyer, drugLicence: null });
      expect(listed[1]).toMatchObject(buyer);
      expect(await store.claimDue(t0, 60_000, 5)).toMatchObject([
        { id: 1, city: "Patna" },
        { id: 2, ...buyer },
      ]);
    });

    it("keeps no lines of an enquiry refused by the rate limit, and one set of lines for a resubmitted list", async () => {
      const store = await open();
      const token = crypto.randomUUID();
      expect(await store.submit(enquiry({ token, lines }))).toEqual({ kind: "stored", id: 1 });
      expect(await store.submit(enquiry({ token, lines }))).toEqual({ kind: "duplicate", id: 1 });
      await store.submit(enquiry());
      await store.submit(enquiry());
      expect(await store.submit(enquiry({ lines }))).toEqual({ kind: "rate-limited" });
      const counted = await raw("SELECT enquiry_id, count(*) AS n FROM enquiry_lines GROUP BY enquiry_id");
      expect(counted.map((row) => [row.enquiry_id, row.n])).toEqual([[1, lines.length]]);
    });

    it("stores many lists sent at the same moment, each with exactly its own lines", async () => {
      const store = await open();
      const results = await Promise.all(
        Array.from({ length: 40 }, (_, at) =>
          store.submit(
            enquiry({
              clientAddress: `198.51.100.${at}`,
              lines: [{ id: `m-${at}`, name: `Medicine ${at}`, quantity: at + 1 }],
            }),
          ),
        ),
      );
      expect(results.every((result) => result.kind === "stored")).toBe(true);
      const listed = await store.list();
      expect(listed).toHaveLength(40);
      for (const row of listed) {
        const at = Number(row.lines[0]!.medicineId?.slice(2));
        expect(row.lines).toEqual([{ medicineId: `m-${at}`, name: `Medicine ${at}`, quantity: at + 1, ...NO_DETAILS }]);
      }
    });

    it("keeps one list secret per database, the same after reopening", async () => {
      const first = await open();
      const secret = first.listSecret;
      expect(secret.length).toBeGreaterThanOrEqual(64);
      const second = await open();
      expect(second.listSecret).toBe(secret);
    });
  });

  describe("orders: lists with a buyer's order page", () => {
    const sent = (overrides: Partial<NewEnquiry> = {}) =>
      enquiry({ name: "", email: "", message: "", page: "/enquiry", lines, order: true, ...overrides });

    it("gives each order an unguessable page token, stores only its hash, and finds the order by it", async () => {
      const store = await open();
      const result = await store.submit(
        sent({ channel: "whatsapp", buyer: { shop: "Sharma Medical", city: "Patna" } }),
      );
      expect(result).toMatchObject({ kind: "stored", id: 1, orderToken: expect.stringMatching(/^[\w-]{32}$/) });
      const token = result.kind === "stored" ? result.orderToken! : "";
      expect(await store.findOrder(token)).toEqual({
        number: 1,
        createdAt: t0,
        channel: "whatsapp",
        status: "new",
        statuses: [{ status: "new", at: t0 }],
        plan: null,
        page: "/enquiry",
        name: "",
        email: "",
        phone: null,
        message: "",
        shop: "Sharma Medical",
        drugLicence: null,
        gstin: null,
        city: "Patna",
        lines: [
          { medicineId: "dolo-650-tablet", ...lines[0], notInCatalogue: false },
          { medicineId: "pan-d", ...NO_DETAILS, name: "Pan-D Capsule", quantity: 3 },
          { medicineId: null, ...NO_DETAILS, notInCatalogue: true, name: lines[2]!.name, quantity: 2 },
        ].map(({ id: _id, freeText: _freeText, ...line }: Record<string, unknown>) => line),
      });
      // Neither the token nor anything it could be rebuilt from is in the table: only its SHA-256.
      const rows = await raw("SELECT order_token_hash, channel FROM enquiries");
      expect(rows[0]?.order_token_hash).toMatch(/^[0-9a-f]{64}$/);
      expect(JSON.stringify(rows)).not.toContain(token);
    });

    it("finds nothing for a token that does not exist, a forged one, or text that is not a token", async () => {
      const store = await open();
      const result = await store.submit(sent());
      const token = result.kind === "stored" ? result.orderToken! : "";
      const forged = `${token.slice(0, -1)}${token.endsWith("A") ? "B" : "A"}`;
      for (const wrong of [
        forged,
        "A".repeat(32),
        "",
        "1",
        "../../etc/passwd",
        token.toLowerCase() + "x",
        "' OR 1=1 --",
      ]) {
        expect(await store.findOrder(wrong)).toBeNull();
      }
      // A contact message has no page, whatever is asked.
      await store.submit(enquiry());
      expect(await store.findOrder(token)).toMatchObject({ number: 1 });
    });

    it("gives a double press the same order and page, and the same list sent again within 10 minutes too", async () => {
      const store = await open();
      const first = await store.submit(sent({ channel: "whatsapp", token: "form-1" }));
      const again = await store.submit(sent({ channel: "whatsapp", token: "form-1" }));
      // Back from WhatsApp, the buyer sends the same list again (a new form), by another way even.
      const byEmail = await store.submit(
        sent({ channel: "email", token: "form-2", now: new Date(t0.getTime() + 9 * 60_000) }),
      );
      expect(again).toEqual({ ...first, kind: "duplicate" });
      expect(byEmail).toEqual({ ...first, kind: "duplicate" });
      expect(await store.list()).toHaveLength(1);
      // Later than that it is a new order (the weekly re-order), with its own page.
      const later = await store.submit(
        sent({ channel: "email", token: "form-3", now: new Date(t0.getTime() + 11 * 60_000) }),
      );
      expect(later).toMatchObject({ kind: "stored", id: 2 });
      expect(later.kind === "stored" && first.kind === "stored" && later.orderToken !== first.orderToken).toBe(true);
    });

    it("keeps another buyer's same list, and the same buyer's other list, as orders of their own", async () => {
      const store = await open();
      const asha = await store.submit(sent({ phone: "9876543210" }));
      const other = await store.submit(sent({ phone: "9123456780" }));
      const more = await store.submit(sent({ phone: "9876543210", lines: [{ ...lines[0]!, quantity: 99 }] }));
      expect([asha.kind, other.kind, more.kind]).toEqual(["stored", "stored", "stored"]);
    });

    it("holds stored sends to the sender's rate limit, as the form is", async () => {
      const store = await open();
      const results = [];
      for (let at = 0; at < 4; at++)
        results.push(await store.submit(sent({ channel: "whatsapp", lines: [{ ...lines[0]!, quantity: at + 1 }] })));
      expect(results.map((result) => result.kind)).toEqual(["stored", "stored", "stored", "rate-limited"]);
    });

    it("marks a list sent with the form as such, and keeps a contact message without a page", async () => {
      const store = await open();
      const contact = await store.submit(enquiry());
      expect(contact).toEqual({ kind: "stored", id: 1 });
      const form = await store.submit(sent({ name: "Asha", email: "asha@example.com" }));
      const token = form.kind === "stored" ? form.orderToken! : "";
      expect(await store.findOrder(token)).toMatchObject({ number: 2, channel: "form", name: "Asha" });
    });
  });
});
