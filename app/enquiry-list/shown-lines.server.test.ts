import { describe, expect, it } from "vitest";
import type { ShownLine } from "./action-result";
import { linesToStore } from "./shown-lines.server";

const line = (overrides: Partial<ShownLine>): ShownLine =>
  ({ id: "azee-500", name: "Azee 500", quantity: 2, listed: true, ...overrides }) as ShownLine;

describe("lines as they are stored", () => {
  it("keep whether the page showed each medicine out of stock when it was sent", () => {
    const stored = linesToStore([
      line({ stock: 0 }),
      line({ id: "dolo-650", name: "Dolo 650", stock: 40 }),
      // A sheet without a stock column says nothing: not known, never counted as out of stock.
      line({ id: "pan-40", name: "Pan 40" }),
    ]);
    expect(stored.map((row) => [row.id, row.outOfStock])).toEqual([
      ["azee-500", true],
      ["dolo-650", false],
      ["pan-40", null],
    ]);
  });
});
