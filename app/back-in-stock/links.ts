/**
 * "Notify me when it is back" (docs/product.md 17.4): addresses written as the English pages'
 * (`~/i18n/link` and `pathInLanguage` put them under /hi). Relative imports only: app/routes.ts reads this.
 */

/** Where a medicine's page holds the form: its card's link and the form's answer lead there. */
export const NOTIFY_ANCHOR = "notify";

/** The page of an e-mail's stop link: `?token=…`. */
export const STOCK_STOP_PATH = "/stock/stop";

/** The page of a confirm link (decision 66): `?token=…`. */
export const STOCK_CONFIRM_PATH = "/stock/confirm";
