// The enquiry list (docs/product.md §12): the medicines a visitor collects with quantities.
// Pure operations on an immutable list, shared by the server (the cookie) and the page.

import type { OrderUnit } from "~/catalogue";
import { withoutBidiControls } from "~/formatting/bidi-controls";
import type { MessageId } from "~/i18n/message-id";
import "~/i18n/areas/enquiry";

export const LIST_LIMITS = {
  /** Lines in one list; the cookie's size may stop a list of long names earlier (cookie.server.ts). */
  maxLines: 100,
  quantityMin: 1,
  quantityMax: 9999,
  /** Longest medicine id and shown name kept in a line; longer text cannot come from the catalogue. */
  idMax: 300,
  nameMax: 200,
  /** Longest free-text line ("not in the catalogue"), in characters once on one line. */
  textMax: 200,
} as const;

/**
 * A medicine of the catalogue: its id, its name as shown when it was added, how many, and the unit
 * the buyer wrote when it is not the medicine's pack ("2 box": decision 64); without one the
 * quantity counts the medicine's pack (docs/product.md 12.2b).
 */
export type MedicineLine = { id: string; name: string; quantity: number; unit?: OrderUnit; freeText?: false };
/**
 * A line that is not in the catalogue (docs/product.md 12.2a): `name` is the text as the buyer
 * wrote it, on one line; `id` is made from that text ({@link freeTextId}) and never a medicine's.
 */
export type FreeTextLine = {
  id: string;
  name: string;
  quantity: number;
  /** The unit the buyer wrote ("velmarin 500" in "2 box velmarin 500"). */
  unit?: OrderUnit;
  freeText: true;
  note?: true;
};
export type EnquiryLine = MedicineLine | FreeTextLine;
export type EnquiryList = readonly EnquiryLine[];

export type ListChange =
  | { ok: true; list: EnquiryList; line: EnquiryLine | null }
  /**
   * full: 100 lines already; quantity: not a whole number 1–9999; missing: the line is not in the
   * list; text: a free-text line that is empty or longer than {@link LIST_LIMITS.textMax}.
   */
  | { ok: false; reason: "full" | "quantity" | "missing" | "text" | "unit" };

/** What the visitor is told when a change is refused: message ids, translated by the action. */
export const LIST_CHANGE_ERRORS = {
  full: "enquiryList.error.full",
  quantity: "enquiryList.error.quantity",
  missing: "enquiryList.error.missing",
  text: "enquiryList.error.text",
  unit: "enquiryList.error.unit",
} as const satisfies Record<Exclude<ListChange, { ok: true }>["reason"], MessageId>;

/** The values the messages name ("from {min} to {max}", "at most {textMax} characters"). */
export const LIST_CHANGE_ERROR_VALUES = {
  min: LIST_LIMITS.quantityMin,
  max: LIST_LIMITS.quantityMax,
  textMax: LIST_LIMITS.textMax,
} as const;

export function isQuantity(value: number): boolean {
  return Number.isInteger(value) && value >= LIST_LIMITS.quantityMin && value <= LIST_LIMITS.quantityMax;
}

/**
 * A quantity as typed: digits only (spaces around them allowed), 1–9999. Anything else (empty,
 * 0, 2.5, "1e3", "-1") is refused rather than guessed at: null.
 */
export function parseQuantity(value: unknown): number | null {
  if (typeof value !== "string" || !/^\s*\d{1,6}\s*$/.test(value)) return null;
  const quantity = Number(value);
  return isQuantity(quantity) ? quantity : null;
}

/**
 * The name of a line's quantity field in the list's form. One form carries every line's quantity,
 * so whichever way the list leaves (a change, WhatsApp, e-mail, the form) it carries the
 * quantities the page shows, typed and not yet confirmed included (docs/product.md 12.5).
 */
export function quantityFieldName(id: string): string {
  return `${QUANTITY_FIELD_PREFIX}${id}`;
}

const QUANTITY_FIELD_PREFIX = "quantity:";

/** The element id of a line's quantity field on the list's page. */
export function quantityFieldId(id: string): string {
  return `quantity-${id}`;
}

/** The quantities a list's form carries, by medicine id, as typed. */
export function typedQuantities(fields: Iterable<[string, unknown]>): Map<string, unknown> {
  const typed = new Map<string, unknown>();
  for (const [name, value] of fields) {
    if (name.startsWith(QUANTITY_FIELD_PREFIX)) typed.set(name.slice(QUANTITY_FIELD_PREFIX.length), value);
  }
  return typed;
}

/**
 * Keeps the typed quantities of the lines still in the list (a line another tab removed is left
 * out), except `except`'s (the line being removed). The first one that is not a whole number
 * 1–9999 refuses them all: nothing is kept or sent with a quantity the visitor did not mean.
 */
