import { readdir, readFile, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text files worth compressing; images and icons are compressed formats already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|svg|json|html|txt|xml|webmanifest)$/;

export type Precompressed = { file: string; bytes: number; brotli: number | null; gzip: number | null };

/**
 * Writes `x.br` (brotli quality 11) and `x.gz` (gzip level 9) beside every compressible file
 * under `dir`: the best levels, affordable once at build time and never per request
 * (server/build-files.ts sends them). A copy that would not be smaller is not written.
 */
export async function precompress(dir: string): Promise<Precompressed[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && COMPRESSIBLE.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
  return Promise.all(
    files.map(async (file): Promise<Precompressed> => {
      const content = await readFile(file);
      const [brotliBytes, gzipBytes] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: constants.Z_BEST_COMPRESSION }),
      ]);
      return {
        file: path.relative(dir, file),
        bytes: content.length,
        brotli: await writeIfSmaller(`${file}.br`, brotliBytes, content.length),
        gzip: await writeIfSmaller(`${file}.gz`, gzipBytes, content.length),
      };
    }),
  );
}

async function writeIfSmaller(target: string, compressed: Buffer, original: number): Promise<number | null> {
  if (compressed.length >= original) return null;
  await writeFile(target, compressed);
  return compressed.length;
}
