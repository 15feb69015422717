import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { isRouteErrorResponse, ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { localeCookie } from "~/i18n/detect";
import { NonceContext } from "~/components/nonce";
import { isSecureDeployment } from "~/http/auth/guard.server";
import { lowPriorityModulePreloads } from "~/http/module-preloads.server";
import { requestContext } from "~/http/request-context.server";
import { wholeResponse } from "~/http/whole-body";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // `?lng=` is a choice: remember it, so a reload without the parameter keeps the language.
  const { locale, fromQuery } = requestContext(request, loadContext);
  if (fromQuery)
    responseHeaders.append(
      "Set-Cookie",
      localeCookie(locale, isSecureDeployment(loadContext.services.config)),
    );
  responseHeaders.append("Vary", "Cookie, Accept-Language");

  return new Promise<Response>((resolve, reject) => {
    let didError = false;
    // The nonce lets React's and React Router's inline scripts run under the CSP (server/security-headers.ts).
    const nonce = loadContext.cspNonce || undefined;
    // The page is answered whole, for visitors as for crawlers: the host compresses it in one piece and the
    // page cache stores it, so streaming it in React's small chunks through Node's and the web's streams
    // only cost CPU (docs/decisions/022-workers-and-render-cost.md).
    const chunks: Buffer[] = [];
    const page = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        chunks.push(chunk);
        callback();
      },
      final(callback) {
        clearTimeout(timeout);
        // Module preloads go out at low priority: the stylesheet and the main image come first.
        const html = lowPriorityModulePreloads(Buffer.concat(chunks));
        responseHeaders.set("Content-Type", "text/html; charset=utf-8");
        resolve(
          wholeResponse(html, { headers: responseHeaders, status: didError ? 500 : responseStatusCode }),
        );
        callback();
      },
    });
    // Boundaries still pending after the stream timeout are given up. Once everything is rendered there
    // is nothing left to abort: the timer goes, as it holds the whole render (React's state, the loader
    // data, the HTML) for its seconds, hundreds of finished pages at once under load (issue 8's memory).
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <NonceContext.Provider value={loadContext.cspNonce}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </NonceContext.Provider>,
      {
        nonce,
        onAllReady() {
          pipe(page);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          didError = true;
          console.error(error);
        },
      },
    );
  });
}

/**
 * React Router's own error report, quiet for a visitor's request that a page simply does not take (a
 * POST to a page without a form answers 405): that is the visitor's doing, not a fault of the site, and
 * logging a stack trace for each would let anyone fill the log.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status === 405) return;
  const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  console.error(inner ?? error);
}