export function applyTypedQuantities(
  list: EnquiryList,
  typed: ReadonlyMap<string, unknown>,
  except?: string,
): { ok: true; list: EnquiryList } | { ok: false; id: string } {
  let next = list;
  for (const [index, line] of list.entries()) {
    if (line.id === except || !typed.has(line.id)) continue;
    const quantity = parseQuantity(typed.get(line.id));
    if (quantity === null) return { ok: false, id: line.id };
    if (quantity !== line.quantity) next = replaceAt(next, index, { ...line, quantity });
  }
  return { ok: true, list: next };
}

/** A name on one line with single spaces: one line per medicine in the messages (share.ts). */
export function shownName(name: string): string {
  const single = name.replace(/\s+/g, " ").trim();
  return single.length > LIST_LIMITS.nameMax ? `${single.slice(0, LIST_LIMITS.nameMax - 1)}…` : single;
}

/**
 * Adds a medicine. Adding one already in the list raises its quantity (at most 9999) and keeps
 * its place; the name is refreshed to the one shown now.
 */
export function addToList(
  list: EnquiryList,
  medicine: { id: string; name: string },
  quantity = 1,
  unit?: OrderUnit | null,
): ListChange {
  if (!isQuantity(quantity)) return { ok: false, reason: "quantity" };
  if (isFreeTextId(medicine.id)) return { ok: false, reason: "missing" };
  const name = shownName(medicine.name);
  const index = list.findIndex((line) => line.id === medicine.id);
  if (index >= 0) {
    const existing = list[index]!;
    if (!sameUnit(existing, unit)) return { ok: false, reason: "unit" };
    const line: MedicineLine = withUnit(
      { id: medicine.id, name, quantity: Math.min(LIST_LIMITS.quantityMax, existing.quantity + quantity) },
      existing.unit,
    );
    return { ok: true, list: replaceAt(list, index, line), line };
  }
  if (list.length >= LIST_LIMITS.maxLines) return { ok: false, reason: "full" };
  const line: MedicineLine = withUnit({ id: medicine.id, name, quantity }, unit);
  return { ok: true, list: [...list, line], line };
}

/**
 * Whether a quantity in `unit` adds to the line's: undefined (a card's "Add", a saved list) adds in
 * the line's own unit, null is the medicine's pack, a unit is that unit. "2 box" and "10 strips" of
 * one medicine are not 12 of anything: such an addition is refused (reason "unit").
 */
function sameUnit(line: EnquiryLine, unit: OrderUnit | null | undefined): boolean {
  return unit === undefined || (line.unit ?? null) === unit;
}

/** The line with the unit written, or without one (its pack's). */
function withUnit<Line extends EnquiryLine>(line: Line, unit: OrderUnit | null | undefined): Line {
  const { unit: _unit, ...rest } = line;
  return (unit ? { ...rest, unit } : rest) as Line;
}

/** Marks the ids of free-text lines: a catalogue id is a slug (letters, digits, hyphens) and never has it. */
const FREE_TEXT_ID_PREFIX = "~";

export function isFreeTextId(id: string): boolean {
  return id.startsWith(FREE_TEXT_ID_PREFIX);
}

/**
 * A free-text line's text as it is kept: on one line with single spaces, control characters
 * left out, otherwise as written (case, punctuation, Devanagari). Null when nothing is left or it
 * is longer than {@link LIST_LIMITS.textMax}: refused rather than cut, so nothing written is lost
 * without the buyer knowing.
 */
export function freeTextOf(text: string): string | null {
  // Bidirectional controls removed too (app/formatting/bidi-controls.ts): a line is sent as written.
  const single = withoutBidiControls(text)
    .replace(/\p{Cc}/gu, " ")
    .replace(/\s+/g, " ")
    .trim();
  return single.length === 0 || single.length > LIST_LIMITS.textMax ? null : single;
}

/**
 * The id of a free-text line: "~" and a 53-bit hash of its text with case and spacing folded, so
 * the same text written twice is one line (its quantities added, as for a medicine) and the id
 * fits a form field's name and an element id.
 */
export function freeTextId(text: string): string {
  const folded = (freeTextOf(text) ?? text).toLocaleLowerCase("en");
  // cyrb53 (public domain): two 32-bit multiplicative hashes mixed into 53 bits.
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let at = 0; at < folded.length; at += 1) {
    const code = folded.charCodeAt(at);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return `${FREE_TEXT_ID_PREFIX}${(4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36)}`;
}

/**
 * Adds a line that is not in the catalogue, as the buyer wrote it (docs/product.md 12.2a). The
 * same text again (case and spacing aside) raises that line's quantity (at most 9999) and keeps
 * its place and its first wording. Refused: an empty or too long text ("text"), a quantity
 * outside 1–9999, a full list.
 */
