import type { ComponentProps } from "react";
import { cn } from "~/components/ui/cn";
import { ScriptButton } from "./script-button";

/** How a button looks: its colours on the page behind it. */
const VARIANTS = {
  /** The page's main action: brand background. */
  primary: "bg-brand-700 text-white hover:bg-brand-800",
  /** A second action beside a primary one: brand outline. */
  outline: "text-brand-800 ring-1 ring-brand-700 hover:bg-brand-50",
  /** A quiet action on a white surface: grey outline. */
  secondary: "text-slate-800 ring-1 ring-slate-300 ring-inset hover:bg-slate-50",
  /** The main action on a brand-coloured band. */
  inverse: "bg-white text-brand-900 hover:bg-brand-50",
  /** A second action on a brand-coloured band. */
  "inverse-outline": "text-white ring-1 ring-white/60 hover:bg-white/10",
} as const;

/** Padding and type. `null`: the caller's className sets them. */
const SIZES = {
  sm: "px-4 py-2 text-sm font-medium",
  md: "px-4 py-2 font-medium",
  lg: "px-5 py-2.5 font-medium",
  xl: "px-5 py-3 font-semibold",
} as const;

export interface ButtonStyle {
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES | null;
  /** Added utilities (layout, display, states); like cn(), not a way to override the variant. */
  className?: string;
}

/** The classes of a button, for anything that looks like one: a `<button>`, a `<Link>`. */
export function buttonClasses({ variant = "primary", size = "md", className }: ButtonStyle = {}): string {
  return cn("rounded-md", VARIANTS[variant], size && SIZES[size], className);
}

/**
 * A `<button>` styled by buttonClasses(). Anything else that looks like a button (a link) takes
 * buttonClasses() itself: no slot component, whose code every page would carry.
 */
export function Button({
  variant,
  size,
  className,
  type = "button",
  ...props
}: ComponentProps<"button"> & ButtonStyle) {
  const classes = buttonClasses({ variant, size, className });
  // A plain button does nothing without the page's script (a press before it is replayed).
  if (type === "button") return <ScriptButton className={classes} {...props} />;
  return <button type={type} className={classes} {...props} />;
}
