import type { PriceListFormat } from "~/catalogue/urls/links";
import { slugify } from "~/catalogue/text/slug";
import { indiaIsoDate } from "~/formatting/india-time";
import { site } from "~/site";

/**
 * The download's file name: the company and the date in India,
 * "ganga-pharma-distributors-price-list-2026-11-23.csv"; a view in several files names its part,
 * "…-2026-11-23-part-2-of-9.csv", so that the parts of one list stay apart in a downloads folder.
 */
export function priceListFileName(format: PriceListFormat, now: Date, part?: { number: number; of: number }): string {
  const ofParts = part && part.of > 1 ? `-part-${part.number}-of-${part.of}` : "";
  return `${slugify(site.name)}-price-list-${indiaIsoDate(now)}${ofParts}.${format}`;
}
