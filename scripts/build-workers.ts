// Run by `npm run build` after React Router's build: the order-check worker
// (app/catalogue/order-lines/checks/check-worker.server.ts) bundled beside the server's bundle, as
// build/server/order-check-worker.js, which the pool starts in its threads. Its own bundle (not a
// second entry of the server's build) so that the server stays one module; packages stay imports
// of node_modules, as in the server's bundle.
import { build } from "vite";

await build({
  configFile: false,
  logLevel: "warn",
  publicDir: false,
  resolve: { tsconfigPaths: true },
  build: {
    ssr: "app/catalogue/order-lines/checks/check-worker.server.ts",
    outDir: "build/server",
    emptyOutDir: false,
    minify: false,
    rollupOptions: { output: { entryFileNames: "order-check-worker.js", format: "es" } },
  },
});
console.log("built build/server/order-check-worker.js");
