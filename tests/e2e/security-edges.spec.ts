import type { APIResponse } from "@playwright/test";
import { test, expect, type AppServer } from "./support/fixtures";
import { buildGviz } from "./support/sheet-builder";
import { site } from "../../app/site";

/**
 * The edges of the site an attacker probes (decision 65, docs/security.md): refusals that carry
 * the security headers and say each header once, cross-site posts refused with one security event
 * (not an error with a stack), failed sign-in links and limits as security events, security.txt,
 * TRUST_PROXY=true refused at start, and the service worker leaving the desk alone however written.
 */

const SHEET = buildGviz(
  [
    { label: "Sl", type: "number" as const },
    "Product Name",
    "Manufacturer",
    { label: "Stock", type: "number" as const },
  ],
  [
    [1, "Dolo 650 Tablet", "Micro Labs Ltd", 100],
    [2, "Azee 500 Tablet", "Alembic Pharmaceuticals", 0],
  ],
);

/** The headers that must reach the browser once each, early refusals included. */
const SECURITY_HEADERS = [
  "content-security-policy",
  "x-content-type-options",
  "x-frame-options",
  "referrer-policy",
  "permissions-policy",
] as const;

/** Each header name with how many times it came (Playwright gives every header line). */
function headerCounts(response: APIResponse): Map<string, number> {
  const counts = new Map<string, number>();
  for (const { name } of response.headersArray())
    counts.set(name.toLowerCase(), (counts.get(name.toLowerCase()) ?? 0) + 1);
  return counts;
}

function expectEachHeaderOnce(response: APIResponse, what: string): void {
  const repeated = [...headerCounts(response)].filter(([name, count]) => count > 1 && name !== "set-cookie");
  expect(repeated, `${what}: headers said more than once`).toEqual([]);
  for (const name of ["cache-control", "referrer-policy", "x-robots-tag"]) {
    const value = response.headers()[name];
    if (value === undefined) continue;
    const parts = value.split(",").map((part) => part.trim().toLowerCase());
    expect(new Set(parts).size, `${what}: ${name}: ${value}`).toBe(parts.length);
    if (name === "referrer-policy") expect(parts, `${what}: one referrer policy`).toHaveLength(1);
  }
}

/** The server's JSON log lines that are security events, parsed. */
const securityEvents = (app: AppServer) =>
  app.logs
    .filter((line) => line.includes('"security"'))
    .map((line) => JSON.parse(line) as { level: number; security: string; msg: string; [key: string]: unknown });

