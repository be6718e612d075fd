import { messages as catalogue } from "../locales/catalogue/hi.json?lingui";
import { messages as common } from "../locales/common/hi.json?lingui";
import { messages as enquiry } from "../locales/enquiry/hi.json?lingui";
import { messages as medicine } from "../locales/medicine/hi.json?lingui";
import { messages as pages } from "../locales/pages/hi.json?lingui";

/** Every compiled Hindi message (the catalogues of lingui.config.ts, merged). */
export const hindiMessages = { ...common, ...catalogue, ...medicine, ...enquiry, ...pages };
