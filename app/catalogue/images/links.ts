/**
 * The site's addresses of sheet photos (docs/product.md 8.4): `/images/{medicine id}/{index}/{width}-{version}`.
 * The server looks the photo up by medicine and index in the current catalogue; no part of the
 * address names the sheet's URL. The version is a hash of that URL, so an address can be cached
 * for a year: a changed URL in the sheet is a new address. Plain TypeScript for browser and server.
 */
export const IMAGES_PATH = "/images";

/**
 * The widths the server makes; browsers pick one from `srcset`. 480 is for a phone's card: its
 * 128 px box needs 336–384 device pixels on 2.625× and 3× screens, which 320 misses and 640 pays
 * twice for (docs/performance.md, "Sheet photos").
 */
export const IMAGE_WIDTHS = [160, 320, 480, 640] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

/**
 * A short hash of a photo's source URL (cyrb53, 53 bits, base 36): a cache version, not a secret;
 * the server answers only the version of the URL the catalogue holds now.
 */
export function imageVersion(source: string): string {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < source.length; i++) {
    const code = source.charCodeAt(i);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

export function imageAddress(medicineId: string, index: number, width: ImageWidth, source: string): string {
  return `${IMAGES_PATH}/${encodeURIComponent(medicineId)}/${index}/${width}-${imageVersion(source)}`;
}

export type SiteImage = { src: string; srcSet: string | undefined };

/**
 * What an `<img>` asks for: a sheet photo (absolute http(s) URL) through the site's address with
 * every width in `srcset`; a site-relative image (the site's own file) as it is.
 * `fallbackWidth` is the `src` of browsers without `srcset`.
 */
export function siteImage(medicineId: string, index: number, source: string, fallbackWidth: ImageWidth): SiteImage {
  if (source.startsWith("/")) return { src: source, srcSet: undefined };
  return {
    src: imageAddress(medicineId, index, fallbackWidth, source),
    srcSet: IMAGE_WIDTHS.map((width) => `${imageAddress(medicineId, index, width, source)} ${width}w`).join(", "),
  };
}

/**
 * The one address a link preview or a search engine gets for a medicine's photo (`og:image`,
 * the JSON-LD `image`): the site's own 640-pixel image of a sheet photo, so that crawlers, like
 * browsers, never learn the sheet's host; a site-relative image as it is. Anything else (no
 * http(s) URL) has no address. Site-relative: make it absolute with the site's address.
 */
export function sharedImagePath(medicineId: string, index: number, source: string): string | undefined {
  if (source.startsWith("/")) return source;
  if (!/^https?:\/\//i.test(source)) return undefined;
  return imageAddress(medicineId, index, 640, source);
}
