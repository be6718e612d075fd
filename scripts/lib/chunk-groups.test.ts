import { describe, expect, it } from "vitest";
import { barrelExports, chunkGroups, namesImportedFrom, type ModuleNode } from "./chunk-groups";

const APP = "/repo/app";
const ICONS = "/repo/node_modules/lucide-react/dist/esm";
const BARREL = `${ICONS}/lucide-react.mjs`;
const route = (name: string) => `${APP}/routes/${name}.tsx?__react-router-build-client-route`;

// A barrel of 30 icons, re-exported by name as lucide-react's index does.
const ICON_NAMES = Array.from({ length: 30 }, (_, index) => `Icon${index}`);
const barrelCode = ICON_NAMES.map((name) => `export { default as ${name} } from './icons/${name}.mjs';`).join("\n");

type Spec = { imports?: string[]; dynamic?: string[]; code?: string; entry?: boolean };

/** A module graph of a small site: the entry, the root, five routes, shared and lazy modules. */
function graph(): Map<string, ModuleNode> {
  const specs: Record<string, Spec> = {
    [`${APP}/entry.client.tsx`]: { entry: true, imports: [`${APP}/hydrate.tsx`] },
    [`${APP}/hydrate.tsx`]: { imports: ["/repo/node_modules/react/index.js"] },
    "/repo/node_modules/react/index.js": {},
    [`${APP}/root.tsx?__react-router-build-client-route`]: { entry: true, imports: [`${APP}/root.tsx`] },
    [`${APP}/root.tsx`]: { imports: [`${APP}/header.tsx`, "/repo/node_modules/react/index.js"] },
    [`${APP}/header.tsx`]: { imports: [BARREL], code: 'import { Icon1, Icon2 as Close } from "lucide-react";' },
    [BARREL]: { imports: ICON_NAMES.map((name) => `${ICONS}/icons/${name}.mjs`), code: barrelCode },
    ...Object.fromEntries(ICON_NAMES.map((name) => [`${ICONS}/icons/${name}.mjs`, {}])),
    [route("medicines")]: {
      entry: true,
      imports: [`${APP}/card.tsx`, `${APP}/filters.ts`],
      dynamic: [`${APP}/from-copy.ts`],
    },
    [route("medicine")]: {
      entry: true,
      imports: [`${APP}/card.tsx`, BARREL],
      code: 'import { Icon9 } from "lucide-react";',
    },
    [route("contact")]: {
      entry: true,
      imports: [`${APP}/seo.ts`, `${APP}/form.tsx`, `${APP}/json-ld.tsx`, `${APP}/map.tsx`],
    },
    [route("enquiry")]: { entry: true, imports: [`${APP}/form.tsx`] },
    [route("about")]: { entry: true, imports: [`${APP}/seo.ts`, `${APP}/truck.tsx`] },
    [route("home")]: { entry: true, imports: [`${APP}/seo.ts`, `${APP}/truck.tsx`, `${APP}/json-ld.tsx`] },
    [`${APP}/card.tsx`]: { imports: [`${APP}/badge.tsx`] },
    [`${APP}/badge.tsx`]: {},
    [`${APP}/filters.ts`]: {},
    [`${APP}/from-copy.ts`]: { imports: [`${APP}/filters.ts`, `${APP}/engine.ts`] },
    [`${APP}/engine.ts`]: {},
    [`${APP}/seo.ts`]: {},
    [`${APP}/truck.tsx`]: { code: "small" },
    [`${APP}/json-ld.tsx`]: { imports: [`${APP}/big-table.ts`] },
    [`${APP}/big-table.ts`]: { code: "x".repeat(10_000) },
    [`${APP}/form.tsx`]: { code: "x".repeat(5_000) },
    [`${APP}/map.tsx`]: { code: "x".repeat(5_000) },
  };
  return new Map(
    Object.entries(specs).map(([id, spec]) => [
      id,
      {
        isEntry: spec.entry ?? false,
        importedIds: spec.imports ?? [],
        dynamicallyImportedIds: spec.dynamic ?? [],
        code: spec.code ?? "",
      },
    ]),
  );
}

function chunksOf(modules: Map<string, ModuleNode>) {
  const chunkOf = chunkGroups([...modules.keys()], (id) => modules.get(id) ?? null);
  return (id: string) => chunkOf(id.startsWith("/") ? id : `${APP}/${id}`);
}

