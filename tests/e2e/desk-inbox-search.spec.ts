import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { startSmtpPeer, type SmtpPeer } from "../../app/server/smtp-peer.test-support";
import { test, expect, type AppServer } from "./support/fixtures";
import { DESK_MEDICINES, deskEnv, deskSheet, onDatabase, signIn, staffMember, storeOrder } from "./support/desk";

/**
 * The inbox's "Search orders" and its filter per status (decision 61): a GET form, so it works
 * without JavaScript and the address keeps the search; the status links keep it too.
 */

const { dolo, azee } = DESK_MEDICINES;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };

let peer: SmtpPeer;
let app: AppServer;
let kumar: number;
let ravi: number;
let meena: number;

test.beforeAll(async ({ appOn }) => {
  peer = await startSmtpPeer();
  app = await appOn("desk-search", deskSheet(), deskEnv(peer));
  kumar = await storeOrder(app, {
    name: "Asha Kumari",
    phone: "98765 43210",
    shop: "Kumar Medical",
    lines: [{ medicineId: dolo.id, name: dolo.name, quantity: 10 }],
  });
  ravi = await storeOrder(app, {
    name: "Ravi Sinha",
    phone: "91234 56789",
    lines: [{ medicineId: azee.id, name: azee.name, quantity: 3 }],
  });
  meena = await storeOrder(app, {
    name: "Meena Devi",
    shop: "Devi Medicals",
    lines: [{ medicineId: dolo.id, name: dolo.name, quantity: 2 }],
  });
  await onDatabase(app, `UPDATE enquiries SET order_status = 'duplicate' WHERE id = ${meena}`);
});
test.afterAll(async () => {
  await peer.close();
});

const headings = (page: Page) => page.getByRole("article").getByRole("heading");

async function search(page: Page, label: string, button: string, text: string): Promise<void> {
  const form = page.getByRole("search", { name: label });
  await form.getByRole("searchbox", { name: label }).fill(text);
  await form.getByRole("button", { name: button }).click();
}

for (const { viewport, javaScriptEnabled } of [
  { viewport: DESKTOP, javaScriptEnabled: true },
  { viewport: PHONE, javaScriptEnabled: false },
]) {
  test.describe(`at ${viewport.width} px, ${javaScriptEnabled ? "with" : "without"} JavaScript`, () => {
    test.use({ viewport, javaScriptEnabled });

    test("Search orders finds by medicine, phone, shop and number; the status links narrow it and keep it", async ({
      page,
    }) => {
      await signIn(page, app, peer, staffMember(javaScriptEnabled ? 0 : 1));
      await search(page, "Search orders", "Search", "dolo");
      // Every status is searched: Meena's order, closed as a duplicate, is found too.
      await expect(headings(page)).toHaveText([`Enquiry ${meena}: Meena Devi`, `Enquiry ${kumar}: Asha Kumari`]);
      await expect(page.getByText("2 orders found for “dolo”")).toBeVisible();
      await expect(page).toHaveURL(/[?&]q=dolo(&|$)/);
      await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveValue("dolo");

      const filters = page.getByRole("navigation", { name: "Show" });
      await filters.getByRole("link", { name: "Duplicates" }).click();
      await expect(filters.getByRole("link", { name: "Duplicates" })).toHaveAttribute("aria-current", "page");
      await expect(headings(page)).toHaveText([`Enquiry ${meena}: Meena Devi`]);
      await filters.getByRole("link", { name: "New", exact: true }).click();
      await expect(headings(page)).toHaveText([`Enquiry ${kumar}: Asha Kumari`]);

      // The phone as the buyer says it, without spaces; the order's number; the shop.
      await search(page, "Search orders", "Search", "9123456789");
      await expect(headings(page)).toHaveText([`Enquiry ${ravi}: Ravi Sinha`]);
      await search(page, "Search orders", "Search", `Order ${ravi}`);
      // Its own count: the headings above already showed Ravi's order before this search was answered.
      await expect(page.getByText(`found for “Order ${ravi}”`)).toBeVisible();
      await expect(headings(page).first()).toHaveText(`Enquiry ${ravi}: Ravi Sinha`);
      // Chosen from a status link, a search stays within that status; "All" widens it again.
      await search(page, "Search orders", "Search", "devi medicals");
      await expect(page.getByText("No orders found for “devi medicals”")).toBeVisible();
      await expect(filters.getByRole("link", { name: "New", exact: true })).toHaveAttribute("aria-current", "page");
      await filters.getByRole("link", { name: "All" }).click();
      await expect(headings(page)).toHaveText([`Enquiry ${meena}: Meena Devi`]);

      await search(page, "Search orders", "Search", "<nobody> 100%");
      await expect(page.getByText("No orders found for “<nobody> 100%”")).toBeVisible();
      await expect(page.getByRole("article")).toHaveCount(0);
      // Said once: not also "No orders here."
      await expect(page.getByText("No orders here.")).toHaveCount(0);
      await page.getByRole("link", { name: "Clear search" }).click();
      await expect(page.getByRole("searchbox", { name: "Search orders" })).toHaveValue("");
      await expect(headings(page).first()).toBeVisible();

      if (javaScriptEnabled) expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  });
}

test("what is typed while a search is being answered stays in the box", async ({ page }) => {
  await signIn(page, app, peer, staffMember(3));
  const box = page.getByRole("search", { name: "Search orders" }).getByRole("searchbox", { name: "Search orders" });
  // The answer to "dolo" is held until more has been typed, as on a slow network.
  let typed: () => void = () => {};
  const typedMore = new Promise<void>((resolve) => (typed = resolve));
  await page.route(/\/desk\.data\?q=dolo(&|$)/, async (route) => {
    await typedMore;
    await route.continue();
  });
  await box.fill("dolo");
  await box.press("Enter");
  await box.pressSequentially(" 650");
  typed();
  await expect(page.getByText("2 orders found for “dolo”")).toBeVisible();
  await expect(box).toHaveValue("dolo 650");
  // Left by a link, the box shows the page's search again.
  await page.getByRole("link", { name: "Clear search" }).click();
  await expect(box).toHaveValue("");
});

test("in Hindi the search is ऑर्डर खोजें, its answer Hindi, axe clean", async ({ page }) => {
  await signIn(page, app, peer, staffMember(2));
  await page.goto(`${app.url}/hi/desk`);
  await search(page, "ऑर्डर खोजें", "खोजें", "azee");
  await expect(page).toHaveURL(/\/hi\/desk\?q=azee/);
  await expect(headings(page)).toHaveText([`पूछताछ ${ravi}: Ravi Sinha`]);
  await expect(page.getByText("“azee” के लिए 1 ऑर्डर मिला")).toBeVisible();
  await expect(page.getByRole("navigation", { name: "दिखाएँ" }).getByRole("link", { name: "दोहराए गए" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("signed out, a search is sent to sign-in and shows no order", async ({ request }) => {
  const answer = await request.get(`${app.url}/desk?q=dolo`, { maxRedirects: 0 });
  expect(answer.status()).toBe(303);
  expect(answer.headers()["location"]).toMatch(/\/desk\/sign-in$/);
  const data = await request.get(`${app.url}/desk.data?q=dolo`, { maxRedirects: 0 });
  expect(await data.text()).not.toContain("Asha Kumari");
});
