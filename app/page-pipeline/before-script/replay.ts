import type { ChangedControl } from "./record";

/**
 * Replays what the visitor did before the page's script ran (record.ts), once React has hydrated
 * the page: each changed control is put back in the state the visitor left it in and announced
 * with the events a visitor's own change sends, so the component's handlers run (a filter applies,
 * the address follows, a quantity is kept); each press of a script-only button is pressed again.
 *
 * React hydrates a field keeping what the visitor typed, but takes that for the value it rendered,
 * so a plain event would not reach `onChange`: the field first gets another value through its own
 * setter (the one React watches), then the visitor's through the prototype's, as a typed change does.
 */
export function replayEarlyInput(records: readonly ChangedControl[]): void {
  for (const record of records) {
    if (!record.element.isConnected) continue;
    if (record.kind === "value") replayValue(record.element, record.value);
    else if (record.kind === "checked") replayChecked(record.element, record.checked);
    else replayPress(record.element);
  }
}

function replayValue(element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement, value: string) {
  if (element instanceof HTMLSelectElement) {
    element.value = value;
  } else {
    element.value = value === "" ? "0" : "";
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element), "value")?.set?.call(element, value);
    element.dispatchEvent(new Event("input", { bubbles: true }));
  }
  element.dispatchEvent(new Event("change", { bubbles: true }));
}

/** A click toggles the box (or checks the radio) into the visitor's state, as their click did. */
function replayChecked(element: HTMLInputElement, checked: boolean) {
  element.checked = !checked;
  element.click();
}

/** The events of a press, pointer first: some widgets act on the press (tabs), most on the click. */
function replayPress(element: HTMLElement) {
  const init = { bubbles: true, cancelable: true, button: 0 };
  const pointer = (type: string) =>
    typeof PointerEvent === "function"
      ? new PointerEvent(type, { ...init, pointerType: "mouse" })
      : new MouseEvent(type, init);
  element.dispatchEvent(pointer("pointerdown"));
  element.dispatchEvent(new MouseEvent("mousedown", init));
  element.dispatchEvent(pointer("pointerup"));
  element.dispatchEvent(new MouseEvent("mouseup", init));
  element.click();
}
