import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { startOriginalSheet } from "./first-card/original-sheet";
import { CPU_SLOWDOWN, NETWORK, timeFirstUsableFrame } from "./first-card/phone";
import { startAppServer } from "./lib/app-server";
import { fixtureGviz, SAMPLE_PATH, withImageColumn } from "./lib/catalogues";
import { startPhotoHost } from "./lib/photo-host";
import { environment, printTargets, writeResult, type TargetCheck } from "./lib/results";
import { median, round } from "./lib/stats";

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
