import { expect, test } from "./support/fixtures";
import { openCatalogue } from "./support/test-catalogue";

/**
 * A page's head holds only the rules of the stylesheet its own elements use
 * (app/server/styles.server.ts, docs/decisions/018-first-card-sooner.md); the page's script loads
 * the whole stylesheet before it renders anything. What only the script renders must still look
 * as designed.
 */
test.describe("the page's styles", () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("the filter panel, which only the script renders, opens styled: full height at the left edge", async ({
    page,
    catalogueApp,
  }) => {
    const html = await (await fetch(`${catalogueApp.url}/medicines`)).text();
    const head = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    // The panel's width rule is not among the page's own rules: it comes with the whole stylesheet.
    expect(head).toContain(".min-h-screen{");
    expect(head).not.toContain("w-\\[min\\(22rem");

    await openCatalogue(page, `${catalogueApp.url}/medicines`);
    await page.getByRole("button", { name: "Filters" }).click();
    const panel = page.getByRole("dialog", { name: "Filters" });
    await expect(panel).toBeVisible();
    const box = (await panel.boundingBox())!;
    expect(box.x).toBe(0);
    expect(box.y).toBe(0);
    expect(box.height).toBe(844);
    // min(22rem, 100vw − 2.5rem): 350 px on a 390 px screen.
    expect(box.width).toBe(350);
  });
});
