import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  future: {
    // Loaders and actions read a typed context (app/load-context.ts) with context.get(...).
    v8_middleware: true,
  },
} satisfies Config;
