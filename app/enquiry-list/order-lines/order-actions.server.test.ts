import { describe, expect, it } from "vitest";
import { AS_WRITTEN, orderFields } from "./order-check";
import { addOrderToList, findOrderMedicines, type OrderChecking } from "./order-actions.server";
import { checkInThread } from "~/catalogue/index.server";
import { ORDER_LINE_MAX_CHARACTERS } from "~/catalogue";
import { createListSession } from "../session.server";
import { isNote } from "../list";
import { translatorFor } from "~/i18n/translator";

const t = translatorFor("en");
/** Checks run in this thread, as a worker runs them (app/catalogue/order-lines/checks/), over no catalogue. */
const inThread: OrderChecking = async (job) => ({ ok: true, answer: checkInThread([], job) });
const session = () => createListSession(null, { secret: "order-test-secret", secure: false });

/** The check table as posted: rows sent as written, each with its quantity. */
function posted(rows: { line: string; name?: string; quantity: string; selected?: string }[]): FormData {
  const form = new FormData();
  rows.forEach(({ line, name = line, quantity, selected = AS_WRITTEN }, at) => {
    form.set(orderFields.written(at + 1), line);
    form.set(orderFields.name(at + 1), name);
    form.set(orderFields.medicine(at + 1), selected);
    form.set(orderFields.quantity(at + 1), quantity);
  });
  return form;
}

describe("addOrderToList", async () => {
  it("adds rows as written, a row left on “Choose a medicine” too, with their quantities", async () => {
    const list = session();
    const added = await addOrderToList(
      posted([
        { line: "Zorblax 40", quantity: "3" },
        { line: "please send by evening", quantity: "1", selected: "" },
      ]),
      list,
      null,
      inThread,
      t,
    );
    expect(added.ok).toBe(true);
    expect(list.list.map(({ name, quantity, freeText }) => [name, quantity, freeText])).toEqual([
      ["Zorblax 40", 3, true],
      ["please send by evening", 1, true],
    ]);
  });

  it("sends a line as written with the unit it counted in beside its quantity (decision 64)", async () => {
    const list = session();
    // The check table posts the line's search text ("Cold": "box - 2" read as the quantity).
    const added = await addOrderToList(
      posted([
        { line: "Cold box - 2", name: "Cold", quantity: "2" },
        { line: "4) Ice pack 3 box", name: "Ice pack", quantity: "3" },
      ]),
      list,
      null,
      inThread,
      t,
    );
    expect(added.ok).toBe(true);
    expect(list.list.map(({ name, quantity, unit }) => [name, quantity, unit])).toEqual([
      ["Cold", 2, "box"],
      ["Ice pack", 3, "box"],
    ]);
  });

  it("adds nothing when a quantity is refused, naming the lines", async () => {
    const list = session();
    const added = await addOrderToList(
      posted([
        { line: "Zorblax 40", quantity: "3" },
        { line: "Fooxim 200", quantity: "0" },
        { line: "Barlet 5", quantity: "2.5" },
      ]),
      list,
      null,
      inThread,
      t,
    );
    expect(added.ok).toBe(false);
    if (added.ok) return;
    expect(added.check.error).toBe("Nothing was added. Correct lines 2 and 3.");
    expect(added.check.rows.map((row) => row.error)).toEqual([
      undefined,
      "Enter a whole number from 1 to 9999.",
      "Enter a whole number from 1 to 9999.",
    ]);
    expect(list.list).toEqual([]);
  });

  it("adds the rows that fit a full list, and gives back the rest, saying which lines they are", async () => {
    const list = session();
    const rows = Array.from({ length: 105 }, (_, at) => ({ line: `Order line ${at + 1}`, quantity: "1" }));
    const added = await addOrderToList(posted(rows), list, null, inThread, t);
    expect(added.ok).toBe(false);
    if (added.ok) return;
    const kept = list.list.length;
    expect(kept).toBeGreaterThan(0);
    expect(kept).toBeLessThanOrEqual(100);
    expect(added.check.rows[0]!.n).toBe(kept + 1);
    expect(added.check.rows.at(-1)!.n).toBe(105);
    expect(added.check.error).toMatch(
      /^The enquiry list is full\. Send it, or remove a medicine before adding another\. Not added: lines [\d, ]+ and 105\.$/,
    );
    expect(added.cookies).not.toBeNull();
  });

  it("cuts a forged row's line to the bounds before matching it", async () => {
    const list = session();
    const long = `Zorblax ${"word ".repeat(2000)}`;
    const added = await addOrderToList(posted([{ line: long, quantity: "1" }]), list, null, inThread, t);
    expect(added.ok).toBe(true);
    expect(list.list[0]!.name.length).toBeLessThanOrEqual(ORDER_LINE_MAX_CHARACTERS);
  });
});

