// The browser's entry: the hydration's code (app/page-pipeline/hydrate.tsx) is part of the shell chunk every
// page loads, so this file stays a few bytes and the bundler keeps its helpers in the shell
// (docs/decisions/015-first-load.md). React Router imports it last, once the route modules are in.
import { hydrateDocument } from "./page-pipeline/hydrate";

void hydrateDocument();
