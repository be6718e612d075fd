import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { sheetColumns } from "../../scripts/lib/sheet-columns";
import type { AppServer } from "./support/fixtures";
import { expect, test as base } from "./support/fixtures";
import { buildGviz, type TestCell } from "./support/sheet-builder";
import { cardNames, catalogueStatus, openCatalogue, searchCatalogue, waitForKeptCopy } from "./support/test-catalogue";

/**
 * Drug schedules (docs/product.md 11.4): the badge on cards and medicine pages, the Rule 97 label
 * wording, and the catalogue's "Schedule" filter, which exists only when the sheet has the column.
 */

const FIELDS = [
  "name",
  "genericName",
  "manufacturer",
  "category",
  "sellingPrice",
  "stock",
  "prescription",
  "schedule",
] as const;
// The schedule cells as distributors write them; the Rx column sometimes disagrees with them.
const ROWS: TestCell[][] = [
  ["Azithral 500 Tablet", "Azithromycin (500mg)", "Alembic Ltd", "Antibiotics", 119.5, 12, "No", "Schedule H"],
  [
    "Augmentin 625 Duo Tablet",
    "Amoxicillin (500mg) + Clavulanic Acid (125mg)",
    "GSK",
    "Antibiotics",
    201.5,
    40,
    "Yes",
    "Sch. H1",
  ],
  ["Mox 500 Capsule", "Amoxicillin (500mg)", "Sun Pharma", "Antibiotics", 89, 5, "Yes", "H1"],
  ["Addwize 10 Tablet", "Methylphenidate (10mg)", "Sun Pharma", "Neurology", 52, 3, "Yes", "X"],
  ["Avil 25 Tablet", "Pheniramine (25mg)", "Sanofi India Ltd", "Allergy", 9.5, 80, "No", "Schedule G"],
  ["Dolo 650 Tablet", "Paracetamol (650mg)", "Micro Labs Ltd", "Pain Relief", 30.91, 500, "No", "OTC"],
  ["Crocin Advance Tablet", "Paracetamol (500mg)", "GSK", "Pain Relief", 18, 50, "No", null],
  // Not a schedule: reported by the import, shown without a badge.
  ["Benadryl Cough Syrup", "Diphenhydramine (14.08mg)", "Johnson & Johnson", "Respiratory", 120, 8, "No", "H2"],
];
const ALL_NAMES = ROWS.map((row) => String(row[0])).sort((a, b) => a.localeCompare(b, "en-IN"));

const H_WARNING =
  "Schedule H drug – Warning: To be sold by retail on the prescription of a Registered Medical Practitioner only";
const H1_WARNING =
  "Schedule H1 Drug – Warning: It is dangerous to take this preparation except in accordance with the medical advice. " +
  "Not to be sold by retail without the prescription of a Registered Medical Practitioner.";
const G_CAUTION = "Caution: It is dangerous to take this preparation except under medical supervision";

type ScheduleFixtures = { scheduleApp: AppServer; plainApp: AppServer };

const test = base.extend<object, ScheduleFixtures>({
  scheduleApp: [
    async ({ appOn }, use) => use(await appOn("schedules", buildGviz(sheetColumns(FIELDS), ROWS))),
    { scope: "worker" },
  ],
  // The same sheet before it had a schedule column.
  plainApp: [
    async ({ appOn }, use) => {
      const fields = FIELDS.filter((field) => field !== "schedule");
      const rows = ROWS.map((row) => row.slice(0, fields.length));
      await use(await appOn("no-schedules", buildGviz(sheetColumns(fields), rows)));
    },
    { scope: "worker" },
  ],
});

const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });
const scheduleFilter = (page: Page) => page.getByRole("combobox", { name: "Schedule" });
const chips = (page: Page) => page.getByRole("list", { name: "Active filters" }).getByRole("button");
const showing = (count: number) => `Showing 1–${count} of ${count} ${count === 1 ? "medicine" : "medicines"}`;
const detailUrl = (app: AppServer, name: string) => `${app.url}/medicines/${name.toLowerCase().replace(/\W+/g, "-")}`;

type JsonLd = { "@graph": Record<string, unknown>[] };
async function drugOf(page: Page): Promise<Record<string, unknown>> {
  const text = await page.locator('script[type="application/ld+json"]').textContent();
  return (JSON.parse(text ?? "") as JsonLd)["@graph"][0]!;
}

