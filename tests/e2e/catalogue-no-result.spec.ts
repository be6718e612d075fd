import { expect, test } from "./support/fixtures";
import { cardNames, openCatalogue } from "./support/test-catalogue";

/**
 * A search that finds nothing is no dead end (decision 029): the page names what was searched and
 * no filter that is not set, offers the closest searches and asking on WhatsApp; every search it
 * offers finds something. (A brand at a strength its composition has elsewhere is answered with
 * results: missing-strength.spec.ts.) No medicine of Dolo's composition is 999 mg.
 */
const search = "dolo 999";

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("a brand at a strength nothing of its composition has leads to the brand", async ({ page, catalogueApp }) => {
      const url = `${catalogueApp.url}/medicines?search=${encodeURIComponent(search)}`;
      if (javaScriptEnabled) await openCatalogue(page, url);
      else await page.goto(url);
      await expect(page.getByRole("heading", { name: `No medicines found for “${search}”` })).toBeVisible();
      // Nothing in the answer speaks of filters: none is set.
      await expect(page.getByRole("region", { name: "Results" }).getByText(/filter/i)).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Clear filters" })).toHaveCount(0);
      const whatsapp = page.getByRole("link", { name: `Ask us on WhatsApp for “${search}”` });
      await expect(whatsapp).toHaveAttribute("href", /^https:\/\/wa\.me\/\d+\?text=.*dolo%20999/);

      await expect(page.getByRole("region", { name: "Same composition and strength" })).toHaveCount(0);
      const closest = page.getByRole("region", { name: "Closest in our catalogue" });
      await closest.getByRole("link", { name: /^dolo/ }).first().click();
      await expect(page).toHaveURL(/\/medicines\?search=dolo$/);
      await expect(cardNames(page).first()).toHaveText("Dolo 650 Tablet");
    });
  });
}

test("in Hindi the page says the same", async ({ page, catalogueApp }) => {
  await page.goto(`${catalogueApp.url}/hi/medicines?search=${encodeURIComponent(search)}`);
  await expect(page.getByRole("heading", { name: `“${search}” के लिए कोई दवा नहीं मिली` })).toBeVisible();
  await expect(page.getByRole("link", { name: `“${search}” के लिए हमसे WhatsApp पर पूछें` })).toBeVisible();
  await page.getByRole("region", { name: "हमारे कैटलॉग में सबसे मिलते-जुलते" }).getByRole("link").first().click();
  await expect(cardNames(page).first()).toHaveText("Dolo 650 Tablet");
});
