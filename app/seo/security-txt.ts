import { site } from "~/site";
import { SECURITY_TXT_PATH } from "./links";

/** How long a security.txt is to be trusted: RFC 9116 §2.5.5 asks for less than a year. */
const VALID_DAYS = 180;

/**
 * The file (RFC 9116): the company's e-mail and telephone from app/site.ts as contacts, an expiry
 * {@link VALID_DAYS} days after `now`'s day (the same text all day long), English and Hindi, and
 * its own address as the canonical one.
 */
export function securityTxt(siteUrl: string, now: Date): string {
  const day = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const expires = new Date(day + VALID_DAYS * 86_400_000).toISOString().replace(".000Z", "Z");
  return [
    `Contact: mailto:${site.email}`,
    `Contact: tel:${site.phone.tel}`,
    `Expires: ${expires}`,
    "Preferred-Languages: en, hi",
    `Canonical: ${siteUrl.replace(/\/+$/, "")}${SECURITY_TXT_PATH}`,
    "",
  ].join("\n");
}
