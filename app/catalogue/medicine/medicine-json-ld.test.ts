import { describe, expect, it } from "vitest";
import { importCatalogue } from "~/catalogue/import/import";
import type { Medicine } from "./medicine";
import { medicineJsonLd } from "./medicine-json-ld";
import { imageVersion } from "~/catalogue/images/links";
import { serializeJsonLd } from "~/formatting/json-ld";
import { translatorFor } from "~/i18n/translator";

const en = translatorFor("en");

const SITE_URL = "https://catalogue.example.in";

function imported(cells: Record<string, string>): Medicine {
  const { medicines } = importCatalogue({ columns: Object.keys(cells), rows: [cells] });
  return medicines[0] as Medicine;
}

function graphOf(medicine: Medicine) {
  const jsonLd = medicineJsonLd({ medicine, siteUrl: SITE_URL, sellerName: "Ganga Pharma Distributors", t: en });
  expect(jsonLd["@context"]).toBe("https://schema.org");
  const [drug, breadcrumbs] = jsonLd["@graph"] as [Record<string, unknown>, Record<string, unknown>];
  return { drug, breadcrumbs };
}

describe("medicineJsonLd", () => {
  it("describes a medicine as a schema.org Drug with an INR offer", () => {
    const { drug } = graphOf(
      imported({
        Sl: "101",
        "Product Name": "Dolo 650 Tablet",
        Composition: "Paracetamol (650mg)",
        Manufacturer: "Micro Labs Ltd",
        Marketer: "Micro Labs",
        "Pack Type": "Strip of 15 tablets",
        MRP: "33.60",
        Rate: "29.57",
        Stock: "48",
        Rx: "Yes",
        Description: "Relieves pain.",
        "Image URL": "/images/dolo.png https://cdn.example/dolo-back.png",
      }),
    );
    expect(drug).toEqual({
      "@type": "Drug",
      "@id": `${SITE_URL}/medicines/101#drug`,
      name: "Dolo 650 Tablet",
      url: `${SITE_URL}/medicines/101`,
      nonProprietaryName: "Paracetamol (650mg)",
      manufacturer: { "@type": "Organization", name: "Micro Labs Ltd" },
      brand: { "@type": "Brand", name: "Micro Labs" },
      dosageForm: "Strip of 15 tablets",
      description: "Relieves pain.",
      prescriptionStatus: "https://schema.org/PrescriptionOnly",
      // The site's own file as it is; the sheet's photo by the site's address, never the sheet's host.
      image: [
        `${SITE_URL}/images/dolo.png`,
        `${SITE_URL}/images/101/1/640-${imageVersion("https://cdn.example/dolo-back.png")}`,
      ],
      offers: {
        "@type": "Offer",
        url: `${SITE_URL}/medicines/101`,
        price: 29.57,
        priceCurrency: "INR",
        availability: "https://schema.org/InStock",
        seller: { "@type": "Organization", name: "Ganga Pharma Distributors" },
      },
    });
  });

  it("maps availability and prescription status", () => {
    const low = graphOf(imported({ "Product Name": "A", MRP: "10", Stock: "5", Rx: "no" })).drug;
    expect(low.prescriptionStatus).toBe("https://schema.org/OTC");
    expect(low.offers).toMatchObject({ availability: "https://schema.org/LimitedAvailability" });
    const out = graphOf(imported({ "Product Name": "A", MRP: "10", Stock: "0" })).drug;
    expect(out.offers).toMatchObject({ availability: "https://schema.org/OutOfStock" });
  });

  it("keeps prescription status consistent with the schedule and names the schedule as legal status", () => {
    const h = graphOf(imported({ "Product Name": "A", MRP: "10", Rx: "No", Schedule: "H" })).drug;
    expect(h.prescriptionStatus).toBe("https://schema.org/PrescriptionOnly");
    expect(h.legalStatus).toBe("Schedule H");
    const otc = graphOf(imported({ "Product Name": "B", MRP: "10", Schedule: "OTC" })).drug;
    expect(otc.prescriptionStatus).toBe("https://schema.org/OTC");
  });

  it("makes no offer without a price, and an offer without availability when the sheet has no stock", () => {
    expect(graphOf(imported({ "Product Name": "A", Rate: "" })).drug).not.toHaveProperty("offers");
    const offers = graphOf(imported({ "Product Name": "A", Rate: "10" })).drug.offers;
    expect(offers).toMatchObject({ price: 10, priceCurrency: "INR" });
    expect(offers).not.toHaveProperty("availability");
  });

  it("leaves out what the sheet does not say instead of publishing placeholders", () => {
    const { drug } = graphOf(imported({ "Product Name": "Zincovit Drops" }));
    expect(drug).toEqual({
      "@type": "Drug",
      "@id": `${SITE_URL}/medicines/zincovit-drops#drug`,
      name: "Zincovit Drops",
      url: `${SITE_URL}/medicines/zincovit-drops`,
      prescriptionStatus: "https://schema.org/OTC",
    });
    expect(JSON.stringify(drug)).not.toContain("N/A");
  });

  it("adds the page's breadcrumb trail with absolute URLs", () => {
    const { breadcrumbs } = graphOf(imported({ "Product Name": "Dolo 650", Category: "Painkillers", MRP: "30" }));
    expect(breadcrumbs).toEqual({
      "@type": "BreadcrumbList",
      itemListElement: [
        { "@type": "ListItem", position: 1, name: "Home", item: `${SITE_URL}/` },
        { "@type": "ListItem", position: 2, name: "Medicines", item: `${SITE_URL}/medicines` },
        { "@type": "ListItem", position: 3, name: "Pain Relief", item: `${SITE_URL}/medicines?category=painkillers` },
        { "@type": "ListItem", position: 4, name: "Dolo 650", item: `${SITE_URL}/medicines/dolo-650` },
      ],
    });
  });

  it("serialises hostile sheet text so that it cannot leave the script element, and parses back unchanged", () => {
    const name = "Evil </script><script>alert(1)</script> Syrup";
    const description = "<!-- a & b > c \u2028 d \u2029 e";
    const medicine = imported({ "Product Name": name, Description: description, MRP: "10" });
    const json = serializeJsonLd(medicineJsonLd({ medicine, siteUrl: SITE_URL, sellerName: "Seller", t: en }));
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
    const parsed = JSON.parse(json) as { "@graph": [{ name: string; description: string }] };
    expect(parsed["@graph"][0].name).toBe(name);
    expect(parsed["@graph"][0].description).toBe(description);
  });
});

