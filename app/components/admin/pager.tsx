import { Link } from "react-router";
import { Icon, type IconName } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { compactPages, windowPages } from "./pager-items";

interface PagerProps {
  page: number;
  pageCount: number;
  /** "compact": first, last, current ±1 with gaps; "window": 5 numbers plus first/last buttons (§9). */
  mode?: "compact" | "window";
  hrefFor: (page: number) => string;
}

const linkClass =
  "inline-flex min-w-9 items-center justify-center rounded-md border border-slate-300 bg-white px-2 py-1.5 text-sm text-slate-800 hover:bg-brand-50";

function ArrowLink(props: { to: string; label: string; icon: IconName; isDisabled: boolean }) {
  if (props.isDisabled) {
    return (
      <span className={`${linkClass} cursor-not-allowed opacity-50`} aria-disabled="true">
        <Icon name={props.icon} className="size-4 rtl:rotate-180" label={props.label} />
      </span>
    );
  }
  return (
    <Link to={props.to} preventScrollReset className={linkClass} aria-label={props.label}>
      <Icon name={props.icon} className="size-4 rtl:rotate-180" />
    </Link>
  );
}

/** Links, not buttons: every page has its own address and works without JavaScript. */
export function Pager({ page, pageCount, mode = "compact", hrefFor }: PagerProps) {
  const { t } = useI18n();
  if (pageCount <= 1) return null;
  const numbers =
    mode === "window"
      ? windowPages(page, pageCount).map((number) => ({ type: "page" as const, page: number }))
      : compactPages(page, pageCount);

  return (
    <nav aria-label={t("admin.content.pager.label")} className="mt-4">
      <ul className="flex flex-wrap items-center gap-1">
        {mode === "window" && (
          <li>
            <ArrowLink
              to={hrefFor(1)}
              label={t("admin.content.pager.first")}
              icon="chevronsStart"
              isDisabled={page === 1}
            />
          </li>
        )}
        <li>
          <ArrowLink
            to={hrefFor(page - 1)}
            label={t("admin.content.pager.previous")}
            icon="chevronStart"
            isDisabled={page === 1}
          />
        </li>
        {numbers.map((item) =>
          item.type === "gap" ? (
            <li key={`gap-${item.key}`} aria-hidden="true" className="px-1 text-slate-500">
              …
            </li>
          ) : (
            <li key={item.page}>
              {item.page === page ? (
                <span
                  aria-current="page"
                  className={`${linkClass} border-brand-700 bg-brand-700 font-semibold text-white hover:bg-brand-700`}
                >
                  <span className="sr-only">{t("admin.content.pager.page", { page: item.page })}</span>
                  <span aria-hidden="true">{item.page}</span>
                </span>
              ) : (
                <Link
                  to={hrefFor(item.page)}
                  preventScrollReset
                  className={linkClass}
                  aria-label={t("admin.content.pager.page", { page: item.page })}
                >
                  {item.page}
                </Link>
              )}
            </li>
          ),
        )}
        <li>
          <ArrowLink
            to={hrefFor(page + 1)}
            label={t("admin.content.pager.next")}
            icon="chevronEnd"
            isDisabled={page === pageCount}
          />
        </li>
        {mode === "window" && (
          <li>
            <ArrowLink
              to={hrefFor(pageCount)}
              label={t("admin.content.pager.last")}
              icon="chevronsEnd"
              isDisabled={page === pageCount}
            />
          </li>
        )}
      </ul>
    </nav>
  );
}
