import type catalogue from "./locales/catalogue/en.json";
import type common from "./locales/common/en.json";
import type enquiry from "./locales/enquiry/en.json";
import type medicine from "./locales/medicine/en.json";
import type pages from "./locales/pages/en.json";

/** Every message of the interface: the keys of the English catalogues (docs/decisions/012-i18n.md). */
export type MessageId =
  keyof typeof common | keyof typeof catalogue | keyof typeof medicine | keyof typeof enquiry | keyof typeof pages;
