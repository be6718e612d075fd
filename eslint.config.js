import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";
import house from "./eslint-rules/feature-doors.js";

// Module boundaries. Every feature is reached from outside only through its doors (FEATURES below,
// one rule for all); the catalogue and the enquiries stand alone; shared UI
// (app/components) imports no feature and no route; links come from ~/i18n/link (Hindi pages keep /hi); only app/routes.ts names route modules; code
// that can reach the browser bundle imports no `.server` module. Flat config replaces a rule's
// options instead of merging them, so every area lists all the patterns that apply to it.

/** Files allowed to import `.server` modules: they never reach the browser bundle. */
const SERVER_SIDE = [
  "**/*.server.ts",
  "**/*.server.tsx",
  "**/*.server.test.ts", // a server module's tests
  "**/*.server.test-support.ts", // what a server module's tests share
  "server/**",
  "scripts/**",
  "bench/**",
  "tests/**",
  "app/routes/**", // React Router strips loaders and actions from the client bundle
  "app/root.tsx", // the root route, likewise
  "app/composition/load-context.ts",
];

const ROUTE_MESSAGE = "Only app/routes.ts names route modules; move what is shared out of app/routes/.";
const NO_ROUTE_MODULES = { regex: String.raw`^(~/|(\.\./)+(app/)?)routes(/(?!\+types/)|$)`, message: ROUTE_MESSAGE };
const NO_SIBLING_ROUTE_MODULES = { regex: String.raw`^\./(?!\+types/)`, message: ROUTE_MESSAGE };
const NO_SERVER_MODULES = {
  regex: String.raw`\.server(\.[cm]?[jt]sx?)?$`,
  allowTypeImports: true, // erased at compile time: never in the bundle
  message:
    "Browser code must not import a .server module (only *.server.ts(x), route modules, server/, scripts/, bench/ and tests/ may).",
};
const NO_ENQUIRIES = {
  regex: String.raw`^(~/|(\.\./)+)enquiries(/|$)`,
  message: "The catalogue feature must not import the enquiries feature.",
};
const NO_CATALOGUE = {
  regex: String.raw`^(~/|(\.\./)+)catalogue(/|$)`,
  message: "The enquiries feature must not import the catalogue feature.",
};
const NO_DESK = {
  regex: String.raw`^(~/|(\.\./)+)desk(/|$)`,
  message: "Only the desk's routes and server/ use the order desk.",
};
const NO_SHARED_UI = {
  regex: String.raw`^(~/|(\.\./)+)components(/|$)`,
  message: "The server's infrastructure renders nothing: it does not import app/components.",
};
/** Interface texts are a ground floor: every area uses them, so they import no area (a ui helper excepted). */
const NO_AREAS_BUT_UI = {
  regex: String.raw`^(~/|(\.\./)+)(components/(?!ui/)|(back-in-stock|catalogue|csp|desk|enquiries|enquiry-list|orders|page-pipeline|seo|server|service-worker|site)(/|$))`,
  message: "app/i18n is used by every area and imports none of them (only ~/components/ui/* for its switch's styling).",
};
const LINKS_IN_LANGUAGE = {
  group: ["react-router"],
  importNames: ["Link", "NavLink", "Form"],
  message: "Import Link, NavLink and Form from ~/i18n/link: they keep a Hindi page's links under /hi.",
};
/**
 * Shared UI sits in the shell every page loads: it takes the catalogue's links module itself, not
 * the entry (~/catalogue), whose other modules the bundler would then put in the shell too.
 */
const NO_FEATURES_BUT_CATALOGUE_LINKS = {
  regex: String.raw`^(~/|(\.\./)+)(enquiries(/|$)|catalogue(/(?!urls/links(\.ts)?$)|$))`,
  message: "Shared UI must not import a feature; ~/catalogue/urls/links (the catalogue's URLs) is the one exception.",
};

/**
 * The catalogue's layers, lowest first, along its pipeline: the core (its vocabulary: medicine,
 * pack, text, URL state…) → sheet → import → store → query → what is built on the query →
 * components, and app/routes above all. A layer imports only from the layers below it
 * (docs/architecture.md). `modules` names a layer's modules as imported from inside the catalogue.
 */
