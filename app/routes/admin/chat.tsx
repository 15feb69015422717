/**
 * What visitors asked the assistant: recent questions, those it could not answer, and answers rated
 * "Non". Any of them becomes a FAQ draft in one step.
 */
import { Form, Link, redirect } from "react-router";
import type { Route } from "./+types/chat";
import { AdminError } from "~/components/admin/error-boundary";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { Pager } from "~/components/admin/pager";
import { clampPage, pageCountFor } from "~/components/admin/pager-items";
import { Icon } from "~/components/ui/icon";
import { isLocale } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { recordAudit } from "~/modules/audit/audit.server";
import { requireAdmin } from "~/http/auth/guard.server";
import { createFaqFromLog } from "~/modules/chat/faq.server";
import { CHAT_LOG_VIEWS, isChatLogView, type ChatLogView } from "~/modules/chat/log-views";
import { countChatLogs, listChatLogs } from "~/modules/chat/logs.server";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { ADMIN } from "~/lib/paths";

const PAGE_SIZE = 20;
const PREVIEW = 150;

const preview = (text: string) => (text.length > PREVIEW ? `${text.slice(0, PREVIEW - 1)}…` : text);

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "chat");
  const { db } = args.context.services;
  const locale = requestContext(args.request, args.context).locale;
  const url = new URL(args.request.url);
  const wanted = url.searchParams.get("view");
  const view: ChatLogView = isChatLogView(wanted) ? wanted : "recent";
  const [total, unanswered, negative] = await Promise.all(
    CHAT_LOG_VIEWS.map((name) => countChatLogs(db, name)),
  );
  const counts: Record<ChatLogView, number> = {
    recent: total!,
    unanswered: unanswered!,
    negative: negative!,
  };
  const pageCount = pageCountFor(counts[view], PAGE_SIZE);
  const page = clampPage(url.searchParams.get("page"), pageCount);
  const entries = await listChatLogs(db, { view, page, pageSize: PAGE_SIZE });
  return {
    view,
    counts,
    page,
    pageCount,
    isMissing: url.searchParams.get("missing") === "1",
    entries: entries.map((entry) => ({
      id: entry.id,
      when: formatDate(entry.createdAt, locale, { dateStyle: "medium", timeStyle: "short" }) ?? "",
      language: entry.language,
      question: entry.question,
      answer: preview(entry.answer),
      isAnswered: entry.isAnswered,
      feedback: entry.feedback,
      faqEntryId: entry.faqEntryId,
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAdmin(args, "chat");
  const { db } = args.context.services;
  const form = await readFormData(args.request);
  const logId = Number(form.get("logId"));
  const result = form.get("intent") === "to-faq" ? await createFaqFromLog(db, logId) : undefined;
  if (!result) return redirect(`${ADMIN.chat}?missing=1`);
  const { row, isNew } = result;
  if (isNew) {
    const question = row.question_fr || row.question_en || row.question_ar;
    await recordAudit(db, {
      actor: viewer,
      action: "create",
      resource: "faq",
      itemId: row.id,
      summary: question,
    });
  }
  return redirect(`${ADMIN.faq}?edit=${row.id}${isNew ? "&created=1" : ""}#faq-form`);
}

const tabClass = (isActive: boolean) =>
  `inline-flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium ${
    isActive ? "bg-brand-700 text-white" : "border border-slate-300 bg-white text-slate-800 hover:bg-brand-50"
  }`;

export default function ChatQuestions({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { view, counts, entries } = loaderData;
  const hrefFor = (page: number) => `${ADMIN.chat}?${new URLSearchParams({ view, page: String(page) })}`;
  return (
    <section>
      <PageHeader
        title={t("chat.admin.title")}
        subtitle={t("chat.admin.intro")}
        actions={
          <Link to={ADMIN.faq} className={tabClass(false)}>
            <Icon name="list" className="size-4" />
            {t("chat.faq.title")}
          </Link>
        }
      />
      {loaderData.isMissing && (
        <div className="mb-4">
          <Notice tone="error" message={t("chat.admin.logMissing")} />
        </div>
      )}
      <nav aria-label={t("chat.admin.views.label")} className="mb-4">
        <ul className="flex flex-wrap gap-2">
          {CHAT_LOG_VIEWS.map((name) => (
            <li key={name}>
              <Link
                to={`${ADMIN.chat}?view=${name}`}
                aria-current={name === view ? "page" : undefined}
                className={tabClass(name === view)}
              >
                {t(`chat.admin.views.${name}`)}
                <span className="rounded-full bg-black/10 px-2 text-xs">{counts[name]}</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {entries.length === 0 ? (
        <p className="rounded-md bg-slate-100 p-4 text-slate-700">{t("chat.admin.empty")}</p>
      ) : (
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <caption className="sr-only">{t(`chat.admin.views.${view}`)}</caption>
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                {(["date", "language", "question", "answer", "status", "feedback", "actions"] as const).map(
                  (column) => (
                    <th key={column} scope="col" className="px-3 py-2 text-start">
                      {t(`chat.admin.columns.${column}`)}
                    </th>
                  ),
                )}
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {entries.map((entry) => (
                <tr key={entry.id} data-testid="chat-log-row">
                  <td className="whitespace-nowrap px-3 py-2 text-slate-700">{entry.when}</td>
                  <td className="px-3 py-2 uppercase">{entry.language}</td>
                  <td
                    className="px-3 py-2 font-medium"
                    lang={isLocale(entry.language) ? entry.language : undefined}
                    dir="auto"
                  >
                    {entry.question}
                  </td>
                  <td className="max-w-md whitespace-pre-line px-3 py-2 text-slate-700" dir="auto">
                    {entry.answer}
                  </td>
                  <td className="px-3 py-2">
                    {entry.isAnswered ? (
                      t("chat.admin.answered")
                    ) : (
                      <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">
                        {t("chat.admin.notAnswered")}
                      </span>
                    )}
                  </td>
                  <td className="whitespace-nowrap px-3 py-2">
                    {entry.feedback === "up" && (
                      <span className="inline-flex items-center gap-1 text-emerald-800">
                        <Icon name="thumbUp" className="size-4" />
                        {t("chat.admin.feedbackUp")}
                      </span>
                    )}
                    {entry.feedback === "down" && (
                      <span className="inline-flex items-center gap-1 text-rose-800">
                        <Icon name="thumbDown" className="size-4" />
                        {t("chat.admin.feedbackDown")}
                      </span>
                    )}
                    {entry.feedback === null && (
                      <span aria-hidden="true">{t("chat.admin.feedbackNone")}</span>
                    )}
                  </td>
                  <td className="px-3 py-2">
                    {entry.faqEntryId !== null ? (
                      <Link
                        to={`${ADMIN.faq}?edit=${entry.faqEntryId}#faq-form`}
                        className="text-brand-700 underline"
                      >
                        {t("chat.admin.openFaq")}
                      </Link>
                    ) : (
                      <Form method="post">
                        <input type="hidden" name="intent" value="to-faq" />
                        <input type="hidden" name="logId" value={entry.id} />
                        <button
                          type="submit"
                          className="inline-flex items-center gap-1 whitespace-nowrap rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-brand-50"
                        >
                          <Icon name="plus" className="size-4" />
                          {t("chat.admin.toFaq")}
                        </button>
                      </Form>
                    )}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager page={loaderData.page} pageCount={loaderData.pageCount} hrefFor={hrefFor} />
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
