import { describe, expect, it } from "vitest";
import { gstNote, marginText, orderingPrice, paidPerPack, tradeMargin } from "./trade-price";
import { translatorFor } from "~/i18n/translator";

const en = translatorFor("en");
const hi = translatorFor("hi");
const EXCLUDED = { rateIncludesGst: false };
const INCLUDED = { rateIncludesGst: true };
const TEN_PLUS_ONE = { kind: "free", buy: 10, free: 1 } as const;

describe("what the chemist pays for a pack", () => {
  it("adds the GST to a rate quoted without it: 704.35 + 12% = 788.87", () => {
    expect(paidPerPack(704.35, { gst: 12 }, EXCLUDED)).toBeCloseTo(788.872, 3);
  });

  it("adds nothing to a rate that includes GST", () => {
    expect(paidPerPack(704.35, { gst: 12 }, INCLUDED)).toBe(704.35);
    expect(paidPerPack(704.35, {}, INCLUDED)).toBe(704.35);
  });

  it("takes the scheme off first: 10+1 lowers the rate by 1/11, then GST", () => {
    // 110 × 10/11 = 100, + 12% = 112.
    expect(paidPerPack(110, { gst: 12, scheme: TEN_PLUS_ONE }, EXCLUDED)).toBeCloseTo(112, 6);
    expect(paidPerPack(110, { scheme: { kind: "discount", percent: 5 } }, INCLUDED)).toBe(104.5);
  });

  it("is unknown when the rate excludes GST and the row gives none, or there is no real rate", () => {
    expect(paidPerPack(704.35, {}, EXCLUDED)).toBeUndefined();
    expect(paidPerPack(704.35, { gst: null }, EXCLUDED)).toBeUndefined();
    expect(paidPerPack(undefined, { gst: 12 }, EXCLUDED)).toBeUndefined();
    expect(paidPerPack(0, { gst: 12 }, EXCLUDED)).toBeUndefined();
  });
});

describe("the margin on MRP", () => {
  it("is about 13% for rate 704.35, MRP 904.60, GST 12% (not the 22% of the rate alone)", () => {
    // (904.60 − 788.87) / 904.60 = 12.79%.
    expect(tradeMargin({ rate: 704.35, mrp: 904.6, gst: 12 }, EXCLUDED)).toBe(13);
    expect(tradeMargin({ rate: 704.35, mrp: 904.6, gst: 12 }, INCLUDED)).toBe(22);
  });

  it("counts the scheme: 10+1 on 704.35 with GST 12% leaves 21%", () => {
    // 704.35 × 10/11 = 640.32, + 12% = 717.15; (904.60 − 717.15) / 904.60 = 20.7%.
    expect(tradeMargin({ rate: 704.35, mrp: 904.6, gst: 12, scheme: TEN_PLUS_ONE }, EXCLUDED)).toBe(21);
  });

  it("is none when GST is unknown for a rate without it, rather than a wrong one", () => {
    expect(tradeMargin({ rate: 704.35, mrp: 904.6 }, EXCLUDED)).toBeUndefined();
  });

  it("is none without an MRP above what is paid, or below 1%", () => {
    expect(tradeMargin({ rate: 704.35, gst: 12 }, EXCLUDED)).toBeUndefined();
    expect(tradeMargin({ rate: 100, mrp: 112, gst: 12 }, EXCLUDED)).toBeUndefined();
    expect(tradeMargin({ rate: 100, mrp: 100.5 }, INCLUDED)).toBeUndefined();
    expect(tradeMargin({ mrp: 100 }, INCLUDED)).toBeUndefined();
  });
});

describe("what the pages say", () => {
  it("says beside a rate whether GST is on top or included", () => {
    expect(gstNote(12, EXCLUDED, en)).toBe("+ GST 12%");
    expect(gstNote(2.5, EXCLUDED, en)).toBe("+ GST 2.5%");
    expect(gstNote(undefined, EXCLUDED, en)).toBe("+ GST");
    expect(gstNote(12, INCLUDED, en)).toBe("incl. GST");
    expect(gstNote(12, INCLUDED, hi)).toBe("GST सहित");
    expect(gstNote(12, EXCLUDED, hi)).toBe("GST 12% अलग से");
  });

  it("says what the margin is worked out on", () => {
    expect(marginText(13, undefined, en)).toBe("Margin 13% after GST");
    expect(marginText(21, TEN_PLUS_ONE, en)).toBe("Margin 21% after GST and scheme");
    expect(marginText(21, TEN_PLUS_ONE, hi)).toBe("मार्जिन 21%, GST और स्कीम के बाद");
  });
});

describe("the price a medicine is ordered by", () => {
  it("is the rate, else the MRP, else none", () => {
    expect(orderingPrice({ rate: 10, mrp: 12 })).toBe(10);
    expect(orderingPrice({ rate: null, mrp: 12 })).toBe(12);
    expect(orderingPrice({})).toBeUndefined();
  });
});
