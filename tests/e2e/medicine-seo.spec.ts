import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { FULL, HOSTILE, MINIMAL, SITE_URL } from "./support/medicine-sheet";
import { openCatalogue } from "./support/test-catalogue";
import { imageVersion } from "~/catalogue/images/links";

type JsonLd = { "@context": string; "@graph": Record<string, unknown>[] };

async function jsonLdOf(page: Page): Promise<JsonLd> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  return JSON.parse((await scripts.textContent()) ?? "") as JsonLd;
}

function metaContent(page: Page, attribute: "name" | "property", key: string) {
  return page.locator(`head meta[${attribute}="${key}"]`).getAttribute("content");
}

test.describe("the medicine page for search engines and link previews", () => {
  test("has its own title, description, canonical URL, Open Graph and Twitter tags", async ({
    page,
    detailApp,
    sheet,
    request,
  }) => {
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    const url = `${SITE_URL}/medicines/${FULL.id}`;
    await expect(page).toHaveTitle(`${FULL.name} (${FULL.genericName}) | Ganga Pharma Distributors`);
    const description = await metaContent(page, "name", "description");
    expect(description).toBe(
      `${FULL.name} by ${FULL.manufacturer}: ${FULL.genericName}. Price Rate ${FULL.price} + GST 12%, in stock, prescription required.`,
    );
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute("href", url);
    expect(await metaContent(page, "property", "og:url")).toBe(url);
    expect(await metaContent(page, "property", "og:title")).toBe(`${FULL.name} (${FULL.genericName})`);
    expect(await metaContent(page, "property", "og:description")).toBe(description);
    // The preview's picture is the site's own copy of the sheet's photo (decision 026): a
    // messenger fetching it never asks the sheet's host, and it gets a JPEG.
    const photoPath = `/images/${FULL.id}/0/640-${imageVersion(sheet.imageUrl("front.jpg"))}`;
    expect(await metaContent(page, "property", "og:image")).toBe(`${SITE_URL}${photoPath}`);
    expect(await metaContent(page, "name", "twitter:image")).toBe(`${SITE_URL}${photoPath}`);
    const preview = await request.get(`${detailApp.url}${photoPath}`, { headers: { accept: "*/*" } });
    expect(preview.status()).toBe(200);
    expect(preview.headers()["content-type"]).toBe("image/jpeg");
    expect(await metaContent(page, "name", "twitter:card")).toBe("summary_large_image");

    // Another medicine has other texts.
    await page.goto(`${detailApp.url}/medicines/${MINIMAL.id}`);
    await expect(page).toHaveTitle(`${MINIMAL.name} | Ganga Pharma Distributors`);
    await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute(
      "href",
      `${SITE_URL}/medicines/${MINIMAL.id}`,
    );
    expect(await metaContent(page, "name", "twitter:card")).toBe("summary");
  });

  test("carries schema.org Drug and BreadcrumbList data that parses as JSON", async ({ page, detailApp, sheet }) => {
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    const jsonLd = await jsonLdOf(page);
    expect(jsonLd["@context"]).toBe("https://schema.org");
    const [drug, breadcrumbs] = jsonLd["@graph"];
    expect(drug).toMatchObject({
      "@type": "Drug",
      name: FULL.name,
      nonProprietaryName: FULL.genericName,
      manufacturer: { name: FULL.manufacturer },
      dosageForm: FULL.form,
      prescriptionStatus: "https://schema.org/PrescriptionOnly",
      offers: { price: 29.57, priceCurrency: "INR", availability: "https://schema.org/InStock" },
    });
    // Every picture the sheet lists, including the one that fails to load for us, at the site's address.
    expect(drug?.image).toEqual(
      ["front.jpg", "back.jpg", "missing.png"].map(
        (file, index) => `${SITE_URL}/images/${FULL.id}/${index}/640-${imageVersion(sheet.imageUrl(file))}`,
      ),
    );
    expect(breadcrumbs).toMatchObject({
      "@type": "BreadcrumbList",
      itemListElement: [
        { position: 1, name: "Home" },
        { position: 2, name: "Medicines" },
        { position: 3, name: FULL.categoryName, item: `${SITE_URL}/medicines?category=${FULL.categoryId}` },
        { position: 4, name: FULL.name, item: `${SITE_URL}/medicines/${FULL.id}` },
      ],
    });
  });

  test("hostile sheet text and a javascript: image URL render inert", async ({ page, detailApp }) => {
    const dialogs: string[] = [];
    page.on("dialog", (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    const response = await page.goto(`${detailApp.url}/medicines/${HOSTILE.id}`);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? "";
    expect(html).not.toContain("<script>alert(1)</script>");

    // The name is text, exactly as typed in the sheet.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(HOSTILE.name);
    await expect(page.getByRole("tabpanel")).toContainText('<img src=x onerror="alert(2)">');
    await expect(page.locator('img[src="x"]')).toHaveCount(0);
    // The javascript: URL was dropped by the importer: a medicine without an image, no image element.
    await expect(page.getByRole("img", { name: HOSTILE.name })).toHaveCount(0);
    await expect(page.locator('img[src^="javascript:"]')).toHaveCount(0);

    // The sheet's <script> became no element of its own (its text sits escaped inside data scripts).
    const injected = await page
      .locator("script")
      .evaluateAll((scripts) => scripts.filter((script) => script.textContent?.trim() === "alert(1)").length);
    expect(injected).toBe(0);
    const jsonLd = await jsonLdOf(page);
    expect(jsonLd["@graph"][0]).toMatchObject({
      "@type": "Drug",
      name: HOSTILE.name,
      description: HOSTILE.description,
    });

    // Interacting with the page runs nothing either.
    await page.getByRole("tab", { name: "Uses" }).click();
    await expect(page.getByRole("tabpanel").getByRole("listitem")).toHaveText(["<b>Cough</b>"]);
    expect(dialogs).toEqual([]);
  });

  test("an unknown medicine answers 404 with a way back, and stays out of search indexes", async ({
    page,
    detailApp,
  }) => {
    const response = await page.goto(`${detailApp.url}/medicines/no-such-medicine`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Medicine not found" })).toBeVisible();
    await expect(page).toHaveTitle("Medicine not found | Ganga Pharma Distributors");
    expect(await metaContent(page, "name", "robots")).toBe("noindex");
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(0);
    await page.getByRole("link", { name: "Back to Catalog" }).click();
    await expect(page).toHaveURL(`${detailApp.url}/medicines`);
  });

  test("without any catalogue the page says Medicine not found (503) and the server logs it", async ({
    page,
    sheet,
    startApp,
  }) => {
    sheet.set("detail-down", { status: 500 });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("detail-down") });
    const response = await page.goto(`${app.url}/medicines/${FULL.id}`);
    expect(response?.status()).toBe(503);
    await expect(page.getByRole("heading", { level: 1, name: "Medicine not found" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Catalog" })).toHaveAttribute("href", "/medicines");
    expect(
      app.logs.some((line) => line.includes("medicine page without a catalogue") && line.includes(`"id":"${FULL.id}"`)),
    ).toBe(true);
  });

  test("a client-side navigation shows the detail skeleton until the medicine arrives", async ({ page, detailApp }) => {
    // Before the page's script runs, the link loads the whole page instead.
    await openCatalogue(page, `${detailApp.url}/medicines`);
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(`**/medicines/${FULL.id}.data*`, async (route) => {
      await released;
      await route.continue();
    });
    await page.getByRole("link", { name: FULL.name }).click();

    await expect(page.getByRole("status").filter({ hasText: "Loading medicine…" })).toBeAttached();
    await expect(page.locator("main [aria-busy=true]")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Medicine not found" })).toHaveCount(0);

    release();
    await expect(page.getByRole("heading", { level: 1, name: FULL.name })).toBeVisible();
    await expect(page.locator("[aria-busy=true]")).toHaveCount(0);
    await expect(page).toHaveTitle(new RegExp(`^${FULL.name}`));
  });
});
