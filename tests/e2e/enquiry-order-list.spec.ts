import type { Page } from "@playwright/test";
import ExcelJS from "exceljs";
import { test, expect, type AppServer } from "./support/fixtures";
import { waitForScript } from "./support/hydration";
import { buildGviz } from "./support/sheet-builder";
import { excelWorkbook } from "~/catalogue/order-lines/files/xlsx-files.test-support";

/**
 * "Add from an order list" (docs/product.md 12.11): an order pasted or uploaded, checked line by
 * line in the server's check table, then added to the enquiry list, with and without JavaScript.
 */
const COLUMNS = ["Name", "Generic Name", "Category", "Manufacturer", "Pack"];
const MEDICINES = [
  ["Amlong 5 Tablet", "Amlodipine (5mg)", "Cardiac", "Micro Labs Ltd", "Strip of 15 tablets"],
  ["Okamet 500 Tablet", "Metformin (500mg)", "Diabetes", "Cipla Ltd", "Strip of 14 tablets"],
  ["Ecosprin 150 Tablet", "Aspirin (150mg)", "Cardiac", "USV Ltd", "Strip of 14 tablets"],
  ["Ecosprin-AV 150 Capsule", "Aspirin (150mg) + Atorvastatin (10mg)", "Cardiac", "USV Ltd", "Strip of 15 capsules"],
  ["Azee 500 Tablet", "Azithromycin (500mg)", "Antibiotics", "Cipla Ltd", "Strip of 3 tablets"],
  ["Azee 500mg Injection", "Azithromycin (500mg)", "Antibiotics", "Cipla Ltd", "Vial of 1 injection"],
  ["Grilinctus-BM Syrup", "Bromhexine (4mg/5ml)", "Cold and Cough", "Franco-Indian Pharmaceuticals", "Bottle of 50 ml"],
] as const;
const PASTED = ["1) Amlong 5 - 30", "2) Azee 500 x 2", "3) Zorblax 40 - 3", "Please send by evening"].join("\n");

let app: AppServer;
test.beforeAll(async ({ appOn }) => {
  app = await appOn("order-list", buildGviz(COLUMNS, MEDICINES));
});

const select = (page: Page, n: number) => page.getByRole("combobox", { name: `Medicine for line ${n}`, exact: true });
const quantity = (page: Page, n: number) =>
  page.getByRole("spinbutton", { name: `Quantity for line ${n}`, exact: true });
/** The option selected in a select, by its text. */
const selectedText = (page: Page, n: number) =>
  select(page, n).evaluate((element: HTMLSelectElement) => element.selectedOptions[0]?.textContent ?? "");

async function findMedicines(page: Page, order: string): Promise<void> {
  await page.goto(`${app.url}/enquiry`);
  await expect(page.getByRole("heading", { name: "Add from an order list", level: 2 })).toBeVisible();
  await page.getByRole("textbox", { name: "Order list" }).fill(order);
  await page.getByRole("button", { name: "Find medicines" }).click();
  await expect(page.getByRole("heading", { name: "Check your order", level: 2 })).toBeVisible();
}

async function upload(page: Page, file: { name: string; mimeType: string; buffer: Buffer }): Promise<void> {
  await page.goto(`${app.url}/enquiry`);
  await page.getByLabel("Order file (CSV or Excel)").setInputFiles(file);
  await page.getByRole("button", { name: "Find medicines" }).click();
}

