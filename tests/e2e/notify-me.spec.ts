import AxeBuilder from "@axe-core/playwright";
import { execFileSync } from "node:child_process";
import type { Page } from "@playwright/test";
import { readMail } from "../../app/server/mime.test-support";
import { startSmtpPeer, type SmtpPeer } from "../../app/server/smtp-peer.test-support";
import { site } from "../../app/site";
import { test, expect, type AppServer } from "./support/fixtures";
import { buildGviz, type TestCell } from "./support/sheet-builder";
import { deskEnv, onDatabase, signIn, STAFF, staffMember } from "./support/desk";

/**
 * "Notify me when it is back" (docs/product.md 17.4): buyers ask on an out-of-stock medicine's
 * page (from its card too), in English and Hindi, with and without JavaScript; when the sheet
 * brings the medicine back and it holds, each address gets one e-mail with a signed stop link, a
 * flicker sends nothing, a medicine gone from the sheet closes its requests; phone numbers wait on
 * the desk's "Waiting for stock" with "Tell on WhatsApp".
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

const COLUMNS = [
  { label: "Sl", type: "number" as const },
  "Product Name",
  "Category",
  "Manufacturer",
  { label: "MRP", type: "number" as const },
  { label: "Rate", type: "number" as const },
  { label: "Stock", type: "number" as const },
];
// The Sl column gives each medicine its id (its page is /medicines/{Sl}).
const DOLO = { id: "1", name: "Dolo 650 Tablet" };
const AZEE = { id: "2", name: "Azee 500 Tablet" };
const ZIFI = { id: "3", name: "Zifi 200 Tablet" };
const CROCIN = { id: "4", name: "Crocin Advance" };

/** The sheet: Dolo's MRP marks each version (so the test sees it recorded); the others' stock as given. */
function sheetWith(doloMrp: number, stock: { azee: number; zifi: number; crocin: number | null }): string {
  const rows: TestCell[][] = [
    [1, DOLO.name, "Pain Relief", "Micro Labs Ltd", doloMrp, 30.5, 100],
    [2, AZEE.name, "Antibiotics", "Alembic Pharmaceuticals", 120, 100, stock.azee],
    [3, ZIFI.name, "Antibiotics", "FDC Ltd", 110, 90, stock.zifi],
  ];
  if (stock.crocin !== null) rows.push([4, CROCIN.name, "Pain Relief", "GSK Pharmaceuticals", 20, 18, stock.crocin]);
  return buildGviz(COLUMNS, rows);
}
const ALL_OUT = { azee: 0, zifi: 0, crocin: 0 };

const field = (page: Page, hindi: boolean) =>
  page.getByRole("textbox", { name: hindi ? "फ़ोन या ई-मेल" : "Phone or e-mail" });
const notifyButton = (page: Page, hindi: boolean) =>
  page.getByRole("button", { name: hindi ? "मुझे बताएँ" : "Notify me" });
const answer = (page: Page) => page.locator("#notify").getByRole("status");

/** Asks on the medicine's page (already open) for `contact`. */
async function ask(page: Page, contact: string, hindi = false): Promise<void> {
  await field(page, hindi).fill(contact);
  await notifyButton(page, hindi).click();
}

const requestsOf = (app: AppServer, contact: string) =>
  onDatabase<{ medicine_id: string; state: string; language: string }>(
    app,
    `SELECT medicine_id, state, language FROM stock_requests WHERE contact = '${contact}' ORDER BY medicine_id`,
  );

