import { createHash } from "node:crypto";
import { test, expect } from "./support/fixtures";

test.describe("headers a public site needs", () => {
  test("pages carry a hash-based script policy and the other security headers", async ({ request, sampleApp }) => {
    const response = await request.get(`${sampleApp.url}/medicines`);
    const headers = response.headers();
    const policy = headers["content-security-policy"] ?? "";
    const scriptSources = /script-src ([^;]+)/.exec(policy)?.[1] ?? "";
    expect(scriptSources).toMatch(/^'self'( 'sha256-[A-Za-z0-9+/]{43}=')+$/);
    expect(scriptSources).not.toContain("nonce-");
    expect(scriptSources).not.toContain("unsafe-inline");
    expect(scriptSources).not.toContain("unsafe-eval");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).toContain("object-src 'none'");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
    expect(headers["x-powered-by"]).toBeUndefined();
    // Plain http here: HSTS would be meaningless, so it is not sent.
    expect(headers["strict-transport-security"]).toBeUndefined();

    // The policy lists exactly the page's own inline scripts.
    const html = await response.text();
    const inline = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/g)].filter(
      ([, attributes = ""]) => !/\bsrc=/.test(attributes) && !attributes.includes("application/ld+json"),
    );
    expect(inline.length).toBeGreaterThan(0);
    const hashes = inline.map(([, , text = ""]) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`);
    expect(scriptSources.split(" ").slice(1).sort()).toEqual([...new Set(hashes)].sort());
  });

  test("other responses allow no inline script at all", async ({ request, sampleApp }) => {
    for (const path of ["/healthz", "/robots.txt", "/search-suggestions?q=dolo"]) {
      const policy = (await request.get(`${sampleApp.url}${path}`)).headers()["content-security-policy"] ?? "";
      expect(/script-src ([^;]+)/.exec(policy)?.[1], path).toBe("'self'");
    }
  });

  test("a page runs its scripts under the policy: no violations, and it becomes interactive", async ({
    page,
    sampleApp,
  }) => {
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await page.goto(`${sampleApp.url}/`);
    // Client-side navigation only works once React has hydrated.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: /About/ })).toBeVisible();
    expect(violations).toEqual([]);
  });

  test("text responses are compressed", async ({ request, sampleApp }) => {
    const response = await request.get(`${sampleApp.url}/medicines`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.headers()["content-encoding"]).toBe("gzip");
  });

  test("an oversized request body is refused with 413", async ({ request, sampleApp }) => {
    const response = await request.post(`${sampleApp.url}/contact`, {
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      data: `message=${"x".repeat(300 * 1024)}`,
    });
    expect(response.status()).toBe(413);
  });
});

test.describe("caching", () => {
  test("pages revalidate by ETag tied to the catalogue; a CDN, not the browser, may keep them briefly", async ({
    request,
    sampleApp,
  }) => {
    const first = await request.get(`${sampleApp.url}/medicines?search=dolo`);
    const etag = first.headers()["etag"];
    const health = await (await request.get(`${sampleApp.url}/healthz`)).json();
    expect(etag).toContain(health.version);
    expect(first.headers()["cache-control"]).toMatch(/max-age=0\b.*s-maxage=\d+/);
    // A browser serving a stale copy while it revalidates would show an outdated catalogue.
    expect(first.headers()["cache-control"]).not.toMatch(/stale-while-revalidate/);
    expect(first.headers()["cdn-cache-control"]).toMatch(/stale-while-revalidate=\d+/);

    const again = await request.get(`${sampleApp.url}/medicines?search=dolo`, { headers: { "If-None-Match": etag! } });
    expect(again.status()).toBe(304);
    // A 304 must not replace the stored page's policy (its script hashes) with another.
    expect(again.headers()["content-security-policy"]).toBeUndefined();
  });

  test("hashed assets are immutable for a year; health and the contact form are never cached", async ({
    request,
    sampleApp,
  }) => {
    const html = await (await request.get(`${sampleApp.url}/`)).text();
    const asset = /\/assets\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const assetResponse = await request.get(`${sampleApp.url}${asset}`);
    expect(assetResponse.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const health = await request.get(`${sampleApp.url}/healthz`, { headers: { "accept-encoding": "br, gzip" } });
    expect(health.headers()["cache-control"]).toBe("no-store");
    // Sent as it is: compressing would queue it on the thread pool behind the pages (decision 036).
    expect(health.headers()["content-encoding"]).toBeUndefined();
    expect((await request.get(`${sampleApp.url}/contact`)).headers()["cache-control"]).toBe("no-store");
  });
});
