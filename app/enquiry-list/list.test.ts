import { describe, expect, it } from "vitest";
import {
  addFreeTextLine,
  addNote,
  addToList,
  isNote,
  orderedLines,
  freeTextId,
  isFreeTextId,
  applyTypedQuantities,
  LIST_LIMITS,
  parseQuantity,
  removeFromList,
  setQuantity,
  quantityFieldName,
  shownName,
  typedQuantities,
  type EnquiryList,
  mergeSavedList,
} from "./list";

const dolo = { id: "dolo-650-tablet", name: "Dolo 650 Tablet" };
const azee = { id: "azee-500-tablet", name: "Azee 500 Tablet" };

function listOf(count: number): EnquiryList {
  return Array.from({ length: count }, (_, index) => ({ id: `m-${index}`, name: `Medicine ${index}`, quantity: 1 }));
}

describe("enquiry list operations", () => {
  it("adds a medicine with quantity 1, and adding it again raises the quantity in its place", () => {
    const first = addToList([], dolo);
    expect(first).toEqual({ ok: true, list: [{ ...dolo, quantity: 1 }], line: { ...dolo, quantity: 1 } });
    const second = addToList(first.ok ? first.list : [], azee);
    const again = addToList(second.ok ? second.list : [], dolo, 4);
    expect(again).toMatchObject({
      ok: true,
      list: [
        { ...dolo, quantity: 5 },
        { ...azee, quantity: 1 },
      ],
      line: { ...dolo, quantity: 5 },
    });
  });

  it("caps a raised quantity at 9999 rather than refusing the add", () => {
    const result = addToList([{ ...dolo, quantity: 9998 }], dolo, 5);
    expect(result).toMatchObject({ ok: true, line: { quantity: LIST_LIMITS.quantityMax } });
  });

  it("refreshes the shown name when a medicine is added again", () => {
    const result = addToList([{ ...dolo, name: "Dolo 650", quantity: 1 }], dolo);
    expect(result).toMatchObject({ ok: true, list: [{ name: "Dolo 650 Tablet", quantity: 2 }] });
  });

  it("holds at most 100 lines, but still raises the quantity of one already in a full list", () => {
    const full = listOf(LIST_LIMITS.maxLines);
    expect(addToList(full, dolo)).toEqual({ ok: false, reason: "full" });
    expect(addToList(full, { id: "m-7", name: "Medicine 7" })).toMatchObject({ ok: true, line: { quantity: 2 } });
    expect(addToList(listOf(LIST_LIMITS.maxLines - 1), dolo)).toMatchObject({ ok: true });
  });

  it("sets a quantity from 1 to 9999 and refuses anything else, leaving the list as it was", () => {
    const list = [{ ...dolo, quantity: 3 }];
    expect(setQuantity(list, dolo.id, 1)).toMatchObject({ ok: true, list: [{ quantity: 1 }] });
    expect(setQuantity(list, dolo.id, 9999)).toMatchObject({ ok: true, list: [{ quantity: 9999 }] });
    for (const quantity of [0, -1, 10_000, 2.5, Number.NaN]) {
      expect(setQuantity(list, dolo.id, quantity)).toEqual({ ok: false, reason: "quantity" });
    }
    expect(setQuantity(list, azee.id, 2)).toEqual({ ok: false, reason: "missing" });
    expect(list).toEqual([{ ...dolo, quantity: 3 }]);
  });

  it("removes a line; removing one that is not there changes nothing", () => {
    const list = [
      { ...dolo, quantity: 3 },
      { ...azee, quantity: 1 },
    ];
    expect(removeFromList(list, dolo.id)).toEqual({ ok: true, list: [{ ...azee, quantity: 1 }], line: null });
    expect(removeFromList(list, "gone")).toEqual({ ok: true, list, line: null });
  });
});

describe("quantity as typed", () => {
  it.each([
    ["1", 1],
    [" 12 ", 12],
    ["9999", 9999],
    ["007", 7],
  ])("reads %j as %d", (text, quantity) => {
    expect(parseQuantity(text)).toBe(quantity);
  });

  it.each(["", "0", "10000", "2.5", "1e3", "-1", "+3", "twelve", "0x10", "99999999"])("refuses %j", (text) => {
    expect(parseQuantity(text)).toBeNull();
  });

  it("refuses what is not text", () => {
    expect(parseQuantity(null)).toBeNull();
    expect(parseQuantity(new Blob(["3"]))).toBeNull();
  });
});

describe("shown name", () => {
  it("puts a name on one line with single spaces", () => {
    expect(shownName("  Dolo\n650\t Tablet ")).toBe("Dolo 650 Tablet");
  });

  it("cuts a name longer than 200 characters with an ellipsis", () => {
    const name = shownName("x".repeat(500));
    expect(name).toHaveLength(LIST_LIMITS.nameMax);
    expect(name.endsWith("…")).toBe(true);
  });
});

