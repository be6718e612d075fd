// Run by `npm run build` after React Router's build: the worker threads' modules (the order
// checks', the workbooks') bundled beside the server's bundle, as build/server/<name>.js, which
// their pools start in their threads. Its own bundle (not a
// second entry of the server's build) so that the server stays one module; packages stay imports
// of node_modules, as in the server's bundle.
import { build } from "vite";

/** One module of the server's own, bundled as `build/server/<fileName>` (packages stay imports). */
async function buildServerModule(entry: string, fileName: string): Promise<void> {
  await build({
    configFile: false,
    logLevel: "warn",
    publicDir: false,
    resolve: { tsconfigPaths: true },
    build: {
      ssr: entry,
      outDir: "build/server",
      emptyOutDir: false,
      minify: false,
      rollupOptions: { output: { entryFileNames: fileName, format: "es" } },
    },
  });
  console.log(`built build/server/${fileName}`);
}

await buildServerModule("app/catalogue/order-lines/checks/check-worker.server.ts", "order-check-worker.js");
// The workbook thread (app/formatting/workbook/workbook-worker.server.ts): exceljs is loaded there only.
await buildServerModule("app/formatting/workbook/workbook-worker.server.ts", "workbook-worker.js");
// The cluster's primary (server/cluster.ts), which server.js loads before, and with
// WEB_CONCURRENCY above 1 instead of, the server's bundle: it only migrates the database and
// supervises the workers, and without React, the routes, sharp and the catalogue's code it holds
// about half the memory (docs/decisions/036-cheaper-pages.md, third round).
await buildServerModule("server/cluster.ts", "cluster-primary.js");
