import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, SAMPLE_GVIZ, test } from "./support/fixtures";
import { cardNames, catalogueStatus, namesWhere, TEST_MEDICINES, waitForKeptCopy } from "./support/test-catalogue";
import { waitForScript } from "./support/hydration";

/**
 * The catalogue page and the header search in Hindi (docs/product.md §14): `/hi/medicines` speaks
 * Hindi, keeps its state in the URL exactly as the English page does, and never leaves `/hi`.
 */

const total = TEST_MEDICINES.length;
const hindiSearchBox = (page: Page) => page.getByRole("searchbox", { name: "दवा सूची में खोजें" });
const headerSearch = (page: Page) => page.getByRole("combobox", { name: "दवाएँ खोजें" });
const headerSearchButton = (page: Page) => page.getByRole("button", { name: "खोजें", exact: true });
const results = (page: Page) => page.getByRole("region", { name: "नतीजे" });
const antibiotics = namesWhere((m) => m.category.toLowerCase() === "antibiotics");

/** Opens a Hindi catalogue URL and waits until the page's script runs. */
async function openHindiCatalogue(page: Page, url: string) {
  await page.goto(url);
  await waitForScript(hindiSearchBox(page));
}

async function expectNoAxeViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  expect(violations).toEqual([]);
}

/**
 * Every site link and search form on the page (header and footer included) leads under /hi. The
 * enquiry list's POST forms ("Add to enquiry") belong to the enquiry list.
 */
async function expectEverythingUnderHi(page: Page) {
  const targets = await page.evaluate(() => [
    ...[...document.querySelectorAll<HTMLAnchorElement>("a[href^='/']")].map((a) => a.getAttribute("href")!),
    ...[...document.querySelectorAll<HTMLFormElement>("form[method=get][action^='/']")].map((f) =>
      f.getAttribute("action")!,
    ),
  ]);
  expect(targets.length).toBeGreaterThan(10);
  // The header's language switch is the one link that leads to English.
  const english = targets.filter((href) => href !== "/hi" && !href.startsWith("/hi/") && !href.startsWith("/hi?"));
  expect(english.filter((href) => href !== "/medicines" && !href.startsWith("/medicines?"))).toEqual([]);
  expect(english.length).toBeLessThanOrEqual(1);
}

/** Nothing wider than the window: no sideways scrolling, no clipped labels. */
async function expectNoSidewaysScroll(page: Page) {
  const widths = await page.evaluate(() => ({ page: document.documentElement.scrollWidth, window: innerWidth }));
  expect(widths.page).toBeLessThanOrEqual(widths.window);
}