describe("findOrderMedicines", async () => {
  const find = async (order: string, file?: File) => {
    const form = new FormData();
    form.set("order", order);
    if (file) form.set("orderFile", file);
    const found = await findOrderMedicines(form, inThread, t);
    return found.ok ? found.check.rows.map((row) => row.written) : found.error;
  };

  it("says which line is too long, and what a line and an order may hold", async () => {
    expect(await find(`Dolo 650 - 10\nSir please send ${"urgently ".repeat(30)}`)).toBe(
      "The line starting “Sir please send urgently urgently…” is too long for an order line (at most 160 characters and 20 words). Write one medicine with its quantity on each line.",
    );
    expect(await find("Pan 40\n".repeat(9000))).toBe(
      "The pasted order is longer than 60,000 characters. Paste at most 500 lines at a time.",
    );
    expect(await find("", new File(["PK\u0003\u0004broken"], "order.xlsx"))).toBe(
      "This file could not be opened: it is damaged or was not saved completely. Save the order again from your program as a CSV or Excel (.xlsx) file and upload that, or paste its lines.",
    );
    expect(await find("\u202ePan 40 - 2")).toEqual(["Pan 40 - 2"]);
  });
});

describe("notes of an order (docs/product.md 12.13a)", async () => {
  const pasted = (text: string) => {
    const form = new FormData();
    form.set("order", text);
    return form;
  };

  it("keeps a line that names no medicine and matches nothing as the order's note; the rows keep their numbers", async () => {
    const found = await findOrderMedicines(
      pasted(["1) Xyzomab 40mg 10", "2) urgent please", "Zorblax", "plz deliver fast", "jaldi bhejo"].join("\n")),
      inThread,
      t,
    );
    if (!found.ok) throw new Error(found.error);
    expect(found.check.rows.map(({ n, written }) => [n, written])).toEqual([
      [1, "1) Xyzomab 40mg 10"],
      [3, "Zorblax"],
    ]);
    expect(found.check.notes).toEqual(["urgent please", "plz deliver fast", "jaldi bhejo"]);
  });

  it("adds the notes after the lines, as notes, and a table of only notes too", async () => {
    const form = posted([{ line: "Zorblax 40", quantity: "3" }]);
    // Line 2 was a note: the rows' numbers skip it.
    form.set(orderFields.written(3), "Xyzomab 40mg");
    form.set(orderFields.name(3), "Xyzomab 40mg");
    form.set(orderFields.medicine(3), AS_WRITTEN);
    form.set(orderFields.quantity(3), "10");
    form.append(orderFields.note, "urgent please");
    form.append(orderFields.note, "  ");
    const list = session();
    expect((await addOrderToList(form, list, null, inThread, t)).ok).toBe(true);
    expect(list.list.map((line) => [line.name, line.quantity, isNote(line)])).toEqual([
      ["Zorblax 40", 3, false],
      ["Xyzomab 40mg", 10, false],
      ["urgent please", 1, true],
    ]);

    const notesOnly = new FormData();
    notesOnly.append(orderFields.note, "send by evening");
    const other = session();
    expect((await addOrderToList(notesOnly, other, null, inThread, t)).ok).toBe(true);
    expect(other.list).toEqual([expect.objectContaining({ name: "send by evening", note: true })]);
  });

  it("gives the notes back with a table refused for a quantity", async () => {
    const form = posted([{ line: "Zorblax 40", quantity: "0" }]);
    form.append(orderFields.note, "urgent please");
    const added = await addOrderToList(form, session(), null, inThread, t);
    expect(added.ok).toBe(false);
    if (!added.ok) expect(added.check.notes).toEqual(["urgent please"]);
  });
});
