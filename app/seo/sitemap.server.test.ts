import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import type { CatalogueSnapshot } from "~/catalogue/store.server";
import { runNow } from "~/catalogue/loading/slices";
import { testMedicine } from "~/catalogue/medicine/test-support";
import { sitemapPartPath } from "./links";
import { prepareSitemap, SITEMAP_MAX_URLS, sitemapOf, sitemapPart } from "./sitemap.server";

const SITE = "https://pharma.example";

/** A snapshot of `count` medicines from `manufacturers` makers; only what the sitemap reads is real. */
function snapshotOf(count: number, manufacturers = 3): CatalogueSnapshot {
  const medicines = Array.from({ length: count }, (_, index) =>
    testMedicine({
      id: `medicine-${index}`,
      name: `Medicine ${index}`,
      manufacturer: `Maker ${index % manufacturers}`,
    }),
  );
  return {
    medicines,
    byId: new Map(medicines.map((medicine) => [medicine.id, medicine])),
    version: `v${count}`,
    loadedAt: new Date("2026-11-01T10:00:00Z"),
    report: {} as CatalogueSnapshot["report"],
  };
}

const locations = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);

describe("sitemap", () => {
  it("lists every medicine in both languages in one file while that stays within 50,000 addresses", async () => {
    const sitemap = await sitemapOf(SITE, snapshotOf(100));
    const xml = sitemap.main.xml.toString("utf8");
    expect(xml).toContain("<urlset");
    const locs = locations(xml);
    expect(locs).toHaveLength(sitemap.urls);
    expect(locs).toContain(`${SITE}/medicines/medicine-99`);
    expect(locs).toContain(`${SITE}/hi/medicines/medicine-99`);
    expect(sitemapPart(sitemap, 1)).toBeUndefined();
    expect(gunzipSync(await sitemap.main.gzip()).equals(sitemap.main.xml)).toBe(true);
  });

  it("past 50,000 addresses (both languages counted) is an index of parts of at most 50,000, together listing each once", async () => {
    // 25,000 medicines are 50,000 addresses in two languages, which with the other pages is past the limit.
    const sitemap = await sitemapOf(SITE, snapshotOf(25_000));
    expect(sitemap.urls).toBeGreaterThan(SITEMAP_MAX_URLS);
    const index = sitemap.main.xml.toString("utf8");
    expect(index).toContain("<sitemapindex");
    const partCount = Math.ceil(sitemap.urls / SITEMAP_MAX_URLS);
    expect(locations(index)).toEqual(Array.from({ length: partCount }, (_, n) => `${SITE}${sitemapPartPath(n + 1)}`));

    const listed: string[] = [];
    for (let n = 1; n <= partCount; n++) {
      const part = locations(sitemapPart(sitemap, n)!.xml.toString("utf8"));
      expect(part.length).toBeLessThanOrEqual(SITEMAP_MAX_URLS);
      listed.push(...part);
    }
    expect(listed).toHaveLength(sitemap.urls);
    expect(new Set(listed).size).toBe(sitemap.urls);
    expect(listed).toContain(`${SITE}/hi/medicines/medicine-24999`);
    expect(sitemapPart(sitemap, partCount + 1)).toBeUndefined();
    expect(sitemapPart(sitemap, 0)).toBeUndefined();
    expect(sitemapPart(sitemap, 1.5)).toBeUndefined();
  });

  it("is built once per catalogue version and site address", async () => {
    const snapshot = snapshotOf(10);
    expect(await sitemapOf(SITE, snapshot)).toBe(await sitemapOf(SITE, snapshot));
    expect(await sitemapOf(SITE, snapshotOf(10))).not.toBe(await sitemapOf(SITE, snapshot));
    expect(locations((await sitemapOf("http://other.example", snapshot)).main.xml.toString("utf8"))[0]).toBe(
      "http://other.example/",
    );
  });

  it("prepared when a catalogue loads, is the one its first request gets", async () => {
    const snapshot = snapshotOf(10);
    runNow(prepareSitemap(SITE, snapshot));
    const first = await sitemapOf(SITE, snapshot);
    expect(locations(first.main.xml.toString("utf8"))).toContain(`${SITE}/medicines/medicine-9`);
    expect(await sitemapOf(SITE, snapshot)).toBe(first);
  });

  it("lists a category's page only when the category has medicines", async () => {
    const snapshot = snapshotOf(3);
    const withPainkillers = {
      ...snapshot,
      medicines: snapshot.medicines.map((m) => ({ ...m, categoryId: "painkillers" })),
    };
    const listed = locations((await sitemapOf(SITE, withPainkillers)).main.xml.toString("utf8"));
    expect(listed).toContain(`${SITE}/medicines?category=painkillers`);
    expect(listed.some((loc) => loc.includes("category=antibiotics"))).toBe(false);
  });
});
