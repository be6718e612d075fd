import { describe, expect, it } from "vitest";
import { importCatalogue } from "~/catalogue/import/import";
import type { Medicine } from "./medicine";
import { imageList, medicineView, priceView, ratingText, stockView } from "./medicine-view";
import { translatorFor } from "~/i18n/translator";

const en = translatorFor("en");

/** One medicine imported from a one-row sheet, the way the server builds it. */
function imported(cells: Record<string, string>): Medicine {
  const columns = Object.keys(cells);
  const { medicines } = importCatalogue({ columns, rows: [cells] });
  return medicines[0] as Medicine;
}

const settings = {};

const PTR = { label: "PTR", rateIncludesGst: false } as const;
const INCL = { label: "Rate", rateIncludesGst: true } as const;

describe("priceView: each price under its own name (docs/product.md 11.7)", () => {
  it("names the rate with its GST and the MRP as MRP, and works the margin out after GST", () => {
    // 704.35 + 12% = 788.87 paid against 904.60: 12.8%, said as 13% (the rate alone would say 22%).
    expect(priceView({ rate: 704.35, mrp: 904.6, gst: 12 }, en, PTR)).toEqual({
      onRequest: false,
      rate: { label: "PTR", amount: "₹704.35", gst: "+ GST 12%" },
      mrp: { label: "MRP", amount: "₹904.60" },
      margin: "Margin 13% after GST",
      gst: "GST 12%",
    });
  });

  it("shows an MRP without a rate as the MRP, never under the rate's label", () => {
    const view = priceView({ mrp: 432.18, gst: 12, packContent: { units: 10, unit: "tablet" } }, en, PTR);
    expect(view.rate).toBeUndefined();
    expect(view.mrp).toEqual({ label: "MRP", amount: "₹432.18" });
    expect(view.unitPrice).toBe("MRP ₹43.22 per tablet");
    expect(view.margin).toBeUndefined();
    expect(view.onRequest).toBe(false);
  });

  it("says the rate includes GST when the site's rates do, and then counts no GST on top", () => {
    const view = priceView({ rate: 704.35, mrp: 904.6, gst: 12 }, en, INCL);
    expect(view.rate).toEqual({ label: "Rate", amount: "₹704.35", gst: "incl. GST" });
    // (904.60 - 704.35) / 904.60 = 22%.
    expect(view.margin).toBe("Margin 22% after GST");
  });

  it("gives no margin for a rate without GST on a row whose GST is unknown, and says only '+ GST'", () => {
    const view = priceView({ rate: 704.35, mrp: 904.6 }, en, PTR);
    expect(view.rate?.gst).toBe("+ GST");
    expect(view.margin).toBeUndefined();
    expect(view.gst).toBeUndefined();
  });

  it("works the margin out after the scheme too, and says so", () => {
    // 10+1: 100 × 10/11 = 90.91, + 12% = 101.82 paid against 130: 22%.
    const view = priceView({ rate: 100, mrp: 130, gst: 12, scheme: { kind: "free", buy: 10, free: 1 } }, en, PTR);
    expect(view.scheme).toEqual({ scheme: "Scheme 10+1", effectiveRate: "₹90.91 per pack after scheme" });
    expect(view.margin).toBe("Margin 22% after GST and scheme");
    expect(priceView({ rate: 100, scheme: { kind: "discount", percent: 5 } }, en).scheme?.effectiveRate).toBe(
      "₹95.00 per pack after scheme",
    );
    // An MRP with no rate has no scheme to apply.
    expect(priceView({ mrp: 100, scheme: { kind: "discount", percent: 5 } }, en).scheme).toBeUndefined();
  });

  it("formats INR the en-IN way, with up to two decimals", () => {
    expect(priceView({ rate: 123456.5 }, en).rate?.amount).toBe("₹1,23,456.50");
    expect(priceView({ rate: 1999 }, en).rate?.amount).toBe("₹1,999.00");
  });

  it("shows no margin when the MRP is not above what is paid, or rounds to 0%", () => {
    for (const mrp of [undefined, 50, 40]) expect(priceView({ rate: 50, gst: 0, mrp }, en).margin).toBeUndefined();
    expect(priceView({ rate: 99.7, gst: 0, mrp: 100 }, en).margin).toBeUndefined();
    expect(priceView({ rate: 99.4, gst: 0, mrp: 100 }, en).margin).toBe("Margin 1% after GST");
    expect(priceView({ rate: 0, gst: 0, mrp: 120 }, en).margin).toBeUndefined();
  });

  it('says "Price on request" only without a rate and without an MRP', () => {
    expect(priceView({ packContent: { units: 10, unit: "tablet" } }, en)).toEqual({ onRequest: true });
  });

  it("labels the rate with the site's label in the page's language", () => {
    expect(priceView({ rate: 50 }, en).rate?.label).toBe("Rate");
    expect(priceView({ rate: 50 }, translatorFor("hi")).rate?.label).toBe("रेट");
    expect(priceView({ rate: 50 }, translatorFor("hi"), { label: "PTS", rateIncludesGst: false }).rate?.label).toBe(
      "PTS",
    );
  });

  it("gives the rate's price per unit, named, when the pack's content is known", () => {
    expect(priceView({ rate: 18, packContent: { units: 15, unit: "tablet" } }, en, PTR).unitPrice).toBe(
      "PTR ₹1.20 per tablet",
    );
    expect(priceView({ rate: 18 }, en).unitPrice).toBeUndefined();
  });

  it("says GST only when the sheet gives it (no placeholder), and keeps decimal rates", () => {
    expect(priceView({ mrp: 10 }, en).gst).toBeUndefined();
    expect(priceView({ mrp: 10, gst: 0 }, en).gst).toBe("GST 0%");
    expect(priceView({ rate: 10, gst: 2.5 }, en).rate?.gst).toBe("+ GST 2.5%");
  });
});

