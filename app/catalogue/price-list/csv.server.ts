import { csvLines, toCsv, UTF8_BOM } from "~/formatting/csv";
import { priceListRow, type PriceListMedicine } from "./columns";
import type { PriceList } from "./price-list";
import { inSlices } from "./slices.server";

/**
 * The price list as CSV (docs/product.md 13.1), with app/formatting/csv.ts's writer: formulas defused
 * (13.3), a byte order mark so that Excel reads it as UTF-8, prices and GST as plain numbers,
 * "Price on request" where there is no price. Written a slice of rows at a time, as it is read.
 */

export const CSV_CONTENT_TYPE = "text/csv; charset=utf-8";

export async function* priceListCsv<T extends PriceListMedicine>(list: PriceList<T>): AsyncGenerator<Uint8Array> {
  const encoder = new TextEncoder();
  yield encoder.encode(
    UTF8_BOM +
      toCsv(
        list.columns.map((column) => column.header),
        [],
      ),
  );
  for await (const slice of inSlices(list.medicines)) {
    yield encoder.encode(csvLines(slice.map((medicine) => priceListRow(medicine, list.columns, list.t, list.terms))));
  }
}
