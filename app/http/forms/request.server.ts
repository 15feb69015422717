/** What every form handler needs from a request: its language, a translator and the site's address. */
import type { Config } from "~/config/env.server";
import { translatorFor, type Translate } from "~/i18n/catalogues.server";
import type { SubmitResult, Translator } from "~/modules/forms/submit.server";
import { requestContext } from "~/http/request-context.server";

/** Links in mails use PUBLIC_URL when set, else the address the visitor used. */
export const baseUrlFor = (config: Pick<Config, "PUBLIC_URL">, request: Request) =>
  config.PUBLIC_URL ?? new URL(request.url).origin;

export function requestLanguage(request: Request) {
  const { locale } = requestContext(request);
  const t = translatorFor(locale);
  // Schema messages are catalogue keys chosen at run time.
  const translate: Translator = (key, params) => t(key as Parameters<typeof t>[0], params);
  return { locale, t, translate };
}

/** A refused submission's sentence (a busy network, or an e-mail address used often) and its Retry-After. */
export function rateLimitRefusal(t: Translate, result: Extract<SubmitResult, { status: "rate_limited" }>) {
  const count = Math.ceil(result.retryAfterSeconds / 60);
  return {
    message:
      result.scope === "email"
        ? t("forms.errors.emailRateLimited", { count })
        : t("forms.errors.rateLimited", { count }),
    headers: { "Retry-After": String(result.retryAfterSeconds) },
  };
}
