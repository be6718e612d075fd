import type { RouterContextProvider } from "react-router";
import type { CatalogueSnapshot } from "~/catalogue/index.server";
import { cardAvailability, orderUnitOf } from "~/catalogue";
import { enquiriesContext } from "~/composition/load-context";
import { translatorFor } from "~/i18n/translator";
import type { SavedListView, ShownLine } from "./action-result";
import { decodeSavedList } from "./cookie.server";
import { isNote, type EnquiryList } from "./list";
import { unitWord } from "./line-text";

/**
 * The list against the current catalogue: a medicine still listed shows its name as the catalogue
 * has it now; one that left keeps the name it had when added. Without a catalogue (the sheet could
 * not be read yet) every line is taken as listed. A free-text line is shown as written. Pack,
 * manufacturer, unit, rate, stock and scheme are the catalogue's now (docs/product.md 12.2b–12.2e).
 */
export function shownLines(list: EnquiryList, snapshot: CatalogueSnapshot | null): ShownLine[] {
  return list.map((line) => {
    if (line.freeText) return { ...line, listed: false };
    const medicine = snapshot?.byId.get(line.id);
    if (!medicine) return { ...line, listed: snapshot === null };
    // The unit the buyer wrote ("2 box") over the pack's; a rate is the pack's, so a line
    // counted in another unit has no estimate (decision 64).
    const packUnit = orderUnitOf(medicine.pack);
    const unit = line.unit ?? packUnit;
    const priced = medicine.rate !== undefined && unit === packUnit;
    return {
      ...line,
      name: medicine.name.trim() || line.name,
      listed: true,
      ...(medicine.pack?.trim() ? { pack: medicine.pack.trim() } : {}),
      ...(medicine.manufacturer.trim() ? { manufacturer: medicine.manufacturer.trim() } : {}),
      ...(unit ? { unit } : {}),
      ...(priced ? { rate: medicine.rate } : {}),
      // Stock and scheme as the catalogue has them now (docs/product.md 12.2e).
      ...(medicine.stock !== undefined ? { stock: medicine.stock } : {}),
      ...(medicine.scheme ? { scheme: medicine.scheme } : {}),
      ...(medicine.genericName.trim() ? { composition: medicine.genericName.trim() } : {}),
    };
  });
}

/**
 * The lines as they are stored (docs/product.md 12.8): what the page showed, the unit in English
 * as the company's e-mail and desk read it.
 */
export function linesToStore(shown: readonly ShownLine[]) {
  const english = translatorFor("en");
  return shown.map(({ id, name, quantity, freeText, pack, manufacturer, unit, stock }) => ({
    id,
    name,
    quantity,
    freeText: freeText === true,
    pack: pack ?? null,
    manufacturer: manufacturer ?? null,
    unit: unit ? unitWord(unit, quantity, english) : null,
    // Out of stock as the list showed it when it was sent (its warning): lost demand counts the
    // medicine as asked for while out of stock (docs/product.md 16.10). No stock column, or a line
    // not listed: not known.
    outOfStock: stock === undefined ? null : cardAvailability(stock) === "Out of Stock",
  }));
}

/** The order's notes as they are stored, after its message (docs/product.md 12.13a): in English, as the lines. */
export function notesToStore(list: EnquiryList): string[] {
  const english = translatorFor("en");
  return list.filter(isNote).map((note) => english("enquiryList.share.note", { text: note.name }));
}

/** The secret that signs the list cookie also signs saved lists. */
export const listSecret = (context: Readonly<RouterContextProvider>) => context.get(enquiriesContext).listSecret;

/** The list a saved link holds, as the page shows it before it is opened; refused when it cannot be read. */
export function savedListView(
  value: string,
  context: Readonly<RouterContextProvider>,
  snapshot: CatalogueSnapshot | null,
): SavedListView {
  const saved = decodeSavedList(value, listSecret(context));
  return saved ? { lines: shownLines(saved, snapshot), value } : { refused: true };
}
