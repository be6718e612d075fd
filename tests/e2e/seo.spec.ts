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
    const medicinePages = locations.filter((loc) => /\/medicines\/[^/?]+$/.test(loc ?? ""));
    expect(medicinePages).toHaveLength(health.medicines);
    expect(xml).toContain(`<lastmod>${health.loadedAt}</lastmod>`);

    // A listed medicine page really exists.
    const page = await request.get(medicinePages[0]!.replace("http://localhost:3000", sampleApp.url));
    expect(page.status()).toBe(200);
  });
});
