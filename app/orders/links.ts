/**
 * A buyer's order page (docs/product.md 12.3b): `/orders/{token}`, and `/hi/orders/{token}`. The
 * token is the page's only key (app/enquiries/order-token.server.ts); the address is never listed.
 */
export const ORDERS_PATH = "/orders";

/** The order page of the order whose token is `token`, as the English page's path. */
export function orderPath(token: string): string {
  return `${ORDERS_PATH}/${token}`;
}
