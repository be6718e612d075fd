import { readFileSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium, type CDPSession } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium";
import { startAppServer } from "./lib/app-server";
import { fixtureGviz, SAMPLE_PATH, withImageColumn } from "./lib/catalogues";
import { startPhotoHost } from "./lib/photo-host";
import { environment, printTargets, type TargetCheck, writeResult } from "./lib/results";
import { median, round } from "./lib/stats";
import { catalogueFromGviz } from "~/catalogue/import/import";

/**
 * First results on a cheap phone: from navigation start until the first result card (a medicine
 * page's h1) is visible AND the page runs an animation frame, i.e. a visitor sees the result and
 * the page can answer them. Chromium at a 412 px phone viewport, 4× CPU slowdown, 150 ms latency,
 * 1.6 Mbps down, cache disabled, a fresh browser context per run (no service worker, no kept
 * catalogue); the median of the runs asked for (5 by default).
 *
 * With `--original-url` the original app (the single-page React app this site replaced, built
 * and served on loopback by whoever runs the benchmark: none of its code is in this repository)
 * is measured in the same run, alternated with this one (ours, original, ours, original…), on the
 * same catalogue, which the benchmark serves to it as its Google Sheet (`--original-sheet-port`).
 * A ratio is only ever computed from two medians of the same run.
 */

const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * Every host name but loopback fails at once, for both apps alike: the original's page asks
 * Google Fonts for a render-blocking stylesheet (and placehold.co for letter tiles), which a
 * shared machine may or may not reach. Failing them fast leaves those requests out of the
 * original's time, so its figure is a lower bound and the ratio errs in its favour.
 */
const LOOPBACK_ONLY = "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1";

/**
 * Issue 43's target: four times sooner than the original app measured in the same run. Both apps
 * mark their first card as `main article` and a medicine's name as `main h1`.
 */
const PAGES = {
  "/medicines": { selector: "main article" },
  "/medicines/{id}": { selector: "main h1" },
} as const;
type PageName = keyof typeof PAGES;
const TIMES_SOONER_TARGET = 4;

type CatalogueName = "sample" | "sample with photos" | "real-11.8k" | "real-11.8k with photos";
type PageCase = { catalogue: CatalogueName; page: PageName; path: string; originalPath: string };
type Build = "current" | "compared" | "original";

/**
 * Runs before any of the page's own scripts: a requestAnimationFrame loop that stamps the first
 * frame in which the awaited element is rendered with a size (Playwright's "visible"; on a phone
 * the first card may sit below the search and filters, a scroll away, and is still the visitor's
 * first result). A frame runs only when the main thread is free, so a page busy evaluating or
 * hydrating scripts is not counted as ready while it shows content. Also keeps the page's latest
 * Largest Contentful Paint. Written as page source, not a function: tsx would add its own helpers
 * to a function's text, which the page does not have.
 */
function firstUsableFrameScript(selector: string): string {
  return `(() => {
    const check = () => {
      const element = document.querySelector(${JSON.stringify(selector)});
      const box = element && element.getBoundingClientRect();
      if (box && box.width > 0 && box.height > 0) window.firstUsableFrame = performance.now();
      else requestAnimationFrame(check);
    };
    requestAnimationFrame(check);
    new PerformanceObserver((list) => {
      const last = list.getEntries().at(-1);
      if (!last) return;
      window.largestContentfulPaint = last.startTime;
      const element = last.element;
      window.largestContentfulPaintElement = element
        ? element.tagName.toLowerCase() + (element.currentSrc ? " " + new URL(element.currentSrc).pathname : "")
        : "removed";
    }).observe({ type: "largest-contentful-paint", buffered: true });
  })();`;
}

/** Whether the images on the first screen have all arrived, and the latest LCP; read over CDP. */
const LCP_STATE = `(() => {
  const onScreen = [...document.images].filter((image) => {
    const box = image.getBoundingClientRect();
    return box.width > 0 && box.bottom > 0 && box.top < innerHeight;
  });
  return {
    lcp: window.largestContentfulPaint ?? null,
    element: window.largestContentfulPaintElement ?? null,
    pending: onScreen.filter((image) => !image.complete).length,
  };
})()`;

async function evaluate(cdp: CDPSession, expression: string): Promise<unknown> {
  const { result } = await cdp.send("Runtime.evaluate", { expression, returnByValue: true });
  return result.value;
}

/**
 * Reads the stamp over the DevTools protocol until it is set. Not Playwright's `waitForFunction`:
 * that evaluates Playwright's own script in the page first (about 80–110 ms of main thread at 4×
 * CPU, right while the page is being parsed), which a visitor's phone never runs and which delayed
 * the frame being measured. One expression evaluated every 20 ms costs a fraction of a millisecond.
 */
