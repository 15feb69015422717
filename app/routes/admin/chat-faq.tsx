/**
 * The assistant's FAQ: questions and answers in three languages that take precedence over the
 * built-in answers. Create, edit, publish, delete (with an inline confirmation, §4).
 */
import { useState } from "react";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/chat-faq";
import { AdminError } from "~/components/admin/error-boundary";
import { Notice } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import { Icon } from "~/components/ui/icon";
import { LOCALES, type Locale } from "~/i18n/config";
import { formatDate, localized, missingLocales } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { recordAudit } from "~/modules/audit/audit.server";
import { requireAdmin } from "~/http/auth/guard.server";
import { deleteFaq, getFaq, listFaq, saveFaq, type FaqRow } from "~/modules/chat/faq.server";
import { formDataToObject, type FieldErrors } from "~/modules/validation/validation";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { ADMIN } from "~/lib/paths";

type FieldName = `question_${Locale}` | `answer_${Locale}` | "link";
type Values = Record<FieldName, string> & { is_published: boolean };

const valuesOf = (row: FaqRow | undefined): Values => ({
  question_fr: row?.question_fr ?? "",
  question_en: row?.question_en ?? "",
  question_ar: row?.question_ar ?? "",
  answer_fr: row?.answer_fr ?? "",
  answer_en: row?.answer_en ?? "",
  answer_ar: row?.answer_ar ?? "",
  link: row?.link ?? "",
  is_published: row ? row.is_published === 1 : true,
});

const idOf = (value: unknown) => {
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
};

export async function loader(args: Route.LoaderArgs) {
  await requireAdmin(args, "chat");
  const { db } = args.context.services;
  const locale = requestContext(args.request, args.context).locale;
  const url = new URL(args.request.url);
  const editId = idOf(url.searchParams.get("edit"));
  const editing = editId ? await getFaq(db, editId) : undefined;
  const rows = await listFaq(db);
  return {
    editId: editing?.id ?? null,
    values: valuesOf(editing),
    isEditMissing: editId !== undefined && !editing,
    confirmId: idOf(url.searchParams.get("confirm")) ?? null,
    notice:
      (["created", "saved", "deleted"] as const).find((name) => url.searchParams.get(name) === "1") ?? null,
    entries: rows.map((row) => ({
      id: row.id,
      question: localized(row, "question", locale),
      answer: localized(row, "answer", locale),
      isPublished: row.is_published === 1,
      missing: [...new Set([...missingLocales(row, "question"), ...missingLocales(row, "answer")])],
      updated: formatDate(row.updated_at, locale, { dateStyle: "medium" }) ?? "",
    })),
  };
}

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAdmin(args, "chat");
  const { db } = args.context.services;
  const t = requestContext(args.request, args.context).t;
  const form = await readFormData(args.request);
  const intent = form.get("intent");
  const id = idOf(form.get("id"));

  if (intent === "delete") {
    const row = id ? await getFaq(db, id) : undefined;
    if (row && (await deleteFaq(db, row.id))) {
      await recordAudit(db, {
        actor: viewer,
        action: "delete",
        resource: "faq",
        itemId: row.id,
        summary: row.question_fr || row.question_en || row.question_ar,
      });
    }
    return redirect(`${ADMIN.faq}?deleted=1`);
  }

  const values = formDataToObject(form);
  const result = await saveFaq(db, {
    id,
    values: { ...values, is_published: values.is_published ?? "0" },
    translate: (key) => t(key as Parameters<typeof t>[0]),
  });
  if (!result.isSaved && "isMissing" in result) return redirect(`${ADMIN.faq}?edit=${id}`);
  if (!result.isSaved) {
    return data({ errors: result.errors, values, message: t("chat.faq.errors.invalid") }, { status: 400 });
  }
  await recordAudit(db, {
    actor: viewer,
    action: id ? "update" : "create",
    resource: "faq",
    itemId: result.row.id,
    summary: result.row.question_fr || result.row.question_en || result.row.question_ar,
  });
  // Back to an empty form in create mode (§4 Admin forms).
  return redirect(`${ADMIN.faq}?saved=1`);
}

