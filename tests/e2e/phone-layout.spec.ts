import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { addFarDownAndExpectBackAtCard } from "./support/enquiry-list";

// The phone layout of decision 030 (docs/product.md 2.2, 2.9, 12.7, 13) and the desktop header that
// keeps to one row, measured in the browser: boxes on screen, not classes.

const PHONE = { width: 390, height: 844 };
const LANGUAGES = [
  { prefix: "", home: "Home", enquiry: /^Enquiry list/, myOrders: "My orders" },
  { prefix: "/hi", home: "होम", enquiry: /^ऑर्डर लिस्ट/, myOrders: "मेरे ऑर्डर" },
] as const;

/** The vertical middle of a box on the page. */
async function middleOf(locator: Locator): Promise<number> {
  const box = (await locator.boundingBox())!;
  return box.y + box.height / 2;
}

async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
}

async function expectNoAxeViolations(page: Page) {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

test.describe("the desktop header", () => {
  for (const width of [1024, 1280]) {
    for (const { prefix, home, enquiry, myOrders } of LANGUAGES) {
      test(`keeps to one row at ${width} px (${prefix || "/en"})`, async ({ page, sampleApp }) => {
        await page.setViewportSize({ width, height: 800 });
        await page.goto(`${sampleApp.url}${prefix}/about`);
        const header = page.getByRole("banner");
        const links = header.getByRole("navigation").getByRole("link");
        // Home, Medicines, Manufacturers, What's new, About, Contact and My orders (decision 63).
        await expect(links).toHaveCount(7);
        await expect(links.first()).toHaveAccessibleName(home);
        await expect(links.last()).toHaveAccessibleName(myOrders);
        const row = await middleOf(links.first());
        for (const link of await links.all()) expect(Math.abs((await middleOf(link)) - row)).toBeLessThan(4);
        // The enquiry list, the language and the search are on the same row.
        for (const other of [
          header.getByRole("link", { name: enquiry }),
          header.getByRole("search").getByRole("button"),
          header.getByRole("link", { name: prefix ? "English" : "हिन्दी" }),
        ]) {
          await expect(other).toBeVisible();
          expect(Math.abs((await middleOf(other)) - row)).toBeLessThan(8);
        }
        await expectNoSidewaysScroll(page);
      });
    }
  }

  for (const width of [768, 390]) {
    test(`fits ${width} px in both languages`, async ({ page, sampleApp }) => {
      await page.setViewportSize({ width, height: 844 });
      for (const { prefix, enquiry } of LANGUAGES) {
        await page.goto(`${sampleApp.url}${prefix}/about`);
        await expect(page.getByRole("banner").getByRole("link", { name: enquiry })).toBeInViewport();
        await expectNoSidewaysScroll(page);
      }
    });
  }
});

test.describe("the catalogue on a phone", () => {
  test.use({ viewport: PHONE, hasTouch: true });

  for (const { prefix } of LANGUAGES) {
    test(`list view shows at least six whole results on one screen, page after page (${prefix || "/en"})`, async ({
      page,
      sampleApp,
    }) => {
      // Later pages hold longer compositions and schemes than the first.
      for (const pageNumber of [2, 3]) {
        await page.goto(`${sampleApp.url}${prefix}/medicines?view=list&page=${pageNumber}`);
        expect(await wholeCardsFromTheFirst(page), `page ${pageNumber}`).toBeGreaterThanOrEqual(6);
      }
      await page.goto(`${sampleApp.url}${prefix}/medicines?view=list`);
      const cards = page.getByRole("article");
      await expect(cards).toHaveCount(24);
      expect(await wholeCardsFromTheFirst(page)).toBeGreaterThanOrEqual(6);
      // Each of them shows its name, its price with a label, its stock and its button.
      for (const card of (await cards.all()).slice(0, 6)) {
        const name = (await card.getByRole("heading").textContent())!.trim();
        await expect(card.getByRole("heading", { name, exact: true })).toBeInViewport();
        await expect(card.getByText(/^(Rate|MRP|रेट|दर|एमआरपी)/).first()).toBeInViewport();
        await expect(card.getByText("₹").first()).toBeInViewport();
        await expect(card.getByText(/Stock|स्टॉक/).first()).toBeInViewport();
        await expect(
          card.getByRole("button", { name: new RegExp(name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")) }),
        ).toBeInViewport();
      }
      await expectNoSidewaysScroll(page);
      await expectNoAxeViolations(page);
    });
  }

  test("a card without an image starts with its name, no letter tile", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/medicines`);
    const card = page.getByRole("article").first();
    const cardTop = (await card.boundingBox())!.y;
    const headingTop = (await card.getByRole("heading").boundingBox())!.y;
    expect(headingTop - cardTop).toBeLessThan(24);
  });

  test("one search box on the catalogue: the page's own", async ({ page, sampleApp }) => {
    for (const { prefix } of LANGUAGES) {
      await page.goto(`${sampleApp.url}${prefix}/medicines`);
      await expect(page.locator("input[type=search]:visible")).toHaveCount(1);
    }
    await page.goto(`${sampleApp.url}/medicines`);
    await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Search medicines" })).toBeHidden();
    // Elsewhere the header's search is the one.
    await page.goto(`${sampleApp.url}/about`);
    await expect(page.getByRole("combobox", { name: "Search medicines" })).toBeVisible();
  });

  test("the paging choice comes after the results", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/medicines`);
    const paging = page.getByRole("radiogroup", { name: "Paging" });
    await expect(paging.getByRole("radio", { name: "Page numbers" })).toBeChecked();
    await expect(paging.getByRole("radio", { name: "Load more" })).not.toBeChecked();
    // Measured once they are drawn: cards out of view keep an estimated height until then.
    await paging.scrollIntoViewIfNeeded();
    await expect(page.getByRole("article").last()).toBeInViewport();
    const lastCard = (await page.getByRole("article").last().boundingBox())!;
    const pager = (await page.getByRole("navigation", { name: "Pagination" }).boundingBox())!;
    const choice = (await paging.boundingBox())!;
    expect(choice.y).toBeGreaterThanOrEqual(lastCard.y + lastCard.height);
    expect(choice.y).toBeGreaterThanOrEqual(pager.y + pager.height);
  });

  test("without JavaScript, Add to enquiry brings the visitor back to the card pressed", async ({
    browser,
    sampleApp,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await addFarDownAndExpectBackAtCard(page, sampleApp.url, 15);
    } finally {
      await context.close();
    }
  });
});

test.describe("a medicine's page", () => {
  test("without an image gives the room to its facts", async ({ page, sampleApp }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${sampleApp.url}/medicines`);
    const href = await page.getByRole("article").first().getByRole("link").first().getAttribute("href");
    await page.goto(`${sampleApp.url}${href}`);
    const name = (await page.getByRole("heading", { level: 1 }).textContent())!.trim();
    await expect(page.getByRole("img", { name })).toHaveCount(0);
    await expect(page.getByRole("button", { name: `Add ${name} to enquiry` })).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  test("with an image shows it", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/medicines?search=zincovit`);
    await page.getByRole("article").first().getByRole("link").first().click();
    await expect(page.getByRole("img", { name: "Zincovit Tablet" })).toBeVisible();
  });
});

test.describe("the price list", () => {
  for (const { prefix } of LANGUAGES) {
    test(`shows name, pack, MRP and rate on a phone without sideways scrolling (${prefix || "/en"})`, async ({
      page,
      sampleApp,
    }) => {
      await page.setViewportSize(PHONE);
      test.slow();
      // The whole list: its longest names and its "Price on request" are what widen a table.
      await page.goto(`${sampleApp.url}${prefix}/medicines/price-list`);
      const table = page.getByRole("table");
      const headers = table.getByRole("columnheader");
      // The sample has 13 columns; a phone shows four of them (name, pack, MRP, rate), whole.
      await expect(headers).toHaveCount(4);
      for (const header of await headers.all()) await expect(header).toBeInViewport({ ratio: 1 });
      await expectNoSidewaysScroll(page);
      const region = page.getByRole("region").filter({ has: table });
      expect(await region.evaluate((element) => element.scrollWidth - element.clientWidth)).toBeLessThanOrEqual(0);
      // axe on a shorter list: on 500 rows of 13 cells it takes longer than a test may.
      await page.goto(`${sampleApp.url}${prefix}/medicines/price-list?search=phylline`);
      await expectNoAxeViolations(page);
    });
  }

  test("on a phone, in English: the columns are Name, Pack, MRP and Rate", async ({ page, sampleApp }) => {
    await page.setViewportSize(PHONE);
    await page.goto(`${sampleApp.url}/medicines/price-list?search=phylline`);
    for (const name of ["Name", "Pack", "MRP", "Rate (+ GST)"]) {
      await expect(page.getByRole("columnheader", { name, exact: true })).toBeInViewport({ ratio: 1 });
    }
    // A row's rate is on screen too.
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "AB Phylline Capsule" }) });
    await expect(row.getByRole("cell", { name: "₹130.01" })).toBeInViewport({ ratio: 1 });
  });

  test("printed, a schedule stays on one line", async ({ page, sampleApp }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${sampleApp.url}/medicines/price-list?search=phylline`);
    await page.emulateMedia({ media: "print" });
    const cells = page.getByRole("cell", { name: "Schedule H", exact: true });
    await expect(cells.first()).toBeVisible();
    const lines = await cells.evaluateAll((elements) =>
      elements.map((cell) => {
        const range = document.createRange();
        range.selectNodeContents(cell);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      }),
    );
    expect(lines.length).toBeGreaterThan(3);
    expect(lines.every((count) => count === 1)).toBe(true);
  });
});

/** How many result cards are wholly on screen once the first is scrolled to the screen's top. */
async function wholeCardsFromTheFirst(page: Page): Promise<number> {
  const cards = page.getByRole("article");
  await expect(cards).toHaveCount(24);
  await cards.first().evaluate((card) => card.scrollIntoView({ block: "start" }));
  return cards.evaluateAll(
    (articles) =>
      articles
        .map((article) => article.getBoundingClientRect())
        .filter((box) => box.top >= 0 && box.bottom <= window.innerHeight).length,
  );
}
