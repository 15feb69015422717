import type { ReactNode } from "react";
import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";

/** The title of an admin screen, with its document title, an optional back link and actions. */
export function PageHeader(props: {
  title: string;
  subtitle?: ReactNode;
  back?: { to: string; label: string };
  actions?: ReactNode;
}) {
  const { t } = useI18n();
  return (
    <header className="mb-6">
      <title>{`${props.title} · ${t("admin.title")} · ${t("common.siteName")}`}</title>
      {props.back && (
        <Link
          to={props.back.to}
          className="mb-2 inline-flex items-center gap-1 text-sm text-brand-700 underline hover:text-brand-900"
        >
          <Icon name="chevronStart" className="size-4 rtl:rotate-180" />
          {props.back.label}
        </Link>
      )}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold text-brand-900">{props.title}</h1>
          {props.subtitle && <p className="mt-1 text-slate-600">{props.subtitle}</p>}
        </div>
        {props.actions && <div className="flex flex-wrap items-center gap-2">{props.actions}</div>}
      </div>
    </header>
  );
}