test.describe("refusals and headers", () => {
  let app: AppServer;
  test.beforeAll(async ({ appOn }) => {
    app = await appOn("security-edges", SHEET, { STAFF_EMAILS: "owner@pharma.example", NOTIFY_RATE_LIMIT: "1" });
  });

  test("early refusals (400, 403, 405, 413, 415) carry the security headers, each once", async ({ request }) => {
    const refusals: [string, () => Promise<APIResponse>, number][] = [
      ["PUT /", () => request.put(`${app.url}/`, { data: "x" }), 405],
      ["DELETE /desk", () => request.delete(`${app.url}/desk`), 405],
      [
        "text to /contact",
        () => request.post(`${app.url}/contact`, { data: "hello", headers: { "Content-Type": "text/plain" } }),
        415,
      ],
      [
        "300 KB to /contact",
        () => request.post(`${app.url}/contact`, { form: { message: "x".repeat(300 * 1024) } }),
        413,
      ],
      [
        "another site's form to /contact",
        () =>
          request.post(`${app.url}/contact`, {
            form: { name: "x" },
            headers: { Origin: "https://evil.example", "Sec-Fetch-Site": "cross-site" },
          }),
        403,
      ],
      ["bad escapes", () => request.get(`${app.url}/medicines/%E0%A4%A`), 400],
    ];
    for (const [what, send, status] of refusals) {
      const response = await send();
      expect(response.status(), what).toBe(status);
      for (const name of SECURITY_HEADERS) expect(response.headers()[name], `${what}: ${name}`).toBeDefined();
      expect(response.headers()["cache-control"], what).toBe("no-store");
      expectEachHeaderOnce(response, what);
    }
  });

  test("no answer says Cache-Control, Referrer-Policy or any header twice", async ({ request }) => {
    const paths = [
      "/",
      "/medicines",
      "/medicines/1",
      "/medicines/2",
      "/hi/medicines/1",
      "/contact",
      "/enquiry",
      "/desk",
      "/desk/sign-in",
      "/hi/desk/sign-in",
      "/desk/sign-in/link?token=forged",
      "/stock/stop?token=forged",
      "/orders/not-a-token",
      "/healthz",
      "/robots.txt",
      "/sitemap.xml",
      "/.well-known/security.txt",
      "/no-such-page",
      "/medicines.data",
    ];
    for (const path of paths) {
      // Twice: the second may come from the page cache, with the headers it kept.
      for (const round of [1, 2]) {
        const response = await request.get(`${app.url}${path}`, { maxRedirects: 0 });
        expectEachHeaderOnce(response, `${path} (${round})`);
        for (const name of SECURITY_HEADERS) expect(response.headers()[name], `${path}: ${name}`).toBeDefined();
      }
    }
  });

  test("a form posted from another site is refused 403 with one security event: warn, one line, no stack", async ({
    request,
  }) => {
    const before = app.logs.length;
    const targets = ["/contact", "/enquiry", "/medicines/2", "/hi/medicines/2", "/stock/stop", "/desk/sign-in"];
    for (const path of targets) {
      const response = await request.post(`${app.url}${path}?token=secret-in-query`, {
        form: { contact: "victim@example.in", email: "owner@pharma.example" },
        headers: { Origin: "https://evil.example" },
      });
      expect(response.status(), path).toBe(403);
    }
    await expect
      .poll(() => securityEvents(app).filter((event) => event.security === "cross-site-post").length)
      .toBe(targets.length);
    const lines = app.logs.slice(before);
    const events = securityEvents(app).filter((event) => event.security === "cross-site-post");
    expect(events.map((event) => event.path)).toEqual(targets);
    for (const event of events) {
      expect(event.level).toBe(40);
      expect(event.msg).toBe("security event: cross-site-post");
    }
    // Nothing at error level, no stack, nothing the visitor sent.
    expect(lines.filter((line) => /"level":(50|60)/.test(line))).toEqual([]);
    expect(lines.join("\n")).not.toMatch(/stack|secret-in-query|victim@example|owner@pharma|evil\.example/);
  });

  test("a forged or spent sign-in link and a limit reached are security events without the token or an address", async ({
    request,
  }) => {
    const forged = "A".repeat(43);
    const refused = await request.get(`${app.url}/desk/sign-in/link?token=${forged}`);
    expect(refused.status()).toBe(400);
    await expect
      .poll(() => securityEvents(app).filter((event) => event.security === "sign-in-link-refused").length)
      .toBeGreaterThan(0);

    // "Notify me" over its limit of one request per client.
    const ask = (contact: string) => request.post(`${app.url}/medicines/2`, { form: { contact } });
    expect((await ask("first@example.in")).status()).toBe(200);
    expect((await ask("second@example.in")).status()).toBe(429);
    await expect
      .poll(() =>
        securityEvents(app)
          .filter((event) => event.security === "rate-limited")
          .map((event) => event.limit),
      )
      .toContain("notify");
    const logged = app.logs.filter((line) => line.includes('"security"')).join("\n");
    expect(logged).not.toContain(forged);
    expect(logged).not.toMatch(/@example\.in|stack/);
    for (const event of securityEvents(app)) expect(event.level).toBe(40);
  });

  test("security.txt names the company's contact, expires within a year, in English and Hindi, at its canonical address", async ({
    request,
  }) => {
    const response = await request.get(`${app.url}/.well-known/security.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("text/plain; charset=utf-8");
    const fields = (await response.text())
      .trim()
      .split("\n")
      .map((line) => line.split(/: (.*)/s).slice(0, 2) as [string, string]);
    const values = (name: string) => fields.filter(([field]) => field === name).map(([, value]) => value);
    expect(values("Contact")).toEqual([`mailto:${site.email}`, `tel:${site.phone.tel}`]);
    expect(values("Preferred-Languages")).toEqual(["en, hi"]);
    expect(values("Canonical")).toEqual(["http://localhost:3000/.well-known/security.txt"]);
    const [expires] = values("Expires");
    expect(expires).toMatch(/^\d{4}-\d{2}-\d{2}T00:00:00Z$/);
    const left = Date.parse(expires!) - Date.now();
    expect(left).toBeGreaterThan(30 * 86_400_000);
    expect(left).toBeLessThan(365 * 86_400_000);
  });
});

test("TRUST_PROXY=true stops the start with the safe forms named", async ({ startApp, sheet }) => {
  sheet.set("security-trust-proxy", { body: SHEET });
  const started = startApp({ CATALOGUE_SOURCE: sheet.url("security-trust-proxy"), TRUST_PROXY: "true" });
  await expect(started).rejects.toThrow(/TRUST_PROXY=true would let any client dodge the per-client limits/);
  await expect(started).rejects.toThrow(/TRUST_PROXY=1.*TRUST_PROXY=loopback/);
});

test.describe("the service worker", () => {
  test.use({ serviceWorkers: "allow" });

  test("leaves the desk to the network however its address is written", async ({ page, appOn }) => {
    const app = await appOn("security-worker", SHEET);
    await page.goto(`${app.url}/medicines/1`);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    // A page of the site goes through the worker ...
    const medicine = await page.goto(`${app.url}/medicines/1`);
    expect(medicine?.fromServiceWorker()).toBe(true);
    // ... the desk never, in any case, in either language.
    for (const path of ["/desk/sign-in", "/DESK/sign-in", "/Desk/Sign-In", "/HI/Desk/sign-in", "/%64esk/sign-in"]) {
      const response = await page.goto(`${app.url}${path}`);
      expect(response?.fromServiceWorker(), path).toBe(false);
    }
  });
});
