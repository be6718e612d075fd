/** What the buyer is told after "Notify me" (docs/product.md 17.4) */
export type NotifyOutcome = "added" | "already" | "invalid" | "rate-limited" | "in-stock";
