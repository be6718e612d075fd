import path from "node:path";
import type { Plugin } from "vite";

/** What the chunk grouping needs to know of a module: its static imports, its code, whether it is an entry. */
export type ModuleNode = {
  isEntry: boolean;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
  code: string | null;
};

/** The chunk a module is put in, or null to leave it to the bundler's own splitting (a route's own code). */
export type ChunkOf = (moduleId: string) => "shell" | "catalogue" | null;

/** Routes whose shared code is one chunk: the catalogue, a medicine, a manufacturer, the price list. */
const CATALOGUE_ROUTE = /\/app\/routes\/(?:medicines|medicine|manufacturer|price-list)\.tsx\?/;
const CLIENT_ENTRY = /\/app\/entry\.client\.tsx$/;
const ROOT_ROUTE = /\/app\/root\.tsx\?/;
const ROUTE = /\/app\/routes\/[^/]+\?/;
/** Bytes of code (with its imports) under which a module two pages share goes in the shell rather than a file of its own. */
const SMALL_MODULE = 4_000;
/** The bundler's own helpers (module loading), which every page needs. */
const BUNDLER_RUNTIME = /^\0?rolldown[:/]runtime/;

/** The package a module file belongs to (`lucide-react`, `@radix-ui/react-slot`), or null outside node_modules. */
function packageOf(id: string): string | null {
  return /\/node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(id)?.[1] ?? null;
}

/**
 * What a barrel module (a file of re-exports, such as lucide-react's or radix-ui's index) exports,
 * name by name: `export { default as Pill } from './icons/pill.mjs'` and
 * `import * as Slot from "@radix-ui/react-slot"; export { Slot }`. Null when the module is not one.
 */
