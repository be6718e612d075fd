import { categoryIdOf } from "./categories";
import type { GvizTable } from "./gviz";
import type { Availability, Medicine } from "./medicine";
import { slugify } from "./slug";

/**
 * Turns a sheet table into medicines (SPEC.md §3, §4; DECISIONS.md 4, 5).
 *
 * Pure and isomorphic. Never throws: whatever the sheet holds becomes a list of valid
 * medicines plus an {@link ImportReport} that says what was skipped, defaulted or unreadable.
 * The header aliases live only in this module.
 */

/** The fields a sheet column can feed. `sellingPrice` is the rate column of DECISIONS.md 4. */
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
  | "rating";

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
  form: ["form", "pack type", "dosage form", "pack", "packing", "pack size"],
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
};

const FIELDS = Object.keys(HEADER_ALIASES) as ImportField[];

/** At most this many entries are kept in each list of the report; the counts stay exact. */
export const REPORT_LIST_LIMIT = 200;
/** Cell values quoted in the report are cut to this many characters. */
const REPORT_VALUE_LIMIT = 120;

export const DEFAULT_NAME = "Unknown Medicine";
const NOT_AVAILABLE = "N/A";
const DEFAULT_CATEGORY = "Uncategorized";

export type SkippedRow = { row: number; reason: string };
export type InvalidCell = { row: number; column: string; value: string; reason: string };
export type ImportWarning = { row: number; message: string };

/**
 * What the import did, JSON-serialisable. Row numbers are 1-based sheet rows (the header is
 * row 1, the first data row is row 2). Each list holds at most {@link REPORT_LIST_LIMIT}
 * entries; its `…Count` is the exact total.
 */
export type ImportReport = {
  /** Data rows read (a header row found in the data is not counted). */
  rowsRead: number;
  medicineCount: number;
  skippedRows: SkippedRow[];
  skippedRowCount: number;
  invalidCells: InvalidCell[];
  invalidCellCount: number;
  warnings: ImportWarning[];
  warningCount: number;
  /** Column names that matched no alias (their cells are not read). */
  unknownHeaders: string[];
  /** Fields no column feeds, in field order; "price" when there is neither a rate nor an MRP column. */
  fieldsMissing: string[];
  /** The column each field was read from. */
  columnsUsed: Partial<Record<ImportField, string>>;
  /** Google did not detect the header: it was taken from the first data row. */
  headerRowInData: boolean;
};

/** Lower case, letters and digits only: "Sl. No." → "slno", "GST %" → "gst". */
function normaliseHeader(text: string): string {
  return text.toLowerCase().replace(/[^a-z0-9]/g, "");
}

