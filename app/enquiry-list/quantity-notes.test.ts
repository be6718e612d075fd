// @vitest-environment jsdom
import { afterEach, describe, expect, it } from "vitest";
import { noteQuantity, quantityNotesOf } from "./quantity-notes";

afterEach(() => {
  for (const note of quantityNotesOf(document.cookie, false)) document.cookie = `${note.name}=; Max-Age=0; Path=/`;
});

describe("a quantity noted as it is typed", () => {
  it("is a cookie the next request carries, read back as the line and quantity typed", () => {
    noteQuantity("dolo-650-tablet", 20);
    expect(quantityNotesOf(document.cookie, false)).toEqual([
      { name: expect.stringMatching(/^enquiry_quantity\.[0-9a-z]{15}$/), id: "dolo-650-tablet", quantity: 20 },
    ]);
  });

  it("replaces the line's earlier notes and keeps the other lines', oldest first", () => {
    noteQuantity("dolo-650-tablet", 2);
    noteQuantity("azee-500-tablet", 7);
    noteQuantity("dolo-650-tablet", 20);
    noteQuantity("dolo-650-tablet", 200);
    const notes = quantityNotesOf(document.cookie, false);
    expect(notes.map(({ id, quantity }) => [id, quantity])).toEqual([
      ["azee-500-tablet", 7],
      ["dolo-650-tablet", 200],
    ]);
  });

  it("keeps an id with any characters (a free-text line's) as written", () => {
    noteQuantity("~a1b2; c=d", 3);
    expect(quantityNotesOf(document.cookie, false)).toEqual([
      expect.objectContaining({ id: "~a1b2; c=d", quantity: 3 }),
    ]);
  });

  it("orders notes written in the same millisecond as they were written", () => {
    const ids = Array.from({ length: 30 }, (_, at) => `line-${at}`);
    for (const id of ids) noteQuantity(id, 1);
    expect(quantityNotesOf(document.cookie, false).map((note) => note.id)).toEqual(ids);
  });
});
