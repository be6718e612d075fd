import { defineConfig } from "drizzle-kit";

// `node node_modules/.bin/drizzle-kit generate --name <what>` writes a migration for changes to
// the database's tables (every feature's db-schema.ts); the server applies the committed
// migrations at start (app/server/database.server.ts).
export default defineConfig({
  dialect: "sqlite",
  schema: ["./app/enquiries/db-schema.ts", "./app/catalogue/search-misses/db-schema.ts", "./app/desk/db-schema.ts"],
  out: "./drizzle",
});
