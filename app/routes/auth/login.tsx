import { useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { useI18n } from "~/i18n/react";
import type { Translate } from "~/i18n/catalogues.server";
import { getViewer } from "~/http/auth/guard.server";
import { attemptLogin, DEVICE_COOKIE } from "~/modules/auth/login.server";
import { loginSchema } from "~/modules/auth/login.schema";
import {
  cancelPendingLogin,
  pendingLoginCookie,
  pendingLoginCookieName,
} from "~/modules/auth/pending-login.server";
import { safeRedirectTarget } from "~/modules/auth/redirect-target";
import {
  beginTwoFactorSignIn,
  finishTwoFactorSignIn,
  pendingSignIn,
  startBrowserSession,
} from "~/http/auth/sign-in.server";
import { codeSchema } from "~/modules/auth/two-factor.schema";
import { readCookie } from "~/lib/cookies";
import { formDataToObject, parseWith, type FieldErrors } from "~/modules/validation/validation";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { ADMIN, PAGES } from "~/lib/paths";

/** The login page has two steps: the password, then (for accounts with two-factor sign-in) a code. */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await getViewer(args);
  if (viewer) throw redirect(safeRedirectTarget(new URL(args.request.url).searchParams.get("redirectTo")));
  const pending = await pendingSignIn(args.context, args.request);
  return { step: pending ? ("code" as const) : ("password" as const) };
}

const loginPage = (target: string) => `${PAGES.login}?redirectTo=${encodeURIComponent(target)}`;

