import type { Page } from "@playwright/test";
import { test, expect, type AppServer } from "./support/fixtures";
import { enquiryListSheet, LIST_MEDICINES, quantityOf, sentLine, sharedText } from "./support/enquiry-list";
import { waitForScript } from "./support/hydration";
import { FULL } from "./support/medicine-sheet";
import { byName, cardNames, catalogueStatus, namesWhere, searchBox } from "./support/test-catalogue";

/**
 * The server's page is usable before its script arrives (docs/decisions/015-first-load.md): these
 * tests hold the page's modules back, act on the page meanwhile, then let them through.
 */
function holdScripts(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return page
    .route(/\/assets\/.*\.js$/, async (route) => {
      await released;
      await route.continue();
    })
    .then(() => release);
}

test.describe("before the page's script runs", () => {
  test("a search typed meanwhile stays in the box and is the one Enter sends", async ({ page, catalogueApp }) => {
    const release = await holdScripts(page);
    await page.goto(`${catalogueApp.url}/medicines`);
    await searchBox(page).fill("cetirizine");
    release();
    await waitForScript(searchBox(page));
    await expect(searchBox(page)).toHaveValue("cetirizine");
    await searchBox(page).press("Enter");
    await expect(page).toHaveURL(/\/medicines\?search=cetirizine$/);
    const found = namesWhere((m) => m.name.startsWith("Cetirizine")).length;
    const shown = Math.min(24, found);
    await expect(catalogueStatus(page)).toHaveText(`Showing 1–${shown} of ${found} medicines`);
    await expect(cardNames(page)).toHaveText(Array<RegExp>(shown).fill(/^Cetirizine Tablet/));
  });

  test("filters ticked and chosen meanwhile are applied once it runs, and the address follows", async ({
    page,
    catalogueApp,
  }) => {
    const release = await holdScripts(page);
    await page.goto(`${catalogueApp.url}/medicines?category=antibiotics`);
    const rxOnly = page.getByRole("checkbox", { name: "Prescription only" });
    await rxOnly.check();
    await page.getByRole("combobox", { name: "Sort by" }).selectOption({ label: "Name (Z–A)" });
    await page.getByRole("radiogroup", { name: "Paging" }).getByRole("radio", { name: "Load more" }).check();
    release();

    await expect
      .poll(() => Object.fromEntries(new URL(page.url()).searchParams))
      .toEqual({ category: "antibiotics", rx: "1", sort: "name-desc", paging: "more" });
    await expect(rxOnly).toBeChecked();
    await expect(page.getByRole("combobox", { name: "Sort by" })).toHaveValue("name-desc");
    const expected = namesWhere(
      (m) => m.category.toLowerCase() === "antibiotics" && m.rx,
      (a, b) => byName(b, a),
    );
    await expect(cardNames(page)).toHaveText(expected.slice(0, 24));
  });

  test("a search typed meanwhile without Enter is searched once it runs", async ({ page, catalogueApp }) => {
    const release = await holdScripts(page);
    await page.goto(`${catalogueApp.url}/medicines`);
    await searchBox(page).fill("cetirizine");
    release();
    await expect(page).toHaveURL(/\/medicines\?search=cetirizine$/);
    await expect(cardNames(page).first()).toHaveText(/^Cetirizine Tablet/);
  });

  test('"/" moves to the search box from the first paint', async ({ page, catalogueApp }) => {
    const release = await holdScripts(page);
    await page.goto(`${catalogueApp.url}/medicines`);
    await expect(searchBox(page)).toHaveAttribute("aria-keyshortcuts", "/");
    await page.keyboard.press("/");
    await expect(searchBox(page)).toBeFocused();
    await expect(searchBox(page)).toHaveValue("");
    release();
  });

  test("the list view pressed meanwhile is shown, at its own address", async ({ page, catalogueApp }) => {
    const release = await holdScripts(page);
    await page.goto(`${catalogueApp.url}/medicines`);
    await page.getByRole("button", { name: "List view" }).click();
    await expect(page).toHaveURL(/\/medicines\?view=list$/);
    release();
    await expect(page.getByRole("button", { name: "List view" })).toHaveAttribute("aria-pressed", "true");
  });

  test("a tab pressed meanwhile is shown once it runs", async ({ page, detailApp }) => {
    const release = await holdScripts(page);
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    const uses = page.getByRole("tab", { name: "Uses" });
    await uses.click();
    release();
    await expect(uses).toHaveAttribute("aria-selected", "true");
    await expect(page.getByRole("tabpanel", { name: "Uses" })).toBeVisible();
    await expect(page.getByRole("tab", { name: "Description" })).toHaveAttribute("aria-selected", "false");
  });

  test("buttons that need the visitor's own press say they are unavailable until it runs", async ({
    page,
    context,
    detailApp,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: detailApp.url });
    const release = await holdScripts(page);
    await page.goto(`${detailApp.url}/medicines/${FULL.id}`);
    const copy = page.getByRole("button", { name: "Copy link" });
    await expect(copy).toHaveAttribute("aria-disabled", "true");
    await expect(copy).toBeDisabled();
    release();
    await expect(copy).toBeEnabled();
    await copy.click();
    await expect(page.getByRole("status")).toHaveText("Link copied to clipboard");
  });
});

