import type { FakeSheetServer } from "./fake-sheet-server";
import { buildGviz, FULL_SHEET_COLUMNS } from "./sheet-builder";

const COLUMNS = FULL_SHEET_COLUMNS;

/** The medicine with every field filled and three pictures, the last of which is missing (404). */
export const FULL = {
  id: "101",
  name: "Dolo 650 Tablet",
  genericName: "Paracetamol (650mg)",
  brand: "Micro Labs Ltd",
  manufacturer: "Micro Labs Ltd",
  categoryId: "painkillers",
  categoryName: "Pain Relief",
  form: "Strip of 15 tablets",
  dosage: "650 mg",
  price: "₹29.57",
  mrp: "₹33.60",
  // 29.57 + 12% GST = 33.12 paid of 33.60 (docs/product.md 11.8).
  margin: "Margin 1% after GST",
  gst: "+ GST 12%",
  stock: "48 in stock",
  rating: "4.2",
  description: "Dolo 650 Tablet relieves pain and brings down fever. It works by blocking pain signals in the brain.",
  uses: ["Fever", "Headache", "Body pain"],
  sideEffects: ["Nausea", "Stomach pain", "Allergic reaction"],
  contraindications: ["Severe liver disease", "Allergy to paracetamol"],
} as const;

/** Only a name and an MRP: everything else is the importer's default. */
export const MINIMAL = { id: "zincovit-drops", name: "Zincovit Drops", price: "₹95.00" } as const;

/** Sheet text that tries to break out of the page's markup and script elements. */
export const HOSTILE = {
  id: "103",
  name: "Evil </script><script>alert(1)</script> Syrup",
  description: `<img src=x onerror="alert(2)"> & "quotes" \u2028 line separator`,
} as const;

export function medicineSheetBody(sheet: FakeSheetServer): string {
  const images = [sheet.imageUrl("front.jpg"), sheet.imageUrl("back.jpg"), sheet.imageUrl("missing.png")];
  return buildGviz(COLUMNS, [
    [
      101,
      FULL.name,
      FULL.genericName,
      FULL.brand,
      "Pain Relief",
      FULL.manufacturer,
      FULL.form,
      FULL.dosage,
      { v: 33.6, f: "₹33.60" },
      { v: 29.57, f: "₹29.57" },
      12,
      48,
      "Yes",
      FULL.uses.join(", "),
      FULL.sideEffects.join(", "),
      FULL.contraindications.join(", "),
      FULL.description,
      images.join(" | "),
      4.2,
    ],
    [
      null,
      MINIMAL.name,
      null,
      null,
      null,
      null,
      null,
      null,
      95,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
    ],
    [
      103,
      HOSTILE.name,
      "</script><!-- comment",
      null,
      "Respiratory",
      null,
      "Bottle of 100 ml",
      null,
      120,
      null,
      null,
      0,
      "No",
      "<b>Cough</b>",
      null,
      null,
      HOSTILE.description,
      "javascript:alert(1)",
      null,
    ],
  ]);
}

/** The public address the server is told it has: canonical URLs and JSON-LD are built from it. */
export const SITE_URL = "https://catalogue.example.in";
