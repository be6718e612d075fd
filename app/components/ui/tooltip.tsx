import { useEffect, useId, type ReactNode } from "react";
import { cn } from "./cn";

type TooltipProps = {
  /** What the tooltip says: the control's accessible name too. */
  label: string;
  /** Which edge of the control the tooltip lines up with: `end` beside the window's right edge. */
  align?: "start" | "center" | "end";
  /**
   * How the control and its tooltip sit on the page: the tooltip is placed against this box. By
   * default `relative inline-flex` (in the flow); a control placed over something passes its own
   * positioning (`absolute …`).
   */
  position?: string;
  /** The control, given the id its `aria-labelledby` names (the tooltip). */
  children: (tooltipId: string) => ReactNode;
};

/** Where the tooltip sits above its control, and where its arrow points from. */
const PLACEMENT = {
  start: { box: "left-0", arrow: "after:left-3" },
  center: { box: "left-1/2 -translate-x-1/2", arrow: "after:left-1/2 after:-translate-x-1/2" },
  end: { box: "right-0", arrow: "after:right-3" },
} as const;

/**
 * A tooltip for an icon-only control (docs/product.md 2.5, 9.8), drawn and timed by CSS
 * (`.tooltip*` in app/app.css): shown while the pointer rests on the control, after 700 ms (at once
 * after another of its group, `TooltipGroup`), and while it has keyboard focus; Escape hides it.
 * The control is labelled by it (`aria-labelledby`), so its accessible name is the tooltip's text,
 * said once. It replaces Radix's tooltip, whose positioning code was about 18 KB gzip of every
 * catalogue and medicine page's script (docs/decisions/014); it renders on the server and works
 * without JavaScript, but for Escape.
 */
export function Tooltip({ label, align = "center", position = "relative inline-flex", children }: TooltipProps) {
  const id = useId();
  useEffect(installEscapeToHide, []);
  return (
    <span className={cn("tooltip-anchor", position)}>
      {children(id)}
      {/* The padding bridges the gap to the control, so the pointer can move onto the text (WCAG 1.4.13). */}
      <span
        role="tooltip"
        id={id}
        className={cn(
          "tooltip absolute bottom-full z-50 pb-1.5 text-xs font-medium whitespace-nowrap",
          PLACEMENT[align].box,
        )}
      >
        <span
          className={cn(
            "relative block rounded-md bg-slate-900 px-2.5 py-1.5 text-white shadow-md",
            "after:absolute after:top-full after:border-4 after:border-transparent after:border-t-slate-900",
            PLACEMENT[align].arrow,
          )}
        >
          {label}
        </span>
      </span>
    </span>
  );
}

/** Controls side by side whose tooltips, once one has shown, show at once (docs/product.md 9.8). */
export function TooltipGroup({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("tooltip-group", className)}>{children}</div>;
}

const DISMISSED = "data-dismissed";
let escapeInstalled = false;

/**
 * Escape hides a shown tooltip, the pointer or focus staying where it is (WCAG 1.4.13); it shows
 * again once the pointer or focus has left its control and come back. One listener for the page.
 */
function installEscapeToHide() {
  if (escapeInstalled) return;
  escapeInstalled = true;
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape") return;
    for (const anchor of document.querySelectorAll(".tooltip-anchor:hover, .tooltip-anchor:focus-within")) {
      anchor.setAttribute(DISMISSED, "");
    }
  });
  const shownAgainLater = (event: Event) => {
    const anchor = event.target instanceof Element ? event.target.closest(`.tooltip-anchor[${DISMISSED}]`) : null;
    const next = (event as FocusEvent | PointerEvent).relatedTarget;
    if (anchor && !(next instanceof Node && anchor.contains(next))) anchor.removeAttribute(DISMISSED);
  };
  document.addEventListener("pointerout", shownAgainLater);
  document.addEventListener("focusout", shownAgainLater);
}
