import { categoryIdOf } from "~/catalogue/medicine/categories";
import type { Medicine } from "~/catalogue/medicine/medicine";
import { DEFAULT_QUERY, type CatalogueQuery } from "~/catalogue/urls/url-state";

/** A medicine with the importer's empty values, and the fields given. */
export function medicine(fields: Partial<Medicine> & { name: string }): Medicine {
  const category = fields.category ?? "Uncategorized";
  return {
    id: fields.id ?? fields.name.toLowerCase().replace(/\W+/g, "-"),
    genericName: "N/A",
    brand: "N/A",
    manufacturer: "N/A",
    description: "",
    dosage: "",
    form: "",
    rate: 0,
    stock: 0,
    availability: "Out of Stock",
    prescription: false,
    imageUrls: [],
    uses: [],
    sideEffects: [],
    contraindications: [],
    ...fields,
    category,
    categoryId: fields.categoryId ?? categoryIdOf(category),
  };
}

export const query = (fields: Partial<CatalogueQuery> = {}): CatalogueQuery => ({ ...DEFAULT_QUERY, ...fields });
export const names = (items: readonly Medicine[]) => items.map((m) => m.name);

/** A small catalogue with every filter's values, sheet spellings that differ, and one medicine of each kind. */
export const CATALOGUE: Medicine[] = [
  medicine({
    name: "Amoxyclav 625 Tablet",
    genericName: "Amoxicillin (500mg) + Clavulanic Acid (125mg)",
    brand: "Abbott",
    manufacturer: "Abbott India Ltd",
    category: "Antibiotics",
    rate: 201.5,
    stock: 40,
    prescription: true,
  }),
  medicine({
    name: "Dolo 650 Tablet",
    genericName: "Paracetamol (650mg)",
    brand: "Micro Labs",
    manufacturer: "Micro Labs Ltd",
    category: "Pain Relief",
    rate: 30.91,
    stock: 500,
  }),
  medicine({
    name: "Mox 500 Capsule",
    genericName: "Amoxycillin (500mg)",
    brand: "Sun Pharma",
    manufacturer: "Sun Pharmaceutical Industries Ltd",
    category: "antibiotics",
    rate: 89,
    stock: 5,
    prescription: true,
  }),
  medicine({
    name: "Calpol 500 Tablet",
    genericName: "Paracetamol (500mg)",
    brand: "GSK",
    manufacturer: "  GlaxoSmithKline Pharmaceuticals Ltd ",
    category: "Painkillers",
    rate: 15.5,
    stock: 0,
  }),
  medicine({
    name: "Azithral 500 Tablet",
    genericName: "Azithromycin (500mg)",
    brand: "Alembic",
    manufacturer: "Alembic Pharmaceuticals Ltd",
    category: "Antibiotics",
    rate: 119.5,
    stock: 12,
    prescription: true,
  }),
  medicine({
    name: "Allegra 120mg Tablet",
    genericName: "Fexofenadine (120mg)",
    brand: "Sanofi",
    manufacturer: "Sanofi India Ltd",
    category: " Allergy ",
    rate: 225,
    stock: 80,
  }),
];
