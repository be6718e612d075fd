import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { waitForScript } from "./support/hydration";
import { FULL, MINIMAL } from "./support/medicine-sheet";

/** The main picture of the gallery: the image, or the letter tile standing in for it. */
function mainImage(page: Page, name: string) {
  return page.getByRole("img", { name: new RegExp(`^${name}(, image \\d of \\d)?$`) });
}

test.describe("the medicine detail page", () => {
  test("shows everything the sheet says about a medicine", async ({ page, detailApp }) => {
    // Hydration mismatches and script errors surface as console errors; the missing picture's 404 is expected.
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error" && !message.text().startsWith("Failed to load resource"))
        errors.push(message.text());
    });
    const response = await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    expect(response?.status()).toBe(200);

    await expect(page.getByRole("heading", { level: 1, name: FULL.name })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(FULL.brand, { exact: true }).first()).toBeVisible();
    await expect(main.getByText(FULL.genericName, { exact: true })).toBeVisible();
    await expect(main.getByText(`Rating ${FULL.rating} out of 5`)).toBeAttached();
    await expect(main.getByText("Prescription required")).toBeVisible();

    await expect(main.getByText(FULL.price, { exact: true })).toBeVisible();
    // The MRP is a price of its own, named, not a discount struck through (decision 023).
    await expect(main.locator("[data-price=mrp]")).toHaveText(`MRP ${FULL.mrp}`);
    await expect(main.locator("s")).toHaveCount(0);
    await expect(main.getByText(FULL.margin, { exact: true })).toBeVisible();
    await expect(main.getByText(FULL.gst, { exact: true })).toBeVisible();
    await expect(main.getByText(FULL.stock, { exact: true })).toBeVisible();

    const facts = main.locator("dl");
    for (const [term, value] of [
      ["Dosage", FULL.dosage],
      ["Form", FULL.form],
      ["Manufacturer", FULL.manufacturer],
      ["Category", FULL.categoryName],
    ]) {
      await expect(facts.getByRole("term").filter({ hasText: term })).toBeVisible();
      await expect(facts.getByRole("definition").filter({ hasText: value })).toBeVisible();
    }

    const crumbs = page.getByRole("navigation", { name: "Breadcrumb" });
    await expect(crumbs.getByRole("link")).toHaveText(["Home", "Medicines", FULL.categoryName]);
    await expect(crumbs.getByText(FULL.name)).toHaveAttribute("aria-current", "page");
    expect(errors).toEqual([]);
    await crumbs.getByRole("link", { name: FULL.categoryName }).click();
    await expect(page).toHaveURL(`${detailApp.url}/medicines?category=${FULL.categoryId}`);
  });

  test("a medicine with only a name and an MRP still reads well", async ({ page, detailApp }) => {
    await page.goto(`${detailApp.url}/medicines/${MINIMAL.id}`);
    await expect(page.getByRole("heading", { level: 1, name: MINIMAL.name })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(MINIMAL.price, { exact: true })).toBeVisible();
    await expect(main.locator("s")).toHaveCount(0);
    await expect(main.getByText(/^Margin/)).toHaveCount(0);
    // No GST column: no placeholder about it (docs/product.md 11.9).
    await expect(main.getByText(/GST/)).toHaveCount(0);
    await expect(main.getByText("Out of stock", { exact: true })).toBeVisible();
    // No rating in the sheet: no rating badge, never a made-up one.
    await expect(main.getByText(/^Rating .* out of 5$/)).toHaveCount(0);
    await expect(main.getByText("Prescription required")).toHaveCount(0);
    // The importer's "N/A" placeholders are not shown as if they were facts.
    await expect(main.getByText("N/A")).toHaveCount(0);
    await expect(main.getByText(/Uncategorized/)).toHaveCount(0);
    // No picture: no letter tile either (decision 030), and no gallery controls.
    await expect(mainImage(page, MINIMAL.name)).toHaveCount(0);
    await expect(page.getByRole("button", { name: /image/ })).toHaveCount(0);
    // Every tab says plainly that there is nothing, rather than showing an empty panel.
    for (const [tab, text] of [
      ["Description", "No description is available for this medicine."],
      ["Uses", "No information on uses is available for this medicine."],
      ["Side Effects", "No information on side effects is available for this medicine."],
      ["Contraindications", "No information on contraindications is available for this medicine."],
    ] as const) {
      await page.getByRole("tab", { name: tab }).click();
      await expect(page.getByRole("tabpanel")).toHaveText(text);
    }
  });

  test("tabs switch by mouse, and by keyboard with arrow keys", async ({ page, detailApp }) => {
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    const tabs = page.getByRole("tablist", { name: "Medicine information" }).getByRole("tab");
    await expect(tabs).toHaveText(["Description", "Uses", "Side Effects", "Contraindications"]);
    const panel = page.getByRole("tabpanel");
    await expect(page.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
    await expect(panel).toHaveText(FULL.description);

    const expected = {
      Uses: FULL.uses,
      "Side Effects": FULL.sideEffects,
      Contraindications: FULL.contraindications,
    } as const;
    for (const [name, items] of Object.entries(expected)) {
      await page.getByRole("tab", { name }).click();
      await expect(page.getByRole("tab", { name })).toHaveAttribute("aria-selected", "true");
      await expect(panel.getByRole("list").getByRole("listitem")).toHaveText([...items]);
    }

    await page.getByRole("tab", { name: "Description" }).click();
    await expect(panel).toHaveText(FULL.description);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Uses" })).toBeFocused();
    await expect(panel.getByRole("listitem")).toHaveText([...FULL.uses]);
    await page.keyboard.press("ArrowRight");
    await expect(panel.getByRole("listitem")).toHaveText([...FULL.sideEffects]);
    await page.keyboard.press("End");
    await expect(panel.getByRole("listitem")).toHaveText([...FULL.contraindications]);
    await page.keyboard.press("ArrowRight");
    await expect(page.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "true");
    await expect(panel).toHaveText(FULL.description);
    // Tab leaves the tab list for the panel, so its text can be read.
    await page.keyboard.press("Tab");
    await expect(panel).toBeFocused();
  });

  test("the gallery switches images by thumbnail, arrow button and keyboard", async ({ page, detailApp }) => {
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    const thumbnails = page.getByRole("list", { name: "Images" }).getByRole("button");
    await expect(thumbnails).toHaveCount(3);
    await expect(thumbnails.nth(0)).toHaveAttribute("aria-current", "true");
    const main = mainImage(page, FULL.name);
    // The site's address of the photo, by medicine and index (docs/product.md 8.4), not the sheet's URL.
    await expect(main).toHaveAttribute("src", new RegExp(`^/images/${FULL.id}/0/640-\\w+$`));
    await expect(main).toHaveAccessibleName(`${FULL.name}, image 1 of 3`);

    await page.getByRole("button", { name: "Show image 2 of 3" }).click();
    await expect(main).toHaveAttribute("src", new RegExp(`^/images/${FULL.id}/1/`));
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
    await expect(thumbnails.nth(0)).not.toHaveAttribute("aria-current");

    await page.getByRole("button", { name: "Previous image" }).click();
    await expect(main).toHaveAttribute("src", new RegExp(`^/images/${FULL.id}/0/`));
    await page.getByRole("button", { name: "Previous image" }).click();
    // Wraps round to the last image, which is missing upstream: the letter tile stands in.
    await expect(thumbnails.nth(2)).toHaveAttribute("aria-current", "true");
    await expect(page.getByRole("img", { name: `${FULL.name}, image 3 of 3` })).toHaveText("D");

    // Keyboard only: Tab to a thumbnail, Enter shows it.
    await page.getByRole("button", { name: "Show image 2 of 3" }).focus();
    await page.keyboard.press("Enter");
    await expect(thumbnails.nth(1)).toHaveAttribute("aria-current", "true");
    await page.getByRole("button", { name: "Next image" }).focus();
    await page.keyboard.press("Space");
    await expect(thumbnails.nth(2)).toHaveAttribute("aria-current", "true");
  });

  test("an image that fails to load shows the letter tile, also in its thumbnail", async ({ page, detailApp }) => {
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    const missingThumb = page.getByRole("button", { name: "Show image 3 of 3" });
    // The thumbnail's picture 404s: no broken-image icon, the letter instead.
    await expect(missingThumb.locator("img")).toHaveCount(0);
    await expect(missingThumb).toHaveText("D");
    // The images that exist are really shown.
    const front = page.getByRole("button", { name: "Show image 1 of 3" }).locator("img");
    await expect(front).toHaveJSProperty("complete", true);
    expect(await front.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  });

  test("the icon buttons have tooltips, on keyboard focus and on hover, hidden by Escape", async ({
    page,
    detailApp,
  }) => {
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    // Shown on focus and hover by the stylesheet alone; Escape needs the page's script.
    await waitForScript(page.getByRole("button", { name: "Share", exact: true }));
    for (const name of ["Share", "Copy link", "Next image", "Previous image"]) {
      const button = page.getByRole("button", { name, exact: true });
      await expect(page.getByRole("tooltip", { name })).toBeHidden();
      await button.focus();
      await expect(page.getByRole("tooltip", { name })).toBeVisible();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("tooltip", { name })).toBeHidden();
      await expect(button).toBeFocused();
    }
    await page.getByRole("button", { name: "Share", exact: true }).hover();
    await expect(page.getByRole("tooltip", { name: "Share" })).toBeVisible();
    // The pointer can move onto the tooltip without it going (WCAG 1.4.13).
    await page.getByRole("tooltip", { name: "Share" }).hover();
    await expect(page.getByRole("tooltip", { name: "Share" })).toBeVisible();
    await page.getByRole("heading", { level: 1 }).hover();
    await expect(page.getByRole("tooltip", { name: "Share" })).toBeHidden();
  });

  test("the help block speaks to trade buyers and leads to the contact page and the catalogue", async ({
    page,
    detailApp,
  }) => {
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    const help = page.getByRole("region", { name: "Questions about this medicine?" });
    await expect(help).toContainText("stock, supply terms, substitutes or bulk orders");
    await expect(help.getByText(/pharmacist/i)).toHaveCount(0);
    await expect(help.getByRole("link", { name: "Browse medicines" })).toHaveAttribute("href", "/medicines");
    await help.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(`${detailApp.url}/contact`);
  });

  for (const { label, id, tab } of [
    { label: "a full medicine, on another tab", id: FULL.id, tab: "Side Effects" },
    { label: "a minimal medicine", id: MINIMAL.id },
    { label: "an unknown medicine", id: "no-such-medicine" },
  ]) {
    test(`axe finds no accessibility violations: ${label}`, async ({ page, detailApp }) => {
      await page.goto(`${detailApp.url}/medicines/${id}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      if (tab) await page.getByRole("tab", { name: tab }).click();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }

  for (const width of [390, 1280]) {
    test(`fits a ${width} px wide screen without sideways scrolling`, async ({ page, detailApp }, testInfo) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
      const heading = page.getByRole("heading", { level: 1, name: FULL.name });
      await expect(heading).toBeInViewport();
      await expect(mainImage(page, FULL.name)).toHaveJSProperty("complete", true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await page.screenshot({ path: testInfo.outputPath(`medicine-${width}.png`), fullPage: true });
    });
  }
});
