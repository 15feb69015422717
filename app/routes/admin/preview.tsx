import { data, Link } from "react-router";
import type { Route } from "./+types/preview";
import { AdminError } from "~/components/admin/error-boundary";
import {
  CONTENT_SCREENS,
  fieldText,
  itemTitle,
  screenForResource,
  type ContentRowData,
  type ContentScreen,
} from "~/components/admin/content/screens";
import { RichText } from "~/components/site/rich-text";
import { Icon } from "~/components/ui/icon";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { requireAdmin } from "~/http/auth/guard.server";
import { getContent } from "~/modules/content/content.server";
import { isHttpUrl } from "~/modules/content/fields";
import { resourceByPath } from "~/modules/content/resources";
import { videoSource } from "~/modules/site/youtube";
import { requestContext } from "~/http/request-context.server";

/** Any content item, drafts included, rendered as a visitor would read it (beyond the spec: drafts). */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "content");
  const t = requestContext(args.request, args.context).t;
  const resource = resourceByPath(args.params.resource);
  const screen = screenForResource(args.params.resource);
  const id = Number(args.params.id);
  const row =
    resource && screen
      ? await getContent(args.context.services.db, resource, id, { includeDrafts: true })
      : undefined;
  if (!row || !screen) throw data(t("admin.content.form.notFound"), { status: 404 });
  return { screenKey: screen.key, row: row as ContentRowData };
}

const externalLink = (value: unknown) => (typeof value === "string" && isHttpUrl(value) ? value : null);
const media = (value: unknown) => (typeof value === "string" && value !== "" ? value : null);

function Extras({ screen, row }: { screen: ContentScreen; row: ContentRowData }) {
  const { t, locale } = useI18n();
  if (screen.key === "videos" && typeof row.lien_video === "string") {
    const source = videoSource(row.lien_video);
    if (source.kind === "youtube") {
      return (
        <iframe
          src={source.embedUrl}
          title={itemTitle(screen, row, locale) || t("admin.content.fields.lien_video")}
          className="aspect-video w-full rounded-lg"
          allow="encrypted-media; picture-in-picture"
          allowFullScreen
        />
      );
    }
  }
  if (screen.key === "matches") {
    const date = formatDate(String(row.match_date ?? ""), locale);
    const logos = [media(row.home_team_logo_url), media(row.away_team_logo_url)];
    return (
      <div className="flex flex-wrap items-center gap-4 text-lg">
        {logos[0] && <img src={logos[0]} alt="" className="size-16 rounded object-contain" />}
        <p className="font-semibold">
          {t("admin.content.list.score", {
            home: Number(row.home_score ?? 0),
            away: Number(row.away_score ?? 0),
          })}
        </p>
        {logos[1] && <img src={logos[1]} alt="" className="size-16 rounded object-contain" />}
        <p className="w-full text-base text-slate-600">
          {date && t("admin.content.list.at", { date, time: String(row.match_time ?? "").slice(0, 5) })}
        </p>
      </div>
    );
  }
  const link = externalLink(row.url) ?? externalLink(row.site_url) ?? externalLink(row.lien_video);
  const file = media(row.fichier);
  return (
    <div className="flex flex-wrap gap-3">
      {link && (
        <a
          href={link}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-brand-700 underline"
        >
          <Icon name="external" className="size-4" />
          {t("admin.content.preview.openLink")}
        </a>
      )}
      {file && (
        <a
          href={file}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1 text-brand-700 underline"
        >
          <Icon name="download" className="size-4" />
          {t("admin.content.preview.download")}
        </a>
      )}
    </div>
  );
}

export default function Preview({ loaderData }: Route.ComponentProps) {
  const { t, locale } = useI18n();
  const screen = CONTENT_SCREENS[loaderData.screenKey];
  const row = loaderData.row;
  const title = itemTitle(screen, row, locale) || t("admin.content.list.untitled");
  const body = screen.textField ? fieldText(row, screen.textField, locale) : "";
  const image = screen.imageField ? media(row[screen.imageField]) : null;
  const date = formatDate(row.created_at, locale);
  const isDraft = row.is_published === 0;
  return (
    <section>
      <title>{`${t("admin.content.preview.title", { title })} · ${t("common.siteName")}`}</title>
      <div
        role="note"
        className={`mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border p-3 text-sm ${
          isDraft
            ? "border-amber-300 bg-amber-50 text-amber-900"
            : "border-brand-200 bg-brand-50 text-brand-900"
        }`}
      >
        <p>{isDraft ? t("admin.content.preview.draft") : t("admin.content.preview.banner")}</p>
        <Link
          to={`${screen.path}${screen.canEdit ? `?edit=${row.id}` : ""}`}
          className="font-semibold underline"
        >
          {t("admin.content.preview.back")}
        </Link>
      </div>
      <article className="mx-auto max-w-3xl space-y-4 rounded-lg bg-white p-6 shadow-sm">
        {image && <img src={image} alt="" className="max-h-96 w-full rounded-lg object-cover" />}
        <h1 className="text-3xl font-bold text-brand-900">{title}</h1>
        {date && screen.key !== "matches" && <p className="text-sm text-slate-600">{date}</p>}
        <Extras screen={screen} row={row} />
        {/* A rich text as the site renders it; a plain text (a match's description) a paragraph per blank line. */}
        <RichText value={body} className="leading-relaxed text-slate-800" />
      </article>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
