import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Page } from "@playwright/test";
import { test, expect, type AppServer } from "./support/fixtures";
import { enquiriesOf, fillContactForm } from "./support/enquiries";
import { enquiryListSheet, LIST_MEDICINES, quantityOf } from "./support/enquiry-list";

/**
 * While the database is out (PostgreSQL stopped, a host that lost it, a SQLite file that cannot be
 * opened), the enquiry form and the list's "Send enquiry" answer 503: the visitor is told to send
 * it again, what was typed stays, and nothing says "received" (docs/product.md, decision 027).
 * Here the SQLite file cannot be opened (a folder stands where it should be); the two-host test
 * (tests/e2e/two-hosts.spec.ts) stops a real PostgreSQL.
 */

const { dolo } = LIST_MEDICINES;
const ravi = { name: "Ravi Sinha", email: "ravi@example.com", message: "Is Dolo 650 back in stock for Monday?" };

test.describe("the forms while the database is out", () => {
  test.describe.configure({ timeout: 90_000 });

  let dataDir = "";
  let app: AppServer;

  test.beforeEach(async ({ sheet, startApp }) => {
    dataDir = await mkdtemp(path.join(tmpdir(), "pharma-e2e-outage-"));
    await mkdir(path.join(dataDir, "enquiries.db"));
    sheet.set("database-outage", { body: enquiryListSheet() });
    app = await startApp({ CATALOGUE_SOURCE: sheet.url("database-outage") }, { dataDir });
  });

  test.afterEach(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  /** Presses the button and returns the status of the form's POST. */
  async function press(page: Page, name: string): Promise<number> {
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name }).click(),
    ]);
    return response.status();
  }

  for (const javaScriptEnabled of [true, false]) {
    const how = javaScriptEnabled ? "with JavaScript, on a desktop" : "without JavaScript, on a phone";

    test(`the contact form ${how}: 503, try again, the text kept, never received`, async ({ browser }) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: javaScriptEnabled ? { width: 1280, height: 800 } : { width: 390, height: 844 },
      });
      const page = await context.newPage();
      try {
        await page.goto(`${app.url}/contact`);
        await fillContactForm(page, ravi);
        expect(await press(page, "Send message")).toBe(503);
        await expect(page.getByRole("alert")).toContainText("Your message could not be saved just now.");
        await expect(page.getByRole("alert")).toContainText("Please send it again in a moment");
        await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(ravi.name);
        await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(ravi.email);
        await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(ravi.message);
        await expect(page.getByText("received")).toHaveCount(0);
      } finally {
        await context.close();
      }
    });

    test(`the list's "Send enquiry" ${how}: 503, try again, the list and the buyer kept, never received`, async ({
      browser,
    }) => {
      const context = await browser.newContext({
        javaScriptEnabled,
        viewport: javaScriptEnabled ? { width: 1280, height: 800 } : { width: 390, height: 844 },
      });
      const page = await context.newPage();
      try {
        // The list lives in a cookie: it needs no database.
        await page.request.post(`${app.url}/enquiry`, { form: { intent: "add", medicineId: dolo.id } });
        await page.goto(`${app.url}/enquiry`);
        await expect(quantityOf(page, dolo.name)).toHaveValue("1");
        await page.getByRole("textbox", { name: "Name", exact: true }).fill(ravi.name);
        await page.getByRole("textbox", { name: "Email" }).fill(ravi.email);
        expect(await press(page, "Send enquiry")).toBe(503);
        await expect(page.getByRole("alert")).toContainText("Your message could not be saved just now.");
        await expect(page.getByRole("alert")).toContainText("Please send it again in a moment");
        await expect(quantityOf(page, dolo.name)).toHaveValue("1");
        await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue(ravi.name);
        await expect(page.getByRole("textbox", { name: "Email" })).toHaveValue(ravi.email);
        await expect(page.getByText("received")).toHaveCount(0);
      } finally {
        await context.close();
      }
    });
  }

  test("in Hindi: the list's send answers 503 and says so in Hindi, the list kept", async ({ page }) => {
    await page.request.post(`${app.url}/enquiry`, { form: { intent: "add", medicineId: dolo.id } });
    await page.goto(`${app.url}/hi/enquiry`);
    await page.getByRole("textbox", { name: "नाम", exact: true }).fill("रवि सिन्हा");
    await page.getByRole("textbox", { name: "ईमेल" }).fill(ravi.email);
    expect(await press(page, "पूछताछ भेजें")).toBe(503);
    await expect(page.getByRole("alert")).toContainText("आपका संदेश अभी सहेजा नहीं जा सका।");
    await expect(page.getByRole("textbox", { name: "नाम", exact: true })).toHaveValue("रवि सिन्हा");
  });

  test("once the database is back, the same form is sent as it stood and stored once", async ({ page }) => {
    await page.goto(`${app.url}/contact`);
    await fillContactForm(page, ravi);
    expect(await press(page, "Send message")).toBe(503);
    await rm(path.join(dataDir, "enquiries.db"), { recursive: true });
    await expect
      .poll(async () => (await (await page.request.get(`${app.url}/healthz`)).json()) as object, { timeout: 20_000 })
      .toMatchObject({ enquiries: { status: "ok" } });
    expect(await press(page, "Send message")).toBe(200);
    await expect(page.getByRole("status")).toContainText("received");
    expect(enquiriesOf(dataDir).map((enquiry) => enquiry.message)).toEqual([ravi.message]);
  });
});
