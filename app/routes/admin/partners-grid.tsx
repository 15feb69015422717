import { Link } from "react-router";
import type { Route } from "./+types/partners-grid";
import { AdminError } from "~/components/admin/error-boundary";
import { PageHeader } from "~/components/admin/page-header";
import { Icon } from "~/components/ui/icon";
import { isHttpUrl } from "~/modules/content/fields";
import { useI18n } from "~/i18n/react";
import { requireAdmin } from "~/http/auth/guard.server";
import { listContent } from "~/modules/content/content.server";
import { RESOURCES } from "~/modules/content/resources";
import { ADMIN } from "~/lib/paths";

const link = (value: unknown) => (typeof value === "string" && isHttpUrl(value) ? value : null);
const text = (value: unknown) => (typeof value === "string" ? value.trim() : "");

/** §2 listPartners: a read-only grid of the media partners, in French, drafts included. */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "content");
  const rows = await listContent(args.context.services.db, RESOURCES.partenaires, { includeDrafts: true });
  return {
    partners: rows.map((row) => ({
      id: row.id,
      title: text(row.titre_fr) || text(row.titre),
      description: text(row.description_fr) || text(row.description),
      cover: typeof row.couverture === "string" && row.couverture ? row.couverture : null,
      site: link(row.site_url),
      video: link(row.video),
      isDraft: row.is_published === 0,
    })),
  };
}

export default function PartnersGrid({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { partners } = loaderData;
  return (
    <section>
      <PageHeader
        title={t("admin.content.partnersGrid.title")}
        subtitle={t("admin.content.partnersGrid.count", { count: partners.length })}
        actions={
          <Link
            to={ADMIN.partnerNew}
            className="inline-flex items-center gap-1 rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
          >
            <Icon name="plus" className="size-4" />
            {t("admin.content.partnersGrid.add")}
          </Link>
        }
      />
      {partners.length === 0 ? (
        <p className="rounded-md bg-slate-100 p-4 text-slate-700">{t("admin.content.partnersGrid.empty")}</p>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {partners.map((partner) => (
            <li
              key={partner.id}
              className="flex flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
            >
              {partner.cover ? (
                <img src={partner.cover} alt="" className="aspect-video w-full object-cover" loading="lazy" />
              ) : (
                <div className="flex aspect-video w-full items-center justify-center bg-slate-100 text-sm text-slate-600">
                  {t("admin.content.partnersGrid.noImage")}
                </div>
              )}
              <article className="flex flex-1 flex-col gap-2 p-4">
                <h2 className="flex flex-wrap items-center gap-2 font-semibold text-slate-900">
                  <span lang="fr">{partner.title}</span>
                  {partner.isDraft && (
                    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-xs font-semibold text-amber-900">
                      {t("admin.content.list.draft")}
                    </span>
                  )}
                </h2>
                <p lang="fr" className="text-sm text-slate-700">
                  {partner.description || t("admin.content.partnersGrid.noDescription")}
                </p>
                <div className="mt-auto flex flex-wrap gap-3 pt-2 text-sm">
                  {partner.site && (
                    <a
                      href={partner.site}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 text-brand-700 underline"
                    >
                      <Icon name="external" className="size-4" />
                      {t("admin.content.partnersGrid.visit", { title: partner.title })}
                    </a>
                  )}
                  {partner.video && (
                    <a
                      href={partner.video}
                      target="_blank"
                      rel="noreferrer"
                      className="inline-flex items-center gap-1 text-brand-700 underline"
                    >
                      <Icon name="play" className="size-4" />
                      {t("admin.content.partnersGrid.video", { title: partner.title })}
                    </a>
                  )}
                </div>
              </article>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  const { t } = useI18n();
  return <AdminError message={t("admin.content.partnersGrid.error")} />;
}
