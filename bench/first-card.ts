import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium, type CDPSession } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium";
import { startAppServer } from "./lib/app-server";
import { fixtureGviz, SAMPLE_PATH } from "./lib/catalogues";
import { environment, printTargets, type TargetCheck, writeResult } from "./lib/results";
import { median, round } from "./lib/stats";
import { catalogueFromGviz } from "~/catalogue/import/import";

/**
 * First results on a cheap phone: from navigation start until the first result card (a medicine
 * page's h1) is visible AND the page runs an animation frame, i.e. a visitor sees the result and
 * the page can answer them. Chromium at a 412 px phone viewport, 4× CPU slowdown, 150 ms latency,
 * 1.6 Mbps down, cache disabled, a fresh browser context per run (no service worker, no kept
 * catalogue); the median of the runs asked for (5 by default).
 */

const CPU_SLOWDOWN = 4;
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * Issue 27's targets: four times sooner than the original app measured in the same profile
 * (its figures, quoted in the issue: the first card on /medicines at 2,256–2,391 ms, a medicine
 * page's heading at 2,229–2,296 ms), about 600 and 560 ms on this machine.
 */
const PAGES = {
  "/medicines": { selector: "main article", targetMs: 600, originalMs: [2256, 2391] },
  "/medicines/{id}": { selector: "main h1", targetMs: 560, originalMs: [2229, 2296] },
} as const;
type PageName = keyof typeof PAGES;

type PageCase = { catalogue: "sample" | "real-11.8k"; page: PageName; path: string };

/**
 * Runs before any of the page's own scripts: a requestAnimationFrame loop that stamps the first
 * frame in which the awaited element is rendered with a size (Playwright's "visible"; on a phone
 * the first card may sit below the search and filters, a scroll away, and is still the visitor's
 * first result). A frame runs only when the main thread is free, so a page busy evaluating or
 * hydrating scripts is not counted as ready while it shows content. Written as page source, not a
 * function: tsx would add its own helpers to a function's text, which the page does not have.
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
  })();`;
}

/**
 * Reads the stamp over the DevTools protocol until it is set. Not Playwright's `waitForFunction`:
 * that evaluates Playwright's own script in the page first (about 80–110 ms of main thread at 4×
 * CPU, right while the page is being parsed), which a visitor's phone never runs and which delayed
 * the frame being measured. One expression evaluated every 20 ms costs a fraction of a millisecond.
 */
async function pollFirstUsableFrame(cdp: CDPSession): Promise<number> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const { result } = await cdp.send("Runtime.evaluate", {
      expression: "window.firstUsableFrame",
      returnByValue: true,
    });
    if (typeof result.value === "number") return result.value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error("no frame showed the first result within 60 s");
}

async function timeFirstUsableFrame(url: string, selector: string): Promise<number> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
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
    return await pollFirstUsableFrame(cdp);
  } finally {
    await browser.close();
  }
}

/** How many times sooner than the original app's figures (its slowest and its fastest), e.g. "3.9–4.1×". */
function ratioToOriginal(page: PageName, medianMs: number): string {
  const [fastest, slowest] = PAGES[page].originalMs;
  return `${round(fastest / medianMs, 1)}–${round(slowest / medianMs, 1)}×`;
}

/**
 * Each case's runs; with `compareWith` (another built copy of the app, e.g. the commit before a
 * change) the two are run in turn, this one first, so that a busy machine weighs on both alike.
 */
async function measureCases(
  cases: PageCase[],
  runs: number,
  servers: { current: string; compared?: string },
): Promise<{ pageCase: PageCase; build: "current" | "compared"; times: number[] }[]> {
  const measured = [];
  for (const pageCase of cases) {
    const current: number[] = [];
    const compared: number[] = [];
    for (let run = 0; run < runs; run++) {
      current.push(await timeFirstUsableFrame(`${servers.current}${pageCase.path}`, PAGES[pageCase.page].selector));
      if (servers.compared) {
        compared.push(await timeFirstUsableFrame(`${servers.compared}${pageCase.path}`, PAGES[pageCase.page].selector));
      }
    }
    measured.push({ pageCase, build: "current" as const, times: current });
    if (servers.compared) measured.push({ pageCase, build: "compared" as const, times: compared });
  }
  return measured;
}

