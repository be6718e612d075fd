// Starts the HTTP server: Vite's dev middleware in development, the built app in production.
// The application itself lives in server/app.ts; this file only wires the process. With
// WEB_CONCURRENCY above 1 (production) this process becomes the cluster's primary, which only
// supervises (server/cluster.ts), and each worker it forks runs this file again as a server.
import cluster from "node:cluster";
import { existsSync } from "node:fs";
import process from "node:process";
import v8 from "node:v8";
import express from "express";

// V8 lets a busy server's heap grow to two or three times what is alive in it, and gives little
// back: after 20,000 pages a process held 230 MB of heap for under 100 MB of live objects. A
// heap grown by 30% over what the last full collection kept stays near its live size, for more
// frequent collections: about 1–2 ms more CPU a page, where 15% cost 7 ms for 5 MB less
// (docs/decisions/036-cheaper-pages.md). A flag given on the command line wins.
if (!process.execArgv.some((flag) => flag.startsWith("--heap-growing-percent"))) {
  v8.setFlagsFromString("--heap-growing-percent=30");
}

// Settings may come from a .env file beside this one (see .env.example); the environment wins.
if (existsSync(".env")) process.loadEnvFile(".env");

const development = process.env.NODE_ENV === "development";

/** @typedef {import("./server/app.ts")} ServerModule */

/** @type {ServerModule} */
let serverModule;
/** @type {import("vite").ViteDevServer | undefined} */
let viteServer;
if (development) {
  const vite = await import("vite");
  viteServer = await vite.createServer({ server: { middlewareMode: true } });
  serverModule = /** @type {ServerModule} */ (await viteServer.ssrLoadModule("./server/app.ts"));
} else {
  // Variable paths: the build exists only after `npm run build`; the types are those of the sources.
  // The cluster's primary only supervises: it loads its own small bundle (server/cluster.ts), never
  // the server's, and so holds about half the memory of a worker.
  const primaryPath = "./build/server/cluster-primary.js";
  if (cluster.isPrimary) {
    const primary = /** @type {import("./server/cluster.ts")} */ (await import(primaryPath));
    if (primary.clusterSize() > 1) await primary.runPrimary(); // exits the process when the workers have stopped
  }
  const buildPath = "./build/server/index.js";
  serverModule = /** @type {ServerModule} */ (await import(buildPath));
}

// Long-lived state (catalogue store, enquiries database and mail worker) starts once, here.
// A start that fails after the log exists (say, a DATA_DIR the server cannot write) has said why
// in it already: exit without a second, plain-text copy of the error.
const services = await serverModule.startServices().catch((error) => {
  if (error instanceof serverModule.StartFailedError) process.exit(1);
  throw error;
});
const { PORT, HOST } = services.config;
const logger = services.logger;

/** @type {import("express").Express} */
let app;
if (viteServer) {
  // Development: every request asks Vite for server/app.ts, which comes back as the same module
  // until it or something it imports changes; then the Express app is built again from the new
  // code over the same services. Route modules reload the same way through React Router's build.
  const vite = viteServer;
  const appOptions = { devMiddleware: vite.middlewares };
  let current = { module: serverModule, app: serverModule.createApp(services, appOptions) };
  app = express();
  app.disable("x-powered-by");
  app.use(async (req, res, next) => {
    const module = /** @type {ServerModule} */ (await vite.ssrLoadModule("./server/app.ts"));
    if (module !== current.module) {
      logger.info({}, "server code changed; rebuilding the app");
      current = { module, app: module.createApp(services, appOptions) };
    }
    (await current.app)(req, res, next);
  });
} else {
  app = await serverModule.createApp(services, { clientBuildDir: "build/client" });
}

const httpServer = app.listen(PORT, HOST, () => {
  const address = httpServer.address();
  const port = typeof address === "object" && address ? address.port : PORT;
  if (cluster.isWorker) {
    // The primary says "serving on" once every worker listens.
    logger.info({ worker: cluster.worker?.id, pid: process.pid, port }, "worker serving");
  } else {
    logger.info({ host: HOST, port }, `serving on http://${HOST === "0.0.0.0" ? "localhost" : HOST}:${port}`);
  }
});

let stopping = false;
function shutdown(/** @type {string} */ signal) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, "shutting down");
  // Finish in-flight requests, then release background work.
  httpServer.close(() => {
    void Promise.all([services.close(), viteServer?.close()]).then(() => process.exit(0));
  });
  httpServer.closeIdleConnections();
  setTimeout(() => process.exit(1), 10_000).unref();
}
process.on("SIGTERM", () => shutdown("SIGTERM"));
process.on("SIGINT", () => shutdown("SIGINT"));
