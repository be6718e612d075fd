import { messages } from "../locales/changes/en.json?lingui";
import { addMessages } from "../translator";

// The English texts of the "What's new" page, its files and feed. A module that shows them imports this
// module, so they arrive with it (docs/decisions/015-first-load.md).
addMessages("en", messages);
