import type { Availability, Medicine } from "./medicine";
import { imageList, textsInLanguage } from "./medicine-view";
import { sharedImagePath } from "~/catalogue/images/links";
import { homeCategoryName, UNCATEGORIZED } from "./categories";
import { absoluteUrl } from "~/formatting/absolute-url";
import { breadcrumbListJsonLd, type Crumb } from "~/formatting/json-ld";
import { CATALOGUE_PATH, categoryHref, medicineHref } from "~/catalogue/urls/links";
import { shownText } from "~/catalogue/medicine/placeholder";
import { scheduleBadge } from "~/catalogue/medicine/schedule";
import { orderingPrice } from "~/catalogue/trade/trade-price";
import { pathInLanguage, type Language } from "~/i18n/languages";
import type { Translate } from "~/i18n/translator";

const SCHEMA = "https://schema.org/";

const AVAILABILITY: Record<Availability, string> = {
  "In Stock": `${SCHEMA}InStock`,
  "Low Stock": `${SCHEMA}LimitedAvailability`,
  "Out of Stock": `${SCHEMA}OutOfStock`,
};

type JsonLdInput = {
  medicine: Medicine;
  /** The site's public address (`SITE_URL`), without a trailing slash. */
  siteUrl: string;
  /** The company that offers the medicine. */
  sellerName: string;
  /** The page's language: the schedule and category are named in it. */
  t: Translate;
  /** The page's language; a Hindi page names the medicine with the sheet's Hindi texts where the row has them. */
  language?: Language;
};

/**
 * Structured data of a medicine page: a schema.org `Drug` with its offer, and the page's
 * `BreadcrumbList`, as one `@graph`. Fields the sheet leaves empty are left out rather than
 * filled with placeholders. No `aggregateRating`: the site's default rating is not made of
 * reviews, and search engines treat invented ratings as spam.
 */
export function medicineJsonLd({
  medicine,
  siteUrl,
  sellerName,
  t,
  language = "en",
}: JsonLdInput): Record<string, unknown> {
  const inPageLanguage = (path: string) => pathInLanguage(path, language);
  const url = absoluteUrl(siteUrl, inPageLanguage(medicineHref(medicine.id)));
  const texts = textsInLanguage(medicine, language);
  const drug: Record<string, unknown> = {
    "@type": "Drug",
    "@id": `${url}#drug`,
    name: texts.name,
    url,
    prescriptionStatus: `${SCHEMA}${medicine.prescription ? "PrescriptionOnly" : "OTC"}`,
  };
  const genericName = shownText(medicine.genericName);
  const manufacturer = shownText(medicine.manufacturer);
  const brand = shownText(medicine.brand);
  const form = shownText(medicine.form);
  const description = shownText(texts.description);
  // The brand as the strip prints it, for searches in Latin letters.
  if (texts.name !== medicine.name) drug.alternateName = medicine.name;
  if (genericName) drug.nonProprietaryName = genericName;
  if (manufacturer) drug.manufacturer = { "@type": "Organization", name: manufacturer };
  if (brand) drug.brand = { "@type": "Brand", name: brand };
  if (form) drug.dosageForm = form;
  if (description) drug.description = description;

  // The site's own addresses of the photos (decision 026): a crawler never asks the sheet's host.
  const images = imageList(medicine.imageUrls).flatMap((image, index) => {
    const path = sharedImagePath(medicine.id, index, image);
    return path === undefined ? [] : [absoluteUrl(siteUrl, path)];
  });
  if (images.length > 0) drug.image = images;
  // The schedule as the label prints it; prescriptionStatus agrees with it because the importer
  // makes every prescription-only schedule a prescription medicine.
  if (medicine.schedule !== undefined) drug.legalStatus = scheduleBadge(medicine.schedule, t);
  // No offer without a price ("Price on request", docs/product.md 11.1); without a stock column
  // the offer says nothing about availability.
  // The offer's price is what this seller asks: its rate, or the MRP on a row without one.
  const price = orderingPrice(medicine);
  if (price !== undefined && price > 0) {
    const offer: Record<string, unknown> = {
      "@type": "Offer",
      url,
      price,
      priceCurrency: "INR",
      seller: { "@type": "Organization", name: sellerName },
    };
    if (medicine.availability !== undefined) offer.availability = AVAILABILITY[medicine.availability];
    drug.offers = offer;
  }

  const crumbs: Crumb[] = [
    { name: t("nav.home"), path: inPageLanguage("/") },
    { name: t("nav.medicines"), path: inPageLanguage(CATALOGUE_PATH) },
    // A row without a category has no crumb for it (no "Uncategorized" placeholder, 11.8).
    ...(medicine.categoryId === UNCATEGORIZED.id
      ? []
      : [
          {
            name: homeCategoryName(medicine.categoryId, t) ?? medicine.category,
            path: inPageLanguage(categoryHref(medicine.categoryId)),
          },
        ]),
    { name: texts.name, path: inPageLanguage(medicineHref(medicine.id)) },
  ];
  // The page itself, to say its language (schema.org's inLanguage belongs to creative works, not to Drug).
  const webPage = {
    "@type": "WebPage",
    "@id": url,
    url,
    name: texts.name,
    inLanguage: language,
    mainEntity: { "@id": drug["@id"] },
  };

  return { "@context": "https://schema.org", "@graph": [drug, breadcrumbListJsonLd(siteUrl, crumbs), webPage] };
}
