import type { Translate } from "~/i18n/translator";
import { slugify } from "../text/slug";

/** The eight categories of the home page (docs/product.md §2), id → display name. */
export const HOME_CATEGORIES = [
  { id: "antibiotics", name: "Antibiotics" },
  { id: "painkillers", name: "Pain Relief" },
  { id: "vitamins", name: "Vitamins & Supplements" },
  { id: "cardiac", name: "Cardiac Care" },
  { id: "respiratory", name: "Respiratory" },
  { id: "diabetes", name: "Diabetes Care" },
  { id: "digestive", name: "Digestive Health" },
  { id: "skincare", name: "Dermatology" },
] as const;

export type HomeCategory = (typeof HOME_CATEGORIES)[number];

const homeCategoryBySlug = new Map<string, HomeCategory>(
  HOME_CATEGORIES.flatMap((category) => [
    [category.id, category],
    [slugify(category.name), category],
  ]),
);

/**
 * The category slug a sheet category text belongs to (docs/product.md 3.7): the home
 * category id when the slug of the text equals that id or the slug of its display
 * name ("Pain Relief", "pain relief", "Painkillers" → "painkillers"), otherwise the
 * text's own slug.
 */
export function categoryIdOf(sheetCategory: string): string {
  const slug = slugify(sheetCategory);
  return homeCategoryBySlug.get(slug)?.id ?? slug;
}

/** The importer's category for a row that gives none (docs/product.md 3.2), said in the page's language. */
export const UNCATEGORIZED = { id: "uncategorized", name: "Uncategorized" } as const;

/**
 * The display name of a category slug the site names itself: one of the home categories, or
 * {@link UNCATEGORIZED}. The English name above, or with `t` the name in the page's language
 * ("category.painkillers"), so a Hindi page never shows "Uncategorized". Sheet categories: undefined.
 */
export function homeCategoryName(categoryId: string, t?: Translate): string | undefined {
  if (categoryId === UNCATEGORIZED.id) return t ? t("category.uncategorized") : UNCATEGORIZED.name;
  const category = homeCategoryBySlug.get(categoryId);
  if (!category) return undefined;
  return t ? t(`category.${category.id}`) : category.name;
}
