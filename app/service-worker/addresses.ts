import { CATALOGUE_PATH } from "~/catalogue/urls/links";
import { DESK_PATH } from "~/desk/links";

/**
 * The site's addresses the service worker (worker.js) uses. The build writes them into the worker
 * it serves (scripts/lib/service-worker.ts), so a path changed in a links module changes the
 * worker with it.
 */
export const SERVICE_WORKER_ADDRESSES = {
  /** Saved at install and opened for any catalogue address when offline. */
  catalogue: CATALOGUE_PATH,
  /** The order desk: the staff's, never saved or answered from a saved copy (in either language). */
  desk: DESK_PATH,
};

export type ServiceWorkerAddresses = typeof SERVICE_WORKER_ADDRESSES;

/** Where the worker is served; at the site's root, so that it controls every page. */
export const SERVICE_WORKER_PATH = "/sw.js";
