import { useEffect, useRef, type RefObject } from "react";

/**
 * Puts `value` into an uncontrolled field each time it changes after the first render, unless
 * `keep(text)` says the field's text should stay. Never at the first render: the server's page is
 * usable before its script runs, and what a visitor typed meanwhile must survive hydration.
 */
export function useFieldValue(
  field: RefObject<HTMLInputElement | null>,
  value: string,
  keep?: (text: string) => boolean,
): void {
  const seen = useRef(value);
  useEffect(() => {
    const element = field.current;
    if (seen.current === value) return;
    seen.current = value;
    if (element && !keep?.(element.value)) element.value = value;
  }, [field, value, keep]);
}
