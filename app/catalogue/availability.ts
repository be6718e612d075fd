/**
 * Availability as the import derives it from stock (docs/product.md). A plain list, not a
 * schema, so the browser's copy decoder and the server's medicine schema share it without one
 * pulling the other's zod flavour into its bundle.
 */
export const AVAILABILITIES = ["In Stock", "Low Stock", "Out of Stock"] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/** Above 20 in stock, 1 to 20 low, 0 or less out of stock. */
export function availabilityOf(stock: number): Availability {
  if (stock > 20) return "In Stock";
  if (stock > 0) return "Low Stock";
  return "Out of Stock";
}
