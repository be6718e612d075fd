import { readdirSync, readFileSync } from "node:fs";
import { compileMessage } from "@lingui/message-utils/compileMessage";
import { describe, expect, it } from "vitest";
import { translatorFor } from "./translator";
import type { MessageId } from "./message-id";

// The message catalogues as translators edit them (lingui.config.ts): one folder per part of the site.
const LOCALES = "app/i18n/locales";
const areas = readdirSync(LOCALES);
const read = (area: string, language: string) =>
  JSON.parse(readFileSync(`${LOCALES}/${area}/${language}.json`, "utf8")) as Record<string, string>;

/** The names of a message's arguments, from Lingui's own parse: `{count, plural, …}` and `{name}`. */
function argumentsOf(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown): void => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , branches] = token as [unknown, unknown, unknown];
      if (typeof name === "string") names.add(name);
      if (branches && typeof branches === "object") Object.values(branches).forEach(walk);
    }
  };
  walk(compileMessage(message));
  return [...names].sort();
}

// Texts that are the same in Hindi: symbols and trade abbreviations buyers read in Latin letters.
// Trade abbreviations chemists read in Latin letters on Hindi pages too (docs/i18n.md, "Words we use").
// "{label} {price}": a price and its name ("PTR ₹1.20 per tablet"), each said in the page's language already.
const SAME_IN_HINDI = new Set(["OTC", "MRP", "GSTIN", "{label} {price}"]);

describe("message catalogues", () => {
  it.each(areas)("%s: Hindi has every English message, and no other", (area) => {
    expect(Object.keys(read(area, "hi")).sort()).toEqual(Object.keys(read(area, "en")).sort());
  });

  it.each(areas)("%s: no message is empty, and each Hindi one takes the English one's arguments", (area) => {
    const english = read(area, "en");
    const hindi = read(area, "hi");
    for (const [id, text] of Object.entries(english)) {
      expect(text.trim(), id).not.toBe("");
      expect(hindi[id]?.trim(), id).not.toBe("");
      expect(argumentsOf(hindi[id] ?? ""), id).toEqual(argumentsOf(text));
    }
  });

  it.each(areas)("%s: every Hindi message is written in Devanagari", (area) => {
    const untranslated = Object.entries(read(area, "hi")).filter(
      ([, text]) => !/[\u0900-\u097F]/.test(text) && !SAME_IN_HINDI.has(text),
    );
    expect(untranslated).toEqual([]);
  });

  it("no message id is in two catalogues", () => {
    const seen = new Map<string, string>();
    for (const area of areas) {
      for (const id of Object.keys(read(area, "en"))) {
        expect(seen.get(id), `${id} in ${area}`).toBeUndefined();
        seen.set(id, area);
      }
    }
  });
});

describe("formatting in messages", () => {
  const en = translatorFor("en");
  const hi = translatorFor("hi");
  const plural: MessageId = "header.enquiryListCount";

  it("uses each language's plural rules", () => {
    expect([0, 1, 2].map((count) => en(plural, { count }))).toEqual(["medicines", "medicine", "medicines"]);
    // Hindi counts 0 and 1 as one.
    expect([0, 1, 2].map((count) => hi(plural, { count }))).toEqual(["दवा", "दवा", "दवाएँ"]);
  });

  it("fills arguments in either language", () => {
    expect(en("footer.licences", { licences: "A", gstin: "B" })).toBe("Drug licences A · GSTIN B");
    expect(hi("filter.chip.manufacturer", { manufacturer: "Cipla Ltd" })).toBe("निर्माता: Cipla Ltd");
  });
});
