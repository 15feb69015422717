import { data, Form, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/newsletter-send";
import { AdminError } from "~/components/admin/error-boundary";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { LOCALES } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { recordAudit } from "~/modules/audit/audit.server";
import { requireAdmin } from "~/http/auth/guard.server";
import { newsletterIssueSchema } from "~/modules/forms/newsletter-issue.schema";
import {
  countConfirmedByLanguage,
  listNewsletterIssues,
  sendNewsletterIssue,
} from "~/modules/forms/newsletter.server";
import { baseUrlFor, requestLanguage } from "~/http/forms/request.server";
import { countImportedSubscribers, sendReconfirmations } from "~/modules/forms/imported-subscribers.server";
import { formDataToObject, parseWith, type FieldErrors } from "~/modules/validation/validation";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { ADMIN } from "~/lib/paths";

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "newsletterSend");
  const { db } = args.context.services;
  const { locale } = requestContext(args.request, args.context);
  const audience = await countConfirmedByLanguage(db);
  const issues = await listNewsletterIssues(db);
  const search = new URL(args.request.url).searchParams;
  const sent = search.get("envoye");
  // Addresses moved in from the old site (decision 025), and the re-confirmation requests just queued.
  const asked = search.get("relances");
  return {
    audience,
    total: audience.fr + audience.en + audience.ar,
    sentCount: sent !== null && /^\d+$/.test(sent) ? Number(sent) : null,
    imported: await countImportedSubscribers(db),
    askedCount: asked !== null && /^\d+$/.test(asked) ? Number(asked) : null,
    issues: issues.map((issue) => ({
      id: issue.id,
      date: formatDate(issue.sent_at ?? issue.created_at, locale, {
        dateStyle: "medium",
        timeStyle: "short",
      }),
      subject: issue.subject_fr,
      recipients: issue.recipient_count,
      sentBy: issue.sent_by,
    })),
  };
}

/** Queues the issue for every confirmed subscriber, then comes back here (a reload does not resend). */
export async function action(args: Route.ActionArgs) {
  const viewer = await requireAdmin(args, "newsletterSend");
  const { request, context } = args;
  const { translate } = requestLanguage(request, context);
  const values = formDataToObject(await readFormData(request));
  if (values.intent === "reconfirm") {
    const count = await sendReconfirmations(context.services, baseUrlFor(context.services.config, request));
    await recordAudit(context.services.db, {
      actor: viewer,
      action: "update",
      resource: "inbox.newsletter",
      itemId: 0,
      summary: `re-confirmation × ${count}`,
    });
    throw redirect(`${ADMIN.newsletter}?relances=${count}`);
  }
  const parsed = parseWith(newsletterIssueSchema, values, translate);
  if (!parsed.isValid) {
    const kept = Object.fromEntries(
      Object.entries(values).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
    );
    return data({ errors: parsed.errors, values: kept }, { status: 400 });
  }
  const issue = parsed.data;
  const result = await sendNewsletterIssue(context.services, {
    subject: { fr: issue.subject_fr, en: issue.subject_en, ar: issue.subject_ar },
    body: { fr: issue.body_fr, en: issue.body_en, ar: issue.body_ar },
    sentBy: viewer.username,
    baseUrl: baseUrlFor(context.services.config, request),
  });
  await recordAudit(context.services.db, {
    actor: viewer,
    action: "create",
    resource: "inbox.newsletter",
    itemId: result.id,
    summary: issue.subject_fr,
  });
  throw redirect(`${ADMIN.newsletter}?envoye=${result.recipients}`);
}

const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-slate-900 aria-invalid:border-red-700";

