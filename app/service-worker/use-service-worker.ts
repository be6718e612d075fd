import { useEffect } from "react";
import { SERVICE_WORKER_PATH } from "./addresses";

/**
 * Registers the service worker (worker.js, served as sw.js) that lets a returning visitor open pages they
 * have seen without a network. Production only: in development it would serve stale modules.
 * `updateViaCache: "none"` makes the browser check sw.js itself on every visit, whatever
 * HTTP caches say, so a new worker is picked up at once.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register(SERVICE_WORKER_PATH, { updateViaCache: "none" }).catch(() => {
      // Without a worker the site works as before, only not offline.
    });
  }, []);
}
