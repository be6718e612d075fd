import { toCsv, UTF8_BOM, type CsvValue } from "~/formatting/csv";
import { indiaIsoDate } from "~/formatting/india-time";
import type { RateLabel } from "~/catalogue/trade/rate-label";
import { rowSlice } from "~/formatting/workbook/workbook-plan";
import { workbookBytes } from "~/formatting/workbook/workbook-pool.server";
import type { Translate } from "~/i18n/translator";
import { site } from "~/site";
import { kindText, type ChangeLine } from "./view";

/**
 * The changes as CSV and Excel (docs/product.md 17.1), with the price lists' writers: the CSV by
 * app/formatting/csv.ts (formulas defused), the workbook with string cells (never evaluated) and
 * rupee number cells in the price list's format.
 */

const COLUMNS = [
  "changes.column.date",
  "changes.column.change",
  "changes.column.name",
  "changes.column.category",
  "changes.column.manufacturer",
  "changes.column.old",
  "changes.column.new",
  "changes.column.difference",
  "changes.column.scheme",
] as const;
/** The columns holding rupees (0-based), shown so in the workbook. */
const RUPEE_COLUMNS = [5, 6, 7];
const WIDTHS = [12, 22, 40, 24, 32, 12, 12, 12, 10];

function rows(lines: readonly ChangeLine[], t: Translate, rateLabel: RateLabel): CsvValue[][] {
  return lines.map((line) => {
    const priced = line.oldValue !== null && line.newValue !== null;
    return [
      indiaIsoDate(new Date(line.at)),
      kindText(line.kind, t, rateLabel),
      line.name,
      line.category,
      line.manufacturer,
      line.oldValue,
      line.newValue,
      priced ? Math.round((line.newValue! - line.oldValue!) * 100) / 100 : null,
      line.scheme,
    ];
  });
}

export function changesCsv(lines: readonly ChangeLine[], t: Translate, rateLabel: RateLabel): string {
  return (
    UTF8_BOM +
    toCsv(
      COLUMNS.map((column) => t(column)),
      rows(lines, t, rateLabel),
    )
  );
}

/** The changes as a workbook, written in the workbook thread (app/formatting/workbook/). */
export async function changesXlsx(
  lines: readonly ChangeLine[],
  t: Translate,
  rateLabel: RateLabel,
  now: Date,
): Promise<Uint8Array<ArrayBuffer>> {
  return workbookBytes({
    creator: site.name,
    created: now.toISOString(),
    sharedStrings: true,
    sheets: [
      {
        name: t("changes.heading"),
        columns: COLUMNS.map((column, index) => ({
          header: t(column),
          width: WIDTHS[index]!,
          rupees: RUPEE_COLUMNS.includes(index),
        })),
        rowSlices: [rowSlice(rows(lines, t, rateLabel).map((row) => row.map((value) => value ?? null)))],
      },
    ],
  });
}