test.describe("the catalogue in Hindi", () => {
  test("/hi/medicines answers in Hindi: language, title, heading, labels, count and links under /hi", async ({
    page,
    catalogueApp,
  }) => {
    const response = await page.goto(`${catalogueApp.url}/hi/medicines`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveTitle(/^दवाएँ \| /);
    await expect(page.locator("meta[name=description]")).toHaveAttribute("content", /दवा सूची में दवा खोजें/);
    await expect(page.getByRole("heading", { level: 1, name: "दवाएँ" })).toBeVisible();
    await expect(page.getByText(/^दवा सूची .+ को अपडेट हुई$/)).toBeVisible();
    await expect(catalogueStatus(page)).toHaveText(`कुल ${total} में से 1–24 दवाएँ`);
    await expect(page.getByRole("heading", { name: "फ़िल्टर" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "श्रेणी" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "निर्माता" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: "केवल डॉक्टर की पर्ची पर" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "क्रम" }).locator("option:checked")).toHaveText("नाम (A–Z)");
    await expect(page.getByRole("radiogroup", { name: "दिखाने का तरीका" })).toBeVisible();
    await expect(page.getByRole("button", { name: "ग्रिड व्यू" })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("navigation", { name: "पेज" }).getByRole("link", { name: "पेज 2" })).toHaveAttribute(
      "href",
      "/hi/medicines?page=2",
    );
    await expect(page.getByRole("link", { name: "रेट लिस्ट डाउनलोड करें (CSV)" })).toHaveAttribute(
      "href",
      "/hi/medicines/price-list.csv",
    );
    await expect(page.getByRole("link", { name: "रेट लिस्ट प्रिंट करें" })).toHaveAttribute(
      "href",
      "/hi/medicines/price-list",
    );
    // Home categories by their Hindi names; a sheet's own category as written.
    await expect(page.getByRole("combobox", { name: "श्रेणी" }).locator("option")).toContainText([
      "सभी श्रेणियाँ",
      "Allergy",
    ]);
    await expect(page.getByRole("combobox", { name: "श्रेणी" }).locator("option[value=antibiotics]")).toHaveText(
      "एंटीबायोटिक",
    );
    await expectEverythingUnderHi(page);
  });

  test("search (Latin and Devanagari), category, sort and paging keep the English URL state under /hi", async ({
    page,
    catalogueApp,
  }) => {
    test.slow();
    await openHindiCatalogue(page, `${catalogueApp.url}/hi/medicines`);

    await hindiSearchBox(page).fill("dolo");
    await hindiSearchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/hi\/medicines\?search=dolo$/);
    await expect(catalogueStatus(page)).toHaveText("कुल 1 में से 1–1 दवा");
    await expect(page.getByRole("combobox", { name: "क्रम" }).locator("option:checked")).toHaveText("सबसे सही मिलान");

    await hindiSearchBox(page).fill("पैरासिटामोल");
    await hindiSearchBox(page).press("Enter");
    await expect(page).toHaveURL(`${catalogueApp.url}/hi/medicines?${new URLSearchParams({ search: "पैरासिटामोल" })}`);
    await expect(catalogueStatus(page)).toHaveText("कुल 3 में से 1–3 दवाएँ");
    expect((await cardNames(page).allTextContents()).sort()).toEqual(
      ["Calpol 500 Tablet", "Combiflam Tablet", "Dolo 650 Tablet"].sort(),
    );
    await page.getByRole("button", { name: "फ़िल्टर हटाएँ: खोज: “पैरासिटामोल”" }).click();
    await expect(page).toHaveURL(/\/hi\/medicines$/);

    await page.getByRole("combobox", { name: "श्रेणी" }).selectOption({ label: "एंटीबायोटिक" });
    await expect(page).toHaveURL(/\/hi\/medicines\?category=antibiotics$/);
    await expect(catalogueStatus(page)).toHaveText(`कुल ${antibiotics.length} में से 1–24 दवाएँ`);
    await expect(page.getByRole("button", { name: "फ़िल्टर हटाएँ: श्रेणी: एंटीबायोटिक" })).toBeVisible();

    await page.getByRole("combobox", { name: "क्रम" }).selectOption({ label: "दाम: ज़्यादा से कम" });
    await expect(page).toHaveURL(/\/hi\/medicines\?category=antibiotics&sort=price-desc$/);
    const byPrice = namesWhere(
      (m) => m.category.toLowerCase() === "antibiotics",
      (a, b) => b.rate - a.rate,
    );
    await expect(cardNames(page)).toHaveText(byPrice.slice(0, 24));

    await page.getByRole("link", { name: "पेज 2" }).click();
    await expect(page).toHaveURL(/\/hi\/medicines\?category=antibiotics&sort=price-desc&page=2$/);
    await expect(catalogueStatus(page)).toHaveText(`कुल ${antibiotics.length} में से 25–${antibiotics.length} दवाएँ`);
    await expect(page.getByRole("heading", { name: "नतीजे" })).toBeFocused();
    await page.getByRole("link", { name: "पिछला" }).click();
    await expect(page).toHaveURL(/\/hi\/medicines\?category=antibiotics&sort=price-desc$/);

    await page.getByRole("button", { name: "लिस्ट व्यू" }).click();
    await expect(page).toHaveURL(/&view=list$/);
    await page.getByRole("radio", { name: "और दिखाएँ" }).check();
    await expect(page).toHaveURL(/\/hi\/medicines\?category=antibiotics&sort=price-desc&view=list&paging=more$/);
    await page.getByRole("button", { name: "और दिखाएँ" }).click();
    await expect(page).toHaveURL(/&page=2&view=list&paging=more$/);
    await expect(page.getByRole("article")).toHaveCount(antibiotics.length);
    await expect(page.getByText("सभी नतीजे दिखा दिए गए")).toBeVisible();

    await page.getByRole("button", { name: "रीसेट", exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/medicines\?view=list&paging=more$/);
    await expect(catalogueStatus(page)).toHaveText(`कुल ${total} में से 1–24 दवाएँ`);
  });

  test("the browser's copy answers /hi without asking the server, in Hindi", async ({ page, sampleApp }) => {
    test.slow();
    const requests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      if (/^\/(hi\/)?medicines\/[^/]+\.data$/.test(pathname)) return; // a card's prefetch
      if (pathname.endsWith(".data") || pathname === "/catalogue.json") requests.push(pathname);
    });
    await openHindiCatalogue(page, `${sampleApp.url}/hi/medicines`);
    await waitForKeptCopy(page);
    requests.length = 0;

    await hindiSearchBox(page).fill("tablet");
    await hindiSearchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/hi\/medicines\?search=tablet$/);
    await expect(catalogueStatus(page)).toHaveText(/^कुल [\d,]+ में से 1–24 दवाएँ$/);
    await page.getByRole("combobox", { name: "श्रेणी" }).selectOption({ label: "दर्द निवारक" });
    await expect(page).toHaveURL(/\/hi\/medicines\?search=tablet&category=painkillers$/);
    await expect(page.getByRole("button", { name: "फ़िल्टर हटाएँ: श्रेणी: दर्द निवारक" })).toBeVisible();
    expect(requests).toEqual([]);
  });

  test("no results: the Hindi message, hint and buttons, which stay under /hi", async ({ page, catalogueApp }) => {
    await openHindiCatalogue(
      page,
      `${catalogueApp.url}/hi/medicines?search=zzz&category=antibiotics&sort=price-desc&view=list`,
    );
    await expect(page.getByRole("heading", { name: "लगाए गए फ़िल्टर के साथ “zzz” से कोई दवा नहीं मिली" })).toBeVisible();
    await expect(results(page).getByText(/फ़िल्टर हटाकर देखें/)).toBeVisible();
    await expect(catalogueStatus(page)).toHaveText("कोई दवा नहीं मिली");
    await expectNoAxeViolations(page);

    await page.getByRole("button", { name: "फ़िल्टर हटाएँ", exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/medicines\?sort=price-desc&view=list$/);
    await expect(catalogueStatus(page)).toHaveText(`कुल ${total} में से 1–24 दवाएँ`);

    await openHindiCatalogue(page, `${catalogueApp.url}/hi/medicines?search=zzz`);
    await page.getByRole("button", { name: "फिर से शुरू करें" }).click();
    await expect(page).toHaveURL(/\/hi\/medicines$/);
    await expect(catalogueStatus(page)).toHaveText(`कुल ${total} में से 1–24 दवाएँ`);
  });

  test("no catalogue: the Hindi error alert with the source's reason, and Try again under /hi", async ({
    page,
    sheet,
    startApp,
  }) => {
    test.slow();
    sheet.set("hindi-catalogue-down", { status: 500 });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("hindi-catalogue-down"), CATALOGUE_REFRESH_SECONDS: "1" });
    const response = await page.goto(`${app.url}/hi/medicines?search=amox`);
    expect(response?.status()).toBe(503);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    const alert = page.getByRole("alert");
    await expect(alert.getByRole("heading", { name: "दवा सूची लोड नहीं हो सकी" })).toBeVisible();
    await expect(alert).toContainText("तकनीकी कारण: Network response was not ok: Internal Server Error");
    await expectNoAxeViolations(page);

    sheet.set("hindi-catalogue-down", { body: SAMPLE_GVIZ });
    await expect.poll(async () => (await (await page.request.get(`${app.url}/healthz`)).json()).status).toBe("ok");
    await alert.getByRole("link", { name: "फिर से कोशिश करें" }).click();
    await expect(page).toHaveURL(/\/hi\/medicines\?search=amox$/);
    await expect(catalogueStatus(page)).toHaveText(/^कुल [\d,]+ में से 1–\d+ दवाएँ?$/);
  });

  test("the header search is a Hindi combobox on every Hindi page and stays under /hi", async ({
    page,
    catalogueApp,
  }) => {
    for (const path of ["/hi", "/hi/about", "/hi/medicines"]) {
      await page.goto(`${catalogueApp.url}${path}`);
      await expect(headerSearch(page)).toHaveAttribute("placeholder", "दवाएँ खोजें");
      await expect(headerSearchButton(page)).toBeVisible();
      await expect(headerSearch(page).locator("xpath=ancestor::form")).toHaveAttribute("action", "/hi/medicines");
    }

    await page.goto(`${catalogueApp.url}/hi/about`);
    await expect(headerSearch(page)).toBeEditable();
    await headerSearch(page).pressSequentially("dolo");
    const listbox = page.getByRole("listbox", { name: "सुझाव" });
    await expect(listbox.getByRole("option").first()).toContainText("Dolo 650 Tablet");
    await expect(headerSearch(page)).toHaveAttribute("aria-expanded", "true");
    await headerSearch(page).press("ArrowDown");
    await headerSearch(page).press("Enter");
    await expect(page).toHaveURL(/\/hi\/medicines\/[^/?]+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");

    await headerSearch(page).fill("amox");
    await headerSearchButton(page).click();
    await expect(page).toHaveURL(/\/hi\/medicines\?search=amox$/);
    await expect(catalogueStatus(page)).toHaveText(/^कुल \d+ में से 1–24 दवाएँ$/);
  });
});

