import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect, type AppServer } from "./support/fixtures";
import { enquiriesOf } from "./support/enquiries";
import { enquiryListSheet, LIST_MEDICINES, sharedText, sentLine } from "./support/enquiry-list";
import { waitForScript } from "./support/hydration";

/**
 * The Hindi home, about, contact, enquiry list and manufacturers pages (docs/product.md §14,
 * docs/i18n.md): Hindi text, `<html lang="hi">`, links and form targets that stay under /hi, and
 * the same interactions as the English pages, with and without JavaScript.
 */

const { dolo, syrup, azee } = LIST_MEDICINES;

const asha = {
  name: "आशा कुमारी",
  email: "asha@example.com",
  message: "क्या आपके पास Dolo 650 की 15 की स्ट्रिप है? हमें हर महीने 200 स्ट्रिप चाहिए।",
};

/** Every site link inside the page's main content stays in Hindi. */
async function expectMainLinksInHindi(page: Page): Promise<void> {
  const hrefs = await page
    .getByRole("main")
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  expect(hrefs.filter((href) => href !== "/hi" && !href.startsWith("/hi/") && !href.startsWith("/hi?"))).toEqual([]);
}

async function expectHindiDocument(page: Page, title: RegExp | string): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("lang", "hi");
  await expect(page).toHaveTitle(title);
  // The description is Hindi too: it has Devanagari letters.
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /[\u0900-\u097F]/);
}

async function expectNoAxeViolations(page: Page): Promise<void> {
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
}

const addButton = (page: Page, name: string) =>
  page.getByRole("button", { name: `${name} को ऑर्डर लिस्ट में जोड़ें`, exact: true });
const quantityOf = (page: Page, name: string) => page.getByRole("spinbutton", { name: `${name} की मात्रा` });
const headerLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^ऑर्डर लिस्ट/ });
const expectCount = (page: Page, count: number) =>
  expect(headerLink(page)).toHaveAccessibleName(`ऑर्डर लिस्ट ${count} ${count <= 1 ? "दवा" : "दवाएँ"}`);

async function setQuantity(page: Page, name: string, quantity: string): Promise<void> {
  await quantityOf(page, name).fill(quantity);
  await quantityOf(page, name).press("Enter");
}

async function fillContactForm(page: Page, fields: { name: string; email: string; message: string }) {
  await page.getByRole("textbox", { name: "नाम", exact: true }).fill(fields.name);
  await page.getByRole("textbox", { name: "ईमेल" }).fill(fields.email);
  await page.getByRole("textbox", { name: "संदेश" }).fill(fields.message);
}

test.describe("Hindi home and about pages", () => {
  test("the home page speaks Hindi: hero, licences, category tiles with counts, links under /hi", async ({
    page,
    sampleApp,
  }) => {
    const response = await page.goto(`${sampleApp.url}/hi`);
    expect(response?.status()).toBe(200);
    await expectHindiDocument(page, "Ganga Pharma Distributors");
    await expect(
      page.getByRole("heading", { level: 1, name: "फ़ार्मेसी, अस्पताल और क्लिनिक के लिए असली दवाएँ" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "लाइसेंसशुदा और पंजीकृत" })).toBeVisible();
    await expect(page.getByText("ड्रग लाइसेंस (फ़ॉर्म 20B)")).toBeVisible();
    await expect(page.getByText(/^हमारी दवा सूची में [\d,]+ दवाएँ हैं; सूची दिन भर अपडेट होती है।$/)).toBeVisible();
    await expect(page.getByRole("heading", { name: "हमें क्यों चुनें" })).toBeVisible();
    const antibiotics = page.getByRole("link", { name: /^एंटीबायोटिक [\d,]+ दवा(एँ)?$/ });
    await expect(antibiotics).toHaveAttribute("href", /^\/hi\/medicines\?/);
    await expectMainLinksInHindi(page);
    // The business described to search engines in the page's language.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent())!) as {
      description: string;
    };
    expect(jsonLd.description).toMatch(/^पटना, बिहार के लाइसेंसशुदा दवा डीलर/);

    await page.getByRole("main").getByRole("link", { name: "संपर्क करें" }).first().click();
    await expect(page).toHaveURL(`${sampleApp.url}/hi/contact`);
    await expect(page.getByRole("heading", { level: 1, name: "संपर्क करें" })).toBeVisible();
  });

  test("the about page speaks Hindi and its links stay under /hi", async ({ page, sampleApp }) => {
    const response = await page.goto(`${sampleApp.url}/hi/about`);
    expect(response?.status()).toBe(200);
    await expectHindiDocument(page, "हमारे बारे में | Ganga Pharma Distributors");
    await expect(page.getByRole("heading", { level: 1, name: "Ganga Pharma Distributors के बारे में" })).toBeVisible();
    for (const heading of ["हमारा मिशन", "हमारा लक्ष्य", "हमारे मूल्य", "लाइसेंसशुदा और पंजीकृत", "हमसे बात करें"]) {
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }
    await expect(page.getByText("GSTIN", { exact: true })).toBeVisible();
    await expectMainLinksInHindi(page);
  });
});

