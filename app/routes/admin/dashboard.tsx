import type { Route } from "./+types/dashboard";
import { useI18n } from "~/i18n/react";
import { requireAdmin } from "~/modules/auth/guard.server";

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdmin(args);
  return { username: viewer.username };
}

export default function Dashboard({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section>
      <title>{`${t("admin.dashboard.title")} · ${t("common.siteName")}`}</title>
      <h1 className="text-2xl font-bold">{t("admin.dashboard.title")}</h1>
      <p className="mt-2 text-lg">{t("admin.dashboard.welcome", { username: loaderData.username })}</p>
      <p className="mt-1 text-slate-600">{t("admin.dashboard.intro")}</p>
    </section>
  );
}
