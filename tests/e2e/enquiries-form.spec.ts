import AxeBuilder from "@axe-core/playwright";
import { test, expect } from "./support/fixtures";
import { enquiriesOf, fillContactForm } from "./support/enquiries";

const asha = {
  name: "Asha Kumari",
  email: "asha@example.com",
  message: "Do you stock Dolo 650 in strips of 15? We need 200 strips a month.",
};

// Each test runs its own server: enquiries are counted per address for the rate limit, and
// every test here sends from 127.0.0.1.
test.describe("the contact form", () => {
  // A server of its own and runs of the export script make these slower than a page check,
  // above all on a machine shared with other builds.
  test.describe.configure({ timeout: 90_000 });

  test("will not send with empty required fields or a malformed e-mail address", async ({ page, startApp }) => {
    const app = await startApp();
    await page.goto(`${app.url}/contact`);
    const posts: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") posts.push(request.url());
    });
    const name = page.getByRole("textbox", { name: "Name" });
    const email = page.getByRole("textbox", { name: "Email" });
    await page.getByRole("button", { name: "Send message" }).click();
    // The browser stops at the first empty required field.
    await expect(name).toBeFocused();
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);

    await fillContactForm(page, { ...asha, email: "asha.example.com" });
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(email).toBeFocused();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(true);
    expect(posts).toEqual([]);
    expect(enquiriesOf(app.dataDir)).toEqual([]);
  });

  test("stores a valid enquiry, says it was received, and the company can read it", async ({ page, startApp }) => {
    const app = await startApp();
    await page.goto(`${app.url}/contact`);
    await fillContactForm(page, asha);
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText("received");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");

    const [stored, ...others] = enquiriesOf(app.dataDir);
    expect(others).toEqual([]);
    expect(stored).toMatchObject({ ...asha, page: "/contact", status: "stored", attempts: 0 });
    expect(Date.now() - Date.parse(stored!.createdAt)).toBeLessThan(5 * 60_000);
    // The visitor's address is not among what is kept.
    expect(JSON.stringify(stored)).not.toContain("127.0.0.1");
  });

  test("answers server-side problems with HTTP 400 and messages at the fields", async ({ page, startApp }) => {
    const app = await startApp();
    await page.goto(`${app.url}/contact`);
    // Both pass the browser's own checks: spaces fill a required field, and "asha@example" is a
    // valid address to the browser, though not one mail can reach.
    await fillContactForm(page, { ...asha, name: "   ", email: "asha@example" });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send message" }).click(),
    ]);
    expect(response.status()).toBe(400);
    const name = page.getByRole("textbox", { name: "Name" });
    const email = page.getByRole("textbox", { name: "Email" });
    await expect(name).toHaveAttribute("aria-invalid", "true");
    await expect(name).toHaveAccessibleDescription("Enter your name");
    await expect(email).toHaveAccessibleDescription("Enter an e-mail address like name@example.com");
    await expect(name).toBeFocused();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(asha.message);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(enquiriesOf(app.dataDir)).toEqual([]);
  });

  test("works with JavaScript disabled: errors with HTTP 400, then a stored enquiry", async ({ browser, startApp }) => {
    const app = await startApp();
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    try {
      await page.goto(`${app.url}/contact`);
      await fillContactForm(page, { ...asha, message: "   Too short   " });
      const invalid = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Send message" }).click(),
      ]);
      expect(invalid[0].status()).toBe(400);
      const message = page.getByRole("textbox", { name: "Message" });
      await expect(message).toHaveAttribute("aria-invalid", "true");
      await expect(page.getByText("Your message needs at least 10 characters")).toBeVisible();
      // What was typed is still there to correct.
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue(asha.name);

      await message.fill(asha.message);
      const valid = await Promise.all([
        page.waitForResponse((r) => r.request().method() === "POST"),
        page.getByRole("button", { name: "Send message" }).click(),
      ]);
      expect(valid[0].status()).toBe(200);
      await expect(page.getByRole("status")).toContainText("received");
      await expect(page.getByRole("textbox", { name: "Name" })).toHaveValue("");
      expect(enquiriesOf(app.dataDir)).toMatchObject([{ ...asha, status: "stored" }]);

      // Reloading the answer page re-posts the same form: it is not stored twice.
      const again = await page.reload();
      expect(again?.status()).toBe(200);
      expect(enquiriesOf(app.dataDir)).toHaveLength(1);
    } finally {
      await context.close();
    }
  });

  test("shows a bot that fills the hidden field the same success, and keeps nothing", async ({ page, startApp }) => {
    const app = await startApp();
    await page.goto(`${app.url}/contact`);
    await fillContactForm(page, asha);
    // What a form-filling bot does; people never reach this field.
    await page.locator('input[name="website"]').fill("https://cheap-pills.example");
    await page.getByRole("button", { name: "Send message" }).click();
    await expect(page.getByRole("status")).toContainText("received");
    expect(enquiriesOf(app.dataDir)).toEqual([]);
    expect(app.logs.some((line) => line.includes("honeypot filled"))).toBe(true);
  });

  test("refuses more enquiries than the limit from one address with HTTP 429 and a clear message", async ({
    page,
    startApp,
  }) => {
    const app = await startApp({ ENQUIRY_RATE_LIMIT: "2" });
    await page.goto(`${app.url}/contact`);
    for (const message of ["First enquiry about Dolo 650.", "Second enquiry about Azithral."]) {
      await fillContactForm(page, { ...asha, message });
      await page.getByRole("button", { name: "Send message" }).click();
      await expect(page.getByRole("status")).toContainText("received");
      await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
    }
    await fillContactForm(page, { ...asha, message: "Third enquiry about Pan 40." });
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: "Send message" }).click(),
    ]);
    expect(response.status()).toBe(429);
    expect(response.headers()["retry-after"]).toBe("3600");
    const alert = page.getByRole("alert");
    await expect(alert).toContainText("You have sent several messages in a short time.");
    await expect(alert).toContainText("Please try again later, or call us on +91 612 266 0123.");
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("Third enquiry about Pan 40.");
    expect(enquiriesOf(app.dataDir).map((enquiry) => enquiry.message)).toEqual([
      "First enquiry about Dolo 650.",
      "Second enquiry about Azithral.",
    ]);
  });

  test("lets the buyer send again once the answer shows, even while the page's data is still on its way", async ({
    page,
    startApp,
  }) => {
    const app = await startApp();
    await page.goto(`${app.url}/contact`);
    // What a busy server or a slow line does to the page's data fetched again after a send: it
    // never arrives. The sends themselves (POST) go through.
    await page.route(/\/contact\.data/, (route) =>
      route.request().method() === "POST" ? route.fallback() : new Promise<void>(() => {}),
    );
    const tokens: string[] = [];
    page.on("request", (request) => {
      if (request.method() === "POST") tokens.push(new URLSearchParams(request.postData() ?? "").get("token") ?? "");
    });
    const send = page.getByRole("button", { name: "Send message" });
    for (const message of ["First enquiry about Dolo 650.", "Second enquiry about Azithral."]) {
      await fillContactForm(page, { ...asha, message });
      await expect(send).toBeEnabled();
      await send.click();
      await expect(page.getByRole("status")).toContainText("received");
      await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("");
    }
    await expect(send).toBeEnabled();
    // Each send carries a token of its own: the second is not taken for a repeat of the first.
    expect(tokens).toHaveLength(2);
    expect(new Set(tokens).size).toBe(2);
    expect(enquiriesOf(app.dataDir).map((enquiry) => enquiry.message)).toEqual([
      "First enquiry about Dolo 650.",
      "Second enquiry about Azithral.",
    ]);
    await page.unrouteAll({ behavior: "ignoreErrors" });
  });
});
