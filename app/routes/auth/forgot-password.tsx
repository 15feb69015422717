import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/forgot-password";
import { useI18n } from "~/i18n/react";
import { forgotPasswordSchema } from "~/modules/admins/admins.schema";
import { requestPasswordReset, RESET_LINK_MINUTES } from "~/modules/admins/password-reset.server";
import { formDataToObject, parseWith } from "~/modules/validation/validation";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { PAGES } from "~/lib/paths";

/**
 * "Forgot password" (§2, linked from the login page): sends a reset link through the outbox. The
 * answer is the same whether or not an account has the address.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const t = requestContext(request, context).t;
  let values: Record<string, string | string[]>;
  try {
    values = formDataToObject(await readFormData(request));
  } catch {
    return data({ status: "invalid" as const, errors: { email: [t("validation.required")] } }, 400);
  }
  const parsed = parseWith(forgotPasswordSchema, values, (key) => t(key as Parameters<typeof t>[0]));
  if (!parsed.isValid) return data({ status: "invalid" as const, errors: parsed.errors }, 400);
  const { config } = context.services;
  // The link's origin is the configured public address; without one, the address this request used.
  const origin = config.PUBLIC_URL ?? new URL(request.url).origin;
  const result = await requestPasswordReset(context.services.db, {
    email: parsed.data.email,
    ip: context.clientIp,
    origin,
    t,
  });
  if (result.status === "throttled") {
    return data(
      {
        status: "throttled" as const,
        message: t("admin.passwordReset.forgot.throttled", { seconds: result.retryAfterSeconds }),
      },
      { status: 429, headers: { "Retry-After": String(result.retryAfterSeconds) } },
    );
  }
  return {
    status: "sent" as const,
    message: t("admin.passwordReset.forgot.sent", { minutes: RESET_LINK_MINUTES }),
  };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const isSubmitting = navigation.state === "submitting";
  const errors = actionData?.status === "invalid" ? actionData.errors : {};
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <title>{`${t("admin.passwordReset.forgot.title")} · ${t("common.siteName")}`}</title>
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow">
        <h1 className="text-center text-2xl font-bold text-brand-900">
          {t("admin.passwordReset.forgot.title")}
        </h1>
        {actionData?.status === "sent" ? (
          <p role="status" className="mt-6 rounded bg-green-50 p-3 text-sm text-green-900">
            {actionData.message}
          </p>
        ) : (
          <Form method="post" className="mt-6 space-y-4" noValidate>
            <p className="text-sm text-slate-700">{t("admin.passwordReset.forgot.intro")}</p>
            {actionData?.status === "throttled" && (
              <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
                {actionData.message}
              </p>
            )}
            <div>
              <label htmlFor="forgot-email" className="block text-sm font-medium">
                {t("admin.passwordReset.forgot.email")}
              </label>
              <input
                id="forgot-email"
                name="email"
                type="email"
                autoComplete="email"
                dir="ltr"
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "forgot-email-error" : undefined}
                className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
              />
              {errors.email && (
                <p id="forgot-email-error" className="mt-1 text-sm text-red-700">
                  {errors.email[0]}
                </p>
              )}
            </div>
            <button
              type="submit"
              disabled={isSubmitting}
              className="w-full rounded-md bg-brand-700 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
            >
              {isSubmitting
                ? t("admin.passwordReset.forgot.sending")
                : t("admin.passwordReset.forgot.submit")}
            </button>
          </Form>
        )}
        <p className="mt-4 text-center text-sm">
          <Link to={PAGES.login} className="text-brand-700 underline">
            {t("admin.passwordReset.forgot.backToLogin")}
          </Link>
        </p>
      </div>
    </main>
  );
}
