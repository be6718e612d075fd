import { readFileSync, readdirSync } from "node:fs";
import type { Page } from "@playwright/test";
import { site } from "~/site";
import { expect, SAMPLE_GVIZ, test } from "./support/fixtures";
import { waitForScript } from "./support/hydration";

/**
 * The untranslated-string walker (docs/product.md §14): every route and state of the site in Hindi,
 * read as a visitor and a screen reader get it (visible text, accessible names, placeholders,
 * titles, image descriptions, the document title). It fails on any English interface text, found
 * two ways: an English message of the catalogues that shows up as it is, and any Latin word that is
 * neither data from the sheet or the company's details nor one of the few trade words buyers read
 * in Latin letters.
 */

// Words buyers read in Latin letters on a Hindi page too (docs/i18n.md, "Words we use"), and the
// header's link to the English page, which names its language in that language.
const LATIN_ON_HINDI_PAGES = new Set(
  [
    "English",
    "Rx",
    "OTC",
    "GST",
    "GSTIN",
    "MRP",
    "CSV",
    "Excel",
    "WhatsApp",
    "PDF",
    "mg",
    "ml",
    "mcg",
    "gm",
    "A",
    "Z",
    "NRx",
  ].map((word) => word.toLowerCase()),
);

const latinWords = (text: string) => text.match(/[A-Za-z]{2,}/g) ?? [];

/**
 * Every Latin word of the data a page may show: the sheet's cells and the company's names,
 * address, e-mail and licences (not its English tagline or hours, which Hindi pages translate).
 */
const DATA_WORDS = new Set(
  [SAMPLE_GVIZ, site.name, site.shortName, site.address.street, site.email, JSON.stringify(site.licences)]
    .flatMap(latinWords)
    .map((word) => word.toLowerCase()),
);

/** English messages worth looking for as they are: two words or more, without arguments. */
const ENGLISH_MESSAGES = readdirSync("app/i18n/locales").flatMap((area) =>
  Object.values(JSON.parse(readFileSync(`app/i18n/locales/${area}/en.json`, "utf8")) as Record<string, string>).filter(
    (text) => !text.includes("{") && /\s/.test(text.trim()),
  ),
);

/** Everything a visitor can read or hear on the page, one entry per text or name. */
async function textsOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const texts: string[] = [document.title];
    const visible = (element: Element) => {
      const style = getComputedStyle(element);
      return style.display !== "none" && style.visibility !== "hidden";
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ["SCRIPT", "STYLE", "NOSCRIPT"].includes(parent.tagName)) continue;
      // Text marked as English on purpose (the link to the English page, a source's own error
      // message) is said so to screen readers too: not an untranslated interface text.
      const language = parent.closest("[lang]");
      if (language !== document.documentElement && language?.getAttribute("lang")?.startsWith("en")) continue;
      // Screen-reader-only text is hidden by clipping, not display: it counts.
      if (!visible(parent) && !parent.closest(".sr-only")) continue;
      const text = node.textContent?.trim();
      if (text) texts.push(text);
    }
    for (const element of document.querySelectorAll(
      "[aria-label], [title], [placeholder], img[alt], [aria-valuetext]",
    )) {
      for (const attribute of ["aria-label", "title", "placeholder", "alt", "aria-valuetext"]) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.push(value);
      }
    }
    const description = document.querySelector('meta[name="description"]')?.getAttribute("content");
    if (description) texts.push(description);
    return texts;
  });
}

/** The English found on the page: whole messages, and Latin words that are not data. */
async function englishOn(page: Page, where: string): Promise<string[]> {
  await expect(page.locator("html"), where).toHaveAttribute("lang", "hi");
  // What the visitor typed comes back as typed ("Search instead for “amoxicilin”").
  const typed = new Set(latinWords(new URL(page.url()).searchParams.get("search") ?? "").map((w) => w.toLowerCase()));
  const found: string[] = [];
  for (const text of await textsOf(page)) {
    for (const message of ENGLISH_MESSAGES) if (text.includes(message)) found.push(`${where}: message “${message}”`);
    // E-mail addresses are Latin by nature (the company's, an example of the format).
    for (const word of latinWords(text.replace(/\S+@\S+/g, ""))) {
      const lower = word.toLowerCase();
      if (!DATA_WORDS.has(lower) && !LATIN_ON_HINDI_PAGES.has(lower) && !typed.has(lower))
        found.push(`${where}: “${word}” in “${text}”`);
    }
  }
  return [...new Set(found)];
}

