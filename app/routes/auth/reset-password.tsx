import { data, Link } from "react-router";
import type { Route } from "./+types/reset-password";
import type { Translate } from "~/i18n/catalogues.server";
import { NewPasswordForm } from "~/components/auth/new-password-form";
import { useI18n } from "~/i18n/react";
import { PASSWORD_PARAMS, resetPasswordSchema } from "~/modules/admins/admins.schema";
import { isResetTokenUsable, resetPasswordWithToken } from "~/modules/admins/password-reset.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { formDataToObject, parseWith } from "~/modules/validation/validation";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { PAGES } from "~/lib/paths";

/** The page of a reset link (/reset-password?token=…): a new password, once, within 30 minutes. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  return { token, isUsable: await isResetTokenUsable(context.services.db, token) };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = requestContext(request, context).t;
  const translate = (key: string) => t(key as Parameters<Translate>[0], PASSWORD_PARAMS);
  let values: Record<string, string | string[]>;
  try {
    values = formDataToObject(await readFormData(request));
  } catch {
    return data({ status: "invalid" as const, errors: {} }, 400);
  }
  const parsed = parseWith(resetPasswordSchema, values, translate);
  if (!parsed.isValid) return data({ status: "invalid" as const, errors: parsed.errors }, 400);
  const { db } = context.services;
  const result = await resetPasswordWithToken(db, parsed.data);
  if (result.status === "invalid") return data({ status: "expired" as const, errors: {} }, 410);
  await recordAudit(db, {
    actor: { id: result.adminId, username: result.username },
    action: "passwordReset",
    resource: "admins",
    itemId: result.adminId,
    summary: result.username,
  });
  return { status: "done" as const, errors: {} };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The address carries a secret: never cached, never sent as a referrer. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
});

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const errors: Record<string, string[]> = actionData?.errors ?? {};
  const isDone = actionData?.status === "done";
  const isUsable = loaderData.isUsable && actionData?.status !== "expired";

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <title>{`${t("admin.passwordReset.reset.title")} · ${t("common.siteName")}`}</title>
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow">
        <h1 className="text-center text-2xl font-bold text-brand-900">
          {t("admin.passwordReset.reset.title")}
        </h1>
        {isDone ? (
          <div className="mt-6 space-y-4 text-center">
            <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900">
              {t("admin.passwordReset.reset.done")}
            </p>
            <Link
              to={PAGES.login}
              className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
            >
              {t("admin.passwordReset.reset.login")}
            </Link>
          </div>
        ) : !isUsable ? (
          <div className="mt-6 space-y-4 text-center">
            <p role="alert" className="rounded bg-red-50 p-3 text-sm text-red-800">
              {t("admin.passwordReset.reset.invalid")}
            </p>
            <Link to={PAGES.forgotPassword} className="text-brand-700 underline">
              {t("admin.passwordReset.reset.requestNew")}
            </Link>
          </div>
        ) : (
          <NewPasswordForm
            token={loaderData.token}
            intro={t("admin.passwordReset.reset.intro", PASSWORD_PARAMS)}
            idPrefix="reset"
            labels={{
              password: t("admin.passwordReset.reset.password"),
              confirm: t("admin.passwordReset.reset.confirm"),
              submit: t("admin.passwordReset.reset.submit"),
              sending: t("admin.passwordReset.forgot.sending"),
            }}
            errors={errors}
          />
        )}
      </div>
    </main>
  );
}
