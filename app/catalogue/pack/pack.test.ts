import fc from "fast-check";
import { translatorFor } from "~/i18n/translator";
import { describe, expect, it } from "vitest";
import { PACK_UNITS, parseCountOfForm, parsePack, unitLabel } from "./pack";
import { AZ_INDIA_PHRASES, MEDEX_PHRASES, TRADE_PHRASES } from "./pack-phrases-public.test-data";
import { SAMPLE_SHEET_PHRASES, SHEET_11K_PHRASES, type PackPhrase } from "./pack-phrases.test-data";

const SETS: Record<string, readonly PackPhrase[]> = {
  "the 11.8k sheet": SHEET_11K_PHRASES,
  "the sample sheet": SAMPLE_SHEET_PHRASES,
  "the A–Z India sample": AZ_INDIA_PHRASES,
  "the medex containers": MEDEX_PHRASES,
  "trade phrasings": TRADE_PHRASES,
};

describe("parsePack on real pack phrases", () => {
  for (const [name, phrases] of Object.entries(SETS)) {
    it(`reads every phrase of ${name} as written by hand`, () => {
      const wrong = phrases.flatMap(([phrase, units, unit]) => {
        const expected = units === undefined ? undefined : { units, unit };
        const actual = parsePack(phrase);
        return JSON.stringify(actual) === JSON.stringify(expected) ? [] : [{ phrase, expected, actual }];
      });
      expect(wrong).toEqual([]);
    });
  }

  it("reads nearly all the phrases of the real sheets", () => {
    const phrases = [...SHEET_11K_PHRASES, ...SAMPLE_SHEET_PHRASES, ...AZ_INDIA_PHRASES];
    const read = phrases.filter(([phrase]) => parsePack(phrase) !== undefined).length;
    expect(read / phrases.length).toBeGreaterThan(0.98);
  });
});

describe("parsePack on any text", () => {
  it("never throws, and any pack has a positive finite count of a known unit", () => {
    fc.assert(
      fc.property(fc.string({ unit: "grapheme", maxLength: 40 }), (text) => {
        const pack = parsePack(text);
        if (pack === undefined) return;
        expect(Number.isFinite(pack.units) && pack.units > 0).toBe(true);
        expect(PACK_UNITS).toContain(pack.unit);
      }),
    );
  });

  it("never throws on pack-like word salad either", () => {
    const word = fc.constantFrom(
      "strip",
      "of",
      "x",
      "10",
      "0",
      "2.5",
      "ml",
      "mg",
      "vial",
      "tablets",
      "MDI",
      "×",
      "1e309",
    );
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        const pack = parsePack(words.join(" "));
        if (pack !== undefined) expect(Number.isFinite(pack.units) && pack.units > 0).toBe(true);
      }),
    );
  });

  it("does not care about case or spacing", () => {
    const phrases = [...SHEET_11K_PHRASES, ...AZ_INDIA_PHRASES, ...TRADE_PHRASES].map(([phrase]) => phrase);
    const spaces = fc.constantFrom(" ", "  ", "\t", " \u00a0");
    fc.assert(
      fc.property(fc.constantFrom(...phrases), spaces, fc.boolean(), (phrase, space, upper) => {
        const respelled = ` ${phrase.split(" ").join(space)} `;
        expect(parsePack(upper ? respelled.toUpperCase() : respelled.toLowerCase())).toEqual(parsePack(phrase));
      }),
    );
  });
});

describe("unitLabel", () => {
  it("says what the price is per, in each language", () => {
    const en = translatorFor("en");
    const hi = translatorFor("hi");
    expect(en(unitLabel("tablet"), { amount: "₹1.20" })).toBe("₹1.20 per tablet");
    expect(hi(unitLabel("tablet"), { amount: "₹1.20" })).toBe("₹1.20 प्रति टैबलेट");
    for (const unit of PACK_UNITS) expect(en(unitLabel(unit), { amount: "₹1" })).toMatch(/^₹1 per [a-z]+$/);
    for (const unit of PACK_UNITS) expect(hi(unitLabel(unit), { amount: "₹1" })).toMatch(/^₹1 प्रति \S+$/);
  });
});

describe("parseCountOfForm: the trade's \"10's\" counts the row's form", () => {
  it("reads a count, or a box of strips, of a form counted one by one", () => {
    expect(parseCountOfForm("10's", "Tablet")).toEqual({ units: 10, unit: "tablet" });
    expect(parseCountOfForm("15`s", "Capsule SR")).toEqual({ units: 15, unit: "capsule" });
    expect(parseCountOfForm("10s", "tab")).toEqual({ units: 10, unit: "tablet" });
    expect(parseCountOfForm("1x15's", "Tablet")).toEqual({ units: 15, unit: "tablet" });
    expect(parseCountOfForm("10 x 10's", "Capsules")).toEqual({ units: 100, unit: "capsule" });
    expect(parseCountOfForm("5's", "Vial")).toEqual({ units: 5, unit: "vial" });
    expect(parseCountOfForm("30's", "Sachet")).toEqual({ units: 30, unit: "sachet" });
  });

  it("reads nothing when the form does not say what is counted, or the text is no bare count", () => {
    for (const form of ["Syrup", "Injection", "Cream", "", "100 ml bottle", "Gel 20 gm"]) {
      expect(parseCountOfForm("10's", form), form).toBeUndefined();
    }
    for (const pack of ["Pack of 1", "10", "10 x 10", "0's", "10's strip", "Dolo 650's", "", "'s"]) {
      expect(parseCountOfForm(pack, "Tablet"), pack).toBeUndefined();
    }
  });
});
