import type { PriceListFormat } from "~/catalogue/links";
import { slugify } from "~/catalogue/slug";
import { indiaIsoDate } from "~/india-time";
import { site } from "~/site";

/** The download's file name: the company and the date in India, "ganga-pharma-distributors-price-list-2026-11-23.csv". */
export function priceListFileName(format: PriceListFormat, now: Date): string {
  return `${slugify(site.name)}-price-list-${indiaIsoDate(now)}.${format}`;
}
