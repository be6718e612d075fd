import { messages } from "../locales/enquiry/en.json?lingui";
import { addMessages } from "../translator";

// The English texts of the contact form and enquiry list. A module that shows them imports this
// module, so they arrive with it (docs/decisions/015-first-load.md).
addMessages("en", messages);
