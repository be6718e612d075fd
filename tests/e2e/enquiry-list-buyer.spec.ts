import type { Page } from "@playwright/test";
import { test, expect, type AppServer, WHOLE_BROWSER } from "./support/fixtures";
import { enquiriesOf } from "./support/enquiries";
import { enquiryListSheet, LIST_MEDICINES, quantityOf, sharedText, sentLine } from "./support/enquiry-list";
import { waitForScript } from "./support/hydration";

/**
 * Who is asking (docs/product.md 12.3a): the shop, drug licence, GSTIN and city go with the list,
 * in the WhatsApp text and the stored enquiry; a wrong GSTIN is refused saying so; the fields are
 * remembered on the device after any send, with and without JavaScript.
 */
const { dolo } = LIST_MEDICINES;
// The GST portal's own example of a GSTIN; the same with its last character mistyped.
const GSTIN = "27AAPFU0939F1ZV";
const MISTYPED_GSTIN = "27AAPFU0939F1ZW";

let app: AppServer;
test.beforeAll(async ({ appOn }) => {
  app = await appOn("buyer", enquiryListSheet(), { ENQUIRY_RATE_LIMIT: "100" });
});

async function openList(page: Page, path = "/enquiry"): Promise<void> {
  const added = await page.request.post(`${app.url}/enquiry`, { form: { intent: "add", medicineId: dolo.id } });
  expect(added.status()).toBe(200);
  await page.goto(`${app.url}${path}`);
}

const field = (page: Page, name: string) => page.getByRole("textbox", { name, exact: true });

test("who is asking goes with the list, a mistyped GSTIN is refused, and the fields are remembered", async ({
  page,
}) => {
  await openList(page);
  await waitForScript(quantityOf(page, dolo.name));
  await field(page, "Name").fill("Asha Kumari");
  await field(page, "Email").fill("asha@example.com");
  await field(page, "Shop or hospital name").fill("Sharma <b>Medical</b> Hall");
  await field(page, "Drug licence number").fill("BR-PAT-1234/20B");
  await field(page, "GSTIN").fill(MISTYPED_GSTIN);
  await field(page, "City").fill("Patna");
  const text = (await sharedText(page, "Send on WhatsApp", "text")).split("\n");
  expect(text.slice(1, -2)).toEqual([
    sentLine(dolo.name, 1),
    "",
    "Shop or hospital name: Sharma <b>Medical</b> Hall",
    "Drug licence number: BR-PAT-1234/20B",
    `GSTIN: ${MISTYPED_GSTIN}`,
    "City: Patna",
  ]);
  expect(text.at(-1)).toMatch(/^Order \d+: http:\/\/[^/]+\/orders\/[\w-]{32}$/);
  // The order left by WhatsApp is stored as typed; the form's send below is checked first.
  const sentWithForm = () => enquiriesOf(app.dataDir).filter((enquiry) => enquiry.gstin === GSTIN);

  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("alert")).toContainText("Please correct the field marked below.");
  await expect(field(page, "GSTIN")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText("This GSTIN's last character does not match the others")).toBeVisible();
  await expect(field(page, "GSTIN")).toBeFocused();
  expect(sentWithForm()).toEqual([]);

  await field(page, "GSTIN").fill(GSTIN.toLowerCase());
  await page.getByRole("button", { name: "Send enquiry" }).click();
  await expect(page.getByRole("status").filter({ hasText: "received" })).toBeVisible();
  expect(sentWithForm()[0]).toMatchObject({
    shop: "Sharma <b>Medical</b> Hall",
    drugLicence: "BR-PAT-1234/20B",
    gstin: GSTIN,
    city: "Patna",
    lines: [{ medicineId: dolo.id, quantity: 1 }],
  });

  // The next list, on the same device: the shop is already filled in.
  await openList(page);
  await waitForScript(quantityOf(page, dolo.name));
  await expect(field(page, "Shop or hospital name")).toHaveValue("Sharma <b>Medical</b> Hall");
  await expect(field(page, "GSTIN")).toHaveValue(GSTIN.toLowerCase());
  await expect(field(page, "City")).toHaveValue("Patna");
  await expect(field(page, "Name")).toHaveValue("");
  expect(await sharedText(page, "Send on WhatsApp", "text")).toContain("City: Patna");
});

