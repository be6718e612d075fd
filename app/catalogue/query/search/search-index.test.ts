import { describe, expect, it } from "vitest";
import { SearchIndex, TrigramIndex } from "./search-index";

const TEXTS = [
  "dolo 650 tablet\u0000paracetamol (650mg)\u0000micro labs",
  "amoxyclav 625 tablet\u0000amoxicillin (500mg) + clavulanic acid (125mg)\u0000abbott",
  "mox 500 capsule\u0000amoxycillin (500mg)\u0000sun pharma",
  "crocin syrup\u0000paracetamol\u0000gsk",
  "",
  "zyrtec\u0000cetirizine\u0000n/a",
  "µ-gel 5% é\u0000n/a\u0000n/a",
];

const naive = (texts: readonly string[], needle: string) =>
  texts.flatMap((text, position) => (text.includes(needle) ? [position] : []));
const matches = (index: SearchIndex | TrigramIndex, needle: string) => [...index.matches(needle)];

describe("SearchIndex", () => {
  const index = new SearchIndex(TEXTS);

  it("finds every text containing a word or part of one", () => {
    expect(matches(index, "paracetamol")).toEqual([0, 3]);
    expect(matches(index, "amox")).toEqual([1, 2]);
    expect(matches(index, "tablet")).toEqual([0, 1]);
    expect(matches(index, "cillin")).toEqual([1, 2]);
    expect(matches(index, "650")).toEqual([0]);
    expect(matches(index, "xyzzy")).toEqual([]);
  });

  it("answers needles of one and two characters", () => {
    for (const needle of ["a", "z", "5", "(", "%", "µ", "é", "\u0000", "ta", "mg", "0m", "(6", " +", "/a", "zz"]) {
      expect(matches(index, needle), needle).toEqual(naive(TEXTS, needle));
    }
  });

  it("answers needles that span words, keeping to the text as given", () => {
    expect(matches(index, "dolo 650")).toEqual([0]);
    expect(matches(index, "(500mg)")).toEqual([1, 2]);
    expect(matches(index, "500mg) +")).toEqual([1]);
    expect(matches(index, "crocin syrup")).toEqual([3]);
    expect(matches(index, "syrup paracetamol")).toEqual([]);
  });

  it("matches across the field separator only when the needle holds it", () => {
    expect(matches(index, "syrupparacetamol")).toEqual([]);
    expect(matches(index, "syrup\u0000paracetamol")).toEqual([3]);
    expect(matches(index, "\u0000n/a")).toEqual([5, 6]);
  });

  it("returns every text for the empty needle, none for a needle longer than any text", () => {
    expect(matches(index, "")).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(matches(index, "x".repeat(300))).toEqual([]);
  });

  it("returns a new array each time", () => {
    const first = index.matches("tablet");
    first.fill(99);
    expect(matches(index, "tablet")).toEqual([0, 1]);
    expect(index.contains(0, "tablet")).toBe(true);
    expect(index.contains(3, "tablet")).toBe(false);
  });

  it("stays exact when more than 63 distinct characters share classes", () => {
    const texts = Array.from({ length: 200 }, (_, i) =>
      String.fromCharCode(0x4e00 + i, 0x4e00 + ((i * 7) % 200), 0x41 + (i % 26)),
    );
    const big = new SearchIndex(texts);
    for (const needle of [texts[5]!, texts[5]!.slice(0, 2), texts[5]!.slice(1), texts[5]![0]!, "A", "\u4e05"]) {
      expect(matches(big, needle), needle).toEqual(naive(texts, needle));
    }
  });

  it("counts distinct words and the bytes it holds", () => {
    expect(index.size).toBe(TEXTS.length);
    expect(index.wordCount).toBeGreaterThan(10);
    expect(index.byteLength).toBeGreaterThan(0);
  });
});

describe("TrigramIndex", () => {
  const words = ["tablet", "tablets", "capsule", "syrup", "tab", "ab", "a", "", "bab", "tabxablet", "abcxbcd"];
  const index = new TrigramIndex(words);

  it("finds the texts containing needles of two or more characters", () => {
    for (const needle of ["ta", "ab", "tab", "able", "tablets", "sy", "bab", "aba", "zz", "ul", "abcd", "table"]) {
      expect(matches(index, needle), needle).toEqual(naive(words, needle));
    }
  });

  it("does not take a text holding all of a needle's trigrams apart for a match", () => {
    expect(matches(index, "abcd")).toEqual([]);
    expect(matches(index, "tablet")).toEqual([0, 1]);
  });
});