export default function NewsletterSend({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const isSending = useNavigation().state === "submitting";
  const errors: FieldErrors = actionData?.errors ?? {};
  const values: Record<string, string> = actionData?.values ?? {};
  const { audience, total } = loaderData;
  const errorOf = (name: string) => errors[name]?.[0];

  return (
    <section>
      <PageHeader title={t("formsAdmin.newsletter.title")} subtitle={t("formsAdmin.newsletter.subtitle")} />
      <div className="space-y-4">
        {loaderData.sentCount !== null && !actionData && (
          <Notice tone="success" message={t("formsAdmin.newsletter.sent", { count: loaderData.sentCount })} />
        )}
        {actionData && <Notice tone="error" message={t("forms.errors.invalid")} />}
        <p className="text-slate-700">
          {t("formsAdmin.newsletter.audience", {
            count: total,
            fr: audience.fr,
            en: audience.en,
            ar: audience.ar,
          })}
        </p>
      </div>
      {(loaderData.imported.unconfirmed > 0 || loaderData.askedCount !== null) && (
        <section
          aria-labelledby="imported-title"
          className="mt-6 space-y-3 rounded-lg border border-slate-200 bg-white p-6"
        >
          <h2 id="imported-title" className="text-lg font-semibold text-brand-900">
            {t("migration.imported.title")}
          </h2>
          {loaderData.askedCount !== null && (
            <Notice tone="success" message={t("migration.imported.sent", { count: loaderData.askedCount })} />
          )}
          <p className="text-slate-700">
            {t("migration.imported.waiting", { count: loaderData.imported.unconfirmed })}{" "}
            {t("migration.imported.notAsked", { count: loaderData.imported.notAsked })}
          </p>
          {loaderData.imported.notAsked > 0 && (
            <Form method="post">
              <input type="hidden" name="intent" value="reconfirm" />
              <button
                type="submit"
                disabled={isSending}
                className="rounded-md border border-brand-700 px-4 py-2 font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-70"
              >
                {t("migration.imported.send")}
              </button>
            </Form>
          )}
        </section>
      )}
      <Form
        method="post"
        noValidate
        className="mt-6 space-y-6 rounded-lg border border-slate-200 bg-white p-6"
      >
        {LOCALES.map((locale) => (
          <fieldset key={locale} className="space-y-4">
            <legend className="text-lg font-semibold text-brand-900">
              {t(`formsAdmin.newsletter.languages.${locale}`)}
              {locale === "fr" && (
                <span aria-hidden="true" className="ms-1 text-red-700">
                  *
                </span>
              )}
            </legend>
            {(["subject", "body"] as const).map((field) => {
              const name = `${field}_${locale}`;
              const error = errorOf(name);
              const common = {
                id: name,
                name,
                defaultValue: values[name],
                // What is typed is in the fieldset's language, whatever the interface's.
                lang: locale,
                dir: locale === "ar" ? "rtl" : "ltr",
                required: locale === "fr",
                "aria-invalid": error ? true : undefined,
                "aria-describedby":
                  [field === "body" ? `${name}-hint` : "", error ? `${name}-error` : ""]
                    .filter(Boolean)
                    .join(" ") || undefined,
              };
              return (
                <div key={field}>
                  <label htmlFor={name} className="block text-sm font-medium text-slate-800">
                    {t(`formsAdmin.newsletter.${field}`)}
                  </label>
                  {field === "subject" ? (
                    <input {...common} className={inputClass} />
                  ) : (
                    <textarea {...common} rows={8} className={inputClass} />
                  )}
                  {field === "body" && (
                    <p id={`${name}-hint`} className="mt-1 text-xs text-slate-600">
                      {t("formsAdmin.newsletter.bodyHint")}
                    </p>
                  )}
                  {error && (
                    <p id={`${name}-error`} className="mt-1 text-sm text-red-700">
                      {error}
                    </p>
                  )}
                </div>
              );
            })}
          </fieldset>
        ))}
        <div>
          <div className="flex items-start gap-3">
            <input
              id="confirm"
              name="confirm"
              type="checkbox"
              required
              aria-invalid={errorOf("confirm") ? true : undefined}
              aria-describedby={errorOf("confirm") ? "confirm-error" : undefined}
              className="mt-1 size-4 accent-brand-700"
            />
            <label htmlFor="confirm" className="text-sm font-medium text-slate-800">
              {t("formsAdmin.newsletter.confirm", { count: total })}
            </label>
          </div>
          {errorOf("confirm") && (
            <p id="confirm-error" className="ms-7 mt-1 text-sm text-red-700">
              {errorOf("confirm")}
            </p>
          )}
        </div>
        <button
          type="submit"
          disabled={isSending}
          className="rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800 disabled:opacity-70"
        >
          {isSending ? t("formsAdmin.newsletter.sending") : t("formsAdmin.newsletter.send")}
        </button>
      </Form>

      <section aria-labelledby="issues-title" className="mt-10">
        <h2 id="issues-title" className="text-xl font-semibold text-brand-900">
          {t("formsAdmin.newsletter.historyTitle")}
        </h2>
        {loaderData.issues.length === 0 ? (
          <p className="mt-3 text-slate-600">{t("formsAdmin.newsletter.historyEmpty")}</p>
        ) : (
          <div className="mt-3 overflow-x-auto rounded-lg border border-slate-200 bg-white">
            <table className="w-full text-start text-sm">
              <thead className="bg-slate-50 text-slate-700">
                <tr>
                  <th scope="col" className="px-4 py-2 text-start">
                    {t("formsAdmin.newsletter.columns.date")}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start">
                    {t("formsAdmin.newsletter.columns.subject")}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start">
                    {t("formsAdmin.newsletter.columns.recipients")}
                  </th>
                  <th scope="col" className="px-4 py-2 text-start">
                    {t("formsAdmin.newsletter.columns.sentBy")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.issues.map((issue) => (
                  <tr key={issue.id} className="border-t border-slate-200">
                    <td className="px-4 py-2 whitespace-nowrap">{issue.date}</td>
                    <td className="px-4 py-2">{issue.subject}</td>
                    <td className="px-4 py-2">{issue.recipients}</td>
                    <td className="px-4 py-2">{issue.sentBy}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
