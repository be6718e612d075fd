// Node module hooks for the scripts run by tsx (benchmarks, CLIs): a message catalogue imported
// as `…/en.json?lingui` (app/i18n/areas/) becomes a module of compiled messages, as
// @lingui/vite-plugin makes it in the app's build; and the server's catalogues' eager
// `import.meta.glob` (app/i18n/catalogues/), which only Vite knows, becomes the imports it
// stands for. Registered by lingui-register.mjs.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { compileMessage } from "@lingui/message-utils/compileMessage";

const QUERY = "?lingui";

/** @type {import("node:module").ResolveHook} */
export const resolve = async (specifier, context, nextResolve) => {
  if (!specifier.endsWith(QUERY)) return nextResolve(specifier, context);
  const resolved = await nextResolve(specifier.slice(0, -QUERY.length), context);
  return { url: `${resolved.url}${QUERY}`, format: "module", shortCircuit: true };
};

/**
 * `import.meta.glob("../locales/*\/en.json", { query: "?lingui", import: "messages", eager: true })`
 * as Vite writes it out: one import per file found, the call an object of them by path. Only the
 * form the catalogues use: one `*` standing for one folder, eager, a named import.
 */
const EAGER_GLOB =
  /import\.meta\.glob\(\s*"([^"*]*)\*([^"*]*)"\s*,\s*\{\s*query:\s*"([^"]*)"\s*,\s*import:\s*"(\w+)"\s*,\s*eager:\s*true\s*,?\s*\}\s*\)/g;

/**
 * @param {string} source
 * @param {string} url
 * @returns {Promise<string>}
 */
async function expandEagerGlobs(source, url) {
  const folder = path.dirname(fileURLToPath(url));
  /** @type {string[]} */
  const imports = [];
  let replaced = source;
  for (const match of source.matchAll(EAGER_GLOB)) {
    const [call, before = "", after = "", query = "", name = ""] = match;
    const parent = path.resolve(folder, before);
    /** @type {string[]} */
    const found = [];
    for (const entry of await readdir(parent, { withFileTypes: true })) {
      const relative = `${before}${entry.name}${after}`;
      const file = path.resolve(folder, relative);
      if (
        await readFile(file).then(
          () => true,
          () => false,
        )
      )
        found.push(relative);
    }
    const entries = found.sort().map((relative) => {
      const local = `__glob${imports.length}`;
      imports.push(`import { ${name} as ${local} } from ${JSON.stringify(`${relative}${query}`)};`);
      return `${JSON.stringify(relative)}: ${local}`;
    });
    replaced = replaced.replace(call, `{ ${entries.join(", ")} }`);
  }
  return `${imports.join("\n")}\n${replaced}`;
}

/** @type {import("node:module").LoadHook} */
export const load = async (url, context, nextLoad) => {
  if (url.endsWith(QUERY)) {
    /** @type {Record<string, string>} */
    const source = JSON.parse(await readFile(fileURLToPath(url.slice(0, -QUERY.length)), "utf8"));
    const messages = Object.fromEntries(Object.entries(source).map(([id, text]) => [id, compileMessage(text)]));
    return { format: "module", source: `export const messages = ${JSON.stringify(messages)};`, shortCircuit: true };
  }
  const loaded = await nextLoad(url, context);
  if (!url.startsWith("file:") || loaded.source == null) return loaded;
  const source = typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source);
  if (!source.includes("import.meta.glob(")) return loaded;
  return { ...loaded, source: await expandEagerGlobs(source, url) };
};