const CATALOGUE_LAYERS = [
  {
    files: ["app/catalogue/{text,medicine,trade,pack,urls,loading,images}/**", "app/catalogue/settings.server.ts"],
    modules: [],
    atRoot: true,
  },
  { files: ["app/catalogue/sheet/**"], modules: ["sheet/"] },
  { files: ["app/catalogue/import/**"], modules: ["import/"] },
  {
    files: [
      "app/catalogue/{store,store-state,store-snapshot,last-good,shrink-guard}.server.ts",
      "app/catalogue/shared-version/**",
    ],
    modules: [String.raw`(store|store-state|store-snapshot|last-good|shrink-guard)\.server(\.ts)?$`, "shared-version/"],
    atRoot: true,
  },
  { files: ["app/catalogue/query/**"], modules: ["query/"] },
  {
    files: ["app/catalogue/{browser,changes,compare,manufacturers,order-lines,price-list,search-misses}/**"],
    modules: ["browser/", "changes/", "compare/", "manufacturers/", "order-lines/", "price-list/", "search-misses/"],
  },
  { files: ["app/catalogue/components/**"], modules: ["components/"] },
  // The entry, the one door from outside (docs/architecture.md): nothing inside imports it.
  { files: ["app/catalogue/index{,.server}.ts"], modules: [String.raw`index(\.server)?(\.ts)?$`], atRoot: true },
];
/** Tests may use a module together with the layers above it (a whole catalogue loaded, queried and compared). */
const TESTS = ["**/*.test.{ts,tsx}", "**/*.test-data.ts", "**/*.test-support.ts"];

/** The patterns that keep a catalogue layer from importing the layers above it. */
function noCatalogueLayersAbove(index) {
  const above = CATALOGUE_LAYERS.slice(index + 1).flatMap((layer) => layer.modules);
  if (above.length === 0) return [];
  // Root files name siblings with "./"; from a folder, "./x/" is inside that folder (manufacturers/components/).
  const prefix = CATALOGUE_LAYERS[index].atRoot
    ? String.raw`(~/catalogue/|\./|(\.\./)+)`
    : String.raw`(~/catalogue/|(\.\./)+)`;
  const modules = above.map((module) => module.replace(/\/$/, "(/|$)")).join("|");
  return [
    {
      regex: `^${prefix}(${modules})`,
      message:
        "Inside the catalogue, import only from the layers below: core → sheet → import → store → query → browser, changes, compare, manufacturers, order-lines, price-list, search-misses → components (docs/architecture.md).",
    },
  ];
}

/**
 * The features: folders under app/ that are reached from outside (root.tsx, server/, scripts/,
 * bench/, routes and the other features alike) only through their doors, `index.ts` (what browser
 * code may import) and `index.server.ts` (what the server runs); the catalogue has a third, its
 * components (docs/architecture.md, "Features and their doors"). A new feature is one more name
 * here. The floors every feature stands on (components, composition, formatting, i18n,
 * page-pipeline, server, service-worker) are not features.
 */
const FEATURES = ["back-in-stock", "backup", "catalogue", "desk", "enquiries", "enquiry-list", "seo"];
// A feature's db-schema.ts that builds on another's table types imports that schema itself:
// drizzle-kit loads schemas on their own, without the bundler a door would need.
const FEATURE_DOORS = { features: FEATURES, doors: { catalogue: ["components/index"], enquiries: ["db-schema"] } };
/**
 * The route table and the service worker's addresses are read at build time on their own, before
 * the app's aliases and without loading a feature: they take a feature's addresses from its links
 * module.
 */
const ADDRESS_DOORS = {
  features: FEATURES,
  doors: {
    "back-in-stock": ["links"],
    catalogue: ["components/index", "urls/links"],
    desk: ["links"],
    "enquiry-list": ["links"],
    seo: ["links"],
  },
};

const restrictImports = (patterns) => ({ "@typescript-eslint/no-restricted-imports": ["error", { patterns }] });

/** Restricts imports in `files`; browser code among them also may not import `.server` modules. */
function boundary(files, patterns, ignores = []) {
  return [
    { files, ignores, rules: restrictImports(patterns) },
    { files, ignores: [...ignores, ...SERVER_SIDE], rules: restrictImports([...patterns, NO_SERVER_MODULES]) },
  ];
}

