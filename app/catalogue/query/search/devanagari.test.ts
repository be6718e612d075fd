import { describe, expect, it } from "vitest";
import { CatalogueSearch } from "./catalogue-search";
import { isDevanagari, soundKey, spelledLetters, transliterate, vowelShape } from "./devanagari";
import { highlightParts } from "./highlight";
import { tokenize } from "~/catalogue/text/tokens";

describe("transliterate", () => {
  it("spells a word as it sounds, with the inherent a and without a final one", () => {
    expect(transliterate("पैरासिटामोल")).toBe("pairaasitaamol");
    expect(transliterate("सिप्ला")).toBe("siplaa");
    expect(transliterate("मैनकाइंड")).toBe("mainakaaind");
  });

  it("reads borrowed sounds written with a nukta, precomposed or not", () => {
    expect(transliterate("ज़ाइडस")).toBe("zaaidas");
    expect(transliterate("\u095b\u093e\u0907\u0921\u0938")).toBe("zaaidas"); // ज़ as one code point
    expect(transliterate("फ़ाइज़र")).toBe("faaizar");
  });

  it("reads the nasal sign as m before a lip sound and n elsewhere", () => {
    expect(transliterate("एंपीसिलिन")).toBe("empeesilin");
    expect(transliterate("पैंटोप्राज़ोल")).toBe("paintopraazol");
  });
});

describe("soundKey", () => {
  it("is equal for a catalogue spelling and the transliteration of its Hindi spelling", () => {
    const pairs = [
      ["paracetamol", "पैरासिटामोल"],
      ["amoxicillin", "एमोक्सिसिलिन"],
      ["azithromycin", "एज़िथ्रोमाइसिन"],
      ["cipla", "सिप्ला"],
      ["glaxosmithkline", "ग्लैक्सोस्मिथक्लाइन"],
      ["injection", "इंजेक्शन"],
      ["pfizer", "फाइज़र"],
      ["quinine", "क्विनिन"],
    ] as const;
    for (const [latin, devanagari] of pairs) expect(soundKey(transliterate(devanagari)), latin).toBe(soundKey(latin));
  });

  it("keeps consonants apart that Hindi keeps apart", () => {
    expect(soundKey("losartan")).not.toBe(soundKey("lisinopril"));
    expect(soundKey("metformin")).not.toBe(soundKey("metoprolol"));
    expect(soundKey("dolo")).toBe("dl");
  });

  it("is empty for a word of vowels only", () => {
    expect(soundKey("aa")).toBe("");
  });
});

describe("vowelShape", () => {
  it("folds the vowel spellings both scripts use for one sound", () => {
    expect(vowelShape("pairaasitaamol")).toBe("pArAsItAmOl");
    expect(vowelShape("ezee")).toBe(vowelShape("azee"));
    expect(vowelShape("pain")).toBe(vowelShape("pan"));
    expect(vowelShape("amlodipine")).toBe(vowelShape("emlodipin"));
  });
});

describe("spelledLetters", () => {
  it("reads a word made of English letter names as the letters", () => {
    expect(spelledLetters("एलसी")).toBe("lc");
    expect(spelledLetters("एसआर")).toBe("sr");
    expect(spelledLetters("एक्सएल")).toBe("xl");
    expect(spelledLetters("डीएसआर")).toBe("dsr");
    expect(spelledLetters("सीवी")).toBe("cv");
    expect(spelledLetters("ओडी")).toBe("od");
    expect(spelledLetters("एमआर")).toBe("mr");
    expect(spelledLetters("डब्ल्यूएचओ")).toBe("who");
    expect(spelledLetters("क्यूआर")).toBe("qr");
  });

  it("reads the common variants and a nukta written either way", () => {
    expect(spelledLetters("एफ़सी")).toBe("fc");
    expect(spelledLetters("एफसी")).toBe("fc");
    expect(spelledLetters("ज़ेडएक्स")).toBe("zx");
    expect(spelledLetters("\u095b\u0947\u0921")).toBe("z"); // ज़ as one code point
    expect(spelledLetters("वायआर")).toBe("yr");
  });

  it("is null for a word that is not letter names only", () => {
    expect(spelledLetters("मोंटेयर")).toBeNull();
    expect(spelledLetters("डोलो")).toBeNull();
    expect(spelledLetters("एलसीक")).toBeNull();
    expect(spelledLetters("lc")).toBeNull();
    expect(spelledLetters("")).toBeNull();
  });
});

describe("isDevanagari", () => {
  it("tells Devanagari words from Latin ones", () => {
    expect(isDevanagari("सिप्ला")).toBe(true);
    expect(isDevanagari("cipla")).toBe(false);
  });
});

