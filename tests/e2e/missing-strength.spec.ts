import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { waitForScript } from "./support/hydration";
import { cardNames, openCatalogue } from "./support/test-catalogue";

/**
 * A brand with a strength the catalogue lacks (decision 64): the test catalogue sells Dolo only
 * as 650 mg and paracetamol 500 mg as Calpol 500. "dolo 500" is answered with Calpol 500 as a
 * result, under "No dolo 500 in our catalogue. Same composition and strength:", on the catalogue
 * page, in the header's suggestions and in the order check. "dolo 999" has no medicine of its
 * composition at that strength: an honest "no results".
 */
const search = "dolo 500";
const english = `No ${search} in our catalogue. Same composition and strength:`;
const hindi = `${search} हमारे कैटलॉग में नहीं है। वही कंपोज़िशन और स्ट्रेंथ:`;

for (const javaScriptEnabled of [true, false]) {
  for (const width of [390, 1280]) {
    test(`the catalogue shows the composition's medicines as results (${javaScriptEnabled ? "with" : "without"} JavaScript, ${width} px)`, async ({
      browser,
      catalogueApp,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width, height: 844 } });
      const page = await context.newPage();
      const url = `${catalogueApp.url}/medicines?search=${encodeURIComponent(search)}`;
      if (javaScriptEnabled) await openCatalogue(page, url);
      else await page.goto(url);
      await expect(page.getByRole("heading", { name: english })).toBeVisible();
      await expect(cardNames(page)).toHaveText(["Calpol 500 Tablet"]);
      await expect(page.getByRole("status").filter({ hasText: /of 1 medicine/ })).toBeVisible();
      // Results, not a dead end: no "nothing found" and the box keeps what was typed.
      await expect(page.getByRole("heading", { name: /No medicines found/ })).toHaveCount(0);
      await expect(page.getByRole("searchbox", { name: "Search catalogue" })).toHaveValue(search);
      await context.close();
    });
  }
}

test("in Hindi the results say the same, and the page is accessible", async ({ page, catalogueApp }) => {
  await page.goto(`${catalogueApp.url}/hi/medicines?search=${encodeURIComponent(search)}`);
  await expect(page.getByRole("heading", { name: hindi })).toBeVisible();
  await expect(cardNames(page)).toHaveText(["Calpol 500 Tablet"]);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("a strength no medicine of the composition has finds nothing, honestly", async ({ page, catalogueApp }) => {
  await page.goto(`${catalogueApp.url}/medicines?search=${encodeURIComponent("dolo 999")}`);
  await expect(page.getByRole("heading", { name: "No medicines found for “dolo 999”" })).toBeVisible();
  await expect(page.getByRole("heading", { name: /in our catalogue\. Same composition and strength:/ })).toHaveCount(0);
  await expect(cardNames(page)).toHaveCount(0);
});

const combobox = (page: Page, name: string) => page.getByRole("search").getByRole("combobox", { name });

for (const [language, prefix, boxName, listName, heading] of [
  ["English", "", "Search medicines", "Suggestions", english],
  ["Hindi", "/hi", "दवाएँ खोजें", "सुझाव", hindi],
] as const) {
  test(`the header's suggestions offer the composition's medicines under the same words (${language}, phone)`, async ({
    page,
    catalogueApp,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${catalogueApp.url}${prefix}/about`);
    const box = combobox(page, boxName);
    await waitForScript(box);
    await box.pressSequentially(search);
    const group = page.getByRole("listbox", { name: listName }).getByRole("group", { name: heading });
    await expect(group.getByRole("option").first()).toContainText("Calpol 500 Tablet");
    expect((await new AxeBuilder({ page }).include("[role=listbox]").analyze()).violations).toEqual([]);
    await group.getByRole("option").first().click();
    await expect(page.getByRole("heading", { level: 1, name: "Calpol 500 Tablet" })).toBeVisible();
  });
}

test("the header suggests nothing for a strength no medicine of the composition has", async ({
  page,
  catalogueApp,
}) => {
  await page.goto(`${catalogueApp.url}/about`);
  const box = combobox(page, "Search medicines");
  await waitForScript(box);
  await box.pressSequentially("dolo 999");
  // The list's arrival is announced; for nothing there is no list.
  await box.press("ArrowDown");
  await expect(page.getByRole("listbox", { name: "Suggestions" })).toBeHidden();
});

for (const javaScriptEnabled of [true, false]) {
  test(`the order check offers the composition's medicines as choices, saying so (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
    browser,
    catalogueApp,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled });
    const page = await context.newPage();
    await page.goto(`${catalogueApp.url}/enquiry`);
    const list = page.getByRole("textbox", { name: "Order list" });
    if (javaScriptEnabled) await waitForScript(list);
    await list.fill("dolo 500 x 10\ndolo 999 x 2");
    await page.getByRole("button", { name: "Find medicines" }).click();
    await expect(page.getByRole("heading", { name: "Check your order", level: 2 })).toBeVisible();
    const first = page.getByRole("combobox", { name: "Medicine for line 1", exact: true });
    await expect(first).toHaveAccessibleDescription(new RegExp(english.replace(/[.]/g, "\\.")));
    // A native select's option groups are not in the accessibility tree as groups: read the element.
    const group = first.locator("optgroup");
    await expect(group).toHaveAttribute("label", english);
    await expect(group.locator("option")).toHaveText([/^Calpol 500 Tablet/]);
    // Never chosen for the buyer.
    await expect(first).toHaveValue("");
    await expect(page.getByRole("spinbutton", { name: "Quantity for line 1", exact: true })).toHaveValue("10");
    // No medicine of Dolo's composition at 999: nothing offered, nothing said of it.
    const second = page.getByRole("combobox", { name: "Medicine for line 2", exact: true });
    await expect(second.locator("optgroup")).toHaveCount(0);
    await expect(second).not.toHaveAccessibleDescription(/in our catalogue/);
    await expect(page.getByText("No dolo 999 in our catalogue", { exact: false })).toHaveCount(0);
    await context.close();
  });
}

test("in Hindi the order check says it in Hindi", async ({ page, catalogueApp }) => {
  await page.goto(`${catalogueApp.url}/hi/enquiry`);
  await page.getByRole("textbox", { name: "ऑर्डर लिस्ट" }).fill("dolo 500 x 10");
  await page.getByRole("button", { name: "दवाएँ पहचानें" }).click();
  await expect(page.getByText(hindi)).toBeVisible();
});
