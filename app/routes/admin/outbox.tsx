import { data, Form, Link, useNavigation } from "react-router";
import type { Route } from "./+types/outbox";
import { AdminError } from "~/components/admin/error-boundary";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { Pager } from "~/components/admin/pager";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { requireAdmin } from "~/http/auth/guard.server";
import { countOutbox, isOutboxStatus, listOutbox, retryOutboxMail } from "~/modules/mail/outbox.server";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { ADMIN } from "~/lib/paths";

const PAGE_SIZE = 20;
const FILTERS = ["all", "pending", "failed", "sent"] as const;
type Filter = (typeof FILTERS)[number];

type KindLabel =
  | "notification"
  | "confirmation"
  | "newsletterConfirm"
  | "newsletterIssue"
  | "inboxReply"
  | "invitation"
  | "passwordReset"
  | "security"
  | "unknown";
/** The outbox's kinds of mail (set where each is queued) as the screen names them. */
const KIND_LABELS: Record<string, KindLabel> = {
  "newsletter-confirm": "newsletterConfirm",
  "newsletter-issue": "newsletterIssue",
  "inbox-reply": "inboxReply",
  invitation: "invitation",
  "password-reset": "passwordReset",
  "two-factor-replay": "security",
};
const kindLabel = (kind: string): KindLabel =>
  kind.startsWith("notification:")
    ? "notification"
    : kind.startsWith("confirmation:")
      ? "confirmation"
      : ((Object.hasOwn(KIND_LABELS, kind) ? KIND_LABELS[kind] : undefined) ?? "unknown");

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "outbox");
  const { db, config } = args.context.services;
  const { locale } = requestContext(args.request, args.context);
  const params = new URL(args.request.url).searchParams;
  const status = params.get("etat");
  const filter: Filter = isOutboxStatus(status) ? status : "all";
  const page = Math.max(1, Number.parseInt(params.get("page") ?? "1", 10) || 1);
  const counts = await countOutbox(db);
  const rows = await listOutbox(db, {
    status: filter === "all" ? undefined : filter,
    page,
    pageSize: PAGE_SIZE,
  });
  const total = filter === "all" ? counts.pending + counts.sent + counts.failed : counts[filter];
  const when = (value: string | null) =>
    formatDate(value, locale, { dateStyle: "medium", timeStyle: "short" }) ?? "";
  return {
    filter,
    page,
    pageCount: Math.max(1, Math.ceil(total / PAGE_SIZE)),
    counts,
    isSmtpConfigured: Boolean(config.SMTP_URL),
    mails: rows.map((row) => ({
      id: row.id,
      to: row.to,
      replyTo: row.reply_to,
      subject: row.subject,
      kind: row.kind,
      kindLabel: kindLabel(row.kind),
      status: isOutboxStatus(row.status) ? row.status : "pending",
      attempts: row.attempts,
      createdAt: when(row.created_at),
      sentAt: when(row.sent_at),
      nextAttempt: row.status === "pending" ? when(row.next_attempt_at) : "",
      lastError: row.last_error,
      text: row.text,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  await requireAdmin(args, "outbox");
  const form = await readFormData(args.request);
  const id = Number(form.get("id"));
  const isRetried = form.get("intent") === "retry" && (await retryOutboxMail(args.context.services.db, id));
  return data({ isRetried, at: Date.now() }, { status: isRetried ? 200 : 400 });
}

const STATUS_STYLES = {
  pending: "bg-amber-100 text-amber-900",
  failed: "bg-red-100 text-red-900",
  sent: "bg-green-100 text-green-900",
} as const;

export default function Outbox({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const { counts, filter } = loaderData;
  const hrefFor = (next: { filter?: Filter; page?: number }) => {
    const params = new URLSearchParams();
    const chosen = next.filter ?? filter;
    if (chosen !== "all") params.set("etat", chosen);
    if ((next.page ?? 1) > 1) params.set("page", String(next.page));
    const query = params.toString();
    return `${ADMIN.outbox}${query ? `?${query}` : ""}`;
  };
  const countOf = (value: Filter) =>
    value === "all" ? counts.pending + counts.sent + counts.failed : counts[value];

  return (
    <section>
      <PageHeader title={t("formsAdmin.outbox.title")} subtitle={t("formsAdmin.outbox.subtitle")} />
      <div className="space-y-3">
        {!loaderData.isSmtpConfigured && <Notice tone="error" message={t("formsAdmin.outbox.noSmtp")} />}
        {actionData && (
          <Notice
            tone={actionData.isRetried ? "success" : "error"}
            message={
              actionData.isRetried ? t("formsAdmin.outbox.retried") : t("formsAdmin.outbox.retryFailed")
            }
          />
        )}
      </div>
      <nav aria-label={t("formsAdmin.outbox.filters.label")} className="mt-6">
        <ul className="flex flex-wrap gap-2">
          {FILTERS.map((value) => (
            <li key={value}>
              <Link
                to={hrefFor({ filter: value })}
                aria-current={value === filter ? "page" : undefined}
                className={`inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm ${
                  value === filter
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-800 hover:bg-brand-50"
                }`}
              >
                {t(`formsAdmin.outbox.filters.${value}`)}
                <span className="font-semibold">{countOf(value)}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {loaderData.mails.length === 0 ? (
        <p className="mt-6 text-slate-600">{t("formsAdmin.outbox.empty")}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {loaderData.mails.map((mail) => (
            <li key={mail.id} className="rounded-lg border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0">
                  <p dir="auto" className="font-semibold text-slate-900">
                    {mail.subject}
                  </p>
                  <dl className="mt-1 grid gap-x-4 gap-y-0.5 text-sm text-slate-700 sm:grid-cols-[auto_1fr]">
                    <dt className="font-medium">{t("formsAdmin.outbox.to")}</dt>
                    <dd dir="ltr" className="break-all rtl:text-end">
                      {mail.to}
                    </dd>
                    {mail.replyTo && (
                      <>
                        <dt className="font-medium">{t("formsAdmin.outbox.replyTo")}</dt>
                        <dd dir="ltr" className="break-all rtl:text-end">
                          {mail.replyTo}
                        </dd>
                      </>
                    )}
                    <dt className="font-medium">{t("formsAdmin.outbox.kind")}</dt>
                    <dd>
                      {t(`formsAdmin.outbox.kinds.${mail.kindLabel}`)}
                      {mail.kindLabel === "unknown" && ` (${mail.kind})`}
                    </dd>
                    <dt className="font-medium">{t("formsAdmin.outbox.createdAt")}</dt>
                    <dd>{mail.createdAt}</dd>
                    {mail.sentAt && (
                      <>
                        <dt className="font-medium">{t("formsAdmin.outbox.sentAt")}</dt>
                        <dd>{mail.sentAt}</dd>
                      </>
                    )}
                    {mail.nextAttempt && loaderData.isSmtpConfigured && (
                      <>
                        <dt className="font-medium">{t("formsAdmin.outbox.nextAttempt")}</dt>
                        <dd>{mail.nextAttempt}</dd>
                      </>
                    )}
                    {mail.lastError && (
                      <>
                        <dt className="font-medium">{t("formsAdmin.outbox.lastError")}</dt>
                        <dd dir="ltr" className="break-all text-red-800 rtl:text-end">
                          {mail.lastError}
                        </dd>
                      </>
                    )}
                  </dl>
                </div>
                <div className="flex flex-col items-end gap-2">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_STYLES[mail.status]}`}
                  >
                    {t(`formsAdmin.outbox.statuses.${mail.status}`)}
                  </span>
                  <span className="text-xs text-slate-600">
                    {t("formsAdmin.outbox.attempts", { count: mail.attempts })}
                  </span>
                  {mail.status === "failed" && (
                    <Form method="post">
                      <input type="hidden" name="intent" value="retry" />
                      <input type="hidden" name="id" value={mail.id} />
                      <button
                        type="submit"
                        disabled={navigation.state !== "idle"}
                        className="rounded-md border border-brand-700 px-3 py-1 text-sm font-semibold text-brand-800 hover:bg-brand-50 disabled:opacity-60"
                      >
                        {t("formsAdmin.outbox.retry")}
                      </button>
                    </Form>
                  )}
                </div>
              </div>
              <details className="mt-3">
                <summary className="cursor-pointer text-sm font-medium text-brand-700">
                  {t("formsAdmin.outbox.read")}
                </summary>
                <pre
                  dir="auto"
                  className="mt-2 max-h-96 overflow-auto rounded bg-slate-50 p-3 font-sans text-sm whitespace-pre-wrap text-slate-800"
                >
                  {mail.text}
                </pre>
              </details>
            </li>
          ))}
        </ul>
      )}
      <Pager page={loaderData.page} pageCount={loaderData.pageCount} hrefFor={(page) => hrefFor({ page })} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
