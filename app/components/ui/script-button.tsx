import type { ComponentProps } from "react";
import { useHydrated } from "~/components/use-hydrated";

/**
 * A button only the page's script answers (it submits nothing). A press before the script runs
 * is not lost: the page's early-input recorder keeps it and presses it again once the script has
 * hydrated the page (docs/decisions/016-before-the-script.md).
 */
export function ScriptButton(props: Omit<ComponentProps<"button">, "type">) {
  return <button type="button" {...props} />;
}

/**
 * A {@link ScriptButton} that needs the visitor's own press at the moment it acts: browsers open
 * the share sheet or write to the clipboard only in answer to one, so a press replayed later
 * would fail. Unavailable (`aria-disabled`) in the server's HTML and until the script runs, then
 * its own: assistive technology does not offer it yet, automation waits for it, and the
 * early-input recorder leaves it alone.
 */
export function OwnPressButton({ "aria-disabled": ariaDisabled, ...props }: Omit<ComponentProps<"button">, "type">) {
  return <button type="button" aria-disabled={useHydrated() ? ariaDisabled : true} {...props} />;
}
