import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { openCatalogue } from "./support/test-catalogue";

/**
 * A page's head holds only the rules of the stylesheet its own elements use
 * (app/page-pipeline/styles-it-uses.server.ts, docs/decisions/018-first-card-sooner.md); the page's script loads
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

/**
 * Every element's computed style, and its ::before's and ::after's, with the custom properties left
 * out: a page's own rules leave out the custom properties nothing on it reads, and those only.
 */
async function computedStyles(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const describe = (style: CSSStyleDeclaration) => {
      const values: string[] = [];
      for (let index = 0; index < style.length; index++) {
        const name = style.item(index);
        if (!name.startsWith("--")) values.push(`${name}:${style.getPropertyValue(name)}`);
      }
      return values.join(";");
    };
    return [...document.querySelectorAll("*")].map((element, index) => {
      const where = `${index} <${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}">`;
      const pseudos = ["::before", "::after"].map((pseudo) => {
        const style = getComputedStyle(element, pseudo);
        return style.content === "none" ? "" : `\n${pseudo} ${describe(style)}`;
      });
      return `${where}\n${describe(getComputedStyle(element))}${pseudos.join("")}`;
    });
  });
}

test.describe("a page's own rules", () => {
  test.use({ javaScriptEnabled: false });

  for (const path of ["/", "/medicines", "{medicine}", "/hi{medicine}", "/hi/medicines?search=amox", "/enquiry"]) {
    test(`style every element of ${path} as the whole stylesheet does, on a phone and a desktop`, async ({
      page,
      sampleApp,
    }) => {
      const catalogue = await (await fetch(`${sampleApp.url}/medicines`)).text();
      const medicine = /href="(\/medicines\/[^"?/]+)"/.exec(catalogue)?.[1];
      const stylesheet = /sheet\.href="([^"]+)"/.exec(catalogue)?.[1];
      expect(medicine, "a medicine link on /medicines").toBeDefined();
      expect(stylesheet, "the whole stylesheet's address in the page's bootstrap").toBeDefined();
      const whole = await (await fetch(`${sampleApp.url}${stylesheet!}`)).text();
      const url = `${sampleApp.url}${path.replace("{medicine}", medicine!)}`;

      // Both loads go through here. Cards out of view skip their layout until shown
      // (content-visibility), so a page's height depended on how far it had got when read; every
      // card laid out makes both loads' boxes comparable.
      const served = async (stylesheet: "own" | "whole") => {
        await page.route(url, async (route) => {
          const response = await route.fetch();
          let html = await response.text();
          const at = html.indexOf("<style>");
          expect(at, "a <style> in the head").toBeGreaterThan(-1);
          if (stylesheet === "whole")
            html = `${html.slice(0, at)}<style>${whole}${html.slice(html.indexOf("</style>", at))}`;
          html = html.replace("</head>", "<style>*{content-visibility:visible!important}</style></head>");
          await route.fulfill({ response, body: html });
        });
        await page.goto(url);
        const styles = await computedStyles(page);
        await page.unroute(url);
        return styles;
      };

      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 844 });
        const own = await served("own");
        expect(own.length).toBeGreaterThan(100);
        const withWhole = await served("whole");

        expect(own.length).toBe(withWhole.length);
        const differences = own.filter((element, index) => element !== withWhole[index]);
        expect(differences.slice(0, 3), `at ${width} px`).toEqual([]);
      }
    });
  }
});
