import { createHash } from "node:crypto";
import { describe, expect, it, vi } from "vitest";
import { MISSED_MESSAGE, reportMissedSteps } from "./missed-steps.server";
import { finishPage, PAGE_REWRITES, SCRIPT_HASHES } from "./pipeline.server";
import { newScriptMark } from "./script-hashes.server";
import { BOOTSTRAP } from "./scripts-after-paint.server";
import { STYLES_IT_USES_PLACE, STYLES_PLACE } from "./styles-it-uses.server";

// A document as React Router renders it through app/root.tsx (the shapes tests/e2e/page-pipeline.spec.ts
// finds in the production build's pages).
function rendered(
  mark: string,
  bootstrap = `;\nimport * as route0 from "/assets/root-B1.js";\nimport("/assets/entry.client-D3.js");`,
  main = "Dolo 650",
) {
  return (
    `<!DOCTYPE html><html><head><script nonce="${mark}">(function(){})(window)</script>` +
    `<link rel="modulepreload" href="/assets/entry.client-D3.js" nonce="${mark}"/>` +
    `<style>${STYLES_IT_USES_PLACE}</style></head><body><main class="p-4">${main}</main>` +
    `<script nonce="${mark}">window.__reactRouterContext = {};</script>` +
    `<script nonce="${mark}" type="module" async="">${bootstrap}</script></body></html>`
  );
}

const bytes = (html: string) => Buffer.from(html, "utf8");
const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;

describe("finishPage", () => {
  it("applies every rewrite in order and hashes the marked scripts of the result", () => {
    const mark = newScriptMark();
    const page = finishPage(bytes(rendered(mark)), { mark });
    expect(page.missed).toEqual([]);
    const html = page.body.toString("utf8");
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(html).toContain("requestAnimationFrame(");
    expect(html).toContain("Dolo 650");
    expect(page.scriptHashes).toHaveLength(3);
  });

  it("names the rewrite that finds nothing, and still applies the others and sends the page", () => {
    const mark = newScriptMark();
    const html = rendered(mark, 'import("/assets/entry.client-D3.js");').replace(
      `<style>${STYLES_IT_USES_PLACE}</style>`,
      "",
    );
    const page = finishPage(bytes(html), { mark });
    expect(page.missed).toEqual([
      { step: "styles it uses", missing: STYLES_PLACE },
      { step: "scripts after the first paint", missing: BOOTSTRAP },
    ]);
    // Sent as rendered: the bootstrap loads the modules as React Router wrote it, and is allowed to.
    expect(page.body.toString("utf8")).toBe(html);
    expect(page.scriptHashes).toHaveLength(3);
  });

  it("names the script hashes when no inline script carries the render's mark", () => {
    const mark = newScriptMark();
    const page = finishPage(bytes(rendered(newScriptMark())), { mark });
    expect(page.scriptHashes).toEqual([]);
    expect(page.missed.map(({ step }) => step)).toEqual(["scripts after the first paint", SCRIPT_HASHES.name]);
  });

  it("sends Hindi text and the rupee sign as they were rendered, and hashes scripts that hold them", () => {
    const mark = newScriptMark();
    const context = `window.__reactRouterContext = {"name":"डोलो ६५० ₹३०"};`;
    const html = rendered(mark, undefined, 'डोलो ६५० · ₹३०.५० <span class="p-4">Crème</span>').replace(
      "window.__reactRouterContext = {};",
      context,
    );
    const page = finishPage(bytes(html), { mark });
    expect(page.missed).toEqual([]);
    const sent = page.body.toString("utf8");
    expect(sent).toContain('<main class="p-4">डोलो ६५० · ₹३०.५० <span class="p-4">Crème</span></main>');
    expect(page.scriptHashes).toContain(sha256(context));
    // The styles' place is filled and the bootstrap rewritten around the Hindi text, not through it.
    expect(sent).not.toContain(STYLES_IT_USES_PLACE);
    expect(sent.indexOf("requestAnimationFrame(")).toBeGreaterThan(sent.indexOf("₹३०.५०"));
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
