import { useState } from "react";
import type { Route } from "./+types/document";
import { ContentText } from "~/components/site/content-text";
import { Draggable } from "~/components/site/draggable";
import { ExpandableText } from "~/components/site/expandable-text";
import { useMediaQuery, useSearchState } from "~/components/site/hooks";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { SearchBox } from "~/components/site/search-box";
import { ClearSearchButton, EmptyState, RouteErrorState } from "~/components/site/states";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { listDocuments, type DocumentView } from "~/modules/site/media-library.server";
import { pageContext } from "~/http/page-context.server";
import { filterByQuery } from "~/modules/site/search";
import { seoMeta } from "~/modules/site/seo";
import { cutAtWord, documentCutLength } from "~/modules/site/text";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  return {
    documents: await listDocuments(page.db, page.locale),
    query: page.query,
    messages: page.messages("site.documents"),
    seo: page.seo({
      title: page.t("site.documents.title"),
      description: page.t("site.documents.description"),
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

function DocumentCard(props: { document: DocumentView; isList: boolean; isNarrow: boolean }) {
  const { t } = useI18n();
  const { document: item, isList } = props;
  return (
    <Draggable label={item.title}>
      <article
        id={`document-${item.id}`}
        aria-labelledby={`document-title-${item.id}`}
        className={`flex h-full overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm ${
          isList ? "flex-col sm:flex-row" : "flex-col"
        }`}
      >
        <ResponsiveImage
          image={item.cover}
          alt=""
          sizes={
            isList
              ? "(min-width: 640px) 240px, 100vw"
              : "(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
          }
          className={`aspect-[3/2] object-cover ${isList ? "w-full sm:w-60" : "w-full"}`}
        />
        <div className="flex flex-1 flex-col p-5">
          <h2 id={`document-title-${item.id}`} className="text-lg font-semibold text-brand-900">
            <ContentText lang={item.langs.title}>{item.title}</ContentText>
          </h2>
          {item.date && <p className="text-sm text-slate-600">{item.date}</p>}
          {item.description && (
            <ExpandableText
              // §9: cut near 100 characters up to 768 px wide, else near 200, at a word boundary.
              cut={cutAtWord(item.description, documentCutLength(props.isNarrow ? 768 : 1024))}
              lang={item.langs.description}
              subject={item.title}
              moreLabel={t("site.documents.seeMore")}
              className="mt-2 flex-1"
            />
          )}
          <a
            href={item.file}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("site.documents.downloadLabel", {
              title: item.title,
              format: item.format || "PDF",
            })}
            className="mt-4 inline-flex items-center gap-2 self-start rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
          >
            <Icon name="download" className="size-5" />
            {t("site.documents.download")}
            {item.format && <span className="text-sm opacity-90">({item.format})</span>}
          </a>
        </div>
      </article>
    </Draggable>
  );
}

/** §2 Documents centre: search, grid/list toggle, draggable cards with reset, downloads in a new tab. */
export default function DocumentCentre({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [query, setQuery] = useSearchState(loaderData.query);
  const [layout, setLayout] = useState<"grid" | "list">("grid");
  const isNarrow = useMediaQuery("(max-width: 768px)", false);
  const documents = filterByQuery(loaderData.documents, query, (item) => [item.title, item.description]);
  const isList = layout === "list";
  const layoutButton = (value: "grid" | "list") => (
    <button
      type="button"
      aria-pressed={layout === value}
      onClick={() => setLayout(value)}
      className={`inline-flex items-center gap-2 px-3 py-2 font-medium ${
        layout === value ? "bg-brand-700 text-white" : "bg-white text-slate-800 hover:bg-slate-50"
      }`}
    >
      <Icon name={value} className="size-5" />
      {t(`site.documents.${value}`)}
    </button>
  );
  return (
    <PageContainer>
      <PageHeader title={t("site.documents.title")} subtitle={t("site.documents.subtitle")}>
        <div
          role="group"
          aria-label={t("site.documents.layout")}
          data-js-only
          className="flex overflow-hidden rounded-lg border border-slate-400"
        >
          {layoutButton("grid")}
          {layoutButton("list")}
        </div>
      </PageHeader>
      <SearchBox
        value={query}
        onChange={setQuery}
        label={t("site.documents.searchLabel")}
        placeholder={t("site.documents.searchPlaceholder")}
      />
      <div className="mt-8">
        {documents.length === 0 ? (
          <EmptyState
            title={t("site.documents.empty")}
            text={query ? t("common.states.noResults", { query }) : undefined}
            action={query ? <ClearSearchButton onClear={() => setQuery("")} /> : undefined}
          />
        ) : (
          <ul className={isList ? "space-y-6" : "grid gap-6 sm:grid-cols-2 lg:grid-cols-3"}>
            {documents.map((item) => (
              <li key={item.id}>
                <DocumentCard document={item} isList={isList} isNarrow={isNarrow} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.documents.loadError")} />;
}
