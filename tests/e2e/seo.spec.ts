import { test, expect } from "./support/fixtures";

test.describe("search engines", () => {
  test("robots.txt allows crawling and points at the sitemap", async ({ request, sampleApp }) => {
    const response = await request.get(`${sampleApp.url}/robots.txt`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("text/plain");
    const body = await response.text();
    expect(body).toContain("User-agent: *");
    expect(body).toContain("Sitemap: http://localhost:3000/sitemap.xml");
  });

  test("sitemap.xml lists every page and every medicine with the catalogue's date", async ({ request, sampleApp }) => {
    const health = await (await request.get(`${sampleApp.url}/healthz`)).json();
    const response = await request.get(`${sampleApp.url}/sitemap.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toContain("application/xml");
    const xml = await response.text();
    const locations = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    for (const path of ["/", "/medicines", "/about", "/contact", "/medicines?category=painkillers"]) {
      expect(locations).toContain(`http://localhost:3000${path}`);
    }
    // The English pages; the Hindi ones under /hi are checked in languages.spec.ts.
    const medicinePages = locations.filter((loc) => /^http:\/\/localhost:3000\/medicines\/[^/?]+$/.test(loc ?? ""));
    expect(medicinePages).toHaveLength(health.medicines);
    expect(xml).toContain(`<lastmod>${health.loadedAt}</lastmod>`);

    // A listed medicine page really exists.
    const page = await request.get(medicinePages[0]!.replace("http://localhost:3000", sampleApp.url));
    expect(page.status()).toBe(200);
  });
});

test.describe("page metadata", () => {
  for (const path of ["/", "/about", "/contact"]) {
    test(`${path} names its canonical address and has link-preview tags`, async ({ page, sampleApp }) => {
      await page.goto(`${sampleApp.url}${path}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `http://localhost:3000${path}`);
      await expect(page.locator('meta[property="og:url"]')).toHaveAttribute("content", `http://localhost:3000${path}`);
      await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /\S/);
      await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary");
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(50);
    });
  }

  test("numbered catalogue pages each name their canonical address and their neighbours", async ({
    page,
    sampleApp,
  }) => {
    await page.goto(`${sampleApp.url}/medicines?category=painkillers&page=2&view=list`);
    const base = "http://localhost:3000/medicines?category=painkillers";
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${base}&page=2`);
    await expect(page.locator('link[rel="prev"]')).toHaveAttribute("href", base);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", `${base}&page=3`);

    await page.goto(`${sampleApp.url}/medicines`);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", "http://localhost:3000/medicines");
    await expect(page.locator('link[rel="prev"]')).toHaveCount(0);
    await expect(page.locator('link[rel="next"]')).toHaveAttribute("href", "http://localhost:3000/medicines?page=2");
  });

  test("titles and descriptions differ from page to page", async ({ page, sampleApp }) => {
    const seen = { titles: new Set<string>(), descriptions: new Set<string>() };
    for (const path of ["/", "/medicines", "/about", "/contact"]) {
      await page.goto(`${sampleApp.url}${path}`);
      seen.titles.add(await page.title());
      seen.descriptions.add((await page.locator('meta[name="description"]').getAttribute("content")) ?? "");
    }
    expect(seen.titles.size).toBe(4);
    expect(seen.descriptions.size).toBe(4);
  });

  for (const path of ["/", "/contact"]) {
    test(`${path} describes the company as a local business for search engines`, async ({ page, sampleApp }) => {
      await page.goto(`${sampleApp.url}${path}`);
      const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
      const business = blocks.map((text) => JSON.parse(text)).find((data) => data["@type"] === "LocalBusiness");
      expect(business).toMatchObject({
        name: "Ganga Pharma Distributors",
        url: "http://localhost:3000/",
        address: { addressLocality: "Patna", addressCountry: "IN" },
      });
      expect(business.openingHoursSpecification).toContainEqual({
        "@type": "OpeningHoursSpecification",
        dayOfWeek: ["Saturday"],
        opens: "09:00",
        closes: "18:00",
      });
    });
  }
});
