import net from "node:net";
import { expect, test, type AppServer } from "./support/fixtures";
import { SITE_URL } from "./support/medicine-sheet";

/**
 * Requests no browser of the site sends, as an attacker or a broken client would: each gets a 4xx
 * with a short text, never a 500, and nothing it asks for is revalidated into a public 304.
 */

type RawAnswer = { status: number; head: string; body: string };

/**
 * Sends `requestLine` and headers as they are (fetch cannot send `OPTIONS *`, an absolute-form
 * target or no Host header); `host` null sends none.
 */
function raw(
  app: AppServer,
  requestLine: string,
  headers: string[] = [],
  host: string | null = "127.0.0.1",
): Promise<RawAnswer> {
  const { port } = new URL(app.url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1", () => {
      const hostHeader = host === null ? [] : [`Host: ${host}`];
      socket.write([requestLine, ...hostHeader, "Connection: close", ...headers, "", ""].join("\r\n"));
    });
    const chunks: Buffer[] = [];
    socket.on("data", (chunk: Buffer) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("end", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [head = "", body = ""] = text.split("\r\n\r\n", 2);
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body });
    });
  });
}

/** The server's log lines that are not JSON: a stack or a warning printed as plain text. */
const plainTextLines = (app: AppServer) => app.logs.filter((line) => !line.startsWith("{"));

