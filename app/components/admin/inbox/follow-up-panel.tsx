import { useFetcher } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { FOLLOW_UP_STATUSES } from "~/modules/inbox/follow-up";
import type { InboxActionData, InboxFollowUpData, InboxRowView, InboxScreen } from "./inbox-screens";

const buttonClass =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50";
const fieldClass = "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2";
const labelClass = "block text-sm font-medium text-slate-800";

const STATUS_TONES = {
  new: "bg-brand-100 text-brand-900",
  in_progress: "bg-amber-100 text-amber-900",
  answered: "bg-green-100 text-green-900",
  archived: "bg-slate-200 text-slate-800",
} as const;

/** Where a request stands, next to its name. */
export function FollowUpBadge({ status }: { status: keyof typeof STATUS_TONES }) {
  const { t } = useI18n();
  return (
    <span className={`rounded px-1.5 py-0.5 text-xs font-semibold ${STATUS_TONES[status]}`}>
      {t(`admin.followUp.statuses.${status}`)}
    </span>
  );
}

function Outcome({ data }: { data: InboxActionData | undefined }) {
  if (!data?.message) return null;
  return (
    <p
      role={data.isDone ? "status" : "alert"}
      className={`mt-2 text-sm ${data.isDone ? "text-green-800" : "text-red-800"}`}
    >
      {data.message}
    </p>
  );
}

/**
 * The follow-up of one request (decision 032): status and assignee, internal notes, and the reply from
 * its inbox's template — sent through the outbox when the site has SMTP, otherwise a mail draft (§2).
 */
export function FollowUpPanel(props: {
  screen: InboxScreen;
  row: InboxRowView;
  settings: InboxFollowUpData;
  idPrefix: string;
}) {
  const { t } = useI18n();
  const { screen, row, settings, idPrefix } = props;
  const changer = useFetcher<InboxActionData>();
  const noter = useFetcher<InboxActionData>();
  const replier = useFetcher<InboxActionData>();
  const followUp = row.followUp;
  if (!followUp) return null;
  const hidden = (intent: string) => (
    <>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name="kind" value={screen.kind} />
      <input type="hidden" name="id" value={row.id} />
    </>
  );
  return (
    <section aria-labelledby={`${idPrefix}-follow-up`} className="mt-4 border-t border-slate-200 pt-3">
      <h3 id={`${idPrefix}-follow-up`} className="font-semibold text-brand-900">
        {t("admin.followUp.title")}
      </h3>
      <changer.Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
        {hidden("followUp")}
        <div>
          <label htmlFor={`${idPrefix}-status`} className={labelClass}>
            {t("admin.followUp.status")}
          </label>
          <select
            id={`${idPrefix}-status`}
            name="status"
            defaultValue={followUp.status}
            key={`status-${followUp.status}`}
            className={fieldClass}
          >
            {FOLLOW_UP_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`admin.followUp.statuses.${status}`)}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${idPrefix}-assignee`} className={labelClass}>
            {t("admin.followUp.assignee")}
          </label>
          <select
            id={`${idPrefix}-assignee`}
            name="assignee"
            defaultValue={followUp.assigneeId ?? ""}
            key={`assignee-${followUp.assigneeId ?? ""}`}
            className={fieldClass}
          >
            <option value="">{t("admin.followUp.nobody")}</option>
            {settings.assignees.map((account) => (
              <option key={account.id} value={account.id}>
                {account.username}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass} disabled={changer.state !== "idle"}>
          {t("admin.followUp.save")}
        </button>
      </changer.Form>
      <Outcome data={changer.data} />

      <h4 className="mt-4 text-sm font-semibold text-slate-800">{t("admin.followUp.notes")}</h4>
      {followUp.notes.length === 0 ? (
        <p className="text-sm text-slate-600">{t("admin.followUp.noNotes")}</p>
      ) : (
        <ol className="mt-1 space-y-2">
          {followUp.notes.map((note) => (
            <li key={note.id} className="rounded-md bg-slate-50 p-2 text-sm">
              <p className="text-xs text-slate-600">
                {note.type === "reply" && (
                  <span className="me-2 font-semibold text-green-800">{t("admin.followUp.replyRecord")}</span>
                )}
                {t("admin.followUp.noteBy", { author: note.author, date: note.date })}
              </p>
              <p dir="auto" className="whitespace-pre-line break-words text-slate-800">
                {note.text}
              </p>
            </li>
          ))}
        </ol>
      )}
      <noter.Form method="post" className="mt-2" key={`notes-${followUp.notes.length}`}>
        {hidden("note")}
        <label htmlFor={`${idPrefix}-note`} className={labelClass}>
          {t("admin.followUp.noteLabel")}
        </label>
        <textarea id={`${idPrefix}-note`} name="text" rows={2} dir="auto" className={fieldClass} />
        <button type="submit" className={`${buttonClass} mt-2`} disabled={noter.state !== "idle"}>
          {t("admin.followUp.addNote")}
        </button>
      </noter.Form>
      <Outcome data={noter.data} />

      {followUp.reply && (
        <>
          <h4 className="mt-4 text-sm font-semibold text-slate-800">{t("admin.followUp.reply.title")}</h4>
          <p className="text-xs text-slate-600">
            {t("admin.followUp.reply.language", { language: followUp.reply.language })}
          </p>
          {settings.isSmtpConfigured ? (
            <replier.Form method="post" className="mt-2 space-y-2">
              {hidden("reply")}
              <div>
                <label htmlFor={`${idPrefix}-reply-subject`} className={labelClass}>
                  {t("admin.followUp.reply.subject")}
                </label>
                <input
                  id={`${idPrefix}-reply-subject`}
                  name="subject"
                  dir="auto"
                  defaultValue={followUp.reply.subject}
                  className={fieldClass}
                />
              </div>
              <div>
                <label htmlFor={`${idPrefix}-reply-body`} className={labelClass}>
                  {t("admin.followUp.reply.body")}
                </label>
                <textarea
                  id={`${idPrefix}-reply-body`}
                  name="body"
                  rows={6}
                  dir="auto"
                  defaultValue={followUp.reply.body}
                  className={fieldClass}
                />
              </div>
              <button
                type="submit"
                disabled={replier.state !== "idle"}
                className="inline-flex items-center gap-1 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
              >
                <Icon name="mail" className="size-4" />
                {t("admin.followUp.reply.send")}
              </button>
            </replier.Form>
          ) : (
            <p className="mt-1 text-xs text-slate-600">{t("admin.followUp.reply.draftHint")}</p>
          )}
          <Outcome data={replier.data} />
        </>
      )}
    </section>
  );
}
