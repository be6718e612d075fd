import { describe, expect, it } from "vitest";
import { formatIndiaDate, formatIndiaTime, indiaDayBounds, indiaIsoDate } from "./india-time";
import { formatInr } from "~/catalogue/trade/format";
import { formatUnitPrice } from "~/catalogue/trade/unit-price";
import { translatorFor } from "~/i18n/translator";

// 25 Nov 2026, 14:08 UTC = 19:38 in India.
const moment = new Date("2026-11-25T14:08:00Z");

describe("dates and times for each language", () => {
  it("says India time in English with a 12-hour clock", () => {
    expect(formatIndiaTime(moment)).toBe("25 Nov 2026, 7:38 pm");
    expect(formatIndiaDate(moment)).toBe("25 Nov 2026");
  });

  it("says India time in Hindi with Hindi month names and a 24-hour clock (no Latin am/pm)", () => {
    expect(formatIndiaTime(moment, "hi")).toBe("25 नव॰ 2026, 19:38");
    expect(formatIndiaDate(moment, "hi")).toBe("25 नव॰ 2026");
    expect(formatIndiaTime(moment, "hi")).not.toMatch(/[A-Za-z]/);
  });

  it("names files by the India date whatever the language", () => {
    expect(indiaIsoDate(new Date("2026-11-25T20:00:00Z"))).toBe("2026-11-26");
  });

  it("gives the India day of a moment: from its midnight in India to the next", () => {
    // 01:00 on 26 Nov in India is still 25 Nov in UTC.
    const day = indiaDayBounds(new Date("2026-11-25T19:30:00Z"));
    expect(day.from.toISOString()).toBe("2026-11-25T18:30:00.000Z");
    expect(day.to.toISOString()).toBe("2026-11-26T18:30:00.000Z");
    expect(indiaDayBounds(day.from).from).toEqual(day.from);
    expect(indiaDayBounds(new Date(day.to.getTime() - 1)).from).toEqual(day.from);
  });
});

describe("prices for each language", () => {
  it("reads prices the same in both languages: rupee sign, Indian grouping, Latin digits", () => {
    expect(formatInr(123456.5)).toBe("₹1,23,456.50");
  });

  it("says the price per unit in the page's language", () => {
    const perTablet = { perUnit: 1.2, unit: "tablet" } as const;
    expect(formatUnitPrice(perTablet, translatorFor("en"))).toBe("₹1.20 per tablet");
    expect(formatUnitPrice(perTablet, translatorFor("hi"))).toBe("₹1.20 प्रति टैबलेट");
    expect(formatUnitPrice({ perUnit: 0.004, unit: "ml" }, translatorFor("hi"))).toBe("₹0.004 प्रति ml");
  });
});
