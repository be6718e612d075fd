import AxeBuilder from "@axe-core/playwright";
import type { Locator, Page } from "@playwright/test";
import { sheetColumns } from "../../scripts/lib/sheet-columns";
import { test, expect, type AppServer } from "./support/fixtures";
import { enquiriesOf } from "./support/enquiries";
import { sharedText } from "./support/enquiry-list";
import { waitForScript } from "./support/hydration";
import { buildGviz, type TestCell } from "./support/sheet-builder";

/**
 * An order finished on a phone (docs/product.md 12.2e, 12.7, 12.11, 12.13, 12.13a): a chemist's
 * order of 36 lines pasted at 390 × 844, with and without JavaScript, in English and Hindi: the
 * labelled way to paste it, the lines that need a choice counted and marked, notes kept as the
 * order's note, the answers landing where the buyer acts, the ways to send right after the list,
 * stock and scheme in the list and the estimate after the scheme.
 */
const PHONE = { width: 390, height: 844 };
const rupees = (v: number): TestCell => ({ v, f: `₹${v.toFixed(2)}` });

const COLUMNS = sheetColumns([
  "name",
  "genericName",
  "manufacturer",
  "category",
  "mrp",
  "sellingPrice",
  "pack",
  "scheme",
  "stock",
]);
const row = (
  name: string,
  generic: string,
  maker: string,
  rate: number,
  pack: string,
  scheme: string | null,
  stock: number,
) => [name, generic, maker, "General", rupees(Math.round(rate * 1.3)), rupees(rate), pack, scheme, stock];
const ROWS: TestCell[][] = [
  row("Amlong 5 Tablet", "Amlodipine (5mg)", "Micro Labs", 30, "Strip of 15 tablets", null, 120),
  row("Okamet 500 Tablet", "Metformin (500mg)", "Cipla", 15, "Strip of 14 tablets", null, 60),
  row("Azee 500 Tablet", "Azithromycin (500mg)", "Cipla", 100, "Strip of 5 tablets", "10+1", 40),
  row("Azee 500mg Injection", "Azithromycin (500mg)", "Cipla", 150, "Vial of 1 injection", null, 12),
  row("Pan 40 Tablet", "Pantoprazole (40mg)", "Alkem", 90, "Strip of 15 tablets", null, 0),
  row("Pantocid 40 Tablet", "Pantoprazole (40mg)", "Sun Pharma", 95, "Strip of 15 tablets", null, 80),
  row("Dolo 650 Tablet", "Paracetamol (650mg)", "Micro Labs", 28, "Strip of 15 tablets", null, 500),
  row("Telma 40 Tablet", "Telmisartan (40mg)", "Glenmark", 180, "Strip of 15 tablets", null, 30),
  row("Glycomet 500 Tablet", "Metformin (500mg)", "USV", 20, "Strip of 20 tablets", null, 70),
  row("Rosuvas 10 Tablet", "Rosuvastatin (10mg)", "Sun Pharma", 210, "Strip of 15 tablets", null, 25),
  row("Shelcal 500 Tablet", "Calcium (500mg) + Vitamin D3 (250IU)", "Torrent", 110, "Strip of 15 tablets", null, 45),
  row("Montair LC Tablet", "Montelukast (10mg) + Levocetirizine (5mg)", "Cipla", 160, "Strip of 10 tablets", null, 33),
  row("Allegra 120 Tablet", "Fexofenadine (120mg)", "Sanofi", 170, "Strip of 10 tablets", null, 22),
  row(
    "Augmentin 625 Duo Tablet",
    "Amoxicillin (500mg) + Clavulanic Acid (125mg)",
    "GSK",
    200,
    "Strip of 10 tablets",
    null,
    18,
  ),
  row("Thyronorm 50 Tablet", "Thyroxine (50mcg)", "Abbott", 150, "Bottle of 100 tablets", null, 15),
  row("Limcee Tablet", "Vitamin C (500mg)", "Abbott", 25, "Strip of 15 tablets", null, 300),
  row("Becosules Capsule", "Vitamin B Complex", "Pfizer", 45, "Strip of 20 capsules", null, 90),
  row("Ecosprin 75 Tablet", "Aspirin (75mg)", "USV", 5, "Strip of 14 tablets", null, 400),
  row(
    "Zerodol SP Tablet",
    "Aceclofenac (100mg) + Paracetamol (325mg) + Serratiopeptidase (15mg)",
    "Ipca",
    95,
    "Strip of 10 tablets",
    null,
    55,
  ),
  row(
    "Cheston Cold Tablet",
    "Cetirizine (5mg) + Paracetamol (325mg) + Phenylephrine (10mg)",
    "Cipla",
    40,
    "Strip of 10 tablets",
    null,
    65,
  ),
];

