import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium";
import { startAppServer } from "./lib/app-server";
import { SAMPLE_PATH, withImageColumn } from "./lib/catalogues";
import { startPhotoHost, type PhotoFile } from "./lib/photo-host";
import { environment, printTargets, type TargetCheck, writeResult } from "./lib/results";
import { median, round } from "./lib/stats";
import { createPhotos, type PhotoFormat } from "../app/catalogue/images/photos.server";
import { IMAGE_WIDTHS } from "../app/catalogue/images/links";

/**
 * Sheet photos (docs/performance.md, "Sheet photos"; DESIGN's targets): real-size uploads served by
 * a local image host (bench/lib/photo-host.ts: phone photos of 2–4 MB, large PNGs), then
 *  - the CPU of the first resize of each kind (fetch, decode, 640-pixel master, the 320 card image)
 *    and of a further size, in this process with the site's photo service;
 *  - the bytes of every width and format;
 *  - what a phone's browser really downloads per card image on /medicines at 390 × 844 (2× and 3×
 *    screens), from the built server with the sample catalogue and a photo on every row, and
 *    that it asks the image host for nothing.
 * First card and LCP with photos are first-card's ("real-11.8k with photos").
 */

const CARD_IMAGE_LIMIT_BYTES = 40 * 1024;
const FIRST_RESIZE_LIMIT_MS = 300;

const cpuMs = async (work: () => Promise<unknown>) => {
  const before = process.cpuUsage();
  await work();
  const used = process.cpuUsage(before);
  return Math.round((used.user + used.system) / 1000);
};

/** CPU of the first request for each upload (each on a fresh cache) and the bytes of each size. */
async function resizeCosts(files: PhotoFile[], urlOf: (row: number) => string, hostPort: string, tempDir: string) {
  const folder = await mkdtemp(path.join(tempDir, "photos-cache-"));
  const photos = createPhotos({
    folder,
    maxCacheBytes: 500_000_000,
    allowedPrivate: new Set([hostPort]),
    maxBytes: 10 * 1024 * 1024,
    maxInputPixels: 50_000_000,
    timeoutMs: 10_000,
    maxRedirects: 3,
    failureMs: 60_000,
  });
  const costs = [];
  // Warm the decoders once (the server's first photo ever pays for loading libvips' codecs).
  await photos.get(urlOf(100), 160, "jpeg");
  for (const [row, file] of files.entries()) {
    const source = urlOf(row);
    const firstCpuMs = await cpuMs(() => photos.get(source, 320, "avif"));
    const furtherCpuMs = await cpuMs(() => photos.get(source, 640, "avif"));
    const sizes: Record<string, number> = {};
    for (const width of IMAGE_WIDTHS) {
      for (const format of ["avif", "webp", "jpeg"] as const satisfies readonly PhotoFormat[]) {
        sizes[`${width} ${format}`] = (await photos.get(source, width, format)).length;
      }
    }
    costs.push({ kind: file.kind, uploadBytes: file.bytes, firstCpuMs, furtherCpuMs, sizes });
  }
  await rm(folder, { recursive: true, force: true });
  return costs;
}

/** Loads /medicines on a 390 × 844 phone and sums what its card images cost, per screen density. */
async function cardImageBytes(siteUrl: string, hostPort: string, deviceScaleFactor: number) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor,
      serviceWorkers: "block",
    });
    const page = await context.newPage();
    const images: { url: string; bytes: number; type: string }[] = [];
    const toImageHost: string[] = [];
    page.on("request", (request) => {
      if (new URL(request.url()).host === hostPort) toImageHost.push(request.url());
    });
    page.on("response", async (response) => {
      if (!new URL(response.url()).pathname.startsWith("/images/") || response.status() !== 200) return;
      const body = await response.body().catch(() => undefined);
      if (body)
        images.push({ url: response.url(), bytes: body.length, type: response.headers()["content-type"] ?? "" });
    });
    await page.goto(`${siteUrl}/medicines`, { waitUntil: "networkidle" });
    // The cards further down load as the visitor scrolls (lazy): scroll the page once through.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState("networkidle");
    const widths = [...new Set(images.map((image) => /\/(\d+)-[0-9a-z]+$/.exec(image.url)?.[1]))].join(", ");
    return {
      deviceScaleFactor,
      cardImages: images.length,
      medianBytes: images.length > 0 ? Math.round(median(images.map((image) => image.bytes))) : 0,
      largestBytes: Math.max(0, ...images.map((image) => image.bytes)),
      widths,
      types: [...new Set(images.map((image) => image.type))].join(", "),
      requestsToImageHost: toImageHost.length,
    };
  } finally {
    await browser.close();
  }
}

