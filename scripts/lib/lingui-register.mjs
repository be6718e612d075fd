// `tsx --import ./scripts/lib/lingui-register.mjs …`: lets scripts load app modules that import
// message catalogues (lingui-hooks.mjs).
import { register } from "node:module";

register("./lingui-hooks.mjs", import.meta.url);
