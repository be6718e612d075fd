import { expect, type Page } from "@playwright/test";
import { sheetColumnsWithout } from "../../../scripts/lib/sheet-columns";
import { waitForScript } from "./hydration";
import { buildGviz, type TestCell } from "./sheet-builder";
import { CACHE_KEY, COPY_PREPARED_MARK } from "~/catalogue/browser/storage-key";

/**
 * A small catalogue whose every answer the tests can work out: 60 medicines (three pages
 * of 24), 28 of them matching "amox" in the Antibiotics category, prices and stock chosen
 * so that each sort order is different.
 */
export type TestMedicine = {
  name: string;
  generic: string;
  brand: string;
  category: string;
  manufacturer: string;
  form: string;
  mrp: number | null;
  rate: number;
  stock: number;
  rx: boolean;
  image?: string;
};

const amoxicillins: TestMedicine[] = Array.from({ length: 27 }, (_, index) => {
  const n = index + 1;
  return {
    name: `Amoxicillin Capsule ${String(n).padStart(2, "0")}`,
    generic: "Amoxicillin (500mg)",
    brand: n % 2 ? "Cipla" : "Sun Pharma",
    category: "Antibiotics",
    manufacturer: n % 2 ? "Cipla Ltd" : "Sun Pharmaceutical Industries Ltd",
    form: "Strip of 10 capsules",
    mrp: null,
    // Distinct prices in an order unlike the names' (37 is invertible modulo 101).
    rate: ((n * 37) % 101) + 20,
    stock: n * 2,
    rx: true,
  };
});

const named: TestMedicine[] = [
  {
    name: "Novamox 500 Tablet",
    generic: "Amoxicillin (500mg) + Clavulanic Acid (125mg)",
    brand: "Cipla",
    category: "Antibiotics",
    manufacturer: "Cipla Ltd",
    form: "Strip of 6 tablets",
    mrp: 230,
    rate: 201.5,
    stock: 40,
    rx: true,
  },
  {
    name: "Azithral 500 Tablet",
    generic: "Azithromycin (500mg)",
    brand: "Alembic",
    category: "antibiotics",
    manufacturer: "Alembic Pharmaceuticals Ltd",
    form: "Strip of 5 tablets",
    mrp: null,
    rate: 119.5,
    stock: 12,
    rx: true,
  },
  {
    name: "Dolo 650 Tablet",
    generic: "Paracetamol (650mg)",
    brand: "Micro Labs",
    category: "Pain Relief",
    manufacturer: "Micro Labs Ltd",
    form: "Strip of 15 tablets",
    mrp: 33.5,
    rate: 30.91,
    stock: 500,
    rx: false,
  },
  {
    name: "Calpol 500 Tablet",
    generic: "Paracetamol (500mg)",
    brand: "GSK",
    category: "Painkillers",
    manufacturer: "GlaxoSmithKline Pharmaceuticals Ltd",
    form: "Strip of 15 tablets",
    mrp: null,
    rate: 15.5,
    stock: 5,
    rx: false,
  },
  {
    name: "Combiflam Tablet",
    generic: "Ibuprofen (400mg) + Paracetamol (325mg)",
    brand: "Sanofi",
    category: "Pain Relief",
    manufacturer: "Sanofi India Ltd",
    form: "Strip of 20 tablets",
    mrp: null,
    rate: 42,
    stock: 0,
    rx: false,
  },
  {
    name: "Zincovit Tablet",
    generic: "Multivitamin + Multimineral",
    brand: "Apex",
    category: "Vitamins",
    manufacturer: "Apex Laboratories Pvt Ltd",
    form: "Strip of 15 tablets",
    mrp: null,
    rate: 105,
    stock: 60,
    rx: false,
    image: "zincovit.jpg",
  },
  {
    name: "Becosules Capsule",
    generic: "Vitamin B-complex + Vitamin C",
    brand: "Pfizer",
    category: "Vitamins & Supplements",
    manufacturer: "Pfizer Ltd",
    form: "Strip of 20 capsules",
    mrp: null,
    rate: 48,
    stock: 30,
    rx: false,
    // The fake sheet answers 404 for .png images: the card falls back to the letter tile.
    image: "becosules.png",
  },
];

