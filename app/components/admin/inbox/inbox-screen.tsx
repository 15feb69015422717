import { useEffect, useRef, useState, type ReactNode } from "react";
import { Form, Link, useFetcher, useSearchParams, useSubmit, type FetcherWithComponents } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import type { InboxKind } from "~/modules/inbox/kinds";
import { DeleteConfirm } from "../delete-confirm";
import { Toast, TOAST_MS, useTimed } from "../notice";
import { PageHeader } from "../page-header";
import { Pager } from "../pager";
import {
  inboxHref,
  type InboxActionData,
  type InboxRowView,
  type InboxScreen,
  type InboxScreenData,
} from "./inbox-screens";
import { ADMIN } from "~/lib/paths";
import { FOLLOW_UP_STATUSES } from "~/modules/inbox/follow-up";
import { FollowUpBadge, FollowUpPanel } from "./follow-up-panel";

const buttonClass =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50";

const numberParam = (value: string | null) => {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
};

/** Hidden inputs that keep the search, sort, tab and page when a GET form opens or confirms a row. */
function KeptParams({ screen, data }: { screen: InboxScreen; data: InboxScreenData }) {
  return (
    <>
      {screen.tab && <input type="hidden" name="tab" value={screen.tab} />}
      {data.query && <input type="hidden" name="q" value={data.query} />}
      {data.sort !== "newest" && <input type="hidden" name="sort" value={data.sort} />}
      {data.followUp?.status && <input type="hidden" name="status" value={data.followUp.status} />}
      {data.followUp?.assignee && <input type="hidden" name="assignee" value={data.followUp.assignee} />}
      <input type="hidden" name="page" value={data.page} />
    </>
  );
}

function Avatar({ text }: { text: string }) {
  const initial = Array.from(text.trim())[0]?.toLocaleUpperCase() ?? "?";
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-900"
    >
      {initial}
    </span>
  );
}

function StatusBadge({ status }: { status: string }) {
  const { t } = useI18n();
  const isConfirmed = status === "confirmed";
  const label =
    status === "pending" || status === "confirmed" || status === "unsubscribed"
      ? t(`admin.inbox.statuses.${status}`)
      : status;
  return (
    <span
      className={`rounded px-1.5 py-0.5 text-xs font-semibold ${
        isConfirmed ? "bg-green-100 text-green-900" : "bg-amber-100 text-amber-900"
      }`}
    >
      {label}
    </span>
  );
}

