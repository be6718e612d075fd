import type { MessageId } from "~/i18n/message-id";

/**
 * Availability as the import derives it from stock (docs/product.md). A plain list, not a
 * schema, so the browser's copy decoder and the server's medicine schema share it without one
 * pulling the other's zod flavour into its bundle.
 */
export const AVAILABILITIES = ["In Stock", "Low Stock", "Out of Stock"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** What each availability is called on a page, in the page's language. */
export const AVAILABILITY_LABEL: Record<Availability, MessageId> = {
  "In Stock": "availability.inStock",
  "Low Stock": "availability.lowStock",
  "Out of Stock": "availability.outOfStock",
};

/** Above 20 in stock, 1 to 20 low, 0 or less out of stock. */
export function availabilityOf(stock: number): Availability {
  if (stock > 20) return "In Stock";
  if (stock > 0) return "Low Stock";
  return "Out of Stock";
}
