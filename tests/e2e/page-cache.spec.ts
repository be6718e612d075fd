import { createHash } from "node:crypto";
import type { Page } from "@playwright/test";
import { test, expect, type AppServer } from "./support/fixtures";
import { enquiryListSheet, expectCount, LIST_MEDICINES } from "./support/enquiry-list";
import { buildGviz } from "./support/sheet-builder";
import { cardNames, openCatalogue } from "./support/test-catalogue";

type Watched = Window & { __violations?: string[]; __injected?: boolean };

/** Collects the page's Content-Security-Policy violations from before its first script runs. */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as Watched).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.effectiveDirective} ${event.sample || event.blockedURI}`);
    });
  });
  return () => page.evaluate(() => (window as Watched).__violations ?? []);
}

/** The CSP hash of each inline script the page runs (not JSON-LD, which is data). */
function inlineScriptHashes(html: string): string[] {
  const hashes = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/g)]
    .filter(([, attributes = ""]) => !/\bsrc=/.test(attributes) && !attributes.includes("application/ld+json"))
    .map(([, , text = ""]) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`);
  return [...new Set(hashes)].sort();
}

function policyHashes(policy: string | undefined): string[] {
  const scriptSources = /script-src ([^;]+)/.exec(policy ?? "")?.[1] ?? "";
  return [...scriptSources.matchAll(/'(sha256-[^']+)'/g)].map((match) => match[1]!).sort();
}

/** Adds a script to the running page, as injected content would. */
function injectScript(page: Page): Promise<void> {
  return page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true;";
    document.body.append(script);
  });
}

test.describe("pages served from the page cache", () => {
  test("a kept page runs its own scripts under its hash policy and no injected one", async ({
    page,
    request,
    sampleApp,
  }) => {
    const url = `${sampleApp.url}/medicines?search=paracetamol&sort=name`;
    // The first request renders the page and keeps it; the visit under test is served from memory.
    await request.get(url);
    const violations = await watchViolations(page);
    const response = await page.goto(url);
    expect(response?.headers()["x-page-cache"]).toBe("hit");

    const policy = response?.headers()["content-security-policy"];
    const scriptSources = /script-src ([^;]+)/.exec(policy ?? "")?.[1] ?? "";
    for (const loophole of ["nonce-", "unsafe-inline", "unsafe-eval"]) expect(scriptSources).not.toContain(loophole);
    const hashes = inlineScriptHashes(await response!.text());
    expect(hashes.length).toBeGreaterThan(0);
    expect(policyHashes(policy)).toEqual(hashes);

    // Client-side navigation works only once React has hydrated.
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: /About/ })).toBeVisible();
    expect(await violations()).toEqual([]);

    await injectScript(page);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem /)]);
    expect(await page.evaluate(() => (window as Watched).__injected)).toBeUndefined();
  });

  test("a script written into a kept page's HTML is blocked while the page's own run", async ({
    page,
    request,
    sampleApp,
  }) => {
    const url = `${sampleApp.url}/medicines?search=cetirizine`;
    await request.get(url);
    await page.route(url, async (route) => {
      const response = await route.fetch();
      const { "content-encoding": _coding, "content-length": _length, ...headers } = response.headers();
      expect(headers["x-page-cache"]).toBe("hit");
      const html = (await response.text()).replace("<body", "<script>window.__injected = true;</script><body");
      await route.fulfill({ status: response.status(), headers, body: html });
    });
    const violations = await watchViolations(page);
    await openCatalogue(page, url);
    await expect.poll(violations).toEqual([expect.stringMatching(/^script-src-elem /)]);
    expect(await page.evaluate(() => (window as Watched).__injected)).toBeUndefined();
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "About", exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: /About/ })).toBeVisible();
  });

  test("a catalogue refresh empties the cache: the next visit shows the new medicine", async ({
    page,
    request,
    sheet,
    startApp,
  }) => {
    const columns = ["Name", "Generic Name", "Brand", "Category", "Manufacturer"];
    const row = (name: string) => [name, "Paracetamol (650mg)", "Micro Labs", "Pain Relief", "Micro Labs Ltd"];
    sheet.set("page-cache-refresh", { body: buildGviz(columns, [row("Dolo 650 Tablet"), row("Calpol 500 Tablet")]) });
    const app = await startApp({
      CATALOGUE_SOURCE: sheet.url("page-cache-refresh"),
      CATALOGUE_REFRESH_SECONDS: "1",
      INSTANT_CATALOGUE_MAX_BYTES: "0",
    });
    const serverVersion = async () => (await (await page.request.get(`${app.url}/healthz`)).json()).version;
    const url = `${app.url}/medicines`;

    // Kept (asked outside the browser, whose second visit would be a 304 of its own copy).
    await request.get(url);
    expect((await request.get(url)).headers()["x-page-cache"]).toBe("hit");
    await page.goto(url);
    await expect(cardNames(page)).toHaveCount(2);
    const before = await serverVersion();

    sheet.set("page-cache-refresh", {
      body: buildGviz(columns, [row("Dolo 650 Tablet"), row("Calpol 500 Tablet"), row("Pacimol 650 Tablet")]),
    });
    await expect.poll(serverVersion).not.toBe(before);

    expect((await page.goto(url))?.headers()["x-page-cache"]).toBe("miss");
    await expect(cardNames(page)).toHaveCount(3);
    await expect(cardNames(page).filter({ hasText: "Pacimol 650 Tablet" })).toBeVisible();
  });

  test("the contact form and the enquiry list are rendered for every visit", async ({ request, sampleApp }) => {
    for (const path of ["/contact", "/enquiry", "/contact.data", "/enquiry.data"]) {
      const answers = [await request.get(`${sampleApp.url}${path}`), await request.get(`${sampleApp.url}${path}`)];
      for (const answer of answers) expect(answer.headers()["x-page-cache"], path).toBeUndefined();
    }
    // Each contact page carries a form token of its own.
    const tokens = await Promise.all(
      [0, 1].map(
        async () =>
          /name="token" value="([^"]+)"/.exec(await (await request.get(`${sampleApp.url}/contact`)).text())?.[1],
      ),
    );
    expect(tokens[0]).toBeDefined();
    expect(tokens[1]).not.toBe(tokens[0]);
  });

  test("a visitor with an enquiry list never gets a kept page", async ({ page, request, appOn }) => {
    const app: AppServer = await appOn("page-cache-list", enquiryListSheet());
    const url = `${app.url}/medicines`;
    await request.get(url);
    expect((await request.get(url)).headers()["x-page-cache"]).toBe("hit");

    // As a form without JavaScript adds it, in the page's browser context (its cookies).
    const added = await page.request.post(`${app.url}/enquiry`, {
      form: { intent: "add", medicineId: LIST_MEDICINES.dolo.id },
      maxRedirects: 0,
    });
    expect(added.status()).toBe(200);
    const response = await page.goto(url);
    expect(response?.headers()["x-page-cache"]).toBeUndefined();
    expect(response?.headers()["cache-control"]).toBe("private, no-store");
    await expectCount(page, 1);
  });
});
