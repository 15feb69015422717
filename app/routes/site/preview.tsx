import { data, Form } from "react-router";
import type { Route } from "./+types/preview";
import { ArticleView } from "~/components/site/article-view";
import { IllustratedEntries } from "~/components/site/illustrated-entries";
import { PageContainer } from "~/components/site/page-header";
import { LOCALES } from "~/i18n/config";
import { useI18n } from "~/i18n/react";
import { requireAdmin } from "~/http/auth/guard.server";
import { readFormData } from "~/http/form-data.server";
import { pageContext } from "~/http/page-context.server";
import { getContent } from "~/modules/content/content.server";
import { resourceByPath } from "~/modules/content/resources";
import { previewRow, previewView } from "~/modules/site/preview.server";
import { ADMIN } from "~/lib/paths";

/**
 * The true preview (decision 028): "Preview" on any content form posts the form, unsaved, here; the item
 * is rendered in the public layout and template, in the language asked for, marked as a preview, for
 * administrators only, never stored by a cache and never indexed.
 */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "content");
  const page = pageContext(args);
  return { messages: page.messages("site.blog"), unavailable: page.t("revisions.preview.unavailable") };
}

export async function action(args: Route.ActionArgs) {
  await requireAdmin(args, "content");
  const page = pageContext(args);
  const { t, locale } = page;
  const resource = resourceByPath(args.params.resource);
  if (!resource) throw data(t("revisions.preview.unavailable"), { status: 404 });
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
  const id = Number(values.id);
  const existing =
    Number.isSafeInteger(id) && id > 0
      ? await getContent(page.db, resource, id, { includeDrafts: true })
      : undefined;
  const row = previewRow(resource, values, existing, args.context.services.config.SITE_TIME_ZONE);
  const view = await previewView(page.db, resource, row, locale);
  const title = view.kind === "article" ? view.article.title : view.entry.title;
  return {
    view,
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

export default function Preview({ loaderData, actionData, params }: Route.ComponentProps) {
  const { locale } = useI18n();
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
      ) : (
        <IllustratedEntries entries={[actionData.view.entry]} />
      )}
    </PageContainer>
  );
}