async function pollFirstUsableFrame(cdp: CDPSession): Promise<number | "Error Loading Data"> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const value = await evaluate(cdp, FIRST_FRAME_OR_ERROR);
    if (typeof value === "number" || value === "Error Loading Data") return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("no frame showed the first result within 60 s");
}

/**
 * The stamp, or the failure both apps title "Error Loading Data" (the original shows it for the
 * real 11.8k catalogue: its copy of the catalogue in localStorage exceeds the browser's quota).
 */
const FIRST_FRAME_OR_ERROR = `window.firstUsableFrame ??
  ([...document.querySelectorAll("main h2, main h3")].some((heading) => heading.textContent === "Error Loading Data")
    ? "Error Loading Data"
    : null)`;

/**
 * The Largest Contentful Paint once it has settled: every image on the first screen has arrived
 * (or failed) and no later candidate came for a second; 30 s at most.
 */
async function pollSettledLcp(cdp: CDPSession): Promise<{ ms: number; element: string } | undefined> {
  const deadline = Date.now() + 30_000;
  let last: { lcp: number | null; element: string | null } = { lcp: null, element: null };
  let stableSince = Date.now();
  const settled = () => (last.lcp === null ? undefined : { ms: last.lcp, element: last.element ?? "unknown" });
  while (Date.now() < deadline) {
    const state = (await evaluate(cdp, LCP_STATE)) as { lcp: number | null; element: string | null; pending: number };
    if (state.lcp !== last.lcp || state.pending > 0) {
      last = state;
      stableSince = Date.now();
    } else if (last.lcp !== null && Date.now() - stableSince >= 1000) {
      return settled();
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return settled();
}

export async function timeFirstUsableFrame(
  url: string,
  selector: string,
  withLcp: boolean,
): Promise<{ firstCardMs: number | "Error Loading Data"; lcp?: { ms: number; element: string } }> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS, LOOPBACK_ONLY],
  });
  try {
    const context = await browser.newContext({
      serviceWorkers: "block",
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
      deviceScaleFactor: 2.625,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send("Network.enable");
    await cdp.send("Network.setCacheDisabled", { cacheDisabled: true });
    await cdp.send("Network.emulateNetworkConditions", NETWORK);
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: CPU_SLOWDOWN });
    await page.addInitScript({ content: firstUsableFrameScript(selector) });
    await page.goto(url, { waitUntil: "commit" });
    const firstCardMs = await pollFirstUsableFrame(cdp);
    return withLcp && typeof firstCardMs === "number"
      ? { firstCardMs, lcp: await pollSettledLcp(cdp) }
      : { firstCardMs };
  } finally {
    await browser.close();
  }
}

/**
 * The original app's Google Sheet: serves the catalogue being measured, gzipped as Google serves
 * it, with the CORS header the sheet's gviz endpoint sends, on the port its build was pointed at.
 */
type OriginalSheet = { serve(gviz: string): void; stop(): Promise<void> };

