/**
 * What a visitor does to the page between its first paint and the moment its script has hydrated
 * it (docs/decisions/016-before-the-script.md). The server writes {@link recordEarlyInput} into
 * every page's head as an inline script, so it runs before any content is shown; the page's
 * script, once hydrated, replays what it recorded (replay.ts), so every control the visitor
 * changed meanwhile takes effect as if the script had been there.
 *
 * The function is written into the page as its source text: it must stay self-contained (no
 * imports, no outside names but the browser's) and small.
 */

/** A form control whose value or state the visitor changed, with that value or state. */
export type ChangedControl =
  | { kind: "value"; element: HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement; value: string }
  | { kind: "checked"; element: HTMLInputElement; checked: boolean }
  /** A button only the script answers (`type="button"`), pressed. */
  | { kind: "press"; element: HTMLElement };

export type EarlyInput = {
  /** Stops recording presses: from hydration on, React answers them itself. */
  stopPresses(): void;
  /** Stops recording and hands over what was recorded, in the order it last happened. */
  take(): ChangedControl[];
};

declare global {
  interface Window {
    /** What the inline script leaves for the page's script (written out: the function is self-contained). */
    __earlyInput?: EarlyInput;
  }
}

export function recordEarlyInput(win: Window): void {
  const doc = win.document;
  let records: ChangedControl[] = [];
  let pressing = true;

  // A control's latest change replaces its earlier ones: what counts is its state at hydration.
  const keep = (record: ChangedControl) => {
    records = records.filter((earlier) => earlier.kind === "press" || earlier.element !== record.element);
    records.push(record);
  };

  const onChange = (event: Event) => {
    const element = event.target as Element | null;
    if (!element || !element.matches("input, select, textarea")) return;
    const control = element as HTMLInputElement;
    if (control.type === "checkbox" || control.type === "radio") {
      // A radio group changes through the radio that became checked; the others follow from it.
      if (control.type === "radio") {
        records = records.filter(
          (r) => !(r.kind === "checked" && r.element.name === control.name && r.element.form === control.form),
        );
      }
      keep({ kind: "checked", element: control, checked: control.checked });
    } else if (!/^(file|hidden|submit|button|reset|image)$/.test(control.type)) {
      keep({ kind: "value", element: control, value: control.value });
    }
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const button = target && target.closest("button");
    // Submit buttons, links and the like work without the script; a control that says it is
    // unavailable (it needs the visitor's own press, such as copying to the clipboard) is not pressed.
    if (!pressing || !button || button.type !== "button" || button.disabled) return;
    if (button.getAttribute("aria-disabled") === "true") return;
    records.push({ kind: "press", element: button });
  };

  // "/" moves to the search box from the first paint on, for the page's whole life: the box that
  // announces the shortcut (`aria-keyshortcuts`) is the one it focuses.
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== "/" || event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
    const active = doc.activeElement as HTMLElement | null;
    if (active && (active.matches("input, select, textarea") || active.isContentEditable)) return;
    const box = doc.querySelector<HTMLInputElement>('input[aria-keyshortcuts="/"]');
    if (!box) return;
    event.preventDefault();
    box.focus();
    box.select();
  };

  doc.addEventListener("input", onChange, true);
  doc.addEventListener("change", onChange, true);
  doc.addEventListener("click", onClick, true);
  doc.addEventListener("keydown", onKeyDown);
  win.__earlyInput = {
    stopPresses() {
      pressing = false;
    },
    take() {
      doc.removeEventListener("input", onChange, true);
      doc.removeEventListener("change", onChange, true);
      doc.removeEventListener("click", onClick, true);
      const taken = records;
      records = [];
      return taken;
    },
  };
}
