import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { Worker } from "node:worker_threads";
import autocannon from "autocannon";
import { cpuTimeMs, memoryOf } from "../scripts/lib/processes";
import { mulberry32 } from "../scripts/lib/random";
import { startAppServer } from "./lib/app-server";
import { startClustered, sumOver } from "./server-processes";
import { fixtureGviz, withImageColumn } from "./lib/catalogues";
import { type PhotoHost, startPhotoHost } from "./lib/photo-host";
import { type AppServer, SERVE_ENVIRONMENT, SERVE_NODE_OPTIONS } from "../scripts/lib/app-server";
import { z } from "zod";
import { type TargetCheck, environment, printTargets, writeResult } from "./lib/results";
import { median, megabytes, percentile, round } from "./lib/stats";
import { catalogueFromGviz } from "~/catalogue/import/import";
import { imageAddress } from "~/catalogue/images/links";
import { manufacturerSlug } from "~/catalogue/urls/links";

/**
 * The cost of a page (docs/decisions/036-cheaper-pages.md): the built server with the
 * real 11.8k catalogue and the page cache off, loaded with 2,000 distinct URLs of the catalogue
 * (medicine pages in English and Hindi, searches, filters and sorts, further pages, manufacturer
 * pages and the site's other pages) at 50 connections, against a static file of the same server in
 * the same run: the ratio of their requests per second is the figure, since both move with the
 * machine's load. Meanwhile one client asks `/healthz` again and again from its own thread.
 * Rounds alternate between the builds (`--compare-with`) so that a busy machine weighs on both.
 *
 * Then memory, as shipped (page cache on): resident memory after 20,000 requests of the same mix,
 * then a burst of 50 first sheet photos at once (each a new source on the local image host, real
 * phone JPEGs and large PNGs) and how far memory comes back once they are served; and the three
 * processes of `WEB_CONCURRENCY=2` after the same mix.
 */
const CONNECTIONS = 50;
const ROUNDS = 3;
const WARM_UP_URLS = 300;
const MIX_REQUESTS = 20_000;
const PHOTO_BURST = 50;
const STATIC_PATH = "/favicon.ico";
const HEADERS = { "accept-encoding": "gzip, deflate, br", accept: "text/html" };

type Medicine = { id: string; name: string; category: string; categoryId: string; manufacturer: string };

const firstWords = (name: string, count: number) =>
  name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .slice(0, count)
    .join(" ");

/**
 * 2,000 distinct URLs in a fixed, shuffled order: 700 medicine pages (100 of them Hindi), 600
 * searches (one and two words of names), 400 filters (category, manufacturer, prescription only,
 * each with sort orders and with searches), 300 further pages (list pages, manufacturer pages, the
 * site's pages).
 */
