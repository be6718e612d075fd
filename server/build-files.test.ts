import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { brotliCompressSync, gzipSync } from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildFiles } from "./build-files";

describe("buildFiles", () => {
  let dir: string;
  let origin: string;
  let close: () => void;

  beforeAll(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "build-files-"));
    writeFileSync(path.join(dir, "icon.svg"), "<svg/>");
    writeFileSync(path.join(dir, "two words.txt"), "spaced");
    mkdirSync(path.join(dir, "assets"));
    writeFileSync(path.join(dir, "assets", "app-123.js"), "console.log(1)");
    // What the build writes beside a file it compressed (vite.config.ts).
    const script = "export const text = " + JSON.stringify("words ".repeat(400)) + ";";
    writeFileSync(path.join(dir, "assets", "big-456.js"), script);
    writeFileSync(path.join(dir, "assets", "big-456.js.br"), brotliCompressSync(script));
    writeFileSync(path.join(dir, "assets", "big-456.js.gz"), gzipSync(script));
    const app = express();
    // As in server/app.ts: pages are compressed per response, build files must not be again.
    app.use(compression());
    app.use(buildFiles(dir, { maxAge: "1h" }));
    app.use((req, res) => {
      // As React Router's Express adapter writes its headers: appended, so one set before would make a list.
      res.status(404).append("Content-Type", "text/plain").send(`page ${req.path}`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });

  afterAll(() => {
    close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("serves the files of the folder, nested ones and escaped names included, with the given caching", async () => {
    const icon = await fetch(`${origin}/icon.svg`);
    expect(icon.status).toBe(200);
    expect(icon.headers.get("cache-control")).toBe("public, max-age=3600");
    expect(await icon.text()).toBe("<svg/>");
    expect(await (await fetch(`${origin}/assets/app-123.js`)).text()).toBe("console.log(1)");
    expect(await (await fetch(`${origin}/two%20words.txt`)).text()).toBe("spaced");
  });

  it("sends the build's own compressed copy, brotli first, gzip to browsers without brotli, the file to others", async () => {
    const original = readFileSync(path.join(dir, "assets", "big-456.js"));
    const cases = [
      { accept: "gzip, deflate, br", encoding: "br", body: readFileSync(path.join(dir, "assets", "big-456.js.br")) },
      { accept: "gzip", encoding: "gzip", body: readFileSync(path.join(dir, "assets", "big-456.js.gz")) },
      { accept: "identity", encoding: undefined, body: original },
    ];
    for (const { accept, encoding, body } of cases) {
      const response = await rawGet(`${origin}/assets/big-456.js`, accept);
      expect(response.status, accept).toBe(200);
      expect(response.headers["content-encoding"], accept).toBe(encoding);
      expect(response.headers["content-type"], accept).toMatch(/^(text|application)\/javascript/);
      expect(response.headers["vary"], accept).toMatch(/Accept-Encoding/i);
      expect(response.headers["cache-control"], accept).toBe("public, max-age=3600");
      expect(response.body.equals(body), accept).toBe(true);
    }
  });

  it("passes every other request on to the next handler", async () => {
    for (const requestPath of ["/", "/medicines", "/medicines/42", "/missing.svg", "/%E0%A4%A"]) {
      const response = await fetch(`${origin}${requestPath}`);
      expect(response.status).toBe(404);
      expect(await response.text()).toMatch(/^page /);
    }
  });

  it("serves no file created after it started: the build does not change while the server runs", async () => {
    writeFileSync(path.join(dir, "later.txt"), "new");
    expect((await fetch(`${origin}/later.txt`)).status).toBe(404);
  });

  it("passes a file removed since the start (a build replaced under the running server) to the pages, without its headers", async () => {
    const names = ["gone-789.js", "gone-789.js.br", "gone-789.js.gz"];
    for (const name of names) writeFileSync(path.join(dir, "assets", name), "x");
    const app = express();
    app.use(buildFiles(dir));
    app.use((req, res) => {
      res.status(404).append("Content-Type", "text/plain").send(`page ${req.path}`);
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    try {
      for (const name of names) rmSync(path.join(dir, "assets", name));
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/assets/gone-789.js`;
      for (const accept of ["br, gzip", "identity"]) {
        const response = await fetch(url, { headers: { "Accept-Encoding": accept } });
        expect(response.status).toBe(404);
        expect(response.headers.get("content-type")).toMatch(/^text\/plain/);
        expect(response.headers.get("content-encoding")).toBeNull();
        expect(await response.text()).toBe("page /assets/gone-789.js");
      }
    } finally {
      server.close();
    }
  });
});

type RawResponse = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET whose body is read as sent, without the decoding fetch would do. */
function rawGet(url: string, acceptEncoding: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { "Accept-Encoding": acceptEncoding } }, (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on("error", reject);
  });
}