/** 36 lines as a chemist writes them: matched, ambiguous, not in the catalogue, and three notes. */
const ORDER = [
  "1) Amlong 5 - 30",
  "2) Okamet 500 x 20",
  "3) Azee 500 x 11",
  "4) Pan 40 - 10",
  "5) Dolo 650 - 50",
  "6) Telma 40 - 5",
  "7) Glycomet 500 - 10",
  "8) Rosuvas 10 - 6",
  "9) Shelcal 500 - 8",
  "10) Montair LC - 4",
  "urgent please",
  "11) Allegra 120 - 3",
  "12) Augmentin 625 Duo - 6",
  "13) Thyronorm 50 - 2",
  "14) Limcee - 20",
  "15) Becosules - 10",
  "16) Ecosprin 75 - 14",
  "17) Zerodol SP - 10",
  "18) Cheston Cold - 12",
  "19) Pantocid 40 - 5",
  "20) Xyzomab 40mg 10",
  "21) Zorblax 40 - 3",
  "22) Qwertacin 250 - 4",
  "23) Nuvocaine gel 2",
  "24) Hepamerz sachet 10",
  "25) Livogen XT 15",
  "26) Evion 400 - 10",
  "27) Neurobion Forte 10",
  "28) Calpol 500 5",
  "29) Sinarest 10",
  "30) Crocin Advance 12",
  "31) Combiflam 10",
  "32) Digene gel 2",
  "33) Volini spray 3",
  "send by evening",
  "plz deliver fast",
].join("\n");
const NOTES = ["urgent please", "send by evening", "plz deliver fast"];

let app: AppServer;
test.beforeAll(async ({ appOn }) => {
  app = await appOn("phone-order", buildGviz(COLUMNS, ROWS));
});
test.use({ viewport: PHONE, hasTouch: true });

const select = (page: Page, n: number) => page.getByRole("combobox", { name: `Medicine for line ${n}`, exact: true });

/** The selects left on "Choose a medicine": the lines that need the buyer's choice. */
async function unchosen(page: Page): Promise<number> {
  return page
    .getByRole("combobox", { name: /^Medicine for line \d+$/ })
    .evaluateAll((selects) => selects.filter((element) => (element as HTMLSelectElement).value === "").length);
}

/** The select of the line written as `written`, found by the row's text. */
const rowSelect = (page: Page, written: string): Locator =>
  page.getByRole("row").filter({ hasText: written }).getByRole("combobox");

async function pasteOrder(page: Page, path: string, button: string): Promise<void> {
  await page.goto(`${app.url}${path}`);
  const pasted = page.getByRole("textbox", { name: path.startsWith("/hi") ? "ऑर्डर लिस्ट" : "Order list" });
  await pasted.fill(ORDER);
  await page.getByRole("button", { name: button }).click();
}

