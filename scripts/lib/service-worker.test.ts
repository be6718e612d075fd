import vm from "node:vm";
import { describe, expect, it } from "vitest";
import { CATALOGUE_PATH } from "~/catalogue/urls/links";
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
async function runWorker(build = "b1", stores = new Map<string, Map<string, Response>>()) {
  const { path, source } = await serviceWorker(process.cwd(), { id: build, catalogueModules: [LATER_MODULE] });
  const listeners = new Map<string, Listener>();
  const network = { offline: false, asked: [] as string[] };
  const keyOf = (request: string | { url: string }) =>
    new URL(typeof request === "string" ? request : request.url, ORIGIN).href;
  const cacheNamed = (saved: Map<string, Response>) => ({
    match: async (request: string | { url: string }) => saved.get(keyOf(request))?.clone(),
    put: async (request: string | { url: string }, response: Response) => void saved.set(keyOf(request), response),
    keys: async () => [...saved.keys()].map((url) => ({ url })),
    delete: async (request: string | { url: string }) => saved.delete(keyOf(request)),
  });
  const caches = {
    open: async (name: string) => {
      if (!stores.has(name)) stores.set(name, new Map());
      return cacheNamed(stores.get(name)!);
    },
    keys: async () => [...stores.keys()],
    delete: async (name: string) => stores.delete(name),
  };
  /** Every saved address, cache after cache. */
  const saved = () => [...stores.values()].flatMap((store) => [...store.keys()]);
  const scope = {
    location: new URL(ORIGIN),
    addEventListener: (type: string, listener: Listener) => listeners.set(type, listener),
    skipWaiting: () => undefined,
    clients: { claim: async () => undefined },
  };
  vm.runInNewContext(source, {
    self: scope,
    caches,
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
  return { path, stores, saved, network, dispatch };
}

describe("the built service worker", () => {
  it("is served at its address and saves the catalogue's page (catalogue/urls/links.ts) at install", async () => {
    const worker = await runWorker();
    expect(worker.path).toBe(SERVICE_WORKER_PATH);
    await worker.dispatch("install", {});
    expect(worker.network.asked).toEqual([CATALOGUE_PATH, PAGE_MODULE, LATER_MODULE]);
    expect(worker.saved()).toEqual([CATALOGUE_PATH, PAGE_MODULE, LATER_MODULE].map((path) => `${ORIGIN}${path}`));
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

  it("once a new build's worker is active, no earlier build's file is kept, and every saved page is", async () => {
    // The browser's caches (by name, each with its responses by address) under build b1's worker.
    const first = await runWorker("b1");
    await first.dispatch("install", {});
    await first.dispatch("activate", {});
    const onlyInB1 = `${ORIGIN}/assets/only-in-b1-Xx11.js`;
    await first.dispatch("fetch", { request: { method: "GET", mode: "cors", url: onlyInB1 } });
    const medicinePage = `${ORIGIN}/medicines/350`;
    await first.dispatch("fetch", { request: { method: "GET", mode: "navigate", url: medicinePage } });
    expect(first.saved()).toContain(onlyInB1);

    const second = await runWorker("b2", first.stores);
    await second.dispatch("install", {});
    await second.dispatch("activate", {});
    expect(second.saved()).not.toContain(onlyInB1);
    expect(second.saved()).toEqual(
      expect.arrayContaining([
        medicinePage,
        ...[CATALOGUE_PATH, PAGE_MODULE, LATER_MODULE].map((path) => `${ORIGIN}${path}`),
      ]),
    );
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
