import { defineConfig } from "drizzle-kit";

// The PostgreSQL twin of drizzle.config.ts (docs/decisions/027-postgresql.md): every feature's
// db-schema.pg.ts. `npm run db:generate:pg -- --name <what>` writes a migration for what changed;
// a server with DATABASE_URL=postgres://… applies the committed ones at start
// (app/server/postgres.server.ts).
export default defineConfig({
  dialect: "postgresql",
  schema: "./app/**/db-schema.pg.ts",
  out: "./drizzle-pg",
});