function InboxRow(props: {
  screen: InboxScreen;
  data: InboxScreenData;
  row: InboxRowView;
  isOpen: boolean;
  isConfirming: boolean;
  onToggle: () => void;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  deleter: FetcherWithComponents<InboxActionData>;
}) {
  const { t } = useI18n();
  const { screen, row, deleter } = props;
  const reader = useFetcher<InboxActionData>();
  const pendingRead = reader.formData?.get("isRead");
  const isRead = pendingRead === undefined || pendingRead === null ? row.isRead : pendingRead === "1";
  const name = row.name || t("common.states.unknownName");
  const panelId = `${screen.kind}-entry-${row.id}`;
  const isDeleting = deleter.state !== "idle" && deleter.formData?.get("id") === String(row.id);

  // Opening an unread entry marks it read; marking it unread while it is open then holds.
  const { submit } = reader;
  const wasOpen = useRef(false);
  useEffect(() => {
    const isOpening = props.isOpen && !wasOpen.current;
    wasOpen.current = props.isOpen;
    if (isOpening && !row.isRead) {
      submit({ intent: "read", kind: screen.kind, id: String(row.id), isRead: "1" }, { method: "post" });
    }
  }, [props.isOpen, row.isRead, row.id, screen.kind, submit]);

  return (
    <li
      className={`rounded-lg border bg-white p-4 shadow-sm ${isRead ? "border-slate-200" : "border-brand-500"}`}
    >
      <article aria-labelledby={`${panelId}-name`}>
        <div className="flex items-start gap-3">
          {screen.kind === "newsletter" && <Avatar text={row.name || row.email} />}
          <div className="min-w-0 flex-1">
            <h2 id={`${panelId}-name`} className="flex flex-wrap items-center gap-2">
              <Form method="get" preventScrollReset className="inline">
                <KeptParams screen={screen} data={props.data} />
                <button
                  type="submit"
                  name="open"
                  value={row.id}
                  onClick={(event) => {
                    event.preventDefault();
                    props.onToggle();
                  }}
                  aria-expanded={props.isOpen}
                  aria-controls={panelId}
                  className={`inline-flex items-center gap-1 text-start text-base hover:underline ${
                    isRead ? "font-semibold text-slate-900" : "font-bold text-brand-900"
                  }`}
                >
                  <Icon
                    name="chevronDown"
                    className={`size-4 shrink-0 transition-transform ${props.isOpen ? "rotate-180" : ""}`}
                  />
                  <span dir="auto">{name}</span>
                  <span className="sr-only">
                    {` – ${t(props.isOpen ? "admin.inbox.hideDetails" : "admin.inbox.showDetails", { name })}`}
                  </span>
                </button>
              </Form>
              {!isRead && (
                <span className="rounded bg-brand-700 px-1.5 py-0.5 text-xs font-semibold text-white">
                  {t("admin.inbox.unread")}
                </span>
              )}
              {row.followUp ? (
                <FollowUpBadge status={row.followUp.status} />
              ) : (
                row.status && <StatusBadge status={row.status} />
              )}
            </h2>
            <p className="mt-0.5 text-sm break-all text-slate-700">
              <bdi>{row.email}</bdi>
            </p>
            <p className="text-xs text-slate-600">
              {row.date ? t("admin.inbox.receivedOn", { date: row.date }) : t("common.states.unknownDate")}
            </p>
            {!props.isOpen && row.preview && (
              <p dir="auto" className="mt-1 text-sm break-words text-slate-700">
                {row.preview}
              </p>
            )}
          </div>
        </div>

        <div id={panelId} hidden={!props.isOpen} className="mt-3 border-t border-slate-200 pt-3">
          {props.isOpen && (
            <>
              <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
                {row.details.map((detail) => (
                  <div key={detail.field} className="contents">
                    <dt className="font-semibold text-slate-700">
                      {t(`admin.inbox.fields.${detail.field}`)}
                    </dt>
                    <dd dir="auto" className="whitespace-pre-line break-words text-slate-800">
                      {detail.kind === "link" ? (
                        <a
                          href={detail.value}
                          target="_blank"
                          rel="noreferrer"
                          className="text-brand-700 underline"
                        >
                          {detail.value}
                        </a>
                      ) : detail.kind === "email" ? (
                        <span className="break-all">{detail.value}</span>
                      ) : detail.kind === "image" ? (
                        <img src={detail.value} alt={t("admin.inbox.fields.logo")} className="h-16 rounded" />
                      ) : (
                        detail.value
                      )}
                    </dd>
                  </div>
                ))}
              </dl>
              <div className="mt-4 flex flex-wrap items-center gap-2">
                {/* With SMTP a request's reply is sent from its follow-up panel (decision 032). */}
                {row.replyHref && !(row.followUp && props.data.followUp?.isSmtpConfigured) && (
                  <a href={row.replyHref} className={`${buttonClass} border-brand-700 text-brand-900`}>
                    <Icon name="mail" className="size-4" />
                    {t("admin.inbox.reply")}
                  </a>
                )}
                <reader.Form method="post">
                  <input type="hidden" name="intent" value="read" />
                  <input type="hidden" name="kind" value={screen.kind} />
                  <input type="hidden" name="id" value={row.id} />
                  <input type="hidden" name="isRead" value={isRead ? "0" : "1"} />
                  <button type="submit" className={buttonClass}>
                    {isRead ? t("admin.inbox.markUnread") : t("admin.inbox.markRead")}
                  </button>
                </reader.Form>
                {!props.isConfirming && (
                  <Form method="get" preventScrollReset>
                    <KeptParams screen={screen} data={props.data} />
                    <input type="hidden" name="open" value={row.id} />
                    <button
                      type="submit"
                      name="confirm"
                      value={row.id}
                      onClick={(event) => {
                        event.preventDefault();
                        props.onAskDelete();
                      }}
                      className={`${buttonClass} text-red-800 hover:bg-red-50`}
                    >
                      <Icon name="trash" className="size-4" />
                      {t("admin.inbox.delete")}
                    </button>
                  </Form>
                )}
              </div>
              {props.data.followUp && (
                <FollowUpPanel screen={screen} row={row} settings={props.data.followUp} idPrefix={panelId} />
              )}
              {props.isConfirming && (
                <DeleteConfirm
                  id={`${panelId}-confirm`}
                  question={t("admin.inbox.confirmQuestion")}
                  fetcher={deleter}
                  fields={{ intent: "delete", kind: screen.kind, id: row.id }}
                  isDeleting={isDeleting}
                  labels={{
                    confirm: t("admin.inbox.confirm"),
                    deleting: t("admin.inbox.deleting"),
                    cancel: t("admin.inbox.cancel"),
                  }}
                  onCancel={props.onCancelDelete}
                />
              )}
            </>
          )}
        </div>
      </article>
    </li>
  );
}

