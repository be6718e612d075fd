import { describe, expect, it } from "vitest";
import { translatorFor } from "~/i18n/translator";
import "~/i18n/areas/changes";
import { changesAtom } from "./atom.server";
import { changesCsv } from "./files.server";
import type { ChangeLine } from "./view";

const line = (overrides: Partial<ChangeLine>): ChangeLine => ({
  medicineId: "dolo-650",
  kind: "mrp",
  name: "Dolo 650 Tablet",
  category: "Pain Relief",
  manufacturer: "Micro Labs Ltd",
  oldValue: 33.6,
  newValue: 35,
  scheme: null,
  at: "2026-11-27T04:30:00.000Z",
  ...overrides,
});

describe("the changes' files and feed", () => {
  it("writes a CSV with the date in India, old, new and difference, formulas defused", () => {
    const csv = changesCsv(
      [line({}), line({ kind: "new", name: '=HYPERLINK("http://x")', oldValue: null, newValue: null })],
      translatorFor("en"),
      "PTR",
    );
    const rows = csv.replace(/^\uFEFF/, "").split("\r\n");
    expect(rows[0]).toBe("Date,Change,Medicine,Category,Manufacturer,Old price,New price,Difference,Scheme");
    expect(rows[1]).toBe("2026-11-27,MRP change,Dolo 650 Tablet,Pain Relief,Micro Labs Ltd,33.6,35,1.4,");
    expect(rows[2]).toBe(`2026-11-27,New in the catalogue,"'=HYPERLINK(""http://x"")",Pain Relief,Micro Labs Ltd,,,,`);
  });

  it("writes an Atom feed with sheet text escaped and control characters dropped", () => {
    const xml = changesAtom({
      lines: [line({ kind: "rate", name: 'A <b>"B"</b> & C\u0001' })],
      t: translatorFor("en"),
      rateLabel: "PTR",
      language: "en",
      siteUrl: "https://example.in",
      selfUrl: "https://example.in/medicines/changes.atom",
      pageUrl: "https://example.in/medicines/changes",
      now: new Date("2026-11-28T00:00:00Z"),
    });
    expect(xml).toContain("<title>A &#60;b&#62;&#34;B&#34;&#60;/b&#62; &#38; C: PTR ₹33.60 → ₹35.00</title>");
    expect(xml).toContain('<link rel="alternate" href="https://example.in/medicines/dolo-650"/>');
    expect(xml).toContain("<updated>2026-11-27T04:30:00.000Z</updated>");
    expect(xml).not.toContain("\u0001");
  });
});
