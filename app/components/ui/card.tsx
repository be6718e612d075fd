import { Slot } from "radix-ui";
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

/** A `<div>` styled by cardClasses(); `asChild` puts the style on its only child instead. */
export function Card({
  raised,
  className,
  asChild = false,
  ...props
}: ComponentProps<"div"> & CardStyle & { asChild?: boolean }) {
  const Component = asChild ? Slot.Root : "div";
  return <Component className={cardClasses({ raised, className })} {...props} />;
}
