import { Link } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";

/** §9: the first and last pages, the current one ±1, and ellipses for the gaps. */
export function pageWindow(page: number, pageCount: number): Array<number | "gap"> {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  const sorted = [...pages].filter((value) => value >= 1 && value <= pageCount).sort((a, b) => a - b);
  const items: Array<number | "gap"> = [];
  for (const value of sorted) {
    const previous = items[items.length - 1];
    if (typeof previous === "number" && value - previous > 1) items.push("gap");
    items.push(value);
  }
  return items;
}

/** Page links (they work without JavaScript: each page is its own URL). */
export function Pager(props: { page: number; pageCount: number; hrefFor: (page: number) => string }) {
  const { t } = useI18n();
  const { page, pageCount } = props;
  if (pageCount <= 1) return null;
  const linkClass = "flex min-w-10 items-center justify-center rounded-lg border px-3 py-2 font-medium";
  return (
    <nav aria-label={t("site.pager.label")} className="mt-8 flex justify-center">
      <ul className="flex flex-wrap items-center gap-2">
        {page > 1 && (
          <li>
            <Link
              to={props.hrefFor(page - 1)}
              preventScrollReset={false}
              aria-label={t("site.pager.previous")}
              className={`${linkClass} border-slate-300 text-slate-800 hover:bg-slate-50`}
            >
              <Icon name="chevronStart" className="size-5 rtl:rotate-180" />
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((item, index) =>
          item === "gap" ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-slate-600">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                to={props.hrefFor(item)}
                aria-current={item === page ? "page" : undefined}
                aria-label={t("site.pager.page", { page: item })}
                className={`${linkClass} ${
                  item === page
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 text-slate-800 hover:bg-slate-50"
                }`}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link
              to={props.hrefFor(page + 1)}
              aria-label={t("site.pager.next")}
              className={`${linkClass} border-slate-300 text-slate-800 hover:bg-slate-50`}
            >
              <Icon name="chevronEnd" className="size-5 rtl:rotate-180" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