const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";
const buttonClass =
  "inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-2 py-1 text-sm text-slate-800 hover:bg-brand-50";

function Field(props: {
  name: FieldName;
  label: string;
  defaultValue: string;
  errors?: string[];
  lang?: Locale;
  isMultiline?: boolean;
  hint?: string;
}) {
  const id = `faq-${props.name}`;
  const describedBy =
    [props.hint ? `${id}-hint` : "", props.errors?.length ? `${id}-error` : ""].filter(Boolean).join(" ") ||
    undefined;
  const common = {
    id,
    name: props.name,
    defaultValue: props.defaultValue,
    lang: props.lang,
    dir: props.lang === "ar" ? ("rtl" as const) : props.lang ? ("ltr" as const) : undefined,
    "aria-invalid": props.errors?.length ? true : undefined,
    "aria-describedby": describedBy,
    className: inputClass,
  };
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      {props.isMultiline ? <textarea rows={4} {...common} /> : <input type="text" {...common} />}
      {props.hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-slate-600">
          {props.hint}
        </p>
      )}
      {props.errors?.map((error) => (
        <p key={error} id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ))}
    </div>
  );
}

export default function ChatFaq({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const [confirmId, setConfirmId] = useState<number | null>(loaderData.confirmId);
  const errors: FieldErrors = actionData?.errors ?? {};
  const submitted = actionData?.values as Partial<Record<FieldName | "is_published", string>> | undefined;
  const value = (name: FieldName) => submitted?.[name] ?? loaderData.values[name];
  const isPublished = submitted ? submitted.is_published !== undefined : loaderData.values.is_published;
  const isEditing = loaderData.editId !== null;
  const formKey = `${loaderData.editId ?? "new"}-${loaderData.notice ?? ""}`;

  return (
    <section>
      <PageHeader
        title={t("chat.faq.title")}
        subtitle={t("chat.faq.intro")}
        back={{ to: ADMIN.chat, label: t("chat.admin.title") }}
      />
      <div className="mb-4 space-y-2">
        {loaderData.notice === "created" && <Notice tone="success" message={t("chat.admin.faqCreated")} />}
        {loaderData.notice === "saved" && <Notice tone="success" message={t("chat.faq.saved")} />}
        {loaderData.notice === "deleted" && <Notice tone="success" message={t("chat.faq.deleted")} />}
        {loaderData.isEditMissing && <Notice tone="error" message={t("chat.faq.notFound")} />}
        {actionData?.message && <Notice tone="error" message={actionData.message} />}
      </div>

      <Form
        key={formKey}
        id="faq-form"
        method="post"
        className="mb-8 space-y-4 rounded-lg border border-slate-200 bg-white p-4"
        aria-labelledby="faq-form-title"
      >
        <h2 id="faq-form-title" className="text-lg font-semibold text-brand-900">
          {isEditing ? t("chat.faq.editEntry") : t("chat.faq.newEntry")}
        </h2>
        {isEditing && <input type="hidden" name="id" value={loaderData.editId ?? ""} />}
        {errors._form?.map((error) => (
          <p key={error} className="text-sm text-red-700">
            {error}
          </p>
        ))}
        <div className="grid gap-4 lg:grid-cols-3">
          {LOCALES.map((locale) => (
            <fieldset key={locale} className="space-y-3 rounded-md border border-slate-200 p-3">
              <legend className="px-1 text-sm font-semibold text-slate-800">
                {t(`common.languages.${locale}`)}
              </legend>
              <Field
                name={`question_${locale}`}
                label={t("chat.faq.question", { language: locale.toUpperCase() })}
                defaultValue={value(`question_${locale}`)}
                errors={errors[`question_${locale}`]}
                lang={locale}
              />
              <Field
                name={`answer_${locale}`}
                label={t("chat.faq.answer", { language: locale.toUpperCase() })}
                defaultValue={value(`answer_${locale}`)}
                errors={errors[`answer_${locale}`]}
                lang={locale}
                isMultiline
              />
            </fieldset>
          ))}
        </div>
        <Field
          name="link"
          label={t("chat.faq.link")}
          defaultValue={value("link")}
          errors={errors.link}
          hint={t("chat.faq.linkHelp")}
        />
        <div className="flex items-center gap-2">
          <input
            id="faq-is_published"
            type="checkbox"
            name="is_published"
            value="1"
            defaultChecked={isPublished}
            className="size-4"
          />
          <label htmlFor="faq-is_published" className="text-sm text-slate-800">
            {t("chat.faq.isPublished")}
          </label>
        </div>
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="intent"
            value="save"
            disabled={navigation.state === "submitting"}
            className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
          >
            {t("chat.faq.save")}
          </button>
          {isEditing && (
            <Link
              to={ADMIN.faq}
              className="rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50"
            >
              {t("chat.faq.cancel")}
            </Link>
          )}
        </div>
      </Form>

      <h2 className="mb-3 text-lg font-semibold text-brand-900">{t("chat.faq.list")}</h2>
      {loaderData.entries.length === 0 ? (
        <p className="rounded-md bg-slate-100 p-4 text-slate-700">{t("chat.faq.empty")}</p>
      ) : (
        <ul className="space-y-3">
          {loaderData.entries.map((entry) => (
            <li
              key={entry.id}
              className="rounded-lg border border-slate-200 bg-white p-4"
              data-testid="faq-entry"
            >
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1">
                  <p className="font-semibold" dir="auto">
                    {entry.question}
                  </p>
                  <p className="mt-1 whitespace-pre-line text-sm text-slate-700" dir="auto">
                    {entry.answer}
                  </p>
                  <p className="mt-2 flex flex-wrap gap-2 text-xs">
                    <span
                      className={`rounded px-1.5 py-0.5 ${
                        entry.isPublished ? "bg-emerald-100 text-emerald-900" : "bg-slate-200 text-slate-800"
                      }`}
                    >
                      {entry.isPublished ? t("chat.faq.published") : t("chat.faq.draft")}
                    </span>
                    {entry.missing.length > 0 && (
                      <span className="rounded bg-amber-100 px-1.5 py-0.5 text-amber-900">
                        {t("chat.faq.missing", {
                          languages: entry.missing.map((locale) => locale.toUpperCase()).join(", "),
                        })}
                      </span>
                    )}
                    <span className="text-slate-600">{entry.updated}</span>
                  </p>
                </div>
                <Form method="get" className="flex gap-2">
                  <Link to={`${ADMIN.faq}?edit=${entry.id}#faq-form`} className={buttonClass}>
                    <Icon name="edit" className="size-4" />
                    {t("chat.faq.edit")}
                  </Link>
                  <button
                    type="submit"
                    name="confirm"
                    value={entry.id}
                    onClick={(event) => {
                      event.preventDefault();
                      setConfirmId(entry.id);
                    }}
                    className={`${buttonClass} text-red-800 hover:bg-red-50`}
                  >
                    <Icon name="trash" className="size-4" />
                    {t("chat.faq.delete")}
                  </button>
                </Form>
              </div>
              {confirmId === entry.id && (
                <div
                  role="group"
                  aria-labelledby={`faq-confirm-${entry.id}`}
                  className="mt-3 rounded-md border border-red-200 bg-red-50 p-3"
                >
                  <p id={`faq-confirm-${entry.id}`} className="text-sm font-semibold text-red-900">
                    {t("chat.faq.confirmDelete")}
                  </p>
                  <Form method="post" className="mt-2 flex gap-2">
                    <input type="hidden" name="intent" value="delete" />
                    <input type="hidden" name="id" value={entry.id} />
                    <button
                      type="submit"
                      className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800"
                    >
                      {t("chat.faq.confirm")}
                    </button>
                    <button type="button" onClick={() => setConfirmId(null)} className={buttonClass}>
                      {t("chat.faq.cancel")}
                    </button>
                  </Form>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
