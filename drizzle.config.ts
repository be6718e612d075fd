import { defineConfig } from "drizzle-kit";

// `npx drizzle-kit generate` writes a migration for changes to the enquiries schema; the server
// applies the committed migrations at start (app/enquiries/store.server.ts).
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/enquiries/db-schema.ts",
  out: "./drizzle",
});
