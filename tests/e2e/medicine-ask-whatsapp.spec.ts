import { test, expect, type AppServer } from "./support/fixtures";
import { buildGviz } from "./support/sheet-builder";

/**
 * "Ask on WhatsApp about {name}" on the medicine page (docs/product.md 12.1a): a wa.me link whose
 * message names the medicine with its manufacturer and pack, with or without JavaScript, in the
 * page's language.
 */
const sheet = buildGviz(
  ["Name", "Generic Name", "Category", "Manufacturer", "Pack"],
  [
    ["Amlong 5 Tablet", "Amlodipine (5mg)", "Cardiac", "Micro Labs", "Strip of 15 tablets"],
    ["B & C #2 Syrup", "Vitamin B Complex", "Vitamins", "", ""],
  ],
);

let app: AppServer;
test.beforeAll(async ({ appOn }) => {
  app = await appOn("ask-whatsapp", sheet);
});

function textOf(href: string | null): string {
  expect(href).toMatch(/^https:\/\/wa\.me\/\d+\?text=/);
  return new URL(href!).searchParams.get("text")!;
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("asks about the medicine by name, manufacturer and pack", async ({ page }) => {
      await page.goto(`${app.url}/medicines/amlong-5-tablet`);
      const link = page.getByRole("link", { name: "Ask on WhatsApp about Amlong 5 Tablet" });
      expect(textOf(await link.getAttribute("href"))).toMatch(
        /^Hello .+, please send your price and availability for Amlong 5 Tablet \(Micro Labs, strip of 15 tablets\)\.$/,
      );
      // A name with characters that mean something in an address arrives whole.
      await page.goto(`${app.url}/medicines/b-and-c-2-syrup`);
      const syrup = page.getByRole("link", { name: "Ask on WhatsApp about B & C #2 Syrup" });
      expect(textOf(await syrup.getAttribute("href"))).toMatch(/for B & C #2 Syrup\.$/);
    });
  });
}

test("asks in Hindi on the Hindi page", async ({ page }) => {
  await page.goto(`${app.url}/hi/medicines/amlong-5-tablet`);
  const link = page.getByRole("link", { name: "Amlong 5 Tablet के बारे में WhatsApp पर पूछें" });
  expect(textOf(await link.getAttribute("href"))).toMatch(
    /^नमस्ते .+, कृपया Amlong 5 Tablet \(Micro Labs, strip of 15 tablets\) का रेट और उपलब्धता बताएँ।$/,
  );
});
