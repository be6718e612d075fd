/**
 * The page's own scripts come after its content (docs/decisions/015-first-load.md), in the
 * rendered document, for the scripts marked with this render's `mark`
 * (app/script-hashes.server.ts): React Router writes them without a way to say so.
 *
 * - Its script preloads (`<link rel="modulepreload">`) get a low fetch priority: they make the
 *   page run, not show; at the default (high) priority they compete with the page for a phone's
 *   bandwidth, and Lighthouse counts them as blocking the first paint.
 * - Its bootstrap (an inline module script whose static imports load the route modules, with
 *   React and React Router, then the entry) starts after the browser has painted the page once:
 *   on a fast connection the modules arrive before the first paint, and evaluating about 500 KB
 *   of them first would hold that paint back.
 */
export function scriptsAfterContent(html: Buffer, mark: string): Buffer<ArrayBuffer> {
  const document = html.toString("latin1");
  const preload = new RegExp(`<link rel="modulepreload" (href="[^"<>]*" nonce="${mark}"/>)`, "g");
  const bootstrap = new RegExp(`(<script nonce="${mark}" type="module" async="">)([\\s\\S]*?)(</script>)`);
  const result = document
    .replace(preload, '<link rel="modulepreload" fetchpriority="low" $1')
    .replace(
      bootstrap,
      (_, open: string, script: string, close: string) => `${open}${afterFirstPaint(script)}${close}`,
    );
  return Buffer.from(result, "latin1");
}

const STATIC_IMPORT = /^import (?:\* as (\w+) from )?("[^"\n]+");$/gm;

/**
 * A module script whose static imports become dynamic ones, run with the rest of it after the
 * next frame has been painted (a timer set in an animation frame fires after that frame). A
 * script of any other shape is left as it is.
 */
export function afterFirstPaint(script: string): string {
  const imports = [...script.matchAll(STATIC_IMPORT)].map(([, name, url]) => ({ name: name ?? "_", url: url! }));
  if (imports.length === 0) return script;
  const rest = script.replace(STATIC_IMPORT, "").replace(/^[\s;]+/, "");
  const modules = imports.map(({ url }) => `import(${url})`).join(",");
  const names = imports.map(({ name }) => name).join(",");
  return `requestAnimationFrame(()=>setTimeout(()=>Promise.all([${modules}]).then(([${names}])=>{\n${rest}\n}),0));`;
}
