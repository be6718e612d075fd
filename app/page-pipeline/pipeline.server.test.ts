import { describe, expect, it, vi } from "vitest";
import { MISSED_MESSAGE, reportMissedSteps } from "./missed-steps.server";
import { finishPage, PAGE_REWRITES, SCRIPT_HASHES } from "./pipeline.server";
import { newScriptMark } from "./script-hashes.server";
import { BOOTSTRAP } from "./scripts-after-paint.server";
import { siteStyles, WHOLE_STYLESHEET } from "./styles-it-uses.server";

// A document as React Router renders it through app/root.tsx (the shapes tests/e2e/page-pipeline.spec.ts
// finds in the production build's pages).
function rendered(
  mark: string,
  bootstrap = `;\nimport * as route0 from "/assets/root-B1.js";\nimport("/assets/entry.client-D3.js");`,
) {
  return (
    `<!DOCTYPE html><html><head><script nonce="${mark}">(function(){})(window)</script>` +
    `<link rel="modulepreload" href="/assets/entry.client-D3.js" nonce="${mark}"/>` +
    `<style>${siteStyles}</style></head><body><main class="p-4">Dolo 650</main>` +
    `<script nonce="${mark}">window.__reactRouterContext = {};</script>` +
    `<script nonce="${mark}" type="module" async="">${bootstrap}</script></body></html>`
  );
}

describe("finishPage", () => {
  it("applies every rewrite in order and hashes the marked scripts of the result", () => {
    const mark = newScriptMark();
    const page = finishPage(rendered(mark), { mark });
    expect(page.missed).toEqual([]);
    const html = page.body.toString("utf8");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain("requestAnimationFrame(");
    expect(html).toContain("Dolo 650");
    expect(page.scriptHashes).toHaveLength(3);
  });

  it("names the rewrite that finds nothing, and still applies the others and sends the page", () => {
    const mark = newScriptMark();
    const html = rendered(mark, 'import("/assets/entry.client-D3.js");').replace(`<style>${siteStyles}</style>`, "");
    const page = finishPage(html, { mark });
    expect(page.missed).toEqual([
      { step: "styles it uses", missing: WHOLE_STYLESHEET },
      { step: "scripts after the first paint", missing: BOOTSTRAP },
    ]);
    // Sent as rendered: the bootstrap loads the modules as React Router wrote it, and is allowed to.
    expect(page.body.toString("utf8")).toBe(html);
    expect(page.scriptHashes).toHaveLength(3);
  });

  it("names the script hashes when no inline script carries the render's mark", () => {
    const mark = newScriptMark();
    const page = finishPage(rendered(newScriptMark()), { mark });
    expect(page.scriptHashes).toEqual([]);
    expect(page.missed.map(({ step }) => step)).toEqual(["scripts after the first paint", SCRIPT_HASHES.name]);
  });

  it("lists each rewrite with a reason", () => {
    for (const rewrite of PAGE_REWRITES) expect(rewrite.why.length, rewrite.name).toBeGreaterThan(40);
    expect(new Set(PAGE_REWRITES.map(({ name }) => name)).size).toBe(PAGE_REWRITES.length);
  });
});

describe("reportMissedSteps", () => {
  it("logs a missed step once per process, as an error naming it and what it expected", () => {
    const logger = { error: vi.fn() };
    const missed = [{ step: "a test step", missing: "a shape" }];
    reportMissedSteps(logger, missed);
    reportMissedSteps(logger, missed);
    reportMissedSteps(logger, [{ step: "another test step", missing: "another shape" }]);
    expect(logger.error.mock.calls).toEqual([
      [{ step: "a test step", missing: "a shape" }, MISSED_MESSAGE],
      [{ step: "another test step", missing: "another shape" }, MISSED_MESSAGE],
    ]);
  });
});
