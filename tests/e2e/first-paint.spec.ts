import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * A page's first paint waits for what the visitor came for (app/page-pipeline/first-paint.ts,
 * docs/decisions/018-first-card-sooner.md): the head's `<link rel="expect" blocking="render">`
 * names the first result card of a catalogue page, the medicine's name on its page. Should the id
 * stop matching, the browser would hold the paint until the whole document is parsed.
 */
async function expectedElementId(page: Page): Promise<string> {
  const links = page.locator('head link[rel="expect"]');
  await expect(links).toHaveCount(1);
  await expect(links).toHaveAttribute("blocking", "render");
  const href = (await links.getAttribute("href"))!;
  expect(href).toMatch(/^#./);
  return decodeURIComponent(href.slice(1));
}

test.describe("the first paint", () => {
  test("a catalogue page's waits for its first result card", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/medicines?search=cetirizine`);
    const id = await expectedElementId(page);
    await expect(page.getByRole("article").first()).toHaveAttribute("id", id);
  });

  test("a catalogue page without results waits for nothing", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/medicines?search=zzzzqqq`);
    await expect(page.getByRole("article")).toHaveCount(0);
    await expect(page.locator('link[rel="expect"]')).toHaveCount(0);
  });

  test("a medicine page's waits for the medicine's name", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/medicines`);
    const href = await page.getByRole("article").first().getByRole("heading").getByRole("link").getAttribute("href");
    // Loaded as a document, as a visitor arriving from a search engine does.
    await page.goto(`${catalogueApp.url}${href!}`);
    const id = await expectedElementId(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("id", id);
  });
});
