import { data, useFetcher } from "react-router";
import type { Route } from "./+types/reply-templates";
import { AdminError } from "~/components/admin/error-boundary";
import { PageHeader } from "~/components/admin/page-header";
import { LOCALES, type Locale } from "~/i18n/config";
import type { Translate } from "~/i18n/catalogues.server";
import { useI18n } from "~/i18n/react";
import { requireAdmin } from "~/http/auth/guard.server";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { ADMIN } from "~/lib/paths";
import type { ReplyTemplate } from "~/modules/inbox/follow-up";
import { listReplyTemplates, saveReplyTemplate } from "~/modules/inbox/follow-up.server";

/** The reply templates of the inboxes, in three languages (decision 032). */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "replyTemplates");
  return { templates: await listReplyTemplates(args.context.services.db) };
}

interface ActionData {
  kind: string;
  isDone: boolean;
  message: string;
  errors: Record<string, string[]>;
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAdmin(args, "replyTemplates");
  const { t } = requestContext(args.request, args.context);
  const form = await readFormData(args.request);
  const kind = String(form.get("kind") ?? "");
  const pick = (prefix: string) =>
    Object.fromEntries(LOCALES.map((locale) => [locale, form.get(`${prefix}_${locale}`) ?? ""])) as Record<
      Locale,
      unknown
    >;
  const outcome = await saveReplyTemplate(args.context.services, {
    kind,
    subject: pick("subject"),
    body: pick("body"),
    writer: { actor: viewer },
  });
  const answer = (status: number, message: string, errors: Record<string, string[]> = {}) =>
    data<ActionData>({ kind, isDone: status === 200, message, errors }, { status });
  switch (outcome.status) {
    case "saved":
      return answer(200, t("admin.followUp.templates.saved"));
    case "invalid": {
      const errors = Object.fromEntries(
        Object.entries(outcome.errors).map(([field, keys]) => [
          field,
          keys.map((key) => t(key as Parameters<Translate>[0])),
        ]),
      );
      return answer(400, Object.values(errors).flat().join(" "), errors);
    }
    case "forbidden":
      return answer(403, t("admin.roles.forbidden"));
    default:
      return answer(404, t("admin.inbox.invalidRequest"));
  }
}

function TemplateForm({ template }: { template: ReplyTemplate }) {
  const { t } = useI18n();
  const fetcher = useFetcher<ActionData>();
  const result = fetcher.data;
  const id = (name: string) => `template-${template.kind}-${name}`;
  const errorOf = (name: string) => result?.errors[name]?.join(" ");
  return (
    <section
      aria-labelledby={id("title")}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={id("title")} className="text-lg font-semibold text-brand-900">
        {t(`admin.inbox.screens.${template.kind}.title`)}
      </h2>
      <fetcher.Form method="post" className="mt-3 grid gap-4 lg:grid-cols-3">
        <input type="hidden" name="kind" value={template.kind} />
        {LOCALES.map((locale) => {
          const language = t(`common.languages.${locale}`);
          const direction = locale === "ar" ? "rtl" : "ltr";
          return (
            <div key={locale} lang={locale} dir={direction} className="space-y-2">
              <div>
                <label htmlFor={id(`subject-${locale}`)} className="block text-sm font-medium text-slate-800">
                  {t("admin.followUp.templates.subject", { language })}
                </label>
                <input
                  id={id(`subject-${locale}`)}
                  name={`subject_${locale}`}
                  defaultValue={template.subject[locale]}
                  aria-invalid={errorOf(`subject_${locale}`) ? true : undefined}
                  className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
                />
              </div>
              <div>
                <label htmlFor={id(`body-${locale}`)} className="block text-sm font-medium text-slate-800">
                  {t("admin.followUp.templates.body", { language })}
                </label>
                <textarea
                  id={id(`body-${locale}`)}
                  name={`body_${locale}`}
                  rows={7}
                  defaultValue={template.body[locale]}
                  aria-invalid={errorOf(`body_${locale}`) ? true : undefined}
                  className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
                />
              </div>
            </div>
          );
        })}
        <div className="lg:col-span-3">
          <button
            type="submit"
            disabled={fetcher.state !== "idle"}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            {t("admin.followUp.templates.save")}
          </button>
          {result?.message && (
            <p
              role={result.isDone ? "status" : "alert"}
              className={`mt-2 text-sm ${result.isDone ? "text-green-800" : "text-red-800"}`}
            >
              {result.message}
            </p>
          )}
        </div>
      </fetcher.Form>
    </section>
  );
}

export default function ReplyTemplates({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section>
      <PageHeader
        title={t("admin.followUp.templates.title")}
        back={{ to: ADMIN.contacts, label: t("admin.inbox.screens.contact.title") }}
      />
      <p className="-mt-4 mb-6 text-slate-700">{t("admin.followUp.templates.intro")}</p>
      <div className="space-y-6">
        {loaderData.templates.map((template) => (
          <TemplateForm key={template.kind} template={template} />
        ))}
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
