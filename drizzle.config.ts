import { defineConfig } from "drizzle-kit";

// The SQLite tables are every feature's db-schema.ts, found by the glob (a new feature's table is
// never left out). `npm run db:generate -- --name <what>` writes a migration for what changed, and
// `npm run db:generate:pg -- --name <what>` its PostgreSQL twin (drizzle-pg.config.ts); the server
// applies the committed migrations at start (app/server/database.server.ts). How to add a table:
// docs/architecture.md, "Migrations"; app/server/migration-history.server.test.ts fails when a
// migration is missing.
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/**/db-schema.ts",
  out: "./drizzle",
});