/** The check table of the pasted order, then "Add to enquiry list" with line 2 chosen. */
async function checkAndAdd(page: Page): Promise<void> {
  await findMedicines(page, PASTED);
  // One medicine clearly answers line 1: preselected, with the quantity read from the line.
  expect(await selectedText(page, 1)).toBe("Amlong 5 Tablet (Strip of 15 tablets, Micro Labs Ltd)");
  await expect(quantity(page, 1)).toHaveValue("30");
  // Two medicines answer "Azee 500" (a tablet and an injection): none preselected.
  expect(await selectedText(page, 2)).toBe("Choose a medicine");
  await expect(select(page, 2).getByRole("option")).toHaveText([
    "Choose a medicine",
    "Azee 500 Tablet (Strip of 3 tablets, Cipla Ltd)",
    "Azee 500mg Injection (Vial of 1 injection, Cipla Ltd)",
    "Not in the catalogue: send as written",
  ]);
  await expect(quantity(page, 2)).toHaveValue("2");
  // Not in the catalogue: nothing found, nothing preselected.
  expect(await selectedText(page, 3)).toBe("Choose a medicine");
  await expect(quantity(page, 3)).toHaveValue("3");
  // A note (no medicine named, nothing found) is no row: the order's note (docs/product.md 12.13a).
  await expect(select(page, 4)).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Note for the order" }).locator("..")).toContainText(
    "Please send by evening",
  );

  await select(page, 2).selectOption({ label: "Azee 500 Tablet (Strip of 3 tablets, Cipla Ltd)" });
  await select(page, 3).selectOption({ label: "Not in the catalogue: send as written" });
  await quantity(page, 1).fill("40");
  await page.getByRole("button", { name: "Add to enquiry list" }).click();

  await expect(page.getByRole("spinbutton", { name: "Quantity for Amlong 5 Tablet" })).toHaveValue("40");
  await expect(page.getByRole("spinbutton", { name: "Quantity for Azee 500 Tablet" })).toHaveValue("2");
  // Sent as written, chosen or left on "Choose a medicine": free-text lines, the quantity apart.
  await expect(page.getByRole("spinbutton", { name: "Quantity for Zorblax 40" })).toHaveValue("3");
  await expect(page.getByRole("spinbutton", { name: "Quantity for Please send by evening" })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Note for the order" })).toContainText("Please send by evening");
  await expect(page.getByText("not in the catalogue")).toHaveCount(1);
}

test.describe("with JavaScript", () => {
  test("a pasted order is checked line by line and added with its quantities, lines the catalogue lacks as written", async ({
    page,
  }) => {
    await page.goto(`${app.url}/enquiry`);
    await waitForScript(page.getByRole("button", { name: "Find medicines" }));
    await checkAndAdd(page);
  });

  test("a line counted in another container than the list's says so, for the medicine chosen", async ({ page }) => {
    await page.goto(`${app.url}/enquiry`);
    await waitForScript(page.getByRole("button", { name: "Find medicines" }));
    await findMedicines(page, "Amlong 5 2 box\nAmlong 5 3 strips");
    expect(await selectedText(page, 1)).toBe("Amlong 5 Tablet (Strip of 15 tablets, Micro Labs Ltd)");
    // Two boxes stay 2 boxes (decision 64); the quantity field says so, and that the medicine is sold in strips.
    await expect(quantity(page, 1)).toHaveValue("2");
    await expect(quantity(page, 1)).toHaveAccessibleDescription(
      "boxes Sent in boxes, as written; this medicine is sold in strips.",
    );
    // Written in the medicine's own unit: the unit alone, nothing to warn of.
    await expect(quantity(page, 2)).toHaveAccessibleDescription("strips");
    // Sent as written instead: the note goes with the medicine, the written unit stays.
    await select(page, 1).selectOption({ label: "Not in the catalogue: send as written" });
    await expect(page.getByText("this medicine is sold in strips")).toHaveCount(0);
    await expect(quantity(page, 1)).toHaveAccessibleDescription("boxes");
  });
});

test.describe("a file over 1 MB, with JavaScript", () => {
  test("is refused when chosen, before it is sent", async ({ page }) => {
    await page.goto(`${app.url}/enquiry`);
    const field = page.getByLabel("Order file (CSV or Excel)");
    await waitForScript(field);
    await field.setInputFiles({
      name: "order.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Name,Qty\n${"Okamet,1\n".repeat(130_000)}`),
    });
    expect(await field.evaluate((input: HTMLInputElement) => input.validationMessage)).toBe(
      "The file is larger than 1 MB. Upload a CSV or Excel (.xlsx) file of at most 1 MB and 500 lines.",
    );
    let posted = false;
    page.on("request", (request) => (posted ||= request.method() === "POST"));
    await page.getByRole("button", { name: "Find medicines" }).click();
    await expect(field).toBeFocused();
    expect(posted).toBe(false);
    // Another file, within the limit, is sent.
    await field.setInputFiles({ name: "order.csv", mimeType: "text/csv", buffer: Buffer.from("Name,Qty\nOkamet,2\n") });
    await page.getByRole("button", { name: "Find medicines" }).click();
    await expect(page.getByRole("heading", { name: "Check your order", level: 2 })).toBeVisible();
  });
});

