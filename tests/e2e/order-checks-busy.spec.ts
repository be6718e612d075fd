import AxeBuilder from "@axe-core/playwright";
import type { APIRequestContext } from "@playwright/test";
import { readFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";
import { parseGviz } from "~/catalogue/sheet/gviz";
import { worstCaseOrder } from "../../bench/order-lines/worst-case";
import { expect, test, type AppServer } from "./support/fixtures";

/**
 * Order checks run in a few worker threads, with a short queue (decision 57): when it is full, an
 * order is answered 503 at once, the page given back with what the buyer typed and a message to
 * press again, in English and Hindi. The queue is filled by two of the costliest orders
 * (bench/order-lines/worst-case.ts) over the real 11.8k catalogue, with one thread and one place.
 */

// The real 11.8k catalogue (bench/fixtures/SOURCES.md).
const gviz = gunzipSync(readFileSync("bench/fixtures/medicine-details-11k.gviz.txt.gz")).toString("utf8");
// The sheet's names, as the costliest order draws its words from them.
const medicines = parseGviz(gviz).rows.map((row) => ({ name: row["Product Name"] ?? "" }));
const TYPED = "1) Dolo 650 - 10\n2) Azithral 500 x 3\nPlease send by evening";

let app: AppServer;
test.beforeAll(async ({ appOn }) => {
  app = await appOn("order-checks-busy", gviz, {
    ORDER_CHECK_THREADS: "1",
    ORDER_CHECK_QUEUE: "1",
    ORDER_CHECKS_PER_CLIENT: "5",
  });
});

const orderChecks = async (request: APIRequestContext) =>
  ((await (await request.get(`${app.url}/healthz`)).json()) as { orderChecks: { running: number; waiting: number } })
    .orderChecks;

/** Fills the pool: one costly order running, one waiting. Resolves with their answers' statuses once both are answered. */
async function fillThePool(request: APIRequestContext, seed: string): Promise<Promise<number[]>> {
  const answered = Promise.all(
    [1, 2].map(async (at) => {
      const order = worstCaseOrder(medicines, `${seed}-${at}`);
      const response = await request.post(`${app.url}/enquiry`, {
        form: { intent: "order-find", order },
        timeout: 300_000,
      });
      return response.status();
    }),
  );
  await expect
    .poll(() => orderChecks(request), { timeout: 60_000 })
    .toEqual({
      running: 1,
      waiting: 1,
      threads: 1,
      queue: 1,
    });
  return answered;
}

for (const { language, path, textbox, button, busy } of [
  {
    language: "English",
    path: "/enquiry",
    textbox: "Order list",
    button: "Find medicines",
    busy: "Many orders are being checked right now. Your order is kept below: press “Find medicines” again in a moment.",
  },
  {
    language: "Hindi",
    path: "/hi/enquiry",
    textbox: "ऑर्डर लिस्ट",
    button: "दवाएँ पहचानें",
    busy: "अभी कई ऑर्डर जाँचे जा रहे हैं। आपका ऑर्डर नीचे रखा है: थोड़ी देर में “दवाएँ पहचानें” फिर से दबाएँ।",
  },
]) {
  test(`${language}: a full queue answers 503 at once with the order kept, and checks it once there is room`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    await page.goto(`${app.url}${path}`);
    await page.getByRole("textbox", { name: textbox }).fill(TYPED);
    const others = await fillThePool(request, `${language}-busy`);

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.request().method() === "POST"),
      page.getByRole("button", { name: button }).click(),
    ]);
    expect(response.status()).toBe(503);
    await expect(page.getByRole("alert")).toHaveText(busy);
    await expect(page.getByRole("textbox", { name: textbox })).toHaveValue(TYPED);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The orders that filled it are checked; then the same order goes through.
    expect(await others).toEqual([200, 200]);
    await page.getByRole("button", { name: button }).click();
    await expect(page.getByRole("combobox")).toHaveCount(2);
    expect(app.logs.filter((line) => line.includes('"level":50'))).toEqual([]);
  });
}