export function addFreeTextLine(list: EnquiryList, text: string, quantity = 1, unit?: OrderUnit | null): ListChange {
  if (!isQuantity(quantity)) return { ok: false, reason: "quantity" };
  const name = freeTextOf(text);
  if (name === null) return { ok: false, reason: "text" };
  const id = freeTextId(name);
  const index = list.findIndex((line) => line.id === id);
  if (index >= 0) {
    const existing = list[index]!;
    if (!sameUnit(existing, unit)) return { ok: false, reason: "unit" };
    const line: FreeTextLine = withUnit(
      {
        id,
        name: existing.name,
        quantity: Math.min(LIST_LIMITS.quantityMax, existing.quantity + quantity),
        freeText: true,
      },
      existing.unit,
    );
    return { ok: true, list: replaceAt(list, index, line), line };
  }
  if (list.length >= LIST_LIMITS.maxLines) return { ok: false, reason: "full" };
  const line: FreeTextLine = withUnit({ id, name, quantity, freeText: true }, unit);
  return { ok: true, list: [...list, line], line };
}

/** Sets a line's quantity; a quantity outside 1–9999 is refused (the list is unchanged). */
export function setQuantity(list: EnquiryList, id: string, quantity: number): ListChange {
  if (!isQuantity(quantity)) return { ok: false, reason: "quantity" };
  const index = list.findIndex((line) => line.id === id);
  if (index < 0) return { ok: false, reason: "missing" };
  const line: EnquiryLine = { ...list[index]!, quantity };
  return { ok: true, list: replaceAt(list, index, line), line };
}

/** One step of a stepper (docs/product.md 12.2c): up or down by one, never past 1 or 9999. */
export function steppedQuantity(quantity: number, step: 1 | -1): number {
  return Math.min(LIST_LIMITS.quantityMax, Math.max(LIST_LIMITS.quantityMin, quantity + step));
}

/**
 * "Increase quantity of {name}" / "Decrease quantity of {name}": the line's quantity one up or
 * down; at 9999 or at 1 it stays (the list is unchanged, not refused).
 */
export function stepQuantity(list: EnquiryList, id: string, step: 1 | -1): ListChange {
  const line = list.find((existing) => existing.id === id);
  if (!line) return { ok: false, reason: "missing" };
  return setQuantity(list, id, steppedQuantity(line.quantity, step));
}

/** Removes a line; removing one that is not there changes nothing (a second click, another tab). */
export function removeFromList(list: EnquiryList, id: string): ListChange {
  return { ok: true, list: list.filter((line) => line.id !== id), line: null };
}

function replaceAt(list: EnquiryList, index: number, line: EnquiryLine): EnquiryList {
  return list.map((existing, at) => (at === index ? line : existing));
}

/**
 * A saved list opened on this device (docs/product.md 12.6a): its lines join the list, a
 * line already there takes the saved quantity; refused when the two together pass the limit.
 */
export function mergeSavedList(list: EnquiryList, saved: EnquiryList): ListChange {
  const byId = new Map(list.map((line) => [line.id, line]));
  // The saved quantity comes with its unit.
  for (const line of saved) {
    byId.set(line.id, withUnit({ ...(byId.get(line.id) ?? line), quantity: line.quantity }, line.unit ?? null));
  }
  if (byId.size > LIST_LIMITS.maxLines) return { ok: false, reason: "full" };
  return { ok: true, list: [...byId.values()], line: null };
}

/**
 * A note of the order (docs/product.md 12.13a): what the buyer wrote to the company rather than
 * a line ("urgent please"). Kept in the list like a free-text line, marked as a note, with the
 * quantity 1 that nothing shows: it leaves with the order as its note, never as a line.
 */
export function isNote(line: EnquiryLine): boolean {
  return line.freeText === true && line.note === true;
}

/** The lines that are ordered: the list without its notes. */
export function orderedLines<Line extends EnquiryLine>(list: readonly Line[]): Line[] {
  return list.filter((line) => !isNote(line));
}

/** A note's id: a free-text id of its own kind, so that a note and a line of the same text are two. */
export function noteId(text: string): string {
  return `${FREE_TEXT_ID_PREFIX}n-${freeTextId(text).slice(FREE_TEXT_ID_PREFIX.length)}`;
}

/**
 * Adds a note to the order. The same note again (case and spacing aside) changes nothing; an
 * empty or too long one is refused ("text"), and a full list too, as for a line.
 */
export function addNote(list: EnquiryList, text: string): ListChange {
  const name = freeTextOf(text);
  if (name === null) return { ok: false, reason: "text" };
  const id = noteId(name);
  if (list.some((line) => line.id === id)) return { ok: true, list, line: null };
  if (list.length >= LIST_LIMITS.maxLines) return { ok: false, reason: "full" };
  const line: FreeTextLine = { id, name, quantity: 1, freeText: true, note: true };
  return { ok: true, list: [...list, line], line };
}