test.describe("the catalogue in Hindi without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("search, filters, sort, paging and chips work as plain forms and links under /hi", async ({
    page,
    catalogueApp,
  }) => {
    await page.goto(`${catalogueApp.url}/hi/medicines`);
    await hindiSearchBox(page).fill("amox");
    await page.getByRole("combobox", { name: "श्रेणी" }).selectOption({ label: "एंटीबायोटिक" });
    await page.getByRole("combobox", { name: "क्रम" }).selectOption({ label: "दाम: ज़्यादा से कम" });
    await page.getByRole("button", { name: "लागू करें" }).click();
    await expect(page).toHaveURL(
      (url) =>
        url.pathname === "/hi/medicines" &&
        url.searchParams.get("search") === "amox" &&
        url.searchParams.get("category") === "antibiotics",
    );
    await expect(catalogueStatus(page)).toHaveText("कुल 28 में से 1–24 दवाएँ");

    await page.getByRole("link", { name: "पेज 2", exact: true }).click();
    await expect(page).toHaveURL(/\/hi\/medicines\?.*page=2/);
    await expect(catalogueStatus(page)).toHaveText("कुल 28 में से 25–28 दवाएँ");

    await page.getByRole("button", { name: "फ़िल्टर हटाएँ: श्रेणी: एंटीबायोटिक" }).click();
    await expect(page).toHaveURL(/\/hi\/medicines\?search=amox&sort=price-desc$/);
    await page.getByRole("button", { name: "रीसेट", exact: true }).click();
    // A GET form without fields: the browser adds an empty query, as on the English page.
    await expect(page).toHaveURL(/\/hi\/medicines\??$/);
    await expect(catalogueStatus(page)).toHaveText(`कुल ${total} में से 1–24 दवाएँ`);
  });

  test("the header search and a corrected search stay in Hindi", async ({ page, catalogueApp }) => {
    await page.goto(`${catalogueApp.url}/hi/about`);
    await headerSearch(page).fill("paracetmol");
    await headerSearchButton(page).click();
    await expect(page).toHaveURL(/\/hi\/medicines\?search=paracetmol$/);
    await expect(page.getByText("“paracetamol” के नतीजे दिखाए जा रहे हैं।")).toBeVisible();
    await page.getByRole("link", { name: "इसके बजाय “paracetmol” खोजें" }).click();
    await expect(page).toHaveURL(/\/hi\/medicines\?search=paracetmol&exact=1$/);
    await expect(page.getByRole("heading", { name: "“paracetmol” के लिए कोई दवा नहीं मिली" })).toBeVisible();
  });
});

