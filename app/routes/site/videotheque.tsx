import { useState } from "react";
import type { Route } from "./+types/videotheque";
import { ContentText } from "~/components/site/content-text";
import { scrollBehavior, useSearchState } from "~/components/site/hooks";
import { Modal } from "~/components/site/modal";
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
import { VideoPlayer } from "~/components/site/video-player";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { listVideos, type VideoView } from "~/modules/site/media-library.server";
import { pageContext } from "~/http/page-context.server";
import { filterByQuery } from "~/modules/site/search";
import { htmlToText } from "~/modules/richtext/html";
import { RichText } from "~/components/site/rich-text";
import { seoMeta } from "~/modules/site/seo";

export async function loader(args: Route.LoaderArgs) {
  const page = pageContext(args);
  const videos = await listVideos(page.db, page.locale);
  const requested = Number(page.url.searchParams.get("v"));
  return {
    videos,
    selectedId: videos.some((video) => video.id === requested) ? requested : (videos[0]?.id ?? null),
    query: page.query,
    messages: page.messages("site.videos"),
    seo: page.seo({
      title: page.t("site.videos.title"),
      description: page.t("site.videos.description"),
      image: videos[0]?.cover?.src,
    }),
  };
}

export const meta: Route.MetaFunction = ({ data }) => seoMeta(data?.seo);

/** §2 Video library: search, refresh, a player, a 1–4 column grid, a full-screen modal. */
export default function Videotheque({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const [query, setQuery] = useSearchState(loaderData.query);
  const [selectedId, setSelectedId] = useState(loaderData.selectedId);
  const [fullScreen, setFullScreen] = useState<VideoView | null>(null);
  const isReloading = useIsReloading();
  const videos = filterByQuery(loaderData.videos, query, (video) => [video.title, htmlToText(video.comment)]);
  const selected = loaderData.videos.find((video) => video.id === selectedId) ?? loaderData.videos[0];

  const watch = (video: VideoView) => {
    setSelectedId(video.id);
    document.getElementById("player")?.scrollIntoView({ behavior: scrollBehavior(), block: "start" });
  };

  return (
    <PageContainer>
      <PageHeader title={t("site.videos.title")} subtitle={t("site.videos.subtitle")}>
        <RefreshButton />
      </PageHeader>
      <SearchBox
        value={query}
        onChange={setQuery}
        label={t("site.videos.searchLabel")}
        placeholder={t("site.videos.searchPlaceholder")}
      />
      {isReloading && <LoadingState />}
      {selected && (
        <section id="player" aria-labelledby="player-title" className="mt-8 scroll-mt-28">
          <h2
            id="player-title"
            className="mb-3 text-sm font-semibold uppercase tracking-wide text-orange-800"
          >
            {t("site.videos.nowPlaying")}
          </h2>
          <div className="grid gap-6 lg:grid-cols-3">
            <div className="lg:col-span-2">
              <VideoPlayer key={selected.id} video={selected} isPriority />
            </div>
            <div>
              <p className="text-2xl font-bold text-brand-900">
                <ContentText lang={selected.langs.title}>{selected.title}</ContentText>
              </p>
              {selected.date && <p className="mt-1 text-sm text-slate-600">{selected.date}</p>}
              <RichText
                value={selected.comment}
                lang={selected.langs.comment}
                className="mt-3 leading-7 text-slate-700"
              />
              <button
                type="button"
                data-js-only
                onClick={() => setFullScreen(selected)}
                className="mt-4 inline-flex items-center gap-2 rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
              >
                <Icon name="expand" className="size-5" />
                {t("site.videos.fullScreen")}
              </button>
            </div>
          </div>
        </section>
      )}
      <section aria-labelledby="videos-all" className="mt-12">
        <h2 id="videos-all" className="mb-4 text-2xl font-bold text-brand-900">
          {t("site.videos.all")}
        </h2>
        {loaderData.videos.length === 0 ? (
          <EmptyState title={t("site.videos.empty")} />
        ) : videos.length === 0 ? (
          <EmptyState
            title={t("common.states.noResults", { query })}
            action={<ClearSearchButton onClear={() => setQuery("")} />}
          />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4">
            {videos.map((video) => (
              <li key={video.id}>
                <article
                  aria-labelledby={`video-${video.id}`}
                  className={`flex h-full flex-col overflow-hidden rounded-xl border bg-white shadow-sm ${
                    video.id === selected?.id ? "border-brand-700 ring-2 ring-brand-700" : "border-slate-200"
                  }`}
                >
                  <ResponsiveImage
                    image={video.cover}
                    alt=""
                    sizes="(min-width: 1280px) 300px, (min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                    className="aspect-video w-full object-cover"
                  />
                  <div className="flex flex-1 flex-col p-4">
                    <h3 id={`video-${video.id}`} className="font-semibold text-slate-900">
                      <ContentText lang={video.langs.title}>{video.title}</ContentText>
                    </h3>
                    <div className="mt-auto flex flex-wrap gap-2 pt-4">
                      <a
                        href={`?v=${video.id}#player`}
                        onClick={(event) => {
                          event.preventDefault();
                          watch(video);
                        }}
                        aria-label={t("site.actionAbout", {
                          action: t("site.videos.watch"),
                          subject: video.title,
                        })}
                        aria-current={video.id === selected?.id ? "true" : undefined}
                        className="inline-flex items-center gap-1 rounded-lg bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
                      >
                        <Icon name="play" className="size-4" />
                        {t("site.videos.watch")}
                      </a>
                      <button
                        type="button"
                        data-js-only
                        onClick={() => setFullScreen(video)}
                        aria-label={t("site.actionAbout", {
                          action: t("site.videos.fullScreen"),
                          subject: video.title,
                        })}
                        className="inline-flex items-center gap-1 rounded-lg border border-brand-700 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-brand-50"
                      >
                        <Icon name="expand" className="size-4" />
                        {t("site.videos.fullScreen")}
                      </button>
                    </div>
                  </div>
                </article>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section
        aria-labelledby="videos-cta"
        className="mt-12 rounded-2xl bg-brand-900 p-8 text-center text-white"
      >
        <h2 id="videos-cta" className="text-2xl font-bold">
          {t("site.videos.ctaTitle")}
        </h2>
        <p className="mt-2 text-brand-50">{t("site.videos.ctaText")}</p>
        <a
          href="#main"
          onClick={(event) => {
            event.preventDefault();
            window.scrollTo({ top: 0, behavior: scrollBehavior() });
            document.getElementById("main")?.focus({ preventScroll: true });
          }}
          className="mt-4 inline-flex items-center gap-2 rounded-lg bg-white px-5 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          <Icon name="chevronDown" className="size-5 rotate-180" />
          {t("site.videos.backToTop")}
        </a>
      </section>
      <Modal
        isOpen={fullScreen !== null}
        onClose={() => setFullScreen(null)}
        title={fullScreen?.title ?? ""}
        titleLang={fullScreen?.langs.title}
        isFullScreen
      >
        {fullScreen && (
          <div className="w-full max-w-6xl">
            <VideoPlayer video={fullScreen} isAutoplay />
          </div>
        )}
      </Modal>
    </PageContainer>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <RouteErrorState message={t("site.videos.loadError")} />;
}
