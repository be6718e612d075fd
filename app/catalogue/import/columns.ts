/**
 * The sheet's columns: which header feeds which medicine field. This is the only module that
 * knows column names (docs/sheet-format.md lists them for the company's staff).
 */

/** The fields a sheet column can feed. `sellingPrice` is the rate column of docs/product.md 3.4. */
export type ImportField =
  | "id"
  | "name"
  | "genericName"
  | "brand"
  | "category"
  | "manufacturer"
  | "description"
  | "dosage"
  | "form"
  | "mrp"
  | "sellingPrice"
  | "stock"
  | "prescription"
  | "images"
  | "uses"
  | "sideEffects"
  | "contraindications"
  | "gst"
  | "rating"
  | "pack"
  | "schedule"
  | "scheme"
  | "itemCode"
  | "hsn"
  | "nameHindi"
  | "descriptionHindi"
  | "usesHindi"
  | "sideEffectsHindi"
  | "contraindicationsHindi";

/**
 * Header aliases per field, in priority order: for each field the first alias that some column
 * matches wins, and among columns with that alias the leftmost. Matching ignores case and every
 * character that is not a letter or digit ("Sl. No." = "sl no" = "SLNO").
 */
export const HEADER_ALIASES: Readonly<Record<ImportField, readonly string[]>> = {
  id: ["sl", "id", "serial number", "serial no", "sl no", "sr no", "s no", "sno"],
  name: ["product name", "medicine name", "name", "product", "item name", "item"],
  genericName: ["generic name", "composition", "generic", "salt composition", "salt"],
  brand: ["marketer", "brand", "brand name", "marketed by"],
  category: ["category", "group", "therapeutic category", "therapeutic class"],
  manufacturer: ["manufacturer", "mfg", "mfr", "manufactured by", "company"],
  description: ["description", "details", "about"],
  dosage: ["dosage", "strength", "dose"],
  form: ["form", "pack type", "dosage form"],
  mrp: ["mrp", "list price", "maximum retail price"],
  sellingPrice: ["rate", "price", "selling price", "ptr", "sale price"],
  stock: ["stock", "quantity", "qty", "available qty", "closing stock"],
  prescription: ["prescription", "rx", "prescription required", "rx required", "requires prescription"],
  images: ["image url", "image", "images", "image urls", "imageurl", "photo", "picture", "image link"],
  uses: ["uses", "indications", "indication"],
  sideEffects: ["side effects", "adverse effects"],
  contraindications: ["contraindications", "contra indications"],
  gst: ["gst", "gst rate", "gst percent", "tax"],
  rating: ["rating", "stars"],
  pack: ["pack", "pack size", "packing", "pack size label", "packaging", "pack label"],
  schedule: ["schedule", "drug schedule", "sch", "schedule category"],
  scheme: ["scheme", "trade scheme", "schemes", "free scheme", "scheme offer"],
  // Optional billing columns (decision 60): the billing software's own code for the medicine, and
  // its HSN for GST. "Item" alone stays the name's alias; "Item code" is matched whole first.
  itemCode: ["item code", "code", "sku"],
  hsn: ["hsn", "hsn code", "hsn/sac"],
  // Optional Hindi texts, shown on the Hindi pages (docs/product.md 14.5): "Name (Hindi)" is matched
  // whole before its parenthesised part would be dropped as a unit.
  nameHindi: ["name hindi", "hindi name", "product name hindi", "medicine name hindi", "name in hindi"],
  descriptionHindi: ["description hindi", "hindi description", "description in hindi"],
  usesHindi: ["uses hindi", "hindi uses", "uses in hindi"],
  sideEffectsHindi: ["side effects hindi", "hindi side effects", "side effects in hindi"],
  contraindicationsHindi: ["contraindications hindi", "hindi contraindications", "contraindications in hindi"],
};

export const FIELDS = Object.keys(HEADER_ALIASES) as ImportField[];

/** Lower case, letters and digits only: "Sl. No." → "slno", "GST %" → "gst". */
function normalizeHeader(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Normalized alias → field. No alias belongs to two fields. */
const FIELD_BY_ALIAS = new Map<string, ImportField>();
/** Normalized alias → its rank within its field's list. */
const ALIAS_RANK = new Map<string, number>();
for (const field of FIELDS) {
  HEADER_ALIASES[field].forEach((alias, rank) => {
    const key = normalizeHeader(alias);
    if (!FIELD_BY_ALIAS.has(key)) {
      FIELD_BY_ALIAS.set(key, field);
      ALIAS_RANK.set(key, rank);
    }
  });
}

/** A parenthesised or bracketed part of a header: "(₹)", "[units]". */
const UNIT_SUFFIX = /\([^)]*\)|\[[^\]]*\]/g;
/** "(2)": the mark parseGviz gives a duplicate label, which must not become its original. */
const DUPLICATE_MARK = /^\(\s*\d+\s*\)$/;

/**
 * The field a header names, if any. When the whole header is no alias, a parenthesised or
 * bracketed unit is ignored ("MRP (₹)", "Stock [units]", "Price (Rs.)"), but not a duplicate
 * mark: "Name (2)" is no alias.
 */
export function fieldOfHeader(header: string): { field: ImportField; rank: number } | undefined {
  for (const candidate of [header, header.replace(UNIT_SUFFIX, (unit) => (DUPLICATE_MARK.test(unit) ? unit : " "))]) {
    const key = normalizeHeader(candidate);
    const field = FIELD_BY_ALIAS.get(key);
    if (field !== undefined) return { field, rank: ALIAS_RANK.get(key) ?? 0 };
  }
  return undefined;
}

export type ColumnMapping = {
  byField: Partial<Record<ImportField, string>>;
  unknownHeaders: string[];
};

export function mapColumns(columns: readonly string[]): ColumnMapping {
  const best: Partial<Record<ImportField, { column: string; rank: number }>> = {};
  const unknownHeaders: string[] = [];
  for (const column of columns) {
    const match = fieldOfHeader(column);
    if (match === undefined) {
      unknownHeaders.push(column);
      continue;
    }
    const current = best[match.field];
    if (current === undefined || match.rank < current.rank) {
      best[match.field] = { column, rank: match.rank };
    }
  }
  const byField: Partial<Record<ImportField, string>> = {};
  for (const field of FIELDS) {
    const chosen = best[field];
    if (chosen !== undefined) byField[field] = chosen.column;
  }
  return { byField, unknownHeaders };
}

export function countMatchedFields(texts: readonly string[]): number {
  const fields = new Set<ImportField>();
  for (const text of texts) {
    const match = fieldOfHeader(text);
    if (match !== undefined) fields.add(match.field);
  }
  return fields.size;
}
