import type { Translate } from "~/i18n/translator";
import {
  addFreeTextLine,
  addNote,
  addToList,
  freeTextOf,
  LIST_CHANGE_ERROR_VALUES,
  LIST_CHANGE_ERRORS,
  parseQuantity,
  type EnquiryList,
} from "../list";
import type { ListSession } from "../session.server";
import {
  lineStart,
  orderUnitOf,
  postedOrderLine,
  ORDER_LINE_MAX_CHARACTERS,
  ORDER_LINE_MAX_WORDS,
  ORDER_MAX_LINES,
  ORDER_TEXT_MAX_CHARACTERS,
  ORDER_FILE_MAX_MEGABYTES,
} from "~/catalogue";
import {
  isOrderFileTooLarge,
  ORDER_FILE_HEADER_ROWS,
  readOrderText,
  type OrderFile,
  type OrderFileRefusal,
  type CatalogueSnapshot,
  type CheckJob,
  type CheckOutcome,
} from "~/catalogue/index.server";
import { AS_WRITTEN, optionOf, orderFields, rowOf, type OrderCheck, type OrderRow } from "./order-check";
import "~/i18n/areas/enquiry";

const text = (value: FormDataEntryValue | null) => (typeof value === "string" ? value : "");

/** What each refused file or order is told: what is accepted. */
const REFUSALS = {
  type: "enquiryList.order.error.type",
  size: "enquiryList.order.error.size",
  unpacked: "enquiryList.order.error.unpacked",
  lines: "enquiryList.order.error.lines",
  columns: "enquiryList.order.error.columns",
  damaged: "enquiryList.order.error.damaged",
  long: "enquiryList.order.error.long",
  text: "enquiryList.order.error.text",
  empty: "enquiryList.order.error.empty",
} as const;
const REFUSAL_VALUES = {
  maxLines: ORDER_MAX_LINES,
  maxMegabytes: ORDER_FILE_MAX_MEGABYTES,
  headerRows: ORDER_FILE_HEADER_ROWS,
  maxCharacters: ORDER_LINE_MAX_CHARACTERS,
  maxWords: ORDER_LINE_MAX_WORDS,
  // Grouped as both languages write it on this site: "60,000".
  maxTextCharacters: ORDER_TEXT_MAX_CHARACTERS.toLocaleString("en-IN"),
};

/**
 * Matches an order's lines against the served catalogue off the request thread
 * (app/catalogue/order-lines/checks/): refused at once when too many checks are under way.
 */
export type OrderChecking = (job: CheckJob) => Promise<CheckOutcome>;

/** Why a check did not run, said with the button to press again (the page keeps what was typed). */
function notChecked(reason: "busy" | "failed", button: string, t: Translate): string {
  return t(reason === "busy" ? "enquiryList.order.error.busy" : "enquiryList.order.error.failed", { button });
}

export type OrderFindResult =
  | { ok: true; check: OrderCheck }
  /** 400: the order is refused (what is accepted is said); 503: it could not be checked now. */
  | { ok: false; error: string; status: 400 | 503 };

/**
 * "Find medicines" (docs/product.md 12.11): the pasted lines, then the file's, read and matched
 * against the catalogue in one check off the request thread (the file's bytes go to it unread);
 * the answer is the check table. Refused, with what is accepted: no line,
 * more than {@link ORDER_MAX_LINES} lines together, a pasted text or a line over the bounds of
 * order-input.ts (checked before any line is matched), a file that is not a CSV or .xlsx with a
 * name column, over 1 MB, or damaged.
 */
export async function findOrderMedicines(form: FormData, check: OrderChecking, t: Translate): Promise<OrderFindResult> {
  const refuse = (reason: OrderFileRefusal | "empty" | "text", line = ""): OrderFindResult => ({
    ok: false,
    error: t(REFUSALS[reason], { ...REFUSAL_VALUES, line }),
    status: 400,
  });
  const pasted = readOrderText(text(form.get("order")));
  if (pasted.tooLarge) return refuse("text");
  if (pasted.overlong.length > 0) return refuse("long", lineStart(pasted.overlong[0]!));
  if (pasted.tooMany) return refuse("lines");
  const upload = form.get("orderFile");
  let file: OrderFile | undefined;
  if (upload instanceof File && (upload.size > 0 || upload.name !== "")) {
    // Refused before its bytes are copied; everything else about it is the check's to say.
    if (isOrderFileTooLarge(upload.size)) return refuse("size");
    file = { name: upload.name, bytes: new Uint8Array(await upload.arrayBuffer()) };
  } else if (pasted.lines.length === 0) {
    return refuse("empty");
  }
  const checked = await check({ kind: "order", lines: pasted.lines, ...(file ? { file } : {}) });
  if (!checked.ok) return { ok: false, error: notChecked(checked.reason, t("enquiryList.order.find"), t), status: 503 };
  if (checked.answer.kind === "refused") return refuse(checked.answer.reason, checked.answer.line);
  if (checked.answer.kind !== "order") throw new Error("an order check answered another job");
  // A line that matches nothing and names no medicine is the order's note ("urgent please"): it
  // leaves with the order, not as a line (docs/product.md 12.13a). The rows keep their numbers.
  const rows: OrderRow[] = [];
  const notes: string[] = [];
  for (const [at, match] of checked.answer.matches.entries()) {
    if (match.note !== undefined && freeTextOf(match.note) !== null) notes.push(match.note);
    else rows.push(rowOf(match, at + 1));
  }
  return { ok: true, check: { rows, ...(notes.length > 0 ? { notes } : {}) } };
}

