import { describe, expect, it } from "vitest";
import { orderUnitOf } from "./order-unit";

describe("the unit a medicine is ordered in", () => {
  it.each([
    ["Strip of 10 tablets", "strip"],
    ["strip of 15 Tablet SR", "strip"],
    ["Bottle of 100 ml Syrup", "bottle"],
    ["Tube of 20 gm Cream", "tube"],
    ["Packet of 200 MDI Inhaler", "packet"],
    ["Pack of 1", "pack"],
    ["Vial of 1 Injection", "vial"],
    ["Ampoule of 2 ml Injection", "ampoule"],
    ["Sachet of 10 gm Granules", "sachet"],
    ["Cartridge of 3 ml Solution for Injection", "cartridge"],
    ["Penfill of 3 ml Solution for Injection", "cartridge"],
    ["Flexpen of 3 ml Solution for Injection", "pen"],
    ["Pre-filled pen of 3 ml Solution for Injection", "pen"],
    ["box of 10 strips of 10 tablets", "box"],
    ["box of 5 ampoules", "box"],
    ["100 ml bottle", "bottle"],
    ["60 ml Bottle", "bottle"],
    ["20 gm Tube", "tube"],
    ["500 mg vial", "vial"],
    ["0.5 ml pre-filled syringe", "syringe"],
    ["28 tablet pack", "pack"],
    ["1 kg pack", "pack"],
    ["500 ml bag", "bag"],
    ["5 liters container", "container"],
    ["1 kit", "kit"],
    ["1 Respule", "respule"],
    ["100's strip", "strip"],
  ])("%s is ordered in %ss", (pack, unit) => {
    expect(orderUnitOf(pack)).toBe(unit);
  });

  it.each([
    // No container named: the quantity stays a plain number.
    "15 Tablets",
    "10 tabs",
    "10's",
    "1x15's",
    "10 x 10",
    "10x10 tablets",
    "10 nos",
    "100 mL",
    // Several of something the pack does not name: a box of them? a strip?
    "5 sachets",
    // A product name or a form is not a pack.
    "Dolo 650 Tablet",
    "Tablet",
    "Price Unavailable",
    "",
  ])("%j names no unit", (pack) => {
    expect(orderUnitOf(pack)).toBeUndefined();
  });

  it("has no unit without a pack", () => {
    expect(orderUnitOf(undefined)).toBeUndefined();
  });
});
