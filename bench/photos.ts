/**
 * Sheet photos (docs/performance.md, "Sheet photos"): a 4000 × 3000 phone photo served by a local
 * image host, then what a card on a phone asks for. Prints the upload's bytes, the bytes of each
 * card width in WebP and JPEG, and the CPU time of the first request (fetch, decode, 640-pixel
 * master, first size) and of a further size made from the master.
 * Run: node_modules/.bin/tsx --tsconfig tsconfig.app.json bench/photos.ts
 */
import { mkdtemp, rm } from "node:fs/promises";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { createPhotos } from "../app/catalogue/images/photos.server";

const noise = await sharp({
  create: {
    width: 1000,
    height: 750,
    channels: 3,
    background: "#808080",
    noise: { type: "gaussian", mean: 128, sigma: 40 },
  },
})
  .png()
  .toBuffer();
const upload = await sharp(noise).resize(4000, 3000).jpeg({ quality: 92 }).toBuffer();
const host = createServer((_req, res) => res.writeHead(200, { "content-type": "image/jpeg" }).end(upload));
await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
const origin = `127.0.0.1:${(host.address() as AddressInfo).port}`;
const folder = await mkdtemp(path.join(tmpdir(), "photos-bench-"));
const photos = createPhotos({
  folder,
  maxCacheBytes: 100_000_000,
  allowedPrivate: new Set([origin]),
  maxBytes: 10 * 1024 * 1024,
  maxInputPixels: 50_000_000,
  timeoutMs: 10_000,
  maxRedirects: 3,
  failureMs: 60_000,
});
const source = `http://${origin}/photo.jpg`;

const cpuMs = async (work: () => Promise<unknown>) => {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return Math.round((used.user + used.system) / 1000);
};
const first = await cpuMs(() => photos.get(source, 320, "webp"));
const next = await cpuMs(() => photos.get(source, 640, "webp"));
const sizes: Record<string, { bytes: number; cpuMs: number }> = {};
for (const width of [160, 320, 640] as const) {
  for (const format of ["webp", "avif", "jpeg"] as const) {
    let bytes = 0;
    const cpu = await cpuMs(async () => (bytes = (await photos.get(source, width, format)).length));
    sizes[`${width} ${format}`] = { bytes, cpuMs: cpu };
  }
}
console.log(JSON.stringify({ uploadBytes: upload.length, firstRequestCpuMs: first, furtherSizeCpuMs: next, sizes }));
host.close();
await rm(folder, { recursive: true, force: true });
