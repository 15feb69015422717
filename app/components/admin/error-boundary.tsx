import { isRouteErrorResponse, useRouteError } from "react-router";
import { useI18n } from "~/i18n/react";

/** §8: a failed admin screen says so and offers a retry that reloads the page. */
export function AdminError({ message }: { message?: string }) {
  const { t } = useI18n();
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : undefined;
  // A screen outside the viewer's role answers 403 with its reason, already translated (decision 026).
  const reason =
    isRouteErrorResponse(error) && error.status === 403 && typeof error.data === "string"
      ? error.data
      : undefined;
  return (
    <section role="alert" className="rounded-lg border border-red-200 bg-red-50 p-6 text-red-900">
      <title>{`${t("admin.ui.error")} · ${t("common.siteName")}`}</title>
      <h1 className="text-xl font-semibold">{message ?? reason ?? t("admin.ui.error")}</h1>
      {status && <p className="mt-1 text-sm">{t("common.states.httpError", { status })}</p>}
      <button
        type="button"
        onClick={() => window.location.reload()}
        className="mt-4 rounded-md bg-red-800 px-4 py-2 text-sm font-semibold text-white hover:bg-red-900"
      >
        {t("admin.ui.retry")}
      </button>
    </section>
  );
}
