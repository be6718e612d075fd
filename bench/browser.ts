import type { ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { startAppServer } from "./lib/app-server";
import { SAMPLE_PATH, repoRoot } from "./lib/catalogues";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../scripts/lib/chromium";
import { freePort, startProcess, stopProcess } from "../scripts/lib/processes";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { median, round } from "./lib/stats";
import { catalogueFromGviz } from "~/catalogue/import/import";

/**
 * Browser benchmark: Lighthouse 12.8 (its default mobile configuration: Moto G Power-class
 * screen, simulated slow 4G and 4× CPU slowdown) on `/`, `/medicines`, `/medicines/{id}` and
 * `/contact`, and on the Hindi catalogue and medicine page (`/hi/…`), of the built server with the
 * bundled sample catalogue.
 */

/** Started by hand for Lighthouse, not by Playwright: headless must be asked for. */
const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];
const CATEGORIES = ["performance", "accessibility", "best-practices", "seo"] as const;

/** The parts of a Lighthouse result (LHR) read here. */
type Lhr = {
  lighthouseVersion: string;
  runtimeError?: { code: string; message: string };
  runWarnings: string[];
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<
    string,
    { score: number | null; scoreDisplayMode: string; numericValue?: number; details?: { items?: unknown[] } }
  >;
};
type ConsoleItem = { description?: string; url?: string; sourceLocation?: { url?: string } };
type NetworkRequest = { url: string; resourceType?: string; transferSize?: number; resourceSize?: number };

/** Starts Chromium with a DevTools port, in its own process group so that its helpers stop with it. */
async function startChromium(tempDir: string): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const profile = mkdtempSync(path.join(tempDir, "chromium-"));
  const child = startProcess(
    CHROMIUM_PATH,
    [...CHROME_FLAGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`, "about:blank"],
    { group: true, stdio: ["ignore", "ignore", "pipe"] },
  );
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error("Chromium did not open its DevTools port within 30 s")), 30_000);
    let seen = "";
    child.stderr?.setEncoding("utf8").on("data", (chunk: string) => {
      seen = (seen + chunk).slice(-4096);
      if (seen.includes("DevTools listening on")) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      reject(new Error(`Chromium exited (${code}) before opening its DevTools port: ${seen.slice(-500)}`));
    });
  });
  child.stderr?.resume();
  return { port, child };
}

/** One Lighthouse run through its CLI, connected to the running Chromium; returns the LHR. */
async function lighthouse(url: string, port: number, outputFile: string): Promise<Lhr> {
  const child = startProcess(
    process.execPath,
    [
      path.join(repoRoot, "node_modules", "lighthouse", "cli", "index.js"),
      url,
      `--port=${port}`,
      "--output=json",
      `--output-path=${outputFile}`,
      `--only-categories=${CATEGORIES.join(",")}`,
      "--quiet",
    ],
    { cwd: repoRoot, stdio: ["ignore", "ignore", "inherit"] },
  );
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", resolve);
  });
  if (code !== 0) throw new Error(`lighthouse exited with ${code} for ${url}`);
  const lhr = JSON.parse(readFileSync(outputFile, "utf8")) as Lhr;
  if (lhr.runtimeError) throw new Error(`lighthouse: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
  return lhr;
}

/**
 * Lighthouse sometimes fails to record a trace (NO_NAVSTART), more often while the previous
 * run's service worker is still installing: such a run is repeated, up to twice.
 */
async function lighthouseWithRetry(url: string, port: number, outputFile: string): Promise<Lhr> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouse(url, port, outputFile);
    } catch (error) {
      if (attempt >= 3) throw error;
      console.log(`  (lighthouse failed on ${url}, attempt ${attempt}; trying again)`);
    }
  }
}

const builtClientDir = path.join(repoRoot, "build", "client");

/** JavaScript the page loaded: bytes on the wire (Lighthouse) and gzip of the built files. */
function scriptBytes(lhr: Lhr, origin: string) {
  const requests = (lhr.audits["network-requests"]?.details?.items ?? []) as NetworkRequest[];
  const scripts = requests.filter((request) => request.resourceType === "Script");
  let transferred = 0;
  let gzip = 0;
  const files: { path: string; transferBytes: number; gzipBytes: number | null }[] = [];
  for (const script of scripts) {
    transferred += script.transferSize ?? 0;
    const url = new URL(script.url);
    let gzipBytes: number | null = null;
    if (url.origin === origin) {
      // Gzip at the compression middleware's default level, from the build the server serves.
      gzipBytes = gzipSync(readFileSync(path.join(builtClientDir, decodeURIComponent(url.pathname)))).length;
      gzip += gzipBytes;
    }
    files.push({
      path: url.origin === origin ? url.pathname : script.url,
      transferBytes: script.transferSize ?? 0,
      gzipBytes,
    });
  }
  return { count: scripts.length, transferBytes: transferred, gzipBytes: gzip, files };
}

