// Module hooks (node:module register) that change React Router's bootstrap script as it loads: each
// route module is imported with `await import(…)` instead of a static `import * as routeN from …`.
// The page still runs; only the page pipeline's "scripts after the first paint" no longer applies.

/** The line of React Router's own source that writes each route module's import. */
const STATIC_ROUTE_IMPORT = "return `import * as ${routeVarName} from ${JSON.stringify(module)};`;";
const DYNAMIC_ROUTE_IMPORT = "return `const ${routeVarName} = await import(${JSON.stringify(module)});`;";

/**
 * @param {string} url
 * @param {{ format?: string | null }} context
 * @param {(url: string, context: { format?: string | null }) => Promise<{ format?: string | null; source?: string | ArrayBuffer | Uint8Array | null }>} nextLoad
 */
export async function load(url, context, nextLoad) {
  const loaded = await nextLoad(url, context);
  if (!url.includes("/node_modules/react-router/dist/") || loaded.source == null) return loaded;
  const source = typeof loaded.source === "string" ? loaded.source : new TextDecoder().decode(loaded.source);
  if (!source.includes(STATIC_ROUTE_IMPORT)) return loaded;
  return { ...loaded, source: source.replace(STATIC_ROUTE_IMPORT, DYNAMIC_ROUTE_IMPORT) };
}
