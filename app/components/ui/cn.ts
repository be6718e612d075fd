import { clsx, type ClassValue } from "clsx";

/**
 * Joins class names. Plain clsx, not tailwind-merge: that would add 8 KB of script to every
 * page to resolve conflicts our components never create. A caller's className must add
 * utilities, not contradict the component's own.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