describe("quantities typed into the list's form", () => {
  const list: EnquiryList = [
    { ...dolo, quantity: 1 },
    { ...azee, quantity: 3 },
  ];
  const form = (quantities: Record<string, string>) =>
    typedQuantities([
      ["intent", "whatsapp"],
      ...Object.entries(quantities).map(([id, value]): [string, string] => [quantityFieldName(id), value]),
    ]);

  it("reads every line's field by its medicine and nothing else", () => {
    expect([...form({ [dolo.id]: "20", [azee.id]: "3" })]).toEqual([
      [dolo.id, "20"],
      [azee.id, "3"],
    ]);
  });

  it("keeps what was typed, in the list's order, and leaves lines without a field as they are", () => {
    expect(applyTypedQuantities(list, form({ [dolo.id]: " 20 " }))).toEqual({
      ok: true,
      list: [
        { ...dolo, quantity: 20 },
        { ...azee, quantity: 3 },
      ],
    });
  });

  it("refuses them all when one is not a whole number from 1 to 9999", () => {
    for (const wrong of ["0", "10000", "2.5", "", "1e3", "-1", "ten"]) {
      expect(applyTypedQuantities(list, form({ [dolo.id]: "20", [azee.id]: wrong }))).toEqual({
        ok: false,
        id: azee.id,
      });
    }
  });

  it("ignores the line being removed and medicines no longer in the list", () => {
    const typed = form({ [dolo.id]: "", [azee.id]: "7", "gone-medicine": "abc" });
    expect(applyTypedQuantities(list, typed, dolo.id)).toEqual({
      ok: true,
      list: [
        { ...dolo, quantity: 1 },
        { ...azee, quantity: 7 },
      ],
    });
  });
});

describe("opening a saved list", () => {
  it("adds its medicines after the list's, the saved quantity winning for one already there", () => {
    const list = [
      { id: "a", name: "A", quantity: 1 },
      { id: "b", name: "B", quantity: 2 },
    ];
    const saved = [
      { id: "b", name: "B", quantity: 20 },
      { id: "c", name: "C", quantity: 5 },
    ];
    expect(mergeSavedList(list, saved)).toEqual({
      ok: true,
      list: [
        { id: "a", name: "A", quantity: 1 },
        { id: "b", name: "B", quantity: 20 },
        { id: "c", name: "C", quantity: 5 },
      ],
      line: null,
    });
  });

  it("is refused when the two together pass the list's limit", () => {
    const many = (prefix: string, count: number) =>
      Array.from({ length: count }, (_, at) => ({ id: `${prefix}${at}`, name: `${prefix}${at}`, quantity: 1 }));
    expect(mergeSavedList(many("a", 60), many("b", 41))).toEqual({ ok: false, reason: "full" });
  });
});

describe("free-text lines (not in the catalogue)", () => {
  it("adds the text as written, on one line, with its quantity, marked as free text", () => {
    const result = addFreeTextLine([{ ...dolo, quantity: 1 }], "  Cold chain\n box  for Insulin\t", 3);
    expect(result).toEqual({
      ok: true,
      list: [
        { ...dolo, quantity: 1 },
        {
          id: freeTextId("Cold chain box for Insulin"),
          name: "Cold chain box for Insulin",
          quantity: 3,
          freeText: true,
        },
      ],
      line: {
        id: freeTextId("Cold chain box for Insulin"),
        name: "Cold chain box for Insulin",
        quantity: 3,
        freeText: true,
      },
    });
  });

  it("keeps Devanagari, punctuation and case, and leaves control characters out", () => {
    const result = addFreeTextLine([], 'पैरासिटामोल\u0000 500 <b>& "Co"</b>');
    expect(result).toMatchObject({ ok: true, line: { name: 'पैरासिटामोल 500 <b>& "Co"</b>', quantity: 1 } });
    // Bidirectional controls too: the company reads the line as the buyer saw it.
    expect(addFreeTextLine([], "\u202eCold box\u202c")).toMatchObject({ ok: true, line: { name: "Cold box" } });
  });

  it("is one line when the same text is written again, case and spacing aside: quantities add up to 9999", () => {
    const first = addFreeTextLine([], "Cold box", 9000);
    const again = addFreeTextLine(first.ok ? first.list : [], " COLD   box ", 5000);
    expect(again).toEqual({
      ok: true,
      list: [{ id: freeTextId("Cold box"), name: "Cold box", quantity: 9999, freeText: true }],
      line: { id: freeTextId("Cold box"), name: "Cold box", quantity: 9999, freeText: true },
    });
  });

  it("refuses an empty text, a text longer than the limit, a quantity outside 1–9999 and a full list", () => {
    expect(addFreeTextLine([], " \n\t ")).toEqual({ ok: false, reason: "text" });
    expect(addFreeTextLine([], "x".repeat(LIST_LIMITS.textMax + 1))).toEqual({ ok: false, reason: "text" });
    expect(addFreeTextLine([], "x".repeat(LIST_LIMITS.textMax))).toMatchObject({ ok: true });
    expect(addFreeTextLine([], "Cold box", 0)).toEqual({ ok: false, reason: "quantity" });
    expect(addFreeTextLine([], "Cold box", 10000)).toEqual({ ok: false, reason: "quantity" });
    expect(addFreeTextLine([], "Cold box", 2.5)).toEqual({ ok: false, reason: "quantity" });
    expect(addFreeTextLine(listOf(LIST_LIMITS.maxLines), "Cold box")).toEqual({ ok: false, reason: "full" });
  });

  it("has an id no catalogue medicine can have, different for different texts", () => {
    const ids = ["Cold box", "Cold box 2", "Ice pack", "दवा", "दवाई"].map(freeTextId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) {
      expect(isFreeTextId(id)).toBe(true);
      expect(id).toMatch(/^~[0-9a-z]+$/);
    }
    expect(isFreeTextId("dolo-650-tablet")).toBe(false);
    expect(addToList([], { id: freeTextId("Cold box"), name: "Cold box" })).toEqual({ ok: false, reason: "missing" });
  });

  it("changes quantity, is removed, takes typed quantities and joins saved lists like a medicine", () => {
    const added = addFreeTextLine([{ ...dolo, quantity: 1 }], "Cold box", 2);
    const list = added.ok ? added.list : [];
    const id = freeTextId("Cold box");
    expect(setQuantity(list, id, 7)).toMatchObject({
      ok: true,
      line: { id, name: "Cold box", quantity: 7, freeText: true },
    });
    expect(removeFromList(list, id)).toEqual({ ok: true, list: [{ ...dolo, quantity: 1 }], line: null });
    expect(applyTypedQuantities(list, typedQuantities([[quantityFieldName(id), "12"]]))).toEqual({
      ok: true,
      list: [
        { ...dolo, quantity: 1 },
        { id, name: "Cold box", quantity: 12, freeText: true },
      ],
    });
    expect(mergeSavedList([], list)).toEqual({ ok: true, list, line: null });
  });
});

