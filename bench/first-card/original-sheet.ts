/** The original app's Google Sheet, served on loopback by the first-card benchmark (bench/first-card.ts). */
import { createServer, type Server } from "node:http";
import { gzipSync } from "node:zlib";

/**
 * The original app's Google Sheet: serves the catalogue being measured, gzipped as Google serves
 * it, with the CORS header the sheet's gviz endpoint sends, on the port its build was pointed at.
 */
export type OriginalSheet = { serve(gviz: string): void; stop(): Promise<void> };

export async function startOriginalSheet(port: number): Promise<OriginalSheet> {
  let body = { raw: Buffer.alloc(0), gzip: Buffer.alloc(0) };
  const server: Server = createServer((request, response) => {
    const gzip = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    response
      .writeHead(200, {
        "Content-Type": "application/javascript; charset=utf-8",
        "Access-Control-Allow-Origin": "*",
        "Cache-Control": "no-cache",
        ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      })
      .end(gzip ? body.gzip : body.raw);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    serve(gviz) {
      const raw = Buffer.from(gviz, "utf8");
      body = { raw, gzip: gzipSync(raw) };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
