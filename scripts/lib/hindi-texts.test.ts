import { describe, expect, it } from "vitest";
import { HINDI_TABLES, hindiCellsOf, hindiNameOf, NO_HINDI } from "./hindi-texts";

describe("the sample's Hindi texts", () => {
  it("writes a known brand's name in Devanagari, keeping strengths and letter codes", () => {
    expect(hindiNameOf("Allegra 120mg Tablet")).toBe("एलेग्रा 120mg टैबलेट");
    expect(hindiNameOf("Almox-CV 625 Tablet")).toBe("एल्मॉक्स-CV 625 टैबलेट");
    expect(hindiNameOf("Azee XL 200mg Dry Syrup Peppermint")).toBe("एज़ी XL 200mg ड्राई सिरप पेपरमिंट");
  });

  it("gives no name rather than a half-Latin one", () => {
    expect(hindiNameOf("Dolo 650 Tablet")).toBeUndefined();
    expect(hindiNameOf("Allegra Mystery Tablet")).toBeUndefined();
  });

  it("leaves a list empty when one of its items has no Hindi, and fills the others", () => {
    const cells = hindiCellsOf({
      name: "Aten 25 Tablet",
      composition: "Atenolol (25mg)",
      marketer: "Zydus Cadila",
      uses: ["Treatment of Hypertension (high blood pressure)", "Acute"],
      sideEffects: ["Fatigue", "Slow heart rate"],
      contraindications: [],
    });
    expect(cells).toEqual({
      name: "एटेन 25 टैबलेट",
      description: "एटेन 25 टैबलेट में Atenolol (25mg) है। यह Zydus Cadila की दवा है।",
      uses: "",
      sideEffects: "थकान, धड़कन धीमी होना",
      contraindications: "",
    });
    expect(hindiCellsOf({ ...cellsInput, name: "Dolo 650 Tablet" })).toEqual(NO_HINDI);
  });

  it("writes no comma inside a phrase: the importer splits list cells at commas", () => {
    const phrases = Object.values(HINDI_TABLES).flatMap((table) => Object.values(table));
    expect(phrases.filter((phrase) => phrase.includes(","))).toEqual([]);
    // And every one is Hindi: a phrase left in English would be shown as Hindi.
    expect(phrases.filter((phrase) => !/[\u0900-\u097F]/.test(phrase))).toEqual([]);
  });
});

const cellsInput = { composition: "X", marketer: "Y", uses: [], sideEffects: [], contraindications: [] };
