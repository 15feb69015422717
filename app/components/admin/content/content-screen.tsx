import { useEffect, useMemo, useRef, useState } from "react";
import { Link, useFetcher, useSearchParams, type ShouldRevalidateFunctionArgs } from "react-router";
import {
  TRANSLATION_FILTER_PARAM,
  TRANSLATION_LOCALES,
  type TranslationLocale,
  type TranslationStates,
} from "~/modules/content/translation-status";
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
  /** The translation workflow (decision 031); `needing` is null for a type without translated fields. */
  translation: {
    /** The list shows only the items to translate into this language. */
    filter: TranslationLocale | null;
    needing: Record<TranslationLocale, number> | null;
    /** The edited item's state per language: each field's status and its machine drafts. */
    editing: TranslationStates | null;
    /** A language model is configured: the form offers "Draft from French". */
    canDraft: boolean;
  };
}

/** A list address, with its translation filter (content-screen.server.ts reads it). */
export const translationFilterHref = (path: string, locale: TranslationLocale | null, page?: number) => {
  const params = new URLSearchParams();
  if (page) params.set("page", String(page));
  if (locale) params.set(TRANSLATION_FILTER_PARAM, locale);
  const query = params.toString();
  return query ? `${path}?${query}` : path;
};

/** "All · To translate into English (3) · To translate into Arabic (5)": links, so it works without JavaScript. */
function TranslationFilter(props: { screen: ContentScreen; data: ContentScreenData }) {
  const { t } = useI18n();
  const { needing, filter } = props.data.translation;
  if (!needing) return null;
  const linkClass = (isCurrent: boolean) =>
    `rounded-full border px-3 py-1 ${
      isCurrent
        ? "border-brand-700 bg-brand-700 font-semibold text-white"
        : "border-slate-300 bg-white text-slate-800 hover:bg-slate-50"
    }`;
  return (
    <nav aria-label={t("translations.list.filterLabel")} className="mb-3">
      <ul className="flex flex-wrap gap-2 text-sm">
        <li>
          <Link
            to={translationFilterHref(props.screen.path, null)}
            aria-current={filter === null ? "page" : undefined}
            className={linkClass(filter === null)}
          >
            {t("translations.list.all")}
          </Link>
        </li>
        {TRANSLATION_LOCALES.map((locale) => (
          <li key={locale}>
            <Link
              to={translationFilterHref(props.screen.path, locale)}
              aria-current={filter === locale ? "page" : undefined}
              className={linkClass(filter === locale)}
            >
              {t("translations.list.needs", {
                language: t(`translations.languages.${locale}`),
                count: needing[locale],
              })}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
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

/**
 * Calls `onChange` when `value` changes after the first render, not on mount: a fetcher has no answer
 * when the page hydrates, and the failure the server rendered for a form sent without JavaScript must
 * stay on screen.
 */
function useOnChange<T>(value: T, onChange: (value: T) => void) {
  const last = useRef(value);
  useEffect(() => {
    if (Object.is(value, last.current)) return;
    last.current = value;
    onChange(value);
  });
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
  const drafter = useFetcher<ContentActionData>({ key: `${screen.key}-draft` });

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
  // A draft's answer shows in its language's panel, not here.
  const [failure, setFailure] = useState<ContentActionData | undefined>(
    props.actionData?.intent === "draft" ? undefined : props.actionData,
  );
  useOnChange(saver.data, (data) => setFailure(data ?? undefined));
  useOnChange(remover.data, (data) => setFailure(data ?? undefined));
  useRedirected(remover, () => undefined);
  const [shownFailure, closeFailure] = useTimed(failure, NOTICE_MS);
  const saveResult = saver.data ?? (props.actionData?.intent === "save" ? props.actionData : undefined);
  const draftResult = drafter.data ?? (props.actionData?.intent === "draft" ? props.actionData : undefined);

  const filter = data.translation.filter;
  const hrefFor = useMemo(
    () => (page: number) => translationFilterHref(screen.path, filter, page),
    [screen.path, filter],
  );
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
            translation={data.translation}
            drafter={drafter}
            draftResult={draftResult}
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
          <TranslationFilter screen={screen} data={data} />
          <ContentList
            key={`${data.page}-${filter ?? ""}`}
            screen={screen}
            items={data.items}
            page={data.page}
            editingId={data.editing?.id ?? null}
            remover={remover}
            filter={filter}
            emptyText={
              filter
                ? t("translations.list.empty", { language: t(`translations.languages.${filter}`) })
                : undefined
            }
            schedule={{ now: data.now, timeZone: data.timeZone }}
          />
          <Pager page={data.page} pageCount={data.pageCount} mode={screen.pager} hrefFor={hrefFor} />
        </section>
      </div>
    </section>
  );
}
