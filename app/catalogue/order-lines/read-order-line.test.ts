import { describe, expect, it } from "vitest";
import { ORDER_LINE_MAX_CHARACTERS, ORDER_LINE_MAX_WORDS, ORDER_TEXT_MAX_CHARACTERS } from "./order-input";
import { readOrderLine, readOrderText, ORDER_MAX_LINES } from "./read-order-line";

/** [as written, name text, quantity]: lines as chemists write them on WhatsApp and in notebooks. */
const SURE: [string, string, number][] = [
  // The decision's own examples.
  ["Amlong 5 - 30", "Amlong 5", 30],
  ["2) Rabekind 20 x 10", "Rabekind 20", 10],
  ["10 x Okamet", "Okamet", 10],
  ["Grilinctus BM syp 5", "Grilinctus BM syp", 5],
  ["inj Xone 1gm 25", "inj Xone 1gm", 25],
  ["Ecosprin 150 60", "Ecosprin 150", 60],
  // Numbered and bulleted.
  ["1. Dolo 650 - 10", "Dolo 650", 10],
  ["3) Pan 40 x 5", "Pan 40", 5],
  ["(4) Azee 500 - 3", "Azee 500", 3],
  ["- Telma 40 - 15", "Telma 40", 15],
  ["* Shelcal 500 x 4", "Shelcal 500", 4],
  ["• Montair LC - 6", "Montair LC", 6],
  ["12. Crocin Advance 20 strips", "Crocin Advance", 20],
  // "x", "×", "*" on either side, glued or spaced.
  ["Okamet x 10", "Okamet", 10],
  ["Okamet x10", "Okamet", 10],
  ["Okamet X 10", "Okamet", 10],
  ["Okamet × 10", "Okamet", 10],
  ["Okamet*10", "Okamet", 10],
  ["Okamet * 10", "Okamet", 10],
  ["10x Okamet", "Okamet", 10],
  ["10 * Okamet 500", "Okamet 500", 10],
  ["5 × Dolo 650", "Dolo 650", 5],
  // Separators.
  ["Dolo 650: 10", "Dolo 650", 10],
  ["Dolo 650 = 10", "Dolo 650", 10],
  ["Dolo 650, 10", "Dolo 650", 10],
  ["Dolo 650 – 10", "Dolo 650", 10],
  ["Dolo 650 — 10", "Dolo 650", 10],
  ["Dolo 650 (10)", "Dolo 650", 10],
  ["Amlong 5-30", "Amlong 5", 30],
  // Count words before or after.
  ["Dolo 650 qty 10", "Dolo 650", 10],
  ["Dolo 650 Qty: 10", "Dolo 650", 10],
  ["Dolo 650 qty-10", "Dolo 650", 10],
  ["Qty 10 Dolo 650", "Dolo 650", 10],
  ["Dolo 650 10 nos", "Dolo 650", 10],
  ["Dolo 650 - 10 nos.", "Dolo 650", 10],
  ["Dolo 650 nos 10", "Dolo 650", 10],
  ["Dolo 650 10 strips", "Dolo 650", 10],
  ["Dolo 650 10strip", "Dolo 650", 10],
  ["2 strips Dolo 650", "Dolo 650", 2],
  ["Azithral 500 - 2 box", "Azithral 500", 2],
  ["Betadine ointment 3 tubes", "Betadine ointment", 3],
  ["Ascoril LS syrup 6 bottles", "Ascoril LS syrup", 6],
  ["Dolo 650 20 pcs", "Dolo 650", 20],
  ["Monocef 1gm inj 10 vials", "Monocef 1gm inj", 10],
  // Form words: the number after one is the quantity, before one too.
  ["Dolo 650 tab 10", "Dolo 650 tab", 10],
  ["Dolo 650 10 tab", "Dolo 650 tab", 10],
  ["tab. Dolo 650 15", "tab. Dolo 650", 15],
  ["Cap Omez 20 - 30", "Cap Omez 20", 30],
  ["Calpol syp 4", "Calpol syp", 4],
  // A strength is never a quantity.
  ["Azithromycin 500mg 6", "Azithromycin 500mg", 6],
  ["Azithromycin 500 mg 6", "Azithromycin 500 mg", 6],
  ["Paracetamol 500mg", "Paracetamol 500mg", 1],
  ["Calpol 250mg/5ml 2", "Calpol 250mg/5ml", 2],
  ["Ultracet 37.5/325 10", "Ultracet 37.5/325", 10],
  ["Glycomet GP 0.5 10", "Glycomet GP 0.5", 10],
  ["Betnovate 0.1% cream 2", "Betnovate 0.1% cream", 2],
  ["Uprise D3 60k 4", "Uprise D3 60k", 4],
  ["Uprise D3 60000 iu - 4", "Uprise D3 60000 iu", 4],
  ["Neurobion B12", "Neurobion B12", 1],
  ["Dolo 650 10x10", "Dolo 650 10x10", 1],
  ["Dolo 650 1x15 - 3", "Dolo 650 1x15", 3],
  ["Amoxyclav 625 2*10 x 4", "Amoxyclav 625 2*10", 4],
  ["Rabekind 20 5", "Rabekind 20", 5],
  ["Rabekind 20x10", "Rabekind 20", 10],
  ["Levolin 1*5", "Levolin 1", 5],
  ["Acyclovir 200*4", "Acyclovir 200", 4],
  ["Dolo 650 2x10", "Dolo 650 2x10", 1],
  ["Dolo-650 - 10", "Dolo-650", 10],
  ["Xone 1 gm 25", "Xone 1 gm", 25],
  ["Insulin Mixtard 40iu 2", "Insulin Mixtard 40iu", 2],
  // Devanagari names and digits.
  ["डोलो 650 - १०", "डोलो 650", 10],
  ["पैरासिटामोल ५०० x ५", "पैरासिटामोल 500", 5],
  ["Dolo 650 १० पत्ते", "Dolo 650", 10],
  ["Shelcal ५ डिब्बे", "Shelcal", 5],
  // Nothing to count: 1.
  ["Combiflam", "Combiflam", 1],
  ["please send by evening", "please send by evening", 1],
];

