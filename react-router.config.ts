import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest goes with the first page, instead of the routes of each address being
  // found as it is visited (lazy discovery): that search tried every prefix of the path, so a 404
  // address of a few thousand segments took seconds of CPU (docs/performance.md, "Hostile
  // requests"). The site has a few dozen routes, so the full manifest adds little to the first load.
  routeDiscovery: { mode: "initial" },
  future: {
    // Loaders and actions read a typed context (app/server/load-context.ts) with context.get(...).
    v8_middleware: true,
  },
} satisfies Config;
