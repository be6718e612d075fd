import { availabilityOf } from "~/catalogue/medicine/availability";
import { bracketedComposition } from "~/catalogue/text/composition-text";
import { categoryIdOf, UNCATEGORIZED } from "~/catalogue/medicine/categories";
import { ITEM_CODE_MAX, type Medicine } from "~/catalogue/medicine/medicine";
import { NOT_AVAILABLE } from "~/catalogue/medicine/placeholder";
import { promoteHeaderRow } from "~/catalogue/sheet/header-row";
import { ALWAYS_IN_CHUNKS, parseGviz, parseGvizSteps, type GvizTable } from "~/catalogue/sheet/gviz";
import { ROWS_PER_STEP, runNow, type Steps } from "~/catalogue/loading/slices";
import { slugify } from "~/catalogue/text/slug";
import { needsPrescription, readSchedule } from "~/catalogue/medicine/schedule";
import { parseCountOfForm, parsePack, type Pack } from "~/catalogue/pack/pack";
import { schemeCellSchema } from "~/catalogue/trade/scheme-cell";
import { cellOf, isTruthy, parseSheetNumber, readHsn, readItemCode, splitImageUrls, splitList } from "./cells";
import { countMatchedFields, FIELDS, mapColumns, type ImportField } from "./columns";
import { ReportList, quote, type ImportReport, type ImportWarning, type InvalidCell, type SkippedRow } from "./report";

/**
 * Turns a sheet table into medicines (docs/product.md: fields, defaults, price, ids).
 *
 * Pure and isomorphic. Never throws: whatever the sheet holds becomes a list of valid
 * medicines plus an {@link ImportReport} that says what was skipped, defaulted or unreadable.
 */

const DEFAULT_NAME = "Unknown Medicine";
const DEFAULT_CATEGORY = UNCATEGORIZED.name;

export type ImportedCatalogue = { medicines: Medicine[]; report: ImportReport };

/** The catalogue of a gviz response: parse, then import. Throws what parseGviz throws. */
export function catalogueFromGviz(text: string): ImportedCatalogue {
  return importCatalogue(parseGviz(text));
}

/**
 * {@link catalogueFromGviz} as steps that may pause (app/catalogue/loading/slices.ts): the rows are parsed
 * a chunk at a time, never the whole sheet in one JSON.parse, and mapped a few hundred at a time.
 * The same catalogue and report, the same errors.
 */
