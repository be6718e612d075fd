/**
 * Back-in-stock's door on the server (docs/architecture.md, "Features and their doors"): its
 * service, settings and store, as server/ starts them and the desk reads them.
 */
export { type BackInStockService } from "./service.server";
export { backInStockSettings } from "./settings.server";
export { startBackInStock } from "./start.server";
export { type StockRequestStore } from "./store.server";