describe("readOrderLine", () => {
  it.each(SURE)("%s → %s, %i", (written, nameText, quantity) => {
    const line = readOrderLine(written);
    expect(line?.reading).toMatchObject({ nameText, quantity });
    expect(line?.alternative).toBeUndefined();
    expect(line?.written).toBe(written);
  });

  it.each([
    ["12. Crocin Advance 20 strips", "strip"],
    ["Dolo 650 10strip", "strip"],
    ["2 stp Dolo 650", "strip"],
    ["Dolo 650 १० पत्ते", "strip"],
    ["Okamet 2 box", "box"],
    ["Cold box - 2", "box"],
    ["Benadryl 3 btl", "bottle"],
    ["Xone 1gm 25 vials", "vial"],
    ["Okamet 10 nos", undefined],
    ["qty 10 Okamet", undefined],
    ["Okamet x 10", undefined],
    ["Amlong 5 - 30", undefined],
  ])("%s is counted in %s, as written", (written, unit) => {
    expect(readOrderLine(written)?.reading.unit).toBe(unit);
  });

  // Decision 64: the unit written stays with the quantity, in English, short or Hindi words.
  it.each([
    ["Cold box - 2", "Cold", 2, "box"],
    ["2 box velmarin 500", "velmarin 500", 2, "box"],
    ["6 bottle ascoril ls", "ascoril ls", 6, "bottle"],
    ["Betadine oint 3 tubes", "Betadine oint", 3, "tube"],
    ["5 पत्ते Dolo 650", "Dolo 650", 5, "strip"],
    ["2 डिब्बा Azee 500", "Azee 500", 2, "box"],
    ["Benadryl 3 बोतल", "Benadryl", 3, "bottle"],
    ["Betadine 2 ट्यूब", "Betadine", 2, "tube"],
    ["4 शीशी Xone 1gm", "Xone 1gm", 4, "bottle"],
    ["Dolo 650 10 tab", "Dolo 650 tab", 10, "tablet"],
    ["Dolo 650 20 गोली", "Dolo 650 गोली", 20, "tablet"],
  ])("%s is %s, %i %s", (written, nameText, quantity, unit) => {
    expect(readOrderLine(written)?.reading).toEqual({ nameText, quantity, unit });
  });

  it("reads a tablet word beside a strength as the form, not a count", () => {
    // "650 tab" is Dolo 650 in tablets: the catalogue decides 650, and no count of tablets is read.
    expect(readOrderLine("Dolo 650 tab")?.reading).toEqual({ nameText: "Dolo 650 tab", quantity: 1 });
    expect(readOrderLine("tab Dolo 650 - 10")?.reading.unit).toBeUndefined();
  });

  /** A number right after a word may be the strength or the quantity: both readings, the strength first. */
  it.each([
    ["Okamet 10", "Okamet", 10],
    ["Ecosprin 75", "Ecosprin", 75],
    ["Pantop 40", "Pantop", 40],
    ["Dolo 650", "Dolo", 650],
    ["Crocin 20", "Crocin", 20],
    ["Telma 40 H 10", "Telma 40 H", 10],
    ["Amlong-5", "Amlong", 5],
  ] as const)("%s may be %s × %i", (written, nameText, quantity) => {
    const line = readOrderLine(written);
    expect(line?.reading).toEqual({ nameText: written, quantity: 1 });
    expect(line?.alternative).toEqual({ nameText, quantity });
  });

  it("keeps the line as written, spaces folded, and reads nothing into an empty one", () => {
    expect(readOrderLine("  2)  Dolo   650 - 10 ")?.written).toBe("2) Dolo 650 - 10");
    expect(readOrderLine("   ")).toBeNull();
    expect(readOrderLine("")).toBeNull();
  });

  it("reads a quantity that the list will refuse as written (0, 10000), never a decimal", () => {
    expect(readOrderLine("Dolo 650 - 0")?.reading.quantity).toBe(0);
    expect(readOrderLine("Dolo 650 - 10000")?.reading.quantity).toBe(10000);
    expect(readOrderLine("Dolo 650 - 2.5")?.reading).toEqual({ nameText: "Dolo 650 - 2.5", quantity: 1 });
  });

  it("leaves a line of only a number as its name", () => {
    expect(readOrderLine("650")?.reading).toEqual({ nameText: "650", quantity: 1 });
  });
});

