import { Link } from "react-router";
import type { Route } from "./+types/actualites";
import { detectLocale } from "~/i18n/detect";
import { formatDate, localized } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { listPublishedNews } from "~/modules/news/news.server";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { locale } = detectLocale(request);
  const news = await listPublishedNews(context.services.db);
  return {
    items: news.map((item) => ({
      id: item.id,
      slug: item.slug,
      title: localized(item, "title", locale),
      excerpt: localized(item, "content", locale).slice(0, 220),
      image: item.image,
      date: formatDate(item.created_at, locale),
    })),
  };
}

export default function Actualites({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <div className="mx-auto max-w-7xl px-4">
      <title>{`${t("common.nav.news")} · ${t("common.siteName")}`}</title>
      <h1 className="text-3xl font-bold text-brand-900">{t("common.nav.news")}</h1>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {loaderData.items.map((item) => (
          <li key={item.id} className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
            {item.image && (
              <img
                src={item.image}
                alt=""
                width={480}
                height={320}
                loading="lazy"
                className="aspect-[3/2] w-full object-cover"
              />
            )}
            <article className="p-4">
              <h2 className="text-lg font-semibold">
                <Link to={`/blogdetail/${item.slug}_${item.id}`} className="hover:underline">
                  {item.title}
                </Link>
              </h2>
              <p className="mt-1 text-sm text-slate-500">{item.date ?? t("common.states.unknownDate")}</p>
              <p className="mt-2 text-slate-700">{item.excerpt}</p>
            </article>
          </li>
        ))}
      </ul>
    </div>
  );
}