/** Normalised alias → field. No alias belongs to two fields. */
const FIELD_BY_ALIAS = new Map<string, ImportField>();
/** Normalised alias → its rank within its field's list. */
const ALIAS_RANK = new Map<string, number>();
for (const field of FIELDS) {
  HEADER_ALIASES[field].forEach((alias, rank) => {
    const key = normaliseHeader(alias);
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
function fieldOfHeader(header: string): { field: ImportField; rank: number } | undefined {
  for (const candidate of [header, header.replace(UNIT_SUFFIX, (unit) => (DUPLICATE_MARK.test(unit) ? unit : " "))]) {
    const key = normaliseHeader(candidate);
    const field = FIELD_BY_ALIAS.get(key);
    if (field !== undefined) return { field, rank: ALIAS_RANK.get(key) ?? 0 };
  }
  return undefined;
}

type ColumnMapping = {
  byField: Partial<Record<ImportField, string>>;
  unknownHeaders: string[];
};

function mapColumns(columns: readonly string[]): ColumnMapping {
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

function countMatchedFields(texts: readonly string[]): number {
  const fields = new Set<ImportField>();
  for (const text of texts) {
    const match = fieldOfHeader(text);
    if (match !== undefined) fields.add(match.field);
  }
  return fields.size;
}

function uniqueNames(names: readonly string[]): string[] {
  const taken = new Set<string>();
  return names.map((base) => {
    let name = base;
    for (let n = 2; taken.has(name); n += 1) name = `${base} (${n})`;
    taken.add(name);
    return name;
  });
}

function setOwn(record: Record<string, string>, key: string, value: string): void {
  if (key === "__proto__") {
    Object.defineProperty(record, key, { value, enumerable: true, writable: true, configurable: true });
  } else {
    record[key] = value;
  }
}

/** A cell's text; "" for a missing column or cell (an inherited `toString` is no cell). */
function cellOf(row: Record<string, string>, column: string | undefined): string {
  if (column === undefined) return "";
  const value = row[column];
  return typeof value === "string" ? value : "";
}

// ---------------------------------------------------------------------------------------------
// Numbers

const PLAIN_NUMBER = /^-?\d+(?:\.\d+)?$/;
/**
 * Sign, currency (₹, Rs, Rs., INR) before or after, digits with Western (1,234,567) or Indian
 * (1,20,000) grouping, decimals, and a trailing "%" or "/-" ("Rs. 45/-").
 */
const SHEET_NUMBER =
  /^([+-]?)\s*(?:₹|rs\.?|inr)?\s*([+-]?)\s*(\d{1,3}(?:,\d{2,3})*,\d{3}|\d+)?(?:\.(\d+))?\s*(?:₹|rs\.?|inr)?\s*(?:%|\/-)?$/i;

/**
 * Reads a number as people type it in a sheet: `₹1,234.50`, `Rs. 45`, `INR 1,20,000`, `1,234`,
 * ` 45 `, `12%`, `-5`, `Rs 45/-`. Returns null for blank or unreadable text (`12,5`, `abc`).
 */
export function parseSheetNumber(text: string): number | null {
  if (PLAIN_NUMBER.test(text)) return finiteOrNull(Number(text));
  // The common formatted price, "₹462.30": the same number as the general pattern reads.
  if (text.charCodeAt(0) === RUPEE && isDigit(text.charCodeAt(1))) {
    const rest = text.slice(1);
    if (PLAIN_NUMBER.test(rest)) return finiteOrNull(Number(rest));
  }
  const trimmed = text.trim(); // \s and trim() include no-break spaces
  if (trimmed === "") return null;
  if (PLAIN_NUMBER.test(trimmed)) return finiteOrNull(Number(trimmed));
  const match = SHEET_NUMBER.exec(trimmed);
  if (match === null) return null;
  const [, sign1 = "", sign2 = "", whole, fraction] = match;
  if (whole === undefined && fraction === undefined) return null;
  if (sign1 !== "" && sign2 !== "") return null;
  const value = finiteOrNull(Number(`${(whole ?? "0").replace(/,/g, "")}.${fraction ?? "0"}`));
  if (value === null) return null;
  return sign1 === "-" || sign2 === "-" ? -value : value;
}

const RUPEE = 0x20b9;

function isDigit(code: number): boolean {
  return code >= 0x30 && code <= 0x39;
}

function finiteOrNull(value: number): number | null {
  return Number.isFinite(value) ? value : null;
}

// ---------------------------------------------------------------------------------------------
// Other cell readers

const TRUTHY = new Set(["y", "yes", "true", "1"]);

export function availabilityOf(stock: number): Availability {
  if (stock > 20) return "In Stock";
  if (stock > 0) return "Low Stock";
  return "Out of Stock";
}

function splitList(text: string): string[] {
  if (text === "") return [];
  const items: string[] = [];
  const parts = text.includes("\n") || text.includes("\r") ? text.split(/[,\r\n]/) : text.split(",");
  for (const part of parts) {
    const item = part.trim();
    if (item !== "") items.push(item);
  }
  return items;
}

const SITE_BASE = "https://site.invalid";

/**
 * Splits an image cell into URLs: separated by line breaks, white space, "|", ";", or a comma
 * followed by "http" or "/" (a comma inside a URL, as in CDN transforms, is kept). Returns the
 * accepted URLs (absolute http(s), or site-relative paths starting with one "/") and the
 * rejected pieces.
 */
export function splitImageUrls(text: string): { urls: string[]; rejected: string[] } {
  const urls: string[] = [];
  const rejected: string[] = [];
  if (text.trim() === "") return { urls, rejected };
  const pieces = text.replace(/,(?=\s*(?:https?:|\/))/gi, " ").split(/[\s|;]+/);
  for (const rawPiece of pieces) {
    const piece = rawPiece.replace(/^,+|,+$/g, "");
    if (piece === "") continue;
    const url = safeImageUrl(piece);
    if (url === undefined) rejected.push(piece);
    else urls.push(url);
  }
  return { urls, rejected };
}

function safeImageUrl(piece: string): string | undefined {
  try {
    if (piece.startsWith("/")) {
      // "//host" and "/\host" are protocol-relative to browsers: another site.
      if (piece.startsWith("//") || piece.startsWith("/\\")) return undefined;
      const url = new URL(piece, SITE_BASE);
      if (url.origin !== SITE_BASE) return undefined;
      return url.pathname + url.search + url.hash;
    }
    const url = new URL(piece);
    if (url.protocol !== "http:" && url.protocol !== "https:") return undefined;
    return url.href;
  } catch {
    return undefined;
  }
}

// ---------------------------------------------------------------------------------------------
// Report

class ReportList<T> {
  readonly items: T[] = [];
  count = 0;
  add(item: T): void {
    this.count += 1;
    if (this.items.length < REPORT_LIST_LIMIT) this.items.push(item);
  }
}

function quote(value: string): string {
  return value.length > REPORT_VALUE_LIMIT ? `${value.slice(0, REPORT_VALUE_LIMIT)}…` : value;
}

// ---------------------------------------------------------------------------------------------
// Import

type Columns = Partial<Record<ImportField, string>>;

/**
 * Reads data rows into medicines. One instance per import: the column of each field is looked
 * up once, and nothing is allocated per row beyond the medicine itself.
 */
class RowReader {
  readonly skippedRows = new ReportList<SkippedRow>();
  readonly invalidCells = new ReportList<InvalidCell>();
  readonly warnings = new ReportList<ImportWarning>();
  private readonly categoryIds = new Map<string, string>();
  private readonly lists = new Map<string, string[]>();
  private readonly id: string | undefined;
  private readonly name: string | undefined;
  private readonly genericName: string | undefined;
  private readonly brand: string | undefined;
  private readonly category: string | undefined;
  private readonly manufacturer: string | undefined;
  private readonly description: string | undefined;
  private readonly dosage: string | undefined;
  private readonly form: string | undefined;
  private readonly mrp: string | undefined;
  private readonly sellingPrice: string | undefined;
  private readonly stock: string | undefined;
  private readonly prescription: string | undefined;
  private readonly images: string | undefined;
  private readonly uses: string | undefined;
  private readonly sideEffects: string | undefined;
  private readonly contraindications: string | undefined;
  private readonly gst: string | undefined;
  private readonly rating: string | undefined;

  constructor(
    private readonly columns: readonly string[],
    columnOf: Columns,
  ) {
    this.id = columnOf.id;
    this.name = columnOf.name;
    this.genericName = columnOf.genericName;
    this.brand = columnOf.brand;
    this.category = columnOf.category;
    this.manufacturer = columnOf.manufacturer;
    this.description = columnOf.description;
    this.dosage = columnOf.dosage;
    this.form = columnOf.form;
    this.mrp = columnOf.mrp;
    this.sellingPrice = columnOf.sellingPrice;
    this.stock = columnOf.stock;
    this.prescription = columnOf.prescription;
    this.images = columnOf.images;
    this.uses = columnOf.uses;
    this.sideEffects = columnOf.sideEffects;
    this.contraindications = columnOf.contraindications;
    this.gst = columnOf.gst;
    this.rating = columnOf.rating;
  }

  /** The medicine of one data row, with its base id (not yet unique); null for a skipped row. */
  read(row: Record<string, string>, sheetRow: number): Medicine | null {
    if (typeof row !== "object" || row === null || this.isBlank(row)) {
      this.skippedRows.add({ row: sheetRow, reason: "empty row" });
      return null;
    }

    const name = cellOf(row, this.name).trim();
    if (name === "") {
      this.warnings.add({ row: sheetRow, message: `No name; shown as "${DEFAULT_NAME}".` });
    }
    const brand = cellOf(row, this.brand).trim();
    const category = cellOf(row, this.category).trim() || DEFAULT_CATEGORY;
    let categoryId = this.categoryIds.get(category);
    if (categoryId === undefined) {
      categoryId = categoryIdOf(category);
      this.categoryIds.set(category, categoryId);
    }

    // Price (DECISIONS.md 4).
    let price: number;
    let mrp: number | undefined;
    if (this.sellingPrice !== undefined) {
      const rate = this.number(row, this.sellingPrice, sheetRow);
      mrp = this.mrp === undefined ? undefined : this.number(row, this.mrp, sheetRow);
      if (rate !== undefined) {
        price = rate;
      } else if (mrp !== undefined) {
        // No selling rate on this row: the MRP is what the buyer pays; nothing is struck through.
        price = mrp;
        mrp = undefined;
      } else {
        price = 0;
      }
    } else {
      price = this.mrp === undefined ? 0 : (this.number(row, this.mrp, sheetRow) ?? 0);
    }

    const stock = this.number(row, this.stock, sheetRow) ?? 0;
    const gst = this.number(row, this.gst, sheetRow, 0, 100, "GST must be between 0 and 100");
    const rating = this.number(row, this.rating, sheetRow, 0, 5, "rating must be between 0 and 5");

    const images = splitImageUrls(cellOf(row, this.images));
    for (const piece of images.rejected) {
      this.invalid(sheetRow, this.images, piece, "not an http(s) or site-relative URL");
    }

    const medicine: Medicine = {
      id: baseId(cellOf(row, this.id).trim(), name, sheetRow),
      name: name || DEFAULT_NAME,
      genericName: cellOf(row, this.genericName).trim() || NOT_AVAILABLE,
      brand: brand || NOT_AVAILABLE,
      category,
      categoryId,
      manufacturer: cellOf(row, this.manufacturer).trim() || brand || NOT_AVAILABLE,
      description: cellOf(row, this.description).trim(),
      dosage: cellOf(row, this.dosage).trim(),
      form: cellOf(row, this.form).trim(),
      price,
      stock,
      availability: availabilityOf(stock),
      prescription: TRUTHY.has(cellOf(row, this.prescription).trim().toLowerCase()),
      imageUrls: images.urls,
      uses: this.list(cellOf(row, this.uses)),
      sideEffects: this.list(cellOf(row, this.sideEffects)),
      contraindications: this.list(cellOf(row, this.contraindications)),
    };
    if (mrp !== undefined) medicine.mrp = mrp;
    if (gst !== undefined) medicine.gst = gst;
    if (rating !== undefined) medicine.rating = rating;
    return medicine;
  }

  /**
   * A list cell's items. Sheets repeat the same uses and side effects row after row: each
   * distinct cell is split once, and its medicines share the item strings (each gets its own array).
   */
  private list(text: string): string[] {
    if (text === "") return [];
    let items = this.lists.get(text);
    if (items === undefined) {
      items = splitList(text);
      this.lists.set(text, items);
    }
    return items.slice();
  }

  private isBlank(row: Record<string, string>): boolean {
    for (const column of this.columns) {
      const value = cellOf(row, column);
      if (value !== "" && value.trim() !== "") return false;
    }
    return true;
  }

  /**
   * A number cell: blank → undefined (not reported); unreadable or outside [min, max] →
   * undefined and reported.
   */
  private number(
    row: Record<string, string>,
    column: string | undefined,
    sheetRow: number,
    min = -Infinity,
    max = Infinity,
    rangeReason = "",
  ): number | undefined {
    const value = cellOf(row, column);
    if (value === "") return undefined;
    const parsed = parseSheetNumber(value);
    if (parsed === null) {
      if (value.trim() !== "") this.invalid(sheetRow, column, value.trim(), "not a number");
      return undefined;
    }
    if (parsed < min || parsed > max) {
      this.invalid(sheetRow, column, value.trim(), rangeReason);
      return undefined;
    }
    return parsed;
  }

  private invalid(sheetRow: number, column: string | undefined, value: string, reason: string): void {
    this.invalidCells.add({ row: sheetRow, column: column ?? "", value: quote(value), reason });
  }
}

/**
 * Builds the catalogue from a sheet table. Never throws; every medicine satisfies
 * `medicineSchema`, ids are unique and non-empty.
 */
export function importCatalogue(table: GvizTable): { medicines: Medicine[]; report: ImportReport } {
  let columns = Array.isArray(table.columns) ? table.columns.filter((c) => typeof c === "string") : [];
  let rows: Record<string, string>[] = Array.isArray(table.rows) ? table.rows : [];
  let mapping = mapColumns(columns);
  let headerRowInData = false;
  let firstDataIndex = 0;
  // Sheet row of data row i: the header is row 1, so the first data row is row 2.
  let sheetRowOffset = 2;

  const first = rows[0];
  if (mapping.unknownHeaders.length === columns.length && typeof first === "object" && first !== null) {
    const texts = columns.map((column) => cellOf(first, column).trim());
    if (countMatchedFields(texts) >= 2) {
      // Google did not detect the header: it is the first data row (sheet row 1).
      headerRowInData = true;
      firstDataIndex = 1;
      sheetRowOffset = 1;
      const oldColumns = columns;
      columns = uniqueNames(texts.map((text, index) => (text === "" ? (oldColumns[index] ?? "") : text)));
      rows = rows.map((row) => {
        const record: Record<string, string> = {};
        oldColumns.forEach((oldName, index) => setOwn(record, columns[index] ?? oldName, cellOf(row, oldName)));
        return record;
      });
      mapping = mapColumns(columns);
    }
  }

  const col = mapping.byField;
  const reader = new RowReader(columns, col);
  const medicines: Medicine[] = [];
  const sheetRows: number[] = [];
  for (let index = firstDataIndex; index < rows.length; index += 1) {
    const sheetRow = index + sheetRowOffset;
    const medicine = reader.read(rows[index] as Record<string, string>, sheetRow);
    if (medicine !== null) {
      medicines.push(medicine);
      sheetRows.push(sheetRow);
    }
  }

  // Ids (DECISIONS.md 5): the first row with a base id keeps it; later rows with the same base
  // get the lowest free "-2", "-3"… that is no other row's base id nor already given out.
  const bases = new Set<string>();
  for (const medicine of medicines) bases.add(medicine.id);
  const given = new Set<string>();
  const nextSuffix = new Map<string, number>();
  medicines.forEach((medicine, index) => {
    const base = medicine.id;
    if (given.has(base)) {
      let n = nextSuffix.get(base) ?? 2;
      while (bases.has(`${base}-${n}`) || given.has(`${base}-${n}`)) n += 1;
      nextSuffix.set(base, n + 1);
      medicine.id = `${base}-${n}`;
      reader.warnings.add({
        row: sheetRows[index] ?? 0,
        message: `Duplicate id "${base}"; this row is "${medicine.id}".`,
      });
    }
    given.add(medicine.id);
  });

  const fieldsMissing: string[] = [];
  for (const field of FIELDS) {
    if (field === "sellingPrice") continue;
    if (field === "mrp" && col.mrp === undefined && col.sellingPrice === undefined) fieldsMissing.push("price");
    if (col[field] === undefined) fieldsMissing.push(field);
  }

  return {
    medicines,
    report: {
      rowsRead: Math.max(0, rows.length - firstDataIndex),
      medicineCount: medicines.length,
      skippedRows: reader.skippedRows.items,
      skippedRowCount: reader.skippedRows.count,
      invalidCells: reader.invalidCells.items,
      invalidCellCount: reader.invalidCells.count,
      warnings: reader.warnings.items,
      warningCount: reader.warnings.count,
      unknownHeaders: mapping.unknownHeaders,
      fieldsMissing,
      columnsUsed: { ...col },
      headerRowInData,
    },
  };
}

const NUMERIC_ID = /^\d+$/;

/** The id a row asks for before de-duplication. */
function baseId(sheetId: string, name: string, sheetRow: number): string {
  if (sheetId !== "") {
    if (NUMERIC_ID.test(sheetId)) return sheetId;
    const slug = slugify(sheetId);
    if (slug !== "") return slug;
  }
  const slug = name === "" ? "" : slugify(name);
  return slug !== "" ? slug : `medicine-${sheetRow}`;
}
