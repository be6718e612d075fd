/**
 * Brand groups of the sample catalogue (docs/product.md 11.3): common generics that a distributor
 * stocks in several brands, so that the "Same composition" section has something to compare.
 * The brands are real products of the 11k file (or of the A–Z sample, which keeps its real price);
 * their packs and prices are editorial: a typical price per unit, varied per brand.
 */
import {
  type Form,
  type Ingredient,
  ingredientsKey,
  packUnits,
  parseComposition,
  printedPrice,
} from "./medicine-rules";
import { between } from "./random";

export interface BrandGroup {
  /** The composition as the 1mg-derived data writes it. */
  composition: string;
  /** The dosage forms that belong to the group (one form family). */
  forms: readonly Form[];
  /** How many brands the sample lists at least (fewer when the data has fewer). */
  brands: number;
  /**
   * A typical retail price of one tablet, capsule, ml or gm in rupees. Editorial: set near the
   * real A–Z prices of the same composition where the sample has them (amoxycillin + clavulanic
   * acid, azithromycin, atorvastatin, cetirizine, levofloxacin, moxifloxacin eye drops), else a
   * round figure of the usual Indian range.
   */
  unitPrice: number;
  /** The packs its brands come in: strips of different sizes make per-unit prices worth comparing. */
  packs: readonly string[];
}

const TABLETS = (...counts: number[]) => counts.map((count) => `Strip of ${count} tablets`);

export const BRAND_GROUPS: readonly BrandGroup[] = [
  { composition: "Paracetamol (650mg)", forms: ["Tablet"], brands: 4, unitPrice: 2, packs: TABLETS(15, 10) },
  {
    composition: "Amoxycillin (500mg) + Clavulanic Acid (125mg)",
    forms: ["Tablet"],
    brands: 4,
    unitPrice: 21,
    packs: TABLETS(10, 6),
  },
  { composition: "Azithromycin (500mg)", forms: ["Tablet"], brands: 4, unitPrice: 25, packs: TABLETS(5, 3) },
  { composition: "Cetirizine (10mg)", forms: ["Tablet"], brands: 3, unitPrice: 2, packs: TABLETS(10, 15) },
  { composition: "Pantoprazole (40mg)", forms: ["Tablet"], brands: 4, unitPrice: 10, packs: TABLETS(15, 10) },
  { composition: "Atorvastatin (10mg)", forms: ["Tablet"], brands: 3, unitPrice: 6.8, packs: TABLETS(15, 10, 30) },
  { composition: "Metformin (500mg)", forms: ["Tablet"], brands: 4, unitPrice: 1.8, packs: TABLETS(20, 10, 15) },
  { composition: "Cefixime (200mg)", forms: ["Tablet"], brands: 4, unitPrice: 11, packs: TABLETS(10, 6) },
  { composition: "Levofloxacin (500mg)", forms: ["Tablet"], brands: 3, unitPrice: 10, packs: TABLETS(10, 5) },
  { composition: "Telmisartan (40mg)", forms: ["Tablet"], brands: 4, unitPrice: 7.5, packs: TABLETS(15, 10, 30) },
  { composition: "Rosuvastatin (10mg)", forms: ["Tablet"], brands: 3, unitPrice: 17, packs: TABLETS(15, 10) },
  { composition: "Montelukast (10mg)", forms: ["Tablet"], brands: 3, unitPrice: 14, packs: TABLETS(10, 15) },
  { composition: "Cefpodoxime Proxetil (200mg)", forms: ["Tablet"], brands: 3, unitPrice: 19, packs: TABLETS(10, 6) },
  {
    composition: "Omeprazole (20mg)",
    forms: ["Capsule"],
    brands: 3,
    unitPrice: 4.5,
    packs: ["Strip of 15 capsules", "Strip of 10 capsules", "Strip of 20 capsules"],
  },
  {
    composition: "Clotrimazole (1% w/w)",
    forms: ["Cream"],
    brands: 3,
    unitPrice: 5,
    packs: ["Tube of 15 gm Cream", "Tube of 20 gm Cream", "Tube of 30 gm Cream"],
  },
  {
    composition: "Moxifloxacin (0.5% w/v)",
    forms: ["Eye Drop"],
    brands: 3,
    unitPrice: 30,
    packs: ["Bottle of 5 ml Eye Drop"],
  },
];

/**
 * Names of release and strength variants ("SR", "DT", "Forte", "Kid"…): the importer compares
 * them with the plain product, but a buyer would not take one for the other, so a group leaves
 * them out.
 */
const VARIANT = /\b(SR|ER|XR|PR|CR|MR|DR|IR|MD|DT|ODT|XL|OD|LS|DS|Forte|Plus|Kid|Junior|Fast|Insta|QRS|FF)\b/i;

const GROUP_KEYS = new Map(
  BRAND_GROUPS.map((group) => [ingredientsKey(parseComposition(group.composition)), group] as const),
);

/** The group a product belongs to: same ingredients and strengths, a form of the group, not a variant. */
export function brandGroupOf(product: { name: string; form: Form; composition: Ingredient[] }): BrandGroup | undefined {
  const group = GROUP_KEYS.get(ingredientsKey(product.composition));
  return group && group.forms.includes(product.form) && !VARIANT.test(product.name) ? group : undefined;
}

/** Pack and MRP of a group's brand without a real price: one of the group's packs, the unit price ×0.65–1.45. */
export function brandGroupPack(group: BrandGroup, random: () => number): { pack: string; price: number } {
  const pack = group.packs[Math.floor(random() * group.packs.length)]!;
  return { pack, price: printedPrice(group.unitPrice * between(random, 0.65, 1.45) * packUnits(pack).count, random) };
}
