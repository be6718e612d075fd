import type { Translate } from "~/i18n/translator";

/**
 * Company identity and site settings (docs/product.md 9.11): the one place to change
 * what the site says about the company. The values below are the sample
 * company's; a deployment replaces them with the licensee's own.
 */
export const site = {
  name: "Ganga Pharma Distributors",
  shortName: "Ganga Pharma",
  tagline: "Licensed pharmaceutical dealer and distributor, Patna",
  description:
    "Licensed pharmaceutical dealer and distributor in Patna, Bihar. Search our medicine catalogue by brand, generic name, manufacturer or category and check price, availability and prescription status.",
  phone: { display: "+91 612 266 0123", tel: "+916122660123" },
  email: "info@gangapharma.example",
  /** WhatsApp number for the enquiry list (docs/product.md 12.3): digits only, with the country code. */
  whatsappNumber: "919431012345",
  address: {
    street: "12, Govind Mitra Road",
    locality: "Patna",
    region: "Bihar",
    postalCode: "800004",
    country: "IN",
  },
  /**
   * Opening hours, the one set the footer, the contact page and the JSON-LD all show
   * (docs/product.md 9.12): a business has one set of hours.
   */
  hours: [
    { days: "Monday - Friday", hours: "8:00 AM - 8:00 PM" },
    { days: "Saturday", hours: "9:00 AM - 6:00 PM" },
    { days: "Sunday", hours: "10:00 AM - 4:00 PM" },
  ],
  licences: {
    /** Wholesale drug licences under the Drugs and Cosmetics Rules, 1945. */
    drugLicences: [
      // The form under the Drugs Rules that the licence is on ("20B": Form 20B), said in the page's language.
      { form: "20B", number: "BR-PAT-20B-004512" },
      { form: "21B", number: "BR-PAT-21B-004513" },
    ],
    gstin: "10AAGFG4821K1ZP",
  },
} as const;

/**
 * The company's own words in Hindi, for `/hi` pages (docs/product.md §14): a deployment writes
 * these beside the English ones above. Names and numbers stay as written; the street is written in
 * Devanagari as a Patna letter would be addressed.
 */
export const siteInHindi = {
  street: "12, गोविंद मित्रा रोड",
  tagline: "लाइसेंसशुदा दवा डीलर और वितरक, पटना",
  description:
    "पटना, बिहार के लाइसेंसशुदा दवा डीलर और वितरक। ब्रांड, जेनेरिक नाम, निर्माता या श्रेणी से हमारी दवा सूची में खोजें और दाम, उपलब्धता और डॉक्टर की पर्ची की ज़रूरत देखें।",
  locality: "पटना",
  region: "बिहार",
  hours: [
    { days: "सोमवार - शुक्रवार", hours: "सुबह 8:00 - रात 8:00" },
    { days: "शनिवार", hours: "सुबह 9:00 - शाम 6:00" },
    { days: "रविवार", hours: "सुबह 10:00 - शाम 4:00" },
  ],
} as const;

/** The company's texts in a page's language. */
export function siteText(language: "en" | "hi") {
  if (language === "hi") return siteInHindi;
  return {
    tagline: site.tagline,
    description: site.description,
    locality: site.address.locality,
    region: site.address.region,
    hours: site.hours,
  };
}

/**
 * The licences and registrations as the home and about pages list them, in the page's language:
 * a label ("Drug licence (Form 20B)") and the number.
 */
export function licenceFactsIn(t: Translate): readonly { label: string; number: string }[] {
  return [
    ...site.licences.drugLicences.map((licence) => ({
      label: t("licence.drugLicence", { form: licence.form }),
      number: licence.number,
    })),
    { label: t("licence.gstin"), number: site.licences.gstin },
  ];
}

export function formatAddress(address: typeof site.address = site.address, language: "en" | "hi" = "en"): string {
  const { street, locality, region } = language === "hi" ? siteInHindi : address;
  return `${street}, ${locality}, ${region} ${address.postalCode}`;
}