describe("medicineJsonLd of a Hindi page", () => {
  const hi = translatorFor("hi");
  const medicine = imported({
    "Product Name": "Dolo 650",
    "Name (Hindi)": "डोलो 650",
    Description: "For fever.",
    "Description (Hindi)": "बुखार के लिए।",
    Category: "Painkillers",
    MRP: "30",
  });
  const graph = (language: "en" | "hi") =>
    medicineJsonLd({ medicine, siteUrl: SITE_URL, sellerName: "Seller", t: language === "hi" ? hi : en, language })[
      "@graph"
    ] as Record<string, unknown>[];

  it("names the medicine in Hindi with its Latin name beside, at the Hindi address, and says the page's language", () => {
    const [drug, breadcrumbs, page] = graph("hi");
    expect(drug).toMatchObject({
      name: "डोलो 650",
      alternateName: "Dolo 650",
      description: "बुखार के लिए।",
      url: `${SITE_URL}/hi/medicines/dolo-650`,
    });
    expect(breadcrumbs).toMatchObject({
      itemListElement: [
        { name: "होम", item: `${SITE_URL}/hi` },
        { name: "दवाएँ", item: `${SITE_URL}/hi/medicines` },
        { item: `${SITE_URL}/hi/medicines?category=painkillers` },
        { name: "डोलो 650", item: `${SITE_URL}/hi/medicines/dolo-650` },
      ],
    });
    expect(page).toMatchObject({ "@type": "WebPage", inLanguage: "hi", mainEntity: { "@id": `${drug?.["@id"]}` } });
  });

  it("keeps the English page's names and says its language is English", () => {
    const [drug, , page] = graph("en");
    expect(drug).toMatchObject({ name: "Dolo 650", description: "For fever." });
    expect(drug).not.toHaveProperty("alternateName");
    expect(page).toMatchObject({ "@type": "WebPage", inLanguage: "en", url: `${SITE_URL}/medicines/dolo-650` });
  });
});