describe("chunk groups", () => {
  const chunkOf = chunksOf(graph());

  it("puts what the entry and the root use in the shell, through a barrel only the icons they import", () => {
    expect(chunkOf(`${APP}/hydrate.tsx`)).toBe("shell");
    expect(chunkOf("/repo/node_modules/react/index.js")).toBe("shell");
    expect(chunkOf(`${APP}/header.tsx`)).toBe("shell");
    expect(chunkOf(`${ICONS}/icons/Icon1.mjs`)).toBe("shell");
    expect(chunkOf(`${ICONS}/icons/Icon2.mjs`)).toBe("shell");
    // Used by one route only: it stays with that route.
    expect(chunkOf(`${ICONS}/icons/Icon9.mjs`)).toBeNull();
    expect(chunkOf(`${ICONS}/icons/Icon20.mjs`)).toBeNull();
  });

  it("groups what catalogue pages share, with the modules a catalogue page and its lazy code share", () => {
    expect(chunkOf("card.tsx")).toBe("catalogue");
    expect(chunkOf("badge.tsx")).toBe("catalogue");
    expect(chunkOf("filters.ts")).toBe("catalogue");
    // Used only by the code loaded on demand: it stays in that chunk.
    expect(chunkOf("engine.ts")).toBeNull();
  });

  it("puts modules most pages share, or small ones two share, in the shell; a big one two share in its own file", () => {
    expect(chunkOf("seo.ts")).toBe("shell");
    expect(chunkOf("truck.tsx")).toBe("shell");
    expect(chunkOf("form.tsx")).toBeNull();
    // Small itself, but it brings a big table along.
    expect(chunkOf("json-ld.tsx")).toBeNull();
  });

  it("keeps the routes' own modules out of every group", () => {
    expect(chunkOf(route("medicines"))).toBeNull();
    expect(chunkOf(`${APP}/entry.client.tsx`)).toBeNull();
    expect(chunkOf(`${APP}/root.tsx?__react-router-build-client-route`)).toBeNull();
  });

  it("leaves a catalogue module out of the group when it imports one another page uses", () => {
    const modules = graph();
    const filters = modules.get(`${APP}/filters.ts`)!;
    modules.set(`${APP}/filters.ts`, { ...filters, importedIds: [`${APP}/map.tsx`] });
    const chunkOfChanged = chunksOf(modules);
    // In the group the bundler would take the map along, and the contact page would load the group for it.
    expect(chunkOfChanged("map.tsx")).toBeNull();
    expect(chunkOfChanged("filters.ts")).toBeNull();
    expect(chunkOfChanged("card.tsx")).toBe("catalogue");
  });

  it("follows a door of the app (app/catalogue/index.ts) name by name, as the bundler does", () => {
    const modules = graph();
    const door = `${APP}/catalogue/index.ts`;
    const links = `${APP}/catalogue/urls/links.ts`;
    const medicineView = `${APP}/catalogue/medicine-view.ts`;
    const query = `${APP}/catalogue/query.ts`;
    modules.set(door, {
      isEntry: false,
      importedIds: [links, medicineView, query],
      dynamicallyImportedIds: [],
      code: 'export * from "./urls/links";\nexport { medicineView } from "./medicine-view";\nexport { search as find } from "./query";',
    });
    for (const id of [links, medicineView, query])
      modules.set(id, {
        isEntry: false,
        importedIds: [],
        dynamicallyImportedIds: [],
        code: id === links ? "small" : "x".repeat(5_000),
      });
    // Three pages import the door: two for a link, one for the medicine's view.
    const importing = (name: string, code: string) => {
      const page = modules.get(route(name))!;
      modules.set(route(name), { ...page, importedIds: [...page.importedIds, door], code });
    };
    importing("about", 'import { catalogueHref } from "~/catalogue";');
    importing("home", 'import { catalogueHref, find } from "~/catalogue";');
    importing("contact", 'import { medicineView } from "~/catalogue";');
    const chunkOfChanged = chunksOf(modules);
    // The links: shared by two pages and small enough, in the shell; the rest stays with its one page.
    expect(chunkOfChanged("catalogue/urls/links.ts")).toBe("shell");
    // Not every module the door re-exports for each page that imports it (three: the shell).
    expect(chunkOfChanged("catalogue/medicine-view.ts")).toBeNull();
    expect(chunkOfChanged("catalogue/query.ts")).toBeNull();
    expect(chunkOfChanged("catalogue/index.ts")).toBeNull();
  });

  it("needs the entry and the root route", () => {
    const modules = graph();
    modules.delete(`${APP}/entry.client.tsx`);
    expect(() => chunksOf(modules)).toThrow(/entry/);
  });
});

describe("reading barrels", () => {
  it("maps each name a barrel re-exports to its module, in both forms", () => {
    const radix = {
      id: "/repo/node_modules/radix-ui/dist/index.mjs",
      importedIds: Array.from(
        { length: 25 },
        (_, index) => `/repo/node_modules/@radix-ui/react-part${index}/dist/index.mjs`,
      ),
      code: Array.from(
        { length: 25 },
        (_, index) => `import * as Part${index} from "@radix-ui/react-part${index}";`,
      ).join("\n"),
    };
    expect(barrelExports(radix)?.get("Part3")).toBe("/repo/node_modules/@radix-ui/react-part3/dist/index.mjs");
    expect(barrelExports({ id: BARREL, importedIds: [], code: barrelCode })?.get("Icon7")).toBe(
      `${ICONS}/icons/Icon7.mjs`,
    );
  });

  it("takes a file of a few re-exports for an ordinary module", () => {
    expect(barrelExports({ id: BARREL, importedIds: [], code: "export { a } from './a.mjs';" })).toBeNull();
  });

  it("reads the names a module imports, and gives up on a namespace import", () => {
    expect(namesImportedFrom('import { Pill, X as Close, type Icon } from "lucide-react";', "lucide-react")).toEqual([
      "Pill",
      "X",
      "Icon",
    ]);
    expect(namesImportedFrom('import * as icons from "lucide-react";', "lucide-react")).toBeNull();
  });
});
