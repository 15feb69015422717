/**
 * The site's settings (decision 030): contact details, address and map position, opening hours, social
 * links and the footer's figures, for administrators. One form, saved whole through the same operation as
 * `PUT /api/settings/`: a refused field is marked and nothing is saved.
 */
import { data, redirect } from "react-router";
import type { Route } from "./+types/settings";
import { AdminError } from "~/components/admin/error-boundary";
import { SettingsForm } from "~/components/admin/settings/settings-form";
import { requireAdmin } from "~/http/auth/guard.server";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { ADMIN } from "~/lib/paths";
import {
  errorsOnFields,
  formValuesOf,
  settingsFromForm,
  type FormValues,
} from "~/modules/settings/settings-form";
import { getPublicSettings, saveSiteSettings } from "~/modules/settings/site-settings.server";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "settings");
  const settings = await getPublicSettings(args.context.services.db);
  return {
    values: formValuesOf(settings),
    isSaved: new URL(args.request.url).searchParams.get("saved") === "1",
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAdmin(args, "settings");
  const { t } = requestContext(args.request, args.context);
  const form = await readFormData(args.request);
  const values: FormValues = {};
  for (const [name, value] of form.entries()) if (typeof value === "string") values[name] = value;
  const { input, origins } = settingsFromForm(values);
  const result = await saveSiteSettings(args.context.services, {
    input,
    writer: { actor: viewer },
    translate: (key) => t(key as Parameters<typeof t>[0]),
  });
  if (result.status === "forbidden") throw data(t("admin.roles.forbidden"), { status: 403 });
  if (result.status === "invalid") {
    return data(
      { message: t("siteSettings.screen.invalid"), errors: errorsOnFields(result.errors, origins), values },
      { status: 400 },
    );
  }
  return redirect(`${ADMIN.settings}?saved=1`);
}

export default function Settings({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <SettingsForm
      values={actionData?.values ?? loaderData.values}
      errors={actionData?.errors ?? {}}
      message={actionData?.message ?? null}
      isSaved={loaderData.isSaved && !actionData}
    />
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