async function startOriginalSheet(port: number): Promise<OriginalSheet> {
  let body = { raw: Buffer.alloc(0), gzip: Buffer.alloc(0) };
  const server: Server = createServer((request, response) => {
    const gzip = /\bgzip\b/.test(request.headers["accept-encoding"] ?? "");
    response
      .writeHead(200, {
        "Content-Type": "application/javascript; charset=utf-8",
        "Access-Control-Allow-Origin": "*",
        "Cache-Control": "no-cache",
        ...(gzip ? { "Content-Encoding": "gzip" } : {}),
      })
      .end(gzip ? body.gzip : body.raw);
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", resolve);
  });
  return {
    serve(gviz) {
      const raw = Buffer.from(gviz, "utf8");
      body = { raw, gzip: gzipSync(raw) };
    },
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

type Servers = { current: string; compared?: string; original?: string };

/**
 * Each case's runs, the builds in turn (this one, the compared build, the original; again…),
 * so that a busy machine weighs on all alike. LCP is read on this build's pages with photos.
 */
async function measureCases(cases: PageCase[], runs: number, servers: Servers, withLcp: boolean) {
  type Measured = { times: number[]; failures: number; lcps: number[]; lcpElements: string[] };
  const measured: ({ pageCase: PageCase; build: Build } & Measured)[] = [];
  for (const pageCase of cases) {
    const { selector } = PAGES[pageCase.page];
    const byBuild = new Map<Build, Measured>();
    const order: [Build, string | undefined, string][] = [
      ["current", servers.current, pageCase.path],
      ["compared", servers.compared, pageCase.path],
      ["original", servers.original, pageCase.originalPath],
    ];
    for (let run = 0; run < runs; run++) {
      for (const [build, origin, pagePath] of order) {
        if (!origin) continue;
        const result = await timeFirstUsableFrame(`${origin}${pagePath}`, selector, withLcp && build === "current");
        const entry = byBuild.get(build) ?? { times: [], failures: 0, lcps: [], lcpElements: [] };
        if (typeof result.firstCardMs === "number") entry.times.push(result.firstCardMs);
        else entry.failures += 1;
        if (result.lcp) {
          entry.lcps.push(result.lcp.ms);
          entry.lcpElements.push(result.lcp.element);
        }
        byBuild.set(build, entry);
      }
    }
    for (const [build, entry] of byBuild) measured.push({ pageCase, build, ...entry });
  }
  return measured;
}

export type OriginalApp = {
  /** Where the original app is served, e.g. http://127.0.0.1:47390. */
  url: string;
  /** The loopback port its build reads its Google Sheet from; the benchmark serves the catalogue there. */
  sheetPort: number;
  /** Its path of the medicine page measured here; default: the same path as this site's. */
  medicinePath?: string;
};

export async function firstCardBench(options: {
  tempDir: string;
  /** Loads per page and build; the median is kept. */
  runs: number;
  note?: string;
  /** A directory holding another built copy of the app, measured in turn with this one. */
  compareWith?: string;
  /** The original app, already built and served; without it no ratio is measured. */
  original?: OriginalApp;
}): Promise<TargetCheck[]> {
  console.log(
    `\n▶ first-card: navigation to the first result on screen in a running page; 412 px, ${CPU_SLOWDOWN}× CPU, ` +
      `${NETWORK.latency} ms, 1.6 Mbps, no cache; median of ${options.runs}` +
      (options.compareWith ? `, alternated with the build in ${options.compareWith}` : "") +
      (options.original ? `, alternated with the original app at ${options.original.url}` : ""),
  );
  if (!options.original) {
    console.log(
      "  the original app is NOT measured: no ratio. Build and serve it on loopback, point its sheet at " +
        "http://127.0.0.1:<port>/…, then give --original-url=<its address> --original-sheet-port=<port> " +
        "(and --original-medicine-path=<path> when its medicine page has another address); docs/performance.md",
    );
  }
  const env = environment(options.note);
  const photoHost = await startPhotoHost(path.join(options.tempDir, "first-card-photos"));
  const originalSheet = options.original ? await startOriginalSheet(options.original.sheetPort) : undefined;
  const real = fixtureGviz();
  const sample = readFileSync(SAMPLE_PATH, "utf8");
  const catalogues: { name: CatalogueName; gviz: string; photos: boolean }[] = [
    { name: "sample", gviz: sample, photos: false },
    { name: "sample with photos", gviz: withImageColumn(sample, photoHost.urlOf), photos: true },
    { name: "real-11.8k", gviz: real, photos: false },
    { name: "real-11.8k with photos", gviz: withImageColumn(real, photoHost.urlOf), photos: true },
  ];
  type CaseResult = {
    catalogue: CatalogueName;
    page: PageName;
    /** Null when no run showed a card. */
    medianMs: number | null;
    runsMs: number[];
    /** Runs in which the page showed "Error Loading Data" instead. */
    failedRuns: number;
    /** This build's Largest Contentful Paint (pages with photos), median and runs. */
    lcp?: { medianMs: number; runsMs: number[]; elements: string[] };
  };
  const results: CaseResult[] = [];
  const compared: CaseResult[] = [];
  const original: CaseResult[] = [];
  try {
    for (const catalogue of catalogues) {
      const catalogueFile = path.join(options.tempDir, `first-card-${catalogue.name.replaceAll(" ", "-")}.gviz.txt`);
      writeFileSync(catalogueFile, catalogue.gviz, "utf8");
      originalSheet?.serve(catalogue.gviz);
      const firstId = catalogueFromGviz(catalogue.gviz).medicines[0]!.id;
      const medicinePath = `/medicines/${encodeURIComponent(firstId)}`;
      const cases: PageCase[] = [
        { catalogue: catalogue.name, page: "/medicines", path: "/medicines", originalPath: "/medicines" },
        {
          catalogue: catalogue.name,
          page: "/medicines/{id}",
          path: medicinePath,
          originalPath: options.original?.medicinePath ?? medicinePath,
        },
      ];
      const serverEnv = { IMAGE_PRIVATE_HOSTS: photoHost.hostPort };
      const server = await startAppServer({ tempDir: options.tempDir, catalogueFile, env: serverEnv });
      const other = options.compareWith
        ? await startAppServer({ tempDir: options.tempDir, catalogueFile, env: serverEnv, appDir: options.compareWith })
        : undefined;
      try {
        if (catalogue.photos) {
          // The site keeps each photo once made: a visitor after the first meets the kept photos.
          // One unmeasured load of each page makes them (the first resize's cost: bench/photos.ts).
          for (const pageCase of cases) {
            for (const origin of [server.url, other?.url]) {
              if (origin) await timeFirstUsableFrame(`${origin}${pageCase.path}`, PAGES[pageCase.page].selector, true);
            }
          }
        }
        const servers = { current: server.url, compared: other?.url, original: options.original?.url };
        for (const { pageCase, build, times, failures, lcps, lcpElements } of await measureCases(
          cases,
          options.runs,
          servers,
          catalogue.photos,
        )) {
          const result: CaseResult = {
            catalogue: pageCase.catalogue,
            page: pageCase.page,
            medianMs: times.length > 0 ? round(median(times), 0) : null,
            runsMs: times.map((time) => round(time, 0)),
            failedRuns: failures,
            ...(lcps.length > 0
              ? {
                  lcp: {
                    medianMs: round(median(lcps), 0),
                    runsMs: lcps.map((time) => round(time, 0)),
                    // What the LCP was: an image's path (a card's photo) or an element's tag.
                    elements: [
                      ...new Set(lcpElements.map((element) => element.replace(/\/\d+-[0-9a-z]+$/, "/{width}-…"))),
                    ],
                  },
                }
              : {}),
          };
          ({ current: results, compared, original })[build].push(result);
          console.log(
            `  ${build === "current" ? "" : `(${build}) `}${pageCase.page.padEnd(16)} ${pageCase.catalogue.padEnd(22)} ` +
              `median ${result.medianMs ?? "—"} ms (runs ${result.runsMs.join(", ")})` +
              (failures > 0 ? `, ${failures} runs showed "Error Loading Data"` : "") +
              (result.lcp ? `, LCP median ${result.lcp.medianMs} ms (runs ${result.lcp.runsMs.join(", ")})` : ""),
          );
        }
      } finally {
        await server.stop();
        await other?.stop();
      }
    }
  } finally {
    await originalSheet?.stop();
    await photoHost.stop();
  }
  const originalOf = (result: CaseResult) =>
    original.find((entry) => entry.catalogue === result.catalogue && entry.page === result.page);
  const targets: TargetCheck[] = results.map((result) => {
    const theirs = originalOf(result);
    const ours = result.medianMs === null ? "never (Error Loading Data)" : `${result.medianMs} ms`;
    const target = `first result on screen in a running page, ${result.page} (${result.catalogue}), phone profile`;
    const limit = `≥ ${TIMES_SOONER_TARGET}× sooner than the original`;
    if (!theirs)
      return { target: `${target}: original not measured`, limit, measured: `${ours} (no ratio)`, met: false };
    if (theirs.medianMs === null) {
      // The original never showed this page's first card: nothing to divide by; met if ours did.
      return {
        target: `${target}: the original showed "Error Loading Data" in all ${theirs.failedRuns} runs, ours ${ours}`,
        limit,
        measured: "the original shows no card",
        met: result.medianMs !== null,
      };
    }
    const ratio = result.medianMs === null ? 0 : round(theirs.medianMs / result.medianMs, 2);
    return {
      target: `${target}: original ${theirs.medianMs} ms, ours ${ours} in the same run`,
      limit,
      measured: `${ratio}×`,
      met: ratio >= TIMES_SOONER_TARGET,
    };
  });
  for (const result of results.filter((entry) => entry.lcp)) {
    console.log(`  LCP with photos, ${result.page}: median ${result.lcp!.medianMs} ms`);
  }
  printTargets(targets);
  const file = await writeResult("first-card", {
    benchmark: "first-card",
    environment: env,
    profile: {
      viewport: "412×823",
      cpuSlowdown: CPU_SLOWDOWN,
      network: NETWORK,
      cache: "disabled",
      runs: options.runs,
      thirdPartyHosts: "fail at once (--host-resolver-rules), for both apps",
    },
    photos: photoHost.files.map(({ kind, width, height, bytes }) => ({ kind, width, height, bytes })),
    targets,
    results,
    original: options.original
      ? { url: options.original.url, medicinePath: options.original.medicinePath ?? null, results: original }
      : "not measured: no --original-url",
    ...(options.compareWith ? { comparedWith: { directory: options.compareWith, results: compared } } : {}),
  });
  console.log(`  → ${file}`);
  return targets;
}
