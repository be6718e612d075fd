import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { CatalogueSearch } from "./catalogue-search";
import { highlightParts, textMarks } from "./highlight";

const engine = new CatalogueSearch([
  { name: "Mox 500 Capsule", genericName: "Amoxycillin (500mg)", brand: "", manufacturer: "Sun Pharma", form: "" },
  {
    name: "Pan-D Capsule",
    genericName: "Domperidone (30mg) + Pantoprazole (40mg)",
    brand: "",
    manufacturer: "",
    form: "",
  },
  { name: "Ferrous Sulphate", genericName: "Ferrous Sulphate (0.2g)", brand: "", manufacturer: "", form: "" },
  { name: "Cetirizine Tablet", genericName: "Cetirizine (10mg)", brand: "", manufacturer: "", form: "" },
]);

/** The marked parts of a text for a search. */
const marked = (text: string, search: string) =>
  highlightParts(text, engine.prepare(search).highlight)
    .filter((part) => part.match)
    .map((part) => part.text);

describe("highlightParts", () => {
  it("marks the matching letters of a typed word, in any case, inside words too", () => {
    expect(marked("Amoxycillin (500mg)", "MOX")).toEqual(["mox"]);
    expect(marked("Levocetirizine (5mg)", "cetirizine")).toEqual(["cetirizine"]);
    expect(marked("Pantoprazole", "panto")).toEqual(["Panto"]);
  });

  it("marks a variant spelling and a corrected word whole", () => {
    expect(marked("Amoxycillin (500mg)", "amoxicillin")).toEqual(["Amoxycillin"]);
    expect(marked("Ferrous Sulphate (0.2g)", "sulfate")).toEqual(["Sulphate"]);
    expect(marked("Cetirizine (10mg)", "cetrizine")).toEqual(["Cetirizine"]);
  });

  it("marks a joined pair across its hyphen", () => {
    expect(marked("Pan-D Capsule", "pand")).toEqual(["Pan-D"]);
    expect(marked("Pan-D Capsule", "pan d")).toEqual(["Pan", "D"]);
  });

  it("marks numbers with their unit, and strengths after conversion, never another number", () => {
    expect(marked("Mox 500 Capsule", "500")).toEqual(["500"]);
    expect(marked("Amoxycillin (500mg)", "500")).toEqual(["500mg"]);
    expect(marked("Amoxycillin (500mg)", "0.5 g")).toEqual(["500mg"]);
    expect(marked("Ferrous Sulphate (0.2g)", "200mg")).toEqual(["0.2g"]);
    expect(marked("Amoxycillin (5000mg) 50", "500")).toEqual([]);
  });

  it("marks nothing for an empty search and returns no parts for no text", () => {
    expect(highlightParts("Dolo 650", engine.prepare("").highlight)).toEqual([{ text: "Dolo 650", match: false }]);
    expect(highlightParts("", engine.prepare("dolo").highlight)).toEqual([]);
  });

  it("gives the text back when the parts are joined, alternating marked and unmarked", () => {
    const unit = fc.constantFrom("a", "B", "ph", "é", "İ", "5", "0", ".", " ", "-", "%", "mg", "g", "µ", "😀", "(");
    fc.assert(
      fc.property(fc.string({ unit }), fc.string({ unit }), (text, search) => {
        const parts = highlightParts(text, engine.prepare(search, { correct: false }).highlight);
        expect(parts.map((part) => part.text).join("")).toBe(text);
        parts.forEach((part, index) => {
          expect(part.text.length).toBeGreaterThan(0);
          if (index > 0) expect(part.match).not.toBe(parts[index - 1]!.match);
        });
      }),
      { numRuns: 500 },
    );
  });

  it("takes a highlight that went through JSON (page data)", () => {
    const highlight = JSON.parse(JSON.stringify(engine.prepare("amoxicillin 500").highlight));
    expect(
      highlightParts("Amoxycillin (500mg)", highlight)
        .filter((part) => part.match)
        .map((part) => part.text),
    ).toEqual(["Amoxycillin", "500mg"]);
  });
});

describe("textMarks: the matched parts as ranges, as a page's cards carry them", () => {
  it("gives the ranges of the marked parts, which cut the text into the same parts", () => {
    const highlight = engine.prepare("amoxicillin 500").highlight;
    const text = "Mox 500 (Amoxycillin 500mg)";
    const ranges = textMarks(text, highlight);
    expect(ranges.map(([from, to]) => text.slice(from, to))).toEqual(
      highlightParts(text, highlight)
        .filter((part) => part.match)
        .map((part) => part.text),
    );
    expect(ranges.length).toBeGreaterThan(0);
  });

  it("gives none for a text the search did not match", () => {
    expect(textMarks("Cetirizine Tablet", engine.prepare("pantoprazole").highlight)).toEqual([]);
  });
});
