import { readFileSync } from "node:fs";
import { test as base, expect } from "@playwright/test";
import { startAppServer, type AppServer } from "./app-server";
import { FakeSheetServer } from "./fake-sheet-server";

/** The bundled sample catalogue, served by the fake sheet as if it were Google. */
export const SAMPLE_GVIZ = readFileSync("data/sample-catalogue.gviz.txt", "utf8");

type WorkerFixtures = {
  sheet: FakeSheetServer;
  /** A server on the sample catalogue, shared by the tests of one worker. */
  sampleApp: AppServer;
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
  sampleApp: [
    async ({ sheet }, use, workerInfo) => {
      const name = `sample-${workerInfo.workerIndex}`;
      sheet.set(name, { body: SAMPLE_GVIZ });
      const app = await startAppServer({ CATALOGUE_SOURCE: sheet.url(name) });
      await use(app);
      await app.stop();
    },
    { scope: "worker" },
  ],
  startApp: async ({}, use) => {
    const started: AppServer[] = [];
    await use(async (env = {}, options) => {
      const app = await startAppServer(env, options);
      started.push(app);
      return app;
    });
    await Promise.all(started.map((app) => app.stop()));
  },
});

export { expect };
