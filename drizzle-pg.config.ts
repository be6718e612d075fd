import { defineConfig } from "drizzle-kit";

// The PostgreSQL twin of drizzle.config.ts (docs/decisions/027-postgresql.md):
// `TSX_TSCONFIG_PATH=tsconfig.app.json node --import tsx node_modules/drizzle-kit/bin.cjs generate
// --config drizzle-pg.config.ts --name <what>` (tsx resolves the app's `~/` imports) writes
// a migration for changes to the PostgreSQL tables (every feature's db-schema.pg.ts); a server
// with DATABASE_URL=postgres://… applies the committed ones at start (app/server/postgres.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./app/enquiries/db-schema.pg.ts",
    "./app/catalogue/search-misses/db-schema.pg.ts",
    "./app/desk/db-schema.pg.ts",
    "./app/catalogue/changes/db-schema.pg.ts",
    "./app/catalogue/shared-version/db-schema.pg.ts",
    "./app/back-in-stock/db-schema.pg.ts",
  ],
  out: "./drizzle-pg",
});
