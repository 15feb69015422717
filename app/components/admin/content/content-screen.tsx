import { useEffect, useMemo, useState } from "react";
import { useFetcher, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import type { Locale } from "~/i18n/config";
import type { Messages } from "~/i18n/locales/fr";
import { useI18n } from "~/i18n/react";
import { Notice, NOTICE_MS, useTimed } from "../notice";
import { CleanedNotice } from "../rich-text/cleaned-notice";
import { PageHeader } from "../page-header";
import { Pager } from "../pager";
import { useRedirected } from "../use-redirected";
import { ContentForm, type ContentActionData } from "./content-form";
import { ContentList } from "./content-list";
import { fieldsOf, type ContentRowData, type ContentScreen } from "./screens";

type FieldLabelKey = keyof Messages["admin"]["content"]["fields"];

export interface ContentScreenData {
  items: ContentRowData[];
  total: number;
  page: number;
  pageCount: number;
  editing: ContentRowData | null;
  /** SITE_TIME_ZONE: the form's publication times. */
  timeZone: string;
  /** The server's time when the list was read: the schedule labels are decided against it. */
  now: string;
}

const NOTICES = ["created", "updated", "deleted"] as const;
type NoticeKind = (typeof NOTICES)[number];
const isNotice = (value: string | null): value is NoticeKind => NOTICES.includes(value as NoticeKind);

/**
 * After a save or a delete the action redirects with `?notice=…`; the message shows for 5 s and then
 * leaves the address. Removing it changes nothing else, so the loader does not need to run again.
 */
export function revalidateUnlessNoticeOnly({
  currentUrl,
  nextUrl,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod !== "GET") return defaultShouldRevalidate;
  const withoutNotice = (url: URL) => {
    const params = new URLSearchParams(url.search);
    params.delete("notice");
    params.sort();
    return `${url.pathname}?${params.toString()}`;
  };
  if (currentUrl.searchParams.has("notice") && withoutNotice(currentUrl) === withoutNotice(nextUrl))
    return false;
  return defaultShouldRevalidate;
}

/** One content management screen of §2, driven by its configuration and the content registry. */
export function ContentScreenView(props: {
  screen: ContentScreen;
  data: ContentScreenData;
  actionData: ContentActionData | undefined;
}) {
  const { t } = useI18n();
  const { screen, data } = props;
  // A translated field is named with its language, as the form's fields are.
  const fieldLabel = (name: string) => {
    const translated = /^(.+)_(fr|en|ar)$/.exec(name);
    const label = t(`admin.content.fields.${(translated?.[1] ?? name) as FieldLabelKey}`);
    return translated ? `${label} (${t(`common.languages.${translated[2] as Locale}`)})` : label;
  };
  const [searchParams, setSearchParams] = useSearchParams();
  const saver = useFetcher<ContentActionData>({ key: `${screen.key}-save` });
  const remover = useFetcher<ContentActionData>({ key: `${screen.key}-delete` });

  const notice = searchParams.get("notice");
  useEffect(() => {
    if (!isNotice(notice)) return;
    const timer = window.setTimeout(() => {
      setSearchParams(
        (params) => {
          params.delete("notice");
          return params;
        },
        { replace: true, preventScrollReset: true },
      );
    }, NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice, setSearchParams]);

  // The latest failure of a save or a delete (with JavaScript from the fetchers, without from the action).
  const [failure, setFailure] = useState<ContentActionData | undefined>(props.actionData);
  useEffect(() => setFailure(saver.data ?? undefined), [saver.data]);
  useEffect(() => setFailure(remover.data ?? undefined), [remover.data]);
  useRedirected(remover, () => undefined);
  const [shownFailure, closeFailure] = useTimed(failure, NOTICE_MS);
  const saveResult = saver.data ?? (props.actionData?.intent === "save" ? props.actionData : undefined);

  const hrefFor = useMemo(() => (page: number) => `${screen.path}?page=${page}`, [screen.path]);
  const from = data.total === 0 ? 0 : (data.page - 1) * screen.pageSize + 1;
  const to = Math.min(data.total, data.page * screen.pageSize);

  return (
    <section>
      <PageHeader title={t(`admin.content.screens.${screen.key}.title`)} />
      <div className="space-y-2" aria-live="polite">
        {isNotice(notice) && (
          <Notice tone="success" message={t(`admin.content.screens.${screen.key}.${notice}`)} />
        )}
        {shownFailure && <Notice tone="error" message={shownFailure.formError} onClose={closeFailure} />}
        <CleanedNotice fields={Object.keys(fieldsOf(screen))} labelOf={fieldLabel} />
      </div>

      <div className="mt-4 grid gap-8 2xl:grid-cols-2">
        <section aria-labelledby={`${screen.key}-form-title`}>
          <h2 id={`${screen.key}-form-title`} className="mb-3 text-lg font-semibold text-brand-900">
            {data.editing
              ? t(`admin.content.screens.${screen.key}.editTitle`)
              : t(`admin.content.screens.${screen.key}.createTitle`)}
          </h2>
          <ContentForm
            key={data.editing ? `edit-${data.editing.id}` : "create"}
            screen={screen}
            editing={data.editing}
            timeZone={data.timeZone}
            page={data.page}
            fetcher={saver}
            result={saveResult}
            autoFocus={searchParams.has("new") || data.editing !== null}
          />
        </section>

        <section aria-labelledby={`${screen.key}-list-title`}>
          <h2 id={`${screen.key}-list-title`} className="mb-1 text-lg font-semibold text-brand-900">
            {t(`admin.content.screens.${screen.key}.listTitle`, { count: data.total })}
          </h2>
          {screen.pager === "window" && data.total > 0 && (
            <p className="mb-3 text-sm text-slate-600">
              {t("admin.content.list.showingMessages", { from, to, total: data.total })}
            </p>
          )}
          <ContentList
            key={data.page}
            screen={screen}
            items={data.items}
            page={data.page}
            editingId={data.editing?.id ?? null}
            remover={remover}
            schedule={{ now: data.now, timeZone: data.timeZone }}
          />
          <Pager page={data.page} pageCount={data.pageCount} mode={screen.pager} hrefFor={hrefFor} />
        </section>
      </div>
    </section>
  );
}
