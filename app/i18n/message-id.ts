import type common from "./locales/common/en.json";
import type catalogue from "./locales/catalogue/en.json";
import type medicine from "./locales/medicine/en.json";
import type priceList from "./locales/price-list/en.json";
import type enquiry from "./locales/enquiry/en.json";
import type home from "./locales/home/en.json";
import type about from "./locales/about/en.json";
import type manufacturers from "./locales/manufacturers/en.json";
import type manufacturer from "./locales/manufacturer/en.json";
import type desk from "./locales/desk/en.json";
import type changes from "./locales/changes/en.json";

/** Every message of the interface: the keys of the English catalogues (docs/decisions/012-i18n.md). */
export type MessageId =
  | keyof typeof common
  | keyof typeof catalogue
  | keyof typeof medicine
  | keyof typeof priceList
  | keyof typeof enquiry
  | keyof typeof home
  | keyof typeof about
  | keyof typeof manufacturers
  | keyof typeof manufacturer
  | keyof typeof desk
  | keyof typeof changes;