export function pageMix(medicines: readonly Medicine[]): string[] {
  const query = (params: Record<string, string>) => `/medicines?${new URLSearchParams(params)}`;
  const spread = <T>(items: readonly T[], count: number) =>
    Array.from({ length: Math.min(count, items.length) }, (_, i) => items[Math.floor((i * items.length) / count)]!);
  const unique = (list: string[], count: number) => [...new Set(list)].slice(0, count);

  const pages = spread(medicines, 700).map(
    (medicine, i) => `${i % 7 === 0 ? "/hi" : ""}/medicines/${encodeURIComponent(medicine.id)}`,
  );
  const oneWord = [...new Set(medicines.map((medicine) => firstWords(medicine.name, 1)))].filter((w) => w.length >= 3);
  const twoWords = [...new Set(medicines.map((medicine) => firstWords(medicine.name, 2)))].filter((w) =>
    w.includes(" "),
  );
  const searches = unique(
    [...spread(oneWord, 450), ...spread(twoWords, 200)].map((search) => query({ search })),
    600,
  );
  const count = (key: (medicine: Medicine) => string) => {
    const counts = new Map<string, number>();
    for (const medicine of medicines) counts.set(key(medicine), (counts.get(key(medicine)) ?? 0) + 1);
    return [...counts].sort((a, b) => b[1] - a[1]).map(([name]) => name);
  };
  const categories = count((medicine) => medicine.categoryId);
  const manufacturers = count((medicine) => medicine.manufacturer).filter(Boolean);
  const sorts = ["name-asc", "name-desc", "price-asc", "price-desc", "availability"];
  const filters = unique(
    [
      ...categories.flatMap((category) => [query({ category }), ...sorts.map((sort) => query({ category, sort }))]),
      ...manufacturers.slice(0, 150).map((manufacturer) => query({ manufacturer })),
      ...sorts.map((sort) => query({ rx: "1", sort })),
      ...categories.flatMap((category) => oneWord.slice(0, 12).map((search) => query({ search, category }))),
      ...manufacturers.slice(0, 100).map((manufacturer, i) => query({ manufacturer, sort: sorts[i % sorts.length]! })),
    ],
    400,
  );
  const further = unique(
    [
      "/",
      "/hi",
      "/about",
      "/contact",
      "/manufacturers",
      "/hi/medicines",
      ...Array.from({ length: 120 }, (_, i) => query({ page: String(i + 2) })),
      ...manufacturers.slice(0, 174).map((name) => `/manufacturers/${encodeURIComponent(manufacturerSlug(name))}`),
    ],
    300,
  );
  const all = [...new Set([...pages, ...searches, ...filters, ...further])];
  const random = mulberry32(54);
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j]!, all[i]!];
  }
  return all;
}

/** `/healthz` asked one after another from a thread of its own (the load generator's loop does not delay it). */
function healthProbe(url: string): { stop(): Promise<number[]> } {
  const worker = new Worker(
    `const { parentPort, workerData } = require("node:worker_threads");
     const times = [];
     let running = true;
     parentPort.on("message", () => { running = false; });
     (async () => {
       while (running) {
         const start = performance.now();
         const response = await fetch(workerData + "/healthz");
         await response.arrayBuffer();
         times.push(response.ok ? performance.now() - start : Number.POSITIVE_INFINITY);
       }
       parentPort.postMessage(times);
     })();`,
    { eval: true, workerData: url },
  );
  return {
    stop: () =>
      new Promise((resolve, reject) => {
        worker.once("message", (times: number[]) => void worker.terminate().then(() => resolve(times)));
        worker.once("error", reject);
        worker.postMessage("stop");
      }),
  };
}

type Load = {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  failed: number;
  requests: number;
  /** Responses the page cache answered (`X-Page-Cache: hit`), when counted. */
  cacheHits: number | null;
};

/**
 * `paths` (in turn) or one path at 50 connections. `countCacheHits` reads each response's headers,
 * which makes the load generator keep every body: not for the throughput rounds.
 */
async function load(
  url: string,
  paths: readonly string[] | string,
  options: { duration?: number; amount?: number; countCacheHits?: boolean },
) {
  const { countCacheHits = false, ...run } = options;
  let next = 0;
  let cacheHits = 0;
  const onResponse = (_status: number, _body: string, _context: object, headers: Record<string, string | string[]>) => {
    const hit = Object.entries(headers).some(
      ([name, value]) => name.toLowerCase() === "x-page-cache" && value === "hit",
    );
    if (hit) cacheHits += 1;
  };
  const result = await autocannon({
    url,
    connections: CONNECTIONS,
    timeout: 10,
    headers: HEADERS,
    ...run,
    requests:
      typeof paths === "string"
        ? [{ method: "GET", path: paths }]
        : [
            {
              method: "GET",
              setupRequest: (request: { path: string }) => ({ ...request, path: paths[next++ % paths.length]! }),
              ...(countCacheHits ? { onResponse } : {}),
            },
          ],
  });
  return {
    requestsPerSecond: round(result.latency.totalCount / result.duration, 1),
    p50: result.latency.p50,
    p99: result.latency.p99,
    failed: result.errors + result.timeouts + result.non2xx,
    requests: result.latency.totalCount,
    cacheHits: countCacheHits ? cacheHits : null,
  } satisfies Load;
}

