import { readFile } from "node:fs/promises";
import path from "node:path";
import { runnerImport, type Plugin } from "vite";
import * as z from "zod";

/**
 * The service worker as the browser gets it: app/service-worker/worker.js after the site's
 * addresses it uses (app/service-worker/addresses.ts, taken from the links modules). The worker
 * is plain JavaScript the browser runs as it is; the addresses are written in when it is built,
 * so that a path changed in a links module cannot leave the worker with the old one.
 */

const WORKER = "app/service-worker/worker.js";
const ADDRESSES = "app/service-worker/addresses.ts";

const addressesModule = z.object({
  SERVICE_WORKER_ADDRESSES: z.record(z.string(), z.string().startsWith("/")),
  SERVICE_WORKER_PATH: z.string().regex(/^\/[\w.-]+\.js$/),
});

type ServiceWorker = { path: string; source: string };

/** The worker's address and text, read from the app's modules under `root`. */
export async function serviceWorker(root: string): Promise<ServiceWorker> {
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
    source: `const ADDRESSES = ${JSON.stringify(SERVICE_WORKER_ADDRESSES)};\n${worker}`,
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
    async generateBundle() {
      const { path: address, source } = await serviceWorker(root);
      this.emitFile({ type: "asset", fileName: address.slice(1), source });
    },
  };
}
