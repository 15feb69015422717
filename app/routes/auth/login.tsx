import { useState } from "react";
import { data, Form, Link, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/login";
import { useI18n } from "~/i18n/react";
import { detectLocale } from "~/i18n/detect";
import { translatorFor } from "~/i18n/catalogues.server";
import { getViewer } from "~/modules/auth/guard.server";
import { attemptLogin, DEVICE_COOKIE } from "~/modules/auth/login.server";
import { loginSchema } from "~/modules/auth/login.schema";
import { safeRedirectTarget } from "~/modules/auth/redirect-target";
import { startBrowserSession } from "~/modules/auth/sign-in.server";
import { readCookie } from "~/modules/http/cookies";
import { formDataToObject, parseWith, type FieldErrors } from "~/modules/http/validation";
import { readFormData } from "~/modules/http/form-data.server";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await getViewer(args);
  if (viewer) throw redirect(safeRedirectTarget(new URL(args.request.url).searchParams.get("redirectTo")));
  return null;
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = translatorFor(detectLocale(request).locale);
  const form = formDataToObject(await readFormData(request));
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
  const headers = await startBrowserSession(context, request, result.admin);
  throw redirect(safeRedirectTarget(form.redirectTo), { headers });
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function Login({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const [searchParams] = useSearchParams();
  const [isPasswordVisible, setIsPasswordVisible] = useState(false);
  const isSubmitting = navigation.state === "submitting";
  const errors: FieldErrors = actionData?.errors ?? {};

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <title>{`${t("auth.login.title")} · ${t("common.siteName")}`}</title>
      <div className="w-full max-w-sm rounded-xl bg-white p-8 shadow">
        <h1 className="text-center text-2xl font-bold text-brand-900">{t("auth.login.title")}</h1>
        <Form method="post" className="mt-6 space-y-4" noValidate>
          <input
            type="hidden"
            name="redirectTo"
            value={searchParams.get("redirectTo") ?? "/dashboardAdmin"}
          />
          {actionData?.error && (
            <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
              {actionData.error}
            </p>
          )}
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
        <div className="mt-4 flex justify-between text-sm">
          <Link to="/forgotpassword" className="text-brand-700 underline">
            {t("auth.login.forgotPassword")}
          </Link>
          <Link to="/actualites" className="text-slate-600 underline">
            {t("auth.login.backToSite")}
          </Link>
        </div>
      </div>
    </main>
  );
}
