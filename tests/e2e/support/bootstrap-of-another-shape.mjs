// Preloaded into a built server (`NODE_OPTIONS=--import …`) by tests/e2e/page-pipeline.spec.ts: it
// makes the installed React Router write its bootstrap as a future version might, so that the page
// pipeline's rewrite of it finds nothing of what it expects (bootstrap-of-another-shape-hooks.mjs).
import { register } from "node:module";

register("./bootstrap-of-another-shape-hooks.mjs", import.meta.url);
