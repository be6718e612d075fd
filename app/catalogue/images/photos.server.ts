import { mkdir, open, readdir, readFile, rename, stat, unlink, writeFile } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { AddressRefusedError } from "./address-check.server";
import { fetchImageFile, type FetchLimits, ImageFetchError } from "./fetch-image.server";
import { type ImageWidth, imageVersion } from "./links";
import { concurrencyLimit } from "~/server/concurrency-limit";

export type PhotoFormat = "avif" | "webp" | "jpeg";
export const PHOTO_CONTENT_TYPES: Record<PhotoFormat, string> = {
  avif: "image/avif",
  webp: "image/webp",
  jpeg: "image/jpeg",
};

/**
 * The format for a request's Accept header: AVIF when accepted (about half WebP's bytes at card
 * sizes for 20–100 ms more of one encode per photo and size, bench/photos.ts), then WebP, JPEG otherwise.
 */
export function photoFormatFor(accept: string | undefined): PhotoFormat {
  const text = (accept ?? "").toLowerCase();
  if (text.includes("image/avif")) return "avif";
  if (text.includes("image/webp")) return "webp";
  return "jpeg";
}

/** Sources fetched at once; the others wait their turn. */
const DOWNLOADS_AT_ONCE = 4;

/**
 * libvips's settings for a server that resizes a photo now and then (decision 026) and must give
 * its memory back (docs/decisions/036-cheaper-pages.md): no cache of operations (each photo is
 * made once and then kept as a file, so the cache only held decoded images), and one thread per
 * image (two resizes at once already use both cores).
 */
function settleSharp() {
  sharp.cache(false);
  sharp.concurrency(1);
}

/** Widest photo kept of a source: the largest width the site asks for. */
const MASTER_WIDTH = 640;

export type PhotoOptions = FetchLimits & {
  /** Folder of kept photos (DATA_DIR/images). */
  folder: string;
  /** Bytes of photos kept; the oldest are removed first. */
  maxCacheBytes: number;
  /** Largest decoded image sharp accepts (width × height). */
  maxInputPixels: number;
  /** How long a failed source is not fetched again. */
  failureMs: number;
};

export type Photos = {
  /** The photo of `source` at `width` in `format`; throws ImageFetchError or AddressRefusedError when it cannot be had. */
  get(source: string, width: ImageWidth, format: PhotoFormat): Promise<Buffer>;
};

/**
 * Sheet photos as the site serves them (decision 026). A source is fetched once: its bytes are
 * turned into a 640-pixel master (the one expensive decode) kept on disk, and every width and
 * format is made from that master. Requests for the same photo while it is being made wait for
 * the same work. At most two resizes and four downloads run at once, whatever the number of visitors; a source that
 * failed is not fetched again for `failureMs`.
 */
export function createPhotos(options: PhotoOptions): Photos {
  settleSharp();
  const store = createPhotoStore(options.folder, options.maxCacheBytes);
  const pending = new Map<string, Promise<Buffer>>();
  const failed = new Map<string, { until: number; error: ImageFetchError | AddressRefusedError }>();
  const limit = concurrencyLimit(2);
  // Downloads are bounded too: fifty first photos at once were fifty bodies of up to 10 MB in memory
  // together (docs/decisions/036-cheaper-pages.md).
  const downloads = concurrencyLimit(DOWNLOADS_AT_ONCE);

  function once(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const running = pending.get(key);
    if (running) return running;
    const work = make().finally(() => pending.delete(key));
    pending.set(key, work);
    return work;
  }

  function master(source: string): Promise<Buffer> {
    const version = imageVersion(source);
    const name = `${version}-master.webp`;
    return once(name, async () => {
      const kept = await store.read(name);
      if (kept) return kept;
      const failure = failed.get(version);
      if (failure && failure.until > Date.now()) throw failure.error;
      try {
        // The source waits for its resize on disk, not in memory (fetchImageFile says why).
        const download = store.temporaryPath(`${version}-source`);
        let made: Buffer;
        try {
          await downloads(() => fetchImageFile(source, options, download));
          made = await limit(() => makeMaster(download, options.maxInputPixels));
        } finally {
          await unlink(download).catch(() => undefined);
        }
        await store.write(name, made);
        failed.delete(version);
        return made;
      } catch (error) {
        const refusal =
          error instanceof ImageFetchError || error instanceof AddressRefusedError
            ? error
            : new ImageFetchError(String(error), { cause: error });
        failed.set(version, { until: Date.now() + options.failureMs, error: refusal });
        throw refusal;
      }
    });
  }

  return {
    get(source, width, format) {
      const name = `${imageVersion(source)}-${width}.${format}`;
      return once(name, async () => {
        const kept = await store.read(name);
        if (kept) return kept;
        const from = await master(source); // outside the limit: the master takes a place of its own
        const made = await limit(() => resize(from, width, format));
        await store.write(name, made);
        return made;
      });
    },
  };
}