test.describe("schedule badges and label wording", () => {
  test("cards show each readable schedule; none for an empty or unreadable cell", async ({ page, scheduleApp }) => {
    await openCatalogue(page, `${scheduleApp.url}/medicines`);
    await expect(cardNames(page)).toHaveText(ALL_NAMES);
    for (const [name, badge] of [
      ["Azithral 500 Tablet", "Schedule H"],
      ["Augmentin 625 Duo Tablet", "Schedule H1"],
      ["Mox 500 Capsule", "Schedule H1"],
      ["Addwize 10 Tablet", "Schedule X"],
      ["Avil 25 Tablet", "Schedule G"],
      ["Dolo 650 Tablet", "OTC"],
    ]) {
      await expect(card(page, name!).getByText(badge!, { exact: true }), name).toBeVisible();
    }
    for (const name of ["Crocin Advance Tablet", "Benadryl Cough Syrup"]) {
      await expect(card(page, name).getByText(/^(Schedule|OTC)/), name).toHaveCount(0);
    }
    // Schedule H needs a prescription even where the Rx column says No.
    await expect(card(page, "Azithral 500 Tablet").getByText("Prescription required")).toBeAttached();
    await expect(card(page, "Avil 25 Tablet").getByText("Prescription required")).toHaveCount(0);
  });

  test("the medicine page gives the badge and the Rule 97 wording of its schedule", async ({ page, scheduleApp }) => {
    for (const [name, badge, wording] of [
      ["Azithral 500 Tablet", "Schedule H", H_WARNING],
      ["Mox 500 Capsule", "Schedule H1", H1_WARNING],
      ["Avil 25 Tablet", "Schedule G", G_CAUTION],
    ]) {
      await page.goto(detailUrl(scheduleApp, name!));
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name })).toBeVisible();
      await expect(main.getByText(badge!, { exact: true })).toBeVisible();
      await expect(main.getByText(wording!, { exact: true })).toBeVisible();
    }

    // Over the counter: the badge, and no warning at all.
    await page.goto(detailUrl(scheduleApp, "Dolo 650 Tablet"));
    const main = page.getByRole("main");
    await expect(main.getByText("OTC", { exact: true })).toBeVisible();
    await expect(main.getByText(/Warning:|Caution:/)).toHaveCount(0);
    await expect(main.getByText("Prescription required")).toHaveCount(0);
  });

  test("JSON-LD says prescription only for a Schedule H medicine whose Rx column says No", async ({
    page,
    scheduleApp,
  }) => {
    await page.goto(detailUrl(scheduleApp, "Azithral 500 Tablet"));
    expect(await drugOf(page)).toMatchObject({
      prescriptionStatus: "https://schema.org/PrescriptionOnly",
      legalStatus: "Schedule H",
    });
    await page.goto(detailUrl(scheduleApp, "Dolo 650 Tablet"));
    expect(await drugOf(page)).toMatchObject({ prescriptionStatus: "https://schema.org/OTC", legalStatus: "OTC" });
  });
});