test.describe("with JavaScript, in English", () => {
  test("the header and home name the way to paste an order, and it leads to the paste section", async ({ page }) => {
    await page.goto(app.url);
    const header = page.getByRole("banner").getByRole("link", { name: "Paste an order" });
    await expect(header).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Paste an order" })).toBeVisible();
    await waitForScript(page.getByRole("button", { name: "Menu" }));
    await header.click();
    await expect(page).toHaveURL(/\/enquiry#paste-order$/);
    await expect(page.getByRole("textbox", { name: "Order list" })).toBeInViewport();
  });

  test("a 36-line order: lines to choose counted and marked, notes kept, the list sent from one screen below its end", async ({
    page,
  }) => {
    await page.goto(`${app.url}/enquiry`);
    await waitForScript(page.getByRole("button", { name: "Find medicines" }));
    await pasteOrder(page, "/enquiry", "Find medicines");
    await expect(page.getByRole("heading", { name: "Check your order", level: 2 })).toBeVisible();

    // The notes are no rows: 33 lines, the notes apart; "urgent please" is line 11 and has no select.
    await expect(page.getByRole("combobox", { name: /^Medicine for line \d+$/ })).toHaveCount(33);
    await expect(select(page, 11)).toHaveCount(0);
    await expect(select(page, 12)).toBeVisible();
    const notes = page.getByRole("heading", { name: "Note for the order" }).locator("..");
    for (const note of NOTES) await expect(notes.getByRole("listitem").filter({ hasText: note })).toHaveCount(1);

    // The count says how many lines are left on "Choose a medicine", and each such row says so.
    const toChoose = await unchosen(page);
    expect(toChoose).toBeGreaterThanOrEqual(3);
    const status = page.getByRole("status").filter({ hasText: /need your choice/ });
    await expect(status).toHaveText(`${toChoose} lines need your choice`);
    const xyzomab = rowSelect(page, "Xyzomab 40mg 10");
    await expect(xyzomab).toHaveAccessibleDescription("Needs your choice");
    await expect(
      page.getByRole("row").filter({ hasText: "Xyzomab 40mg 10" }).getByText("Needs your choice"),
    ).toBeVisible();
    // Two medicines answer "Azee 500": the buyer chooses, and the count follows.
    const azee = rowSelect(page, "Azee 500 x 11");
    await expect(azee).toHaveValue("");
    await azee.selectOption({ label: "Azee 500 Tablet (Strip of 5 tablets, Cipla)" });
    await expect(azee).not.toHaveAttribute("aria-describedby");
    await expect(status).toHaveText(
      toChoose - 1 === 1 ? "1 line needs your choice" : `${toChoose - 1} lines need your choice`,
    );
    await rowSelect(page, "Pan 40 - 10").selectOption({ label: "Pan 40 Tablet (Strip of 15 tablets, Alkem)" });
    // The marks and the count are readable by everyone (contrast, names, descriptions).
    expect((await new AxeBuilder({ page }).include("#check-order").analyze()).violations).toEqual([]);

    await page.getByRole("button", { name: "Add to enquiry list" }).click();
    await expect(page).toHaveURL(/\/enquiry(#check-order)?$/);
    const lines = page.getByRole("main").getByRole("list").first().locator(":scope > li");
    await expect(lines).toHaveCount(33);

    // The notes are the order's note: shown apart, not lines, not counted as medicines.
    await expect(page.getByRole("spinbutton", { name: "Quantity for urgent please" })).toHaveCount(0);
    const kept = page.getByRole("region", { name: "Note for the order" });
    for (const note of NOTES) await expect(kept.getByText(note, { exact: true })).toBeVisible();
    await expect(page.getByText("33 medicines in your list.", { exact: false })).toBeVisible();

    // Stock and scheme on the lines; an out-of-stock line points to its same composition.
    const pan = lines.filter({ has: page.getByRole("link", { name: "Pan 40 Tablet", exact: true }) });
    await expect(pan).toContainText("Out of Stock");
    await expect(pan).toContainText("Out of stock at the moment.");
    const alternatives = pan.getByRole("link", { name: "Same composition as Pan 40 Tablet" });
    await expect(alternatives).toHaveAttribute("href", "/medicines?search=Pantoprazole+%2840mg%29");
    const azeeLine = lines.filter({ has: page.getByRole("link", { name: "Azee 500 Tablet", exact: true }) });
    await expect(azeeLine).toContainText("In Stock");
    await expect(azeeLine).toContainText("Scheme 10+1");
    // 11 strips at ₹100 with 10+1: ten are charged.
    await expect(azeeLine).toContainText("Estimate ₹1,000.00");
    await expect(page.getByText(/^Estimated value ₹[\d,.]+ at Rate, after scheme, before GST$/)).toBeVisible();

    // The ways to send start within one screen below the list's last line.
    await lines.last().scrollIntoViewIfNeeded();
    const lastLine = await lines.last().boundingBox();
    const sending = await page.getByRole("heading", { name: "Send from your phone or e-mail" }).boundingBox();
    expect(sending!.y - (lastLine!.y + lastLine!.height)).toBeLessThan(PHONE.height);
    expect((await new AxeBuilder({ page }).include("main").analyze()).violations).toEqual([]);
    // From the top, a link goes straight there.
    await page.getByRole("link", { name: "Go to sending" }).click();
    await expect(page.getByRole("heading", { name: "Send from your phone or e-mail" })).toBeInViewport();
    await page.screenshot({ path: test.info().outputPath("phone-list-send.png") });
  });
});

test.describe("without JavaScript, in Hindi", () => {
  test.use({ javaScriptEnabled: false });

  test("the header's labelled link pastes; the answer lands at the check table with the count", async ({ page }) => {
    await page.goto(`${app.url}/hi`);
    const paste = page.getByRole("banner").getByRole("link", { name: "ऑर्डर पेस्ट करें" });
    await expect(paste).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "ऑर्डर पेस्ट करें" })).toHaveAttribute(
      "href",
      "/hi/enquiry#paste-order",
    );
    await paste.click();
    await expect(page).toHaveURL(/\/hi\/enquiry#paste-order$/);
    await pasteOrder(page, "/hi/enquiry", "दवाएँ पहचानें");
    // Not the top of the page, where the empty list is: the table, in sight.
    await expect(page).toHaveURL(/\/hi\/enquiry#check-order$/);
    await expect(page.getByRole("heading", { name: "अपना ऑर्डर जाँचें", level: 2 })).toBeInViewport();
    const toChoose = await page
      .getByRole("combobox", { name: /^पंक्ति \d+ की दवा$|\d+/ })
      .evaluateAll((selects) => selects.filter((element) => (element as HTMLSelectElement).value === "").length);
    expect(toChoose).toBeGreaterThanOrEqual(3);
    await expect(page.getByRole("status").filter({ hasText: "चुनाव" })).toHaveText(
      `${toChoose} पंक्तियाँ आपके चुनाव की प्रतीक्षा में हैं`,
    );
    await expect(page.getByText("आपका चुनाव चाहिए").first()).toBeVisible();
    await expect(page.getByRole("heading", { name: "ऑर्डर के लिए नोट" })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath("phone-check-hi.png"), fullPage: false });

    await page.getByRole("button", { name: "ऑर्डर लिस्ट में जोड़ें" }).click();
    await expect(page.getByRole("region", { name: "ऑर्डर के लिए नोट" })).toContainText("urgent please");
    const lastLine = await page.getByRole("main").getByRole("list").first().locator(":scope > li").last().boundingBox();
    const sending = await page.locator("#send-list").boundingBox();
    expect(sending!.y - (lastLine!.y + lastLine!.height)).toBeLessThan(PHONE.height);
    await expect(page.getByText(/स्कीम के बाद, GST से पहले/)).toBeVisible();
    // Stock and scheme in Hindi; the out-of-stock line points to its same composition.
    await expect(page.getByText("अभी स्टॉक में नहीं है।")).toBeVisible();
    await expect(page.getByRole("link", { name: "Pan 40 Tablet के समान कंपोज़िशन की दवाएँ" })).toHaveAttribute(
      "href",
      "/hi/medicines?search=Pantoprazole+%2840mg%29",
    );
  });
});

test.describe("without JavaScript, in English", () => {
  test.use({ javaScriptEnabled: false });

  test("one line to choose is said in the singular; a table with every line chosen says so", async ({ page }) => {
    await page.goto(`${app.url}/enquiry`);
    await page.getByRole("textbox", { name: "Order list" }).fill("Amlong 5 - 30\nXyzomab 40mg 10");
    await page.getByRole("button", { name: "Find medicines" }).click();
    await expect(page).toHaveURL(/#check-order$/);
    await expect(page.getByRole("status").filter({ hasText: "choice" })).toHaveText("1 line needs your choice");

    await page.getByRole("textbox", { name: "Order list" }).fill("Amlong 5 - 30");
    await page.getByRole("button", { name: "Find medicines" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Every line" })).toHaveText(
      "Every line has its medicine or goes as written.",
    );
  });

  test("“Add to enquiry” on a card and on the medicine page comes back to it, saying it was added", async ({
    page,
  }) => {
    await page.goto(`${app.url}/medicines?search=thyronorm`);
    await page.getByRole("button", { name: "Add Thyronorm 50 Tablet to enquiry" }).click();
    await expect(page).toHaveURL(/#medicine-thyronorm-50-tablet$/);
    const added = page.getByRole("status").filter({ hasText: "Added Thyronorm 50 Tablet to your enquiry list." });
    await expect(added).toBeVisible();
    await expect(added).toBeInViewport();
    // Only the card pressed says so.
    await expect(page.getByRole("status").filter({ hasText: /^Added .* to your enquiry list\.$/ })).toHaveCount(1);

    await page.goto(`${app.url}/hi/medicines/limcee-tablet`);
    await expect(page.getByText(/आपकी ऑर्डर लिस्ट में जोड़ी गई/)).toBeHidden();
    await page.getByRole("button", { name: /Limcee Tablet/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Limcee Tablet आपकी ऑर्डर लिस्ट में जोड़ी गई।" })).toBeVisible();
  });
});

test.describe("the order's note leaves with it", () => {
  const SHORT = "Amlong 5 - 30\nurgent please\nXyzomab 40mg 10";

  test("with JavaScript, in Hindi: after the lines in the WhatsApp text, never as a line", async ({ page }) => {
    await page.goto(`${app.url}/hi/enquiry`);
    await waitForScript(page.getByRole("button", { name: "दवाएँ पहचानें" }));
    await page.getByRole("textbox", { name: "ऑर्डर लिस्ट" }).fill(SHORT);
    await page.getByRole("button", { name: "दवाएँ पहचानें" }).click();
    await expect(page.getByRole("status").filter({ hasText: "चुनाव" })).toHaveText("1 पंक्ति आपके चुनाव की प्रतीक्षा में है");
    await page.getByRole("button", { name: "ऑर्डर लिस्ट में जोड़ें" }).click();
    await expect(page.getByRole("region", { name: "ऑर्डर के लिए नोट" })).toContainText("urgent please");
    // The header counts medicines and lines, not the note.
    await expect(page.getByRole("banner").getByRole("link", { name: /^ऑर्डर लिस्ट/ })).toContainText("2");
    const text = await sharedText(page, "WhatsApp पर भेजें", "text");
    expect(text).toContain("नोट: urgent please");
    expect(text).not.toMatch(/urgent please —/);
    expect(text.indexOf("नोट: urgent please")).toBeGreaterThan(text.indexOf("Xyzomab 40mg"));
  });

  test("without JavaScript, in English: stored after the message of the form, never as a line", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
    const page = await context.newPage();
    await page.goto(`${app.url}/enquiry`);
    await page.getByRole("textbox", { name: "Order list" }).fill(SHORT);
    await page.getByRole("button", { name: "Find medicines" }).click();
    await page.getByRole("button", { name: "Add to enquiry list" }).click();
    await expect(page.getByRole("button", { name: "Remove the note “urgent please”" })).toBeVisible();
    await page.getByRole("textbox", { name: "Name", exact: true }).fill("Noted Buyer");
    await page.getByRole("textbox", { name: "Email", exact: true }).fill("noted@example.com");
    await page.getByRole("textbox", { name: /^Message/ }).fill("Call first");
    await page.getByRole("button", { name: "Send enquiry" }).click();
    await expect(page.getByRole("status").filter({ hasText: "received" })).toBeVisible();
    const stored = enquiriesOf(app.dataDir).find((enquiry) => enquiry.name === "Noted Buyer");
    expect(stored?.message).toBe("Call first\nNote: urgent please");
    expect(stored?.lines.map((line) => line.name)).toEqual(["Amlong 5 Tablet", "Xyzomab 40mg"]);
    await context.close();
  });
});