const NO_OWN_ENTRY = {
  regex: String.raw`^~/catalogue(/index(\.server)?|/components(/index)?)?(\.ts)?$`,
  message:
    "Inside the catalogue, import the module itself: its doors (index.ts, index.server.ts, components/index.ts) are for the areas outside.",
};
const CATALOGUE_PATTERNS = [NO_ROUTE_MODULES, NO_ENQUIRIES, NO_OWN_ENTRY, LINKS_IN_LANGUAGE];

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "coverage/"] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-explicit-any": "error",
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
      "@typescript-eslint/no-non-null-assertion": "off",
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
    },
  },
  {
    files: ["app/**/*.tsx"],
    plugins: { "react-hooks": reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  { files: ["app/**/*.tsx"], ...jsxA11y.flatConfigs.strict },
  {
    files: ["app/service-worker/worker.js"],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    // Playwright fixtures must destructure their (empty) dependencies.
    files: ["tests/e2e/**/*.ts"],
    rules: { "no-empty-pattern": "off" },
  },
  { files: ["**/*.{js,ts,tsx}"], rules: restrictImports([NO_ROUTE_MODULES]) },
  {
    files: ["**/*.{js,ts,tsx}"],
    // Tests may reach a feature's insides: they check the modules themselves. Scripts and benches
    // run under tsx, without the bundler: a door would load every module it re-exports, among them
    // the Lingui catalogues only Vite can load (import.meta.glob), so they (and the three modules
    // they load from app/ and server/) import modules themselves.
    ignores: [
      "tests/**",
      "scripts/**",
      "bench/**",
      "server/prepare-catalogue.ts",
      "app/seo/sitemap.server.ts",
      "app/composition/config.server.ts",
      ...TESTS,
    ],
    plugins: { house },
    rules: { "house/feature-doors": ["error", FEATURE_DOORS] },
  },
  {
    files: ["app/routes.ts", "app/service-worker/addresses.ts"],
    rules: { "house/feature-doors": ["error", ADDRESS_DOORS] },
  },
  ...boundary(["app/**/*.{ts,tsx}"], [NO_ROUTE_MODULES, LINKS_IN_LANGUAGE]),
  ...boundary(["app/catalogue/**/*.{ts,tsx}"], CATALOGUE_PATTERNS),
  // Later blocks replace the rule's options for their files: each layer lists the catalogue's patterns too.
  ...CATALOGUE_LAYERS.flatMap((layer, index) =>
    boundary(layer.files, [...CATALOGUE_PATTERNS, ...noCatalogueLayersAbove(index)], TESTS),
  ),
  // Zones (docs/architecture.md): each area imports only the doors of the areas beside it.
  // The enquiry list uses the catalogue through its entry; it never reaches into the desk.
  ...boundary(["app/enquiry-list/**/*.{ts,tsx}"], [NO_ROUTE_MODULES, NO_DESK, LINKS_IN_LANGUAGE]),
  // The server's infrastructure: the catalogue and the enquiry list through their doors, no shared UI.
  ...boundary(["app/server/**/*.{ts,tsx}"], [NO_ROUTE_MODULES, NO_SHARED_UI, LINKS_IN_LANGUAGE]),
  ...boundary(["app/enquiries/**/*.{ts,tsx}"], [NO_ROUTE_MODULES, NO_CATALOGUE, LINKS_IN_LANGUAGE]),
  // The order desk reads the other features through their public modules, never the enquiry list's insides.
  ...boundary(["app/desk/**/*.{ts,tsx}"], [NO_ROUTE_MODULES, LINKS_IN_LANGUAGE]),
  ...boundary(
    ["app/components/**/*.{ts,tsx}"],
    [NO_ROUTE_MODULES, NO_FEATURES_BUT_CATALOGUE_LINKS, NO_DESK, LINKS_IN_LANGUAGE],
  ),
  // Pages: the catalogue through its three doors.
  ...boundary(["app/routes/**/*.{ts,tsx}"], [NO_ROUTE_MODULES, NO_SIBLING_ROUTE_MODULES, LINKS_IN_LANGUAGE]),
  // The one place that wraps React Router's links; a ground floor every area stands on.
  ...boundary(["app/i18n/**/*.{ts,tsx}"], [NO_ROUTE_MODULES, NO_AREAS_BUT_UI]),
  // A route module's own tests import it (they never reach a bundle).
  { files: ["app/routes/**/*.test.{ts,tsx}"], rules: restrictImports([NO_ROUTE_MODULES]) },
);