/**
 * A build with the environment and Node options its own `npm run serve` gave it: the compared one,
 * an earlier commit's, without this one's allocator or heap settings (scripts/lib/app-server.ts,
 * SERVE_ENVIRONMENT and SERVE_NODE_OPTIONS), so that their effect is part of the difference measured.
 */
type Build = {
  name: string;
  appDir?: string;
  env?: Record<string, string | undefined>;
  serveNodeOptions?: readonly string[];
};

export type MemoryRun = {
  startedMB: number | null;
  afterMixMB: number | null;
  mixRequests: number;
  mixFailed: number;
  /** Of the mix's requests, the share the page cache answered. */
  mixCacheHitRate: number | null;
  burstPeakMB: number;
  afterBurstMB: number | null;
  settledMB: number | null;
  burstMs: number;
  photosServed: number;
};

/**
 * Resident memory of a started server (its catalogue's rows with photos on `host`): once started,
 * after {@link MIX_REQUESTS} requests of `paths`, at the peak of a burst of {@link PHOTO_BURST} first
 * photos asked at once, right after it and 10 s later.
 */
export async function memoryRun(
  server: AppServer,
  paths: readonly string[],
  host: PhotoHost,
  medicines: readonly { id: string }[],
): Promise<MemoryRun> {
  const pid = server.child.pid!;
  const rss = async () => {
    const read = await memoryOf(pid);
    return read && megabytes(read.rssBytes);
  };
  // The price list files of the version are built after it is served: wait for them to be.
  await new Promise((resolve) => setTimeout(resolve, 5_000));
  const startedMB = await rss();
  const mix = await load(server.url, paths, { amount: MIX_REQUESTS, countCacheHits: true });
  const afterMixMB = await rss();
  // 50 first photos at once, as a page of new photos shown to a few visitors would ask them.
  const burst = medicines
    .slice(0, PHOTO_BURST)
    .map((medicine, row) => imageAddress(medicine.id, 0, 320, host.urlOf(row)));
  let burstPeakMB = afterMixMB ?? 0;
  const sampler = setInterval(() => void rss().then((value) => (burstPeakMB = Math.max(burstPeakMB, value ?? 0))), 100);
  const burstStart = performance.now();
  const statuses = await Promise.all(
    burst.map(async (address) => {
      const response = await fetch(`${server.url}${address}`, { headers: { accept: "image/avif,image/webp,*/*" } });
      await response.arrayBuffer();
      return response.status;
    }),
  );
  const burstMs = Math.round(performance.now() - burstStart);
  clearInterval(sampler);
  const afterBurstMB = await rss();
  // Ten seconds of nothing: what the process gives back on its own.
  await new Promise((resolve) => setTimeout(resolve, 10_000));
  const settledMB = await rss();
  return {
    startedMB,
    afterMixMB,
    mixRequests: mix.requests,
    mixFailed: mix.failed,
    mixCacheHitRate: mix.cacheHits === null ? null : round(mix.cacheHits / Math.max(1, mix.requests), 3),
    burstPeakMB,
    afterBurstMB,
    settledMB,
    burstMs,
    photosServed: statuses.filter((status) => status === 200).length,
  };
}

