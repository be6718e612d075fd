import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { matchOrderLine } from "./match-order-line";
import { matchOrderText, matchPostedLine } from "./match-order";
import { readOrderLine } from "./read-order-line";
import { catalogueFromGviz } from "~/catalogue/import/import";

// The sample catalogue (data/): the matcher over the same search as the catalogue page.
const { medicines } = catalogueFromGviz(readFileSync("data/sample-catalogue.gviz.txt", "utf8"));
const nameOf = (id: string | null) => (id === null ? null : medicines.find((medicine) => medicine.id === id)!.name);
const match = (line: string) => matchOrderLine(medicines, readOrderLine(line)!);

describe("matchOrderLine over the sample catalogue", () => {
  it.each([
    ["Aciloc 150 - 10", "Aciloc 150 Tablet", 10],
    ["Acitrom 2 x 30", "Acitrom 2 Tablet", 30],
    ["2) Acrotac 25mg x 5", "Acrotac 25mg Capsule", 5],
    ["AB Phylline syp 2", "AB Phylline Syrup", 2],
    ["Acivir eye oint 2", "Acivir Eye Ointment", 2],
  ])("preselects the one medicine named by %s", (line, name, quantity) => {
    const found = match(line);
    expect(nameOf(found.chosen)).toBe(name);
    expect(found.candidates[0]!.name).toBe(name);
    expect(found.reading.quantity).toBe(quantity);
  });

  it("leaves a brand with several medicines to the buyer, offering them", () => {
    const found = match("AB Phylline - 4");
    expect(found.chosen).toBeNull();
    expect(found.candidates.map((medicine) => medicine.name)).toEqual(
      expect.arrayContaining(["AB Phylline Capsule", "AB Phylline Syrup"]),
    );
    expect(found.reading.quantity).toBe(4);
  });

  it("leaves a generic to the buyer, and offers medicines of that composition first", () => {
    const found = match("Paracetamol 500 - 5");
    expect(found.chosen).toBeNull();
    expect(found.candidates.length).toBeGreaterThan(0);
    expect(found.candidates[0]!.genericName).toMatch(/Paracetamol \(500mg\)/);
  });

  it("finds nothing for a brand the catalogue lacks and for a note", () => {
    for (const line of ["Zorblax 40 - 2", "please send by evening"]) {
      const found = match(line);
      expect(found.chosen).toBeNull();
      expect(found.candidates).toEqual([]);
    }
  });

  it("preselects nothing when the line's typo had to be corrected", () => {
    const found = match("Acitrum 2 x 30");
    expect(found.candidates.map((medicine) => medicine.name)).toContain("Acitrom 2 Tablet");
    expect(found.chosen).toBeNull();
  });

  it("preselects nothing when no medicine has the form written", () => {
    const found = match("Acitrom 2 syp 3");
    expect(found.chosen).toBeNull();
    expect(found.reading.quantity).toBe(3);
  });

  it("reads a last number after a brand as the quantity when no medicine of the brand has that strength", () => {
    expect(match("Acitrom 12").reading).toEqual({ nameText: "Acitrom", quantity: 12 });
    expect(match("Acitrom 4").reading).toEqual({ nameText: "Acitrom 4", quantity: 1 });
  });
});

describe("matchOrderText", () => {
  it("answers every non-empty line in the order written", () => {
    const { lines, tooMany } = matchOrderText(medicines, "Aciloc 150 - 10\n\nZorblax 40 - 2\n");
    expect(tooMany).toBe(false);
    expect(lines.map((line) => [line.written, nameOf(line.chosen)])).toEqual([
      ["Aciloc 150 - 10", "Aciloc 150 Tablet"],
      ["Zorblax 40 - 2", null],
    ]);
  });

  it("tells the order's note from its lines, as the check table does: a line naming no medicine and matching nothing", () => {
    const { lines } = matchOrderText(medicines, "Aciloc 150 - 10\nurgent please\nZorblax 40 - 2");
    expect(lines.map((line) => line.note)).toEqual([undefined, "urgent please", undefined]);
  });
});

describe("matchPostedLine", () => {
  it("matches a row as posted back, the unit its line counted in read again to go with the quantity", () => {
    const { match, asWritten } = matchPostedLine(medicines, "Aciloc 150 - 2 box", "Aciloc 150");
    expect(nameOf(match.chosen)).toBe("Aciloc 150 Tablet");
    expect(match.reading).toEqual({ nameText: "Aciloc 150", quantity: 1, unit: "box" });
    // The unit travels with the quantity (decision 64), not in the text.
    expect(asWritten).toBe("Aciloc 150");
    expect(matchPostedLine(medicines, "Zorblax 40 - 2", "Zorblax 40").asWritten).toBe("Zorblax 40");
  });
});
