import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { FULL } from "./support/medicine-sheet";

/** Every address the page asked for that is not the site's own. */
function requestsElsewhere(page: Page, siteUrl: string): string[] {
  const site = new URL(siteUrl).origin;
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith("http") && url.origin !== site) elsewhere.push(request.url());
  });
  return elsewhere;
}

test.describe("sheet photos are served by the site (docs/product.md 8.4)", () => {
  test("a card's photo comes from the site, sized, with width and height; the sheet's host is never asked", async ({
    page,
    catalogueApp,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const elsewhere = requestsElsewhere(page, catalogueApp.url);
    await page.goto(`${catalogueApp.url}/medicines?category=vitamins`);
    const card = page.getByRole("article").filter({ hasText: "Zincovit Tablet" });
    const photo = card.locator("img");
    await expect(photo).toHaveAttribute("src", /^\/images\/[^/]+\/0\/\d+-\w+$/);
    await expect(photo).toHaveAttribute("srcset", /160w.*320w.*640w/);
    await expect(photo).toHaveAttribute("width", /^\d+$/);
    await expect(photo).toHaveAttribute("height", /^\d+$/);
    await photo.scrollIntoViewIfNeeded();
    await expect.poll(() => photo.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    expect(elsewhere).toEqual([]);
  });

  test("the medicine's page shows its photos from the site and its fallback for one that fails", async ({
    page,
    detailApp,
  }) => {
    const elsewhere = requestsElsewhere(page, detailApp.url);
    const photoResponses: number[] = [];
    page.on("response", (response) => {
      if (new URL(response.url()).pathname.startsWith("/images/")) photoResponses.push(response.status());
    });
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    const front = page.getByRole("button", { name: "Show image 1 of 3" }).locator("img");
    await expect.poll(() => front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
    await expect(front).toHaveAttribute("width", /^\d+$/);
    // The photo the sheet's host answers 404 for: the site answers an error and the letter tile stands in.
    await expect(page.getByRole("button", { name: "Show image 3 of 3" })).toHaveText("D");
    expect(photoResponses).toContain(200);
    expect(photoResponses).toContain(502);
    expect(elsewhere).toEqual([]);
  });

  test("a photo answers with a long cache life and the format the browser accepts", async ({ request, detailApp }) => {
    const page = await request.get(`${detailApp.url}/medicines/${FULL.id}`);
    // Images from the site alone: no page may make a browser ask another host.
    expect(page.headers()["content-security-policy"]).toContain("img-src 'self' data:;");
    const address = /src="(\/images\/[^"]+)"/.exec(await page.text())?.[1];
    expect(address).toBeDefined();
    const webp = await request.get(`${detailApp.url}${address!}`, { headers: { accept: "image/webp,*/*" } });
    expect(webp.status()).toBe(200);
    expect(webp.headers()["content-type"]).toBe("image/webp");
    expect(webp.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(webp.headers()["vary"]).toMatch(/Accept/i);
    const avif = await request.get(`${detailApp.url}${address!}`, { headers: { accept: "image/avif,image/webp,*/*" } });
    expect(avif.headers()["content-type"]).toBe("image/avif");
    const jpeg = await request.get(`${detailApp.url}${address!}`, { headers: { accept: "*/*" } });
    expect(jpeg.headers()["content-type"]).toBe("image/jpeg");
    // An address with another version, or no such medicine: 404, never a fetch of something else.
    const wrong = await request.get(`${detailApp.url}${address!.replace(/-\w+$/, "-0")}`);
    expect(wrong.status()).toBe(404);
  });
});