export function barrelExports(
  barrel: Pick<ModuleNode, "importedIds" | "code"> & { id: string },
): Map<string, string> | null {
  const code = barrel.code ?? "";
  const targets = new Map<string, string>();
  const resolve = (specifier: string) =>
    specifier.startsWith(".")
      ? path.resolve(path.dirname(barrel.id), specifier)
      : barrel.importedIds.find((id) => packageOf(id) === specifier);
  for (const [, names = "", specifier = ""] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const target = resolve(specifier);
    if (!target) continue;
    for (const name of names.split(","))
      targets.set(
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()!,
        target,
      );
  }
  for (const [, name = "", specifier = ""] of code.matchAll(/import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']/g)) {
    const target = resolve(specifier);
    if (target) targets.set(name, target);
  }
  // A file of a few re-exports is a module like any other; a barrel re-exports dozens.
  return targets.size >= 20 ? targets : null;
}

/** The names a module imports from a package: `import { Pill, X as Close } from "lucide-react"` → Pill, X. */
export function namesImportedFrom(code: string, packageName: string): string[] | null {
  const names: string[] = [];
  const quoted = packageName.replace(/[/\\^$*+?.()|[\]{}]/g, "\\$&");
  for (const [, list = ""] of code.matchAll(new RegExp(`import\\s*\\{([^}]*)\\}\\s*from\\s*["']${quoted}["']`, "g"))) {
    for (const part of list.split(",")) {
      const name = part
        .trim()
        .replace(/^type\s+/, "")
        .split(/\s+as\s+/)[0];
      if (name) names.push(name);
    }
  }
  // `import * as all` or a default import of the barrel: everything it exports may be used.
  if (new RegExp(`import\\s+[\\w*][^;]*from\\s*["']${quoted}["']`).test(code)) return null;
  return names;
}

/** A folder's door inside the app: its index.ts, a file of re-exports only (docs/architecture.md). */
const DOOR = /\/app\/(.+)\/index\.tsx?$/;

/**
 * A folder's door inside the app (`app/catalogue/index.ts`, `app/catalogue/components/index.ts`:
 * a file of re-exports, docs/architecture.md), as the code imports it: `~/catalogue`. Null for
 * any other module.
 */
function doorSpecifier(id: string): string | null {
  if (packageOf(id)) return null;
  const folder = DOOR.exec(id)?.[1];
  return folder ? `~/${folder}` : null;
}

/**
 * What a door of the app re-exports: by name (`export { formatInr } from "./trade/format"`), and
 * whole (`export * from "./urls/links"`), where any other name it offers comes from.
 */
export function doorExports(door: Pick<ModuleNode, "importedIds" | "code"> & { id: string }): {
  named: Map<string, string>;
  whole: string[];
} {
  const code = door.code ?? "";
  const resolve = (specifier: string) => {
    const target = path.resolve(path.dirname(door.id), specifier);
    return door.importedIds.find((id) => id === target || id.replace(/\.[cm]?[jt]sx?$/, "") === target);
  };
  const named = new Map<string, string>();
  for (const [, names = "", specifier = ""] of code.matchAll(/export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g)) {
    const target = resolve(specifier);
    if (!target) continue;
    for (const name of names.split(",")) {
      const exported = name
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (exported && !exported.startsWith("type ")) named.set(exported, target);
    }
  }
  const whole = [...code.matchAll(/export\s*\*\s*from\s*["']([^"']+)["']/g)].flatMap(
    ([, specifier = ""]) => resolve(specifier) ?? [],
  );
  return { named, whole };
}

/** A module of re-exports as an importer sees it: the specifier it is imported by, where each name comes from. */
type Barrel = { specifier: string; named: Map<string, string>; rest: readonly string[] };

function barrelOfNode(id: string, node: ModuleNode | null): Barrel | null {
  if (!node) return null;
  const packageName = packageOf(id);
  if (packageName) {
    const named = barrelExports({ id, code: node.code, importedIds: node.importedIds });
    // A name it does not re-export by name: the barrel itself, and all it imports.
    return named ? { specifier: packageName, named, rest: [id] } : null;
  }
  const door = doorSpecifier(id);
  if (!door) return null;
  const { named, whole } = doorExports({ id, code: node.code, importedIds: node.importedIds });
  return { specifier: door, named, rest: whole };
}

/**
 * The modules a start module reaches by static imports. Through a barrel it follows only the
 * names imported from it, as the bundler's tree shaking does: the header's four icons, not the
 * 1,600 that lucide-react's index re-exports; the catalogue's card model, not every module its
 * entry (`~/catalogue`) re-exports, which would otherwise count as used by every page that
 * imports the entry, and go in the shell.
 */
function reachedFrom(start: string, moduleOf: (id: string) => ModuleNode | null): Set<string> {
  const barrels = new Map<string, Barrel | null>();
  const barrelOf = (id: string) => {
    if (!barrels.has(id)) barrels.set(id, barrelOfNode(id, moduleOf(id)));
    return barrels.get(id)!;
  };
  const reached = new Set<string>();
  const stack = [start];
  while (stack.length > 0) {
    const id = stack.pop()!;
    if (reached.has(id)) continue;
    const node = moduleOf(id);
    if (!node) continue;
    reached.add(id);
    for (const imported of node.importedIds) {
      const barrel = barrelOf(imported);
      const names = barrel ? namesImportedFrom(node.code ?? "", barrel.specifier) : null;
      if (!barrel || !names) stack.push(imported);
      else for (const name of names) stack.push(...(barrel.named.has(name) ? [barrel.named.get(name)!] : barrel.rest));
    }
  }
  return reached;
}

/**
 * Sorts the browser's modules into a few files per page (docs/decisions/015-first-load.md):
 *  - `shell`: everything the entry module and the root route reach by static imports (React,
 *    React Router, the i18n runtime, header, footer): one file every page loads;
 *  - `catalogue`: what two or more catalogue routes share and no other route uses (cards, badges,
 *    paging): one file;
 *  - everything else stays with the one route that uses it, or in a chunk loaded on demand.
 * Left to itself the bundler makes a chunk for every set of importers: 28–37 files a page.
 */
export function chunkGroups(moduleIds: readonly string[], moduleOf: (id: string) => ModuleNode | null): ChunkOf {
  const entries = moduleIds.filter((id) => moduleOf(id)?.isEntry);
  const entry = entries.find((id) => CLIENT_ENTRY.test(id));
  const root = entries.find((id) => ROOT_ROUTE.test(id));
  if (!entry || !root) throw new Error("chunk groups: the client entry or the root route was not found");

  const shell = new Set([...reachedFrom(entry, moduleOf), ...reachedFrom(root, moduleOf)]);
  shell.delete(entry);
  shell.delete(root);

  // The routes, and the modules loaded on demand, that use each module the shell does not have.
  const lazyEntries = new Set(moduleIds.flatMap((id) => moduleOf(id)?.dynamicallyImportedIds ?? []));
  const usersOf = new Map<string, string[]>();
  for (const user of [...entries.filter((id) => ROUTE.test(id)), ...lazyEntries]) {
    for (const id of reachedFrom(user, moduleOf)) {
      if (id !== user && !shell.has(id)) usersOf.set(id, [...(usersOf.get(id) ?? []), user]);
    }
  }
  // A module's code with all it brings along that the shell does not have yet.
  const weightOf = (id: string) =>
    [...reachedFrom(id, moduleOf)].reduce(
      (sum, reached) => sum + (shell.has(reached) ? 0 : (moduleOf(reached)?.code?.length ?? 0)),
      0,
    );
  const catalogue = new Set<string>();
  for (const [id, users] of usersOf) {
    const routes = users.filter((user) => ROUTE.test(user));
    const catalogueOnly = routes.every((route) => CATALOGUE_ROUTE.test(route));
    // Shared beyond the catalogue: used by most pages (the page metadata, breadcrumbs, the error
    // panel) or small (an icon): cheaper in the file every page loads than as a file of its own.
    if (!catalogueOnly && routes.length >= 2 && (routes.length >= 3 || weightOf(id) <= SMALL_MODULE)) shell.add(id);
    // Shared by catalogue pages, or by one and the code it loads later: loaded with the page.
    else if (catalogueOnly && routes.length >= 1 && users.length >= 2) catalogue.add(id);
  }
  // The bundler puts a group's imports in its chunk too: a catalogue module that imports one used
  // elsewhere would drag it in, and the other page would load the catalogue chunk for it.
  for (let changed = true; changed;) {
    changed = false;
    for (const id of catalogue) {
      const imports = moduleOf(id)?.importedIds ?? [];
      if (imports.some((imported) => usersOf.has(imported) && !shell.has(imported) && !catalogue.has(imported))) {
        catalogue.delete(id);
        changed = true;
      }
    }
  }
  return (id) => (shell.has(id) || BUNDLER_RUNTIME.test(id) ? "shell" : catalogue.has(id) ? "catalogue" : null);
}

/**
 * The Vite plugin: in the browser build, reads the module graph once it is complete and hands
 * the bundler the two groups.
 */
export function chunkGroupsPlugin(): Plugin {
  let chunkOf: ChunkOf | null = null;
  const groupOf = (id: string) => {
    if (!chunkOf) throw new Error("chunk groups: asked before the module graph was read");
    return chunkOf(id);
  };
  return {
    name: "pharma-catalogue:chunk-groups",
    applyToEnvironment: (environment) => environment.name === "client",
    // A door is re-exports only: told so, the bundler follows each name a page imports to its
    // module and leaves the others out of that page's files. Otherwise every module a door
    // re-exports counts as used by each page that imports the door, and they share one file.
    transform(code, id) {
      if (doorSpecifier(id)) return { code, map: null, moduleSideEffects: false };
    },
    buildEnd() {
      chunkOf = chunkGroups([...this.getModuleIds()], (id) => this.getModuleInfo(id));
    },
    outputOptions(options) {
      return {
        ...options,
        codeSplitting: {
          groups: [
            { name: "shell", test: (id: string) => groupOf(id) === "shell", priority: 2 },
            { name: "catalogue", test: (id: string) => groupOf(id) === "catalogue", priority: 1 },
          ],
        },
      };
    },
  };
}
