import { useEffect, useRef, useState } from "react";
import { type ImageWidth, siteImage } from "~/catalogue/images/links";
import { cn } from "~/components/ui/cn";

/** Background tints for letter tiles; one is picked from the name so a medicine keeps its colour. */
const TILE_TINTS = [
  "bg-teal-100 text-teal-800",
  "bg-sky-100 text-sky-800",
  "bg-violet-100 text-violet-800",
  "bg-amber-100 text-amber-900",
  "bg-rose-100 text-rose-800",
  "bg-emerald-100 text-emerald-800",
] as const;

function tintOf(name: string): string {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return TILE_TINTS[hash % TILE_TINTS.length]!;
}

/** First letter or digit of the name, upper case; "?" when there is none. */
export function initialOf(name: string): string {
  return (/[\p{L}\p{N}]/u.exec(name)?.[0] ?? "?").toUpperCase();
}

/**
 * The letter tile alone, as a plain function (no state to keep, so no component of its own): what a
 * picture's box shows when its image fails to load. One element: its font size (from className) is
 * the letter's. Without any image, cards and the medicine's page draw no box at all (decision 030).
 */
export function renderLetterTile(name: string, alt: string, className?: string) {
  return (
    <div
      className={cn("flex items-center justify-center leading-none font-semibold select-none", tintOf(name), className)}
      {...(alt ? { role: "img", "aria-label": alt } : { "aria-hidden": true })}
    >
      {initialOf(name)}
    </div>
  );
}

type MedicineImageProps = {
  /** An http(s) or site-relative URL (the importer rejects anything else), or none. */
  src: string | undefined;
  /** The medicine and the image's place in its list: the site's address of a sheet photo names them, not the URL. */
  medicineId: string;
  index: number;
  /** The image box's width in CSS pixels for each layout (`sizes`), and its size in the widest one (width and height). */
  sizes: string;
  box: number;
  /** The width asked for by browsers without `srcset`. */
  fallbackWidth?: ImageWidth;
  name: string;
  /** Empty when the image only decorates a nearby name (cards). */
  alt: string;
  /** Size and shape; its font size is the letter tile's letter. */
  className?: string;
  loading?: "lazy" | "eager";
  /**
   * "high" for the page's likely Largest Contentful Paint (the first card's photo, the gallery's):
   * asked before the other photos of the first screen, which share a slow phone's bandwidth with it.
   */
  fetchPriority?: "high";
  /** What shows when the image fails to load: the letter tile (a box kept for a picture), or nothing (a card). */
  fallback?: "tile" | "none";
};

/**
 * A medicine's image, or a letter tile drawn by the site itself when there is none or
 * it fails to load (docs/product.md 8.4, 7.9): no third-party placeholder service. A sheet photo
 * is asked of the site (`/images/…`, app/catalogue/images/links.ts) in the width the box needs;
 * width and height are the box's, so nothing moves while it loads (CSS draws the box anyway).
 */
export function MedicineImage({
  src,
  medicineId,
  index,
  sizes,
  box,
  fallbackWidth = 320,
  name,
  alt,
  className,
  loading = "lazy",
  fetchPriority,
  fallback = "tile",
}: MedicineImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const imageRef = useRef<HTMLImageElement>(null);

  // An image that failed before hydration fired its error event before React listened.
  useEffect(() => {
    const image = imageRef.current;
    if (image && image.complete && image.naturalWidth === 0 && src) setFailedSrc(src);
  }, [src]);

  if (!src || failedSrc === src) return fallback === "tile" ? renderLetterTile(name, alt, className) : null;
  const image = siteImage(medicineId, index, src, fallbackWidth);
  return (
    <img
      ref={imageRef}
      src={image.src}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      width={box}
      height={box}
      alt={alt}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      onError={() => setFailedSrc(src)}
      className={cn("object-contain", className)}
    />
  );
}
