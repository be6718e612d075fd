import { describe, expect, it } from "vitest";
import { newScriptMark } from "./script-hashes.server";
import { afterFirstPaint, scriptsAfterContent } from "./page-scripts.server";

// React Router 7's bootstrap script as it writes it (lazy route discovery, one chunk per route).
const BOOTSTRAP = `;
import * as route0 from "/assets/root-B1.js";
import * as route1 from "/assets/medicines-C2.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-D3.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/medicines":route1};

import("/assets/entry.client-D3.js");`;

describe("scriptsAfterContent", () => {
  it("lowers the priority of this render's script preloads and starts its bootstrap after the first paint", () => {
    const mark = newScriptMark();
    const html = Buffer.from(
      `<head><link rel="modulepreload" href="/assets/shell-A1.js" nonce="${mark}"/><title>Crème ₹12</title></head>` +
        `<body><main>Dolo</main><script nonce="${mark}">window.__context = {};</script>` +
        `<script nonce="${mark}" type="module" async="">${BOOTSTRAP}</script></body>`,
      "utf8",
    );
    const result = scriptsAfterContent(html, mark).toString("utf8");
    expect(result).toContain(
      `<link rel="modulepreload" fetchpriority="low" href="/assets/shell-A1.js" nonce="${mark}"/><title>Crème ₹12</title>`,
    );
    expect(result).toContain(`<script nonce="${mark}">window.__context = {};</script>`);
    expect(result).toContain(`<script nonce="${mark}" type="module" async="">${afterFirstPaint(BOOTSTRAP)}</script>`);
  });

  it("leaves alone scripts and preloads without this render's mark", () => {
    const mark = newScriptMark();
    const other = newScriptMark();
    const html = Buffer.from(
      `<link rel="modulepreload" href="/x.js" nonce="${other}"/>` +
        `<script nonce="${other}" type="module" async="">${BOOTSTRAP}</script>`,
    );
    expect(scriptsAfterContent(html, mark).equals(html)).toBe(true);
  });
});

describe("afterFirstPaint", () => {
  it("turns the static imports into dynamic ones, run with the rest after a painted frame", async () => {
    const script = afterFirstPaint(BOOTSTRAP);
    expect(script).not.toMatch(/^import \*/m);
    // Run it with a stand-in browser: the modules load only once the frame has been painted.
    const events: string[] = [];
    const window: Record<string, unknown> = {};
    let frame: (() => void) | undefined;
    const run = new Function(
      "requestAnimationFrame",
      "setTimeout",
      "window",
      "import_",
      script.replaceAll("import(", "import_("),
    );
    const imported = (url: string) => {
      events.push(`import ${url}`);
      return Promise.resolve({ url });
    };
    run(
      (callback: () => void) => (frame = callback),
      (callback: () => void) => callback(),
      window,
      imported,
    );
    expect(events).toEqual([]);
    frame!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(events).toEqual([
      "import /assets/root-B1.js",
      "import /assets/medicines-C2.js",
      "import /assets/entry.client-D3.js",
    ]);
    expect(window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-B1.js" },
      "routes/medicines": { url: "/assets/medicines-C2.js" },
    });
    expect(window.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client-D3.js" } });
  });

  it("keeps a side-effect import, and leaves a script without static imports as it is", () => {
    expect(afterFirstPaint('import "/assets/manifest-1.js";\nimport("/assets/entry.js");')).toContain(
      'Promise.all([import("/assets/manifest-1.js")]).then(([_])',
    );
    expect(afterFirstPaint('import("/assets/entry.js");')).toBe('import("/assets/entry.js");');
  });
});
