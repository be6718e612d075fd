import type { Page } from "@playwright/test";
import { test, expect } from "./support/fixtures";
import { byName, cardNames, namesWhere, searchBox } from "./support/test-catalogue";

/**
 * A choice made in the moment the page's script has hydrated the page, before the page's effects
 * have run (docs/decisions/016-before-the-script.md, "The moment of hydration"). The page is live
 * then: React answers the choice itself. What the recorder kept from before must not be replayed
 * over it: the old replay ran inside React's handling of that very choice, which set the select
 * back to the order it showed, and the replay then applied that order (the results stayed
 * unsorted about once in 20 loads at 4× CPU).
 *
 * A person cannot aim at that moment; these tests do. The hydrated page's commit is the moment
 * React Router's router gains its first subscriber (its providers subscribe in layout effects);
 * the choice is made in a microtask queued then, which runs once the commit's task has ended,
 * before React's next task runs the effects. It is made as Playwright's `selectOption` makes it
 * (the value set, then `input` and `change`), and text as typing sets it.
 */
type Choice = { control: "select"; name: string; option: string } | { control: "text"; name: string; text: string };

async function chooseAtHydration(page: Page, choice: Choice): Promise<void> {
  await page.addInitScript((choice: Choice) => {
    /** The control with this accessible name: its own `aria-label`, or the text of its `<label>`. */
    const control = (name: string) => {
      const labelled = document.querySelector<HTMLElement>(`[aria-label="${CSS.escape(name)}"]`);
      if (labelled) return labelled;
      const label = [...document.querySelectorAll("label")].find((l) => l.textContent?.trim() === name);
      return label?.control ?? null;
    };
    const choose = () => {
      const element = control(choice.name);
      if (choice.control === "select") {
        if (!(element instanceof HTMLSelectElement)) throw new Error(`no select ${choice.name}`);
        const option = [...element.options].find((o) => o.textContent?.trim() === choice.option);
        if (!option) throw new Error(`no option ${choice.option}`);
        element.value = option.value;
      } else {
        if (!(element instanceof HTMLInputElement)) throw new Error(`no field ${choice.name}`);
        // As typing sets it: through the prototype's setter, not the one React's value tracker watches.
        Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(element, choice.text);
      }
      element.dispatchEvent(new Event("input", { bubbles: true, composed: true }));
      element.dispatchEvent(new Event("change", { bubbles: true }));
    };
    let chosen = false;
    type Router = { subscribe: (listener: unknown) => () => void };
    Object.defineProperty(window, "__reactRouterDataRouter", {
      configurable: true,
      set(router: Router) {
        Object.defineProperty(window, "__reactRouterDataRouter", { value: router, writable: true, configurable: true });
        const subscribe = router.subscribe.bind(router);
        router.subscribe = (listener) => {
          if (!chosen) {
            chosen = true;
            queueMicrotask(choose);
          }
          return subscribe(listener);
        };
      },
    });
  }, choice);
}

/** A phone's CPU: hydration then takes long enough to commit in a task of its own, as on a phone. */
async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
}

const antibioticsZtoA = namesWhere(
  (m) => m.category.toLowerCase() === "antibiotics",
  (a, b) => byName(b, a),
);

const params = (page: Page) => Object.fromEntries(new URL(page.url()).searchParams);

for (const { language, prefix, sortBy, zToA } of [
  { language: "English", prefix: "", sortBy: "Sort by", zToA: "Name (Z–A)" },
  { language: "Hindi", prefix: "/hi", sortBy: "क्रम", zToA: "नाम (Z–A)" },
]) {
  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`chosen as the page is hydrated (${language}, ${viewport.width} px)`, () => {
      test.use({ viewport });

      test(`"${sortBy}" sorts the results`, async ({ page, catalogueApp }) => {
        await slowCpu(page);
        await chooseAtHydration(page, { control: "select", name: sortBy, option: zToA });
        await page.goto(`${catalogueApp.url}${prefix}/medicines?category=antibiotics`);
        await expect.poll(() => params(page)).toEqual({ category: "antibiotics", sort: "name-desc" });
        await expect(cardNames(page)).toHaveText(antibioticsZtoA.slice(0, 24));
        await expect(page.getByRole("combobox", { name: sortBy })).toHaveValue("name-desc");
      });
    });
  }
}

test.describe("chosen as the page is hydrated: the other controls", () => {
  test("Category filters the results", async ({ page, catalogueApp }) => {
    await slowCpu(page);
    await chooseAtHydration(page, { control: "select", name: "Category", option: "Antibiotics" });
    await page.goto(`${catalogueApp.url}/medicines?sort=name-desc`);
    await expect.poll(() => params(page)).toEqual({ category: "antibiotics", sort: "name-desc" });
    await expect(cardNames(page)).toHaveText(antibioticsZtoA.slice(0, 24));
    await expect(page.getByRole("combobox", { name: "Category" })).toHaveValue("antibiotics");
  });

  test("Manufacturer filters the results", async ({ page, catalogueApp }) => {
    await slowCpu(page);
    await chooseAtHydration(page, { control: "select", name: "Manufacturer", option: "Cipla Ltd" });
    await page.goto(`${catalogueApp.url}/medicines`);
    await expect.poll(() => params(page)).toEqual({ manufacturer: "Cipla Ltd" });
    const cipla = namesWhere((m) => m.manufacturer === "Cipla Ltd");
    await expect(cardNames(page)).toHaveText(cipla.slice(0, 24));
    await expect(page.getByRole("combobox", { name: "Manufacturer" })).toHaveValue("Cipla Ltd");
  });

  test("a search typed is searched", async ({ page, catalogueApp }) => {
    await slowCpu(page);
    await chooseAtHydration(page, { control: "text", name: "Search catalogue", text: "cetirizine" });
    await page.goto(`${catalogueApp.url}/medicines`);
    await expect(page).toHaveURL(/\/medicines\?search=cetirizine$/);
    await expect(cardNames(page).first()).toHaveText(/^Cetirizine Tablet/);
    await expect(searchBox(page)).toHaveValue("cetirizine");
  });
});
