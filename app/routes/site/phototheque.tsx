import { useState } from "react";
import type { Route } from "./+types/phototheque";
import { ContentText } from "~/components/site/content-text";
import { ExpandableText } from "~/components/site/expandable-text";
import { useSearchState } from "~/components/site/hooks";
import { PageContainer, PageHeader } from "~/components/site/page-header";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { SearchBox } from "~/components/site/search-box";
import {
  ClearSearchButton,
  EmptyState,
  LoadingState,
  RefreshButton,
  RouteErrorState,
  useIsReloading,
} from "~/components/site/states";
import { ZoomOverlay } from "~/components/site/zoom-overlay";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { listPhotos, type PhotoView } from "~/modules/site/media-library.server";
import { pageContext } from "~/http/page-context.server";
import { filterByQuery } from "~/modules/site/search";
import { seoMeta } from "~/modules/site/seo";
import { htmlToText } from "~/modules/richtext/html";
import { cutAtWord, PHOTO_CARD_CHARS } from "~/modules/site/text";

/** Photos shown before "show more". */
const FIRST_BATCH = 6;

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const photos = await listPhotos(page.db, page.locale);
  return {
    photos,
    query: page.query,
    isAllShown: page.url.searchParams.get("tout") === "1",
    messages: page.messages("site.photos"),
    seo: page.seo({
      title: page.t("site.photos.title"),
      description: page.t("site.photos.description"),
      image: photos[0]?.image?.src,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

function PhotoCard(props: { photo: PhotoView; onZoom: (photo: PhotoView) => void; isPriority: boolean }) {
  const { t } = useI18n();
  const { photo } = props;
  return (
    <article
      id={`photo-${photo.id}`}
      aria-labelledby={`photo-title-${photo.id}`}
      className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      {photo.image ? (
        <a
          href={photo.image.src}
          onClick={(event) => {
            event.preventDefault();
            props.onZoom(photo);
          }}
          aria-label={t("site.photos.zoom", { title: photo.title || t("site.photos.untitled") })}
          className="group block cursor-zoom-in overflow-hidden"
        >
          <ResponsiveImage
            image={photo.image}
            alt=""
            isPriority={props.isPriority}
            sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
            className="aspect-[3/2] w-full object-cover transition-transform group-hover:scale-105 motion-reduce:transform-none"
          />
        </a>
      ) : (
        <ResponsiveImage image={null} alt="" sizes="" />
      )}
      <div className="p-4">
        <h3 id={`photo-title-${photo.id}`} className="font-semibold text-slate-900">
          {photo.title ? (
            <ContentText lang={photo.langs.title}>{photo.title}</ContentText>
          ) : (
            t("site.photos.untitled")
          )}
        </h3>
        <p className="text-sm text-slate-600">
          <time dateTime={photo.isoDate}>{photo.date ?? t("common.states.unknownDate")}</time>
        </p>
        {photo.comment && (
          <ExpandableText
            cut={cutAtWord(htmlToText(photo.comment), PHOTO_CARD_CHARS)}
            html={photo.comment}
            lang={photo.langs.comment}
            subject={photo.title}
            className="mt-2 text-sm"
          />
        )}
      </div>
    </article>
  );
}

/** §2 Photo library: search, refresh, grid and timeline views, zoom overlay, show more/less. */
export default function Phototheque({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [query, setQuery] = useSearchState(loaderData.query);
  const [view, setView] = useState<"grid" | "timeline">("grid");
  const [isAllShown, setIsAllShown] = useState(loaderData.isAllShown);
  const [zoomed, setZoomed] = useState<PhotoView | null>(null);
  const isReloading = useIsReloading();
  const found = filterByQuery(loaderData.photos, query, (photo) => [photo.title, htmlToText(photo.comment)]);
  const shown = isAllShown ? found : found.slice(0, FIRST_BATCH);
  const months = [...new Set(shown.map((photo) => photo.month))];

  const viewButton = (value: "grid" | "timeline", icon: "grid" | "calendar") => (
    <button
      type="button"
      aria-pressed={view === value}
      onClick={() => setView(value)}
      className={`inline-flex items-center gap-2 px-3 py-2 font-medium ${
        view === value ? "bg-brand-700 text-white" : "bg-white text-slate-800 hover:bg-slate-50"
      }`}
    >
      <Icon name={icon} className="size-5" />
      {t(`site.photos.${value}`)}
    </button>
  );

  return (
    <PageContainer>
      <PageHeader title={t("site.photos.title")} subtitle={t("site.photos.subtitle")}>
        <div
          role="group"
          aria-label={t("site.photos.view")}
          data-js-only
          className="flex overflow-hidden rounded-lg border border-slate-400"
        >
          {viewButton("grid", "grid")}
          {viewButton("timeline", "calendar")}
        </div>
        <RefreshButton />
      </PageHeader>
      <SearchBox
        value={query}
        onChange={setQuery}
        label={t("site.photos.searchLabel")}
        placeholder={t("site.photos.searchPlaceholder")}
      />
      <div className="mt-8" aria-busy={isReloading}>
        {isReloading && <LoadingState />}
        {found.length === 0 ? (
          <EmptyState
            title={
              loaderData.photos.length === 0
                ? t("site.photos.empty")
                : t("common.states.noResults", { query })
            }
            text={loaderData.photos.length === 0 ? undefined : t("site.photos.empty")}
            action={query ? <ClearSearchButton onClear={() => setQuery("")} /> : undefined}
          />
        ) : view === "grid" ? (
          <>
            <h2 className="sr-only">{t("site.photos.all")}</h2>
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {shown.map((photo, index) => (
                <li key={photo.id}>
                  <PhotoCard photo={photo} onZoom={setZoomed} isPriority={index === 0} />
                </li>
              ))}
            </ul>
          </>
        ) : (
          <ol className="space-y-10 border-s-2 border-brand-200 ps-6">
            {months.map((month) => {
              const items = shown.filter((photo) => photo.month === month);
              return (
                <li key={month} className="relative">
                  <span
                    aria-hidden="true"
                    className="absolute -start-[2.05rem] top-1 size-4 rounded-full border-4 border-white bg-brand-700"
                  />
                  <h2 className="text-xl font-bold capitalize text-brand-900">{items[0]?.monthLabel}</h2>
                  <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                    {items.map((photo) => (
                      <li key={photo.id}>
                        <PhotoCard photo={photo} onZoom={setZoomed} isPriority={false} />
                      </li>
                    ))}
                  </ul>
                </li>
              );
            })}
          </ol>
        )}
        {found.length > FIRST_BATCH && (
          <div className="mt-8 flex justify-center">
            <a
              href={isAllShown ? "?" : "?tout=1"}
              role="button"
              aria-expanded={isAllShown}
              onClick={(event) => {
                event.preventDefault();
                setIsAllShown((all) => !all);
              }}
              className="rounded-lg border border-brand-700 px-5 py-2 font-medium text-brand-700 hover:bg-brand-50"
            >
              {isAllShown
                ? t("site.photos.showLess")
                : t("site.photos.showMore", { count: found.length - FIRST_BATCH })}
            </a>
          </div>
        )}
      </div>
      <ZoomOverlay photo={zoomed} onClose={() => setZoomed(null)} />
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.photos.loadError")} />;
}
