import type { ComponentProps } from "react";
import { useHydrated } from "~/components/use-hydrated";

/**
 * A button only the page's script answers (it submits nothing). In the server's HTML, and until the
 * script runs, it says it is unavailable (`aria-disabled`): assistive technology does not offer a
 * control that does nothing yet, and automation waits for it instead of pressing it in vain.
 */
export function ScriptButton({ "aria-disabled": ariaDisabled, ...props }: Omit<ComponentProps<"button">, "type">) {
  const ready = useHydrated();
  return <button type="button" aria-disabled={ready ? ariaDisabled : true} {...props} />;
}
