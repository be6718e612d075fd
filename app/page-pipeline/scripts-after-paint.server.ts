import type { PageBytes } from "./page-bytes.server";
import type { Rewritten } from "./rewrite";

/**
 * The page's own scripts come after its content (docs/decisions/015-first-load.md). React Router
 * writes a preload for each of the page's modules into the head and an inline module script (its
 * bootstrap) whose static imports load the route modules, with React and React Router, then the
 * entry. In the rendered document, for the scripts marked with this render's `mark`
 * (app/page-pipeline/script-hashes.server.ts), both are rewritten so that nothing of them runs or downloads
 * before the browser has painted the page once:
 *
 * - the preloads leave the head; the bootstrap adds them once a frame has been painted, so the
 *   modules (about 150 KB gzip) do not share a phone's bandwidth with the page, and Lighthouse
 *   does not count them as needed for its largest paint;
 * - the bootstrap's static imports become dynamic ones made at the same moment: on a fast
 *   connection the modules used to arrive and be evaluated (about 500 KB) before the first paint,
 *   holding it back.
 *
 * The price is a later hydration (a few hundred milliseconds on a slow phone); until then links
 * and forms work as they do without JavaScript. React Router has no option for either.
 */
export function scriptsAfterContent(document: PageBytes, mark: string, stylesheet?: string): Rewritten {
  // Plain string searches, no regular expression: a pattern with the render's random mark in it is
  // compiled anew for every page, and scanning a document of 100–160 KB with it cost about 3 ms of a
  // page's 20 (docs/decisions/036-cheaper-pages.md).
  const preloads = preloadsIn(document, mark);
  const open = `<script nonce="${mark}" type="module" async="">`;
  const at = document.indexOf(open);
  const end = at === -1 ? -1 : document.indexOf("</script>", at + open.length);
  const script = end === -1 ? "" : document.slice(at + open.length, end);
  // The script and the preloads' addresses are the page's bytes, the stylesheet's address the
  // build's own (ASCII): what comes back is bytes too.
  const deferred = afterFirstPaint(
    script,
    preloads.map(({ href }) => href),
    stylesheet,
  );
  // A bootstrap of another shape stays as it is, and so do the preloads it would have added;
  // preloads of another shape would load the modules before the first paint all the same.
  if (end === -1 || deferred === script) return { missing: BOOTSTRAP };
  if (preloads.length === 0) return { missing: PRELOADS };
  const edits = [
    ...preloads.map(({ start, end: after }) => ({ start, end: after, text: "" })),
    { start: at + open.length, end, text: deferred },
  ].sort((a, b) => a.start - b.start);
  let html = "";
  let from = 0;
  for (const edit of edits) {
    html += document.slice(from, edit.start) + edit.text;
    from = edit.end;
  }
  return { html: html + document.slice(from) };
}

const PRELOAD_START = '<link rel="modulepreload" href="';

/** This render's `<link rel="modulepreload" href="…" nonce="{mark}"/>` elements, in order, with where each is. */
function preloadsIn(document: PageBytes, mark: string): { href: string; start: number; end: number }[] {
  const close = `" nonce="${mark}"/>`;
  const found = [];
  for (let start = document.indexOf(PRELOAD_START); start !== -1; start = document.indexOf(PRELOAD_START, start + 1)) {
    const hrefStart = start + PRELOAD_START.length;
    const quote = document.indexOf('"', hrefStart);
    if (quote === -1) break;
    const href = document.slice(hrefStart, quote);
    if (!/[<>]/.test(href) && document.startsWith(close, quote)) {
      found.push({ href, start, end: quote + close.length });
    }
  }
  return found;
}

/** What {@link scriptsAfterContent} looks for in React Router's document (both carry the render's mark). */
export const BOOTSTRAP =
  'React Router\'s bootstrap: <script nonce="{mark}" type="module" async=""> whose route modules are static namespace imports (`import * as route0 from "…";`)';
export const PRELOADS = 'React Router\'s module preloads: <link rel="modulepreload" href="…" nonce="{mark}"/>';

const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"\n]+");$/gm;

/**
 * A module script whose static imports become dynamic ones, run with the rest of it after the
 * next frame has been painted (a timer set in an animation frame fires after that frame), with
 * `preloads` (module URLs) added to the head as `modulepreload` links at that moment, after the
 * `stylesheet` (a URL: the site's whole stylesheet, app/page-pipeline/site-stylesheet.ts) if one is given. A
 * script of any other shape (no namespace import of a route module, or a rest that needs the
 * module's top level) is left as it is.
 */
export function afterFirstPaint(script: string, preloads: readonly string[] = [], stylesheet?: string): string {
  const imports = [...script.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name: name ?? "_", url: url! }));
  const rest = script.replace(STATIC_IMPORT, "").replace(/^[\s;]+/, "");
  // React Router's shape: the route modules as namespace imports, and nothing left that needs the
  // module's top level (an import statement, an `await`: the rest runs inside a plain callback).
  if (!imports.some(({ name }) => name !== "_") || /^\s*import\s[^(]|\bawait\b/m.test(rest)) return script;
  const modules = imports.map(({ url }) => `import(${url})`).join(",");
  const names = imports.map(({ name }) => name).join(",");
  // The build's own asset paths; `<` escaped all the same, as this is the text of a script element.
  const hrefs = JSON.stringify(preloads).replaceAll("<", "\\u003c");
  const preload = preloads.length
    ? `for(const href of ${hrefs}){const link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.append(link)}`
    : "";
  const sheet = stylesheet
    ? `const sheet=document.createElement("link");sheet.rel="stylesheet";sheet.href=${JSON.stringify(stylesheet).replaceAll("<", "\\u003c")};document.head.append(sheet);`
    : "";
  return `requestAnimationFrame(()=>setTimeout(()=>{${sheet}${preload}Promise.all([${modules}]).then(([${names}])=>{\n${rest}\n})},0));`;
}
