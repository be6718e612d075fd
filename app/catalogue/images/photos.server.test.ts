import { mkdtemp, readdir, rm, stat, utimes, writeFile } from "node:fs/promises";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AddressRefusedError } from "./address-check.server";
import { ImageFetchError } from "./fetch-image.server";
import { createPhotos, photoFormatFor, type PhotoOptions } from "./photos.server";

/**
 * A local image host on loopback, allowed through IMAGE_PRIVATE_HOSTS' rule for its host:port, that
 * serves what a sheet may point at: a phone-size photo, an SVG, an endless body, a redirect loop,
 * a host that never answers, and a redirect to a private name.
 */
let host: Server;
let origin: string;
let folder: string;
const asked = new Map<string, number>();
let photo: Buffer;

beforeAll(async () => {
  // A 4000 × 3000 JPEG of the size a phone uploads (a few MB): noise drawn small, then enlarged.
  photo = await sharp(
    await sharp({
      create: {
        width: 1000,
        height: 750,
        channels: 3,
        background: "#808080",
        noise: { type: "gaussian", mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer(),
  )
    .resize(4000, 3000)
    .jpeg({ quality: 92 })
    .toBuffer();
  host = createServer((req, res) => {
    const url = req.url ?? "/";
    asked.set(url, (asked.get(url) ?? 0) + 1);
    if (url === "/photo.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).end(photo);
    if (url === "/moved") return res.writeHead(302, { location: "/photo.jpg" }).end();
    if (url === "/icon.svg") {
      return res
        .writeHead(200, { "content-type": "image/svg+xml" })
        .end('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/></svg>');
    }
    if (url === "/endless.jpg") {
      // No Content-Length: the cap is found while reading.
      res.writeHead(200, { "content-type": "image/jpeg" });
      const chunk = Buffer.alloc(64 * 1024, 0xff);
      const write = () => {
        while (res.write(chunk));
        res.once("drain", write);
      };
      return write();
    }
    if (url === "/loop") return res.writeHead(302, { location: "/loop" }).end();
    if (url === "/to-localhost") {
      const { port } = host.address() as AddressInfo;
      return res.writeHead(302, { location: `http://localhost:${port}/photo.jpg` }).end();
    }
    if (url === "/slow.jpg") return res.writeHead(200, { "content-type": "image/jpeg" }).write(photo.subarray(0, 100));
    res.writeHead(404).end();
  });
  await new Promise<void>((resolve) => host.listen(0, "127.0.0.1", resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  folder = await freshFolder();
}, 30_000);

const folders: string[] = [];
async function freshFolder(): Promise<string> {
  const made = await mkdtemp(path.join(tmpdir(), "photos-"));
  folders.push(made);
  return made;
}

afterAll(async () => {
  host.closeAllConnections();
  await new Promise((resolve) => host.close(resolve));
  await Promise.all(folders.map((made) => rm(made, { recursive: true, force: true })));
});

function photosWith(overrides: Partial<PhotoOptions> = {}) {
  return createPhotos({
    folder,
    maxCacheBytes: 50_000_000,
    allowedPrivate: new Set([new URL(origin).host]),
    maxBytes: 10 * 1024 * 1024,
    maxInputPixels: 50_000_000,
    timeoutMs: 2_000,
    maxRedirects: 3,
    failureMs: 60_000,
    ...overrides,
  });
}

describe("sheet photos from an image host", () => {
  it("fetches a phone-size photo once and serves it resized, in the format asked for", async () => {
    expect(photo.length).toBeGreaterThan(1_000_000);
    const photos = photosWith();
    const source = `${origin}/photo.jpg`;
    const [webp640, webp320, jpeg160, avif320, webp480] = await Promise.all([
      photos.get(source, 640, "webp"),
      photos.get(source, 320, "webp"),
      photos.get(source, 160, "jpeg"),
      photos.get(source, 320, "avif"),
      photos.get(source, 480, "webp"),
    ]);
    expect(asked.get("/photo.jpg")).toBe(1);
    expect(await sharp(webp640).metadata()).toMatchObject({ format: "webp", width: 640, height: 480 });
    expect(await sharp(webp480).metadata()).toMatchObject({ format: "webp", width: 480, height: 360 });
    expect(await sharp(webp320).metadata()).toMatchObject({ format: "webp", width: 320, height: 240 });
    expect(await sharp(jpeg160).metadata()).toMatchObject({ format: "jpeg", width: 160, height: 120 });
    expect((await sharp(avif320).metadata()).format).toBe("heif");
    // A card's photo is a few kilobytes, not the megabytes uploaded.
    expect(webp320.length).toBeLessThan(60_000);

    // Another server process (or a restart) finds it on disk: no new fetch.
    await photosWith().get(source, 640, "webp");
    expect(asked.get("/photo.jpg")).toBe(1);
  }, 30_000);

  it("follows a redirect on an allowed host", async () => {
    const photos = photosWith({ folder: await freshFolder() });
    expect((await sharp(await photos.get(`${origin}/moved`, 160, "jpeg")).metadata()).width).toBe(160);
  }, 30_000);

  it("refuses an SVG", async () => {
    await expect(photosWith().get(`${origin}/icon.svg`, 160, "webp")).rejects.toThrow(ImageFetchError);
  });

  it("stops reading a body over the byte cap", async () => {
    await expect(photosWith({ maxBytes: 1_000_000 }).get(`${origin}/endless.jpg`, 160, "webp")).rejects.toThrow(
      /more than 1000000 bytes/,
    );
  });

  it("leaves no downloaded source behind, made or refused: only the photos made are kept", async () => {
    const own = await freshFolder();
    const photos = photosWith({ folder: own, maxBytes: 1_000_000 });
    await expect(photos.get(`${origin}/endless.jpg`, 160, "webp")).rejects.toThrow(/more than/);
    await expect(photos.get(`${origin}/icon.svg`, 160, "webp")).rejects.toThrow(ImageFetchError);
    expect(await readdir(own)).toEqual([]);
    await photosWith({ folder: own }).get(`${origin}/photo.jpg`, 160, "jpeg");
    expect((await readdir(own)).sort()).toEqual([
      expect.stringMatching(/-160\.jpeg$/),
      expect.stringMatching(/-master\.webp$/),
    ]);
  }, 30_000);

  it("removes at start what a crash left half-way, and not another process's file still on its way", async () => {
    const own = await freshFolder();
    const crashed = path.join(own, "a1b2-master.webp.4242.0.tmp");
    const onItsWay = path.join(own, "c3d4-master.webp.4343.0.tmp");
    await writeFile(crashed, "half a download");
    await writeFile(onItsWay, "a download under way");
    const anHourAgo = new Date(Date.now() - 60 * 60_000);
    await utimes(crashed, anHourAgo, anHourAgo);
    await photosWith({ folder: own }).get(`${origin}/photo.jpg`, 160, "jpeg");
    const names = await readdir(own);
    expect(names).not.toContain(path.basename(crashed));
    expect(names).toContain(path.basename(onItsWay));
  }, 30_000);

  it("refuses a photo over the pixel cap", async () => {
    await expect(
      photosWith({ maxInputPixels: 1_000_000, folder: await freshFolder() }).get(`${origin}/photo.jpg`, 160, "webp"),
    ).rejects.toThrow(/could not be read/);
  }, 30_000);

  it("gives up a redirect loop after three redirects", async () => {
    const before = asked.get("/loop") ?? 0;
    await expect(photosWith().get(`${origin}/loop`, 160, "webp")).rejects.toThrow(/more than 3 redirects/);
    expect((asked.get("/loop") ?? 0) - before).toBe(4);
  });

  it("checks a redirect's address again: a private name is refused", async () => {
    const before = asked.get("/photo.jpg");
    const elsewhere = await freshFolder();
    await expect(photosWith({ folder: elsewhere }).get(`${origin}/to-localhost`, 160, "webp")).rejects.toThrow(
      AddressRefusedError,
    );
    expect(asked.get("/to-localhost")).toBe(1);
    expect(asked.get("/photo.jpg")).toBe(before);
  });

  it("refuses the same host when IMAGE_PRIVATE_HOSTS does not name it", async () => {
    const elsewhere = await freshFolder();
    await expect(
      photosWith({ allowedPrivate: new Set(), folder: elsewhere }).get(`${origin}/photo.jpg`, 160, "webp"),
    ).rejects.toThrow(AddressRefusedError);
  });

  it("gives up a host that does not finish in time", async () => {
    const started = Date.now();
    await expect(photosWith({ timeoutMs: 300 }).get(`${origin}/slow.jpg`, 160, "webp")).rejects.toThrow(
      /within 300 ms/,
    );
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it("does not fetch a failed photo again for a while", async () => {
    const photos = photosWith();
    await expect(photos.get(`${origin}/icon.svg`, 320, "webp")).rejects.toThrow(ImageFetchError);
    const before = asked.get("/icon.svg");
    await expect(photos.get(`${origin}/icon.svg`, 640, "jpeg")).rejects.toThrow(ImageFetchError);
    expect(asked.get("/icon.svg")).toBe(before);
  });

  it("keeps the kept photos within the cache's size", async () => {
    const small = await freshFolder();
    const photos = photosWith({ folder: small, maxCacheBytes: 60_000 });
    for (const width of [160, 320, 640] as const) await photos.get(`${origin}/photo.jpg`, width, "jpeg");
    const sizes = await Promise.all(
      (await readdir(small)).map(async (name) => (await stat(path.join(small, name))).size),
    );
    expect(sizes.reduce((sum, size) => sum + size, 0)).toBeLessThanOrEqual(60_000);
  }, 30_000);
});

describe("photoFormatFor", () => {
  it("answers AVIF, then WebP, as the browser accepts, and JPEG to any other", () => {
    expect(photoFormatFor("image/avif,image/webp,image/apng,image/*,*/*;q=0.8")).toBe("avif");
    expect(photoFormatFor("image/webp,*/*")).toBe("webp");
    expect(photoFormatFor("image/png,image/*;q=0.8,*/*;q=0.5")).toBe("jpeg");
    expect(photoFormatFor(undefined)).toBe("jpeg");
  });
});