test.describe("asking to be told", () => {
  let app: AppServer;
  test.beforeAll(async ({ appOn }) => {
    app = await appOn("notify-asking", sheetWith(33.6, ALL_OUT));
  });

  const CASES = [
    {
      language: "en",
      javaScript: true,
      viewport: DESKTOP,
      contact: "chemist.one@example.in",
      stored: "chemist.one@example.in",
    },
    { language: "en", javaScript: false, viewport: PHONE, contact: "98765 43210", stored: "919876543210" },
    { language: "hi", javaScript: true, viewport: PHONE, contact: "+91 91234-56789", stored: "919123456789" },
    {
      language: "hi",
      javaScript: false,
      viewport: DESKTOP,
      contact: "Chemist.Two@Example.in",
      stored: "chemist.two@example.in",
    },
  ] as const;

  for (const { language, javaScript, viewport, contact, stored } of CASES) {
    test.describe(`${language}, ${javaScript ? "with" : "without"} JavaScript, ${viewport.width} px`, () => {
      test.use({ javaScriptEnabled: javaScript, viewport });
      const hindi = language === "hi";
      const prefix = hindi ? "/hi" : "";

      test(`from the card: ${contact} is stored once; asking again is not an error`, async ({ page }) => {
        await page.goto(`${app.url}${prefix}/medicines`);
        const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: AZEE.name }) });
        await card.getByRole("link", { name: hindi ? "स्टॉक में आने पर मुझे बताएँ" : "Notify me when it is back" }).click();
        await expect(page).toHaveURL(`${app.url}${prefix}/medicines/${AZEE.id}#notify`);
        await expect(page.getByRole("heading", { level: 1, name: AZEE.name })).toBeVisible();
        await expect(field(page, hindi)).toBeInViewport();

        await ask(page, contact, hindi);
        await expect(answer(page)).toHaveText(
          hindi
            ? `हो गया: ${AZEE.name} स्टॉक में आते ही हम आपको बताएँगे।`
            : `Done: we will tell you when ${AZEE.name} is back in stock.`,
        );
        await ask(page, contact, hindi);
        await expect(answer(page)).toHaveText(
          hindi
            ? `आप पहले ही कह चुके हैं: ${AZEE.name} स्टॉक में आते ही हम आपको बताएँगे।`
            : `You asked already: we will tell you when ${AZEE.name} is back in stock.`,
        );
        expect(await requestsOf(app, stored)).toEqual([{ medicine_id: AZEE.id, state: "open", language }]);
      });

      test("a contact that is neither a mobile number nor an e-mail address is refused, nothing stored", async ({
        page,
      }) => {
        await page.goto(`${app.url}${prefix}/medicines/${ZIFI.id}`);
        const before = await onDatabase<{ n: number }>(app, "SELECT count(*) AS n FROM stock_requests");
        await ask(page, "call me at the shop", hindi);
        await expect(answer(page)).toHaveText(
          hindi ? "10 अंकों का मोबाइल नंबर या ई-मेल पता लिखें।" : "Enter a 10-digit mobile number or an e-mail address.",
        );
        await expect(field(page, hindi)).toHaveAttribute("aria-invalid", "true");
        await ask(page, "12345", hindi);
        await expect(answer(page)).toHaveText(
          hindi ? "10 अंकों का मोबाइल नंबर या ई-मेल पता लिखें।" : "Enter a 10-digit mobile number or an e-mail address.",
        );
        expect(await onDatabase<{ n: number }>(app, "SELECT count(*) AS n FROM stock_requests")).toEqual(before);
      });
    });
  }

  test("only a medicine's page takes the form: the changes and price list pages refuse a POST", async ({ request }) => {
    for (const path of ["/medicines/changes", "/medicines/price-list", "/hi/medicines/changes"]) {
      const answer = await request.post(`${app.url}${path}`, { form: { contact: "chemist@example.in" } });
      expect(answer.status(), path).toBe(405);
    }
  });

  test("a client over its limit is refused with a clear message, and nothing more is stored", async ({
    page,
    sheet,
    startApp,
  }) => {
    sheet.set("notify-limit", { body: sheetWith(33.6, ALL_OUT) });
    const limited = await startApp({ CATALOGUE_SOURCE: sheet.url("notify-limit"), NOTIFY_RATE_LIMIT: "2" });
    await page.goto(`${limited.url}/medicines/${AZEE.id}`);
    await ask(page, "first@example.in");
    await expect(answer(page)).toContainText("Done");
    await ask(page, "second@example.in");
    await expect(answer(page)).toContainText("Done");
    await ask(page, "third@example.in");
    await expect(answer(page)).toHaveText(
      "Too many requests from your connection. Nothing was saved; please try again in an hour.",
    );
    expect(await onDatabase<{ n: number }>(limited, "SELECT count(*) AS n FROM stock_requests")).toEqual([{ n: 2 }]);
    await page.goto(`${limited.url}/hi/medicines/${AZEE.id}`);
    await ask(page, "fourth@example.in", true);
    await expect(answer(page)).toHaveText("आपके कनेक्शन से बहुत ज़्यादा अनुरोध आए हैं। कुछ सेव नहीं हुआ; एक घंटे बाद फिर कोशिश करें।");
  });

  test("a medicine in stock offers no such request", async ({ page }) => {
    await page.goto(`${app.url}/medicines/${DOLO.id}`);
    await expect(page.getByRole("heading", { level: 1, name: DOLO.name })).toBeVisible();
    await expect(page.getByRole("link", { name: "Notify me when it is back" })).toHaveCount(0);
    await expect(field(page, false)).toHaveCount(0);
  });
});