type Summary = ReturnType<typeof summarise>;

function summarise(lhr: Lhr, origin: string) {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
  /** Audits that cost points in the categories that must reach 100. */
  const failing = (category: string) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0)
      .map((ref) => ({ id: ref.id, audit: lhr.audits[ref.id] }))
      .filter(({ audit }) => audit && audit.scoreDisplayMode === "binary" && audit.score !== null && audit.score < 1)
      .map(({ id }) => id);
  return {
    scores: {
      performance: score("performance"),
      accessibility: score("accessibility"),
      bestPractices: score("best-practices"),
      seo: score("seo"),
    },
    metrics: {
      firstContentfulPaintMs: round(numeric("first-contentful-paint"), 0),
      largestContentfulPaintMs: round(numeric("largest-contentful-paint"), 0),
      totalBlockingTimeMs: round(numeric("total-blocking-time"), 0),
      cumulativeLayoutShift: round(numeric("cumulative-layout-shift"), 3),
      speedIndexMs: round(numeric("speed-index"), 0),
      totalBytes: numeric("total-byte-weight"),
    },
    javascript: scriptBytes(lhr, origin),
    failedAudits: {
      accessibility: failing("accessibility"),
      bestPractices: failing("best-practices"),
      seo: failing("seo"),
    },
    /** What the errors-in-console audit saw (a missing /favicon.ico, a failed hydration…). */
    consoleErrors: ((lhr.audits["errors-in-console"]?.details?.items ?? []) as ConsoleItem[]).map((item) =>
      [item.description, item.sourceLocation?.url ?? item.url].filter(Boolean).join(" — "),
    ),
    runWarnings: lhr.runWarnings,
  };
}

