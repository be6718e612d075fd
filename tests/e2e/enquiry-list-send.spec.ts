import { mailsTo } from "../../app/server/mime.test-support";
import { startSmtpPeer } from "../../app/server/smtp-peer.test-support";
import { test, expect } from "./support/fixtures";
import { enquiriesOf } from "./support/enquiries";
import {
  addButton,
  addedMessage,
  enquiryListSheet,
  expectCount,
  LIST_MEDICINES,
  quantityOf,
  setQuantity,
  sentLine,
} from "./support/enquiry-list";
import { openCatalogue } from "./support/test-catalogue";

const { dolo, syrup, azee } = LIST_MEDICINES;

test.describe("sending the enquiry list", () => {
  test.setTimeout(90_000);

  test("stores the enquiry with its lines, e-mails them to the company and empties the list", async ({
    page,
    sheet,
    startApp,
  }) => {
    const peer = await startSmtpPeer();
    try {
      sheet.set("enquiry-list-send", { body: enquiryListSheet() });
      const app = await startApp({
        CATALOGUE_SOURCE: sheet.url("enquiry-list-send"),
        SMTP_URL: peer.url,
        ENQUIRY_TO: "orders@pharma.example",
      });
      await openCatalogue(page, `${app.url}/medicines`);
      await addButton(page, dolo.name).click();
      await expect(addedMessage(page)).toContainText("(qty 1)");
      await addButton(page, syrup.name).click();
      await expect(addedMessage(page)).toContainText(syrup.name);
      await page.goto(`${app.url}/enquiry`);
      await setQuantity(page, dolo.name, "20");
      await expect(quantityOf(page, dolo.name)).toHaveValue("20");

      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Asha Kumari");
      await page.getByRole("textbox", { name: "Email" }).fill("asha@example.com");
      await page.getByRole("textbox", { name: "Phone" }).fill("+91 98765 43210");
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page.getByRole("status").filter({ hasText: "received" })).toContainText(
        "Thank you, your enquiry list has been received.",
      );
      await expect(page.getByText("Your enquiry list is empty.")).toBeVisible();
      await expectCount(page, 0);

      const [stored] = enquiriesOf(app.dataDir);
      expect(stored).toMatchObject({
        name: "Asha Kumari",
        email: "asha@example.com",
        phone: "+91 98765 43210",
        message: "",
        page: "/enquiry",
        lines: [
          { medicineId: dolo.id, name: dolo.name, quantity: 20 },
          { medicineId: syrup.id, name: syrup.name, quantity: 1 },
        ],
      });
      // One e-mail to the company, and the buyer's receipt to the address given (decision 62).
      const toCompany = () => mailsTo(peer.received, "orders@pharma.example");
      await expect.poll(() => toCompany().length, { timeout: 15_000 }).toBe(1);
      await expect.poll(() => mailsTo(peer.received, "asha@example.com").length, { timeout: 15_000 }).toBe(1);
      const mail = toCompany()[0]!;
      expect(mail.subject).toBe("Enquiry list from Asha Kumari (2 medicines)");
      expect(mail.text).toContain(`1. ${sentLine(dolo.name, 20)} (id ${dolo.id})`);
      expect(mail.text).toContain(`2. ${sentLine(syrup.name, 1)} (id ${syrup.id})`);
      expect(mail.html).toContain("B &amp; C #2 Syrup");
    } finally {
      await peer.close();
    }
  });

  test("works from start to end without JavaScript", async ({ browser, sheet, startApp }) => {
    sheet.set("enquiry-list-nojs", { body: enquiryListSheet() });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("enquiry-list-nojs") });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${app.url}/medicines?search=dolo`);
      await addButton(page, dolo.name).click();
      // Back on the same catalogue page at the card pressed, the header counting it.
      await expect(page).toHaveURL(`${app.url}/medicines?search=dolo#medicine-${dolo.id}`);
      await expectCount(page, 1);
      await addButton(page, dolo.name).click();
      await expectCount(page, 1);

      await page.goto(`${app.url}/medicines/${azee.id}`);
      await addButton(page, azee.name).click();
      // Back on the medicine's page at its card, the header counting both.
      await expect(page).toHaveURL(`${app.url}/medicines/${azee.id}#medicine-${azee.id}`);
      await expectCount(page, 2);
      await page.getByRole("link", { name: /^Enquiry list/ }).click();
      await expect(page).toHaveURL(`${app.url}/enquiry`);
      await expect(quantityOf(page, dolo.name)).toHaveValue("2");
      await expect(quantityOf(page, azee.name)).toHaveValue("1");
      await expectCount(page, 2);

      await setQuantity(page, dolo.name, "5");
      await expect(quantityOf(page, dolo.name)).toHaveValue("5");
      await page.getByRole("button", { name: `Remove ${azee.name}` }).click();
      await expect(quantityOf(page, azee.name)).toHaveCount(0);
      await expectCount(page, 1);

      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Ravi Sinha");
      await page.getByRole("textbox", { name: "Email" }).fill("ravi@example.com");
      await page.getByRole("button", { name: "Send enquiry" }).click();
      await expect(page.getByRole("status").filter({ hasText: "received" })).toBeVisible();
      await expectCount(page, 0);
      expect(enquiriesOf(app.dataDir)).toMatchObject([
        { name: "Ravi Sinha", phone: null, lines: [{ medicineId: dolo.id, name: dolo.name, quantity: 5 }] },
      ]);
    } finally {
      await context.close();
    }
  });

  test("is held to the rate limit, keeping the list and what was typed", async ({ page, sheet, startApp }) => {
    sheet.set("enquiry-list-limit", { body: enquiryListSheet() });
    const app = await startApp({ CATALOGUE_SOURCE: sheet.url("enquiry-list-limit"), ENQUIRY_RATE_LIMIT: "1" });
    const send = async (medicineId: string) => {
      await page.request.post(`${app.url}/enquiry`, { form: { intent: "add", medicineId } });
      await page.goto(`${app.url}/enquiry`);
      await page.getByRole("textbox", { name: "Name", exact: true }).fill("Asha Kumari");
      await page.getByRole("textbox", { name: "Email" }).fill("asha@example.com");
      await page.getByRole("button", { name: "Send enquiry" }).click();
    };
    await send(dolo.id);
    await expect(page.getByRole("status").filter({ hasText: "received" })).toBeVisible();
    // Another list (the same one again within 10 minutes would be the same order, decision 63).
    await send(azee.id);
    await expect(page.getByRole("alert")).toContainText("You have sent several messages in a short time.");
    await expect(quantityOf(page, azee.name)).toHaveValue("1");
    await expect(page.getByRole("textbox", { name: "Name", exact: true })).toHaveValue("Asha Kumari");
    expect(enquiriesOf(app.dataDir)).toHaveLength(1);
  });
});
