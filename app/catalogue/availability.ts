/**
 * Availability as the import derives it from stock (SPEC.md §4). A plain list, not a schema,
 * so the browser's snapshot decoder and the server's medicine schema share it without one
 * pulling the other's zod flavour into its bundle.
 */
export const AVAILABILITIES = ["In Stock", "Low Stock", "Out of Stock"] as const;
export type Availability = (typeof AVAILABILITIES)[number];
