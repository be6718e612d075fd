/* global ADDRESSES, BUILD, CATALOGUE_MODULES -- written before this file when it is built
   (scripts/lib/service-worker.ts): the site's addresses (addresses.ts), a name for the build, and the
   scripts the catalogue page may load after its own */
// Service worker: a visitor who has been on the site before can open the pages
// they have seen without a network. Pages and their data are network-first (fresh when
// online, the saved copy when not); hashed assets and icons are cache-first (they never
// change under the same name). Nothing from other origins is touched.
const VERSION = "v1";
const PAGE_CACHE = `pages-${VERSION}`;
/**
 * One cache of files per build, the earlier ones deleted once this worker is active: a build's
 * files have new names (hashed), and one cache for all would keep every build a visitor ever
 * loaded. A page saved under an earlier build and not opened online since loses its scripts
 * offline; its content stays readable. The install below saves the catalogue page's files anew.
 */
const ASSET_CACHE = `assets-${BUILD}`;
const MAX_PAGES = 150;

/** Saved at install, so the catalogue opens offline even after a first visit that began elsewhere. */
const PRECACHED_PAGES = [ADDRESSES.catalogue];

self.addEventListener("install", (event) => {
  self.skipWaiting();
  event.waitUntil(
    caches
      .open(PAGE_CACHE)
      .then(async (cache) => {
        for (const page of PRECACHED_PAGES) {
          // A visitor with an enquiry list gets private pages (no-store): not kept (savable below).
          const response = await fetch(page, { credentials: "same-origin" });
          if (!isSavable(response)) continue;
          await cache.put(page, response.clone());
          await saveAssets([...assetsNamedIn(await response.text()), ...CATALOGUE_MODULES]);
        }
      })
      .catch(() => {
        // Offline or a server in trouble: the pages are saved when next opened.
      }),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    (async () => {
      for (const key of await caches.keys()) {
        if (key !== PAGE_CACHE && key !== ASSET_CACHE) await caches.delete(key);
      }
      await self.clients.claim();
    })(),
  );
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  // The order desk goes to the network as if there were no worker: nothing of it is saved.
  if (isDeskAddress(url.pathname)) return;
  if (url.pathname.startsWith("/assets/") || /\.(?:png|svg|ico|webmanifest)$/.test(url.pathname)) {
    event.respondWith(cacheFirst(request));
  } else if (request.mode === "navigate") {
    event.respondWith(networkFirst(request));
  } else if (url.pathname.endsWith(".data")) {
    event.respondWith(networkFirst(request));
    event.waitUntil(savePageOf(url));
  }
});

/**
 * `/desk`, `/hi/desk` and everything under them, their data requests too, however written: the
 * server's routes match `/DESK`, `/Hi/Desk/…` and `/%64esk` as well, so the worker must leave those alone too.
 */
function isDeskAddress(pathname) {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Escapes that are not UTF-8: the server refuses such an address; judged as written.
  }
  const lower = decoded.toLowerCase();
  const path = lower.startsWith("/hi/") ? lower.slice("/hi".length) : lower;
  const desk = ADDRESSES.desk.toLowerCase();
  return path === desk || path.startsWith(`${desk}/`) || path.startsWith(`${desk}.`);
}

/**
 * A page reached by a link inside the site arrives as data (`/medicines/x.data`), not as a
 * document: save the document too, once, so that the page also opens offline by its address.
 * Only addresses without a query: every search typed would otherwise cost a page render.
 */
async function savePageOf(dataUrl) {
  dataUrl.searchParams.delete("_routes");
  if (dataUrl.search) return;
  const path = dataUrl.pathname.replace(/\.data$/, "");
  const pageUrl = new URL(path === "/_root" ? "/" : path, self.location.origin);
  const cache = await caches.open(PAGE_CACHE);
  if (await cache.match(pageUrl)) return;
  try {
    const response = await fetch(pageUrl, { credentials: "same-origin" });
    if (isSavable(response) && response.headers.get("Content-Type")?.startsWith("text/html")) {
      await cache.put(pageUrl, response);
      await trim(cache);
    }
  } catch {
    // Offline already, or the server is busy: the page is saved on a later visit.
  }
}

/**
 * A saved page is of use offline only with its scripts. The page the visitor first opened was
 * loaded before this worker ran, so its files went past it: the scripts a saved page names (and
 * those it may load later) are fetched now, most from the browser's HTTP cache. One that fails is
 * left out; it is saved when next loaded.
 */
async function saveAssets(paths) {
  const cache = await caches.open(ASSET_CACHE);
  await Promise.all(
    [...new Set(paths)].map(async (path) => {
      if (await cache.match(path)) return;
      try {
        const response = await fetch(path);
        if (response.ok) await cache.put(path, response);
      } catch {
        // Offline again, or the server is busy.
      }
    }),
  );
}

/** The build's files a page names: its scripts (the styles are in the page itself). */
function assetsNamedIn(html) {
  return html.match(/\/assets\/[\w.-]+\.(?:js|css)/g) ?? [];
}

async function cacheFirst(request) {
  const cache = await caches.open(ASSET_CACHE);
  const cached = await cache.match(request);
  if (cached) return cached;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function networkFirst(request) {
  const cache = await caches.open(PAGE_CACHE);
  try {
    const response = await fetch(request);
    if (isSavable(response)) {
      await cache.put(request, response.clone());
      await trim(cache);
    }
    return response;
  } catch (error) {
    const cached = (await cache.match(request)) ?? (await catalogueFallback(cache, request));
    if (cached) return cached;
    if (request.mode === "navigate") return offlinePage();
    throw error;
  }
}

/**
 * Pages and their data are saved; a download (a price list, megabytes that would push the
 * pages out) and anything the server says not to store are not.
 */
function isSavable(response) {
  if (!response.ok) return false;
  if (/attachment/i.test(response.headers.get("Content-Disposition") ?? "")) return false;
  return !/no-store/i.test(response.headers.get("Cache-Control") ?? "");
}

/**
 * Any catalogue address (a search, a category tile's link) opens the saved catalogue page;
 * the page then shows the results of its address from the browser's copy of the catalogue.
 */
function catalogueFallback(cache, request) {
  if (request.mode !== "navigate" || new URL(request.url).pathname !== ADDRESSES.catalogue) return undefined;
  return cache.match(ADDRESSES.catalogue);
}

/** Keeps the page cache bounded: the oldest saved pages go first. */
async function trim(cache) {
  const keys = await cache.keys();
  for (const key of keys.slice(0, Math.max(0, keys.length - MAX_PAGES))) await cache.delete(key);
}

function offlinePage() {
  const html = `<!doctype html><html lang="en-IN"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>You are offline</title></head>
<body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a">
<h1>You are offline</h1><p>This page has not been saved on this device yet. Pages you have opened before, such as <a href="${ADDRESSES.catalogue}">the medicine catalogue</a>, still work without a network.</p></body></html>`;
  return new Response(html, { status: 503, headers: { "Content-Type": "text/html; charset=utf-8" } });
}