/** `dir`'s `npm run serve` command. */
function serveScriptOf(dir: string): string {
  return z
    .object({ scripts: z.object({ serve: z.string() }) })
    .parse(JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8"))).scripts.serve;
}

/** The options of SERVE_NODE_OPTIONS that `dir`'s `npm run serve` gives Node too. */
function serveNodeOptionsOf(dir: string): string[] {
  const serve = serveScriptOf(dir);
  return SERVE_NODE_OPTIONS.filter((option) => serve.includes(` ${option} `));
}

/** The variables of SERVE_ENVIRONMENT that `dir`'s `npm run serve` does not set, left out. */
function serveEnvironmentOf(dir: string): Record<string, string | undefined> {
  const serve = serveScriptOf(dir);
  return Object.fromEntries(
    Object.entries(SERVE_ENVIRONMENT).map(([name, value]) => [
      name,
      serve.includes(` ${name}=${value} `) ? value : undefined,
    ]),
  );
}

export async function pageMixBench(options: {
  tempDir: string;
  durationSeconds: number;
  note?: string;
  compareWith?: string;
}): Promise<TargetCheck[]> {
  const env = environment(options.note);
  const builds: Build[] = [
    { name: "this build" },
    ...(options.compareWith
      ? [
          {
            name: "compared",
            appDir: options.compareWith,
            env: serveEnvironmentOf(options.compareWith),
            serveNodeOptions: serveNodeOptionsOf(options.compareWith),
          },
        ]
      : []),
  ];
  console.log(
    `\n▶ page-mix: 2,000 distinct pages of the 11.8k catalogue, page cache off, ${CONNECTIONS} connections, ` +
      `${options.durationSeconds} s each, against ${STATIC_PATH}; ${ROUNDS} rounds` +
      (options.compareWith ? `, alternating with ${options.compareWith}` : ""),
  );
  const catalogueFile = path.join(options.tempDir, "page-mix-11.8k.gviz.txt");
  writeFileSync(catalogueFile, fixtureGviz(), "utf8");
  const { medicines } = catalogueFromGviz(fixtureGviz());
  const paths = pageMix(medicines);

  // Throughput: one server per build, page cache off, rounds alternating between builds.
  const servers = [];
  for (const build of builds) {
    servers.push(
      await startAppServer({
        tempDir: options.tempDir,
        catalogueFile,
        appDir: build.appDir,
        serveNodeOptions: build.serveNodeOptions,
        env: { ...build.env, PAGE_CACHE_MAX_BYTES: "0" },
      }),
    );
  }
  const rounds: Record<
    string,
    {
      static: Load;
      mix: Load;
      healthz: { p50: number; p99: number; count: number };
      cpuMsPerPage: number | null;
      ratio: number;
    }[]
  > = {};
  try {
    // 300 of the URLs once, unmeasured: every kind of page's code warmed, the search's per-catalogue
    // index built. With the page cache off nothing of a page is kept, so a URL asked again costs what
    // it did the first time.
    for (const server of servers) await load(server.url, paths.slice(0, WARM_UP_URLS), { amount: WARM_UP_URLS });
    for (let round_ = 0; round_ < ROUNDS; round_++) {
      for (const [index, build] of builds.entries()) {
        const server = servers[index]!;
        const pid = server.child.pid!;
        const staticLoad = await load(server.url, STATIC_PATH, { duration: options.durationSeconds });
        const probe = healthProbe(server.url);
        const cpuBefore = await cpuTimeMs(pid);
        const mix = await load(server.url, paths, { duration: options.durationSeconds });
        const cpuAfter = await cpuTimeMs(pid);
        const times = await probe.stop();
        const entry = {
          static: staticLoad,
          mix,
          healthz: { p50: round(percentile(times, 50)), p99: round(percentile(times, 99)), count: times.length },
          cpuMsPerPage:
            cpuBefore === null || cpuAfter === null ? null : round((cpuAfter - cpuBefore) / Math.max(1, mix.requests)),
          ratio: round(mix.requestsPerSecond / staticLoad.requestsPerSecond, 3),
        };
        (rounds[build.name] ??= []).push(entry);
        console.log(
          `  ${build.name.padEnd(10)} round ${round_ + 1}: static ${staticLoad.requestsPerSecond} req/s; ` +
            `mix ${mix.requestsPerSecond} req/s (${entry.ratio}×), p50 ${mix.p50} ms, p99 ${mix.p99} ms, ` +
            `failed ${mix.failed}, CPU ${entry.cpuMsPerPage} ms/page; /healthz p99 ${entry.healthz.p99} ms`,
        );
      }
    }
  } finally {
    for (const server of servers) await server.stop();
  }

  // Memory, as shipped: the page cache on, the catalogue with a photo on every row.
  const host = await startPhotoHost(path.join(options.tempDir, "page-mix-photos"));
  const memory: Record<string, MemoryRun> = {};
  try {
    const photoCatalogue = path.join(options.tempDir, "page-mix-11.8k-photos.gviz.txt");
    writeFileSync(photoCatalogue, withImageColumn(fixtureGviz(), host.urlOf), "utf8");
    for (const build of builds) {
      const server = await startAppServer({
        tempDir: options.tempDir,
        catalogueFile: photoCatalogue,
        appDir: build.appDir,
        serveNodeOptions: build.serveNodeOptions,
        env: { ...build.env, IMAGE_PRIVATE_HOSTS: host.hostPort },
      });
      try {
        memory[build.name] = await memoryRun(server, paths, host, medicines);
        console.log(`  ${build.name.padEnd(10)} memory: ${JSON.stringify(memory[build.name])}`);
      } finally {
        await server.stop();
      }
    }
  } finally {
    await host.stop();
  }

  // README's figure for WEB_CONCURRENCY=2: the primary and both workers after the same mix.
  const clusterAfterMixMB: Record<string, number | null> = {};
  for (const build of builds) {
    const clustered = await startClustered(options.tempDir, catalogueFile, build.env, build);
    try {
      await load(clustered.server.url, paths, { amount: MIX_REQUESTS });
      const bytes = await sumOver(clustered.pids(), async (pid) => (await memoryOf(pid))?.rssBytes ?? null);
      clusterAfterMixMB[build.name] = bytes === null ? null : megabytes(bytes);
      console.log(
        `  ${build.name.padEnd(10)} WEB_CONCURRENCY=2: ${clusterAfterMixMB[build.name]} MB for the primary and both workers after the mix`,
      );
    } finally {
      await clustered.server.stop();
    }
  }

  const ours = rounds["this build"]!;
  const medianOf = (pick: (entry: (typeof ours)[number]) => number) => round(median(ours.map(pick)), 3);
  const ratio = medianOf((entry) => entry.ratio);
  const p99 = medianOf((entry) => entry.mix.p99);
  const healthzP99 = medianOf((entry) => entry.healthz.p99);
  const failed = ours.reduce((total, entry) => total + entry.mix.failed, 0);
  const own = memory["this build"]!;
  const targets: TargetCheck[] = [
    {
      target: "Uncached page mix ÷ a static file, requests/s (median of the rounds)",
      limit: "≥ 0.2×",
      measured: `${ratio}×`,
      met: failed === 0 && ratio >= 0.2,
    },
    { target: "Uncached page mix p99", limit: "≤ 500 ms", measured: `${p99} ms`, met: p99 <= 500 },
    { target: "/healthz p99 during the mix", limit: "≤ 50 ms", measured: `${healthzP99} ms`, met: healthzP99 <= 50 },
    {
      target: `RSS after ${MIX_REQUESTS.toLocaleString("en")} mixed requests (page cache on)`,
      limit: "≤ 300 MB",
      measured: `${own.afterMixMB} MB`,
      met: own.afterMixMB !== null && own.afterMixMB !== undefined && own.afterMixMB <= 300,
    },
    {
      target: `RSS 10 s after ${PHOTO_BURST} first photos, above before them`,
      limit: "≤ 50 MB",
      measured: `${round((own.settledMB ?? Number.NaN) - (own.afterMixMB ?? Number.NaN), 1)} MB`,
      met:
        own.photosServed === PHOTO_BURST && (own.settledMB ?? Number.POSITIVE_INFINITY) - (own.afterMixMB ?? 0) <= 50,
    },
  ];
  printTargets(targets);
  const file = await writeResult("page-mix", {
    benchmark: "page-mix",
    environment: env,
    urls: paths.length,
    connections: CONNECTIONS,
    durationSeconds: options.durationSeconds,
    staticPath: STATIC_PATH,
    targets,
    rounds,
    memory,
    clusterAfterMixMB,
  });
  console.log(`  → ${file}`);
  return targets;
}
