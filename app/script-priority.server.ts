/**
 * Gives the page's own script preloads (React Router's `<link rel="modulepreload">`, marked with
 * this render's `mark`, app/script-hashes.server.ts) a low fetch priority. They are needed to
 * make the page run, not to show it: at the default (high) priority they compete with the page
 * itself for a phone's bandwidth, and Lighthouse counts them as blocking the first paint.
 * React Router writes these links without a way to set the attribute, so it is added here.
 */
export function withLowPriorityScripts(html: Buffer, mark: string): Buffer<ArrayBuffer> {
  const preload = new RegExp(`<link rel="modulepreload" (href="[^"<>]*" nonce="${mark}"/>)`, "g");
  return Buffer.from(
    html.toString("latin1").replace(preload, '<link rel="modulepreload" fetchpriority="low" $1'),
    "latin1",
  );
}
