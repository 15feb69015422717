import type { ReactNode } from "react";
import { isRouteErrorResponse, useLocation, useRevalidator, useRouteError } from "react-router";
import { Icon } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import { PageContainer } from "./page-header";

/** §4 empty states: a message and, while searching, an action to clear the search. */
export function EmptyState(props: { title: string; text?: string; action?: ReactNode }) {
  return (
    <div
      role="status"
      className="rounded-xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center"
    >
      <p className="text-lg font-semibold text-slate-800">{props.title}</p>
      {props.text && <p className="mt-2 text-slate-700">{props.text}</p>}
      {props.action && <div className="mt-4 flex justify-center">{props.action}</div>}
    </div>
  );
}

/** The "clear the search" action of empty states. */
export function ClearSearchButton({ onClear }: { onClear: () => void }) {
  const { t } = useI18n();
  return (
    <a
      href="?"
      role="button"
      onClick={(event) => {
        event.preventDefault();
        onClear();
      }}
      className="inline-flex items-center gap-2 rounded-lg border border-brand-700 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
    >
      <Icon name="close" className="size-4" />
      {t("site.search.clear")}
    </a>
  );
}

/** Shown while a refresh or a navigation reloads the page's data. */
export function LoadingState({ label }: { label?: string }) {
  const { t } = useI18n();
  return (
    <p role="status" className="flex items-center gap-2 text-slate-700">
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-brand-700 border-t-transparent motion-reduce:animate-none"
      />
      {label ?? t("common.states.loading")}
    </p>
  );
}

/** The refresh button of list pages (§2): reloads the data, disabled while it does. */
export function RefreshButton() {
  const { t } = useI18n();
  const revalidator = useRevalidator();
  const isBusy = revalidator.state === "loading";
  return (
    <button
      type="button"
      data-js-only
      disabled={isBusy}
      onClick={() => void revalidator.revalidate()}
      className="inline-flex items-center gap-2 rounded-lg border border-slate-400 bg-white px-4 py-2 font-medium text-slate-800 hover:bg-slate-50 disabled:cursor-wait disabled:opacity-70"
    >
      <Icon name="refresh" className={`size-5 ${isBusy ? "animate-spin motion-reduce:animate-none" : ""}`} />
      {isBusy ? t("site.states.refreshing") : t("common.actions.refresh")}
    </button>
  );
}

/** True while the page's data reloads (refresh, retry, or a search submitted without scripts). */
export function useIsReloading() {
  return useRevalidator().state === "loading";
}

/**
 * The error state of list pages (§4, §8): the page's own message, the HTTP status, and a retry that
 * reloads the data (a plain link to the same page when scripts are off).
 */
export function RouteErrorState({ message }: { message: string }) {
  const { t } = useI18n();
  const error = useRouteError();
  const revalidator = useRevalidator();
  const location = useLocation();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  return (
    <PageContainer>
      <div role="alert" className="mt-8 rounded-xl border border-red-300 bg-red-50 p-6 text-red-900">
        <p className="text-lg font-semibold">{message}</p>
        <p className="mt-1">{t("common.states.httpError", { status })}</p>
        <a
          href={`${location.pathname}${location.search}`}
          onClick={(event) => {
            event.preventDefault();
            void revalidator.revalidate();
          }}
          className="mt-4 inline-flex items-center gap-2 rounded-lg bg-red-800 px-4 py-2 font-medium text-white hover:bg-red-900"
        >
          <Icon name="refresh" className="size-5" />
          {revalidator.state === "loading" ? t("common.states.loading") : t("common.actions.retry")}
        </a>
      </div>
    </PageContainer>
  );
}
