import path from "node:path";
import { MISSED_MESSAGE } from "../../app/page-pipeline/missed-steps.server";
import { SAMPLE_GVIZ, test, expect, type AppServer } from "./support/fixtures";
import { waitForScript } from "./support/hydration";

/**
 * The contract between the page pipeline (app/page-pipeline/pipeline.server.ts) and the markup
 * React Router and the site's components render, on the production build: every step finds what it
 * expects on every kind of page, and one that finds nothing is named in the server's log while the
 * page is still sent. tests/e2e/page-scripts.spec.ts and page-styles.spec.ts check what the steps
 * make of the pages.
 */

/** A page of each route module, in English and Hindi, an unknown address, and a catalogue error. */
const PAGES = [
  "/",
  "/medicines",
  "/medicines?search=paracetamol&sort=name",
  "/medicines/no-such-medicine",
  "/medicines/price-list",
  "/about",
  "/contact",
  "/enquiry",
  "/manufacturers",
  "/hi",
  "/hi/medicines?search=amox",
  "/hi/about",
  "/no-such-page",
];

/** The stylesheet in a page's head. */
function inlineStylesheet(html: string): string {
  return /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
}

/** The server's log lines about missed steps, parsed. */
function missedSteps(app: AppServer): { step: string; missing: string }[] {
  return app.logs
    .filter((line) => line.includes(MISSED_MESSAGE))
    .map((line) => JSON.parse(line) as { step: string; missing: string });
}

test.describe("the page pipeline on the production build", () => {
  test("every step finds what it expects on every kind of page", async ({ sampleApp }) => {
    const medicinesPage = await (await fetch(`${sampleApp.url}/medicines`)).text();
    const medicine = /href="(\/medicines\/[^"?/]+)"/.exec(medicinesPage)?.[1];
    expect(medicine, "a medicine link on /medicines").toBeDefined();
    const manufacturersPage = await (await fetch(`${sampleApp.url}/manufacturers`)).text();
    const manufacturer = /href="(\/manufacturers\/[^"?/]+)"/.exec(manufacturersPage)?.[1];
    expect(manufacturer, "a manufacturer link on /manufacturers").toBeDefined();

    for (const page of [...PAGES, medicine!, manufacturer!, `/hi${medicine!}`]) {
      const response = await fetch(`${sampleApp.url}${page}`);
      expect([200, 404], page).toContain(response.status);
      const html = await response.text();
      // What each step leaves: the stylesheet's rules in the head, the scripts after the first
      // paint, and the policy's hashes.
      expect(inlineStylesheet(html).length, page).toBeGreaterThan(1000);
      expect(html, page).not.toMatch(/<link rel="modulepreload"/);
      expect(html, page).toMatch(/<script nonce="[0-9a-f]+" type="module" async="">requestAnimationFrame\(/);
      expect(response.headers.get("content-security-policy"), page).toMatch(/script-src 'self' 'sha256-/);
    }
    expect(missedSteps(sampleApp)).toEqual([]);
  });

  test("a bootstrap of another shape is named in the log once, and the pages are sent as rendered and run", async ({
    appOn,
    page,
  }) => {
    // React Router, as a future version might, writes its bootstrap with `await import(…)`
    // (support/bootstrap-of-another-shape-hooks.mjs).
    const app = await appOn("pipeline-other-bootstrap", SAMPLE_GVIZ, {
      NODE_OPTIONS: `--import ${path.resolve("tests/e2e/support/bootstrap-of-another-shape.mjs")}`,
    });
    for (const address of ["/about", "/medicines", "/hi"]) {
      const response = await fetch(`${app.url}${address}`);
      expect(response.status, address).toBe(200);
      const html = await response.text();
      // Without this step: React Router's preloads and bootstrap as it wrote them.
      expect(html, address).toMatch(/<link rel="modulepreload"/);
      expect(html, address).toMatch(/const route0 = await import\(/);
      // The other steps still apply.
      expect(inlineStylesheet(html).length, address).toBeGreaterThan(1000);
      expect(response.headers.get("content-security-policy"), address).toMatch(/script-src 'self' 'sha256-/);
    }
    const missed = missedSteps(app);
    expect(missed.map(({ step }) => step)).toEqual(["scripts after the first paint"]);
    expect(missed[0]!.missing).toContain("React Router's bootstrap");

    // The page works as React Router wrote it: its scripts run under its policy.
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await page.goto(`${app.url}/about`);
    await waitForScript(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true }),
    );
    expect(violations).toEqual([]);
  });
});
