import { createHash } from "node:crypto";
import { test, expect, type AppServer } from "./support/fixtures";
import { waitForScript } from "./support/hydration";

/**
 * The server rewrites the HTML React and React Router render (app/entry.server.tsx): the page's
 * scripts wait for its first paint (app/page-pipeline/scripts-after-paint.server.ts, docs/decisions/015-first-load.md)
 * and the Content-Security-Policy lists the hashes of its inline scripts
 * (app/page-pipeline/script-hashes.server.ts, docs/decisions/011-page-cache-and-script-hashes.md). Both find
 * their targets with regular expressions, and their unit tests feed hand-written HTML. These tests
 * read what the production build (`npm run build`, which `npm test` runs before this suite)
 * actually sends: if an upgrade of React, React Router or Vite changes the output so that a rewrite
 * no longer applies, the page would still work, only later or with a broken policy, and these
 * tests fail instead.
 */

/** A page of each route module, in English and Hindi, and the page of an unknown address. */
const PAGES = [
  "/",
  "/medicines",
  "/medicines?search=paracetamol&sort=name",
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

type PreloadsSeen = { added: string[]; beforeFrame: string[]; framed: boolean };
type Watched = Window & { __preloads?: PreloadsSeen };

type InlineScript = { attributes: string; bytes: Buffer };

/**
 * The inline scripts of a document as the browser reads them: the bytes between a start tag and
 * the first `</script` (the bytes a CSP hash is taken of). JSON-LD is data, never run, and not hashed.
 */
function inlineScripts(body: Buffer): InlineScript[] {
  const text = body.toString("latin1");
  return [...text.matchAll(/<script\b((?:[^>"']|"[^"]*"|'[^']*')*)>([\s\S]*?)<\/script/gi)]
    .map(([, attributes = "", content = ""]) => ({ attributes, bytes: Buffer.from(content, "latin1") }))
    .filter(({ attributes }) => !/(?:^|\s)src\s*=/i.test(attributes) && !attributes.includes("application/ld+json"));
}

function sha256(bytes: Buffer): string {
  return `sha256-${createHash("sha256").update(bytes).digest("base64")}`;
}

/**
 * The bootstrap as {@link afterFirstPaint} writes it: after a frame has been painted, add the
 * site's whole stylesheet and the modulepreload links of `hrefs`, then import the route modules
 * dynamically and run the rest.
 */
const DEFERRED_BOOTSTRAP =
  /^requestAnimationFrame\(\(\)=>setTimeout\(\(\)=>\{const sheet=document\.createElement\("link"\);sheet\.rel="stylesheet";sheet\.href=("[^"]+");document\.head\.append\(sheet\);for\(const href of (\[[^\]]*\])\)\{const link=document\.createElement\("link"\);link\.rel="modulepreload";link\.href=href;document\.head\.append\(link\)\}Promise\.all\(\[((?:import\("[^"]+"\),?)+)\]\)\.then\(\(\[([\w,]+)\]\)=>\{\n([\s\S]*)\n\}\)\},0\)\);$/;

type PageScripts = { policy: string; preloads: string[]; routeModules: string[]; stylesheet: string };

async function readPage(app: AppServer, path: string): Promise<PageScripts> {
  const response = await fetch(`${app.url}${path}`);
  expect([200, 404], path).toContain(response.status);
  const body = Buffer.from(await response.arrayBuffer());
  const html = body.toString("latin1");

  // The preloads left the head (and the whole document): the bootstrap adds them after the paint.
  expect(html.match(/<link\b[^>]*\brel="?modulepreload/gi) ?? [], `${path}: modulepreload links`).toEqual([]);

  const scripts = inlineScripts(body);
  const modules = scripts.filter(({ attributes }) => /\btype="module"/.test(attributes));
  expect(modules, `${path}: one bootstrap module script`).toHaveLength(1);
  const bootstrap = modules[0]!.bytes.toString("latin1");
  // No static import is left to load modules before the first paint.
  expect(bootstrap, `${path}: static imports`).not.toMatch(/^\s*import\s[^(]/m);
  const deferred = DEFERRED_BOOTSTRAP.exec(bootstrap);
  expect(deferred, `${path}: the bootstrap waits for the first paint:\n${bootstrap.slice(0, 400)}`).not.toBeNull();
  const [, stylesheet = "", hrefs = "", imports = "", names = "", rest = ""] = deferred!;
  const preloads = JSON.parse(hrefs) as string[];
  const routeModules = [...imports.matchAll(/import\("([^"]+)"\)/g)].map(([, url]) => url!);
  expect(names.split(","), `${path}: a name per imported route module`).toHaveLength(routeModules.length);
  // The rest is React Router's: it names the route modules imported above and starts the entry.
  // `_` is an import made for its effect alone (the routes' manifest, route discovery "initial").
  for (const name of names.split(",").filter((name) => name !== "_")) {
    expect(rest, `${path}: ${name} is used`).toMatch(new RegExp(`:${name}\\b`));
  }
  // The entry is imported last, once the route modules are in (the routes' manifest is a module
  // of its own with route discovery "initial", so the bootstrap names the entry only there).
  const entry = /\bimport\(("[^"]+")\);?\s*$/.exec(rest)?.[1];
  expect(entry, `${path}: the bootstrap ends by importing the entry`).toBeDefined();
  expect(JSON.parse(entry!), `${path}: the entry module`).toMatch(/\/entry\.client-[\w-]+\.js$/);
  // What React Router preloaded is what the bootstrap adds: the entry and every route module among them.
  for (const module of [JSON.parse(entry!) as string, ...routeModules]) {
    expect(preloads, `${path}: preloads`).toContain(module);
  }

  // Every inline script that runs is allowed by its hash, and the policy allows nothing else.
  const policy = response.headers.get("content-security-policy") ?? "";
  const scriptSources = /(?:^|;)\s*script-src ([^;]+)/.exec(policy)?.[1]?.split(" ") ?? [];
  expect(scriptSources[0], `${path}: script-src`).toBe("'self'");
  const allowed = scriptSources.slice(1).map((source) => source.replace(/^'(.*)'$/, "$1"));
  const hashes = [...new Set(scripts.map(({ bytes }) => sha256(bytes)))];
  expect(hashes.length, `${path}: inline scripts`).toBeGreaterThanOrEqual(2);
  expect(allowed.sort(), `${path}: the policy's hashes are the page's inline scripts'`).toEqual(hashes.sort());
  return { policy, preloads, routeModules, stylesheet: JSON.parse(stylesheet) as string };
}

test.describe("the page's scripts as the production build sends them", () => {
  test("every page defers its bootstrap and preloads, and its policy allows exactly its inline scripts", async ({
    sampleApp,
  }) => {
    const medicinesPage = await (await fetch(`${sampleApp.url}/medicines`)).text();
    const medicine = /href="(\/medicines\/[^"?/]+)"/.exec(medicinesPage)?.[1];
    expect(medicine, "a medicine link on /medicines").toBeDefined();
    const manufacturersPage = await (await fetch(`${sampleApp.url}/manufacturers`)).text();
    const manufacturer = /href="(\/manufacturers\/[^"?/]+)"/.exec(manufacturersPage)?.[1];
    expect(manufacturer, "a manufacturer link on /manufacturers").toBeDefined();

    const assets = new Set<string>();
    const stylesheets = new Set<string>();
    for (const path of [...PAGES, medicine!, manufacturer!, `/hi${medicine!}`]) {
      const { preloads, stylesheet } = await readPage(sampleApp, path);
      for (const href of preloads) assets.add(href);
      stylesheets.add(stylesheet);
    }
    // Every page asks for the same whole stylesheet, a file of the build.
    expect(stylesheets.size).toBe(1);
    const [stylesheet] = stylesheets;
    const sheet = await fetch(`${sampleApp.url}${stylesheet!}`);
    expect(sheet.status, stylesheet).toBe(200);
    expect(sheet.headers.get("content-type"), stylesheet).toMatch(/text\/css/);
    // A page's head holds part of it: rules of the whole stylesheet, in its order, fewer of them.
    const whole = await sheet.text();
    const head = /<style>([\s\S]*?)<\/style>/.exec(medicinesPage)?.[1] ?? "";
    expect(head.length).toBeGreaterThan(1000);
    expect(head.length).toBeLessThan(whole.length * 0.8);
    let from = 0;
    for (const rule of head.match(/\.[^{}@]+\{[^{}]*\}/g) ?? []) {
      const at = whole.indexOf(rule, from);
      expect(at, rule).toBeGreaterThanOrEqual(0);
      from = at;
    }
    // What the bootstrap would add are the build's own scripts.
    for (const href of assets) {
      const response = await fetch(`${sampleApp.url}${href}`);
      expect(response.status, href).toBe(200);
      expect(response.headers.get("content-type"), href).toMatch(/javascript/);
    }
  });

  test("in the browser, the preloads are added after the first frame and the page runs under its policy", async ({
    page,
    sampleApp,
  }) => {
    const { preloads } = await readPage(sampleApp, "/about");
    // Watches the document from before its first byte: every modulepreload link that enters it,
    // and whether an animation frame had run by then.
    await page.addInitScript(() => {
      const seen: PreloadsSeen = { added: [], beforeFrame: [], framed: false };
      (window as Watched).__preloads = seen;
      requestAnimationFrame(() => (seen.framed = true));
      new MutationObserver((records) => {
        for (const record of records) {
          for (const node of record.addedNodes) {
            if (!(node instanceof HTMLLinkElement) || node.rel !== "modulepreload") continue;
            const href = new URL(node.href).pathname;
            seen.added.push(href);
            if (!seen.framed) seen.beforeFrame.push(href);
          }
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.text().includes("Content Security Policy")) violations.push(message.text());
    });
    await page.goto(`${sampleApp.url}/about`);
    const seen = () => page.evaluate(() => (window as Watched).__preloads!);
    await expect.poll(async () => (await seen()).added).toEqual(preloads);
    expect((await seen()).beforeFrame).toEqual([]);
    // React attaches its handlers only once the deferred bootstrap has imported and run the modules.
    await waitForScript(
      page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Contact", exact: true }),
    );
    expect(violations).toEqual([]);
  });
});
