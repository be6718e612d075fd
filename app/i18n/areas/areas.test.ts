import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// English pages carry only the texts of the modules they load (docs/decisions/015-first-load.md):
// each module naming a message of an area other than "common" imports that area's module, so
// the texts arrive with whatever shows them. Without it a page would show a message id.
const LOCALES = "app/i18n/locales";
const areaOf = new Map<string, string>();
for (const area of readdirSync(LOCALES)) {
  const messages = JSON.parse(readFileSync(`${LOCALES}/${area}/en.json`, "utf8")) as Record<string, string>;
  for (const id of Object.keys(messages)) areaOf.set(id, area);
}

/** The app's modules; server-only ones (`.server.ts`) only when asked, the server holding every area (i18n.server.ts). */
function sourceFiles(folder: string, options = { withServer: false }): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(file, options);
    const isSource = /\.tsx?$/.test(entry.name) && !/\.(test|test-data|test-support)\.tsx?$|\.d\.ts$/.test(entry.name);
    return isSource && (options.withServer || !entry.name.includes(".server.")) ? [file] : [];
  });
}

/** The areas of the message ids a module names (as string literals: `t("catalogue.heading")`, tables of ids). */
function areasNamedIn(source: string): Set<string> {
  const areas = new Set<string>();
  for (const [, id = ""] of source.matchAll(/["'`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)*)["'`]/g)) {
    const area = areaOf.get(id);
    if (area) areas.add(area);
  }
  return areas;
}

const modules = sourceFiles("app").filter((file) => !file.startsWith("app/i18n/"));

describe("message areas", () => {
  it.each(modules)("%s imports the area of every message it names", (file) => {
    const source = readFileSync(file, "utf8");
    const needed = [...areasNamedIn(source)].filter((area) => area !== "common").sort();
    const imported = [...source.matchAll(/^import "~\/i18n\/areas\/([a-z-]+)";$/gm)]
      .map(([, area]) => area)
      .filter((area) => area !== "common")
      .sort();
    expect(imported).toEqual(needed);
  });

  it("finds every message outside common named in some module, so the check above sees them all", () => {
    const named = new Set<string>();
    for (const file of sourceFiles("app", { withServer: true })) {
      const source = readFileSync(file, "utf8");
      for (const [, id = ""] of source.matchAll(/["'`]([a-zA-Z]+(?:\.[a-zA-Z0-9]+)*)["'`]/g)) named.add(id);
    }
    // An id put together at run time (`category.${id}`) is safe only in "common", which every page has.
    const composed = [...areaOf].filter(([id, area]) => !named.has(id) && area !== "common");
    expect(composed).toEqual([]);
  });
});
