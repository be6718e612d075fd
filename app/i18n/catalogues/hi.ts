import { messages as common } from "../locales/common/hi.json?lingui";
import { messages as catalogue } from "../locales/catalogue/hi.json?lingui";
import { messages as medicine } from "../locales/medicine/hi.json?lingui";
import { messages as priceList } from "../locales/price-list/hi.json?lingui";
import { messages as enquiry } from "../locales/enquiry/hi.json?lingui";
import { messages as home } from "../locales/home/hi.json?lingui";
import { messages as about } from "../locales/about/hi.json?lingui";
import { messages as manufacturers } from "../locales/manufacturers/hi.json?lingui";
import { messages as manufacturer } from "../locales/manufacturer/hi.json?lingui";

/** Every compiled Hindi message (the catalogues of lingui.config.ts, merged): a Hindi page loads them all. */
export const hindiMessages = {
  ...common,
  ...catalogue,
  ...medicine,
  ...priceList,
  ...enquiry,
  ...home,
  ...about,
  ...manufacturers,
  ...manufacturer,
};
