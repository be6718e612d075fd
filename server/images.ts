import path from "node:path";
import type { RequestHandler } from "express";
import { z } from "zod";
import { AddressRefusedError } from "~/catalogue/index.server";
import { ImageFetchError } from "~/catalogue/index.server";
import { IMAGE_WIDTHS, imageVersion } from "~/catalogue/index.server";
import {
  createPhotos,
  PHOTO_CONTENT_TYPES,
  photoFormatFor,
  type PhotoOptions,
  type Photos,
} from "~/catalogue/index.server";
import { imageList } from "~/catalogue/index.server";
import type { CatalogueStore } from "~/catalogue/index.server";
import type { Logger } from "~/server/logger.server";

/** The path Express matches: `/images/{medicine id}/{index}/{width}-{version}` (app/catalogue/images/links.ts). */
export const IMAGES_ROUTE = "/images/:id/:index/:file";

const addressSchema = z.object({
  id: z.string().min(1).max(200),
  index: z.coerce.number().int().min(0).max(49),
  file: z
    .string()
    .regex(/^\d+-[0-9a-z]+$/)
    .transform((file) => {
      const [width, version] = file.split("-") as [string, string];
      return { width: Number(width), version };
    })
    .pipe(
      z.object({
        width: z.union(IMAGE_WIDTHS.map((width) => z.literal(width))),
        version: z.string().max(16),
      }),
    ),
});

/** The limits of decision 026; the folder, cache size and private hosts come from the configuration. */
export function photoOptions(config: {
  DATA_DIR: string;
  IMAGE_CACHE_MAX_BYTES: number;
  IMAGE_PRIVATE_HOSTS: readonly string[];
}): PhotoOptions {
  return {
    folder: path.join(config.DATA_DIR, "images"),
    maxCacheBytes: config.IMAGE_CACHE_MAX_BYTES,
    allowedPrivate: new Set(config.IMAGE_PRIVATE_HOSTS),
    maxBytes: 10 * 1024 * 1024,
    maxInputPixels: 50_000_000,
    timeoutMs: 10_000,
    maxRedirects: 3,
    failureMs: 5 * 60_000,
  };
}

const YEAR_IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Answers `/images/…` (docs/product.md 8.4): the photo at that index of that medicine of the
 * current catalogue, when the address's version is the hash of its URL there, in the format the
 * browser's Accept takes. Unknown medicine, index, width or version: 404; a photo that could not
 * be fetched or was refused: 502. Both without caching, so the page's fallback shows and a later
 * visit tries again.
 */
export function sheetPhotos(catalogue: CatalogueStore, logger: Logger, photos: Photos): RequestHandler {
  return async function answer(req, res, next) {
    const notFound = (status: number) => {
      res.status(status).set("Cache-Control", "no-store").type("text/plain").send("No such image\n");
    };
    try {
      const address = addressSchema.safeParse(req.params);
      if (!address.success) return notFound(404);
      const { id, index, file } = address.data;
      const read = await catalogue.read();
      const medicine = read.snapshot?.byId.get(id);
      const source = medicine ? imageList(medicine.imageUrls)[index] : undefined;
      // Only sheet photos (absolute http(s) URLs) go through here; the site's own files are static.
      if (!source || !/^https?:\/\//i.test(source) || imageVersion(source) !== file.version) return notFound(404);
      const format = photoFormatFor(req.headers.accept);
      let bytes: Buffer;
      try {
        bytes = await photos.get(source, file.width, format);
      } catch (error) {
        if (!(error instanceof ImageFetchError || error instanceof AddressRefusedError)) throw error;
        logger.warn({ medicine: id, index, reason: error.message }, "a sheet photo could not be served");
        return notFound(502);
      }
      res
        .status(200)
        .set({ "Content-Type": PHOTO_CONTENT_TYPES[format], "Cache-Control": YEAR_IMMUTABLE, Vary: "Accept" })
        .send(bytes);
    } catch (error) {
      next(error);
    }
  };
}

export { createPhotos };