/** The notes the check table posts back (a hidden field each), as the list keeps them. */
function postedNotes(form: FormData): string[] {
  return form
    .getAll(orderFields.note)
    .slice(0, ORDER_MAX_LINES)
    .flatMap((value) => {
      const note = typeof value === "string" ? freeTextOf(value.slice(0, 2000)) : null;
      return note === null ? [] : [note];
    });
}

/**
 * A row of the check table as posted, and what its line says when it is sent as written: the line
 * without its list marker and quantity (the quantity travels as the quantity), a container it
 * counted in kept ("Cold box - 2" says "Cold box").
 */
type PostedRow = { row: OrderRow; asWritten: string };

/** A row of the check table as the form posted it. */
type PostedFields = { n: number; written: string; nameText: string; quantity: string; selected: string };

/** The check table's fields as posted (at most {@link ORDER_MAX_LINES} rows). */
function postedFields(form: FormData): PostedFields[] {
  const rows: PostedFields[] = [];
  // A note's number has no row: the numbers may skip.
  for (let n = 1; n <= ORDER_MAX_LINES; n++) {
    if (!form.has(orderFields.written(n))) continue;
    rows.push({
      n,
      written: postedOrderLine(text(form.get(orderFields.written(n)))),
      nameText: postedOrderLine(text(form.get(orderFields.name(n)))),
      quantity: text(form.get(orderFields.quantity(n))).slice(0, 20),
      selected: text(form.get(orderFields.medicine(n))).slice(0, 300),
    });
  }
  return rows;
}

/**
 * The check table as posted: each row's line, choice and quantity as typed, its candidates matched
 * again for the table given back; null when the check could not run (then `busy` says why).
 */
async function postedRows(
  fields: readonly PostedFields[],
  check: OrderChecking,
): Promise<{ rows: PostedRow[] } | { rows: null; reason: "busy" | "failed" }> {
  const checked = await check({ kind: "posted", rows: fields.map(({ written, nameText }) => ({ written, nameText })) });
  if (!checked.ok) return { rows: null, reason: checked.reason };
  if (checked.answer.kind !== "posted") throw new Error("an order check answered another job");
  const answers = checked.answer.rows;
  return {
    rows: fields.map(({ n, quantity, selected }, at) => {
      const { match, asWritten } = answers[at]!;
      return { row: { ...rowOf(match, n), quantity, selected }, asWritten };
    }),
  };
}

/**
 * The check table given back as posted when it could not be checked again: each row's line,
 * quantity and choice as the buyer left them, the chosen medicine its only option.
 */
function rowsAsPosted(fields: readonly PostedFields[], snapshot: CatalogueSnapshot | null): OrderRow[] {
  return fields.map(({ n, written, nameText, quantity, selected }) => {
    const medicine = selected && selected !== AS_WRITTEN ? snapshot?.byId.get(selected) : undefined;
    return {
      n,
      written,
      nameText,
      quantity,
      options: medicine ? [optionOf(medicine)] : [],
      selected: medicine || selected === AS_WRITTEN ? selected : "",
      choose: true,
    };
  });
}

/**
 * The check table given back as posted, each row matched again (or as posted when the check could
 * not run): for a form whose other fields were refused (the desk's "New order", its buyer).
 */
export async function checkAsPosted(
  form: FormData,
  snapshot: CatalogueSnapshot | null,
  check: OrderChecking,
): Promise<OrderCheck> {
  const fields = postedFields(form);
  const notes = postedNotes(form);
  const matched = await postedRows(fields, check);
  const rows = matched.rows === null ? rowsAsPosted(fields, snapshot) : matched.rows.map(({ row }) => row);
  return notes.length > 0 ? { rows, notes } : { rows };
}

/** A list of line numbers as said: "3", "3 and 5", "3, 5 and 8". */
function lineNumbers(numbers: readonly number[], t: Translate): string {
  if (numbers.length === 1) return String(numbers[0]);
  return t("enquiryList.order.lineList", { first: numbers.slice(0, -1).join(", "), last: numbers.at(-1)! });
}

export type OrderAddResult =
  | { ok: true; cookies: string[] | null }
  /** 409: refused, the table given back to correct; 503: it could not be checked now, given back as posted. */
  | { ok: false; check: OrderCheck; cookies: string[] | null; status: 409 | 503 };

