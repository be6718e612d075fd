import http from "node:http";
import type { AddressInfo } from "node:net";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { decodedBody } from "../scripts/lib/http-body";
import { pageCaching } from "./http-cache";
import { createPageCache } from "./page-cache";
import { keepPageOut, pageCache } from "./page-cache-middleware";
import { allowInlineScripts, securityHeaders, singleValuedHeaders } from "./security";
import { VARIED_PAGE } from "./varied-page.test-data";

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer; text: string };

/** One request with exactly these headers, its body as sent and as text (decoded). */
function request(origin: string, path: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${origin}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () => {
        const body = Buffer.concat(chunks);
        const decoded = decodedBody(body, res.headers["content-encoding"]);
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, text: decoded.toString("utf8") });
      });
    });
    req.on("error", reject);
    req.end();
  });
}

const BROWSER = { "accept-encoding": "gzip, deflate, br" };

/**
 * Headers of the page: less those that differ between any two responses, the cache's own, and how
 * the length is told (a render compresses as it sends, in chunks; a kept body has a length).
 */
function pageHeaders(headers: http.IncomingHttpHeaders) {
  const {
    date: _date,
    connection: _connection,
    "keep-alive": _keepAlive,
    "x-page-cache": _cache,
    "transfer-encoding": _chunked,
    "content-length": _length,
    ...rest
  } = headers;
  return rest;
}