export async function photosBench(options: { tempDir: string; note?: string }): Promise<TargetCheck[]> {
  console.log("\n▶ photos: real-size sheet photos through the site (resize CPU, bytes per card image at 390 px)");
  const env = environment(options.note);
  const host = await startPhotoHost(path.join(options.tempDir, "photos"));
  try {
    for (const file of host.files.slice(0, 2)) {
      console.log(`  upload: ${file.kind} ${file.width} × ${file.height}, ${round(file.bytes / 1024 / 1024, 2)} MB`);
    }
    const costs = await resizeCosts(host.files.slice(0, 2), host.urlOf, host.hostPort, options.tempDir);
    for (const cost of costs) {
      const kb = (key: string) => round(cost.sizes[key]! / 1024, 1);
      console.log(
        `  ${cost.kind}: first request ${cost.firstCpuMs} ms CPU, a further size ${cost.furtherCpuMs} ms; ` +
          `320w AVIF/WebP/JPEG ${kb("320 avif")}/${kb("320 webp")}/${kb("320 jpeg")} KB, ` +
          `480w ${kb("480 avif")}/${kb("480 webp")}/${kb("480 jpeg")} KB, ` +
          `640w ${kb("640 avif")}/${kb("640 webp")}/${kb("640 jpeg")} KB`,
      );
    }
    const catalogueFile = path.join(options.tempDir, "photos-sample.gviz.txt");
    await writeFile(catalogueFile, withImageColumn(readFileSync(SAMPLE_PATH, "utf8"), host.urlOf), "utf8");
    const server = await startAppServer({
      tempDir: options.tempDir,
      catalogueFile,
      env: { IMAGE_PRIVATE_HOSTS: host.hostPort },
    });
    const phones = [];
    try {
      for (const density of [2, 3]) phones.push(await cardImageBytes(server.url, host.hostPort, density));
    } finally {
      await server.stop();
    }
    for (const phone of phones) {
      console.log(
        `  /medicines at 390 px, ${phone.deviceScaleFactor}× screen: ${phone.cardImages} card images (${phone.widths}w, ` +
          `${phone.types}), median ${round(phone.medianBytes / 1024, 1)} KB, largest ${round(phone.largestBytes / 1024, 1)} KB; ` +
          `${phone.requestsToImageHost} requests to the image host`,
      );
    }
    const targets: TargetCheck[] = [
      ...phones.map((phone) => ({
        target: `bytes per card image, /medicines at 390 px, ${phone.deviceScaleFactor}× screen (median; uploads of 3.8–5.6 MB)`,
        limit: `≤ ${CARD_IMAGE_LIMIT_BYTES / 1024} KB`,
        measured: `${round(phone.medianBytes / 1024, 1)} KB`,
        met: phone.cardImages > 0 && phone.medianBytes <= CARD_IMAGE_LIMIT_BYTES,
      })),
      {
        target: "requests from the browser to the sheet's image host",
        limit: "none",
        measured: String(phones.reduce((sum, phone) => sum + phone.requestsToImageHost, 0)),
        met: phones.every((phone) => phone.requestsToImageHost === 0),
      },
      ...costs.map((cost) => ({
        target: `CPU of the first resize of a ${cost.kind} (fetch, decode, master, 320w AVIF)`,
        limit: `≤ ${FIRST_RESIZE_LIMIT_MS} ms`,
        measured: `${cost.firstCpuMs} ms`,
        met: cost.firstCpuMs <= FIRST_RESIZE_LIMIT_MS,
      })),
    ];
    printTargets(targets);
    const file = await writeResult("photos", {
      benchmark: "photos",
      environment: env,
      uploads: host.files.map(({ kind, width, height, bytes }) => ({ kind, width, height, bytes })),
      targets,
      resize: costs,
      phones,
    });
    console.log(`  → ${file}`);
    return targets;
  } finally {
    await host.stop();
  }
}
