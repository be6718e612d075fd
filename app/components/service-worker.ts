import { useEffect } from "react";

/**
 * Registers the service worker (public/sw.js) that lets a returning visitor open pages they
 * have seen without a network. Production only: in development it would serve stale modules.
 * `updateViaCache: "none"` makes the browser check sw.js itself on every visit, whatever
 * HTTP caches say, so a new worker is picked up at once.
 */
export function useServiceWorker(): void {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    navigator.serviceWorker.register("/sw.js", { updateViaCache: "none" }).catch(() => {
      // Without a worker the site works as before, only not offline.
    });
  }, []);
}
