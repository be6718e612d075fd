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

describe("priceView", () => {
  it("strikes through a higher MRP and names the saving", () => {
    expect(priceView({ price: 29.57, mrp: 33.6, gst: 12 }, en)).toEqual({
      price: "₹29.57",
      onRequest: false,
      label: "Rate",
      mrp: "₹33.60",
      margin: "Margin 12%",
      gst: "GST 12%",
    });
  });

  it("formats INR the en-IN way, with up to two decimals", () => {
    expect(priceView({ price: 123456.5 }, en).price).toBe("₹1,23,456.50");
    expect(priceView({ price: 1999 }, en).price).toBe("₹1,999.00");
  });

  it("shows no MRP or discount when the MRP is not higher than the price", () => {
    for (const mrp of [undefined, 50, 40]) {
      const view = priceView({ price: 50, mrp }, en);
      expect(view.mrp).toBeUndefined();
      expect(view.margin).toBeUndefined();
    }
  });

  it("keeps the struck-through MRP but drops a discount that rounds to 0%", () => {
    expect(priceView({ price: 99.7, mrp: 100 }, en)).toEqual({
      price: "₹99.70",
      onRequest: false,
      label: "Rate",
      mrp: "₹100.00",
      gst: "GST info not available",
    });
    expect(priceView({ price: 99.4, mrp: 100 }, en).margin).toBe("Margin 1%");
  });

  it("does not claim a discount against an unreadable (zero) price", () => {
    expect(priceView({ price: 0, mrp: 120 }, en)).toEqual({
      price: "₹0.00",
      onRequest: false,
      label: "Rate",
      gst: "GST info not available",
    });
  });

  it('says "Price on request" without a price, with no MRP, discount or price per unit', () => {
    expect(priceView({ mrp: 120, packContent: { units: 10, unit: "tablet" } }, en)).toEqual({
      price: "Price on request",
      onRequest: true,
      label: "Rate",
      gst: "GST info not available",
    });
  });

  it("labels the price with the site's rate label, or MRP where it is the MRP (11.7)", () => {
    expect(priceView({ price: 50 }, en, "PTR").label).toBe("PTR");
    expect(priceView({ price: 50 }, translatorFor("hi"), "PTS").label).toBe("PTS");
    expect(priceView({ price: 50, priceIsMrp: true }, en, "PTR").label).toBe("MRP");
  });

  it("gives the scheme, the rate per pack after it, and the margin to MRP on what is really paid", () => {
    const view = priceView({ price: 100, mrp: 130, scheme: { kind: "free", buy: 10, free: 1 } }, en, "PTR");
    expect(view.scheme).toEqual({ scheme: "Scheme 10+1", effectiveRate: "₹90.91 per pack after scheme" });
    // (130 - 90.91) / 130 = 30 %, not the 23 % the rate alone gives.
    expect(view.margin).toBe("Margin 30%");
    expect(priceView({ price: 100, scheme: { kind: "discount", percent: 5 } }, en).scheme?.effectiveRate).toBe(
      "₹95.00 per pack after scheme",
    );
    // An MRP with no rate has no scheme to apply.
    expect(priceView({ price: 100, priceIsMrp: true, scheme: { kind: "discount", percent: 5 } }, en).scheme).toBe(
      undefined,
    );
  });

  it("gives the price per unit when the pack's content is known", () => {
    expect(priceView({ price: 18, packContent: { units: 15, unit: "tablet" } }, en).unitPrice).toBe("₹1.20 per tablet");
    expect(priceView({ price: 18 }, en).unitPrice).toBeUndefined();
  });

  it("says GST is not available unless the sheet gives it, and keeps decimal rates", () => {
    expect(priceView({ price: 10 }, en).gst).toBe("GST info not available");
    expect(priceView({ price: 10, gst: 0 }, en).gst).toBe("GST 0%");
    expect(priceView({ price: 10, gst: 2.5 }, en).gst).toBe("GST 2.5%");
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
      price: { price: "₹29.57", mrp: "₹33.60", margin: "Margin 12%", gst: "GST 12%" },
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
      category: { id: "uncategorized", name: "Uncategorized", href: "/medicines?category=uncategorized" },
      prescription: false,
      price: { price: "₹95.00", gst: "GST info not available" },
      // No stock column: the page says nothing about stock rather than "Out of stock".
      stock: undefined,
      availability: undefined,
      schedule: undefined,
      // No rating column: no rating badge, never a made-up one.
      rating: undefined,
      images: [],
    });
    expect(view.price.mrp).toBeUndefined();
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
    expect(view.price.unitPrice).toBe("₹10.90 per tablet");
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
      price: "₹29.57",
      onRequest: false,
      label: "रेट",
      mrp: "₹33.60",
      margin: "मार्जिन 12%",
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
    expect(view.price).toEqual({ price: "दाम पूछने पर", onRequest: true, label: "रेट", gst: "GST की जानकारी उपलब्ध नहीं" });
    expect(stockView(0, hi)).toEqual({ text: "स्टॉक में नहीं", inStock: false });
  });
});
