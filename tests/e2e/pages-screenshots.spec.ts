import { test, expect } from "./support/fixtures";

// Full-page screenshots of every page at a phone's and a laptop's width, kept with the test
// results for a person to look at; what the test itself checks is that nothing overflows
// sideways, which on a phone means a page that scrolls horizontally.
const PAGES = [
  { path: "/", name: "home" },
  { path: "/about", name: "about" },
  { path: "/contact", name: "contact" },
  { path: "/no-such-page", name: "not-found" },
];

for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const { path, name } of PAGES) {
      test(`${name} fits the width`, async ({ page, sampleApp }, testInfo) => {
        await page.goto(`${sampleApp.url}${path}`);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        expect(overflow).toBeLessThanOrEqual(0);
        const file = testInfo.outputPath(`${name}-${width}.png`);
        await page.screenshot({ path: file, fullPage: true });
        await testInfo.attach(`${name}-${width}`, { path: file, contentType: "image/png" });
      });
    }
  });
}
