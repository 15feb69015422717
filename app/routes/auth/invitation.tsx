import { data, Link } from "react-router";
import type { Route } from "./+types/invitation";
import type { Translate } from "~/i18n/catalogues.server";
import { NewPasswordForm } from "~/components/auth/new-password-form";
import { useI18n } from "~/i18n/react";
import { PASSWORD_PARAMS } from "~/modules/admins/admins.schema";
import { acceptInvitation, invitationForToken } from "~/modules/admins/lifecycle.server";
import { acceptInvitationSchema } from "~/modules/admins/roles.schema";
import { formDataToObject, parseWith } from "~/modules/validation/validation";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { PAGES } from "~/lib/paths";

/**
 * The page of an invitation link (/invitation?token=…, decision 026): its owner chooses a password,
 * once, within 72 hours; the account is created then, with the invited role.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  const invitation = await invitationForToken(context.services.db, token);
  return { token, username: invitation?.username ?? null };
}

export async function action({ request, context }: Route.ActionArgs) {
  const t = requestContext(request).t;
  const translate = (key: string) => t(key as Parameters<Translate>[0], PASSWORD_PARAMS);
  let values: Record<string, string | string[]>;
  try {
    values = formDataToObject(await readFormData(request));
  } catch {
    return data({ status: "invalid" as const, errors: {}, username: "" }, 400);
  }
  const parsed = parseWith(acceptInvitationSchema, values, translate);
  if (!parsed.isValid) return data({ status: "invalid" as const, errors: parsed.errors, username: "" }, 400);
  const result = await acceptInvitation(context.services.db, parsed.data);
  if (result.status !== "done") return data({ status: "expired" as const, errors: {}, username: "" }, 410);
  return { status: "done" as const, errors: {}, username: result.value.username };
}

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

/** The address carries a secret: never cached, never sent as a referrer. */
export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "Referrer-Policy": "no-referrer",
});

export default function Invitation({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const errors: Record<string, string[]> = actionData?.errors ?? {};
  const isDone = actionData?.status === "done";
  const isUsable = loaderData.username !== null && actionData?.status !== "expired";

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-slate-100 px-4">
      <title>{`${t("admin.lifecycle.accept.title")} · ${t("common.siteName")}`}</title>
      <div className="w-full max-w-md rounded-xl bg-white p-8 shadow">
        <h1 className="text-center text-2xl font-bold text-brand-900">{t("admin.lifecycle.accept.title")}</h1>
        {isDone ? (
          <div className="mt-6 space-y-4 text-center">
            <p role="status" className="rounded bg-green-50 p-3 text-sm text-green-900">
              {t("admin.lifecycle.accept.done", { username: actionData.username })}
            </p>
            <Link
              to={PAGES.login}
              className="inline-block rounded-md bg-brand-700 px-4 py-2 font-semibold text-white"
            >
              {t("admin.lifecycle.accept.login")}
            </Link>
          </div>
        ) : !isUsable ? (
          <p role="alert" className="mt-6 rounded bg-red-50 p-3 text-center text-sm text-red-800">
            {t("admin.lifecycle.errors.invalidLink")}
          </p>
        ) : (
          <NewPasswordForm
            token={loaderData.token}
            intro={t("admin.lifecycle.accept.intro", {
              username: loaderData.username ?? "",
              ...PASSWORD_PARAMS,
            })}
            idPrefix="invitation"
            labels={{
              password: t("admin.accounts.fields.password"),
              confirm: t("admin.accounts.fields.confirm"),
              submit: t("admin.lifecycle.accept.submit"),
              sending: t("admin.accounts.sending"),
            }}
            errors={errors}
          />
        )}
      </div>
    </main>
  );
}