describe("stockView", () => {
  it('says "{n} in stock" above zero and "Out of stock" otherwise', () => {
    expect(stockView(48, en)).toEqual({ text: "48 in stock", inStock: true });
    expect(stockView(1, en)).toEqual({ text: "1 in stock", inStock: true });
    expect(stockView(12500, en)).toEqual({ text: "12,500 in stock", inStock: true });
    expect(stockView(0, en)).toEqual({ text: "Out of stock", inStock: false });
    expect(stockView(-3, en)).toEqual({ text: "Out of stock", inStock: false });
  });
});

describe("ratingText", () => {
  it("gives the sheet's rating to one decimal", () => {
    expect(ratingText(4.25)).toBe("4.3");
    expect(ratingText(4)).toBe("4.0");
    expect(ratingText(0)).toBe("0.0");
  });

  it("makes up none when the sheet gives none", () => {
    expect(ratingText(undefined)).toBeUndefined();
  });
});

describe("imageList", () => {
  it("keeps sheet order and drops repeats and blanks", () => {
    expect(imageList(["https://a.example/1.png", "/img/2.png", "https://a.example/1.png", " "])).toEqual([
      "https://a.example/1.png",
      "/img/2.png",
    ]);
    expect(imageList([])).toEqual([]);
  });
});

describe("medicineView of an imported row", () => {
  it("turns a full sheet row into the page's texts", () => {
    const view = medicineView(
      imported({
        Sl: "101",
        "Product Name": "Dolo 650 Tablet",
        Composition: "Paracetamol (650mg)",
        Marketer: "Micro Labs Ltd",
        Category: "pain relief",
        "Pack Type": "Strip of 15 tablets",
        Dosage: "650 mg",
        MRP: "₹33.60",
        Rate: "₹29.57",
        "GST %": "12%",
        Stock: "48",
        Rx: "yes",
        Uses: "Fever, Headache",
        "Side Effects": "",
        Description: "Relieves pain.\nBrings down fever.",
        "Image URL": "https://img.example/front.jpg | javascript:alert(1) | /images/back.jpg",
        Rating: "4.2",
      }),
      settings,
      en,
    );
    expect(view).toMatchObject({
      id: "101",
      name: "Dolo 650 Tablet",
      genericName: "Paracetamol (650mg)",
      brand: "Micro Labs Ltd",
      // No manufacturer column: the importer falls back to the brand.
      manufacturer: "Micro Labs Ltd",
      form: "Strip of 15 tablets",
      dosage: "650 mg",
      category: { id: "painkillers", name: "Pain Relief", href: "/medicines?category=painkillers" },
      prescription: true,
      price: {
        rate: { label: "Rate", amount: "₹29.57", gst: "+ GST 12%" },
        mrp: { label: "MRP", amount: "₹33.60" },
        // 29.57 + 12% = 33.12 paid against 33.60.
        margin: "Margin 1% after GST",
        gst: "GST 12%",
      },
      stock: { text: "48 in stock", inStock: true },
      rating: "4.2",
      images: ["https://img.example/front.jpg", "/images/back.jpg"],
    });
    expect(view.tabs.map((tab) => tab.label)).toEqual(["Description", "Uses", "Side Effects", "Contraindications"]);
    expect(view.tabs[0]).toMatchObject({ kind: "text", text: "Relieves pain.\nBrings down fever." });
    expect(view.tabs[1]).toMatchObject({ kind: "list", items: ["Fever", "Headache"] });
    expect(view.tabs[2]).toMatchObject({ kind: "list", items: [] });
  });

  it("leaves out what a name-and-MRP row does not say", () => {
    const view = medicineView(imported({ "Product Name": "Zincovit Drops", MRP: "95" }), settings, en);
    expect(view).toMatchObject({
      id: "zincovit-drops",
      genericName: undefined,
      brand: undefined,
      manufacturer: undefined,
      form: undefined,
      dosage: undefined,
      // No category, no GST: no placeholder for either (docs/product.md 11.8).
      category: undefined,
      prescription: false,
      price: { onRequest: false, mrp: { label: "MRP", amount: "₹95.00" } },
      // No stock column: the page says nothing about stock rather than "Out of stock".
      stock: undefined,
      availability: undefined,
      schedule: undefined,
      // No rating column: no rating badge, never a made-up one.
      rating: undefined,
      images: [],
    });
    expect(view.price.rate).toBeUndefined();
    expect(view.price.gst).toBeUndefined();
  });

  it("gives every empty tab a sentence that does not read as 'no side effects'", () => {
    const view = medicineView(imported({ "Product Name": "Zincovit Drops" }), settings, en);
    expect(view.tabs.map((tab) => tab.emptyText)).toEqual([
      "No description is available for this medicine.",
      "No information on uses is available for this medicine.",
      "No information on side effects is available for this medicine.",
      "No information on contraindications is available for this medicine.",
    ]);
  });

  it("gives the schedule's badge and its Rule 97 wording, and the pack as written", () => {
    const view = medicineView(
      imported({ "Product Name": "Taxim-O 200", Rate: "109", Pack: "Strip of 10 tablets", Schedule: "Sch H1" }),
      settings,
      en,
    );
    expect(view.schedule).toEqual({
      value: "H1",
      badge: "Schedule H1",
      warning: expect.stringMatching(/^Schedule H1 Drug – Warning: It is dangerous to take this preparation/),
    });
    expect(view.prescription).toBe(true);
    expect(view.pack).toBe("Strip of 10 tablets");
    expect(view.price.unitPrice).toBe("Rate ₹10.90 per tablet");
    expect(medicineView(imported({ "Product Name": "Crocin", Schedule: "OTC" }), settings, en).schedule).toEqual({
      value: "OTC",
      badge: "OTC",
      warning: undefined,
    });
  });

  it("shows a sheet category that is not a home category under its own name", () => {
    const view = medicineView(imported({ "Product Name": "X", Category: "Eye & Ear Care" }), settings, en);
    expect(view.category).toEqual({
      id: "eye-and-ear-care",
      name: "Eye & Ear Care",
      href: "/medicines?category=eye-and-ear-care",
    });
  });

  it("shows a rating only where the sheet gives one", () => {
    expect(medicineView(imported({ "Product Name": "X" }), settings, en).rating).toBeUndefined();
    expect(medicineView(imported({ "Product Name": "X", Rating: "3" }), settings, en).rating).toBe("3.0");
  });
});

