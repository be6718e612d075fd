import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { CATALOGUE_PATH } from "~/catalogue/links";
import { SERVICE_WORKER_PATH } from "~/service-worker/addresses";
import { serviceWorker } from "./service-worker";

const ORIGIN = "https://pharma.example";
/** A script the fake pages name, and one the catalogue page loads only when needed. */
const PAGE_MODULE = "/assets/root-Ab12.js";
const LATER_MODULE = "/assets/page-from-copy-Cd34.js";
type Listener = (event: Record<string, unknown>) => void;

/**
 * The built worker run in a scope of its own, as a browser would run it: its event listeners,
 * a page cache in memory, and a network that answers every page or, `offline`, none.
 */
async function runWorker() {
  const { path, source } = await serviceWorker(process.cwd(), [LATER_MODULE]);
  const listeners = new Map<string, Listener>();
  const saved = new Map<string, Response>();
  const network = { offline: false, asked: [] as string[] };
  const keyOf = (request: string | { url: string }) =>
    new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
  const cache = {
    match: async (request: string | { url: string }) => saved.get(keyOf(request))?.clone(),
    put: async (request: string | { url: string }, response: Response) => void saved.set(keyOf(request), response),
    keys: async () => [...saved.keys()],
    delete: async (key: string) => saved.delete(key),
  };
  const scope = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  };
  vm.runInNewContext(source, {
    self: scope,
    caches: { open: async () => cache, keys: async () => [], delete: async () => true },
    fetch: async (request: string | { url: string }) => {
      network.asked.push(new URL(keyOf(request)).pathname);
      if (network.offline) throw new TypeError("Failed to fetch");
      const path = new URL(keyOf(request)).pathname;
      if (path.startsWith("/assets/"))
        return new Response(`/* ${path} */`, { headers: { "Content-Type": "text/javascript" } });
      return new Response(`<!doctype html><title>page</title><script type="module">import("${PAGE_MODULE}")</script>`, {
        headers: { "Content-Type": "text/html" },
      });
    },
    Response,
    URL,
  });
  const dispatch = async (type: string, event: Record<string, unknown>) => {
    const waits: Promise<unknown>[] = [];
    let answer: Promise<Response> | undefined;
    listeners.get(type)!({
      ...event,
      waitUntil: (promise: Promise<unknown>) => waits.push(promise),
      respondWith: (response: Promise<Response>) => (answer = response),
    });
    await Promise.all(waits);
    return answer;
  };
  return { path, saved, network, dispatch };
}

describe("the built service worker", () => {
  it("is served at its address and saves the catalogue's page (catalogue/links.ts) at install", async () => {
    const worker = await runWorker();
    expect(worker.path).toBe(SERVICE_WORKER_PATH);
    await worker.dispatch("install", {});
    expect(worker.network.asked).toEqual([CATALOGUE_PATH, PAGE_MODULE, LATER_MODULE]);
    expect([...worker.saved.keys()]).toEqual(
      [CATALOGUE_PATH, PAGE_MODULE, LATER_MODULE].map((path) => `${ORIGIN}${path}`),
    );
  });

  it("offline, gives the catalogue page the scripts it names and those it loads later, saved at install", async () => {
    const worker = await runWorker();
    await worker.dispatch("install", {});
    worker.network.offline = true;
    for (const module of [PAGE_MODULE, LATER_MODULE]) {
      const answer = await worker.dispatch("fetch", {
        request: { method: "GET", mode: "cors", url: `${ORIGIN}${module}` },
      });
      expect(await answer!.text()).toBe(`/* ${module} */`);
    }
  });

  it("offline, opens the saved catalogue page for any catalogue address, and links to it from the offline page", async () => {
    const worker = await runWorker();
    await worker.dispatch("install", {});
    worker.network.offline = true;
    const navigate = (path: string) =>
      worker.dispatch("fetch", { request: { method: "GET", mode: "navigate", url: `${ORIGIN}${path}` } });

    const search = await navigate(`${CATALOGUE_PATH}?search=paracetamol`);
    expect(await search!.text()).toContain("<title>page</title>");

    const unsaved = await navigate("/about");
    expect(unsaved!.status).toBe(503);
    expect(await unsaved!.text()).toContain(`<a href="${CATALOGUE_PATH}">the medicine catalogue</a>`);
  });
});
