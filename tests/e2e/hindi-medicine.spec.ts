import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";

/**
 * The medicine page and the price lists in Hindi (docs/product.md §14, docs/i18n.md) on the
 * sample catalogue, whose rows of some brands fill the Hindi columns (data/SOURCES.md).
 */

// Allegra 120mg Tablet: its row has every Hindi column but contraindications.
const ALLEGRA = {
  path: "/medicines/132",
  name: "Allegra 120mg Tablet",
  hindiName: "एलेग्रा 120mg टैबलेट",
  use: "Treatment of Sneezing and runny nose due to allergies",
  hindiUse: "एलर्जी से छींक और नाक बहने का इलाज",
};
// Almox-CV 625 Tablet: out of stock, with other brands of its composition in stock.
const ALMOX = { path: "/medicines/144", hindiName: "एल्मॉक्स-CV 625 टैबलेट" };

type JsonLd = { "@graph": Record<string, unknown>[] };
async function jsonLdOf(page: Page): Promise<JsonLd> {
  return JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}") as JsonLd;
}

test.describe("a medicine page in Hindi", () => {
  test("answers in Hindi with the sheet's Hindi texts, and the English page stays English", async ({
    page,
    sampleApp,
  }) => {
    const response = await page.goto(`${sampleApp.url}/hi${ALLEGRA.path}`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveTitle(new RegExp(`^${ALLEGRA.hindiName} \\(Fexofenadine \\(120mg\\)\\)`));
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description).toMatch(
      /^एलेग्रा 120mg टैबलेट, निर्माता .+: Fexofenadine \(120mg\)। दाम रेट ₹[\d.,]+ GST [\d.]+% अलग से, /,
    );

    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText(ALLEGRA.hindiName);
    // The sheet's own name beside it, for buyers who know the brand in Latin letters.
    await expect(main.getByText(ALLEGRA.name, { exact: true })).toBeVisible();
    await expect(main.getByText("डॉक्टर की पर्ची ज़रूरी").first()).toBeVisible();
    await expect(main.getByText(/^\d+ स्टॉक में$/)).toBeVisible();

    const tabs = main.getByRole("tablist", { name: "दवा की जानकारी" });
    await expect(tabs.getByRole("tab")).toHaveText(["विवरण", "उपयोग", "दुष्प्रभाव", "किन्हें नहीं लेनी चाहिए"]);
    await expect(main.getByText(/^एलेग्रा 120mg टैबलेट में Fexofenadine \(120mg\) है।/)).toBeVisible();
    await tabs.getByRole("tab", { name: "उपयोग" }).click();
    await expect(main.getByRole("tabpanel")).toContainText(ALLEGRA.hindiUse);
    await expect(main.getByRole("tabpanel")).not.toContainText(ALLEGRA.use);
    await tabs.getByRole("tab", { name: "दुष्प्रभाव" }).click();
    await expect(main.getByRole("tabpanel")).toContainText("सिरदर्द");
    await tabs.getByRole("tab", { name: "किन्हें नहीं लेनी चाहिए" }).click();
    await expect(main.getByRole("tabpanel")).toHaveText("यह दवा किन्हें नहीं लेनी चाहिए, इसकी जानकारी उपलब्ध नहीं है।");

    // Links stay in Hindi.
    const crumbs = page.getByRole("navigation", { name: "आप यहाँ हैं" });
    await expect(crumbs.getByRole("link", { name: "होम" })).toHaveAttribute("href", "/hi");
    await expect(crumbs.getByRole("link", { name: "दवाएँ" })).toHaveAttribute("href", "/hi/medicines");
    await expect(main.getByRole("link", { name: "Fexofenadine (120mg)" })).toHaveAttribute(
      "href",
      /^\/hi\/medicines\?/,
    );

    // The same medicine in English: the English texts, no Hindi.
    await page.goto(`${sampleApp.url}${ALLEGRA.path}`);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-IN");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ALLEGRA.name);
    await page.getByRole("tab", { name: "Uses" }).click();
    await expect(page.getByRole("tabpanel")).toContainText(ALLEGRA.use);
    await expect(page.getByRole("main")).not.toContainText(ALLEGRA.hindiName);
  });

  test("names the medicine in Hindi in its structured data and says the page's language", async ({
    page,
    sampleApp,
  }) => {
    await page.goto(`${sampleApp.url}/hi${ALLEGRA.path}`);
    const [drug, breadcrumbs, webPage] = (await jsonLdOf(page))["@graph"];
    expect(drug).toMatchObject({
      "@type": "Drug",
      name: ALLEGRA.hindiName,
      alternateName: ALLEGRA.name,
      url: `http://localhost:3000/hi${ALLEGRA.path}`,
    });
    expect(breadcrumbs).toMatchObject({
      itemListElement: [
        { name: "होम", item: "http://localhost:3000/hi" },
        { name: "दवाएँ", item: "http://localhost:3000/hi/medicines" },
        { item: "http://localhost:3000/hi/medicines?category=allergy" },
        { name: ALLEGRA.hindiName, item: `http://localhost:3000/hi${ALLEGRA.path}` },
      ],
    });
    expect(webPage).toMatchObject({ "@type": "WebPage", inLanguage: "hi" });

    await page.goto(`${sampleApp.url}${ALLEGRA.path}`);
    const [englishDrug, , englishPage] = (await jsonLdOf(page))["@graph"];
    expect(englishDrug).toMatchObject({ name: ALLEGRA.name });
    expect(englishPage).toMatchObject({ inLanguage: "en" });
  });

  test("a missing medicine is a 404 in Hindi", async ({ page, sampleApp }) => {
    const response = await page.goto(`${sampleApp.url}/hi/medicines/no-such-medicine`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveTitle(/^दवा नहीं मिली/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("दवा नहीं मिली");
    await expect(page.getByRole("main").getByRole("link", { name: "दवा सूची पर लौटें" })).toHaveAttribute(
      "href",
      "/hi/medicines",
    );
  });

  test("lists the same composition's other brands in Hindi, and points an out-of-stock medicine to them", async ({
    page,
    sampleApp,
  }) => {
    await page.goto(`${sampleApp.url}/hi${ALMOX.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ALMOX.hindiName);
    const notice = page.getByText("स्टॉक में नहीं —");
    await expect(notice).toBeVisible();
    await notice.getByRole("link", { name: "इसी कंपोज़िशन (साल्ट) की दवाएँ देखें" }).click();
    const section = page.getByRole("region", { name: "इसी कंपोज़िशन (साल्ट) की दवाएँ" });
    await expect(section).toBeInViewport();
    await expect(section).toContainText("Amoxycillin (500mg) + Clavulanic Acid (125mg) के दूसरे ब्रांड");
    // Almox-CV has an MRP and no rate: each line's price is named (decision 023).
    await expect(section.getByText(/^रेट ₹/).first()).toBeVisible();
    await expect(section.getByText(/प्रति टैबलेट$/).first()).toBeVisible();
    const first = section.getByRole("listitem").first().getByRole("link");
    await expect(first).toHaveAttribute("href", /^\/hi\/medicines\/\d+$/);
    await first.click();
    await expect(page).toHaveURL(/\/hi\/medicines\/\d+$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });

  test("says in Hindi that the link was copied, or that copying failed", async ({ page, context, sampleApp }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: sampleApp.url });
    await page.goto(`${sampleApp.url}/hi${ALLEGRA.path}`);
    await expect(page.getByRole("button", { name: "शेयर करें" })).toBeVisible();
    await page.getByRole("button", { name: "लिंक कॉपी करें" }).click();
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText("लिंक कॉपी हो गया");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${sampleApp.url}/hi${ALLEGRA.path}`);

    await page.addInitScript(() => {
      navigator.clipboard.writeText = () => Promise.reject(new DOMException("denied", "NotAllowedError"));
    });
    await page.reload();
    await page.getByRole("button", { name: "लिंक कॉपी करें" }).click();
    await expect(page.getByRole("status").filter({ hasText: /\S/ })).toHaveText(
      "लिंक कॉपी नहीं हो सका — कृपया पता खुद कॉपी करें",
    );
  });

  for (const width of [390, 1280]) {
    test(`has no accessibility violations at ${width} px`, async ({ page, sampleApp }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${sampleApp.url}/hi${ALMOX.path}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations).toEqual([]);
      // Nothing wider than the screen: the longer Hindi labels wrap.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  }
});

test.describe("the price lists in Hindi", () => {
  test("the printable list is in Hindi, with Hindi headers and values", async ({ page, sampleApp }) => {
    const response = await page.goto(`${sampleApp.url}/hi/medicines/price-list?category=allergy`);
    expect(response?.status()).toBe(200);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveTitle(/^रेट लिस्ट/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("रेट लिस्ट");
    await expect(page.getByRole("columnheader")).toHaveText([
      "नाम",
      "कंपोज़िशन (साल्ट)",
      "निर्माता",
      "पैक",
      "MRP",
      "रेट (GST अलग से)",
      "स्कीम",
      "स्कीम के बाद रेट",
      "मार्जिन % (GST और स्कीम के बाद)",
      "GST दर %",
      "उपलब्धता",
      "डॉक्टर की पर्ची",
      "शेड्यूल",
    ]);
    await expect(page.getByRole("cell", { name: "हाँ" }).first()).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "नाम (A–Z)" })).toBeVisible();
    await expect(page.getByRole("link", { name: "दवा सूची पर लौटें" })).toHaveAttribute(
      "href",
      "/hi/medicines?category=allergy",
    );
    await expect(page.getByRole("button", { name: "प्रिंट करें" })).toBeVisible();
    for (const width of [390, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations).toEqual([]);
    }
  });

  test("the CSV has Hindi headers and values, prices as numbers", async ({ request, sampleApp }) => {
    const response = await request.get(`${sampleApp.url}/hi/medicines/price-list.csv?category=antibiotics`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-disposition"]).toMatch(/filename="[a-z0-9-]+-price-list-[\d-]+\.csv"/);
    const [header, ...rows] = (await response.text())
      .replace(/^\uFEFF/, "")
      .trim()
      .split(/\r?\n/);
    expect(header).toBe(
      "नाम,कंपोज़िशन (साल्ट),निर्माता,पैक,MRP,रेट (GST अलग से),स्कीम,स्कीम के बाद रेट,मार्जिन % (GST और स्कीम के बाद),GST दर %,उपलब्धता,डॉक्टर की पर्ची,शेड्यूल",
    );
    expect(rows.length).toBeGreaterThan(50);
    expect(rows.some((row) => /,(स्टॉक में|कम स्टॉक|स्टॉक में नहीं),(हाँ|नहीं),/.test(row))).toBe(true);
    expect(rows.some((row) => /,शेड्यूल H$/.test(row))).toBe(true);

    const english = await (await request.get(`${sampleApp.url}/medicines/price-list.csv?category=antibiotics`)).text();
    expect(english.replace(/^\uFEFF/, "").split(/\r?\n/)[0]).toBe(
      "Name,Composition,Manufacturer,Pack,MRP,Rate (+ GST),Scheme,Rate after scheme,Margin % after GST and scheme,GST %,Availability,Prescription,Schedule",
    );
  });
});

test.describe("a Hindi medicine page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("shows every tab's Hindi text and links in Hindi", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/hi${ALLEGRA.path}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ALLEGRA.hindiName);
    // The tab panels are rendered in the page; the Uses text is in it without a click.
    await expect(page.getByRole("main")).toContainText(ALLEGRA.hindiUse);
    await page.getByRole("navigation", { name: "आप यहाँ हैं" }).getByRole("link", { name: "दवाएँ" }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/hi/medicines`);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  });
});
