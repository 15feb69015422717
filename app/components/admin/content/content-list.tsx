import { useState } from "react";
import { Form, Link, useSearchParams, type FetcherWithComponents } from "react-router";
import { Icon } from "~/components/ui/icon";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import type { Messages } from "~/i18n/locales/fr";
import { DeleteConfirm } from "../delete-confirm";
import { LanguageStatus } from "../language-status";
import type { ContentActionData } from "./content-form";
import {
  TRANSLATION_FILTER_PARAM,
  type TranslationLocale,
  type TranslationStatuses,
} from "~/modules/content/translation-status";
import { scheduleStateOf } from "~/modules/content/schedule-state";
import { htmlToText } from "~/modules/richtext/html";
import {
  fieldsOf,
  fieldText,
  itemTitle,
  missingTranslations,
  plainFields,
  preview,
  translatedBases,
  type ContentRowData,
  type ContentScreen,
} from "./screens";
import { ADMIN } from "~/lib/paths";

type FieldLabelKey = keyof Messages["admin"]["content"]["fields"];

const buttonClass =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2.5 py-1.5 text-sm text-slate-800 hover:bg-slate-50";

const numberParam = (value: string | null) => {
  const parsed = Number(value);
  return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
};

/** Everything about an item, in the administrator's language, for the expanded row. */
function ItemDetails({ screen, row }: { screen: ContentScreen; row: ContentRowData }) {
  const { t, locale } = useI18n();
  const fields = fieldsOf(screen);
  const label = (name: string) => t(`admin.content.fields.${name as FieldLabelKey}`);
  const entries: Array<{ name: string; value: string; isLink: boolean }> = [
    ...translatedBases(screen).map((base) => ({
      name: base,
      // A rich text's words (decision 027); the preview screen shows its formatting.
      value:
        fields[`${base}_fr`]?.type === "richText"
          ? htmlToText(fieldText(row, base, locale))
          : fieldText(row, base, locale),
      isLink: false,
    })),
    ...plainFields(screen)
      .filter((name) => name !== screen.imageField)
      .map((name) => {
        const spec = fields[name];
        const raw = row[name];
        const value = raw === null || raw === undefined ? "" : String(raw);
        const isLink = spec?.type === "url" || spec?.type === "document" || spec?.type === "mediaUrl";
        const shown =
          spec?.type === "time" ? value.slice(0, 5) : spec?.type === "richText" ? htmlToText(value) : value;
        return { name, value: shown, isLink };
      }),
  ].filter((entry) => entry.value !== "");
  return (
    <dl className="grid gap-3 text-sm">
      {entries.map((entry) => (
        <div key={entry.name}>
          <dt className="font-semibold text-slate-700">{label(entry.name)}</dt>
          <dd dir="auto" className="mt-0.5 whitespace-pre-line break-words text-slate-800">
            {entry.isLink ? (
              <a href={entry.value} target="_blank" rel="noreferrer" className="text-brand-700 underline">
                {entry.value}
              </a>
            ) : (
              entry.value
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

/** The time the list was read and the zone its times are shown in (SITE_TIME_ZONE). */
interface ScheduleClock {
  now: string;
  timeZone: string;
}

/**
 * A scheduled, withdrawn or time-limited item says so with its time in the site's zone (decision 028),
 * by the rule every public read applies.
 */
function ScheduleBadge({ row, schedule }: { row: ContentRowData; schedule: ScheduleClock }) {
  const { t, locale } = useI18n();
  const when = (iso: unknown) =>
    formatDate(String(iso), locale, {
      dateStyle: "medium",
      timeStyle: "short",
      timeZone: schedule.timeZone,
    }) ?? "";
  const state = scheduleStateOf(row, schedule.now);
  const badge = "rounded px-1.5 py-0.5 text-xs font-semibold";
  if (state === "scheduled")
    return (
      <span className={`${badge} bg-sky-100 text-sky-900`}>
        {t("revisions.schedule.scheduled", { date: when(row.publish_at) })}
      </span>
    );
  if (state === "expired")
    return (
      <span className={`${badge} bg-slate-200 text-slate-800`}>
        {t("revisions.schedule.expired", { date: when(row.unpublish_at) })}
      </span>
    );
  if (state === "public" && typeof row.unpublish_at === "string")
    return (
      <span className={`${badge} bg-slate-100 text-slate-800`}>
        {t("revisions.schedule.until", { date: when(row.unpublish_at) })}
      </span>
    );
  return null;
}

function Meta({ screen, row }: { screen: ContentScreen; row: ContentRowData }) {
  const { t, locale } = useI18n();
  if (screen.key === "matches") {
    const date = formatDate(String(row.match_date ?? ""), locale) ?? t("common.states.unknownDate");
    const time = String(row.match_time ?? "").slice(0, 5);
    return (
      <p className="text-xs text-slate-600">
        {time ? t("admin.content.list.at", { date, time }) : date}
        {" · "}
        {t("admin.content.list.score", {
          home: Number(row.home_score ?? 0),
          away: Number(row.away_score ?? 0),
        })}
      </p>
    );
  }
  const date = formatDate(row.created_at, locale);
  return (
    <p className="text-xs text-slate-600">
      {date ? t("admin.content.list.addedOn", { date }) : t("common.states.unknownDate")}
    </p>
  );
}

function ContentItem(props: {
  screen: ContentScreen;
  row: ContentRowData;
  page: number;
  isOpen: boolean;
  isConfirming: boolean;
  isEditing: boolean;
  onToggle: () => void;
  onAskDelete: () => void;
  onCancelDelete: () => void;
  remover: FetcherWithComponents<ContentActionData>;
  filter: TranslationLocale | null;
  schedule: ScheduleClock;
}) {
  const { t, locale } = useI18n();
  const { screen, row, remover } = props;
  const filterParam = props.filter ? `&${TRANSLATION_FILTER_PARAM}=${props.filter}` : "";
  const title = itemTitle(screen, row, locale) || t("admin.content.list.untitled");
  const text = screen.textField ? preview(fieldText(row, screen.textField, locale)) : "";
  const image =
    screen.imageField && typeof row[screen.imageField] === "string" ? String(row[screen.imageField]) : "";
  const isDraft = row.is_published === 0;
  const hasTranslations = translatedBases(screen).length > 0;
  const isCard = screen.layout === "cards";
  const detailsId = `${screen.key}-item-${row.id}-details`;
  const isDeleting = remover.state !== "idle" && remover.formData?.get("id") === String(row.id);

  return (
    <li
      className={`rounded-lg border bg-white shadow-sm ${
        props.isEditing ? "border-brand-500 ring-2 ring-brand-200" : "border-slate-200"
      } ${isCard ? "flex flex-col overflow-hidden" : "p-4"}`}
    >
      <article aria-labelledby={`${detailsId}-title`} className={isCard ? "flex flex-1 flex-col" : ""}>
        <div className={isCard ? "" : "flex gap-4"}>
          {isCard ? (
            image ? (
              <img src={image} alt="" className="aspect-video w-full object-cover" loading="lazy" />
            ) : (
              <div className="flex aspect-video w-full items-center justify-center bg-slate-100 text-sm text-slate-600">
                {t("admin.content.list.noImage")}
              </div>
            )
          ) : (
            image && (
              <img src={image} alt="" className="size-16 shrink-0 rounded object-cover" loading="lazy" />
            )
          )}
          <div className={`min-w-0 flex-1 space-y-1 ${isCard ? "p-4" : ""}`}>
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={`${detailsId}-title`} dir="auto" className="font-semibold text-slate-900">
                {title}
              </h3>
              {isDraft && (
                <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                  {t("admin.content.list.draft")}
                </span>
              )}
              <ScheduleBadge row={row} schedule={props.schedule} />
            </div>
            {text && (
              <p dir="auto" className="text-sm break-words text-slate-700">
                {text}
              </p>
            )}
            <Meta screen={screen} row={row} />
            {hasTranslations && (
              <LanguageStatus
                missing={missingTranslations(screen, row)}
                statuses={row.translation_status as TranslationStatuses | undefined}
              />
            )}
          </div>
        </div>

        <Form
          method="get"
          preventScrollReset
          className={`mt-3 flex flex-wrap items-center gap-2 ${isCard ? "mt-auto px-4 pb-4" : ""}`}
        >
          <input type="hidden" name="page" value={props.page} />
          {props.filter && <input type="hidden" name={TRANSLATION_FILTER_PARAM} value={props.filter} />}
          <button
            type="submit"
            name="open"
            value={row.id}
            onClick={(event) => {
              event.preventDefault();
              props.onToggle();
            }}
            aria-expanded={props.isOpen}
            aria-controls={detailsId}
            aria-label={t(
              props.isOpen ? "admin.content.list.hideDetails" : "admin.content.list.showDetails",
              {
                title,
              },
            )}
            className={buttonClass}
          >
            <Icon
              name="chevronDown"
              className={`size-4 transition-transform ${props.isOpen ? "rotate-180" : ""}`}
            />
            {t("admin.content.list.details")}
          </button>
          {screen.canEdit && (
            <Link
              to={`${screen.path}?page=${props.page}&edit=${row.id}${filterParam}`}
              preventScrollReset
              aria-label={t("admin.content.list.editItem", { title })}
              className={buttonClass}
            >
              <Icon name="edit" className="size-4" />
              {t("admin.content.list.edit")}
            </Link>
          )}
          {/* The one preview (decision 028), in a new tab like the form's "Preview". */}
          <Link
            to={`${ADMIN.livePreview}/${screen.resource}?id=${row.id}&lng=${locale}`}
            target="_blank"
            aria-label={t("admin.content.list.previewItem", { title })}
            className={buttonClass}
          >
            <Icon name="eye" className="size-4" />
            {t("admin.content.list.preview")}
          </Link>
          <button
            type="submit"
            name="confirm"
            value={row.id}
            onClick={(event) => {
              event.preventDefault();
              props.onAskDelete();
            }}
            aria-label={t("admin.content.list.deleteItem", { title })}
            className={`${buttonClass} text-red-800 hover:bg-red-50`}
          >
            <Icon name="trash" className="size-4" />
            {t("admin.content.list.delete")}
          </button>
        </Form>

        {props.isConfirming && (
          <DeleteConfirm
            id={`${detailsId}-confirm`}
            question={t(`admin.content.screens.${screen.key}.confirmDelete`)}
            fetcher={remover}
            fields={{
              intent: "delete",
              id: row.id,
              page: props.page,
              ...(props.filter ? { [TRANSLATION_FILTER_PARAM]: props.filter } : {}),
            }}
            isDeleting={isDeleting}
            labels={{
              confirm: t("admin.content.list.confirm"),
              deleting: t("admin.content.list.deleting"),
              cancel: t("admin.content.list.cancel"),
            }}
            onCancel={props.onCancelDelete}
            className={isCard ? "mx-4 mb-4" : ""}
          />
        )}

        <div
          id={detailsId}
          hidden={!props.isOpen}
          className={`mt-3 border-t border-slate-200 pt-3 ${isCard ? "mx-4 mb-4" : ""}`}
        >
          {props.isOpen && <ItemDetails screen={screen} row={row} />}
        </div>
      </article>
    </li>
  );
}

/** The list (or card grid) of a content screen; one row expanded at a time (§4). */
export function ContentList(props: {
  screen: ContentScreen;
  items: ContentRowData[];
  page: number;
  editingId: number | null;
  remover: FetcherWithComponents<ContentActionData>;
  /** The list shows only the items to translate into this language (decision 031). */
  filter?: TranslationLocale | null;
  /** Said instead of the screen's own "no item yet" (a filter with nothing to show). */
  emptyText?: string;
  schedule: ScheduleClock;
}) {
  const { t } = useI18n();
  const [searchParams] = useSearchParams();
  const [openId, setOpenId] = useState<number | null>(() => numberParam(searchParams.get("open")));
  const [confirmId, setConfirmId] = useState<number | null>(() => numberParam(searchParams.get("confirm")));
  const { screen } = props;

  if (props.items.length === 0) {
    return (
      <p className="rounded-md bg-slate-100 p-4 text-slate-700">
        {props.emptyText ?? t(`admin.content.screens.${screen.key}.empty`)}
      </p>
    );
  }
  return (
    <ul className={screen.layout === "cards" ? "grid gap-4 sm:grid-cols-2 xl:grid-cols-3" : "space-y-3"}>
      {props.items.map((row) => (
        <ContentItem
          key={row.id}
          screen={screen}
          row={row}
          page={props.page}
          isOpen={openId === row.id}
          isConfirming={confirmId === row.id}
          isEditing={props.editingId === row.id}
          onToggle={() => setOpenId((current) => (current === row.id ? null : row.id))}
          onAskDelete={() => setConfirmId(row.id)}
          onCancelDelete={() => setConfirmId(null)}
          remover={props.remover}
          filter={props.filter ?? null}
          schedule={props.schedule}
        />
      ))}
    </ul>
  );
}