test.describe("a file over 1 MB, without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("is refused by the server, saying what is accepted", async ({ page }) => {
    await upload(page, {
      name: "order.csv",
      mimeType: "text/csv",
      buffer: Buffer.from(`Name,Qty\n${"Okamet,1\n".repeat(130_000)}`),
    });
    await expect(page.getByRole("alert")).toHaveText(
      "The file is larger than 1 MB. Upload a CSV or Excel (.xlsx) file of at most 1 MB and 500 lines.",
    );
    await expect(page.getByRole("heading", { name: "Check your order" })).toHaveCount(0);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the check table is the server's answer, and adding works the same", async ({ page }) => {
    await checkAndAdd(page);
  });

  test("the server's check table says when a line counted in another container than the list's", async ({ page }) => {
    await findMedicines(page, "Amlong 5 2 box");
    await expect(quantity(page, 1)).toHaveAccessibleDescription(
      "boxes Sent in boxes, as written; this medicine is sold in strips.",
    );
  });

  test("a quantity that is not a whole number 1–9999 adds nothing and names its line", async ({ page }) => {
    await findMedicines(page, "Amlong 5 - 30\nOkamet x 10");
    await quantity(page, 2).fill("0");
    await page.getByRole("button", { name: "Add to enquiry list" }).click();
    await expect(page.getByRole("alert")).toHaveText("Nothing was added. Correct line 2.");
    await expect(quantity(page, 2)).toHaveValue("0");
    // The unit the line counts in (Okamet's strips), then what is wrong.
    await expect(quantity(page, 2)).toHaveAccessibleDescription("strips Enter a whole number from 1 to 9999.");
    await expect(page.getByRole("spinbutton", { name: "Quantity for Amlong 5 Tablet" })).toHaveCount(0);
  });

  test("what a line says is shown and kept as text, never as markup", async ({ page }) => {
    const markup = '<img src=x onerror="document.title=1"> <b>bold</b>';
    await findMedicines(page, `${markup} - 2\n=HYPERLINK("http://evil.example") x 3`);
    await expect(page.getByRole("cell", { name: `${markup} - 2` })).toBeVisible();
    await expect(page.locator("img[src=x]")).toHaveCount(0);
    await page.getByRole("button", { name: "Add to enquiry list" }).click();
    await expect(page.getByRole("spinbutton", { name: `Quantity for ${markup}` })).toHaveValue("2");
    // The leading "=" goes with the marks around the quantity: a line never starts a formula.
    await expect(page.getByRole("spinbutton", { name: 'Quantity for HYPERLINK("http://evil.example")' })).toHaveValue(
      "3",
    );
    await expect(page.locator("b", { hasText: "bold" })).toHaveCount(0);
  });

  test("more than 500 pasted lines are refused, saying what is accepted", async ({ page }) => {
    const order = Array.from({ length: 501 }, (_, index) => `Okamet x ${index + 1}`).join("\n");
    await page.goto(`${app.url}/enquiry`);
    await page.getByRole("textbox", { name: "Order list" }).fill(order);
    await page.getByRole("button", { name: "Find medicines" }).click();
    await expect(page.getByRole("alert")).toHaveText(
      "The order has more than 500 lines. Add at most 500 lines at a time.",
    );
    await expect(page.getByRole("heading", { name: "Check your order" })).toHaveCount(0);
  });
});