test.describe("when the medicine is back", () => {
  test.describe.configure({ timeout: 120_000 });

  let peer: SmtpPeer;
  test.beforeAll(async () => {
    peer = await startSmtpPeer();
  });
  test.afterAll(async () => {
    await peer.close();
  });

  const isConfirmMail = (mail: { text: string }) => /\/stock\/confirm\?token=/.test(mail.text);
  /** The back-in-stock e-mails to an address (not the one asking it to confirm). */
  const mailsTo = (address: string) =>
    peer.received
      .filter((raw) => raw.includes(`To: ${address}`))
      .map((raw) => readMail(raw))
      .filter((mail) => !isConfirmMail(mail));
  /** The address's confirm link, from the e-mail that asks it to confirm (once it arrived), on the test server. */
  const confirmLinkOf = async (app: AppServer, address: string): Promise<string> => {
    const pattern = /http:\/\/localhost:3000(\/(?:hi\/)?stock\/confirm\?token=[\w.-]+)/;
    const link = async () =>
      peer.received
        .filter((raw) => raw.includes(`To: ${address}`))
        .map((raw) => pattern.exec(readMail(raw).text)?.[1])
        .find((found) => found !== undefined);
    await expect.poll(link, { timeout: 10_000 }).toBeDefined();
    return `${app.url}${(await link())!}`;
  };
  /** Follows the confirm link as the address's owner: the page, then its button. */
  const confirmAddress = async (page: Page, app: AppServer, address: string, hindi = false) => {
    await page.goto(await confirmLinkOf(app, address));
    await page.getByRole("button", { name: hindi ? "मेरा पता पक्का करें" : "Confirm my address" }).click();
    await expect(page.getByRole("status")).toHaveText(
      hindi
        ? `हो गया: आपकी पूछी हुई दवाएँ स्टॉक में आते ही हम ${address} पर ई-मेल करेंगे।`
        : `Done: we will e-mail ${address} when the medicines you asked about are back in stock.`,
    );
  };
  const ALMOST = "Almost done: we e-mailed you a link.";

  test("one e-mail to each address once it holds, none on a flicker or for a medicine gone; the stop link; the desk", async ({
    page,
    browser,
    sheet,
    startApp,
  }) => {
    const name = "notify-back";
    sheet.set(name, { body: sheetWith(33.6, ALL_OUT) });
    const app = await startApp({
      ...deskEnv(peer),
      CATALOGUE_SOURCE: sheet.url(name),
      CATALOGUE_REFRESH_SECONDS: "1",
      CATALOGUE_STOCK_HOLD_MINUTES: "60",
    });
    /** The next version of the sheet, once its changes are recorded (Dolo's new MRP is on "What's new"). */
    const nextVersion = async (doloMrp: number, stock: Parameters<typeof sheetWith>[1]) => {
      sheet.set(name, { body: sheetWith(doloMrp, stock) });
      const shown = `₹${doloMrp.toFixed(2)}`;
      await expect
        .poll(async () => (await page.request.get(`${app.url}/medicines/changes`)).text(), { timeout: 20_000 })
        .toContain(shown);
    };

    // Buyers ask: Zifi by e-mail in English and by phone in Hindi, Azee (it will flicker) and Crocin (it will go) by e-mail.
    // Addresses are asked to confirm first (decision 66); numbers are stored at once.
    await page.goto(`${app.url}/medicines/${ZIFI.id}`);
    await ask(page, "waiting@example.in");
    await expect(answer(page)).toContainText(ALMOST);
    await page.goto(`${app.url}/hi/medicines/${ZIFI.id}`);
    await ask(page, "98765 43210", true);
    await expect(answer(page)).toContainText("हो गया");
    await page.goto(`${app.url}/medicines/${AZEE.id}`);
    await ask(page, "flicker@example.in");
    await expect(answer(page)).toContainText(ALMOST);
    await ask(page, "waiting@example.in");
    await expect(answer(page)).toContainText(ALMOST);
    await page.goto(`${app.url}/medicines/${CROCIN.id}`);
    await ask(page, "gone@example.in");
    await expect(answer(page)).toContainText(ALMOST);
    // One confirm e-mail per address, however many medicines it asked for; confirmed, both its requests open.
    await confirmAddress(page, app, "waiting@example.in");
    await confirmAddress(page, app, "flicker@example.in");
    expect(peer.received.filter((raw) => raw.includes("To: waiting@example.in"))).toHaveLength(1);
    expect(await requestsOf(app, "waiting@example.in")).toEqual([
      { medicine_id: AZEE.id, state: "open", language: "en" },
      { medicine_id: ZIFI.id, state: "open", language: "en" },
    ]);

    // Zifi and Azee come back, Crocin leaves the sheet; then Azee goes out again within the hour: a flicker.
    await nextVersion(34, { azee: 40, zifi: 40, crocin: null });
    await nextVersion(35, { azee: 0, zifi: 40, crocin: null });
    expect(await requestsOf(app, "gone@example.in")).toEqual([
      { medicine_id: CROCIN.id, state: "removed", language: "en" },
    ]);
    // Within the hold time nothing is news yet, so nothing went.
    expect(mailsTo("waiting@example.in")).toHaveLength(0);

    // Two hours pass (the recorded times move back), and the sheet is read again.
    await onDatabase(app, "UPDATE catalogue_changes SET at = at - 7200000");
    await onDatabase(app, "UPDATE stock_requests SET created_at = created_at - 7200000");
    await nextVersion(36, { azee: 0, zifi: 40, crocin: null });

    await expect.poll(() => mailsTo("waiting@example.in").length, { timeout: 20_000 }).toBe(1);
    const [mail] = mailsTo("waiting@example.in");
    expect(mail!.subject).toBe(`${ZIFI.name} is back in stock`);
    expect(mail!.text).toContain(`http://localhost:3000/medicines/${ZIFI.id}`);
    // Once more: read again, nothing goes twice; the flicker and the medicine gone sent nothing.
    await nextVersion(37, { azee: 0, zifi: 40, crocin: null });
    expect(mailsTo("waiting@example.in")).toHaveLength(1);
    expect(mailsTo("flicker@example.in")).toHaveLength(0);
    expect(mailsTo("gone@example.in")).toHaveLength(0);
    expect(await requestsOf(app, "flicker@example.in")).toEqual([
      { medicine_id: AZEE.id, state: "open", language: "en" },
    ]);

    // The stop link: a forged one (another address, the same signature) is refused and changes nothing.
    const stopLink = /http:\/\/localhost:3000(\/stock\/stop\?token=[\w.-]+)/.exec(mail!.text)?.[1];
    expect(stopLink).toBeDefined();
    const signature = stopLink!.split(".").pop()!;
    const forged = `/stock/stop?token=${Buffer.from("flicker@example.in").toString("base64url")}.${signature}`;
    await page.goto(`${app.url}${forged}`);
    await expect(page.getByRole("heading", { level: 1, name: "Stop back-in-stock e-mails" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(
      "This stop link is not valid, so nothing was changed. Use the link exactly as it came in the e-mail.",
    );
    await expect(page.getByRole("button", { name: "Stop these e-mails" })).toHaveCount(0);
    expect(await requestsOf(app, "flicker@example.in")).toEqual([
      { medicine_id: AZEE.id, state: "open", language: "en" },
    ]);
    // The real one asks first (a mail scanner following it stops nothing), then stops the address's other request.
    await page.goto(`${app.url}${stopLink}`);
    await expect(
      page.getByText("E-mails to waiting@example.in when a medicine you asked about is back in stock."),
    ).toBeVisible();
    expect(await requestsOf(app, "waiting@example.in")).toEqual([
      { medicine_id: AZEE.id, state: "open", language: "en" },
      { medicine_id: ZIFI.id, state: "sent", language: "en" },
    ]);
    await page.getByRole("button", { name: "Stop these e-mails" }).click();
    await expect(page.getByRole("status")).toHaveText("Done: no more back-in-stock e-mails to waiting@example.in.");
    expect(await requestsOf(app, "waiting@example.in")).toEqual([
      { medicine_id: AZEE.id, state: "stopped", language: "en" },
      { medicine_id: ZIFI.id, state: "sent", language: "en" },
    ]);

    // The desk: a visitor who is not signed in is sent to sign in, and an action is refused.
    const visitor = await browser.newContext();
    const refused = await visitor.request.get(`${app.url}/desk/stock`, { maxRedirects: 0 });
    expect(refused.status()).toBe(303);
    expect(refused.headers().location).toBe("/desk/sign-in");
    const posted = await visitor.request.post(`${app.url}/desk/stock`, {
      form: { intent: "told", medicineId: ZIFI.id, contact: "919876543210", channel: "phone" },
    });
    expect(posted.status()).toBe(403);
    await visitor.close();

    // Signed in: the phone number of Zifi waits with its WhatsApp message, in Hindi as asked; Azee is what to restock.
    await page.setViewportSize(PHONE);
    await signIn(page, app, peer);
    await page.getByRole("navigation", { name: "Desk" }).getByRole("link", { name: "Waiting for stock" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Waiting for stock" })).toBeVisible();
    const tell = page.getByRole("link", { name: "Tell on WhatsApp" });
    await expect(tell).toHaveCount(1);
    const href = new URL((await tell.getAttribute("href"))!);
    expect(`${href.origin}${href.pathname}`).toBe("https://wa.me/919876543210");
    expect(href.searchParams.get("text")).toBe(
      `खुशख़बरी: ${ZIFI.name} ${site.name} में फिर से स्टॉक में है। रेट देखें और यहाँ ऑर्डर करें: http://localhost:3000/hi/medicines/${ZIFI.id}`,
    );
    await expect(page.getByText("+91 98765 43210")).toBeVisible();
    const restock = page.getByRole("region", { name: "Still out of stock: what buyers wait for" }).getByRole("row");
    await expect(restock.nth(1)).toContainText(AZEE.name);
    await expect(restock.nth(1)).toContainText("1");

    // The desk in Hindi says the same.
    await page.goto(`${app.url}/hi/desk/stock`);
    await expect(page.getByRole("heading", { level: 1, name: "स्टॉक का इंतज़ार" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "डेस्क" }).getByRole("link", { name: "स्टॉक का इंतज़ार" }),
    ).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "WhatsApp पर बताएँ" })).toHaveAttribute("href", href.href);
    await page.goto(`${app.url}/desk/stock`);

    await page.getByRole("button", { name: "Mark told" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Marked told" })).toHaveText(
      "Marked told: +91 98765 43210.",
    );
    await expect(page.getByRole("link", { name: "Tell on WhatsApp" })).toHaveCount(0);
    await expect(page.getByText("Nobody waits to be told.")).toBeVisible();
  });

  test("an address is confirmed only at the page's button: a scanner opening the link confirms nothing; Hindi, without JavaScript", async ({
    browser,
    request,
    sheet,
    startApp,
  }) => {
    const name = "notify-confirm";
    sheet.set(name, { body: sheetWith(33.6, ALL_OUT) });
    const app = await startApp({ ...deskEnv(peer), CATALOGUE_SOURCE: sheet.url(name) });
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${app.url}/hi/medicines/${ZIFI.id}`);
    await ask(page, "hindi.buyer@example.in", true);
    await expect(answer(page)).toHaveText(
      `बस एक क़दम: हमने आपको एक लिंक ई-मेल किया है। अपना पता पक्का करने के लिए उसे खोलें, फिर ${ZIFI.name} स्टॉक में आते ही हम आपको बताएँगे।`,
    );
    const link = await confirmLinkOf(app, "hindi.buyer@example.in");
    const [mail] = peer.received.filter((raw) => raw.includes("To: hindi.buyer@example.in")).map(readMail);
    expect(mail!.subject).toContain("=?UTF-8?"); // a Hindi subject, encoded
    expect(mail!.text).toContain(`किसी ने कहा है कि ${ZIFI.name} स्टॉक में आने पर इस पते पर ई-मेल भेजी जाए।`);
    expect(mail!.text).toMatch(/\/hi\/stock\/confirm\?token=/);

    // A mail scanner or a link preview: HEAD and GET confirm nothing.
    expect((await request.head(link)).status()).toBe(200);
    const scanned = await request.get(link);
    expect(scanned.status()).toBe(200);
    expect(scanned.headers()["cache-control"]).toBe("no-store");
    expect(await requestsOf(app, "hindi.buyer@example.in")).toEqual([
      { medicine_id: ZIFI.id, state: "unconfirmed", language: "hi" },
    ]);

    // A link altered by one character is refused and changes nothing.
    const altered = link.replace(
      /token=([\w-]{5})(.)/,
      (_, start: string, next: string) => `token=${start}${next === "A" ? "B" : "A"}`,
    );
    const refused = await page.goto(altered);
    expect(refused?.status()).toBe(400);
    await expect(page.getByRole("heading", { level: 1, name: "स्टॉक की ई-मेल पक्की करें" })).toBeVisible();
    await expect(page.getByRole("status")).toHaveText(
      "यह पक्का करने का लिंक सही नहीं है या इसकी मियाद ख़त्म हो गई है, इसलिए कुछ नहीं बदला। दवा के पेज पर फिर से कहें।",
    );
    await expect(page.getByRole("button", { name: "मेरा पता पक्का करें" })).toHaveCount(0);

    // The owner: the page names the address, the button confirms.
    await page.goto(link);
    await expect(
      page.getByText("hindi.buyer@example.in पर वे ई-मेल जो आपकी पूछी हुई दवा के स्टॉक में आने पर जाती हैं।"),
    ).toBeVisible();
    await page.getByRole("button", { name: "मेरा पता पक्का करें" }).click();
    await expect(page.getByRole("status")).toHaveText(
      "हो गया: आपकी पूछी हुई दवाएँ स्टॉक में आते ही हम hindi.buyer@example.in पर ई-मेल करेंगे।",
    );
    expect(await requestsOf(app, "hindi.buyer@example.in")).toEqual([
      { medicine_id: ZIFI.id, state: "open", language: "hi" },
    ]);
    // In English, with JavaScript, the same link again: nothing left to confirm, and it says so.
    const englishContext = await browser.newContext();
    const english = await englishContext.newPage();
    await english.goto(link.replace("/hi/stock/", "/stock/"));
    expect((await new AxeBuilder({ page: english }).analyze()).violations).toEqual([]);
    await english.getByRole("button", { name: "Confirm my address" }).click();
    await expect(english.getByRole("status")).toHaveText(
      "Your address is confirmed already, or its request has ended. Ask again on the medicine's page if you still wish to be told.",
    );
    await englishContext.close();
    await context.close();
  });

  test("every return in stock tells the waiting ones once, also when the sheet returns to a content seen before", async ({
    page,
    sheet,
    startApp,
  }) => {
    const name = "notify-returns";
    const OUT = sheetWith(33.6, ALL_OUT);
    const IN = sheetWith(33.6, { azee: 0, zifi: 40, crocin: 0 });
    sheet.set(name, { body: OUT });
    const app = await startApp({
      ...deskEnv(peer),
      CATALOGUE_SOURCE: sheet.url(name),
      CATALOGUE_REFRESH_SECONDS: "1",
      CATALOGUE_STOCK_HOLD_MINUTES: "0",
    });
    /** The catalogue version the site serves: a hash of the sheet's content. */
    const served = async () =>
      ((await (await page.request.get(`${app.url}/healthz`)).json()) as { version: string | null }).version;
    const versions = { out: await served(), in: null as string | null };
    /** The sheet becomes one of its two contents again, and the site serves it: the same version as before. */
    const sheetNow = async (content: "in" | "out") => {
      const before = await served();
      sheet.set(name, { body: content === "in" ? IN : OUT });
      await expect.poll(served, { timeout: 20_000 }).not.toBe(before);
      const now = await served();
      if (versions[content] !== null) expect(now, "a content seen before is the same version").toBe(versions[content]);
      versions[content] = now;
    };

    await page.goto(`${app.url}/medicines/${ZIFI.id}`);
    await ask(page, "first@example.in");
    await expect(answer(page)).toContainText(ALMOST);
    await confirmAddress(page, app, "first@example.in");

    // Back in stock: the first buyer is told.
    await sheetNow("in");
    await expect.poll(() => mailsTo("first@example.in").length, { timeout: 20_000 }).toBe(1);

    // Out again; an e-mail from the Hindi page and a phone ask; back to the very sheet it was before.
    await sheetNow("out");
    await page.goto(`${app.url}/hi/medicines/${ZIFI.id}`);
    await ask(page, "second@example.in", true);
    await expect(answer(page)).toContainText("बस एक क़दम");
    await confirmAddress(page, app, "second@example.in", true);
    await page.goto(`${app.url}/hi/medicines/${ZIFI.id}`);
    await ask(page, "91234 56789", true);
    await expect(answer(page)).toContainText("हो गया");
    await sheetNow("in");
    await expect.poll(() => mailsTo("second@example.in").length, { timeout: 20_000 }).toBe(1);
    expect(mailsTo("second@example.in")[0]!.text).toContain(`http://localhost:3000/hi/medicines/${ZIFI.id}`);
    expect(mailsTo("first@example.in")).toHaveLength(1);

    // The desk's "Waiting for stock" lists the phone, and the page said "in stock" meanwhile.
    await signIn(page, app, peer, staffMember(7));
    await page.goto(`${app.url}/desk/stock`);
    await expect(page.getByText("+91 91234 56789")).toBeVisible();
    await expect(page.getByRole("link", { name: "Tell on WhatsApp" })).toHaveCount(1);
    await expect(page.getByText("Nobody waits to be told.")).toHaveCount(0);

    // Out and back a third time, one more address waiting: it is told; nobody is e-mailed twice.
    await sheetNow("out");
    await page.goto(`${app.url}/medicines/${ZIFI.id}`);
    await ask(page, "third@example.in");
    await expect(answer(page)).toContainText(ALMOST);
    await confirmAddress(page, app, "third@example.in");
    await sheetNow("in");
    await expect.poll(() => mailsTo("third@example.in").length, { timeout: 20_000 }).toBe(1);
    expect(mailsTo("first@example.in")).toHaveLength(1);
    expect(mailsTo("second@example.in")).toHaveLength(1);
    await page.goto(`${app.url}/desk/stock`);
    await expect(page.getByRole("link", { name: "Tell on WhatsApp" })).toHaveCount(1);
  });
});

test.describe("without a mail server", () => {
  test("addresses wait on the desk like numbers, with 'Tell by e-mail', and the page says why", async ({
    page,
    sheet,
    startApp,
  }) => {
    const name = "notify-no-mail";
    sheet.set(name, { body: sheetWith(33.6, ALL_OUT) });
    const app = await startApp({
      CATALOGUE_SOURCE: sheet.url(name),
      CATALOGUE_REFRESH_SECONDS: "1",
      CATALOGUE_STOCK_HOLD_MINUTES: "0",
      STAFF_EMAILS: STAFF,
    });
    await page.goto(`${app.url}/medicines/${AZEE.id}`);
    await ask(page, "nomail@example.in");
    await expect(answer(page)).toContainText("Done");
    sheet.set(name, { body: sheetWith(34, { azee: 40, zifi: 0, crocin: 0 }) });

    // Signed in with the link `npm run desk:link` prints, as staff do without a mail server.
    const link = execFileSync(
      "node_modules/.bin/tsx",
      [
        "--tsconfig",
        "tsconfig.app.json",
        "--import",
        "./scripts/lib/lingui-register.mjs",
        "scripts/desk-link.ts",
        STAFF,
      ],
      { env: { PATH: process.env.PATH ?? "", DATA_DIR: app.dataDir, STAFF_EMAILS: STAFF, LOG_LEVEL: "silent" } },
    )
      .toString()
      .trim();
    const url = new URL(link);
    await page.goto(`${app.url}${url.pathname}${url.search}`);
    // The link's page asks for the press that spends it (decision 65).
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enquiries" })).toBeVisible();

    await expect
      .poll(
        async () => {
          await page.goto(`${app.url}/desk/stock`);
          return page.getByRole("link", { name: "Tell by e-mail" }).count();
        },
        { timeout: 20_000 },
      )
      .toBe(1);
    await expect(page.getByText("No mail server is set (SMTP_URL)", { exact: false })).toBeVisible();
    const mailto = (await page.getByRole("link", { name: "Tell by e-mail" }).getAttribute("href"))!;
    expect(mailto).toMatch(/^mailto:nomail@example\.in\?subject=Azee%20500%20Tablet%20is%20back%20in%20stock&body=/);
    await expect(page.getByRole("link", { name: "Tell on WhatsApp" })).toHaveCount(0);
  });
});