const cetirizines: TestMedicine[] = Array.from({ length: 26 }, (_, index) => ({
  name: `Cetirizine Tablet ${String(index + 1).padStart(2, "0")}`,
  generic: "Cetirizine (10mg)",
  brand: "Dr. Reddy's",
  category: "Allergy",
  manufacturer: "Dr. Reddy's Laboratories Ltd",
  form: "Strip of 10 tablets",
  mrp: null,
  rate: 60 + index,
  stock: 15,
  rx: false,
}));

export const TEST_MEDICINES: readonly TestMedicine[] = [...amoxicillins, ...named, ...cetirizines];

/** The test catalogue as the fake sheet serves it; `imageUrl` turns an image file name into its URL. */
export function testCatalogueGviz(imageUrl: (file: string) => string): string {
  const columns = sheetColumnsWithout([
    "id",
    "dosage",
    "gst",
    "uses",
    "sideEffects",
    "contraindications",
    "description",
    "rating",
  ]);
  const rows: TestCell[][] = TEST_MEDICINES.map((m) => [
    m.name,
    m.generic,
    m.brand,
    m.category,
    m.manufacturer,
    m.form,
    m.mrp,
    m.rate,
    m.stock,
    m.rx ? "Yes" : "No",
    m.image ? imageUrl(m.image) : null,
  ]);
  return buildGviz(columns, rows);
}

const collator = new Intl.Collator("en-IN", { sensitivity: "base", numeric: true });
export const byName = (a: TestMedicine, b: TestMedicine) => collator.compare(a.name, b.name);

/** Names of the test medicines matching a predicate, in the given order (name ascending by default). */
export function namesWhere(
  predicate: (m: TestMedicine) => boolean,
  order: (a: TestMedicine, b: TestMedicine) => number = byName,
): string[] {
  return TEST_MEDICINES.filter(predicate)
    .sort((a, b) => order(a, b) || byName(a, b))
    .map((m) => m.name);
}

export const matchesSearch = (m: TestMedicine, search: string) =>
  [m.name, m.generic, m.brand].some((field) => field.toLowerCase().includes(search.toLowerCase()));

/** The headings (medicine names) of the cards on the page; `toHaveText([...])` checks them in order. */
export const cardNames = (page: Page) => page.getByRole("article").getByRole("heading");

export const catalogueStatus = (page: Page) => page.getByRole("status");

export const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search catalogue" });

/** The browser's copy of the catalogue in storage (docs/product.md 4.2). */
export const KEPT_COPY_KEY = CACHE_KEY;

/**
 * Waits until the browser keeps the catalogue and answers from it. The page fetches it once the
 * visitor does something (docs/product.md 4.2): here a turn of the mouse wheel, as a visitor
 * looking down the page would, once the page's script runs. Then it builds the copy's index in
 * idle moments; until that ends, a search goes to the server.
 */
export async function waitForKeptCopy(page: Page): Promise<void> {
  await waitForScript(page.getByRole("banner").getByRole("combobox"));
  await page.mouse.wheel(0, 40);
  await expect.poll(() => page.evaluate((key) => localStorage.getItem(key) !== null, KEPT_COPY_KEY)).toBe(true);
  await waitForPreparedCopy(page);
}

/** Waits until this page has built its kept copy's index: its searches then ask no server. */
export async function waitForPreparedCopy(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate((mark) => performance.getEntriesByName(mark).length, COPY_PREPARED_MARK))
    .toBeGreaterThan(0);
}

/**
 * Opens a catalogue URL and waits until the page's script runs. Before that, controls work as
 * plain forms and links, and what they change is replayed once it runs (before-script.spec.ts).
 */
export async function openCatalogue(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForScript(searchBox(page));
}

/** Types a search into the catalogue's box and presses Enter (searches at once, no debounce). */
export async function searchCatalogue(page: Page, text: string): Promise<void> {
  await searchBox(page).fill(text);
  await searchBox(page).press("Enter");
}
