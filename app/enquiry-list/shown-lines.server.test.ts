import { describe, expect, it } from "vitest";
import type { ShownLine } from "./action-result";
import { linesToStore, shownLines } from "./shown-lines.server";
import { listLines } from "./share";
import type { CatalogueSnapshot } from "~/catalogue/index.server";
import type { Medicine } from "~/catalogue";
import { translatorFor } from "~/i18n/translator";

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

describe("the unit a buyer wrote (decision 64)", () => {
  const velmarin = {
    id: "velmarin-500",
    name: "Velmarin 500 Tablet",
    genericName: "Velmacillin (500mg)",
    manufacturer: "Velm Labs",
    pack: "Strip of 10 tablets",
    rate: 50,
  } as Medicine;
  const snapshot = { byId: new Map([[velmarin.id, velmarin]]), medicines: [velmarin] } as unknown as CatalogueSnapshot;

  it("goes with the quantity to the list, its message in either language and the stored line; its rate is the pack's", () => {
    const shown = shownLines(
      [
        { id: velmarin.id, name: velmarin.name, quantity: 2, unit: "box" },
        { id: "~1", name: "Ascoril LS", quantity: 6, freeText: true, unit: "bottle" },
      ],
      snapshot,
    );
    expect(shown[0]).toMatchObject({ unit: "box", quantity: 2 });
    // A box's price is not the strip's rate: no estimate rather than a wrong one.
    expect(shown[0]!.rate).toBeUndefined();
    expect(listLines(shown, translatorFor("en"))).toEqual([
      "Velmarin 500 Tablet (Velm Labs, strip of 10 tablets) — 2 boxes",
      "Ascoril LS — 6 bottles (not in the catalogue)",
    ]);
    expect(listLines(shown, translatorFor("hi"))[0]).toMatch(/— 2 डिब्बे$/);
    expect(linesToStore(shown).map(({ quantity, unit }) => [quantity, unit])).toEqual([
      [2, "boxes"],
      [6, "bottles"],
    ]);
  });

  it("leaves a line without one counted in its pack, with its rate", () => {
    const [line] = shownLines([{ id: velmarin.id, name: velmarin.name, quantity: 3 }], snapshot);
    expect(line).toMatchObject({ unit: "strip", rate: 50 });
    expect(linesToStore([line!])[0]!.unit).toBe("strips");
  });
});
