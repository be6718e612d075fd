import { describe, expect, it } from "vitest";
import { isHeaderLine, isNoteLine, noteText } from "./note-line";

describe("a note of an order (docs/product.md 12.13a)", () => {
  it.each([
    "urgent please",
    "Please send by evening",
    "plz deliver fast",
    "URGENT!!!",
    "Send by 5pm",
    "send before 6 pm please",
    "Thanks",
    "Thank you sir",
    "- deliver tomorrow morning",
    "3) pls send with bill",
    "kal subah tak bhej dena",
    "jaldi bhejo bhaiya",
    "जल्दी भेजें",
    "कृपया आज शाम तक भेज दें",
    "6 बजे से पहले भेजें",
    "rest as usual",
    "Call me before delivery",
  ])("%s is a note", (line) => {
    expect(isNoteLine(line)).toBe(true);
  });

  it.each([
    // A medicine the catalogue lacks keeps words of its own, numbers, strengths or forms.
    "Xyzomab 40mg 10",
    "Zorblax",
    "Zorblax 40 - 3",
    "Amlong 5 - 30",
    "10 x Okamet",
    "Grilinctus BM syp 5",
    "inj Xone 1gm 25",
    "tab",
    "Dolo",
    "urgent Dolo 650",
    "send 2 boxes Pan 40",
    "please send 10",
    "Cold box for the insulin",
    "डोलो 650 - १०",
    "पैरासिटामोल",
    "Rabekind",
    "vitamin d3 sachet",
  ])("%s is not a note", (line) => {
    expect(isNoteLine(line)).toBe(false);
  });

  it("is no note when nothing is written", () => {
    expect(isNoteLine("")).toBe(false);
    expect(isNoteLine(" - ")).toBe(false);
  });

  it("keeps a note without its list number or bullet", () => {
    expect(noteText("3) pls send with bill")).toBe("pls send with bill");
    expect(noteText("- deliver tomorrow morning ")).toBe("deliver tomorrow morning");
    expect(noteText("urgent please")).toBe("urgent please");
  });
});

describe("the heading of an order (decision 64)", () => {
  it.each([
    "Ganga pharma order - Shree Ram Medical, Patna",
    "Order from Shree Ram Medical, Patna",
    "Hello sir, please send",
    "Hi Gupta ji",
    "नमस्ते सर",
    "श्री राम मेडिकल, पटना",
    "Order - 9876543210",
  ])("%s heads the order", (line) => {
    expect(isHeaderLine(line)).toBe(true);
  });

  it.each([
    // A medicine with a form word or a strength is never a heading, nor a bare unknown word.
    "Order syp 2",
    "Medical 500mg",
    "Zorblax",
    "Ram 10",
  ])("%s does not", (line) => {
    expect(isHeaderLine(line)).toBe(false);
  });
});
