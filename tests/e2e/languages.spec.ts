import type { APIRequestContext, Response } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { waitForScript } from "./support/hydration";

// docs/product.md §14: every page in English at its address and in Hindi under /hi.
const SITE = "http://localhost:3000";

/** A medicine and a manufacturer of the sample, found as a visitor finds them: by following links. */
async function samplePaths(request: APIRequestContext, base: string) {
  const sitemap = await (await request.get(`${base}/sitemap.xml`)).text();
  const locations = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!.replace(SITE, ""));
  const medicine = locations.find((path) => /^\/medicines\/[^/?]+$/.test(path))!;
  const manufacturer = locations.find((path) => /^\/manufacturers\/[^/?]+$/.test(path))!;
  return { medicine, manufacturer, locations };
}

test.describe("two languages", () => {
  // Each page: does it declare a canonical address (private and printable pages do not)?
  const PAGES: {
    path: string | ((paths: { medicine: string; manufacturer: string }) => string);
    canonical: boolean;
  }[] = [
    { path: "/", canonical: true },
    { path: "/medicines", canonical: true },
    { path: "/medicines?search=paracetamol&sort=price-asc", canonical: true },
    { path: ({ medicine }) => medicine, canonical: true },
    { path: "/medicines/price-list?category=painkillers", canonical: false },
    { path: "/about", canonical: true },
    { path: "/contact", canonical: true },
    { path: "/enquiry", canonical: false },
    { path: "/manufacturers", canonical: true },
    { path: ({ manufacturer }) => manufacturer, canonical: true },
    { path: "/medicines/no-such-medicine", canonical: false },
    { path: "/manufacturers/no-such-maker", canonical: false },
    { path: "/no-such-page", canonical: false },
  ];
  for (const [index, entry] of PAGES.entries()) {
    const name = typeof entry.path === "string" ? entry.path : `page ${index}`;
    test(`${name} exists in Hindi with the English page's status, lang=hi and the way back`, async ({
      page,
      request,
      sampleApp,
    }) => {
      const path = typeof entry.path === "string" ? entry.path : entry.path(await samplePaths(request, sampleApp.url));
      const english = await request.get(`${sampleApp.url}${path}`);
      const hindiPath = path === "/" ? "/hi" : `/hi${path}`;
      const response = await page.goto(`${sampleApp.url}${hindiPath}`);
      expect(response?.status()).toBe(english.status());
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      // The way back: the header's link to the same page in English.
      await expect(page.getByRole("link", { name: "English", exact: true })).toHaveAttribute("href", path);
      if (!entry.canonical) return;
      const alternate = (lang: string) => page.locator(`link[rel="alternate"][hreflang="${lang}"]`);
      const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href"))!;
      expect(canonical).toMatch(new RegExp(`^${SITE}/hi(/|$|\\?)`));
      await expect(alternate("hi")).toHaveAttribute("href", canonical);
      const englishAddress = new URL(canonical.replace(/^(https?:\/\/[^/]+)\/hi(?=\/|$|\?)/, "$1")).href;
      await expect(alternate("en")).toHaveAttribute("href", englishAddress);
      await expect(alternate("x-default")).toHaveAttribute("href", englishAddress);
    });
  }

  test("English pages say lang=en-IN and point to their Hindi page", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/contact`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("link", { name: "हिन्दी" })).toHaveAttribute("href", "/hi/contact");
    await expect(page.locator('link[rel="alternate"][hreflang="hi"]')).toHaveAttribute("href", `${SITE}/hi/contact`);
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute("href", `${SITE}/contact`);
  });

  test("the switch keeps the page, its search, filters and page number, both ways", async ({ page, sampleApp }) => {
    const state = "?search=tablet&category=painkillers&sort=price-asc&page=2";
    await page.goto(`${sampleApp.url}/medicines${state}`);
    await page.getByRole("link", { name: "हिन्दी" }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/hi/medicines${state}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("searchbox").or(page.getByRole("combobox")).first()).toBeVisible();

    // A state reached by clicking on the Hindi page travels back too.
    await page.goto(`${sampleApp.url}/hi/medicines?search=paracetamol`);
    await page.getByRole("link", { name: "English", exact: true }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/medicines?search=paracetamol`);
    await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toHaveValue("paracetamol");
  });

  test("the choice is remembered for the home page only, and never redirects a deep link", async ({
    page,
    sampleApp,
  }) => {
    // Remembering the choice is the page's script's (without it the switch is a plain link): each
    // switch is followed once the page it is on runs its script.
    const choose = async (name: string) => {
      const link = page.getByRole("link", { name, exact: true });
      await waitForScript(link);
      await link.click();
    };
    await page.goto(`${sampleApp.url}/about`);
    await choose("हिन्दी");
    await expect(page).toHaveURL(`${sampleApp.url}/hi/about`);

    await page.goto(`${sampleApp.url}/`);
    await expect(page).toHaveURL(`${sampleApp.url}/hi`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    // A deep link is the page it names.
    await page.goto(`${sampleApp.url}/contact`);
    await expect(page).toHaveURL(`${sampleApp.url}/contact`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");

    // Choosing English again takes the home page back to English.
    await choose("हिन्दी");
    await expect(page).toHaveURL(`${sampleApp.url}/hi/contact`);
    await choose("English");
    await expect(page).toHaveURL(`${sampleApp.url}/contact`);
    await page.goto(`${sampleApp.url}/`);
    await expect(page).toHaveURL(`${sampleApp.url}/`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
  });

  test("the home page's redirect is private: it is never stored for another visitor", async ({
    request,
    sampleApp,
  }) => {
    const redirected = await request.get(`${sampleApp.url}/?utm=x`, {
      headers: { Cookie: "lang=hi" },
      maxRedirects: 0,
    });
    expect(redirected.status()).toBe(302);
    expect(redirected.headers()["location"]).toBe("/hi?utm=x");
    expect(redirected.headers()["cache-control"]).toContain("no-store");
    // An unknown or English choice shows the English home page.
    for (const cookie of ["lang=en", "lang=fr", "lang="]) {
      const home = await request.get(`${sampleApp.url}/`, { headers: { Cookie: cookie }, maxRedirects: 0 });
      expect(home.status(), cookie).toBe(200);
    }
    expect((await request.get(`${sampleApp.url}/`, { maxRedirects: 0 })).headers()["vary"]).toContain("Cookie");
  });

  test("the sitemap lists every page in both languages", async ({ request, sampleApp }) => {
    const { locations } = await samplePaths(request, sampleApp.url);
    const english = locations.filter((path) => !/^\/hi(\/|$)/.test(path));
    const hindi = locations.filter((path) => /^\/hi(\/|$)/.test(path));
    expect(hindi.length).toBe(english.length);
    for (const path of english) expect(hindi).toContain(path === "/" ? "/hi" : `/hi${path}`);
  });

  test("English pages load no Hindi messages; Hindi pages load them", async ({ page, sampleApp }) => {
    const hindiMessage = "ऑर्डर लिस्ट";
    // The scripts a page loads until it runs: its messages come before it hydrates (app/page-pipeline/hydrate.tsx).
    const scriptsOf = async (url: string) => {
      const responses: Response[] = [];
      const collect = (response: Response) => {
        if (response.request().resourceType() === "script") responses.push(response);
      };
      page.on("response", collect);
      await page.goto(url);
      await waitForScript(page.getByRole("searchbox").first());
      page.off("response", collect);
      return (await Promise.all(responses.map((response) => response.text()))).join("\n");
    };
    expect(await scriptsOf(`${sampleApp.url}/medicines`)).not.toContain(hindiMessage);
    expect(await scriptsOf(`${sampleApp.url}/hi/medicines`)).toContain(hindiMessage);
  });

  test("a Hindi page hydrates with its own messages: client navigation stays in Hindi", async ({ page, sampleApp }) => {
    const errors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await page.goto(`${sampleApp.url}/hi`);
    const footer = page.getByRole("contentinfo");
    await footer.getByRole("link", { name: "निर्माता" }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/hi/manufacturers`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page.getByRole("link", { name: "English", exact: true })).toHaveAttribute("href", "/manufacturers");
    expect(errors).toEqual([]);
  });
});