test.describe("hostile and malformed requests", () => {
  test("a POST that is not a URL-encoded form is 415, to the contact form and the enquiry list (a broken upload to the list is 400)", async ({
    request,
    sampleApp,
  }) => {
    const bodies = [
      { type: "text/plain", data: "name=A&email=a@example.com&message=hello" },
      { type: "application/json", data: '{"name":"A","message":"hello"}' },
      { type: "multipart/form-data; boundary=xyz", data: "--xyz\r\nbroken" },
    ];
    for (const path of ["/contact", "/enquiry", "/hi/contact"]) {
      for (const { type, data } of bodies) {
        // The enquiry list takes multipart for its order file (docs/product.md 12.11): a broken one is a 400.
        const upload = path === "/enquiry" && type.startsWith("multipart/");
        const response = await request.post(`${sampleApp.url}${path}`, { headers: { "Content-Type": type }, data });
        expect(response.status(), `${type} to ${path}`).toBe(upload ? 400 : 415);
        if (!upload) expect(await response.text()).toMatch(/^Unsupported media type/);
      }
    }
    // A real form still goes through to the form's own checks.
    const form = await request.post(`${sampleApp.url}/contact`, { form: { name: "" } });
    expect(form.status()).toBe(400);
    expect(plainTextLines(sampleApp)).toEqual([]);
  });

  test("a method an address does not take is 405 with Allow", async ({ request, sampleApp }) => {
    const cases = [
      { method: "DELETE", path: "/contact", allow: "GET, HEAD, POST" },
      { method: "PUT", path: "/enquiry", allow: "GET, HEAD, POST" },
      { method: "PATCH", path: "/medicines", allow: "GET, HEAD" },
      { method: "POST", path: "/about", allow: "GET, HEAD" },
      { method: "DELETE", path: "/healthz", allow: "GET, HEAD" },
      { method: "POST", path: "/no-such-page", allow: "GET, HEAD" },
    ];
    for (const { method, path, allow } of cases) {
      const response = await request.fetch(`${sampleApp.url}${path}`, {
        method,
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        data: "a=1",
      });
      expect(response.status(), `${method} ${path}`).toBe(405);
      expect(response.headers()["allow"]).toBe(allow);
      expect(await response.text()).toBe("Method not allowed\n");
    }
    const options = await request.fetch(`${sampleApp.url}/contact`, { method: "OPTIONS" });
    expect(options.status()).toBe(204);
    expect(options.headers()["allow"]).toBe("GET, HEAD, POST");
  });

  test("a target that is not a path of the site is 400", async ({ sampleApp }) => {
    for (const line of [
      "GET http://evil.example/about HTTP/1.1",
      "OPTIONS * HTTP/1.1",
      "GET //evil.example/about HTTP/1.1",
      "GET /medicines/%E0%A4%A HTTP/1.1",
    ]) {
      const answer = await raw(sampleApp, line);
      expect(answer.status, line).toBe(400);
      expect(answer.body).toBe("Bad request target\n");
    }
    expect(plainTextLines(sampleApp)).toEqual([]);
  });

  test("an HTTP/1.0 request without Host is answered for the site's own address; a Host that is no host is 400", async ({
    detailApp,
  }) => {
    // An uptime checker's `curl -0 -H 'Host:' …/healthz`: the site is up.
    const health = await raw(detailApp, "GET /healthz HTTP/1.0", [], null);
    expect(health.status).toBe(200);
    expect(JSON.parse(health.body)).toMatchObject({ status: "ok" });
    // A page, in both languages: its links name the site's public address (SITE_URL).
    for (const path of ["/medicines", "/hi/medicines"]) {
      const page = await raw(detailApp, `GET ${path} HTTP/1.0`, [], null);
      expect(page.status, path).toBe(200);
      expect(page.body).toContain(`<link rel="canonical" href="${SITE_URL}${path}"`);
    }
    // An empty Host is no Host.
    expect((await raw(detailApp, "GET /healthz HTTP/1.0", ["Host: "], null)).status).toBe(200);
    for (const host of ["a b", "x:99999", "[::1", "exa%mple.com"]) {
      const answer = await raw(detailApp, "GET /healthz HTTP/1.0", [], host);
      expect(answer.status, host).toBe(400);
      expect(answer.body).toBe("Bad request: Host\n");
    }
    // HTTP/1.1 requires Host: Node itself refuses it.
    expect((await raw(detailApp, "GET /healthz HTTP/1.1", [], null)).status).toBe(400);
    expect(detailApp.logs.filter((line) => line.includes('"status":500'))).toEqual([]);
    expect(plainTextLines(detailApp)).toEqual([]);
  });

  test("a 404 address of thousands of segments is a plain 404", async ({ request, sampleApp }) => {
    const response = await request.get(`${sampleApp.url}${"/a".repeat(4000)}`);
    expect(response.status()).toBe(404);
  });

  test("If-None-Match revalidates public pages only: private answers and 404s keep their status", async ({
    request,
    sampleApp,
  }) => {
    const about = await request.get(`${sampleApp.url}/about`);
    const etag = about.headers()["etag"]!;
    expect(etag).toBeTruthy();
    const again = await request.get(`${sampleApp.url}/about`, { headers: { "If-None-Match": etag } });
    expect(again.status()).toBe(304);
    expect(again.headers()["cache-control"]).toContain("public");
    // A public page not asked for before (so not kept in memory) is a 304 too.
    const fresh = await request.get(`${sampleApp.url}/medicines?sort=price-desc`, {
      headers: { "If-None-Match": etag },
    });
    expect(fresh.status()).toBe(304);

    for (const path of ["/contact", "/enquiry", "/hi/enquiry", "/healthz", "/no-such-page", "/medicines/no-such-id"]) {
      const response = await request.get(`${sampleApp.url}${path}`, { headers: { "If-None-Match": etag } });
      expect(response.status(), path).not.toBe(304);
      expect(response.headers()["cache-control"] ?? "", path).not.toContain("public");
    }
  });

  test("a load-more page far past the end is the last 96 medicines (LOAD_MORE_MAX_SHOWN), not the catalogue", async ({
    request,
    sampleApp,
  }) => {
    const html = await (await request.get(`${sampleApp.url}/medicines?paging=more&page=1000000000000`)).text();
    const cards = html.match(/<article\b/g) ?? [];
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThanOrEqual(96);
  });
});
