import { data, Form, useNavigation } from "react-router";
import { z } from "zod";
import type { Route } from "./+types/personal-data";
import { AdminError } from "~/components/admin/error-boundary";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { useI18n } from "~/i18n/react";
import { recordAudit } from "~/modules/audit/audit.server";
import { requireAdmin } from "~/http/auth/guard.server";
import {
  collectPersonalData,
  countRecords,
  erasePersonalData,
  type PersonalTable,
} from "~/modules/forms/personal-data.server";
import { requestLanguage } from "~/http/forms/request.server";
import { readFormData } from "~/http/form-data.server";
import { ADMIN } from "~/lib/paths";

/** The journal names inboxes `inbox.<kind>`; the erased address itself is not written there. */
const INBOX_OF: Partial<Record<PersonalTable, string>> = {
  contact_messages: "inbox.contact",
  join_requests: "inbox.rejoindre",
  community_applications: "inbox.community",
  partner_requests: "inbox.partners",
  newsletter_subscribers: "inbox.newsletter",
};

const emailSchema = z.string().trim().min(1).max(254).pipe(z.email());

/** `?email=` shows what is held about the address (a GET form: the search works without JavaScript). */
export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "personalData");
  const raw = new URL(args.request.url).searchParams.get("email");
  if (raw === null) return { email: "", isInvalid: false, counts: null };
  const parsed = emailSchema.safeParse(raw);
  if (!parsed.success) return { email: raw.slice(0, 254), isInvalid: true, counts: null };
  const counts = countRecords(await collectPersonalData(args.context.services.db, parsed.data));
  return { email: parsed.data, isInvalid: false, counts };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAdmin(args, "personalData");
  const form = await readFormData(args.request);
  const parsed = emailSchema.safeParse(form.get("email"));
  if (!parsed.success) return data({ deleted: null, email: "", isConfirmMissing: false }, { status: 400 });
  if (form.get("confirm") !== "on") {
    return data({ deleted: null, email: parsed.data, isConfirmMissing: true }, { status: 400 });
  }
  const { db, storage } = args.context.services;
  const removed = await erasePersonalData(db, storage, parsed.data);
  const { t } = requestLanguage(args.request, args.context);
  for (const [table, count] of Object.entries(removed) as Array<[PersonalTable, number]>) {
    const resource = INBOX_OF[table];
    if (!resource || count === 0) continue;
    await recordAudit(db, {
      actor: viewer,
      action: "delete",
      resource,
      summary: t("formsAdmin.personalData.auditSummary", { count }),
    });
  }
  const deleted = Object.values(removed).reduce((sum, count) => sum + count, 0);
  return { deleted, email: parsed.data, isConfirmMissing: false };
}

const buttonClass = "rounded-md px-4 py-2 text-sm font-semibold disabled:opacity-60";

export default function PersonalData({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const isBusy = useNavigation().state !== "idle";
  const { email, counts } = loaderData;
  const total = counts ? Object.values(counts).reduce((sum, count) => sum + count, 0) : 0;

  return (
    <section>
      <PageHeader
        title={t("formsAdmin.personalData.title")}
        subtitle={t("formsAdmin.personalData.subtitle")}
      />
      <div className="space-y-3">
        {actionData?.deleted !== null && actionData?.deleted !== undefined && (
          <Notice
            tone="success"
            message={t("formsAdmin.personalData.deleted", {
              count: actionData.deleted,
              email: actionData.email,
            })}
          />
        )}
        {actionData?.isConfirmMissing && (
          <Notice tone="error" message={t("formsAdmin.personalData.confirmRequired")} />
        )}
      </div>
      <Form method="get" className="mt-6 flex flex-wrap items-end gap-3">
        <div className="min-w-64 flex-1">
          <label htmlFor="email" className="block text-sm font-medium text-slate-800">
            {t("formsAdmin.personalData.email")}
          </label>
          <input
            id="email"
            name="email"
            type="email"
            dir="ltr"
            required
            defaultValue={email}
            aria-invalid={loaderData.isInvalid ? true : undefined}
            aria-describedby={loaderData.isInvalid ? "email-error" : undefined}
            className="mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 rtl:text-end"
          />
          {loaderData.isInvalid && (
            <p id="email-error" className="mt-1 text-sm text-red-700">
              {t("formsAdmin.personalData.invalidEmail")}
            </p>
          )}
        </div>
        <button type="submit" className={`${buttonClass} bg-brand-700 text-white hover:bg-brand-800`}>
          {t("formsAdmin.personalData.search")}
        </button>
      </Form>

      {counts && (
        <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6">
          <p className="font-medium text-slate-900">
            {t("formsAdmin.personalData.found", { count: total, email })}
          </p>
          {total > 0 && (
            <>
              <ul className="mt-3 list-inside list-disc text-slate-700">
                {(Object.entries(counts) as Array<[PersonalTable, number]>)
                  .filter(([, count]) => count > 0)
                  .map(([table, count]) => (
                    <li key={table}>
                      {t(`formsAdmin.personalData.tables.${table}`)} ({count})
                    </li>
                  ))}
              </ul>
              <div className="mt-6 flex flex-wrap items-start gap-6">
                {/* A plain form: the browser downloads the file the export route answers. */}
                <form method="post" action={ADMIN.personalDataExport}>
                  <input type="hidden" name="email" value={email} />
                  <button
                    type="submit"
                    className={`${buttonClass} border border-brand-700 text-brand-800 hover:bg-brand-50`}
                  >
                    {t("formsAdmin.personalData.export")}
                  </button>
                </form>
                <Form method="post" className="space-y-3 rounded-md border border-red-200 bg-red-50 p-4">
                  <p className="font-semibold text-red-900">{t("formsAdmin.personalData.deleteTitle")}</p>
                  <input type="hidden" name="email" value={email} />
                  <div className="flex items-start gap-2">
                    <input id="confirm" name="confirm" type="checkbox" required className="mt-1 size-4" />
                    <label htmlFor="confirm" className="text-sm text-red-900">
                      {t("formsAdmin.personalData.deleteConfirm")}
                    </label>
                  </div>
                  <button
                    type="submit"
                    disabled={isBusy}
                    className={`${buttonClass} bg-red-800 text-white hover:bg-red-900`}
                  >
                    {t("formsAdmin.personalData.delete")}
                  </button>
                </Form>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