describe("readOrderText", () => {
  it("reads the non-empty lines in the order written, whatever the line endings", () => {
    const { lines, tooMany } = readOrderText("Dolo 650 - 10\r\n\r\n  \n10 x Okamet\rPan 40");
    expect(tooMany).toBe(false);
    expect(lines.map((line) => line.written)).toEqual(["Dolo 650 - 10", "10 x Okamet", "Pan 40"]);
  });

  it(`says when an order has more than ${ORDER_MAX_LINES} lines`, () => {
    const text = Array.from({ length: ORDER_MAX_LINES + 1 }, (_, index) => `Dolo 650 - ${index + 1}`).join("\n");
    const { lines, tooMany } = readOrderText(text);
    expect(tooMany).toBe(true);
    expect(lines).toHaveLength(ORDER_MAX_LINES);
    expect(readOrderText(text.split("\n").slice(0, ORDER_MAX_LINES).join("\n")).tooMany).toBe(false);
  });

  it("refuses, before reading any line, a line over the bounds and a text over its length", () => {
    const ok = readOrderText(`Dolo 650 - 10\n${"a".repeat(ORDER_LINE_MAX_CHARACTERS)}`);
    expect([ok.overlong, ok.lines.length]).toEqual([[], 2]);
    const long = `Please send ${"x".repeat(ORDER_LINE_MAX_CHARACTERS)}`;
    expect(readOrderText(`Dolo 650 - 10\n${long}`)).toEqual({
      lines: [],
      tooMany: false,
      tooLarge: false,
      overlong: [long],
    });
    const wordy = Array.from({ length: ORDER_LINE_MAX_WORDS + 1 }, (_, at) => `w${at}`).join(" ");
    expect(readOrderText(wordy).overlong).toEqual([wordy]);
    // Runs of spaces count as one, as the line is read.
    expect(readOrderText(`Dolo${" ".repeat(500)}650`).overlong).toEqual([]);
    const large = readOrderText("Pan 40\n".repeat(ORDER_TEXT_MAX_CHARACTERS / 7 + 1));
    expect([large.tooLarge, large.lines.length]).toEqual([true, 0]);
  });

  it("removes bidirectional controls from the lines", () => {
    expect(readOrderText("\u202eDolo 650 - 10\u202c\n\u2067Pan 40\u2069").lines.map((line) => line.written)).toEqual([
      "Dolo 650 - 10",
      "Pan 40",
    ]);
  });
});
