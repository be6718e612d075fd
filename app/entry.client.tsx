// The browser's entry is this one import: the hydration (app/hydrate.tsx) is part of the shell
// chunk every page loads, so the entry's own file stays a few bytes and the bundler keeps its
// helpers in the shell instead of a file of their own (docs/decisions/015-first-load.md).
import "./hydrate";