// Each test runs its own server: enquiries are counted per address for the rate limit.
test.describe("the Hindi contact page", () => {
  test.describe.configure({ timeout: 90_000 });

  test("answers problems with HTTP 400 and Hindi messages, then says in Hindi that it was received", async ({
    page,
    startApp,
  }) => {
    const app = await startApp();
    const response = await page.goto(`${app.url}/hi/contact`);
    expect(response?.status()).toBe(200);
    await expectHindiDocument(page, "संपर्क करें | Ganga Pharma Distributors");
    await expect(page.getByRole("heading", { name: "खुलने का समय" })).toBeVisible();
    await expect(page.getByRole("main").getByText("सोमवार - शुक्रवार")).toBeVisible();
    await expect(page.getByRole("main").getByText("12, गोविंद मित्रा रोड, पटना, बिहार 800004")).toBeVisible();

    await fillContactForm(page, { ...asha, name: "   ", email: "asha@example" });
    const submit = page.getByRole("button", { name: "संदेश भेजें" });
    await waitForScript(submit);
    const [invalid] = await Promise.all([page.waitForResponse((r) => r.request().method() === "POST"), submit.click()]);
    expect(invalid.status()).toBe(400);
    expect(new URL(invalid.url()).pathname).toMatch(/^\/hi\/contact/);
    await expect(page.getByRole("alert")).toHaveText("कृपया नीचे चिह्नित 2 फ़ील्ड ठीक करें।");
    const name = page.getByRole("textbox", { name: "नाम", exact: true });
    await expect(name).toHaveAccessibleDescription("अपना नाम लिखें");
    await expect(page.getByRole("textbox", { name: "ईमेल" })).toHaveAccessibleDescription(
      "ईमेल पता इस तरह लिखें: name@example.com",
    );
    await expect(name).toBeFocused();
    await expectNoAxeViolations(page);

    await fillContactForm(page, asha);
    await submit.click();
    await expect(page.getByRole("status")).toContainText("धन्यवाद, आपका संदेश हमें मिल गया है।");
    await expect(page).toHaveURL(`${app.url}/hi/contact`);
    expect(enquiriesOf(app.dataDir)).toMatchObject([{ ...asha, page: "/hi/contact", status: "stored" }]);
  });

  test("works in Hindi with JavaScript disabled", async ({ browser, startApp }) => {
    const app = await startApp();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${app.url}/hi/contact`);
      await fillContactForm(page, { ...asha, message: "   बहुत छोटा   " });
      const [invalid] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "संदेश भेजें" }).click(),
      ]);
      expect(invalid.status()).toBe(400);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expect(page.getByText("संदेश में कम से कम 10 अक्षर होने चाहिए")).toBeVisible();
      await expect(page.getByRole("textbox", { name: "नाम", exact: true })).toHaveValue(asha.name);

      await page.getByRole("textbox", { name: "संदेश" }).fill(asha.message);
      const [valid] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "संदेश भेजें" }).click(),
      ]);
      expect(valid.status()).toBe(200);
      await expect(page).toHaveURL(`${app.url}/hi/contact`);
      await expect(page.getByRole("status")).toContainText("धन्यवाद, आपका संदेश हमें मिल गया है।");
      expect(enquiriesOf(app.dataDir)).toMatchObject([{ ...asha, page: "/hi/contact" }]);
    } finally {
      await context.close();
    }
  });
});

test.describe("the Hindi enquiry list", () => {
  test.describe.configure({ timeout: 90_000 });
  let app: AppServer;
  test.beforeAll(async ({ appOn }) => {
    app = await appOn("hindi-enquiry-list", enquiryListSheet(), { ENQUIRY_RATE_LIMIT: "100" });
  });

  test("adds from a card, counts in the header, changes, removes and sends, all under /hi", async ({ page }) => {
    await page.goto(`${app.url}/hi/medicines`);
    await expectCount(page, 0);
    await waitForScript(addButton(page, dolo.name));
    await addButton(page, dolo.name).click();
    await expect(page.getByText(`${dolo.name} ऑर्डर लिस्ट में जोड़ी गई (मात्रा 1)।`)).toBeVisible();
    await expectCount(page, 1);
    await addButton(page, syrup.name).click();
    await expect(page.getByText(`${syrup.name} ऑर्डर लिस्ट में जोड़ी गई (मात्रा 1)।`)).toBeVisible();
    await expectCount(page, 2);
    expect(new URL(page.url()).pathname).toBe("/hi/medicines");

    await page.getByRole("link", { name: "ऑर्डर लिस्ट देखें" }).click();
    await expect(page).toHaveURL(`${app.url}/hi/enquiry`);
    await expect(page.getByRole("heading", { level: 1, name: "ऑर्डर लिस्ट" })).toBeVisible();
    await expect(page.getByText("आपकी ऑर्डर लिस्ट में 2 दवाएँ हैं।", { exact: false })).toBeVisible();
    await expect(page.getByRole("link", { name: dolo.name, exact: true })).toHaveAttribute(
      "href",
      `/hi/medicines/${dolo.id}`,
    );

    await setQuantity(page, dolo.name, "3");
    await expect(quantityOf(page, dolo.name)).toHaveValue("3");
    await page.getByRole("button", { name: `${syrup.name} हटाएँ` }).click();
    await expect(quantityOf(page, syrup.name)).toHaveCount(0);
    await expectCount(page, 1);
    expect(new URL(page.url()).pathname).toBe("/hi/enquiry");
    await expect(page.getByRole("button", { name: `${dolo.name} की मात्रा अपडेट करें` })).toBeVisible();

    // The message sent from the visitor's own WhatsApp greets in Hindi; the lines stay "name (manufacturer) — qty".
    // It is stored first: it ends with its reference and its Hindi order page's address.
    const [message, reference] = (await sharedText(page, "WhatsApp पर भेजें", "text")).split("\n\n");
    expect(message).toBe(
      `नमस्ते Ganga Pharma Distributors, कृपया इन दवाओं का दाम और उपलब्धता बताएँ:\n${sentLine(dolo.name, 3)}`,
    );
    expect(reference).toMatch(/^ऑर्डर \d+: http:\/\/[^/]+\/hi\/orders\/[\w-]{32}$/);
    await expect(page.getByRole("status").filter({ hasText: "ऑर्डर" })).toContainText(/ऑर्डर \d+ दर्ज हो गया/);
    expect(await sharedText(page, "ईमेल से भेजें", "body")).toContain(sentLine(dolo.name, 3));
    await expectNoAxeViolations(page);

    await page.getByRole("textbox", { name: "नाम", exact: true }).fill("रवि सिन्हा");
    await page.getByRole("textbox", { name: "ईमेल" }).fill("ravi@example.com");
    await page.getByRole("button", { name: "पूछताछ भेजें" }).click();
    await expect(page.getByRole("status").filter({ hasText: "धन्यवाद, आपकी ऑर्डर लिस्ट हमें मिल गई है।" })).toBeVisible();
    await expect(page.getByText("आपकी ऑर्डर लिस्ट ख़ाली है।")).toBeVisible();
    await expectCount(page, 0);
    expect(new URL(page.url()).pathname).toBe("/hi/enquiry");
    // Two orders: the WhatsApp and e-mail presses above are one (the same list within 10 minutes,
    // decision 63), then the form's, which names the buyer.
    const stored = enquiriesOf(app.dataDir);
    expect(stored).toHaveLength(2);
    expect(stored.filter((enquiry) => enquiry.name === "रवि सिन्हा")).toMatchObject([
      { name: "रवि सिन्हा", page: "/hi/enquiry", lines: [{ medicineId: dolo.id, quantity: 3 }] },
    ]);
  });

  test("refuses a wrong quantity in Hindi", async ({ page }) => {
    await page.request.post(`${app.url}/hi/enquiry`, { form: { intent: "add", medicineId: azee.id } });
    const refused = await page.request.post(`${app.url}/hi/enquiry`, {
      form: { intent: "quantity", medicineId: azee.id, quantity: "0" },
    });
    expect(refused.status()).toBe(400);
    expect(await refused.text()).toContain("1 से 9999 तक की पूरी संख्या लिखें।");
  });

  test("works without JavaScript, every answer staying under /hi", async ({ browser, sheet, startApp }) => {
    sheet.set("hindi-enquiry-list-nojs", { body: enquiryListSheet() });
    const nojsApp = await startApp({ CATALOGUE_SOURCE: sheet.url("hindi-enquiry-list-nojs") });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${nojsApp.url}/hi/medicines?search=dolo`);
      await addButton(page, dolo.name).click();
      await expect(page).toHaveURL(`${nojsApp.url}/hi/medicines?search=dolo#medicine-${dolo.id}`);
      await expectCount(page, 1);

      await page.goto(`${nojsApp.url}/hi/medicines/${azee.id}`);
      await addButton(page, azee.name).click();
      await expectCount(page, 2);
      await headerLink(page).click();
      await expect(page).toHaveURL(`${nojsApp.url}/hi/enquiry`);
      await expect(quantityOf(page, dolo.name)).toHaveValue("1");
      await expect(quantityOf(page, azee.name)).toHaveValue("1");

      await setQuantity(page, dolo.name, "5");
      await expect(quantityOf(page, dolo.name)).toHaveValue("5");
      await expect(page).toHaveURL(`${nojsApp.url}/hi/enquiry`);
      await page.getByRole("button", { name: `${azee.name} हटाएँ` }).click();
      await expect(quantityOf(page, azee.name)).toHaveCount(0);
      await expectCount(page, 1);

      await page.getByRole("textbox", { name: "नाम", exact: true }).fill("रवि सिन्हा");
      await page.getByRole("textbox", { name: "ईमेल" }).fill("ravi@example");
      const [invalid] = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "पूछताछ भेजें" }).click(),
      ]);
      expect(invalid.status()).toBe(400);
      await expect(page.getByText("ईमेल पता इस तरह लिखें: name@example.com")).toBeVisible();
      await page.getByRole("textbox", { name: "ईमेल" }).fill("ravi@example.com");
      await page.getByRole("button", { name: "पूछताछ भेजें" }).click();
      await expect(page.getByRole("status").filter({ hasText: "धन्यवाद" })).toBeVisible();
      await expect(page).toHaveURL(`${nojsApp.url}/hi/enquiry`);
      await expectCount(page, 0);
      expect(enquiriesOf(nojsApp.dataDir)).toMatchObject([
        { name: "रवि सिन्हा", page: "/hi/enquiry", lines: [{ medicineId: dolo.id, quantity: 5 }] },
      ]);
    } finally {
      await context.close();
    }
  });
});