describe("a Devanagari search", () => {
  const record = (name: string, genericName: string, manufacturer: string) => ({
    name,
    genericName,
    brand: "N/A",
    manufacturer,
    form: "Strip of 10 tablets",
  });
  const catalogue = [
    record("Dolo 650 Tablet", "Paracetamol (650mg)", "Micro Labs Ltd"),
    record("Calpol 500 Tablet", "Paracetamol (500mg)", "GSK"),
    record("Azee 500 Tablet", "Azithromycin (500mg)", "Cipla Ltd"),
    record("Mox 500 Capsule", "Amoxycillin (500mg)", "Sun Pharmaceutical Industries Ltd"),
    record("Pain Relief Gel", "Diclofenac (1% w/w)", "Cipla Ltd"),
    record("कफ़ सिरप", "Dextromethorphan (10mg)", "Acme Ltd"),
  ];
  /** What a search of `records` finds, by name A–Z. */
  const searchOf = (records: ConstructorParameters<typeof CatalogueSearch>[0]) => {
    const engine = new CatalogueSearch(records);
    return (text: string) =>
      [...engine.matches(engine.prepare(text))].map((position) => records[position]!.name).sort();
  };
  const names = searchOf(catalogue);

  it("finds what its Latin spelling finds, a molecule or a manufacturer", () => {
    expect(names("पैरासिटामोल")).toEqual(["Calpol 500 Tablet", "Dolo 650 Tablet"]);
    expect(names("एमोक्सिसिलिन")).toEqual(["Mox 500 Capsule"]);
    expect(names("सिप्ला")).toEqual(["Azee 500 Tablet", "Pain Relief Gel"]);
  });

  it("combines with Latin words and strengths", () => {
    expect(names("पैरासिटामोल 650")).toEqual(["Dolo 650 Tablet"]);
    expect(names("सिप्ला gel")).toEqual(["Pain Relief Gel"]);
  });

  it("finds Devanagari text of the sheet as typed, vowel signs and all", () => {
    expect(tokenize("कफ़ सिरप").map((token) => token.end)).toEqual([3, 8]);
    expect(names("सिरप")).toEqual(["कफ़ सिरप"]);
  });

  it("is not reported as a correction, and marks the Latin word it found", () => {
    const prepared = new CatalogueSearch(catalogue).prepare("पैरासिटामोल");
    expect(prepared.corrections).toEqual([]);
    const marked = highlightParts("Paracetamol (650mg)", prepared.highlight).filter((part) => part.match);
    expect(marked.map((part) => part.text)).toEqual(["Paracetamol"]);
  });

  it("finds a Hindi name of the sheet as typed, and the medicines named in Latin letters too", () => {
    const hindiNamed = [
      { ...record("Benadryl Cough Syrup", "Diphenhydramine (14mg/5ml)", "Johnson"), nameHindi: "बेनाड्रिल कफ़ सिरप" },
      record("Ascoril Syrup", "Terbutaline (1.25mg/5ml)", "Glenmark"),
      record("Ascoril Tablet", "Terbutaline (2.5mg)", "Glenmark"),
    ];
    const found = searchOf(hindiNamed);
    expect(found("सिरप")).toEqual(["Ascoril Syrup", "Benadryl Cough Syrup"]);
    expect(found("कफ़")).toEqual(["Benadryl Cough Syrup"]);
    expect(found("बेनाड्रिल सिरप")).toEqual(["Benadryl Cough Syrup"]);
  });

  it("reads initials spelled out letter by letter as the letters, when the catalogue has them", () => {
    const lettered = [
      record("Montair LC Tablet", "Montelukast (10mg) + Levocetirizine (5mg)", "Cipla Ltd"),
      record("Montair 10 Tablet", "Montelukast (10mg)", "Cipla Ltd"),
      record("Glycomet SR 500 Tablet", "Metformin (500mg)", "USV Ltd"),
      record("Elesi Cream", "Clobetasol (0.05% w/w)", "Acme Ltd"),
    ];
    const found = searchOf(lettered);
    expect(found("मोंटेयर एलसी")).toEqual(["Montair LC Tablet"]);
    expect(found("एसआर")).toEqual(["Glycomet SR 500 Tablet"]);
    expect(new CatalogueSearch(lettered).prepare("मोंटेयर एलसी").corrections).toEqual([]);
    // Letter names of initials the catalogue does not have: read as a word that sounds so.
    expect(found("एलेसी")).toEqual(["Elesi Cream"]);
  });

  it("reads a word that is both letter names and the exact sound of a catalogue word as the one more medicines hold", () => {
    const both = [
      record("Azee 500 Tablet", "Azithromycin (500mg)", "Cipla Ltd"),
      record("Azee 250 Tablet", "Azithromycin (250mg)", "Cipla Ltd"),
      record("AZ 100 Syrup", "Azithromycin (100mg/5ml)", "Acme Ltd"),
      record("Glycomet SR 500 Tablet", "Metformin (500mg)", "USV Ltd"),
      record("Glycomet SR 1000 Tablet", "Metformin (1000mg)", "USV Ltd"),
      record("Asar Oil", "Eucalyptus oil (5% w/w)", "Acme Ltd"),
    ];
    const found = searchOf(both);
    expect(found("एज़ी")).toEqual(["Azee 250 Tablet", "Azee 500 Tablet"]);
    expect(found("एसआर")).toEqual(["Glycomet SR 1000 Tablet", "Glycomet SR 500 Tablet"]);
  });

  it("finds nothing for a word that sounds like nothing in the catalogue", () => {
    expect(names("ज़ोल्पिडेम")).toEqual([]);
  });
});
