import { messages as catalogue } from "../locales/catalogue/en.json?lingui";
import { messages as common } from "../locales/common/en.json?lingui";
import { messages as enquiry } from "../locales/enquiry/en.json?lingui";
import { messages as medicine } from "../locales/medicine/en.json?lingui";
import { messages as pages } from "../locales/pages/en.json?lingui";

/** Every compiled English message (the catalogues of lingui.config.ts, merged). */
export const englishMessages = { ...common, ...catalogue, ...medicine, ...enquiry, ...pages };
