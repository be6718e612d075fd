import { createHash } from "node:crypto";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { runnerImport, type Plugin, type Rollup } from "vite";
import * as z from "zod";

/**
 * The service worker as the browser gets it: app/service-worker/worker.js after the site's
 * addresses it uses (app/service-worker/addresses.ts, taken from the links modules). The worker
 * is plain JavaScript the browser runs as it is; the addresses are written in when it is built,
 * so that a path changed in a links module cannot leave the worker with the old one.
 */

const WORKER = "app/service-worker/worker.js";
/** The catalogue page's route module: the page the worker saves at install (addresses.ts). */
const CATALOGUE_ROUTE = "app/routes/medicines.tsx";
const ADDRESSES = "app/service-worker/addresses.ts";

const addressesModule = z.object({
  SERVICE_WORKER_ADDRESSES: z.record(z.string(), z.string().startsWith("/")),
  SERVICE_WORKER_PATH: z.string().regex(/^\/[\w.-]+\.js$/),
});

type ServiceWorker = { path: string; source: string };

/** What the worker is told of the build it belongs to. */
type Build = {
  /** Names this build (buildIdOf): the worker keeps the build's files in a cache of that name. */
  id: string;
  /** The build's files the catalogue page may load after its own (catalogueModulesOf): saved at install with the page. */
  catalogueModules: readonly string[];
};

/** The worker's address and text, read from the app's modules under `root`, for `build`. */
export async function serviceWorker(root: string, build: Build): Promise<ServiceWorker> {
  // Loaded the way Vite loads app code (the "~/" alias included), outside the build in progress.
  const { module } = await runnerImport<unknown>(path.join(root, ADDRESSES), {
    root,
    configFile: false,
    logLevel: "error",
    resolve: { tsconfigPaths: true },
  });
  const { SERVICE_WORKER_ADDRESSES, SERVICE_WORKER_PATH } = addressesModule.parse(module);
  const worker = await readFile(path.join(root, WORKER), "utf8");
  return {
    path: SERVICE_WORKER_PATH,
    source: [
      `const ADDRESSES = ${JSON.stringify(SERVICE_WORKER_ADDRESSES)};`,
      `const BUILD = ${JSON.stringify(build.id)};`,
      `const CATALOGUE_MODULES = ${JSON.stringify(build.catalogueModules)};`,
      worker,
    ].join("\n"),
  };
}

/** Emits the worker into the browser's build (development registers none: app/service-worker/use-service-worker.ts). */
export function serviceWorkerPlugin(): Plugin {
  let root = process.cwd();
  return {
    name: "pharma-catalogue:service-worker",
    applyToEnvironment: (environment) => environment.name === "client",
    configResolved(config) {
      root = config.root;
    },
    async generateBundle(_options, bundle) {
      const { path: address, source } = await serviceWorker(root, {
        id: buildIdOf(bundle),
        catalogueModules: catalogueModulesOf(bundle, root),
      });
      this.emitFile({ type: "asset", fileName: address.slice(1), source });
    },
  };
}

/**
 * Every script the catalogue page can load: its route module and what that imports, statically
 * or when needed (the code that answers from the browser's copy of the catalogue). The page's
 * HTML names only the static ones; a visitor whose first page was another one has fetched none
 * of them, and offline the saved catalogue page would stay without its script.
 */
export function catalogueModulesOf(bundle: Rollup.OutputBundle, root: string): string[] {
  const route = path.join(root, CATALOGUE_ROUTE);
  const chunks = Object.values(bundle).filter((file) => file.type === "chunk");
  const start = chunks.find((chunk) => chunk.facadeModuleId?.split("?")[0] === route);
  if (!start)
    throw new Error(
      `The service worker saves the catalogue page's scripts, but ${CATALOGUE_ROUTE} is not in the build`,
    );
  const files = new Set<string>();
  const visit = (fileName: string) => {
    if (files.has(fileName)) return;
    files.add(fileName);
    const chunk = chunks.find((candidate) => candidate.fileName === fileName);
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next);
  };
  visit(start.fileName);
  return [...files].map((fileName) => `/${fileName}`);
}

/**
 * A name for the browser's build: its files are named by their content, so their names change
 * whenever any file does.
 */
export function buildIdOf(bundle: Rollup.OutputBundle): string {
  return createHash("sha256").update(Object.keys(bundle).sort().join("\n")).digest("hex").slice(0, 12);
}
