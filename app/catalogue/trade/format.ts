import type { MessageId } from "~/i18n/message-id";

const inr = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 2 });

/** A price in Indian rupees, en-IN grouping, up to two decimals (docs/product.md §9): ₹1,23,456.5 */
export function formatInr(amount: number): string {
  return inr.format(amount);
}

/** What a medicine without a readable price shows, never ₹0.00 (docs/product.md 11.1). */
export const PRICE_ON_REQUEST = "price.onRequest" satisfies MessageId;
