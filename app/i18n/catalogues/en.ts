import { messages as common } from "../locales/common/en.json?lingui";
import { messages as catalogue } from "../locales/catalogue/en.json?lingui";
import { messages as medicine } from "../locales/medicine/en.json?lingui";
import { messages as priceList } from "../locales/price-list/en.json?lingui";
import { messages as enquiry } from "../locales/enquiry/en.json?lingui";
import { messages as home } from "../locales/home/en.json?lingui";
import { messages as about } from "../locales/about/en.json?lingui";
import { messages as manufacturers } from "../locales/manufacturers/en.json?lingui";
import { messages as manufacturer } from "../locales/manufacturer/en.json?lingui";

/** Every compiled English message (the catalogues of lingui.config.ts, merged): the server's and the scripts'. */
export const englishMessages = {
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