test.describe("without JavaScript, in Hindi", () => {
  test.use({ javaScriptEnabled: false });

  test(
    "the fields go with the WhatsApp text and the stored enquiry, and a wrong GSTIN is refused",
    WHOLE_BROWSER,
    async ({ page }) => {
      const opened: string[] = [];
      await page.route("https://wa.me/**", async (route) => {
        opened.push(route.request().url());
        await route.fulfill({ contentType: "text/html", body: "<p>WhatsApp</p>" });
      });
      await openList(page, "/hi/enquiry");
      await field(page, "दुकान या अस्पताल").fill("शर्मा मेडिकल");
      await field(page, "शहर").fill("पटना");
      await field(page, "GSTIN").fill("45AAPFU0939F1ZV");
      await page.getByRole("spinbutton", { name: `${dolo.name} की मात्रा` }).fill("12");
      await page.getByRole("link", { name: "WhatsApp पर भेजें" }).click();
      await expect(page.getByText("WhatsApp", { exact: true })).toBeVisible();
      const text = new URL(opened[0]!).searchParams.get("text")!;
      expect(text.split("\n").slice(-5, -2)).toEqual([
        "दुकान या अस्पताल: शर्मा मेडिकल",
        "GSTIN: 45AAPFU0939F1ZV",
        "शहर: पटना",
      ]);
      expect(text).toContain(" — 12");

      // Kept on the device after the WhatsApp send, without JavaScript too.
      await page.goto(`${app.url}/hi/enquiry`);
      await expect(field(page, "शहर")).toHaveValue("पटना");
      await expect(field(page, "दुकान या अस्पताल")).toHaveValue("शर्मा मेडिकल");
      await field(page, "शहर").fill("");
      await field(page, "नाम").fill("रवि सिन्हा");
      await field(page, "ईमेल").fill("ravi@example.com");
      await field(page, "GSTIN").fill("45AAPFU0939F1ZV");
      await page.getByRole("button", { name: "पूछताछ भेजें" }).click();
      await expect(page.getByText("GSTIN राज्य कोड 01 से 38 से शुरू होता है")).toBeVisible();
      await expect(field(page, "GSTIN")).toHaveValue("45AAPFU0939F1ZV");
      await field(page, "GSTIN").fill(GSTIN);
      await field(page, "दुकान या अस्पताल").fill("शर्मा मेडिकल");
      await page.getByRole("button", { name: "पूछताछ भेजें" }).click();
      await expect(page.getByRole("spinbutton", { name: `${dolo.name} की मात्रा` })).toHaveCount(0);
      expect(enquiriesOf(app.dataDir).find((enquiry) => enquiry.name === "रवि सिन्हा")).toMatchObject({
        shop: "शर्मा मेडिकल",
        gstin: GSTIN,
        city: null,
        page: "/hi/enquiry",
        lines: [{ medicineId: dolo.id, quantity: 12 }],
      });
    },
  );
});

// The list's page with who is asking and a saved link, kept with the test results for a person to
// look at; the test checks that nothing overflows sideways.
for (const width of [390, 1280]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test("the list's form with who is asking fits the width", async ({ page }, testInfo) => {
      await openList(page);
      await waitForScript(quantityOf(page, dolo.name));
      await field(page, "Name").fill("Asha Kumari");
      await field(page, "Email").fill("asha@example.com");
      await field(page, "Shop or hospital name").fill("Sharma Medical Hall");
      await field(page, "GSTIN").fill(MISTYPED_GSTIN);
      await page.getByRole("button", { name: "Save list as a link" }).click();
      await expect(page.getByRole("textbox", { name: "Link to this list" })).toBeVisible();
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page.getByText("This GSTIN's last character does not match the others")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      const file = testInfo.outputPath(`enquiry-buyer-${width}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(`enquiry-buyer-${width}`, { path: file, contentType: "image/png" });
    });
  });
}