test.describe("the Hindi manufacturers pages", () => {
  test("the index counts in Hindi and links to each manufacturer's Hindi page", async ({ page, catalogueApp }) => {
    const response = await page.goto(`${catalogueApp.url}/hi/manufacturers`);
    expect(response?.status()).toBe(200);
    await expectHindiDocument(page, "निर्माता | Ganga Pharma Distributors");
    await expect(page.getByRole("heading", { level: 1, name: "निर्माता" })).toBeVisible();
    await expect(page.getByText("9 निर्माता, A–Z, हमारी दवा सूची में उनकी दवाओं की संख्या के साथ।")).toBeVisible();
    await expect(page.getByRole("navigation", { name: "अक्षर के अनुसार निर्माता" })).toBeVisible();
    const cipla = page.getByRole("listitem").filter({ has: page.getByRole("link", { name: "Cipla Ltd" }) });
    await expect(cipla).toContainText(/Cipla Ltd\s*\d+ दवा(एँ)?$/);
    await expectMainLinksInHindi(page);

    await cipla.getByRole("link").click();
    await expect(page).toHaveURL(`${catalogueApp.url}/hi/manufacturers/cipla-ltd`);
    await expect(page.getByRole("heading", { level: 1, name: "Cipla Ltd" })).toBeVisible();
    await expectHindiDocument(page, "Cipla Ltd की दवाएँ | Ganga Pharma Distributors");
    await expect(page.getByRole("main").getByRole("link", { name: "निर्माता", exact: true })).toHaveAttribute(
      "href",
      "/hi/manufacturers",
    );
    await expectMainLinksInHindi(page);
  });

  test("a missing manufacturer answers 404 in Hindi with a way back to the list", async ({ page, catalogueApp }) => {
    const response = await page.goto(`${catalogueApp.url}/hi/manufacturers/no-such-company`);
    expect(response?.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", "hi");
    await expect(page).toHaveTitle("निर्माता नहीं मिला | Ganga Pharma Distributors");
    await expect(page.getByRole("heading", { level: 1, name: "निर्माता नहीं मिला" })).toBeVisible();
    await page.getByRole("link", { name: "सभी निर्माता" }).click();
    await expect(page).toHaveURL(`${catalogueApp.url}/hi/manufacturers`);
  });
});

const AXE_PAGES = [
  { path: "/hi", app: "sample" },
  { path: "/hi/about", app: "sample" },
  { path: "/hi/contact", app: "sample" },
  { path: "/hi/enquiry", app: "sample" },
  { path: "/hi/manufacturers", app: "catalogue" },
  { path: "/hi/manufacturers/cipla-ltd", app: "catalogue" },
  { path: "/hi/manufacturers/no-such-company", app: "catalogue" },
] as const;

for (const { path, app } of AXE_PAGES) {
  for (const width of [390, 1280]) {
    test(`${path} at ${width} px has no accessibility violations (axe)`, async ({ page, sampleApp, catalogueApp }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`${(app === "sample" ? sampleApp : catalogueApp).url}${path}`);
      await expect(page.locator("html")).toHaveAttribute("lang", "hi");
      await expectNoAxeViolations(page);
    });
  }
}
