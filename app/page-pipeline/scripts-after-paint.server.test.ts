import { describe, expect, it } from "vitest";
import { newScriptMark } from "~/page-pipeline/script-hashes.server";
import {
  afterFirstPaint,
  BOOTSTRAP as BOOTSTRAP_EXPECTED,
  PRELOADS as PRELOADS_EXPECTED,
  scriptsAfterContent,
} from "./scripts-after-paint.server";

// React Router 7's bootstrap script as it writes it (lazy route discovery, one chunk per route).
const BOOTSTRAP = `;
import * as route0 from "/assets/root-B1.js";
import * as route1 from "/assets/medicines-C2.js";
  window.__reactRouterManifest = {"entry":{"module":"/assets/entry.client-D3.js"}};
  window.__reactRouterRouteModules = {"root":route0,"routes/medicines":route1};

import("/assets/entry.client-D3.js");`;

const PRELOADS = ["/assets/entry.client-D3.js", "/assets/shell-A1.js", "/assets/root-B1.js"];

function page(mark: string, bootstrap = BOOTSTRAP): string {
  return (
    `<head>${PRELOADS.map((href) => `<link rel="modulepreload" href="${href}" nonce="${mark}"/>`).join("")}` +
    `<title>Crème ₹12</title></head><body><main>Dolo</main><script nonce="${mark}">window.__context = {};</script>` +
    `<script nonce="${mark}" type="module" async="">${bootstrap}</script></body>`
  );
}

/** Runs a rewritten bootstrap with a stand-in browser; `paint()` paints the next frame. */
function runInStandIn(script: string) {
  const events: string[] = [];
  const window: Record<string, unknown> = {};
  const document = {
    createElement: () => ({}) as { rel?: string; href?: string },
    head: { append: (link: { rel?: string; href?: string }) => events.push(`${link.rel} ${link.href}`) },
  };
  let frame: (() => void) | undefined;
  const imported = (url: string) => {
    events.push(`import ${url}`);
    return Promise.resolve({ url });
  };
  new Function(
    "requestAnimationFrame",
    "setTimeout",
    "window",
    "document",
    "import_",
    script.replaceAll("import(", "import_("),
  )(
    (callback: () => void) => (frame = callback),
    (callback: () => void) => callback(),
    window,
    document,
    imported,
  );
  return { events, window, paint: () => frame!() };
}

describe("scriptsAfterContent", () => {
  it("takes this render's script preloads out of the head and gives them to its bootstrap, run after the first paint", () => {
    const mark = newScriptMark();
    const result = scriptsAfterContent(page(mark), mark);
    if (!("html" in result)) throw new Error(result.missing);
    expect(result.html).not.toContain('<link rel="modulepreload"');
    expect(result.html).toContain("<title>Crème ₹12</title>");
    expect(result.html).toContain(`<script nonce="${mark}">window.__context = {};</script>`);
    expect(result.html).toContain(
      `<script nonce="${mark}" type="module" async="">${afterFirstPaint(BOOTSTRAP, PRELOADS)}</script>`,
    );
  });

  it("says the bootstrap is missing when no script carries this render's mark", () => {
    const mark = newScriptMark();
    expect(scriptsAfterContent(page(newScriptMark()), mark)).toEqual({ missing: BOOTSTRAP_EXPECTED });
  });

  it("says the bootstrap is missing when it has another shape", () => {
    const mark = newScriptMark();
    const html = page(mark, 'import("/assets/entry.client-D3.js");');
    expect(scriptsAfterContent(html, mark)).toEqual({ missing: BOOTSTRAP_EXPECTED });
  });

  it("says the preloads are missing when React Router writes them in another shape", () => {
    const mark = newScriptMark();
    const html = page(mark)
      .replaceAll('<link rel="modulepreload" href=', "<link href=")
      .replaceAll(`nonce="${mark}"/>`, `rel="modulepreload" nonce="${mark}"/>`);
    expect(scriptsAfterContent(html, mark)).toEqual({ missing: PRELOADS_EXPECTED });
  });
});

describe("afterFirstPaint", () => {
  it("preloads and imports nothing until a frame has been painted, then everything at once, the entry last", async () => {
    const script = afterFirstPaint(BOOTSTRAP, PRELOADS);
    expect(script).not.toMatch(/^import \*/m);
    const browser = runInStandIn(script);
    expect(browser.events).toEqual([]);
    browser.paint();
    await new Promise((resolve) => setImmediate(resolve));
    expect(browser.events).toEqual([
      "modulepreload /assets/entry.client-D3.js",
      "modulepreload /assets/shell-A1.js",
      "modulepreload /assets/root-B1.js",
      "import /assets/root-B1.js",
      "import /assets/medicines-C2.js",
      "import /assets/entry.client-D3.js",
    ]);
    expect(browser.window.__reactRouterRouteModules).toEqual({
      root: { url: "/assets/root-B1.js" },
      "routes/medicines": { url: "/assets/medicines-C2.js" },
    });
    expect(browser.window.__reactRouterManifest).toEqual({ entry: { module: "/assets/entry.client-D3.js" } });
  });

  it("keeps a side-effect import, and leaves a script without static imports as it is", () => {
    expect(afterFirstPaint(`import "/assets/manifest-1.js";\n${BOOTSTRAP}`)).toContain(
      'Promise.all([import("/assets/manifest-1.js"),import("/assets/root-B1.js"),import("/assets/medicines-C2.js")]).then(([_,route0,route1])',
    );
    expect(afterFirstPaint('import("/assets/entry.js");')).toBe('import("/assets/entry.js");');
  });

  it("leaves as it is a bootstrap whose route modules are not static imports (it would break in a callback)", () => {
    const awaited =
      'import "/assets/manifest-1.js";\nconst route0 = await import("/assets/root-B1.js");\nimport("/assets/entry.js");';
    expect(afterFirstPaint(awaited)).toBe(awaited);
    const onlyEffects = 'import "/assets/manifest-1.js";\nimport("/assets/entry.js");';
    expect(afterFirstPaint(onlyEffects)).toBe(onlyEffects);
  });
});

describe("afterFirstPaint with the whole stylesheet", () => {
  it("adds the stylesheet after the first paint, before the preloads", () => {
    const { events, paint } = runInStandIn(afterFirstPaint(BOOTSTRAP, PRELOADS, "/assets/app-X1.css"));
    expect(events).toEqual([]);
    paint();
    expect(events.slice(0, 2)).toEqual(["stylesheet /assets/app-X1.css", `modulepreload ${PRELOADS[0]}`]);
  });
});
