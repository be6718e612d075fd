import { messages } from "../locales/price-list/en.json?lingui";
import { addMessages } from "../translator";

// The English texts of the price list page. A module that shows them imports this
// module, so they arrive with it (docs/decisions/015-first-load.md).
addMessages("en", messages);
