import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { PARTS_IN_PLACE } from "~/components/render-in-turns";
import { EarlyInputRecorderProvider } from "~/page-pipeline/before-script/early-input";
import { earlyInputRecorder } from "~/page-pipeline/before-script/recorder-source.server";
import { InlineStylesProvider } from "~/page-pipeline/inline-styles";
import { NonceProvider } from "~/page-pipeline/nonce";
import "~/i18n/i18n.server";
import { languageOfPath } from "~/i18n/languages";
import { LanguageProvider } from "~/i18n/use-translation";
import { inlineScriptsContext, loggerContext } from "~/composition/load-context";
import type { HandleErrorFunction } from "react-router";
import { reportMissedSteps } from "~/page-pipeline/missed-steps.server";
import { finishPage } from "~/page-pipeline/pipeline.server";
import { newScriptMark } from "~/page-pipeline/script-hashes.server";
import { STYLES_IT_USES_PLACE } from "~/page-pipeline/styles-it-uses.server";

type HandleErrorFunctionArgs = Parameters<HandleErrorFunction>[1];

export const streamTimeout = 5_000;

/**
 * Renders the document with a mark on every inline script of its own, hands it to the page
 * pipeline (app/page-pipeline/pipeline.server.ts: the rules of the stylesheet its elements use in
 * its head, its scripts after the first paint, the hashes of its inline scripts, which the
 * Content-Security-Policy then allows, server/security.ts), and answers with the whole document at
 * once rather than a stream.
 *
 * Why not stream: no route waits for data while rendering (loaders return plain data, nothing is
 * deferred), so the page is complete as soon as it is rendered and streaming would not show
 * anything sooner; the only boundaries, the parts of a long list rendered in turns of the event
 * loop (app/components/render-in-turns.tsx), are kept in place ({@link PARTS_IN_PLACE}). What it
 * did cost: React writes 4 KB pieces, and each one travelled through a PassThrough, a web
 * stream, the compression middleware and a brotli call of its own — about 40 of them for a
 * catalogue page, most of the server's time per page. One buffer is compressed in one pass
 * and carries a Content-Length. Crawlers already got the complete document this way.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  // https://httpwg.org/specs/rfc9110.html#HEAD
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = newScriptMark();

  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    const timeoutId = setTimeout(() => abort(), streamTimeout + 1000);

    const chunks: Buffer[] = [];
    const document = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeoutId);
        // In a turn of its own, not in the one React wrote the page in: for a large page (a
        // 500-line order's check table, 1 MB) each is tens of milliseconds of the one thread, and
        // requests that came meanwhile (`/healthz`) are read between them.
        setImmediate(() => {
          try {
            // Rewritten as bytes, never decoded (app/page-pipeline/pipeline.server.ts).
            const { body, scriptHashes, missed } = finishPage(Buffer.concat(chunks), { mark: nonce });
            reportMissedSteps(loadContext.get(loggerContext), missed);
            loadContext.get(inlineScriptsContext)(scriptHashes);
            responseHeaders.set("Content-Type", "text/html; charset=utf-8");
            responseHeaders.set("Content-Length", String(body.byteLength));
            resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
            callback();
          } catch (error) {
            // React Router answers with its error page, as for an error thrown while rendering.
            // (The writable itself ends normally: an error event on it would have no listener.)
            reject(error);
            callback();
          }
        });
      },
    });

    const { pipe, abort } = renderToPipeableStream(
      <NonceProvider value={nonce}>
        <InlineStylesProvider value={STYLES_IT_USES_PLACE}>
          <EarlyInputRecorderProvider value={earlyInputRecorder}>
            <LanguageProvider language={languageOfPath(new URL(request.url).pathname)}>
              <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
            </LanguageProvider>
          </EarlyInputRecorderProvider>
        </InlineStylesProvider>
      </NonceProvider>,
      {
        nonce,
        ...PARTS_IN_PLACE,
        onShellReady() {
          shellRendered = true;
        },
        onAllReady() {
          pipe(document);
        },
        onShellError(error: unknown) {
          clearTimeout(timeoutId);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          // Errors before the shell reject above and React Router logs them; these come later.
          if (shellRendered) loadContext.get(loggerContext).error({ err: error }, "error while rendering a page");
        },
      },
    );
  });
}

/**
 * What React Router does with an error a loader, action or render throws: one JSON line in the
 * server's log (its default prints the stack as plain text to the console). A request the client
 * gave up on is not an error of the server's.
 */
export function handleError(error: unknown, { request, context }: HandleErrorFunctionArgs) {
  if (request.signal.aborted) return;
  const path = new URL(request.url).pathname;
  context.get(loggerContext).error({ err: error, method: request.method, path }, "request failed");
}