for (const width of [390, 1280]) {
  test.describe(`the Hindi catalogue at ${width} px`, () => {
    test.use({ viewport: { width, height: 844 }, hasTouch: width === 390 });

    test("axe finds nothing and no label overflows", async ({ page, catalogueApp }) => {
      test.slow();
      await openHindiCatalogue(page, `${catalogueApp.url}/hi/medicines?search=amox&category=antibiotics&rx=1`);
      await expect(page.getByRole("button", { name: /^फ़िल्टर हटाएँ: / })).toHaveCount(3);
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      if (width !== 390) return;

      // The filter panel of a phone, with its Hindi labels.
      await page.getByRole("button", { name: "फ़िल्टर 2 लागू" }).click();
      const panel = page.getByRole("dialog", { name: "फ़िल्टर" });
      await expect(panel.getByRole("combobox", { name: "श्रेणी" })).toHaveValue("antibiotics");
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page);
      await panel.getByRole("checkbox", { name: "केवल डॉक्टर की पर्ची पर" }).uncheck();
      await expect(page).toHaveURL(/\/hi\/medicines\?search=amox&category=antibiotics$/);
      await panel.getByRole("button", { name: "28 दवाएँ दिखाएँ" }).click();
      await expect(panel).toBeHidden();
      await expect(page.getByRole("button", { name: "फ़िल्टर 1 लागू" })).toBeFocused();
    });

    test("long words of the sheet wrap inside their cards", async ({ page, sampleApp }) => {
      // "Acetaminophen" in a composition once widened a phone's two columns past the window.
      await page.goto(`${sampleApp.url}/hi/medicines?search=paracetamol&category=painkillers&rx=1`);
      await expect(
        page
          .getByRole("article")
          .getByText(/Acetaminophen/)
          .first(),
      ).toBeVisible();
      await expectNoSidewaysScroll(page);
    });
  });
}
