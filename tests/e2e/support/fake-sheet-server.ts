import sharp from "sharp";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** How the fake sheet answers one sheet path. */
export type SheetResponse = {
  status?: number;
  /** Reason phrase; Node's standard one when absent. */
  statusText?: string;
  body?: string;
  /** Milliseconds before the answer starts: a slow sheet. */
  delayMs?: number;
};

/**
 * A stand-in for Google's gviz endpoint on loopback. Each test uses its own sheet
 * name, so tests running in parallel never see each other's answers.
 */
export class FakeSheetServer {
  private readonly sheets = new Map<string, SheetResponse>();
  private readonly requestCounts = new Map<string, number>();
  private server: Server | null = null;
  private port = 0;

  async start(): Promise<void> {
    this.server = createServer((request, response) => {
      const pathname = new URL(request.url ?? "/", "http://localhost").pathname;
      // Test images: /images/<label>.jpg is a small JPEG photo showing its label; anything else under /images/ is 404.
      const image = /^\/images\/([\w-]+)\.jpg$/.exec(pathname);
      if (image) {
        this.imageRequests++;
        void labelPhoto(image[1]!).then((bytes) =>
          response.writeHead(200, { "content-type": "image/jpeg" }).end(bytes),
        );
        return;
      }
      if (pathname.startsWith("/images/")) {
        response.writeHead(404).end();
        return;
      }
      const name = decodeURIComponent(
        new URL(request.url ?? "/", "http://localhost").pathname.replace(/^\/sheets\//, ""),
      );
      this.requestCounts.set(name, (this.requestCounts.get(name) ?? 0) + 1);
      const answer = this.sheets.get(name) ?? { status: 404, body: "no such sheet" };
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(answer.status ?? 200, answer.statusText, {
          "content-type": "application/javascript; charset=utf-8",
        });
        response.end(answer.body ?? "");
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs);
      else send();
    });
    await new Promise<void>((resolve) => this.server!.listen(0, "127.0.0.1", resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  /** host:port of the test images, which the app may fetch although on loopback (IMAGE_PRIVATE_HOSTS). */
  get imageHost(): string {
    return `127.0.0.1:${this.port}`;
  }

  /** How many test images were asked for (by the app's server: browsers ask the site). */
  imageRequests = 0;

  /** The URL of a test image: a JPEG showing the label, or a 404 for names ending in .png. */
  imageUrl(file: string): string {
    return `http://127.0.0.1:${this.port}/images/${file}`;
  }

  /** The URL the app should read for this sheet name. */
  url(name: string): string {
    return `http://127.0.0.1:${this.port}/sheets/${encodeURIComponent(name)}`;
  }

  set(name: string, response: SheetResponse): void {
    this.sheets.set(name, response);
  }

  requests(name: string): number {
    return this.requestCounts.get(name) ?? 0;
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A 240 × 240 JPEG showing `label`, made once per label (drawn by sharp from an SVG here, in the test host). */
const labelPhotos = new Map<string, Promise<Buffer>>();
function labelPhoto(label: string): Promise<Buffer> {
  let photo = labelPhotos.get(label);
  if (!photo) {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240"><rect width="240" height="240" fill="#cde"/><text x="20" y="130" font-size="32">${label}</text></svg>`;
    photo = sharp(Buffer.from(svg)).jpeg().toBuffer();
    labelPhotos.set(label, photo);
  }
  return photo;
}
