import { reactRouter } from "@react-router/dev/vite";
import { lingui } from "@lingui/vite-plugin";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { chunkGroupsPlugin } from "./scripts/lib/chunk-groups.ts";
import { serviceWorkerPlugin } from "./scripts/lib/service-worker.ts";

export default defineConfig(({ isSsrBuild }) => ({
  // The server bundle's entry is the Express app, so the built server carries
  // its middleware, catalogue store and React Router handler in one module.
  build: isSsrBuild ? { rollupOptions: { input: "./server/app.ts" } } : undefined,
  resolve: { tsconfigPaths: true },
  // The server bundle carries the icons it renders, not lucide-react's whole file of every icon
  // (1.3 MB parsed and kept by each process at start; docs/decisions/036-cheaper-pages.md, sixth round).
  ssr: { noExternal: ["lucide-react"] },
  // lingui(): message catalogues compiled at build time; a missing or broken message fails it.
  plugins: [
    tailwindcss(),
    lingui({ failOnMissing: true, failOnCompileError: true }),
    reactRouter(),
    // A few script files per page instead of ~30 (docs/decisions/015-first-load.md).
    chunkGroupsPlugin(),
    // sw.js: the service worker with the site's addresses from the links modules written in.
    serviceWorkerPlugin(),
  ],
}));