/**
 * "Add to enquiry list" (docs/product.md 12.11): every row, in order, joins the list: the medicine
 * chosen, or the line as written (a free-text line) when "Not in the catalogue: send as written"
 * or "Choose a medicine" is left selected, with its quantity. A quantity that is not a whole number
 * 1–9999, or a medicine no longer in the catalogue, refuses them all with the table given back and
 * the lines named. When the list fills (100 lines, or the cookie's size), the rows that fit are
 * added and the table comes back with those that did not, saying so.
 */
export async function addOrderToList(
  form: FormData,
  session: Pick<ListSession, "list" | "replace">,
  snapshot: CatalogueSnapshot | null,
  check: OrderChecking,
  t: Translate,
): Promise<OrderAddResult> {
  const fields = postedFields(form);
  const notes = postedNotes(form);
  const withNotes = (check: OrderCheck): OrderCheck => (notes.length > 0 ? { ...check, notes } : check);
  const matched = await postedRows(fields, check);
  if (matched.rows === null) {
    const error = notChecked(matched.reason, t("enquiryList.order.add"), t);
    return { ok: false, check: withNotes({ rows: rowsAsPosted(fields, snapshot), error }), cookies: null, status: 503 };
  }
  const posted = matched.rows;
  const rows = posted.map(({ row }) => row);
  const refused: number[] = [];
  const checked = posted.map(({ row, asWritten }) => {
    const quantity = parseQuantity(row.quantity);
    const medicine = row.selected && row.selected !== AS_WRITTEN ? snapshot?.byId.get(row.selected) : undefined;
    const chosen = row.selected !== "" && row.selected !== AS_WRITTEN;
    const error =
      quantity === null
        ? t(LIST_CHANGE_ERRORS.quantity, LIST_CHANGE_ERROR_VALUES)
        : chosen && !medicine
          ? t("enquiryList.error.notInCatalogue")
          : !chosen && freeTextOf(asWritten) === null
            ? t(LIST_CHANGE_ERRORS.text, LIST_CHANGE_ERROR_VALUES)
            : undefined;
    if (error) refused.push(row.n);
    return { row: error ? { ...row, error } : row, quantity: quantity ?? 1, medicine, asWritten };
  });
  if (rows.length === 0 && notes.length === 0) {
    return { ok: false, check: { rows, error: t(REFUSALS.empty, REFUSAL_VALUES) }, cookies: null, status: 409 };
  }
  if (refused.length > 0) {
    const error = t("enquiryList.order.error.correct", { count: refused.length, lines: lineNumbers(refused, t) });
    return { ok: false, check: withNotes({ rows: checked.map(({ row }) => row), error }), cookies: null, status: 409 };
  }

  let list: EnquiryList = session.list;
  let cookies: string[] | null = null;
  for (const [at, { row, quantity, medicine, asWritten }] of checked.entries()) {
    // The unit written ("2 box") stays with the quantity; one that is the medicine's pack is its pack's.
    const written = row.writtenUnit ?? null;
    const unit = medicine && written === orderUnitOf(medicine.pack) ? null : written;
    const change = medicine
      ? addToList(list, { id: medicine.id, name: medicine.name }, quantity, unit)
      : addFreeTextLine(list, asWritten, quantity, unit);
    if (!change.ok && change.reason === "unit") {
      const rest = checked
        .slice(at)
        .map((entry, index) => (index === 0 ? { ...entry.row, error: t(LIST_CHANGE_ERRORS.unit) } : entry.row));
      const error = t("enquiryList.order.error.correct", { count: 1, lines: String(row.n) });
      return { ok: false, check: withNotes({ rows: rest, error }), cookies, status: 409 };
    }
    // A full list (its 100 lines or the cookie's size): this row and the rest are not added.
    const kept = change.ok ? session.replace(change.list) : null;
    if (!change.ok || kept === null) {
      const rest = checked.slice(at).map((entry) => entry.row);
      const message = t(LIST_CHANGE_ERRORS.full, LIST_CHANGE_ERROR_VALUES);
      const notAdded = t("enquiryList.order.error.notAdded", {
        count: rest.length,
        lines: lineNumbers(
          rest.map((entry) => entry.n),
          t,
        ),
      });
      return { ok: false, check: withNotes({ rows: rest, error: `${message} ${notAdded}` }), cookies, status: 409 };
    }
    list = change.list;
    cookies = kept;
  }
  // The notes after the lines: a list too full for them gives them back, with the message of a full list.
  for (const [at, note] of notes.entries()) {
    const change = addNote(list, note);
    const kept = change.ok ? session.replace(change.list) : null;
    if (!change.ok || kept === null) {
      const error = t(LIST_CHANGE_ERRORS.full, LIST_CHANGE_ERROR_VALUES);
      return { ok: false, check: { rows: [], notes: notes.slice(at), error }, cookies, status: 409 };
    }
    list = change.list;
    cookies = kept;
  }
  return { ok: true, cookies };
}
