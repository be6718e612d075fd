import { englishMessages } from "./catalogues/en";
import { hindiMessages } from "./catalogues/hi";
import { registerCatalogue } from "./translator";

// The server renders either language, so it holds both catalogues from the start.
registerCatalogue("en", englishMessages);
registerCatalogue("hi", hindiMessages);

export { translatorFor } from "./translator";
