import { Link } from "react-router";
import { useI18n } from "~/i18n/react";
import type { NewsCard } from "~/modules/site/news.server";
import { fetchArticleText } from "~/modules/site/article-text";
import { ExpandableText } from "./expandable-text";
import { ResponsiveImage } from "./responsive-image";
import { ContentText } from "./content-text";

/** The newest article as the page's headline (§2 News, §9 "featured news is the newest"). */
export function FeaturedNews({ item, label }: { item: NewsCard; label: string }) {
  const { t, locale } = useI18n();
  return (
    <article
      aria-labelledby={`news-${item.id}`}
      className="grid overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm lg:grid-cols-2"
    >
      <ResponsiveImage
        image={item.image}
        alt={item.title}
        altLang={item.langs.title}
        sizes="(min-width: 1024px) 640px, 100vw"
        isPriority
        className="aspect-[3/2] h-full w-full object-cover"
      />
      <div className="flex flex-col p-6 lg:p-8">
        <p className="text-sm font-semibold uppercase tracking-wide text-orange-800">{label}</p>
        <h2 id={`news-${item.id}`} className="mt-2 text-2xl font-bold text-brand-900 sm:text-3xl">
          <Link to={item.href} className="hover:underline">
            <ContentText lang={item.langs.title}>{item.title}</ContentText>
          </Link>
        </h2>
        <p className="mt-2 text-sm text-slate-600">
          <time dateTime={item.isoDate}>{item.date ?? t("common.states.unknownDate")}</time>
        </p>
        <ExpandableText
          cut={{ head: item.excerpt.head, tail: "", hasEllipsis: item.excerpt.isCut }}
          loadWhole={() => fetchArticleText(item.id, locale)}
          lang={item.langs.text}
          subject={item.title}
          className="mt-4"
        />
        <Link
          to={item.href}
          aria-label={t("site.actionAbout", { action: t("site.news.readArticle"), subject: item.title })}
          className="mt-6 self-start rounded-lg bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800"
        >
          {t("site.news.readArticle")}
        </Link>
      </div>
    </article>
  );
}

/** A card of the news grid, with its own read more/less (§2 "per-card expand/collapse"). */
export function NewsCardView({ item, headingLevel = 3 }: { item: NewsCard; headingLevel?: 2 | 3 }) {
  const { t, locale } = useI18n();
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <article
      aria-labelledby={`news-${item.id}`}
      className="flex flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm"
    >
      <ResponsiveImage
        image={item.image}
        alt={item.title}
        altLang={item.langs.title}
        sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
        className="aspect-[3/2] w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        <Heading id={`news-${item.id}`} className="text-lg font-semibold text-brand-900">
          <Link to={item.href} className="hover:underline">
            <ContentText lang={item.langs.title}>{item.title}</ContentText>
          </Link>
        </Heading>
        <p className="mt-1 text-sm text-slate-600">
          <time dateTime={item.isoDate}>{item.date ?? t("common.states.unknownDate")}</time>
        </p>
        <ExpandableText
          cut={{ head: item.excerpt.head, tail: "", hasEllipsis: item.excerpt.isCut }}
          loadWhole={() => fetchArticleText(item.id, locale)}
          lang={item.langs.text}
          subject={item.title}
          className="mt-3"
        />
      </div>
    </article>
  );
}