export async function firstCardBench(options: {
  tempDir: string;
  /** Loads per page and build; the median is kept. */
  runs: number;
  note?: string;
  /** A directory holding another built copy of the app, measured in turn with this one. */
  compareWith?: string;
}): Promise<TargetCheck[]> {
  console.log(
    `\n▶ first-card: navigation to the first result on screen in a running page; 412 px, ${CPU_SLOWDOWN}× CPU, ` +
      `${NETWORK.latency} ms, 1.6 Mbps, no cache; median of ${options.runs}` +
      (options.compareWith ? `, alternated with the build in ${options.compareWith}` : ""),
  );
  const env = environment(options.note);
  const catalogues = [
    { name: "sample" as const, gviz: readFileSync(SAMPLE_PATH, "utf8") },
    { name: "real-11.8k" as const, gviz: fixtureGviz() },
  ];
  type CaseResult = {
    catalogue: PageCase["catalogue"];
    page: PageName;
    medianMs: number;
    runsMs: number[];
    timesSoonerThanOriginal: string;
  };
  const results: CaseResult[] = [];
  const compared: CaseResult[] = [];
  for (const catalogue of catalogues) {
    const catalogueFile = path.join(options.tempDir, `first-card-${catalogue.name}.gviz.txt`);
    writeFileSync(catalogueFile, catalogue.gviz, "utf8");
    const firstId = catalogueFromGviz(catalogue.gviz).medicines[0]!.id;
    const cases: PageCase[] = [
      { catalogue: catalogue.name, page: "/medicines", path: "/medicines" },
      { catalogue: catalogue.name, page: "/medicines/{id}", path: `/medicines/${encodeURIComponent(firstId)}` },
    ];
    const server = await startAppServer({ tempDir: options.tempDir, catalogueFile });
    const other = options.compareWith
      ? await startAppServer({ tempDir: options.tempDir, catalogueFile, appDir: options.compareWith })
      : undefined;
    try {
      for (const { pageCase, build, times } of await measureCases(cases, options.runs, {
        current: server.url,
        compared: other?.url,
      })) {
        const result: CaseResult = {
          catalogue: pageCase.catalogue,
          page: pageCase.page,
          medianMs: round(median(times), 0),
          runsMs: times.map((time) => round(time, 0)),
          timesSoonerThanOriginal: ratioToOriginal(pageCase.page, median(times)),
        };
        (build === "current" ? results : compared).push(result);
        console.log(
          `  ${build === "current" ? "" : "(compared) "}${pageCase.page.padEnd(16)} ${pageCase.catalogue.padEnd(11)} ` +
            `median ${result.medianMs} ms, ${result.timesSoonerThanOriginal} the original ` +
            `(runs ${result.runsMs.join(", ")})`,
        );
      }
    } finally {
      await server.stop();
      await other?.stop();
    }
  }
  const targets: TargetCheck[] = results.map((result) => ({
    target:
      `first result on screen in a running page, ${result.page} (${result.catalogue}), phone profile ` +
      `(${result.timesSoonerThanOriginal} sooner than the original)`,
    limit: `≤ ${PAGES[result.page].targetMs} ms`,
    measured: `${result.medianMs} ms`,
    met: result.medianMs <= PAGES[result.page].targetMs,
  }));
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
    },
    original: Object.fromEntries(Object.entries(PAGES).map(([page, { originalMs }]) => [page, originalMs])),
    targets,
    results,
    ...(options.compareWith ? { comparedWith: { directory: options.compareWith, results: compared } } : {}),
  });
  console.log(`  → ${file}`);
  return targets;
}
