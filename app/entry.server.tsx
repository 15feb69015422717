import { createReadableStreamFromReadable } from "@react-router/node";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import { localeCookie } from "~/i18n/detect";
import { NonceContext } from "~/components/nonce";
import { isSecureDeployment } from "~/http/auth/guard.server";
import { lowPriorityModulePreloads } from "~/http/module-preloads.server";
import { requestContext } from "~/http/request-context.server";

export const streamTimeout = 5_000;

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  // `?lng=` is a choice: remember it, so a reload without the parameter keeps the language.
  const { locale, fromQuery } = requestContext(request);
  if (fromQuery)
    responseHeaders.append(
      "Set-Cookie",
      localeCookie(locale, isSecureDeployment(loadContext.services.config)),
    );
  responseHeaders.append("Vary", "Cookie, Accept-Language");

  return new Promise<Response>((resolve, reject) => {
    let didError = false;
    const waitForAll = isbot(request.headers.get("user-agent") ?? "") || routerContext.isSpaMode;
    // The nonce lets React's and React Router's inline scripts run under the CSP (server/security-headers.ts).
    const nonce = loadContext.cspNonce || undefined;
    const respond = () => {
      // Module preloads go out at low priority: the stylesheet and the main image come first.
      const body = lowPriorityModulePreloads();
      responseHeaders.set("Content-Type", "text/html; charset=utf-8");
      resolve(
        new Response(createReadableStreamFromReadable(body), {
          headers: responseHeaders,
          status: didError ? 500 : responseStatusCode,
        }),
      );
      pipe(body);
    };
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
        onShellReady() {
          if (!waitForAll) respond();
        },
        onAllReady() {
          clearTimeout(timeout);
          if (waitForAll) respond();
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