export function* catalogueFromGvizSteps(text: string): Steps<ImportedCatalogue> {
  const table = yield* parseGvizSteps(text, ALWAYS_IN_CHUNKS);
  return yield* importCatalogueSteps(table);
}

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
  private readonly packs = new Map<string, Pack | undefined>();
  constructor(
    private readonly columns: readonly string[],
    /** The column each field is read from (none: the field takes its default). */
    private readonly column: Columns,
  ) {}

  /** The medicine of one data row, with its base id (not yet unique); null for a skipped row. */
  read(row: Record<string, string>, sheetRow: number): Medicine | null {
    if (typeof row !== "object" || row === null || this.isBlank(row)) {
      this.skippedRows.add({ row: sheetRow, reason: "empty row" });
      return null;
    }

    const name = cellOf(row, this.column.name).trim();
    if (name === "") {
      this.warnings.add({ row: sheetRow, message: `No name; shown as "${DEFAULT_NAME}".` });
    }
    const brand = cellOf(row, this.column.brand).trim();
    const category = cellOf(row, this.column.category).trim() || DEFAULT_CATEGORY;
    let categoryId = this.categoryIds.get(category);
    if (categoryId === undefined) {
      categoryId = categoryIdOf(category);
      this.categoryIds.set(category, categoryId);
    }

    // Prices (docs/product.md 3.4, 11.7): the rate and the MRP, each as the sheet gives it. Neither
    // stands in for the other: a row without a rate has an MRP and no rate (decision 023).
    const rate = this.number(row, this.column.sellingPrice, sheetRow);
    const mrp = this.number(row, this.column.mrp, sheetRow);

    // Without a stock column the sheet says nothing about stock: no availability at all (11.1).
    // With one, an unreadable cell counts as 0.
    const stock = this.column.stock === undefined ? undefined : (this.number(row, this.column.stock, sheetRow) ?? 0);
    const gst = this.number(row, this.column.gst, sheetRow, 0, 100, "GST must be between 0 and 100");
    const rating = this.number(row, this.column.rating, sheetRow, 0, 5, "rating must be between 0 and 5");

    const form = cellOf(row, this.column.form).trim();
    const pack = cellOf(row, this.column.pack).trim();
    // The pack column says what a pack holds; a form written as a pack ("Strip of 10 tablets")
    // says it too, and a trade count ("10's") counts the form. Only a pack cell that says
    // something unreadable is reported: most forms are just "Tablet".
    const packRead = this.packOf(pack) ?? parseCountOfForm(pack, form);
    const packContent = packRead ?? this.packOf(form);
    if (pack !== "" && packRead === undefined) {
      this.invalid(sheetRow, this.column.pack, pack, 'pack not understood (write it like "Strip of 10 tablets")');
    }
    const scheduleText = cellOf(row, this.column.schedule).trim();
    const schedule = scheduleText === "" ? undefined : readSchedule(scheduleText);
    if (scheduleText !== "" && schedule === undefined) {
      this.invalid(sheetRow, this.column.schedule, scheduleText, "not a schedule (H, H1, X, G, NRx or OTC)");
    }

    // Trade scheme (docs/product.md 11.7), read by its zod schema; an unreadable one is reported.
    const schemeCell = cellOf(row, this.column.scheme);
    const schemeRead = schemeCellSchema.safeParse(schemeCell);
    const scheme = schemeRead.success ? schemeRead.data : undefined;
    if (!schemeRead.success) {
      this.invalid(
        sheetRow,
        this.column.scheme,
        schemeCell.trim(),
        schemeRead.error.issues[0]?.message ?? "scheme not understood",
      );
    }

    // Billing codes (decision 60): kept only when readable, so a bill never carries a wrong HSN.
    const itemCodeCell = cellOf(row, this.column.itemCode);
    const itemCode = readItemCode(itemCodeCell, ITEM_CODE_MAX);
    if (itemCode === undefined) {
      this.invalid(
        sheetRow,
        this.column.itemCode,
        itemCodeCell.trim(),
        `item code longer than ${ITEM_CODE_MAX} characters or with a control character`,
      );
    }
    const hsnCell = cellOf(row, this.column.hsn);
    const hsn = readHsn(hsnCell);
    if (hsn === undefined) this.invalid(sheetRow, this.column.hsn, hsnCell.trim(), "HSN must be 4 to 8 digits");

    const images = splitImageUrls(cellOf(row, this.column.images));
    for (const piece of images.rejected) {
      this.invalid(sheetRow, this.column.images, piece, "not an http(s) or site-relative URL");
    }

    const medicine: Medicine = {
      id: baseId(cellOf(row, this.column.id).trim(), name, sheetRow),
      name: name || DEFAULT_NAME,
      // "Velmacillin 250 mg" read as "Velmacillin (250mg)" (decision 64, text/composition-text.ts).
      genericName: bracketedComposition(cellOf(row, this.column.genericName).trim()) || NOT_AVAILABLE,
      brand: brand || NOT_AVAILABLE,
      category,
      categoryId,
      manufacturer: cellOf(row, this.column.manufacturer).trim() || brand || NOT_AVAILABLE,
      description: cellOf(row, this.column.description).trim(),
      dosage: cellOf(row, this.column.dosage).trim(),
      form,
      // A schedule sold on prescription only makes the medicine prescription-only whatever the
      // Rx column says, so the Rx badge, the filter and the JSON-LD agree with the schedule badge.
      prescription:
        isTruthy(cellOf(row, this.column.prescription)) || (schedule !== undefined && needsPrescription(schedule)),
      imageUrls: images.urls,
      uses: this.list(cellOf(row, this.column.uses)),
      sideEffects: this.list(cellOf(row, this.column.sideEffects)),
      contraindications: this.list(cellOf(row, this.column.contraindications)),
    };
    if (rate !== undefined) medicine.rate = rate;
    if (stock !== undefined) {
      medicine.stock = stock;
      medicine.availability = availabilityOf(stock);
    }
    if (pack !== "") medicine.pack = pack;
    if (packContent !== undefined) medicine.packContent = packContent;
    if (schedule !== undefined) medicine.schedule = schedule;
    if (scheme !== undefined) medicine.scheme = scheme;
    if (itemCode) medicine.itemCode = itemCode;
    if (hsn) medicine.hsn = hsn;
    if (mrp !== undefined) medicine.mrp = mrp;
    if (gst !== undefined) medicine.gst = gst;
    if (rating !== undefined) medicine.rating = rating;
    // Optional Hindi texts: only those the row fills.
    const nameHindi = cellOf(row, this.column.nameHindi).trim();
    const descriptionHindi = cellOf(row, this.column.descriptionHindi).trim();
    const usesHindi = this.list(cellOf(row, this.column.usesHindi));
    const sideEffectsHindi = this.list(cellOf(row, this.column.sideEffectsHindi));
    const contraindicationsHindi = this.list(cellOf(row, this.column.contraindicationsHindi));
    if (nameHindi !== "") medicine.nameHindi = nameHindi;
    if (descriptionHindi !== "") medicine.descriptionHindi = descriptionHindi;
    if (usesHindi.length > 0) medicine.usesHindi = usesHindi;
    if (sideEffectsHindi.length > 0) medicine.sideEffectsHindi = sideEffectsHindi;
    if (contraindicationsHindi.length > 0) medicine.contraindicationsHindi = contraindicationsHindi;
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

  /** What a pack text says; each distinct text is read once (sheets repeat a few dozen phrases). */
  private packOf(text: string): Pack | undefined {
    if (text === "") return undefined;
    if (!this.packs.has(text)) this.packs.set(text, parsePack(text));
    const pack = this.packs.get(text);
    return pack === undefined ? undefined : { ...pack };
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
export function importCatalogue(sheet: GvizTable): ImportedCatalogue {
  return runNow(importCatalogueSteps(sheet));
}

/** {@link importCatalogue} as steps that may pause every few hundred rows. */
export function* importCatalogueSteps(sheet: GvizTable): Steps<ImportedCatalogue> {
  const sheetTable: GvizTable = {
    columns: Array.isArray(sheet.columns) ? sheet.columns.filter((c) => typeof c === "string") : [],
    rows: Array.isArray(sheet.rows) ? sheet.rows : [],
  };
  // Google may hand the header over as the first data row: take it when it names known fields
  // and the header Google gave names none.
  const { table, headerRowInData } = promoteHeaderRow(
    sheetTable,
    (columns, firstRow) =>
      mapColumns(columns).unknownHeaders.length === columns.length && countMatchedFields(firstRow) >= 2,
  );
  const { columns, rows } = table;
  const mapping = mapColumns(columns);
  // Sheet row of data row i: the header is row 1, so the first data row is row 2.
  const sheetRowOffset = 2;

  const col = mapping.byField;
  const reader = new RowReader(columns, col);
  const medicines: Medicine[] = [];
  const sheetRows: number[] = [];
  // Identical rows (docs/product.md 3.8): the first one stands for all, the others are named as skipped.
  const firstRowOf = new Map<string, number>();
  for (let index = 0; index < rows.length; index += 1) {
    const sheetRow = index + sheetRowOffset;
    const medicine = reader.read(rows[index] as Record<string, string>, sheetRow);
    if (medicine !== null) {
      const key = identityOf(medicine);
      const firstRow = key === undefined ? undefined : firstRowOf.get(key);
      if (firstRow === undefined) {
        if (key !== undefined) firstRowOf.set(key, sheetRow);
        medicines.push(medicine);
        sheetRows.push(sheetRow);
      } else {
        reader.skippedRows.add({
          row: sheetRow,
          reason: `same name, composition, manufacturer and pack as row ${firstRow} (${quote(medicine.name)}); shown once`,
        });
      }
    }
    if (index % ROWS_PER_STEP === ROWS_PER_STEP - 1) yield;
  }

  // Ids (docs/product.md 3.5): the first row with a base id keeps it; later rows with the same base
  // get the lowest free "-2", "-3"… that is no other row's base id nor already given out.
  // An id that is another page's address under /medicines/ is taken from the start.
  const bases = new Set<string>(RESERVED_IDS);
  for (const medicine of medicines) bases.add(medicine.id);
  const given = new Set<string>(RESERVED_IDS);
  const nextSuffix = new Map<string, number>();
  for (let index = 0; index < medicines.length; index += 1) {
    const medicine = medicines[index]!;
    const base = medicine.id;
    if (given.has(base)) {
      let n = nextSuffix.get(base) ?? 2;
      while (bases.has(`${base}-${n}`) || given.has(`${base}-${n}`)) n += 1;
      nextSuffix.set(base, n + 1);
      medicine.id = `${base}-${n}`;
      reader.warnings.add({
        row: sheetRows[index] ?? 0,
        message: RESERVED_IDS.includes(base)
          ? `The id "${base}" is the address of another page; this row is "${medicine.id}".`
          : `Duplicate id "${base}"; this row is "${medicine.id}".`,
      });
    }
    given.add(medicine.id);
  }
  yield;

  // An item code names one stock item in the billing software: two medicines with the same code
  // would be billed as one. Both keep it (the sheet decides), and the report names the clash.
  const firstWithCode = new Map<string, number>();
  for (let index = 0; index < medicines.length; index += 1) {
    const code = medicines[index]!.itemCode;
    if (code === undefined) continue;
    const key = code.toLowerCase();
    const first = firstWithCode.get(key);
    if (first === undefined) firstWithCode.set(key, sheetRows[index] ?? 0);
    else {
      reader.warnings.add({
        row: sheetRows[index] ?? 0,
        message: `Item code "${quote(code)}" is also row ${first}'s; the billing software will take both for one item.`,
      });
    }
  }

  const fieldsMissing: string[] = [];
  for (const field of FIELDS) {
    if (field === "sellingPrice") continue;
    if (field === "mrp" && col.mrp === undefined && col.sellingPrice === undefined) fieldsMissing.push("price");
    if (col[field] === undefined) fieldsMissing.push(field);
  }

  return {
    medicines,
    report: {
      rowsRead: rows.length,
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

/**
 * What makes two rows the same medicine to a buyer: name, composition, manufacturer and pack (or
 * form), compared without case or extra spaces. A sheet that lists "Azee 500 Tablet" twice shows it
 * once. A row without a name, composition or manufacturer has no identity: rows that say too little
 * to tell apart are not taken for one another.
 */
function identityOf(medicine: Medicine): string | undefined {
  if (
    medicine.name === DEFAULT_NAME ||
    medicine.genericName === NOT_AVAILABLE ||
    medicine.manufacturer === NOT_AVAILABLE
  ) {
    return undefined;
  }
  const pack = medicine.pack ?? medicine.form;
  return [medicine.name, medicine.genericName, medicine.manufacturer, pack]
    .map((text) => text.toLowerCase().replace(/\s+/g, " ").trim())
    .join("\u0000");
}

const NUMERIC_ID = /^\d+$/;

/**
 * Addresses of pages under /medicines/ (app/routes.ts): a medicine with such an id would be
 * hidden behind the page ("/medicines/price-list" is the printable price list).
 */
const RESERVED_IDS: readonly string[] = ["price-list"];

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