test.describe("order files", () => {
  test("a CSV export: the name and quantity columns found by their headers", async ({ page }) => {
    const csv = 'Sl,Product Name,Mfr,Qty\n1,Ecosprin 150,USV,60\n2,Okamet,Cipla,10\n3,"Zorblax 40, strip",,3\n';
    await upload(page, { name: "order.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await expect(page.getByRole("heading", { name: "Check your order" })).toBeVisible();
    expect(await selectedText(page, 1)).toBe("Ecosprin 150 Tablet (Strip of 14 tablets, USV Ltd)");
    await expect(quantity(page, 1)).toHaveValue("60");
    expect(await selectedText(page, 2)).toBe("Okamet 500 Tablet (Strip of 14 tablets, Cipla Ltd)");
    await expect(quantity(page, 2)).toHaveValue("10");
    await expect(quantity(page, 3)).toHaveValue("3");
    await expect(select(page, 4)).toHaveCount(0);
  });

  test("an Excel workbook (.xlsx)", async ({ page }) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Order");
    sheet.addRow(["Item Name", "Quantity"]);
    sheet.addRow(["Grilinctus BM syp", 5]);
    sheet.addRow(["inj Azee 500mg", 4]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    await upload(page, {
      name: "order.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer,
    });
    expect(await selectedText(page, 1)).toBe("Grilinctus-BM Syrup (Bottle of 50 ml, Franco-Indian Pharmaceuticals)");
    await expect(quantity(page, 1)).toHaveValue("5");
    expect(await selectedText(page, 2)).toBe("Azee 500mg Injection (Vial of 1 injection, Cipla Ltd)");
    await expect(quantity(page, 2)).toHaveValue("4");
  });

  test("an Excel export with a title row above the header, saved as Microsoft Excel saves it", async ({ page }) => {
    const rows = [
      ["ABC Pharma — Purchase order 12/11/2026", null, null],
      [null, null, null],
      ["Sl", "Item Name", "Qty"],
      [1, "Ecosprin 150", 60],
      [2, "Okamet", 10],
    ];
    await upload(page, {
      name: "order.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: Buffer.from(excelWorkbook(rows)),
    });
    expect(await selectedText(page, 1)).toBe("Ecosprin 150 Tablet (Strip of 14 tablets, USV Ltd)");
    await expect(quantity(page, 1)).toHaveValue("60");
    expect(await selectedText(page, 2)).toBe("Okamet 500 Tablet (Strip of 14 tablets, Cipla Ltd)");
    await expect(quantity(page, 2)).toHaveValue("10");
    await expect(select(page, 3)).toHaveCount(0);
  });

  const refused = [
    {
      what: "a file that is not a CSV or an .xlsx",
      file: { name: "order.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%\u0000\u0001") },
      message:
        "This file cannot be read as an order. Upload a CSV or Excel (.xlsx) file with a header row, at most 500 lines and 1 MB.",
    },
    {
      what: "a file of more than 500 lines",
      file: { name: "order.csv", mimeType: "text/csv", buffer: Buffer.from(`Name,Qty\n${"Okamet,1\n".repeat(501)}`) },
      message: "The order has more than 500 lines. Add at most 500 lines at a time.",
    },
    {
      what: "a file without a name column",
      file: { name: "order.csv", mimeType: "text/csv", buffer: Buffer.from("Code,Qty\nA1,2\n") },
      message:
        "None of the file's first 10 rows names a column of medicine names. Upload a CSV or Excel (.xlsx) file with a header row that names the columns, for example “Product name” and “Qty”.",
    },
    {
      what: "a workbook cut short",
      file: {
        name: "order.xlsx",
        mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        buffer: Buffer.from(
          excelWorkbook([
            ["Name", "Qty"],
            ["Dolo 650", 2],
          ]).subarray(0, 400),
        ),
      },
      message:
        "This file could not be opened: it is damaged or was not saved completely. Save the order again from your program as a CSV or Excel (.xlsx) file and upload that, or paste its lines.",
    },
    {
      what: "a file with a line far longer than an order line",
      file: {
        name: "order.csv",
        mimeType: "text/csv",
        buffer: Buffer.from(`Name,Qty\nPlease send ${"soon ".repeat(60)},1\n`),
      },
      message:
        "The line starting “Please send soon soon soon soon soon…” is too long for an order line (at most 160 characters and 20 words). Write one medicine with its quantity on each line.",
    },
  ];
  for (const { what, file, message } of refused) {
    test(`${what} is refused, saying what is accepted`, async ({ page }) => {
      await upload(page, file);
      await expect(page.getByRole("alert")).toHaveText(message);
      await expect(page.getByRole("heading", { name: "Check your order" })).toHaveCount(0);
    });
  }

  test("a small workbook that unpacks to far more than an order is refused, saying so", async ({ page }) => {
    // A few kilobytes that unpack to 17 MB: read whole, it would hold the server for seconds.
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Order").addRow(["Name", "A".repeat(17 * 1024 * 1024)]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(buffer.byteLength).toBeLessThan(100_000);
    await upload(page, {
      name: "order.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer,
    });
    await expect(page.getByRole("alert")).toHaveText(
      "This workbook is too large once opened (its sheets hold far more than an order). Save the order alone as a CSV or Excel (.xlsx) file of at most 500 lines and upload that.",
    );
    await expect(page.getByRole("heading", { name: "Check your order" })).toHaveCount(0);
  });
});

/**
 * A long order: its check table is rendered on the server a part at a time
 * (app/components/render-in-turns.tsx), every row in place in the page, in order.
 */
const LONG_ORDER = Array.from({ length: 120 }, (_, index) =>
  // Azee 500 asks for a choice (a tablet and an injection); Amlong 5 is clear.
  index % 2 === 0 ? `Azee 500 - ${index + 1}` : `Amlong 5 - ${index + 1}`,
).join("\n");

async function rowsInOrder(page: Page): Promise<void> {
  const rows = page.getByRole("heading", { name: "Check your order" }).locator("..").getByRole("row");
  // The header row, then the 120 lines in the order written.
  await expect(rows).toHaveCount(121);
  await expect(rows.nth(1).getByRole("cell").first()).toHaveText("1");
  await expect(rows.nth(120).getByRole("cell").first()).toHaveText("120");
  await expect(quantity(page, 120)).toHaveValue("120");
}

test.describe("a 120-line order", () => {
  test("sent before the page's script arrived: the server's table is taken over by the script, every row answering the buyer's choice", async ({
    page,
  }) => {
    // A slow phone: the order is sent by the browser itself, the script arrives with the answer.
    let holdScripts = true;
    await page.route(/\/assets\/.*\.js$/, (route) => (holdScripts ? route.abort() : route.continue()));
    await page.goto(`${app.url}/enquiry`);
    await page.getByRole("textbox", { name: "Order list" }).fill(LONG_ORDER);
    holdScripts = false;
    const errors: string[] = [];
    page.on("console", (message) => void (message.type() === "error" && errors.push(message.text())));
    page.on("pageerror", (error) => void errors.push(error.message));
    await page.getByRole("button", { name: "Find medicines" }).click();
    await expect(page.getByRole("heading", { name: "Check your order", level: 2 })).toBeVisible();
    await rowsInOrder(page);
    // The last part is hydrated as the first is, the server's rows taken over as they are.
    await waitForScript(select(page, 120));
    await expect(page.getByRole("status").filter({ hasText: "need your choice" })).toHaveText(
      "60 lines need your choice",
    );
    // Rows far past the first part follow the choice: the count goes down as each is chosen.
    await select(page, 119).selectOption({ label: "Azee 500 Tablet (Strip of 3 tablets, Cipla Ltd)" });
    await select(page, 61).selectOption({ label: "Azee 500mg Injection (Vial of 1 injection, Cipla Ltd)" });
    await expect(page.getByRole("status").filter({ hasText: "need your choice" })).toHaveText(
      "58 lines need your choice",
    );
    await expect(select(page, 119)).toHaveClass(/border-slate-300/);
    expect(errors).toEqual([]);
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the server's table holds every row, and adding takes every row's choice and quantity", async ({ page }) => {
      await findMedicines(page, LONG_ORDER);
      await rowsInOrder(page);
      await select(page, 119).selectOption({ label: "Azee 500 Tablet (Strip of 3 tablets, Cipla Ltd)" });
      await page.getByRole("button", { name: "Add to enquiry list" }).click();
      // Every row posted: the 60 Amlong lines add up (2 + 4 + … + 120), line 119 goes as chosen,
      // and the other 59 Azee lines, left to choose, go as written (1 + 3 + … + 117).
      await expect(page.getByRole("spinbutton", { name: "Quantity for Amlong 5 Tablet" })).toHaveValue("3660");
      await expect(page.getByRole("spinbutton", { name: "Quantity for Azee 500 Tablet" })).toHaveValue("119");
      await expect(page.getByRole("spinbutton", { name: "Quantity for Azee 500", exact: true })).toHaveValue("3481");
    });
  });
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("a 40-line check table fits the screen: every select and quantity reachable without scrolling sideways", async ({
    page,
  }, testInfo) => {
    const names = ["Amlong 5", "Okamet", "Ecosprin 150", "Azee 500", "Grilinctus BM syp", "Zorblax 40", "Ecosprin"];
    const order = Array.from(
      { length: 40 },
      (_, index) => `${index + 1}) ${names[index % names.length]} - ${index + 2}`,
    );
    await findMedicines(page, order.join("\n"));
    await expect(quantity(page, 40)).toHaveValue("41");
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);
    for (const n of [1, 20, 40]) {
      const box = await select(page, n).boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    await testInfo.attach("check table at 390 px", {
      body: await page.getByRole("heading", { name: "Check your order" }).locator("..").screenshot(),
      contentType: "image/png",
    });
  });
});
