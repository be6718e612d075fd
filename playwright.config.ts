import { defineConfig, devices } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH, TEST_CHROMIUM_PATH } from "./scripts/lib/chromium";

/**
 * Browser tests run Debian's Chromium against the production build. Each test file
 * starts the built server itself (scripts/lib/app-server.ts), fed by a local
 * fake sheet server, so that upstream success, errors and malformed bodies travel
 * real network paths.
 */
export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: 0,
  workers: 2,
  // Generous limits: the suite must hold on a shared 2-core machine; passing tests take far less.
  timeout: 60_000,
  expect: { timeout: 20_000 },
  reporter: process.env.CI
    ? [["list"], ["json", { outputFile: "test-results/e2e.json" }]]
    : [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  use: {
    ...devices["Desktop Chrome"],
    locale: "en-IN",
    timezoneId: "Asia/Kolkata",
    trace: "retain-on-failure",
    // The site registers a service worker; requests it handles bypass page.route(), which
    // tests use to hold or break requests. The offline tests allow it (tests/e2e/offline.spec.ts).
    serviceWorkers: "block",
  },
  // Chromium's headless shell runs the tests at about a third of the whole browser's CPU a page
  // (docs/decisions/049-test-runners-on-two-cores.md); the few tests tagged @whole-browser
  // (tests/e2e/support/fixtures.ts, WHOLE_BROWSER) need what only the whole browser does.
  projects: [
    {
      name: "headless shell",
      grepInvert: /@whole-browser/,
      use: { launchOptions: { executablePath: TEST_CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] } },
    },
    {
      name: "whole browser",
      grep: /@whole-browser/,
      use: { launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] } },
    },
  ],
});
