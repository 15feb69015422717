import { Link } from "react-router";
import { ContentText } from "~/components/site/content-text";
import { ResponsiveImage } from "~/components/site/responsive-image";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import type { Article } from "~/modules/site/news.server";
import { RichText } from "~/components/site/rich-text";
import { PAGES } from "~/lib/paths";

/** One article as /blogdetail shows it; the preview of an unsaved article renders the same (decision 028). */
export function ArticleView({ article }: { article: Omit<Article, "slug" | "updatedAt" | "href"> }) {
  const { t } = useI18n();
  return (
    <article className="mx-auto max-w-3xl">
      <Link
        to={PAGES.news}
        className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
      >
        <Icon name="chevronStart" className="size-4 rtl:rotate-180" />
        {t("site.blog.back")}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">
        <ContentText lang={article.langs.title}>{article.title}</ContentText>
      </h1>
      <p className="mt-2 text-slate-600">
        {t("site.blog.publishedOn")}{" "}
        <time dateTime={article.isoDate}>{article.date ?? t("common.states.unknownDate")}</time>
      </p>
      {article.image && (
        <ResponsiveImage
          image={article.image}
          alt={article.title}
          altLang={article.langs.title}
          sizes="(min-width: 768px) 768px, 100vw"
          isPriority
          className="mt-6 aspect-[3/2] w-full rounded-2xl object-cover"
        />
      )}
      <RichText
        value={article.text}
        lang={article.langs.text}
        className="mt-8 text-lg leading-8 text-slate-800"
      />
    </article>
  );
}
