import { messages } from "../locales/desk/en.json?lingui";
import { addMessages } from "../translator";

// The English texts of the order desk. A module that shows them imports this
// module, so they arrive with it (docs/decisions/015-first-load.md).
addMessages("en", messages);