describe("a medicine page in Hindi (docs/product.md 14.5)", () => {
  const hi = translatorFor("hi");
  const row = {
    "Product Name": "Dolo 650 Tablet",
    Composition: "Paracetamol (650mg)",
    MRP: "33.6",
    Rate: "29.57",
    "GST %": "12",
    Stock: "48",
    Uses: "Fever, Pain relief",
    "Side Effects": "Nausea",
    Contraindications: "Severe liver disease",
    Description: "For fever.",
  };

  it("shows the sheet's Hindi texts where the row has them, the Latin name beside the Hindi one", () => {
    const view = medicineView(
      imported({ ...row, "Name (Hindi)": "डोलो 650 टैबलेट", "Uses (Hindi)": "बुखार, दर्द से राहत" }),
      { ...settings, language: "hi" },
      hi,
    );
    expect(view.name).toBe("डोलो 650 टैबलेट");
    expect(view.latinName).toBe("Dolo 650 Tablet");
    const tab = (value: string) => view.tabs.find((item) => item.value === value);
    expect(tab("uses")).toMatchObject({ label: "उपयोग", items: ["बुखार", "दर्द से राहत"] });
    // Columns the row leaves empty in Hindi stay English rather than going blank.
    expect(tab("sideEffects")).toMatchObject({ label: "दुष्प्रभाव", items: ["Nausea"] });
    expect(tab("description")).toMatchObject({ label: "विवरण", text: "For fever." });
    expect(view.price).toEqual({
      onRequest: false,
      rate: { label: "रेट", amount: "₹29.57", gst: "GST 12% अलग से" },
      mrp: { label: "MRP", amount: "₹33.60" },
      margin: "मार्जिन 1%, GST के बाद",
      gst: "GST दर 12%",
    });
    expect(view.stock).toEqual({ text: "48 स्टॉक में", inStock: true });
  });

  it("never shows the Hindi columns on an English page", () => {
    const view = medicineView(imported({ ...row, "Name (Hindi)": "डोलो 650 टैबलेट" }), settings, en);
    expect(view.name).toBe("Dolo 650 Tablet");
    expect(view.latinName).toBeUndefined();
  });

  it("says the empty tabs, the stock and a missing price in Hindi", () => {
    const view = medicineView(imported({ "Product Name": "X" }), { ...settings, language: "hi" }, hi);
    expect(view.tabs.map((tab) => tab.emptyText)).toEqual([
      "इस दवा का विवरण उपलब्ध नहीं है।",
      "इस दवा के उपयोग की जानकारी उपलब्ध नहीं है।",
      "इस दवा के दुष्प्रभावों की जानकारी उपलब्ध नहीं है।",
      "यह दवा किन्हें नहीं लेनी चाहिए, इसकी जानकारी उपलब्ध नहीं है।",
    ]);
    expect(view.price).toEqual({ onRequest: true });
    expect(stockView(0, hi)).toEqual({ text: "स्टॉक में नहीं", inStock: false });
  });
});