describe("notes of the order (docs/product.md 12.13a)", () => {
  it("keeps a note once, apart from the lines, and the lines without it", () => {
    const first = addNote([{ ...dolo, quantity: 2 }], "  urgent   please ");
    if (!first.ok) throw new Error("refused");
    expect(first.list[1]).toMatchObject({ name: "urgent please", note: true, quantity: 1 });
    expect(isNote(first.list[1]!)).toBe(true);
    const again = addNote(first.list, "URGENT please");
    expect(again).toEqual({ ok: true, list: first.list, line: null });
    const line = addFreeTextLine(first.list, "urgent please");
    if (!line.ok) throw new Error("refused");
    expect(line.list).toHaveLength(3);
    expect(orderedLines(line.list).map((kept) => kept.name)).toEqual(["Dolo 650 Tablet", "urgent please"]);
  });

  it("refuses an empty or too long note, and a full list", () => {
    expect(addNote([], "   ")).toEqual({ ok: false, reason: "text" });
    expect(addNote([], "x".repeat(LIST_LIMITS.textMax + 1))).toEqual({ ok: false, reason: "text" });
    expect(addNote(listOf(LIST_LIMITS.maxLines), "urgent")).toEqual({ ok: false, reason: "full" });
  });
});

describe("the unit written with a quantity (decision 64)", () => {
  it("keeps the unit with the line, adds more in it, and refuses another unit for the same medicine", () => {
    const boxes = addToList([], dolo, 2, "box");
    if (!boxes.ok) throw new Error("refused");
    expect(boxes.list).toEqual([{ ...dolo, quantity: 2, unit: "box" }]);
    // A card's "Add" counts in the line's own unit; the check table's "2 box" again adds boxes.
    const more = addToList(boxes.list, dolo, 1);
    expect(more.ok && more.list).toEqual([{ ...dolo, quantity: 3, unit: "box" }]);
    expect(addToList(boxes.list, dolo, 2, "box")).toMatchObject({ ok: true, line: { quantity: 4, unit: "box" } });
    // "10 strips" or the pack's own unit are not boxes: 12 of nothing is refused.
    expect(addToList(boxes.list, dolo, 10, "strip")).toEqual({ ok: false, reason: "unit" });
    expect(addToList(boxes.list, dolo, 10, null)).toEqual({ ok: false, reason: "unit" });
    // A quantity typed keeps the unit.
    expect(setQuantity(boxes.list, dolo.id, 5)).toMatchObject({ ok: true, line: { quantity: 5, unit: "box" } });
  });

  it("keeps a unit with a line not in the catalogue, and a saved list's unit over the line's", () => {
    const written = addFreeTextLine([], "velmarin 500", 2, "box");
    expect(written.ok && written.list[0]).toMatchObject({ name: "velmarin 500", quantity: 2, unit: "box" });
    const strips = addToList([], dolo, 10, null);
    const saved = addToList([], dolo, 3, "bottle");
    if (!strips.ok || !saved.ok) throw new Error("refused");
    const merged = mergeSavedList(strips.list, saved.list);
    expect(merged.ok && merged.list).toEqual([{ ...dolo, quantity: 3, unit: "bottle" }]);
    const back = mergeSavedList(saved.list, strips.list);
    expect(back.ok && back.list).toEqual([{ ...dolo, quantity: 10 }]);
  });
});
