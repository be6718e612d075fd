import { englishMessages } from "./catalogues/en";
import { hindiMessages } from "./catalogues/hi";
import { addMessages } from "./translator";

// The server renders either language, so it holds both catalogues, every area, from the start.
addMessages("en", englishMessages);
addMessages("hi", hindiMessages);

export { translatorFor } from "./translator";
