import { mkdir, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import sharp from "sharp";

/**
 * A local image host for the photo benchmarks: real-size uploads as a distributor's sheet points
 * at them (issue 43): phone photos of 2–4 MB (12-megapixel JPEG) and large PNGs (screenshots and
 * scans of several MB, under the server's 10 MB cap), made with sharp into the benchmark's temporary folder (nothing big is kept in
 * the repository). Every row of a catalogue gets its own URL (`/photos/{n}.jpg|png`), so a server
 * that keeps photos by URL fetches and resizes each one; the bytes behind them repeat.
 */

export type PhotoFile = {
  kind: "phone JPEG" | "large PNG";
  width: number;
  height: number;
  bytes: number;
  body: Buffer;
};

export type PhotoHost = {
  /** `127.0.0.1:{port}`, as IMAGE_PRIVATE_HOSTS names it. */
  hostPort: string;
  files: PhotoFile[];
  /** The URL of row `row`'s photo: the files in turn, phone photos and PNGs alike. */
  urlOf(row: number): string;
  stop(): Promise<void>;
};

/**
 * Camera-like content: noise (which compresses like the texture of a real photo, a little worse)
 * over a colour, drawn small and enlarged so that neighbouring pixels correlate as in a photo.
 */
async function texture(width: number, height: number, background: string, sigma: number, scale: number) {
  const small = await sharp({
    create: {
      width: Math.round(width / scale),
      height: Math.round(height / scale),
      channels: 3,
      background,
      noise: { type: "gaussian", mean: 128, sigma },
    },
  })
    .png()
    .toBuffer();
  return sharp(small).resize(width, height).raw().toBuffer();
}

/** A 4000 × 3000 JPEG of 2–4 MB: the quality is lowered from 92 until it fits, as a phone's would be. */
async function phonePhoto(background: string): Promise<PhotoFile> {
  const raw = await texture(4000, 3000, background, 40, 4);
  for (let quality = 92; ; quality -= 4) {
    const body = await sharp(raw, { raw: { width: 4000, height: 3000, channels: 3 } })
      .jpeg({ quality })
      .toBuffer();
    if (body.length <= 4 * 1024 * 1024 || quality <= 60) {
      return { kind: "phone JPEG", width: 4000, height: 3000, bytes: body.length, body };
    }
  }
}

/** A 2000 × 2000 PNG (a scanned pack or a screenshot): lossless, so several megabytes. */
async function largePng(background: string): Promise<PhotoFile> {
  const raw = await texture(2000, 2000, background, 6, 8);
  const body = await sharp(raw, { raw: { width: 2000, height: 2000, channels: 3 } })
    .png({ compressionLevel: 6 })
    .toBuffer();
  return { kind: "large PNG", width: 2000, height: 2000, bytes: body.length, body };
}

export async function startPhotoHost(folder: string): Promise<PhotoHost> {
  const files = [
    await phonePhoto("#b0c4de"),
    await largePng("#f5f5dc"),
    await phonePhoto("#8fbc8f"),
    await largePng("#e6e6fa"),
  ];
  // Kept on disk too, so that a person can look at what was measured.
  await mkdir(folder, { recursive: true });
  await Promise.all(
    files.map((file, index) =>
      writeFile(path.join(folder, `upload-${index}.${file.kind === "large PNG" ? "png" : "jpg"}`), file.body),
    ),
  );
  const server: Server = createServer((request, response) => {
    const match = /^\/photos\/(\d+)\.(jpg|png)$/.exec(request.url ?? "");
    const file = match ? files[Number(match[1]) % files.length] : undefined;
    if (!file) return void response.writeHead(404).end();
    response
      .writeHead(200, {
        "Content-Type": file.kind === "large PNG" ? "image/png" : "image/jpeg",
        "Content-Length": file.body.length,
        // The original app's browser fetches these itself, from its own origin.
        "Access-Control-Allow-Origin": "*",
      })
      .end(file.body);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const hostPort = `127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    hostPort,
    files,
    urlOf: (row) =>
      `http://${hostPort}/photos/${row}.${files[row % files.length]!.kind === "large PNG" ? "png" : "jpg"}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
