import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";

export interface CardStyle {
  /** A soft shadow lifting the card off the page. */
  raised?: boolean;
  /** Added utilities; padding is always the caller's, as cards differ in it. */
  className?: string;
}

/** The classes of a card: a white panel with a light border and round corners. */
export function cardClasses({ raised = false, className }: CardStyle = {}): string {
  return cn("rounded-xl border border-slate-200 bg-white", raised && "shadow-sm", className);
}

/** A `<div>` styled by cardClasses(); another element (a section, a link) takes cardClasses() itself. */
export function Card({ raised, className, ...props }: ComponentProps<"div"> & CardStyle) {
  return <div className={cardClasses({ raised, className })} {...props} />;
}
