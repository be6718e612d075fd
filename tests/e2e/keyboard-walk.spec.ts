import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { waitForScript } from "./support/hydration";

/** What the keyboard is on: enough to recognise it and to tell whether a sighted user can see it. */
type Focused = {
  tag: string;
  role: string | null;
  name: string;
  href: string | null;
  inArticle: boolean;
  focusVisible: boolean;
  /** The element that draws the focus outline: the focused one, or a card that wraps its link. */
  ringOn: string | null;
};

function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement;
    if (!element || element === document.body) return null;
    let ring: Element | null = element;
    while (ring && ring !== document.body) {
      const style = getComputedStyle(ring);
      if (style.outlineStyle !== "none" && style.outlineWidth !== "0px") break;
      ring = ring.parentElement;
    }
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute("role"),
      name: (element.getAttribute("aria-label") ?? element.textContent ?? "").trim(),
      href: element.getAttribute("href"),
      inArticle: element.closest("article") !== null,
      focusVisible: element.matches(":focus-visible"),
      ringOn: ring === element ? "itself" : ring && ring !== document.body ? ring.tagName.toLowerCase() : null,
    };
  });
}

/** A focus a sighted keyboard user can see: `:focus-visible`, with an outline drawn around it. */
function expectVisibleFocus(stop: Focused | null): void {
  expect(stop, "something has focus").not.toBeNull();
  expect(stop?.focusVisible, `${stop?.tag} "${stop?.name}" matches :focus-visible`).toBe(true);
  expect(stop?.ringOn, `an outline shows where ${stop?.tag} "${stop?.name}" is`).not.toBeNull();
}

/**
 * Presses Tab (or Shift+Tab) until the focused element is the one wanted, checking that every
 * stop on the way shows its focus. Fails when the wanted element is not reached.
 */
async function tabTo(
  page: Page,
  wanted: (stop: Focused) => boolean,
  { key = "Tab", maxStops = 40 }: { key?: "Tab" | "Shift+Tab"; maxStops?: number } = {},
): Promise<Focused> {
  const seen: string[] = [];
  for (let stops = 0; stops < maxStops; stops++) {
    await page.keyboard.press(key);
    const stop = await focused(page);
    expectVisibleFocus(stop);
    if (stop && wanted(stop)) return stop;
    seen.push(`${stop?.tag} "${stop?.name}"`);
  }
  throw new Error(`Not reached by ${key} in ${maxStops} stops; passed: ${seen.join(", ")}`);
}

test.describe("the keyboard alone", () => {
  // Many pages per test; on a busy machine each takes seconds.
  test.describe.configure({ timeout: 90_000 });
  test("skips to the content, finds a medicine and reads its uses", async ({ page, sampleApp }) => {
    await page.goto(`${sampleApp.url}/`);

    // The skip link is the first Tab stop and takes focus to the main content.
    await page.keyboard.press("Tab");
    const first = await focused(page);
    expect(first).toMatchObject({ tag: "a", name: "Skip to content", href: "#main" });
    expectVisibleFocus(first);
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeInViewport();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("main")).toBeFocused();

    // Back up into the header to its search box, and search.
    await tabTo(page, (stop) => stop.tag === "input" && stop.name === "Search medicines", { key: "Shift+Tab" });
    await page.keyboard.type("azithral eye");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/medicines\?search=azithral(\+|%20)eye$/);
    await waitForScript(page.getByRole("searchbox", { name: "Search catalogue" }));
    await expect(page.getByRole("status")).toHaveText("Showing 1–1 of 1 medicine");

    // On to the first result's link, and open it.
    const result = await tabTo(page, (stop) => stop.tag === "a" && stop.inArticle);
    expect(result.name).toContain("Azithral Eye Ointment");
    // The card's link hides its own outline: the whole card is outlined instead.
    expect(result.ringOn).toBe("article");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/medicines\/350$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Azithral Eye Ointment");

    // Into the tab list (Description is the selected tab), then the arrow key moves to Uses.
    const description = await tabTo(page, (stop) => stop.role === "tab");
    expect(description.name).toBe("Description");
    await page.keyboard.press("ArrowRight");
    const usesTab = page.getByRole("tab", { name: "Uses" });
    await expect(usesTab).toBeFocused();
    expectVisibleFocus(await focused(page));
    await expect(usesTab).toHaveAttribute("aria-selected", "true");
    const uses = page.getByRole("tabpanel", { name: "Uses" });
    await expect(uses).toBeVisible();
    await expect(uses.getByRole("listitem")).toHaveText(["Treatment of Bacterial eye infections"]);
  });

  // The filters come after the results in the page (a phone parses no filter list before its first
  // card) and are placed before them on a wide screen: the keyboard follows what is shown
  // (docs/decisions/020-results-before-filters.md), with the page's script and without it.
  for (const javaScriptEnabled of [true, false]) {
    test(`meets the catalogue's filters before its results, as a wide screen shows them${javaScriptEnabled ? "" : " (no JavaScript)"}`, async ({
      browser,
      sampleApp,
    }) => {
      const context = await browser.newContext({ javaScriptEnabled, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await page.goto(`${sampleApp.url}/medicines`);
      const search = page.getByRole("searchbox", { name: "Search catalogue" });
      if (javaScriptEnabled) await waitForScript(search);
      await search.focus();

      await page.keyboard.press("Tab");
      await expect(page.getByRole("combobox", { name: "Category" })).toBeFocused();
      await tabTo(page, (stop) => stop.tag === "button" && stop.name === "Reset");
      await page.keyboard.press("Tab");
      await expect(page.getByRole("combobox", { name: "Sort by" })).toBeFocused();
      const result = await tabTo(page, (stop) => stop.tag === "a" && stop.inArticle);
      expect(result.name).toContain("A-Ret 0.05% Gel");
      await context.close();
    });
  }
});
