/**
 * An absolute URL for a path or URL: site-relative paths ("/images/a.png") are resolved
 * against the site's public address; absolute ones are kept.
 */
export function absoluteUrl(siteUrl: string, pathOrUrl: string): string {
  return new URL(pathOrUrl, `${siteUrl.replace(/\/+$/, "")}/`).href;
}
