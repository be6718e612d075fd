const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 });

/** A price in Indian rupees, en-IN grouping, up to two decimals (docs/product.md §9): ₹1,23,456.5 */
export function formatInr(amount: number): string {
  return inr.format(amount);
}
