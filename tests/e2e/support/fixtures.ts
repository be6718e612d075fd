import { readFileSync } from "node:fs";
import { test as base, expect } from "@playwright/test";
import { type AppServer, startAppServer } from "../../../scripts/lib/app-server";
import { FakeSheetServer } from "./fake-sheet-server";
import { medicineSheetBody, SITE_URL } from "./medicine-sheet";
import { testCatalogueGviz } from "./test-catalogue";

export type { AppServer };

/** The bundled sample catalogue, served by the fake sheet as if it were Google. */
export const SAMPLE_GVIZ = readFileSync("data/sample-catalogue.gviz.txt", "utf8");

/**
 * Starts the production build (scripts/lib/app-server.ts) on a free loopback port with the
 * given environment, and resolves once it listens. The first catalogue load has finished by
 * then (the server loads before listening). A fresh data folder unless one is given.
 */
function startTestApp(env: Record<string, string>, options: { dataDir?: string } = {}): Promise<AppServer> {
  return startAppServer({
    env: {
      PATH: process.env.PATH ?? "",
      LOG_LEVEL: "info",
      CATALOGUE_RETRY_BASE_MS: "20",
      SITE_URL: "http://localhost:3000",
      ...env,
    },
    dataDir: options.dataDir,
    dataDirPrefix: "pharma-e2e-",
    timeoutMs: 20_000,
  });
}

type WorkerFixtures = {
  sheet: FakeSheetServer;
  /**
   * Starts a server reading the fake sheet `name` (made unique per worker), which serves `body`,
   * with more environment variables `env`. Servers started so are shared by the tests of one
   * worker and stopped when the worker ends.
   */
  appOn: (name: string, body: string, env?: Record<string, string>) => Promise<AppServer>;
  /** A server on the sample catalogue. */
  sampleApp: AppServer;
  /**
   * A server on the 60-medicine test catalogue (test-catalogue.ts). These tests follow the page's
   * requests to the server, which is how the catalogue works without a kept copy (too big,
   * storage refused, first moments of a visit); tests/e2e/instant-catalogue.spec.ts covers the
   * browser's copy.
   */
  catalogueApp: AppServer;
  /** A server on the medicine sheet of medicine-sheet.ts, told its public address is SITE_URL. */
  detailApp: AppServer;
};

type TestFixtures = {
  /** Starts a server of this test's own; stopped when the test ends. */
  startApp: (env?: Record<string, string>, options?: { dataDir?: string }) => Promise<AppServer>;
};

export const test = base.extend<TestFixtures, WorkerFixtures>({
  sheet: [
    async ({}, use) => {
      const sheet = new FakeSheetServer();
      await sheet.start();
      await use(sheet);
      await sheet.stop();
    },
    { scope: "worker" },
  ],
  appOn: [
    async ({ sheet }, use, workerInfo) => {
      const started: AppServer[] = [];
      await use(async (name, body, env = {}) => {
        const sheetName = `${name}-${workerInfo.workerIndex}`;
        sheet.set(sheetName, { body });
        const app = await startTestApp({
          CATALOGUE_SOURCE: sheet.url(sheetName),
          // The fake sheet's images are on loopback: the app may fetch them there, nowhere else private.
          IMAGE_PRIVATE_HOSTS: sheet.imageHost,
          ...env,
        });
        started.push(app);
        return app;
      });
      await Promise.all(started.map((app) => app.stop()));
    },
    { scope: "worker" },
  ],
  sampleApp: [async ({ appOn }, use) => use(await appOn("sample", SAMPLE_GVIZ)), { scope: "worker" }],
  catalogueApp: [
    async ({ sheet, appOn }, use) => {
      const body = testCatalogueGviz((file) => sheet.imageUrl(file));
      await use(await appOn("catalogue", body, { INSTANT_CATALOGUE_MAX_BYTES: "0" }));
    },
    { scope: "worker" },
  ],
  detailApp: [
    async ({ sheet, appOn }, use) => use(await appOn("medicine-detail", medicineSheetBody(sheet), { SITE_URL })),
    { scope: "worker" },
  ],
  startApp: async ({}, use) => {
    const started: AppServer[] = [];
    await use(async (env = {}, options) => {
      const app = await startTestApp(env, options);
      started.push(app);
      return app;
    });
    await Promise.all(started.map((app) => app.stop()));
  },
});

export { expect };

/**
 * The tag of a test that runs in the whole Chromium instead of its headless shell (playwright.config.ts):
 * without JavaScript, "Send on WhatsApp" is a form whose answer redirects the page to `https://wa.me/…`,
 * and in the headless shell Playwright's routes do not catch that redirected navigation (it goes to
 * the network, which has no wa.me), while in the whole browser, as in a buyer's, they do.
 */
export const WHOLE_BROWSER = { tag: "@whole-browser" } as const;
