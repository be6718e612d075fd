import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./support/fixtures";

const CATEGORIES = [
  { id: "antibiotics", name: "Antibiotics" },
  { id: "painkillers", name: "Pain Relief" },
  { id: "vitamins", name: "Vitamins & Supplements" },
  { id: "cardiac", name: "Cardiac Care" },
  { id: "respiratory", name: "Respiratory" },
  { id: "diabetes", name: "Diabetes Care" },
  { id: "digestive", name: "Digestive Health" },
  { id: "skincare", name: "Dermatology" },
];

test.describe("home page", () => {
  test("has the hero links, the four reasons, the licence numbers and a closing call to action", async ({
    page,
    sampleApp,
  }) => {
    await page.goto(sampleApp.url);
    const main = page.getByRole("main");
    await main.getByRole("link", { name: "Browse medicines" }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/medicines`);
    await page.goBack();
    await main.getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/contact`);
    await page.goBack();

    const reasons = main.getByRole("region", { name: "Why choose us" }).getByRole("heading", { level: 3 });
    await expect(reasons).toHaveText(["Licensed & certified", "Fast delivery", "Always available", "Quality assured"]);
    await expect(main).toContainText("Licensed pharmaceutical dealer and distributor, Patna");
    const licences = main.getByRole("region", { name: "Licensed and registered" });
    await expect(licences).toContainText("BR-PAT-20B-004512");
    await expect(licences).toContainText("BR-PAT-21B-004513");
    await expect(licences).toContainText("717 medicines in our catalogue");

    const closing = main.getByRole("region", { name: "Need a medicine that is not listed?" });
    await expect(closing.getByRole("link", { name: "+91 612 266 0123" })).toHaveAttribute("href", "tel:+916122660123");
    await closing.getByRole("link", { name: "Get in touch" }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/contact`);
  });

  test("shows the eight categories with their counts, each landing on the filtered catalogue", async ({
    page,
    sampleApp,
  }) => {
    await page.goto(sampleApp.url);
    const grid = page.getByRole("region", { name: "Browse by category" });
    const tiles = grid.getByRole("listitem");
    await expect(tiles).toHaveCount(8);
    for (const [index, category] of CATEGORIES.entries()) {
      const tile = tiles.nth(index).getByRole("link");
      await expect(tile).toHaveAttribute("href", `/medicines?category=${category.id}`);
      await expect(tile).toContainText(category.name);
    }

    // The count on a tile is what the catalogue shows behind it.
    for (const category of [CATEGORIES[0]!, CATEGORIES[3]!]) {
      await page.goto(sampleApp.url);
      const tile = grid.getByRole("link", { name: new RegExp(`^${category.name}`) });
      const count = /(\d+) medicines?/.exec((await tile.textContent()) ?? "")?.[1];
      expect(Number(count)).toBeGreaterThan(0);
      await tile.click();
      await expect(page).toHaveURL(`${sampleApp.url}/medicines?category=${category.id}`);
      await expect(page.getByRole("status")).toContainText(`of ${count} medicines`);
    }
  });
});

test.describe("about page", () => {
  test("has mission, vision, four values and a way to contact us", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/about`);
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveText("About Ganga Pharma Distributors");
    await expect(main.getByRole("region", { name: "Our mission" })).toContainText("genuine, affordable medicines");
    await expect(main.getByRole("region", { name: "Our vision" })).toContainText("most trusted medicine distributor");
    await expect(main.getByRole("region", { name: "Our values" }).getByRole("heading", { level: 3 })).toHaveText([
      "Integrity",
      "Reliability",
      "Care",
      "Service",
    ]);
    await main.getByRole("region", { name: "Talk to us" }).getByRole("link", { name: "Contact us" }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/contact`);
  });
});

test.describe("contact page", () => {
  test("gives a phone link, an e-mail link, the Patna address and the contact-page hours", async ({
    page,
    sampleApp,
  }) => {
    await page.goto(`${sampleApp.url}/contact`);
    const details = page.getByRole("region", { name: "Get in touch" });
    await expect(details.getByRole("link", { name: "+91 612 266 0123" })).toHaveAttribute("href", "tel:+916122660123");
    await expect(details.getByRole("link", { name: "info@gangapharma.example" })).toHaveAttribute(
      "href",
      "mailto:info@gangapharma.example",
    );
    await expect(details).toContainText("12, Govind Mitra Road, Patna, Bihar 800004");
    const hours = page.getByRole("region", { name: "Opening hours" });
    await expect(hours).toContainText("Monday - Friday8:00 AM - 8:00 PM");
    await expect(hours).toContainText("Saturday9:00 AM - 6:00 PM");
    await expect(hours).toContainText("Sunday10:00 AM - 4:00 PM");
    // One set of hours: the footer says what the contact page says, line for line.
    const footerHours = page.getByRole("contentinfo").getByRole("region", { name: "Business hours" });
    await expect(footerHours.getByRole("term")).toHaveText(["Monday - Friday:", "Saturday:", "Sunday:"]);
    await expect(footerHours.getByRole("definition")).toHaveText(await hours.getByRole("definition").allTextContents());
    const form = page.getByRole("form", { name: "Send us a message" });
    await expect(form.getByRole("textbox", { name: "Email" })).toHaveAttribute("type", "email");
    await expect(form.getByRole("button", { name: "Send message" })).toBeVisible();
  });
});

test.describe("not found page", () => {
  test("answers 404 with the texts, logs the path on the server, and in the browser after a client navigation", async ({
    page,
    sampleApp,
  }) => {
    const messages: string[] = [];
    page.on("console", (message) => messages.push(message.text()));
    const response = await page.goto(`${sampleApp.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect(page).toHaveTitle("Page not found | Ganga Pharma Distributors");
    expect(sampleApp.logs.some((line) => line.includes('"path":"/no/such/page"'))).toBe(true);

    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/`);
    messages.length = 0;
    // Back is a client-side navigation now: the router renders the not-found route itself.
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Oops! Page not found");
    await expect
      .poll(() => messages)
      .toContainEqual("404 Error: User attempted to access non-existent route: /no/such/page");
  });
});

test.describe("every page", () => {
  // Several pages per test, and axe scans, take their time on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  const PAGES = [
    { path: "/", title: "Ganga Pharma Distributors" },
    { path: "/about", title: "About us | Ganga Pharma Distributors" },
    { path: "/contact", title: "Contact us | Ganga Pharma Distributors" },
    { path: "/no-such-page", title: "Page not found | Ganga Pharma Distributors" },
  ];

  test("has its own title and description", async ({ page, sampleApp }) => {
    const descriptions = new Set<string>();
    for (const { path, title } of PAGES) {
      await page.goto(`${sampleApp.url}${path}`);
      await expect(page).toHaveTitle(title);
      const description = await page.locator('meta[name="description"]').getAttribute("content");
      expect(description?.length).toBeGreaterThan(40);
      descriptions.add(description!);
    }
    expect(descriptions.size).toBe(PAGES.length);
  });

  test("starts with a skip link to the content", async ({ page, sampleApp }) => {
    for (const { path } of PAGES) {
      await page.goto(`${sampleApp.url}${path}`);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: "Skip to content" });
      await expect(skip).toBeFocused();
      await expect(skip).toBeInViewport();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("main")).toBeFocused();
    }
  });

  test("has the footer's quick links, contact details, hours and licensed-dealer line", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/about`);
    const footer = page.getByRole("contentinfo");
    const links = footer.getByRole("navigation", { name: "Quick links" }).getByRole("link");
    await expect(links).toHaveText(["Home", "Medicines", "Manufacturers", "About us", "Contact us"]);
    await expect(footer.getByRole("link", { name: "+91 612 266 0123" })).toHaveAttribute("href", "tel:+916122660123");
    await expect(footer.getByRole("link", { name: "info@gangapharma.example" })).toHaveAttribute(
      "href",
      "mailto:info@gangapharma.example",
    );
    await expect(footer).toContainText("Patna");
    await expect(footer).toContainText("Monday - Friday: 8:00 AM - 8:00 PM");
    await expect(footer).toContainText("Licensed pharmaceutical dealer and distributor");
    await links.filter({ hasText: "Medicines" }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/medicines`);
  });

  for (const { path } of PAGES) {
    for (const width of [390, 1280]) {
      test(`${path} at ${width} px has no accessibility violations (axe)`, async ({ page, sampleApp }) => {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${sampleApp.url}${path}`);
        expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      });
    }
  }
});