test.describe("before the enquiry page's script runs", () => {
  let app: AppServer;
  test.beforeAll(async ({ appOn }) => {
    app = await appOn("before-script", enquiryListSheet(), { ENQUIRY_RATE_LIMIT: "100" });
  });

  test("a quantity typed meanwhile is kept once it runs, without Enter or Update", async ({ page }) => {
    const { dolo } = LIST_MEDICINES;
    const added = await page.request.post(`${app.url}/enquiry`, { form: { intent: "add", medicineId: dolo.id } });
    expect(added.status()).toBe(200);
    const release = await holdScripts(page);
    await page.goto(`${app.url}/enquiry`);
    await quantityOf(page, dolo.name).fill("15");
    const kept = page.waitForResponse((response) => response.request().method() === "POST");
    release();
    await kept;
    expect(await sharedText(page, "Send on WhatsApp", "text")).toContain(sentLine(dolo.name, 15));
    await page.goto(`${app.url}/enquiry`);
    await expect(quantityOf(page, dolo.name)).toHaveValue("15");
  });

  test("a quantity typed meanwhile stays in its field and is the one saved", async ({ page }) => {
    const { dolo } = LIST_MEDICINES;
    const added = await page.request.post(`${app.url}/enquiry`, { form: { intent: "add", medicineId: dolo.id } });
    expect(added.status()).toBe(200);
    const release = await holdScripts(page);
    await page.goto(`${app.url}/enquiry`);
    await quantityOf(page, dolo.name).fill("12");
    release();
    await waitForScript(quantityOf(page, dolo.name));
    await expect(quantityOf(page, dolo.name)).toHaveValue("12");
    const saved = page.waitForResponse((response) => response.request().method() === "POST");
    await quantityOf(page, dolo.name).press("Enter");
    await saved;
    await page.reload();
    await expect(quantityOf(page, dolo.name)).toHaveValue("12");
  });

  test("a stepper pressed meanwhile changes the quantity once, as a form the server answers", async ({ page }) => {
    const { azee } = LIST_MEDICINES;
    const added = await page.request.post(`${app.url}/enquiry`, { form: { intent: "add", medicineId: azee.id } });
    expect(added.status()).toBe(200);
    const release = await holdScripts(page);
    await page.goto(`${app.url}/enquiry`);
    await expect(quantityOf(page, azee.name)).toHaveValue("1");
    await page.getByRole("button", { name: `Increase quantity of ${azee.name}` }).click();
    // The server's page, still without its script: the quantity it saved.
    await expect(quantityOf(page, azee.name)).toHaveValue("2");
    release();
    await waitForScript(quantityOf(page, azee.name));
    await page.reload();
    await expect(quantityOf(page, azee.name)).toHaveValue("2");
  });

  test("an order list pasted meanwhile is checked and added by the server's forms", async ({ page }) => {
    const { syrup } = LIST_MEDICINES;
    const release = await holdScripts(page);
    await page.goto(`${app.url}/enquiry`);
    await page.getByRole("textbox", { name: "Order list" }).fill(`${syrup.name} - 4`);
    await page.getByRole("button", { name: "Find medicines" }).click();
    await expect(page.getByRole("heading", { name: "Check your order", level: 2 })).toBeVisible();
    await expect(page.getByRole("spinbutton", { name: "Quantity for line 1", exact: true })).toHaveValue("4");
    // The line names one medicine of the catalogue: chosen already, as in the browser with its script.
    const chosen = page.getByRole("combobox", { name: "Medicine for line 1", exact: true });
    expect(await chosen.evaluate((select: HTMLSelectElement) => select.selectedOptions[0]?.textContent)).toMatch(
      new RegExp(`^${syrup.name.replace(/[#&]/g, "\\$&")} \\(`),
    );
    await page.getByRole("button", { name: "Add to enquiry list" }).click();
    await expect(quantityOf(page, syrup.name)).toHaveValue("4");
    release();
    await waitForScript(quantityOf(page, syrup.name));
    await page.reload();
    await expect(quantityOf(page, syrup.name)).toHaveValue("4");
  });
});
