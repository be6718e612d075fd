// Starts the HTTP server: Vite's dev middleware in development, the built app in production.
// The application itself lives in server/app.ts; this file only wires the process.
import { existsSync } from "node:fs";
import process from "node:process";

// Settings may come from a .env file beside this one (see .env.example); the environment wins.
if (existsSync(".env")) process.loadEnvFile(".env");

const development = process.env.NODE_ENV === "development";

/** @type {import("./server/app.ts")} */
let serverModule;
/** @type {import("express").RequestHandler | undefined} */
let devMiddleware;
if (development) {
  const vite = await import("vite");
  const viteServer = await vite.createServer({ server: { middlewareMode: true } });
  devMiddleware = viteServer.middlewares;
  serverModule = /** @type {import("./server/app.ts")} */ (await viteServer.ssrLoadModule("./server/app.ts"));
} else {
  // A variable path: the build exists only after `npm run build`, and its types are server/app.ts's.
  const buildPath = "./build/server/index.js";
  serverModule = /** @type {import("./server/app.ts")} */ (await import(buildPath));
}

const server = await serverModule.createServer({ devMiddleware, clientBuildDir: "build/client" });
const { PORT, HOST } = server.config;
const logger = server.context.logger;

const httpServer = server.app.listen(PORT, HOST, () => {
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : PORT;
  logger.info({ host: HOST, port }, `serving on http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${port}`);
});

let stopping = false;
function shutdown(/** @type {string} */ signal) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  // Finish in-flight requests, then release background work.
  httpServer.close(() => {
    void server.close().then(() => process.exit(0));
  });
  httpServer.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
