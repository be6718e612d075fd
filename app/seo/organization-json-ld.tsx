import { serializeJsonLd } from "~/formatting/json-ld";
import { useSiteUrl } from "./seo";
import type { Language } from "~/i18n/languages";
import { useLanguage } from "~/i18n/use-translation";
import { site, siteText } from "~/site";

const DAY_NAMES: Record<string, string[]> = {
  "Monday - Friday": ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
  Saturday: ["Saturday"],
  Sunday: ["Sunday"],
};

/** "8:00 AM" → "08:00" (schema.org wants 24-hour times). */
function to24Hour(time: string): string {
  const match = /^(\d{1,2}):(\d{2})\s*(AM|PM)$/i.exec(time.trim());
  if (!match) return time;
  const hours = (Number(match[1]) % 12) + (match[3]!.toUpperCase() === "PM" ? 12 : 0);
  return `${String(hours).padStart(2, "0")}:${match[2]}`;
}

/**
 * The company as schema.org describes a local business, for search engines (home and contact
 * pages). The description is in the page's language; names, address and hours stay as configured
 * (schema.org reads English day names and 24-hour times).
 */
export function organizationJsonLd(siteUrl: string, language: Language = "en") {
  return {
    "@context": "https://schema.org",
    "@type": "LocalBusiness",
    "@id": `${siteUrl}/#organization`,
    name: site.name,
    description: siteText(language).description,
    url: `${siteUrl}/`,
    logo: `${siteUrl}/icon-512.png`,
    image: `${siteUrl}/icon-512.png`,
    telephone: site.phone.tel,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      addressLocality: site.address.locality,
      addressRegion: site.address.region,
      postalCode: site.address.postalCode,
      addressCountry: site.address.country,
    },
    openingHoursSpecification: site.hours.map((entry) => {
      const [opens = "", closes = ""] = entry.hours.split(" - ");
      return {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: DAY_NAMES[entry.days] ?? [entry.days],
        opens: to24Hour(opens),
        closes: to24Hour(closes),
      };
    }),
  };
}

export function OrganizationJsonLd() {
  const siteUrl = useSiteUrl();
  const language = useLanguage();
  if (siteUrl === undefined) return null;
  // Site configuration, not visitor text, but serialised the same safe way as everything else.
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(organizationJsonLd(siteUrl, language)) }}
    />
  );
}
