/**
 * The catalogue's public entry (docs/architecture.md, "The catalogue's doors"): what the enquiry
 * list, the desk and app/server use of it; `npm run lint` refuses an import past it from those
 * areas. This half is what browser code may import: only light modules without side effects, so
 * that a page's bundle keeps only what it uses. What the server runs (the store, the order-line
 * matching, the searches that found nothing) is the other half, `index.server.ts`.
 */

// Its links: every catalogue address.
export * from "./urls/links";

// Its card model: a medicine, its availability and the trade's numbers as cards and lines say them.
export type { Availability, Medicine } from "./medicine/medicine";
export { orderUnitOf, type OrderUnit } from "./pack/order-unit";
export { formatInr } from "./trade/format";
export { DEFAULT_RATE_LABEL, RATE_LABELS, rateLabelText, useRateLabel, type RateTerms } from "./trade/rate-label";
export { schemeText, type Scheme } from "./trade/scheme";
export { cardAvailability, renderAvailabilityBadge } from "./components/availability-badge";
export { messageWithElements } from "./components/message-parts";

// The bounds of an order as it enters (the forms say them); the matching itself is in index.server.ts.
export {
  isOrderLineTooLong,
  lineStart,
  orderInputText,
  postedOrderLine,
  ORDER_LINE_MAX_CHARACTERS,
  ORDER_LINE_MAX_WORDS,
  ORDER_MAX_LINES,
  ORDER_TEXT_MAX_CHARACTERS,
} from "./order-lines/order-input";
export type { OrderLineMatch } from "./order-lines/match-order-line";

// Its search, as the desk reads what buyers searched for.
export { normalizeMissText } from "./search-misses/normalize";
