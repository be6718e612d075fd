import { test, expect } from "./support/fixtures";
import { waitForScript } from "./support/hydration";

test.describe("every route renders on the server inside the site layout", () => {
  for (const { path, heading } of [
    { path: "/", heading: "Genuine medicines for pharmacies, hospitals and clinics" },
    { path: "/medicines", heading: "Medicines" },
    { path: "/about", heading: /About/ },
    { path: "/contact", heading: "Contact us" },
  ]) {
    test(`${path} answers 200 with its heading, header and footer`, async ({ page, sampleApp }) => {
      const response = await page.goto(`${sampleApp.url}${path}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Main" });
      for (const name of ["Home", "Medicines", "About", "Contact"]) {
        await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("search").getByRole("combobox", { name: "Search medicines" })).toBeVisible();
      await expect(page.getByRole("contentinfo")).toContainText("Monday - Friday: 8:00 AM - 8:00 PM");
      await expect(page).toHaveTitle(/Ganga Pharma Distributors/);
    });
  }

  test("the server HTML already holds the catalogue, before any script runs", async ({ request, sampleApp }) => {
    const response = await request.get(`${sampleApp.url}/medicines`);
    const html = await response.text();
    expect(html).toMatch(/Showing 1–24 of \d+ medicines/);
    expect(html.match(/<article/g)?.length).toBe(24);
  });

  test("a medicine page shows the medicine and answers 200", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/medicines`);
    const firstCard = page.getByRole("article").first();
    const name = (await firstCard.getByRole("heading").textContent())?.trim() ?? "";
    expect(name).not.toBe("");
    await firstCard.getByRole("link", { name }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText(/\d+ in stock|Out of stock/)).toBeVisible();
    const response = await page.reload();
    expect(response?.status()).toBe(200);
  });

  test("an unknown medicine answers 404 with a way back to the catalogue", async ({ page, sampleApp }) => {
    const response = await page.goto(`${sampleApp.url}/medicines/no-such-medicine`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Medicine not found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to Catalog" }).click();
    await expect(page).toHaveURL(/\/medicines$/);
  });

  test("an unknown route answers 404 with the not-found page", async ({ page, sampleApp }) => {
    const response = await page.goto(`${sampleApp.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Oops! Page not found" })).toBeVisible();
    await page.getByRole("link", { name: "Return to Home" }).click();
    await expect(page).toHaveURL(`${sampleApp.url}/`);
    expect(sampleApp.logs.some((line) => line.includes('"path":"/no/such/page"'))).toBe(true);
  });

  test("the header search lands on the filtered catalogue and clears the box", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/about`);
    const box = page.getByRole("combobox", { name: "Search medicines" });
    // Clearing the box is the script's; before it, the form is a plain one.
    await waitForScript(box);
    await box.fill("  paracetamol  ");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/medicines\?search=paracetamol$/);
    await expect(box).toHaveValue("");
    await expect(page.getByRole("status")).toContainText(/of \d+ medicines/);
    for (const card of await page.getByRole("article").all()) {
      await expect(card).toContainText(/paracetamol/i);
    }
  });
});
