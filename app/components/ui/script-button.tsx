import type { AriaAttributes, ComponentProps } from "react";
import { useHydrated } from "~/components/use-hydrated";

/**
 * The `aria-disabled` of a control only the page's script answers: unavailable in the server's
 * HTML and until the script runs, then the control's own (`own`). Assistive technology does not
 * offer a control that does nothing yet, and automation waits for it instead of pressing it in vain.
 */
export function useUntilScript(own?: AriaAttributes["aria-disabled"]): AriaAttributes["aria-disabled"] {
  return useHydrated() ? own : true;
}

/** A button only the page's script answers (it submits nothing): see {@link useUntilScript}. */
export function ScriptButton({ "aria-disabled": ariaDisabled, ...props }: Omit<ComponentProps<"button">, "type">) {
  return <button type="button" aria-disabled={useUntilScript(ariaDisabled)} {...props} />;
}