export async function action({ request, context }: Route.ActionArgs) {
  const t = requestContext(request, context).t;
  const form = formDataToObject(await readFormData(request));
  const target = safeRedirectTarget(form.redirectTo);
  if (form.intent === "code") return codeStep({ request, context }, form, target, t);
  if (form.intent === "cancel") {
    const { db, config } = context.services;
    await cancelPendingLogin(db, readCookie(request.headers.get("Cookie"), pendingLoginCookieName(config)));
    throw redirect(loginPage(target), { headers: { "Set-Cookie": pendingLoginCookie(config, "", 0) } });
  }

  const parsed = parseWith(loginSchema, form, (key) => t(key as Parameters<typeof t>[0]));
  if (!parsed.isValid) return data({ error: null, errors: parsed.errors }, { status: 400 });

  const result = await attemptLogin(context.services, {
    ...parsed.data,
    ip: context.clientIp,
    deviceCookie: readCookie(request.headers.get("Cookie"), DEVICE_COOKIE),
  });
  if (result.status === "throttled") {
    return data(
      { error: t("auth.login.throttled", { seconds: result.retryAfterSeconds }), errors: {} },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  if (result.status === "invalid") {
    return data({ error: t("auth.login.invalidCredentials"), errors: {} }, { status: 401 });
  }
  if (result.status === "secondFactor") {
    // No session yet: the page comes back with the code step, bound to this browser by a cookie.
    throw redirect(loginPage(target), { headers: await beginTwoFactorSignIn(context, result.admin) });
  }
  const headers = await startBrowserSession(context, request, result.admin);
  throw redirect(target, { headers });
}

async function codeStep(
  { request, context }: Pick<Route.ActionArgs, "request" | "context">,
  form: Record<string, string | string[]>,
  target: string,
  t: Translate,
) {
  const parsed = parseWith(codeSchema, form, (key) => t(key as Parameters<typeof t>[0]));
  if (!parsed.isValid) return data({ error: null, errors: parsed.errors }, { status: 400 });
  const result = await finishTwoFactorSignIn(context, request, { code: parsed.data.code, t });
  switch (result.status) {
    case "signedIn":
      throw redirect(target, { headers: result.headers });
    case "throttled":
      return data(
        { error: t("auth.login.throttled", { seconds: result.retryAfterSeconds }), errors: {} },
        { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
      );
    case "invalid":
      return data({ error: t("auth.twoFactor.invalidCode"), errors: {} }, { status: 401 });
    case "restart":
      return data(
        { error: t(`auth.twoFactor.${result.reason}`), errors: {} },
        { status: 401, headers: result.headers },
      );
  }
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** What this page shows depends on this browser's cookies (the code step): never stored anywhere. */
export const headers: Route.HeadersFunction = () => ({ "Cache-Control": "no-store" });

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const isCodeStep = loaderData.step === "code";
  const title = isCodeStep ? t("auth.twoFactor.title") : t("auth.login.title");
  const redirectTo = searchParams.get("redirectTo") ?? ADMIN.dashboard;
  const errors: FieldErrors = actionData?.errors ?? {};

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <title>{`${title} · ${t("common.siteName")}`}</title>
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow">
        <h1 className="text-center text-2xl font-bold text-brand-900">{title}</h1>
        {isCodeStep ? (
          <CodeStep redirectTo={redirectTo} error={actionData?.error} errors={errors} />
        ) : (
          <PasswordStep redirectTo={redirectTo} error={actionData?.error} errors={errors} />
        )}
        <div className="mt-4 flex justify-between text-sm">
          <Link to={PAGES.forgotPassword} className="text-brand-700 underline">
            {t("auth.login.forgotPassword")}
          </Link>
          <Link to={PAGES.news} className="text-slate-600 underline">
            {t("auth.login.backToSite")}
          </Link>
        </div>
      </div>
    </main>
  );
}

interface StepProps {
  redirectTo: string;
  error: string | null | undefined;
  errors: FieldErrors;
}

function ErrorAlert({ error }: { error: string | null | undefined }) {
  if (!error) return null;
  return (
    <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
      {error}
    </p>
  );
}

function PasswordStep({ redirectTo, error, errors }: StepProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const isSubmitting = navigation.state === "submitting";
  return (
    <Form method="post" className="mt-6 space-y-4" noValidate>
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <ErrorAlert error={error} />
      <div>
        <label htmlFor="username" className="block text-sm font-medium">
          {t("auth.login.username")}
        </label>
        <input
          id="username"
          name="username"
          autoComplete="username"
          required
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? "username-error" : undefined}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
        />
        {errors.username && (
          <p id="username-error" className="mt-1 text-sm text-red-700">
            {errors.username[0]}
          </p>
        )}
      </div>
      <div>
        <label htmlFor="password" className="block text-sm font-medium">
          {t("auth.login.password")}
        </label>
        <div className="relative mt-1">
          <input
            id="password"
            name="password"
            type={isPasswordVisible ? "text" : "password"}
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? "password-error" : undefined}
            className="w-full rounded-md border border-slate-300 py-2 ps-3 pe-24"
          />
          <button
            type="button"
            onClick={() => setIsPasswordVisible((visible) => !visible)}
            aria-pressed={isPasswordVisible}
            className="absolute inset-y-0 end-0 px-3 text-sm text-brand-700"
          >
            {isPasswordVisible ? t("auth.login.hidePassword") : t("auth.login.showPassword")}
          </button>
        </div>
        {errors.password && (
          <p id="password-error" className="mt-1 text-sm text-red-700">
            {errors.password[0]}
          </p>
        )}
      </div>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-700 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {isSubmitting ? t("auth.login.submitting") : t("auth.login.submit")}
      </button>
    </Form>
  );
}

/** The second step: a code from the authenticator app or a recovery code. */
function CodeStep({ redirectTo, error, errors }: StepProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const describedBy = ["code-hint", errors.code ? "code-error" : ""].filter(Boolean).join(" ");
  return (
    <>
      <Form method="post" className="mt-6 space-y-4" noValidate>
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="intent" value="code" />
        <ErrorAlert error={error} />
        <div>
          <label htmlFor="code" className="block text-sm font-medium">
            {t("auth.twoFactor.code")}
          </label>
          <input
            id="code"
            name="code"
            autoComplete="one-time-code"
            required
            spellCheck={false}
            dir="ltr"
            aria-invalid={errors.code ? true : undefined}
            aria-describedby={describedBy}
            className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2 font-mono tracking-widest"
          />
          <p id="code-hint" className="mt-1 text-sm text-slate-600">
            {t("auth.twoFactor.intro")}
          </p>
          {errors.code && (
            <p id="code-error" className="mt-1 text-sm text-red-700">
              {errors.code[0]}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={isSubmitting}
          className="w-full rounded-md bg-brand-700 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {isSubmitting ? t("auth.twoFactor.submitting") : t("auth.twoFactor.submit")}
        </button>
      </Form>
      <Form method="post" className="mt-3">
        <input type="hidden" name="redirectTo" value={redirectTo} />
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="w-full text-sm text-brand-700 underline">
          {t("auth.twoFactor.cancel")}
        </button>
      </Form>
    </>
  );
}
