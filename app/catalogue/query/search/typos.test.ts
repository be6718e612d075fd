import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { editDistanceWithin, maxEdits, TypoCorrector } from "./typos";

/** Optimal string alignment distance, the plain full-table way. */
function referenceDistance(a: string, b: string): number {
  const table: number[][] = [];
  for (let i = 0; i <= a.length; i++) {
    table.push([]);
    for (let j = 0; j <= b.length; j++) {
      if (i === 0 || j === 0) {
        table[i]![j] = i + j;
        continue;
      }
      let cost = Math.min(
        table[i - 1]![j]! + 1,
        table[i]![j - 1]! + 1,
        table[i - 1]![j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cost = Math.min(cost, table[i - 2]![j - 2]! + 1);
      table[i]![j] = cost;
    }
  }
  return table[a.length]![b.length]!;
}

describe("maxEdits", () => {
  it("never corrects below 5 letters, one edit for 5–8, two for 9 or more", () => {
    expect([1, 2, 3, 4].map(maxEdits)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(maxEdits)).toEqual([1, 1, 1, 1]);
    expect([9, 10, 15].map(maxEdits)).toEqual([2, 2, 2]);
  });
});

describe("editDistanceWithin", () => {
  it("counts insertions, deletions, substitutions and transpositions", () => {
    expect(editDistanceWithin("cetrizine", "cetirizine", 2)).toBe(1);
    expect(editDistanceWithin("paracetmol", "paracetamol", 2)).toBe(1);
    expect(editDistanceWithin("montelucast", "montelukast", 2)).toBe(1);
    expect(editDistanceWithin("asprin", "aspirin", 1)).toBe(1);
    expect(editDistanceWithin("dolo", "odlo", 1)).toBe(1);
    expect(editDistanceWithin("abcdef", "badcfe", 2)).toBe(3);
  });

  it("equals the full-table distance when within the limit, else limit + 1", () => {
    const word = fc.string({ unit: fc.constantFrom("a", "b", "c", "d"), maxLength: 9 });
    fc.assert(
      fc.property(word, word, fc.integer({ min: 0, max: 3 }), (a, b, limit) => {
        const distance = referenceDistance(a, b);
        expect(editDistanceWithin(a, b, limit)).toBe(distance <= limit ? distance : limit + 1);
      }),
      { numRuns: 500 },
    );
  });
});

describe("TypoCorrector", () => {
  const words = [
    "cetirizine",
    "levocetirizine",
    "paracetamol",
    "mental",
    "dental",
    "montelukast",
    "dolo",
    "amlodipine",
  ];
  const weights = [50, 80, 300, 1, 2, 40, 90, 60];
  const corrector = new TypoCorrector(words, weights);
  const correct = (word: string) => words[corrector.correct(word)];

  it("corrects to the closest word within the bound", () => {
    expect(correct("cetrizine")).toBe("cetirizine");
    expect(correct("paracetmol")).toBe("paracetamol");
    expect(correct("paraectamol")).toBe("paracetamol");
    expect(correct("montelucast")).toBe("montelukast");
    expect(correct("amlodipin")).toBe("amlodipine");
  });

  it("never corrects words of fewer than 5 letters", () => {
    expect(corrector.correct("dolp")).toBe(-1);
    expect(corrector.correct("odlo")).toBe(-1);
  });

  it("allows one edit for 5–8 letters and two for 9 or more", () => {
    expect(corrector.correct("mentlx")).toBe(-1); // 6 letters, two edits from "mental"
    expect(correct("mentl")).toBe("mental");
    expect(correct("paractmol")).toBe("paracetamol"); // 9 letters, two edits
    expect(corrector.correct("parctmol")).toBe(-1); // 8 letters, three edits
    expect(corrector.correct("qzxvbn")).toBe(-1);
  });

  it("breaks ties by the word in more medicines, then alphabetically", () => {
    expect(correct("xental")).toBe("dental"); // one edit from both; dental is in more medicines
    const even = new TypoCorrector(["bcdef", "acdef"], [5, 5]);
    expect(even.correct("zcdef")).toBe(1);
  });

  it("finds exactly what a scan of every word finds", () => {
    const letters = fc.string({ unit: fc.constantFrom("a", "b", "c", "e"), minLength: 3, maxLength: 11 });
    fc.assert(
      fc.property(fc.uniqueArray(letters, { maxLength: 30 }), letters, (vocabulary, typed) => {
        const counts = vocabulary.map((word) => word.length % 3);
        const found = new TypoCorrector(vocabulary, counts).correct(typed);
        const limit = maxEdits(typed.length);
        let best = -1;
        vocabulary.forEach((word, index) => {
          const distance = referenceDistance(typed, word);
          if (limit === 0 || distance > limit) return;
          if (best < 0) return void (best = index);
          const bestDistance = referenceDistance(typed, vocabulary[best]!);
          if (
            distance < bestDistance ||
            (distance === bestDistance &&
              (counts[index]! > counts[best]! || (counts[index] === counts[best] && word < vocabulary[best]!)))
          ) {
            best = index;
          }
        });
        expect(found).toBe(best);
      }),
      { numRuns: 300 },
    );
  });
});
