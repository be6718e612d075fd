// Node module hooks for the scripts run by tsx (benchmarks, CLIs): a message catalogue imported
// as `…/en.json?lingui` (app/i18n/areas/) becomes a module of compiled messages, as
// @lingui/vite-plugin makes it in the app's build. Registered by lingui-register.mjs.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";

const QUERY = "?lingui";

/** @type {import("node:module").ResolveHook} */
export const resolve = async (specifier, context, nextResolve) => {
  if (!specifier.endsWith(QUERY)) return nextResolve(specifier, context);
  const resolved = await nextResolve(specifier.slice(0, -QUERY.length), context);
  return { url: `${resolved.url}${QUERY}`, format: "module", shortCircuit: true };
};

/** @type {import("node:module").LoadHook} */
export const load = async (url, context, nextLoad) => {
  if (!url.endsWith(QUERY)) return nextLoad(url, context);
  /** @type {Record<string, string>} */
  const source = JSON.parse(await readFile(fileURLToPath(url.slice(0, -QUERY.length)), "utf8"));
  const messages = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
  return { format: "module", source: `export const messages = ${JSON.stringify(messages)};`, shortCircuit: true };
};
