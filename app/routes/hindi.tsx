import { Outlet } from "react-router";
import { hindiMessages } from "~/i18n/catalogues/hi";
import { addMessages } from "~/i18n/translator";

// Every page under /hi sits in this route, so React Router preloads its module, the Hindi texts,
// with the page's other scripts and evaluates it before hydrating (docs/decisions/015-first-load.md).
// English pages never load it.
addMessages("hi", hindiMessages);

export default function Hindi() {
  return <Outlet />;
}