test.describe("no English on Hindi pages", () => {
  test.slow();

  test("pages and catalogue states", async ({ page, sampleApp }) => {
    const base = `${sampleApp.url}/hi`;
    const found: string[] = [];
    const visit = async (path: string) => {
      await page.goto(`${base}${path}`);
      found.push(...(await englishOn(page, path || "/")));
    };
    for (const path of [
      "",
      "/medicines",
      "/medicines?search=paracetamol",
      "/medicines?search=paracetamol&sort=price-desc&view=list",
      "/medicines?search=amoxicilin", // a typo: the spelling notice
      "/medicines?search=zzqqxxv", // nothing found
      "/medicines?category=painkillers&rx=1&page=2",
      "/medicines?paging=more",
      "/medicines/price-list?category=painkillers",
      "/about",
      "/contact",
      "/enquiry",
      "/manufacturers",
      "/no-such-page",
      "/medicines/no-such-medicine",
      "/manufacturers/no-such-maker",
    ]) {
      await visit(path);
    }

    // A medicine page with every tab, and its manufacturer's page.
    await page.goto(`${base}/medicines?search=paracetamol`);
    await page.getByRole("article").first().getByRole("heading").getByRole("link").click();
    await expect(page).toHaveURL(/\/hi\/medicines\/[^/?]+$/);
    const medicinePath = new URL(page.url()).pathname;
    for (const tab of await page.getByRole("tab").all()) {
      await tab.click();
      found.push(...(await englishOn(page, `${medicinePath} (${await tab.textContent()})`)));
    }
    const maker = page.getByRole("main").locator('a[href^="/hi/manufacturers/"]').first();
    if ((await maker.count()) > 0) {
      await maker.click();
      await expect(page).toHaveURL(/\/hi\/manufacturers\/[^/?]+/);
      found.push(...(await englishOn(page, new URL(page.url()).pathname)));
    }
    expect(found).toEqual([]);
  });

  test("forms, lists and open panels", async ({ page, sampleApp }) => {
    const base = `${sampleApp.url}/hi`;
    const found: string[] = [];

    // The contact form refused, as a visitor who sent it empty sees it.
    await page.goto(`${base}/contact`);
    const form = page.getByRole("main").locator("form[method=post]");
    // Values the browser lets through and the server refuses: a blank name, an e-mail without a domain.
    await form.locator('[name="name"]').fill("   ");
    await form.locator('[name="email"]').fill("asha@example");
    await form.locator('[name="message"]').fill("क्लिनिक के लिए 10 स्ट्रिप चाहिए।");
    await form.locator("button[type=submit]").click();
    await expect(page.locator("[aria-invalid=true]").first()).toBeVisible();
    found.push(...(await englishOn(page, "/contact (refused)")));

    // An enquiry list with a medicine in it, and its confirmation.
    await page.goto(`${base}/medicines?search=paracetamol`);
    // A card's one button is its "Add to enquiry".
    await page.getByRole("article").first().getByRole("button").click();
    found.push(...(await englishOn(page, "/medicines (added to the list)")));
    await page.goto(`${base}/enquiry`);
    await expect(page.getByRole("spinbutton").first()).toBeVisible();
    found.push(...(await englishOn(page, "/enquiry (one line)")));

    // The header's suggestions, open.
    await expect(page.getByRole("combobox").first()).toHaveAttribute("aria-expanded", "false");
    const search = page.getByRole("combobox").first();
    await search.fill("para");
    await expect(page.getByRole("listbox")).toBeVisible();
    found.push(...(await englishOn(page, "header suggestions")));

    // A phone: the menu and the filter panel, open.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${base}/medicines`);
    await waitForScript(page.getByRole("main").getByRole("searchbox"));
    await page.getByRole("banner").getByRole("button").first().click();
    found.push(...(await englishOn(page, "/medicines (phone, menu open)")));
    // Closing the menu moves the page up: close it before aiming at the filters button.
    await page.keyboard.press("Escape");
    await page.getByRole("main").locator('button[aria-haspopup="dialog"]').click();
    await expect(page.getByRole("dialog")).toBeVisible();
    found.push(...(await englishOn(page, "/medicines (phone, filters open)")));

    expect(found).toEqual([]);
  });

  test("the catalogue unavailable", async ({ page, sheet, startApp }) => {
    sheet.set("hindi-down", { status: 500 });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("hindi-down") });
    const found: string[] = [];
    for (const path of ["/hi/medicines", "/hi/medicines/anything", "/hi", "/hi/manufacturers"]) {
      await page.goto(`${app.url}${path}`);
      found.push(...(await englishOn(page, `${path} (no catalogue)`)));
    }
    expect(found).toEqual([]);
  });
});