export async function browserBench(options: { tempDir: string; runs: number; note?: string }) {
  const env = environment(options.note);
  console.log(
    `\n▶ browser: Lighthouse (mobile) on the built server with the sample catalogue, ${options.runs} run(s) per page, median kept`,
  );
  const { medicines } = catalogueFromGviz(readFileSync(SAMPLE_PATH, "utf8"));
  const pages = [
    { name: "home", path: "/" },
    { name: "catalogue", path: "/medicines" },
    { name: "detail", path: `/medicines/${encodeURIComponent(medicines[0]!.id)}` },
    { name: "contact", path: "/contact" },
    { name: "catalogue (Hindi)", path: "/hi/medicines" },
    { name: "detail (Hindi)", path: `/hi/medicines/${encodeURIComponent(medicines[0]!.id)}` },
  ];

  const server = await startAppServer({ tempDir: options.tempDir });
  const chromium = await startChromium(options.tempDir).catch(async (error: unknown) => {
    await server.stop();
    throw error;
  });
  const reportDir = mkdtempSync(path.join(options.tempDir, "lighthouse-"));
  type PageResult = Summary & {
    page: string;
    path: string;
    runs: number;
    performanceScores: number[];
  };
  const results: PageResult[] = [];
  let lighthouseVersion = "";
  try {
    for (const page of pages) {
      const runs: Summary[] = [];
      for (let run = 0; run < options.runs; run += 1) {
        const lhr = await lighthouseWithRetry(
          `${server.url}${page.path}`,
          chromium.port,
          path.join(reportDir, `${page.name}-${run}.json`),
        );
        lighthouseVersion = lhr.lighthouseVersion;
        runs.push(summarise(lhr, server.url));
      }
      // The run with the median performance score (Lighthouse's own advice for noisy machines).
      const medianScore = median(runs.map((run) => run.scores.performance));
      const chosen = runs.find((run) => run.scores.performance === medianScore)!;
      // Accessibility, best practices and SEO must be 100 on every visit: the worst run counts, with
      // the audits that failed in any run (a first visit's /favicon.ico 404 shows only once).
      const worst = (pick: (run: Summary) => number) => Math.min(...runs.map(pick));
      const failedAnywhere = (pick: (run: Summary) => string[]) => [...new Set(runs.flatMap(pick))];
      const entry = {
        page: page.name,
        consoleErrorsAnyRun: [...new Set(runs.flatMap((run) => run.consoleErrors))],
        path: page.path,
        runs: runs.length,
        performanceScores: runs.map((run) => run.scores.performance),
        ...chosen,
        scores: {
          performance: chosen.scores.performance,
          accessibility: worst((run) => run.scores.accessibility),
          bestPractices: worst((run) => run.scores.bestPractices),
          seo: worst((run) => run.scores.seo),
        },
        failedAudits: {
          accessibility: failedAnywhere((run) => run.failedAudits.accessibility),
          bestPractices: failedAnywhere((run) => run.failedAudits.bestPractices),
          seo: failedAnywhere((run) => run.failedAudits.seo),
        },
      };
      results.push(entry);
      console.log(
        `  ${page.name.padEnd(9)} perf ${entry.scores.performance}, a11y ${entry.scores.accessibility}, ` +
          `best practices ${entry.scores.bestPractices}, SEO ${entry.scores.seo}; ` +
          `LCP ${entry.metrics.largestContentfulPaintMs} ms, TBT ${entry.metrics.totalBlockingTimeMs} ms, ` +
          `CLS ${entry.metrics.cumulativeLayoutShift}; ${round(entry.metrics.totalBytes / 1000, 1)} kB total, ` +
          `JS ${round(entry.javascript.gzipBytes / 1000, 1)} kB gzip (${entry.javascript.count} files)`,
      );
      const failed = Object.entries(entry.failedAudits).filter(([, ids]) => ids.length > 0);
      if (failed.length > 0) {
        console.log(
          `    failing audits: ${failed.map(([category, ids]) => `${category}: ${ids.join(", ")}`).join("; ")}`,
        );
      }
    }
  } finally {
    await stopProcess(chromium.child);
    await server.stop();
  }

  const lowest = (pick: (entry: PageResult) => number) => Math.min(...results.map(pick));
  const highest = (pick: (entry: PageResult) => number) => Math.max(...results.map(pick));
  const score = (name: string, pick: (entry: PageResult) => number, minimum: number): TargetCheck => {
    const value = lowest(pick);
    return {
      target: `Lighthouse ${name} (lowest page)`,
      limit: minimum === 100 ? "100" : `≥ ${minimum}`,
      measured: String(value),
      met: value >= minimum,
    };
  };
  const lcp = highest((entry) => entry.metrics.largestContentfulPaintMs);
  const cls = highest((entry) => entry.metrics.cumulativeLayoutShift);
  const js = highest((entry) => entry.javascript.gzipBytes);
  const files = highest((entry) => entry.javascript.count);
  const targets: TargetCheck[] = [
    score("performance", (entry) => entry.scores.performance, 95),
    score("accessibility", (entry) => entry.scores.accessibility, 100),
    score("best practices", (entry) => entry.scores.bestPractices, 100),
    score("SEO", (entry) => entry.scores.seo, 100),
    { target: "LCP, mobile (slowest page)", limit: "≤ 1500 ms", measured: `${lcp} ms`, met: lcp <= 1500 },
    { target: "CLS (page that shifts most)", limit: "≤ 0.05", measured: String(cls), met: cls <= 0.05 },
    {
      target: "first-load JavaScript, gzip (largest page)",
      limit: "≤ 120 KB",
      measured: `${round(js / 1000, 1)} KB`,
      met: js <= 120_000,
    },
    { target: "script files a page loads (most of any page)", limit: "≤ 6", measured: String(files), met: files <= 6 },
  ];
  printTargets(targets);
  const file = await writeResult("browser", {
    benchmark: "browser",
    environment: env,
    lighthouse: {
      version: lighthouseVersion,
      configuration: "default (mobile, simulated throttling)",
      chromePath: CHROMIUM_PATH,
      chromeFlags: CHROME_FLAGS,
    },
    javascriptBytes:
      "gzipBytes: the same-origin scripts Lighthouse saw the page load (network-requests audit, resourceType Script), each built file gzip-compressed at the default level; transferBytes: what those requests transferred, headers included, in whatever encoding the server chose",
    targets,
    results,
  });
  console.log(`  → ${file}`);
  return targets;
}
