/** What the buyer is told after "Notify me" (docs/product.md 17.4) */
export type NotifyOutcome =
  | "added"
  | "already"
  /** An e-mail address not confirmed yet: stored, and a link to confirm it e-mailed (decision 66). */
  | "confirm"
  | "invalid"
  | "rate-limited"
  | "in-stock";