describe("pageCache", () => {
  const cache = createPageCache({ maxBytes: 1_000_000 });
  let origin: string;
  let close: () => void;
  const renders = new Map<string, number>();
  let catalogue = "c1";
  // /gated renders once 5 requests for it have reached the server.
  let arrivals = 0;
  let openGate = () => {};
  const gate = new Promise<void>((resolve) => (openGate = resolve));

  beforeAll(async () => {
    const app = express();
    app.disable("x-powered-by");
    const versions = () => ({ build: "b1", catalogue });
    app.use((req, _res, next) => {
      if (req.path === "/gated" && ++arrivals === 5) openGate();
      next();
    });
    // As server/app.ts stacks them: the security headers first, so early refusals carry them too.
    app.use(singleValuedHeaders, securityHeaders({ https: false, development: false }));
    app.use(pageCache(cache, versions));
    app.use(compression());
    app.use(pageCaching(versions));
    app.use(async (req, res) => {
      renders.set(req.path, (renders.get(req.path) ?? 0) + 1);
      if (req.path === "/gated") await gate;
      const html = `<!DOCTYPE html><p>${req.path} ${catalogue} ${JSON.stringify(req.query)}</p>${"<li>medicine</li>".repeat(300)}`;
      switch (req.path) {
        case "/medicines":
        case "/gated":
          allowInlineScripts(res, ["sha256-abc="]);
          res.type("html").end(html);
          return;
        case "/medicines.data":
          // React Router streams data requests in pieces, without a length.
          res.type("text/x-script");
          res.write(`[{"path":"${req.path}"},`);
          res.end(`"${"x".repeat(2_000)}"]`);
          return;
        case "/varied":
          res.type("html").end(VARIED_PAGE);
          return;
        case "/small":
          res.type("html").end("<p>small</p>");
          return;
        case "/contact":
        case "/hi/enquiry":
          res.type("html").end(html);
          return;
        case "/with-cookie":
          res.cookie("token", "1").type("html").end(html);
          return;
        case "/private":
          res.setHeader("Cache-Control", "no-store");
          res.type("html").end(html);
          return;
        case "/search-miss":
          keepPageOut(res);
          res.type("html").end(html);
          return;
        case "/file.json":
          res.json({ large: "x".repeat(2_000) });
          return;
        default:
          res.status(404).type("html").end(html);
      }
    });
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());
  beforeEach(() => {
    renders.clear();
    // A new catalogue version per test empties the cache: every test starts with none kept.
    catalogue = `c${Math.random()}`;
  });

  it("answers a repeat request from memory with the headers and body of the render", async () => {
    const first = await request(origin, "/medicines?search=dolo&page=2", BROWSER);
    const second = await request(origin, "/medicines?page=2&search=dolo", BROWSER);
    expect(renders.get("/medicines")).toBe(1);
    expect(first.headers["x-page-cache"]).toBe("miss");
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.status).toBe(200);
    expect(pageHeaders(second.headers)).toEqual(pageHeaders(first.headers));
    expect(second.body.equals(first.body)).toBe(true);
    expect(second.headers["content-encoding"]).toBe("br");
    expect(second.headers["content-security-policy"]).toContain("script-src 'self' 'sha256-abc='");
    expect(second.headers["etag"]).toBe(`W/"b1.${catalogue}"`);
    expect(second.headers["vary"]).toBe("Cookie, Accept-Encoding");
  });

  it("sends a page asked for again smaller from then on: the same page in fewer bytes", async () => {
    const first = await request(origin, "/varied", BROWSER);
    const second = await request(origin, "/varied", BROWSER);
    expect(second.body.equals(first.body)).toBe(true);
    await cache.smallerBodiesMade();
    const third = await request(origin, "/varied", BROWSER);
    expect(renders.get("/varied")).toBe(1);
    expect(third.headers["x-page-cache"]).toBe("hit");
    expect(third.headers["content-encoding"]).toBe("br");
    expect(third.text).toBe(first.text);
    expect(Number(third.headers["content-length"])).toBe(third.body.byteLength);
    expect(third.body.byteLength).toBeLessThan(first.body.byteLength * 0.95);
    // A client without brotli gets the kept page as before.
    const gzip = await request(origin, "/varied", { "accept-encoding": "gzip" });
    expect(gzip.text).toBe(first.text);
  });

  it("renders a page asked for by many at once a single time, and answers them all", async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => request(origin, "/gated", BROWSER)));
    expect(renders.get("/gated")).toBe(1);
    expect(answers.map((answer) => answer.headers["x-page-cache"]).sort()).toEqual([
      "hit",
      "hit",
      "hit",
      "hit",
      "miss",
    ]);
    for (const answer of answers) expect(answer.text).toBe(answers[0]!.text);
  });

  it("sends each client the coding it would get from a render", async () => {
    const br = await request(origin, "/medicines", BROWSER);
    const gzip = await request(origin, "/medicines", { "accept-encoding": "gzip" });
    const identity = await request(origin, "/medicines", {});
    expect(renders.get("/medicines")).toBe(1);
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(Number(identity.headers["content-length"])).toBe(identity.body.byteLength);
    expect(gzip.text).toBe(br.text);
    expect(identity.text).toBe(br.text);
    // Deflate is not kept: a render answers it.
    const deflate = await request(origin, "/medicines", { "accept-encoding": "deflate" });
    expect(deflate.headers["content-encoding"]).toBe("deflate");
    expect(renders.get("/medicines")).toBe(2);
  });

  it("keeps page data sent in pieces, and answers HEAD with the page's headers", async () => {
    const first = await request(origin, "/medicines.data?_routes=root", BROWSER);
    const second = await request(origin, "/medicines.data?_routes=root", BROWSER);
    expect(renders.get("/medicines.data")).toBe(1);
    expect(second.text).toBe(first.text);
    const head = await request(origin, "/medicines.data?_routes=root", BROWSER, "HEAD");
    expect(head.headers["x-page-cache"]).toBe("hit");
    expect(Number(head.headers["content-length"])).toBe(second.body.byteLength);
    expect(head.body.byteLength).toBe(0);
  });

  it("keeps a body too small to compress as it is, for every client", async () => {
    await request(origin, "/small", {});
    const second = await request(origin, "/small", BROWSER);
    expect(second.headers["x-page-cache"]).toBe("hit");
    expect(second.headers["content-encoding"]).toBeUndefined();
    expect(second.text).toBe("<p>small</p>");
  });

  it("answers a conditional request for the kept page with a 304 of its headers, without a policy", async () => {
    const first = await request(origin, "/medicines", BROWSER);
    const again = await request(origin, "/medicines", { ...BROWSER, "if-none-match": first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.headers["content-security-policy"]).toBeUndefined();
    expect(again.headers["x-page-cache"]).toBeUndefined();
    // An outdated ETag gets the kept page.
    const outdated = await request(origin, "/medicines", { ...BROWSER, "if-none-match": 'W/"b1.old"' });
    expect(outdated.status).toBe(200);
    expect(outdated.headers["x-page-cache"]).toBe("hit");
  });

  it("renders again once the catalogue changes", async () => {
    await request(origin, "/medicines", BROWSER);
    catalogue = "next";
    const after = await request(origin, "/medicines", BROWSER);
    expect(after.headers["x-page-cache"]).toBe("miss");
    expect(after.text).toContain("/medicines next");
    expect(renders.get("/medicines")).toBe(2);
  });

  it("never answers a visitor with an enquiry list from memory, nor keeps their page", async () => {
    await request(origin, "/medicines", BROWSER);
    const withList = await request(origin, "/medicines", { ...BROWSER, cookie: "enquiry_list=1.abc.def" });
    expect(withList.headers["x-page-cache"]).toBeUndefined();
    expect(withList.headers["cache-control"]).toBe("private, no-store");
    expect(renders.get("/medicines")).toBe(2);
  });

  it.each(["/contact", "/hi/enquiry", "/with-cookie", "/private", "/search-miss", "/file.json", "/missing"])(
    "never keeps %s",
    async (path) => {
      await request(origin, path, BROWSER);
      const second = await request(origin, path, BROWSER);
      expect(second.headers["x-page-cache"]).toBeUndefined();
      expect(renders.get(path)).toBe(2);
    },
  );
});
