import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import { describedName } from "~/formatting/described-name";
import { quantityText, unitWord } from "./line-text";

const en = translatorFor("en");
const hi = translatorFor("hi");

describe("a line's quantity with its unit", () => {
  it("agrees with the quantity in English: 1 strip, 2 strips, 3 boxes", () => {
    expect(quantityText(1, "strip", en)).toBe("1 strip");
    expect(quantityText(2, "strip", en)).toBe("2 strips");
    expect(quantityText(3, "box", en)).toBe("3 boxes");
    expect(quantityText(9999, "bottle", en)).toBe("9999 bottles");
    expect(unitWord("ampoule", 5, en)).toBe("ampoules");
  });

  it("agrees with the quantity in Hindi: 1 बोतल, 3 बोतलें, 1 डिब्बा, 2 डिब्बे", () => {
    expect(quantityText(1, "bottle", hi)).toBe("1 बोतल");
    expect(quantityText(3, "bottle", hi)).toBe("3 बोतलें");
    expect(quantityText(1, "box", hi)).toBe("1 डिब्बा");
    expect(quantityText(2, "box", hi)).toBe("2 डिब्बे");
    expect(quantityText(2, "strip", hi)).toBe("2 स्ट्रिप");
  });

  it("is a plain number without a unit", () => {
    expect(quantityText(30, undefined, en)).toBe("30");
    expect(quantityText(30, undefined, hi)).toBe("30");
  });
});

describe("a line's name as staff look it up", () => {
  it("adds the manufacturer and the pack, the pack in lower case inside the sentence", () => {
    expect(describedName({ name: "Amlong 5 Tablet", manufacturer: "Micro Labs", pack: "Strip of 15" })).toBe(
      "Amlong 5 Tablet (Micro Labs, strip of 15)",
    );
  });

  it("leaves out what the catalogue lacks", () => {
    expect(describedName({ name: "Amlong 5 Tablet", manufacturer: "Micro Labs" })).toBe("Amlong 5 Tablet (Micro Labs)");
    expect(describedName({ name: "Amlong 5 Tablet", pack: "Strip of 15", manufacturer: " " })).toBe(
      "Amlong 5 Tablet (strip of 15)",
    );
    expect(describedName({ name: "Amlong 5 Tablet", pack: null, manufacturer: null })).toBe("Amlong 5 Tablet");
  });
});
