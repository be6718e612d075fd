import { expect, type Page } from "@playwright/test";
import { buildGviz } from "./sheet-builder";

/** A small sheet for the enquiry list: names with characters that need escaping in links. */
const COLUMNS = ["Name", "Generic Name", "Brand", "Category", "Manufacturer"];
const MANUFACTURER = "Micro Labs Ltd";
const row = (name: string, generic: string) => [name, generic, "Micro Labs", "Pain Relief", MANUFACTURER];

/**
 * A line of the WhatsApp and e-mail text for a medicine of this sheet (docs/product.md 12.8): its
 * manufacturer after the name (the sheet has no pack, so the quantity has no unit).
 */
export const sentLine = (name: string, quantity: number) => `${name} (${MANUFACTURER}) — ${quantity}`;

export const LIST_MEDICINES = {
  dolo: { id: "dolo-650-tablet", name: "Dolo 650 Tablet" },
  syrup: { id: "b-and-c-2-syrup", name: "B & C #2 Syrup" },
  azee: { id: "azee-500-tablet", name: "Azee 500 Tablet" },
} as const;

export function enquiryListSheet(names: readonly string[] = Object.values(LIST_MEDICINES).map((m) => m.name)) {
  return buildGviz(
    COLUMNS,
    names.map((name) => row(name, "Paracetamol (650mg)")),
  );
}

/** The header's link, whose name carries the count ("Enquiry list 2 medicines"). */
export const headerLink = (page: Page) => page.getByRole("banner").getByRole("link", { name: /^Enquiry list/ });

export async function expectCount(page: Page, count: number): Promise<void> {
  await expect(headerLink(page)).toHaveAccessibleName(
    `Enquiry list ${count} ${count === 1 ? "medicine" : "medicines"}`,
  );
}

/** The card of a medicine on a catalogue page. */
export const card = (page: Page, name: string) =>
  page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) });

export const addButton = (page: Page, name: string) => page.getByRole("button", { name: `Add ${name} to enquiry` });

export const quantityOf = (page: Page, name: string) => page.getByRole("spinbutton", { name: `Quantity for ${name}` });

/** The live confirmation after an add with JavaScript. */
export const addedMessage = (page: Page) => page.getByText(/^Added .* to the enquiry list \(qty \d+\)\./);

/** Sets a quantity on /enquiry and sends it with Enter, which works with and without JavaScript. */
export async function setQuantity(page: Page, name: string, quantity: string): Promise<void> {
  await quantityOf(page, name).fill(quantity);
  // Without JavaScript the answer is a new page: the next step acts on it, as the visitor would.
  const saved = page.waitForResponse((response) => response.request().method() === "POST");
  await quantityOf(page, name).press("Enter");
  await saved;
}

/**
 * Presses "Send on WhatsApp" (`text`) or "Send by e-mail" (`body`), named `link` in the page's
 * language, and returns the address that leaves: each press stores the order first
 * (docs/product.md 12.3b), so the address is only known once the server answered. WhatsApp is
 * answered "204 No Content" in its place, which leaves the list's page as it was; the mail
 * program's address is the redirect's (without JavaScript) or the page's "Open the e-mail again"
 * link (with it: the page opens it itself, which a test cannot catch).
 */
export async function sentAddress(page: Page, link: string, parameter: "text" | "body"): Promise<string> {
  if (parameter === "text") {
    await page.route("https://wa.me/**", (route) => route.fulfill({ status: 204 }));
    const request = page.waitForRequest((request) => request.url().startsWith("https://wa.me/"));
    await page.getByRole("link", { name: link }).click({ noWaitAfter: true });
    // The route stays: the page may open the address again (a reload of the answer).
    return (await request).url();
  }
  const answer = page.waitForResponse(
    (response) => response.request().method() === "POST" && new URL(response.url()).pathname.includes("/enquiry"),
  );
  await page.getByRole("link", { name: link }).click({ noWaitAfter: true });
  const response = await answer;
  if (response.status() === 303) return response.headers()["location"] ?? "";
  const again = page.getByRole("status").getByRole("link", { name: /^(Open the e-mail again|ई-मेल फिर से खोलें)$/ });
  return (await again.getAttribute("href")) ?? "";
}

/** The text a pressed "Send on WhatsApp" (`text`) or "Send by e-mail" (`body`) carries: {@link sentAddress}'s. */
export async function sharedText(page: Page, link: string, parameter: "text" | "body"): Promise<string> {
  const address = await sentAddress(page, link, parameter);
  return new URLSearchParams(address.slice(address.indexOf("?") + 1)).get(parameter)!;
}

/**
 * Holds the page's next POST in the browser, as a slow network would, until `release()`:
 * `arrived` settles once it is held. Later POSTs pass untouched.
 */
export function holdFirstPost(page: Page): { arrived: Promise<void>; release: () => void } {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = false;
  const arrived = new Promise<void>((resolve) => {
    void page.route("**/*", async (route) => {
      if (held || route.request().method() !== "POST") return route.fallback();
      held = true;
      resolve();
      await released;
      await route.continue();
    });
  });
  return { arrived, release };
}

/**
 * On a 390 × 844 catalogue in list view, presses "Add" on a card far down the page and expects the
 * visitor back at that card (not the top), the header counting it (docs/product.md 12.7).
 */
export async function addFarDownAndExpectBackAtCard(page: Page, catalogueUrl: string, cardIndex: number) {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`${catalogueUrl}/medicines?view=list`);
  const card = page.getByRole("article").nth(cardIndex);
  const name = (await card.getByRole("heading").textContent())!.trim();
  await card.getByRole("button", { name: `Add ${name} to enquiry` }).click();
  await expect(page).toHaveURL(/\/medicines\?view=list#medicine-[\w-]+$/);
  await expectCount(page, 1);
  await expect(
    page.getByRole("article").filter({ has: page.getByRole("heading", { name, exact: true }) }),
  ).toBeInViewport();
  await expect(page.getByRole("article").first()).not.toBeInViewport();
}
