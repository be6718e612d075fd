import { useState } from "react";
import type { ShownLine } from "./action-result";
import { keepQuantity } from "./change-queue";
import { LIST_CHANGE_ERROR_VALUES, LIST_CHANGE_ERRORS, parseQuantity, quantityFieldId, steppedQuantity } from "./list";
import { useT } from "~/i18n/use-translation";

type Refused = { medicineId: string; error: string };

/**
 * The quantities the list's page shows (docs/product.md 12.5), typed and not yet confirmed
 * included. With JavaScript a whole number 1–9999 is kept the moment it is typed, and the
 * WhatsApp and e-mail links carry it at once; anything else is marked on its line (once the
 * visitor leaves the field, or tries to send) and stops the list from leaving.
 *
 * `given`: what the server gave back with an answer that did not send the form (without
 * JavaScript), and the line it refused, if any.
 */
export function useTypedQuantities(
  lines: readonly ShownLine[],
  action: string,
  given: { quantities: Readonly<Record<string, string>>; refused: Refused | null },
) {
  const t = useT();
  const [typedHere, setTypedHere] = useState<Readonly<Record<string, string>>>({});
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const typed = { ...given.quantities, ...typedHere };
  const invalid = lines
    .filter((line) => line.id in typed && parseQuantity(typed[line.id]) === null)
    .map((line) => line.id);
  const message = t(LIST_CHANGE_ERRORS.quantity, LIST_CHANGE_ERROR_VALUES);

  const reveal = (ids: readonly string[]) => setRevealed((shown) => new Set([...shown, ...ids]));
  /** A quantity typed: shown at once, kept on the server when it is a whole number 1–9999. */
  const input = (id: string, text: string) => {
    setTypedHere((current) => ({ ...current, [id]: text }));
    const quantity = parseQuantity(text);
    if (quantity !== null) void keepQuantity(action, id, quantity);
  };

  return {
    typed,
    /** The lines with the quantities typed, where they are whole numbers 1–9999: what leaves. */
    shown: lines.map((line) => ({ ...line, quantity: parseQuantity(typed[line.id]) ?? line.quantity })),
    /** The lines whose typed quantity is refused, in the list's order. */
    invalid,
    errorOf(id: string): string | undefined {
      if (given.refused?.medicineId === id && !(id in typedHere)) return given.refused.error;
      return invalid.includes(id) && revealed.has(id) ? message : undefined;
    },
    input,
    /**
     * A stepper pressed (docs/product.md 12.2c): the quantity shown one up or down, put into the
     * field and kept as if typed. A typed quantity that is refused steps from the kept one.
     */
    step(id: string, step: 1 | -1) {
      const line = lines.find((shownLine) => shownLine.id === id);
      if (!line) return;
      const current = parseQuantity(typed[id]) ?? line.quantity;
      const next = String(steppedQuantity(current, step));
      const field = document.getElementById(quantityFieldId(id));
      if (field instanceof HTMLInputElement) field.value = next;
      input(id, next);
    },
    /**
     * The field left for `next`. Not marked when the visitor moves to a button or link: the
     * message would push it down under their pointer; pressing it marks the line instead.
     */
    leave(id: string, next: EventTarget | null) {
      if (!(next instanceof HTMLButtonElement || next instanceof HTMLAnchorElement)) reveal([id]);
    },
    /**
     * Before the list leaves (except the line `removing`): false, with the refused lines marked
     * and the first of them focused, when a typed quantity is refused.
     */
    check(removing?: string): boolean {
      const refused = invalid.filter((id) => id !== removing);
      if (refused.length === 0) return true;
      reveal(refused);
      document.getElementById(quantityFieldId(refused[0]!))?.focus();
      return false;
    },
  };
}