test.describe("the Schedule filter", () => {
  test("offers the sheet's schedules; choosing one filters, shows a chip, and the chip removes it", async ({
    page,
    scheduleApp,
  }) => {
    await openCatalogue(page, `${scheduleApp.url}/medicines`);
    await expect(scheduleFilter(page).getByRole("option")).toHaveText([
      "All schedules",
      "Schedule H",
      "Schedule H1",
      "Schedule X",
      "Schedule G",
      "OTC (no schedule)",
    ]);

    await scheduleFilter(page).focus();
    await scheduleFilter(page).selectOption({ label: "Schedule H1" });
    await expect(page).toHaveURL(/\/medicines\?schedule=h1$/);
    await expect(catalogueStatus(page)).toHaveText(showing(2));
    await expect(cardNames(page)).toHaveText(["Augmentin 625 Duo Tablet", "Mox 500 Capsule"]);
    await expect(chips(page)).toHaveText(["Schedule: Schedule H1"]);
    await expect(scheduleFilter(page)).toBeFocused();

    // With a search, both apply.
    await searchCatalogue(page, "tablet");
    await expect(page).toHaveURL(/\/medicines\?search=tablet&schedule=h1$/);
    await expect(cardNames(page)).toHaveText(["Augmentin 625 Duo Tablet"]);
    await expect(chips(page)).toHaveText(["Search: “tablet”", "Schedule: Schedule H1"]);

    await page.getByRole("button", { name: "Remove filter Schedule: Schedule H1" }).click();
    await expect(page).toHaveURL(/\/medicines\?search=tablet$/);
    await expect(scheduleFilter(page)).toHaveValue("");
    await expect(chips(page)).toHaveText(["Search: “tablet”"]);
    await expect(catalogueStatus(page)).toHaveText(showing(ALL_NAMES.filter((name) => name.includes("Tablet")).length));
  });

  test("a link to a schedule the sheet lacks, or to no schedule at all, shows the whole catalogue", async ({
    page,
    scheduleApp,
  }) => {
    for (const schedule of ["nrx", "h2"]) {
      await openCatalogue(page, `${scheduleApp.url}/medicines?schedule=${schedule}`);
      await expect(catalogueStatus(page)).toHaveText(showing(ALL_NAMES.length));
      await expect(scheduleFilter(page)).toHaveValue("");
      await expect(chips(page)).toHaveCount(0);
    }
  });

  test("is absent when the sheet has no schedule column, and a schedule link is ignored", async ({
    page,
    plainApp,
  }) => {
    await openCatalogue(page, `${plainApp.url}/medicines?schedule=h1`);
    await expect(catalogueStatus(page)).toHaveText(showing(ALL_NAMES.length));
    await expect(page.getByRole("combobox", { name: "Manufacturer" })).toBeVisible();
    await expect(scheduleFilter(page)).toHaveCount(0);
    await expect(chips(page)).toHaveCount(0);
    await expect(page.getByRole("article").getByText(/^(Schedule|OTC)/)).toHaveCount(0);
  });

  test("answered from the browser's copy, it asks no server and shows the server's page", async ({
    page,
    browser,
    scheduleApp,
  }) => {
    const requests: string[] = [];
    page.on("request", (request) => {
      const { pathname } = new URL(request.url());
      // A card under the pointer prefetches its medicine's page: not the catalogue asking the server.
      if (pathname.endsWith(".data") && !/^\/medicines\/[^/]+\.data$/.test(pathname)) requests.push(pathname);
    });
    await openCatalogue(page, `${scheduleApp.url}/medicines`);
    await waitForKeptCopy(page);

    await page.getByRole("checkbox", { name: "Prescription only" }).check();
    await scheduleFilter(page).selectOption({ label: "Schedule X" });
    await expect(page).toHaveURL(/\/medicines\?rx=1&schedule=x$/);
    await expect(cardNames(page)).toHaveText(["Addwize 10 Tablet"]);
    await page.getByRole("combobox", { name: "Category" }).selectOption({ label: "Antibiotics" });
    await expect(page).toHaveURL(/\/medicines\?category=antibiotics&rx=1&schedule=x$/);
    await expect(page.getByRole("heading", { name: "No medicines matched your filters" })).toBeVisible();
    await scheduleFilter(page).selectOption({ label: "Schedule H" });
    await expect(page).toHaveURL(/\/medicines\?category=antibiotics&rx=1&schedule=h$/);
    await expect(cardNames(page)).toHaveText(await serverCardNames(browser, page.url()));
    await expect(cardNames(page)).toHaveText(["Azithral 500 Tablet"]);
    expect(requests).toEqual([]);
  });

  test("has no accessibility violations with a schedule chosen, on a wide screen and in the phone's panel", async ({
    page,
    scheduleApp,
  }) => {
    await openCatalogue(page, `${scheduleApp.url}/medicines?schedule=h`);
    await expect(scheduleFilter(page)).toHaveValue("h");
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Filters 1 active" }).click();
    const panel = page.getByRole("dialog", { name: "Filters" });
    await panel.getByRole("combobox", { name: "Schedule" }).selectOption({ label: "OTC (no schedule)" });
    await expect(page).toHaveURL(/\/medicines\?schedule=otc$/);
    await expect(panel.getByRole("button", { name: "Show 1 medicine" })).toBeVisible();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});

test.describe("the Schedule filter without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form applies it; its chip is a link back", async ({ page, scheduleApp }) => {
    await page.goto(`${scheduleApp.url}/medicines`);
    await scheduleFilter(page).selectOption({ label: "Schedule H1" });
    await page.getByRole("button", { name: "Apply" }).click();
    await expect(page).toHaveURL(/\/medicines\?.*schedule=h1/);
    await expect(cardNames(page)).toHaveText(["Augmentin 625 Duo Tablet", "Mox 500 Capsule"]);
    await expect(scheduleFilter(page)).toHaveValue("h1");

    await page.getByRole("button", { name: "Remove filter Schedule: Schedule H1" }).click();
    await expect(catalogueStatus(page)).toHaveText(showing(ALL_NAMES.length));
    await expect(scheduleFilter(page)).toHaveValue("");
  });
});

/** The card names the server renders for a URL, read without JavaScript. */
async function serverCardNames(browser: Browser, url: string): Promise<string[]> {
  const context = await browser.newContext({ javaScriptEnabled: false });
  try {
    const page = await context.newPage();
    await page.goto(url);
    return await cardNames(page).allTextContents();
  } finally {
    await context.close();
  }
}
