import { data, Form } from "react-router";
import type { Route } from "./+types/preview";
import { ArticleView } from "~/components/site/article-view";
import { ContentText } from "~/components/site/content-text";
import { IllustratedEntries } from "~/components/site/illustrated-entries";
import { RichText } from "~/components/site/rich-text";
import { VideoPlayer } from "~/components/site/video-player";
import { PageContainer } from "~/components/site/page-header";
import { LOCALES } from "~/i18n/config";
import { useI18n } from "~/i18n/react";
import { requireAdmin } from "~/http/auth/guard.server";
import { readFormData } from "~/http/form-data.server";
import { pageContext } from "~/http/page-context.server";
import { nowIso } from "~/db/time";
import { formatDate } from "~/i18n/format";
import { getContent } from "~/modules/content/content.server";
import { scheduleStateOf } from "~/modules/content/schedule-state";
import { resourceByPath } from "~/modules/content/resources";
import type { VideoView } from "~/modules/site/media-library.server";
import { previewRow, previewView } from "~/modules/site/preview.server";
import { ADMIN } from "~/lib/paths";

/**
 * The preview (decision 028), the back office's one: "Preview" on any content form posts the form,
 * unsaved, here; a list's "preview" link asks for a stored item (`?id=`, drafts included). The item is
 * rendered in the public layout and template, in the language asked for, marked as a preview, for
 * administrators only, never stored by a cache and never indexed.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "content");
  const page = pageContext(args);
  const base = {
    messages: page.messages("site.blog", "site.videos"),
    unavailable: page.t("revisions.preview.unavailable"),
  };
  const id = new URL(args.request.url).searchParams.get("id");
  if (id === null) return { ...base, stored: null };
  const stored = await previewOf(args, page, { id });
  if (!stored?.isStored) throw data(page.t("revisions.preview.unavailable"), { status: 404 });
  return { ...base, stored };
}

export async function action(args: Route.ActionArgs) {
  await requireAdmin(args, "content");
  const page = pageContext(args);
  const form = await readFormData(args.request);
  // The language links post the same values again, as one JSON field.
  let values: Record<string, unknown> = {};
  const carried = form.get("preview_values");
  if (typeof carried === "string") {
    try {
      values = JSON.parse(carried) as Record<string, unknown>;
    } catch {
      values = {};
    }
  } else {
    for (const [name, value] of form.entries()) if (typeof value === "string") values[name] = value;
  }
  const preview = await previewOf(args, page, values);
  if (!preview) throw data(page.t("revisions.preview.unavailable"), { status: 404 });
  return preview;
}

/** The item of `values.id` (drafts included) with the other values over it, as a visitor would see it. */
async function previewOf(
  args: Route.LoaderArgs | Route.ActionArgs,
  page: ReturnType<typeof pageContext>,
  values: Record<string, unknown>,
) {
  const { t, locale } = page;
  const resource = resourceByPath(args.params.resource);
  if (!resource) return undefined;
  const id = Number(values.id);
  const existing =
    Number.isSafeInteger(id) && id > 0
      ? await getContent(page.db, resource, id, { includeDrafts: true })
      : undefined;
  const timeZone = args.context.services.config.SITE_TIME_ZONE;
  const row = previewRow(resource, values, existing, timeZone);
  const view = await previewView(page.db, resource, row, locale);
  const title = view.kind === "article" ? view.article.title : view.entry.title;
  // Whether visitors would see it now, by the one rule of visibility.server.ts.
  const when = (iso: unknown) =>
    formatDate(String(iso), locale, { dateStyle: "long", timeStyle: "short", timeZone }) ?? "";
  const state = scheduleStateOf(row, nowIso());
  const visibility =
    state === "draft"
      ? t("editorial.preview.draft")
      : state === "scheduled"
        ? t("editorial.preview.scheduled", { date: when(row.publish_at) })
        : state === "expired"
          ? t("editorial.preview.expired", { date: when(row.unpublish_at) })
          : null;
  return {
    view,
    visibility,
    isStored: existing !== undefined,
    pageTitle: `${t("revisions.preview.button")} · ${title} · ${t("common.siteName")}`,
    carried: JSON.stringify(values),
    banner: t("revisions.preview.banner"),
    languages: Object.fromEntries(LOCALES.map((code) => [code, t(`common.languages.${code}`)])),
  };
}

export const headers: Route.HeadersFunction = () => ({
  "Cache-Control": "no-store",
  "X-Robots-Tag": "noindex, nofollow",
});

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex, nofollow" }];

export default function Preview({ loaderData, actionData: posted, params }: Route.ComponentProps) {
  const { locale } = useI18n();
  const actionData = posted ?? loaderData.stored;
  if (!actionData) {
    return (
      <PageContainer>
        <p className="py-16 text-center text-slate-700">{loaderData.unavailable}</p>
      </PageContainer>
    );
  }
  return (
    <PageContainer>
      <title>{actionData.pageTitle}</title>
      <div
        role="note"
        data-preview
        className="mb-6 flex flex-wrap items-center gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      >
        <p className="font-semibold">{actionData.banner}</p>
        {actionData.visibility && <p className="w-full sm:w-auto">{actionData.visibility}</p>}
        {LOCALES.map((code) => (
          <Form
            key={code}
            method="post"
            action={`${ADMIN.livePreview}/${params.resource}?lng=${code}`}
            reloadDocument
          >
            <input type="hidden" name="preview_values" value={actionData.carried} />
            <button
              type="submit"
              lang={code}
              aria-current={code === locale ? "true" : undefined}
              className="rounded border border-amber-400 px-2 py-1 aria-[current=true]:bg-amber-200 aria-[current=true]:font-bold"
            >
              {actionData.languages[code]}
            </button>
          </Form>
        ))}
      </div>
      {actionData.view.kind === "article" ? (
        <ArticleView article={actionData.view.article} />
      ) : actionData.view.video ? (
        <VideoPreview video={actionData.view.video} />
      ) : (
        <IllustratedEntries entries={[actionData.view.entry]} />
      )}
    </PageContainer>
  );
}

/** A video as the video library's player shows the one being played. */
function VideoPreview({ video }: { video: VideoView }) {
  return (
    <article aria-labelledby="preview-video-title" className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-2">
        <VideoPlayer video={video} isPriority />
      </div>
      <div>
        <h1 id="preview-video-title" className="text-2xl font-bold text-brand-900">
          <ContentText lang={video.langs.title}>{video.title}</ContentText>
        </h1>
        {video.date && <p className="mt-1 text-sm text-slate-600">{video.date}</p>}
        <RichText
          value={video.comment}
          lang={video.langs.comment}
          className="mt-3 leading-7 text-slate-700"
        />
      </div>
    </article>
  );
}