/** The formats read from a sheet, by their first bytes: anything else (SVG above all) is refused before sharp sees it. */
export function sniffedFormat(bytes: Buffer): "jpeg" | "png" | "gif" | "webp" | "avif" | undefined {
  if (bytes.length < 12) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "jpeg";
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return "png";
  if (bytes.subarray(0, 4).toString("latin1") === "GIF8") return "gif";
  if (bytes.subarray(0, 4).toString("latin1") === "RIFF" && bytes.subarray(8, 12).toString("latin1") === "WEBP") {
    return "webp";
  }
  if (bytes.subarray(4, 8).toString("latin1") === "ftyp") return "avif";
  return undefined;
}

/** The first bytes of a file, enough for {@link sniffedFormat}. */
async function headOf(file: string): Promise<Buffer> {
  const handle = await open(file, "r");
  try {
    const { buffer, bytesRead } = await handle.read(Buffer.alloc(12), 0, 12, 0);
    return buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
}

async function makeMaster(file: string, maxInputPixels: number): Promise<Buffer> {
  const format = sniffedFormat(await headOf(file));
  if (format === undefined) throw new ImageFetchError("not a JPEG, PNG, GIF, WebP or AVIF image");
  try {
    return await sharp(file, { limitInputPixels: maxInputPixels, failOn: "error", animated: false })
      .rotate() // as the phone held it (EXIF orientation), which is then dropped with the rest of the metadata
      .resize({ width: MASTER_WIDTH, height: MASTER_WIDTH, fit: "inside", withoutEnlargement: true })
      .webp({ quality: 90 })
      .toBuffer();
  } catch (error) {
    throw new ImageFetchError(`the image could not be read: ${String(error)}`, { cause: error });
  }
}

function resize(master: Buffer, width: ImageWidth, format: PhotoFormat): Promise<Buffer> {
  const image = sharp(master).resize({ width, height: width, fit: "inside", withoutEnlargement: true });
  if (format === "avif") return image.avif({ quality: 50, effort: 2 }).toBuffer();
  if (format === "webp") return image.webp({ quality: 75 }).toBuffer();
  return image.flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
}

/**
 * How old a temporary file in the photo folder is when the folder is read at start and it is taken
 * as left by a crash: far longer than a download (its time limit) and a resize take.
 */
const ABANDONED_AFTER_MS = 10 * 60_000;

/**
 * Photos kept as files in one folder, at most `maxBytes` of them: each write removes the oldest
 * files (by when they were written or last read) until the total fits. Written through a temporary
 * name and renamed, so another server process never reads half a file; temporary files a crash
 * left are removed when the folder is read at start.
 */
function createPhotoStore(folder: string, maxBytes: number) {
  const files = new Map<string, number>(); // name → size, oldest first
  let total = 0;
  const ready = (async () => {
    await mkdir(folder, { recursive: true });
    const found: { name: string; size: number; at: number }[] = [];
    const now = Date.now();
    for (const name of await readdir(folder)) {
      const info = await stat(path.join(folder, name)).catch(() => null);
      if (!info?.isFile()) continue;
      if (name.endsWith(".tmp")) {
        // A download or photo a crash left half-way; one of another process of this DATA_DIR still
        // on its way is younger than any download or resize may take.
        if (now - info.mtimeMs > ABANDONED_AFTER_MS) await unlink(path.join(folder, name)).catch(() => undefined);
        continue;
      }
      found.push({ name, size: info.size, at: info.mtimeMs });
    }
    for (const { name, size } of found.sort((a, b) => a.at - b.at)) {
      files.set(name, size);
      total += size;
    }
  })();

  function touch(name: string, size: number) {
    total -= files.get(name) ?? 0;
    files.delete(name);
    files.set(name, size);
    total += size;
  }

  let made = 0;
  return {
    /** A name in the folder for a file on its way (skipped when the folder is read at start). */
    temporaryPath(name: string): string {
      return path.join(folder, `${name}.${process.pid}.${made++}.tmp`);
    },
    async read(name: string): Promise<Buffer | undefined> {
      await ready;
      const bytes = await readFile(path.join(folder, name)).catch(() => undefined);
      if (bytes) touch(name, bytes.length);
      return bytes;
    },
    async write(name: string, bytes: Buffer): Promise<void> {
      await ready;
      if (bytes.length > maxBytes) return;
      const temporary = path.join(folder, `${name}.${process.pid}.tmp`);
      await writeFile(temporary, bytes);
      await rename(temporary, path.join(folder, name));
      touch(name, bytes.length);
      for (const [oldest, size] of files) {
        if (total <= maxBytes) break;
        files.delete(oldest);
        total -= size;
        await unlink(path.join(folder, oldest)).catch(() => undefined);
      }
    },
  };
}