/** Search (GET form: it works without JavaScript, and types-as-you-go with it), sort, clear. */
function SearchBar({ screen, data }: { screen: InboxScreen; data: InboxScreenData }) {
  const { t } = useI18n();
  const submit = useSubmit();
  const form = useRef<HTMLFormElement>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const submitSoon = (delay: number) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => {
      if (form.current) submit(form.current, { replace: true, preventScrollReset: true });
    }, delay);
  };
  const idPrefix = `${screen.kind}-search`;
  return (
    <Form
      ref={form}
      method="get"
      role="search"
      preventScrollReset
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg border border-slate-200 bg-white p-4"
    >
      {screen.tab && <input type="hidden" name="tab" value={screen.tab} />}
      <div className="min-w-56 flex-1">
        <label htmlFor={`${idPrefix}-q`} className="block text-sm font-medium text-slate-800">
          {t("admin.inbox.search")}
        </label>
        <input
          id={`${idPrefix}-q`}
          type="search"
          name="q"
          defaultValue={data.query}
          placeholder={t("admin.inbox.searchPlaceholder")}
          onChange={() => submitSoon(400)}
          className="mt-1 w-full rounded-md border border-slate-300 px-3 py-2"
        />
      </div>
      <div>
        <label htmlFor={`${idPrefix}-sort`} className="block text-sm font-medium text-slate-800">
          {t("admin.inbox.sort")}
        </label>
        <select
          id={`${idPrefix}-sort`}
          name="sort"
          defaultValue={data.sort}
          onChange={() => submitSoon(0)}
          className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
        >
          <option value="newest">{t("admin.inbox.sorts.newest")}</option>
          <option value="oldest">{t("admin.inbox.sorts.oldest")}</option>
          <option value="name">{t("admin.inbox.sorts.name")}</option>
        </select>
      </div>
      {data.followUp && (
        <>
          <div>
            <label htmlFor={`${idPrefix}-status`} className="block text-sm font-medium text-slate-800">
              {t("admin.followUp.filters.status")}
            </label>
            <select
              id={`${idPrefix}-status`}
              name="status"
              defaultValue={data.followUp.status}
              onChange={() => submitSoon(0)}
              className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
            >
              <option value="">{t("admin.followUp.filters.allStatuses")}</option>
              {FOLLOW_UP_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`admin.followUp.statuses.${status}`)}
                </option>
              ))}
            </select>
          </div>
          <div>
            <label htmlFor={`${idPrefix}-assignee`} className="block text-sm font-medium text-slate-800">
              {t("admin.followUp.filters.assignee")}
            </label>
            <select
              id={`${idPrefix}-assignee`}
              name="assignee"
              defaultValue={data.followUp.assignee}
              onChange={() => submitSoon(0)}
              className="mt-1 rounded-md border border-slate-300 bg-white px-3 py-2"
            >
              <option value="">{t("admin.followUp.filters.anyone")}</option>
              <option value="none">{t("admin.followUp.filters.unassigned")}</option>
              {data.followUp.assignees.map((account) => (
                <option key={account.id} value={account.id}>
                  {account.username}
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      <button
        type="submit"
        className="inline-flex items-center gap-1 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
      >
        <Icon name="search" className="size-4" />
        {t("admin.inbox.search")}
      </button>
      {data.query && (
        <Link
          to={inboxHref(screen, { sort: data.sort === "newest" ? undefined : data.sort })}
          preventScrollReset
          className="px-2 py-2 text-sm text-brand-700 underline"
        >
          {t("admin.inbox.clearSearch")}
        </Link>
      )}
    </Form>
  );
}

/** One inbox screen of §2: search, sort, expandable rows, reply, read state, delete, CSV, 6 a page. */
export function InboxScreenView(props: {
  screen: InboxScreen;
  data: InboxScreenData;
  actionData: InboxActionData | undefined;
  tabs?: ReactNode;
}) {
  const { t } = useI18n();
  const { screen, data } = props;
  const [searchParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => numberParam(searchParams.get("open")));
  const [confirmId, setConfirmId] = useState<number | null>(() => numberParam(searchParams.get("confirm")));
  const deleter = useFetcher<InboxActionData>({ key: `inbox-delete-${screen.kind}` });
  const latest = deleter.data ?? props.actionData;
  const [toast] = useTimed(latest?.intent === "delete" ? latest : null, TOAST_MS);

  // §4: a successful delete removes the row; the next one starts closed.
  useEffect(() => {
    if (deleter.data?.intent === "delete" && deleter.data.isDone) {
      setConfirmId(null);
      setOpenId(null);
    }
  }, [deleter.data]);

  const kind: InboxKind = screen.kind;
  const exportParams = new URLSearchParams();
  if (data.query) exportParams.set("q", data.query);
  if (data.sort !== "newest") exportParams.set("sort", data.sort);
  const exportHref = `${ADMIN.inboxExport}/${kind}${exportParams.size ? `?${exportParams.toString()}` : ""}`;
  const isSearching = data.query !== "";

  return (
    <section>
      <PageHeader
        title={t(`admin.inbox.screens.${kind}.title`)}
        subtitle={`${t(`admin.inbox.screens.${kind}.count`, { count: data.total })} · ${t(
          "admin.inbox.unreadCount",
          {
            count: data.unread,
          },
        )}`}
        back={{ to: screen.back, label: t("admin.inbox.backToDashboard") }}
        actions={
          <>
            {data.followUp?.canEditTemplates && (
              <Link to={ADMIN.replyTemplates} className={buttonClass}>
                {t("admin.followUp.templates.link")}
              </Link>
            )}
            <a href={exportHref} download className={buttonClass}>
              <Icon name="download" className="size-4" />
              {t("admin.inbox.exportCsv")}
            </a>
          </>
        }
      />
      {props.tabs}
      <SearchBar screen={screen} data={data} />
      {toast && <Toast tone={toast.isDone ? "success" : "error"} message={toast.message} />}

      {data.rows.length === 0 ? (
        <div className="rounded-md bg-slate-100 p-6 text-center text-slate-700">
          <p className="font-semibold">{t(`admin.inbox.screens.${kind}.empty`)}</p>
          {isSearching ? (
            <p className="mt-1 text-sm">{t("admin.inbox.emptySearch")}</p>
          ) : (
            kind === "newsletter" && <p className="mt-1 text-sm">{t("admin.inbox.subscribersNone")}</p>
          )}
        </div>
      ) : (
        <ul className="space-y-3">
          {data.rows.map((row) => (
            <InboxRow
              key={row.id}
              screen={screen}
              data={data}
              row={row}
              isOpen={openId === row.id}
              isConfirming={confirmId === row.id && openId === row.id}
              onToggle={() => {
                setConfirmId(null);
                setOpenId((current) => (current === row.id ? null : row.id));
              }}
              onAskDelete={() => setConfirmId(row.id)}
              onCancelDelete={() => setConfirmId(null)}
              deleter={deleter}
            />
          ))}
        </ul>
      )}
      <Pager
        page={data.page}
        pageCount={data.pageCount}
        hrefFor={(page) =>
          inboxHref(screen, {
            q: data.query || undefined,
            sort: data.sort === "newest" ? undefined : data.sort,
            status: data.followUp?.status || undefined,
            assignee: data.followUp?.assignee || undefined,
            page,
          })
        }
      />
    </section>
  );
}
