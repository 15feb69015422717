import { useEffect, useRef, type ReactNode } from "react";
import { data, useActionData, useFetcher, type FetcherWithComponents } from "react-router";
import type { Route } from "./+types/administrators";
import { AdminError } from "~/components/admin/error-boundary";
import { Notice, NOTICE_MS, useTimed } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import type { Translate } from "~/i18n/catalogues.server";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import {
  addAdminSchema,
  changePasswordSchema,
  ownEmailSchema,
  PASSWORD_PARAMS,
} from "~/modules/admins/admins.schema";
import { addAdmin, changeOwnPassword, listAdmins, setOwnEmail } from "~/modules/admins/admins.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { findAdminById } from "~/modules/auth/admins.server";
import { requireAdmin } from "~/http/auth/guard.server";
import { startBrowserSession } from "~/http/auth/sign-in.server";
import { formDataToObject, parseWith, type FieldErrors } from "~/modules/validation/validation";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";

type Intent = "add" | "email" | "password";

interface ActionData {
  intent: Intent | "unknown";
  isDone: boolean;
  message: string;
  errors?: FieldErrors;
}

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdmin(args);
  const { db } = args.context.services;
  const locale = requestContext(args.request, args.context).locale;
  const admins = await listAdmins(db);
  const me = await findAdminById(db, viewer.id);
  return {
    viewerId: viewer.id,
    viewerEmail: me?.email ?? "",
    admins: admins.map((admin) => ({
      id: admin.id,
      username: admin.username,
      email: admin.email,
      lastLogin: admin.last_login_at
        ? (formatDate(admin.last_login_at, locale, { dateStyle: "medium", timeStyle: "short" }) ?? "")
        : "",
    })),
  };
}

/** Catalogue keys from the schema and the module, with the password policy's numbers. */
const translateErrors = (t: Translate, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, messages]) => [
      field,
      messages.map((key) => t(key as Parameters<Translate>[0], PASSWORD_PARAMS)),
    ]),
  );

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAdmin(args);
  const { request, context } = args;
  const { db } = context.services;
  const t = requestContext(request, context).t;
  let form: FormData;
  try {
    form = await readFormData(request);
  } catch {
    return data<ActionData>(
      { intent: "unknown", isDone: false, message: t("admin.content.form.invalidRequest") },
      400,
    );
  }
  const values = formDataToObject(form);
  const intent = values.intent;
  const refused = (which: Intent, errors: FieldErrors) =>
    data<ActionData>(
      {
        intent: which,
        isDone: false,
        message: t("admin.accounts.errors.form"),
        errors: translateErrors(t, errors),
      },
      { status: 400 },
    );

  if (intent === "add") {
    const parsed = parseWith(addAdminSchema, values);
    if (!parsed.isValid) return refused("add", parsed.errors);
    const result = await addAdmin(db, parsed.data);
    if (!result.isDone) return refused("add", result.errors);
    await recordAudit(db, {
      actor: viewer,
      action: "create",
      resource: "admins",
      itemId: result.value.id,
      summary: result.value.username,
    });
    return data<ActionData>({
      intent,
      isDone: true,
      message: t("admin.accounts.add.done", { username: result.value.username }),
    });
  }

  if (intent === "email") {
    const parsed = parseWith(ownEmailSchema, values);
    if (!parsed.isValid) return refused("email", parsed.errors);
    const result = await setOwnEmail(db, viewer.id, parsed.data.email);
    if (!result.isDone) return refused("email", result.errors);
    await recordAudit(db, {
      actor: viewer,
      action: "update",
      resource: "admins",
      itemId: viewer.id,
      summary: `${viewer.username} · ${parsed.data.email}`,
    });
    return data<ActionData>({ intent, isDone: true, message: t("admin.accounts.ownEmail.done") });
  }

  if (intent === "password") {
    const parsed = parseWith(changePasswordSchema, values);
    if (!parsed.isValid) return refused("password", parsed.errors);
    const result = await changeOwnPassword(db, viewer.id, parsed.data);
    if (!result.isDone) return refused("password", result.errors);
    await recordAudit(db, {
      actor: viewer,
      action: "passwordChange",
      resource: "admins",
      itemId: viewer.id,
      summary: viewer.username,
    });
    // Every session ended with the change; this browser gets a fresh one so the administrator stays in.
    const headers = await startBrowserSession(context, request, result.value);
    return data<ActionData>(
      { intent, isDone: true, message: t("admin.accounts.password.done") },
      { headers },
    );
  }

  return data<ActionData>(
    { intent: "unknown", isDone: false, message: t("admin.content.form.invalidRequest") },
    400,
  );
}

const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600";

function Field(props: {
  form: string;
  name: string;
  label: string;
  type?: string;
  autoComplete: string;
  defaultValue?: string;
  errors?: string[];
  hint?: string;
}) {
  const id = `${props.form}-${props.name}`;
  const describedBy = [props.hint ? `${id}-hint` : "", props.errors ? `${id}-error` : ""]
    .filter(Boolean)
    .join(" ");
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {props.label}
      </label>
      <input
        id={id}
        name={props.name}
        type={props.type ?? "text"}
        autoComplete={props.autoComplete}
        defaultValue={props.defaultValue}
        aria-invalid={props.errors ? true : undefined}
        aria-describedby={describedBy || undefined}
        className={inputClass}
        dir={props.type === "email" || props.type === "password" ? "ltr" : undefined}
      />
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

/** A form of this screen: its own fetcher, its message for 5 s, cleared after success when asked. */
function AccountForm(props: {
  intent: Intent;
  title: string;
  submit: string;
  resetOnSuccess: boolean;
  children: (errors: FieldErrors) => ReactNode;
}) {
  const { t } = useI18n();
  const fetcher: FetcherWithComponents<ActionData> = useFetcher<ActionData>({
    key: `accounts-${props.intent}`,
  });
  // Without JavaScript the form posts the page: its answer comes back as the route's action data.
  const actionData = useActionData<ActionData>();
  const result = fetcher.data ?? (actionData?.intent === props.intent ? actionData : undefined);
  const form = useRef<HTMLFormElement>(null);
  const [message, closeMessage] = useTimed(result, NOTICE_MS);
  const { resetOnSuccess } = props;
  useEffect(() => {
    if (fetcher.data?.isDone && resetOnSuccess) form.current?.reset();
  }, [fetcher.data, resetOnSuccess]);
  const isBusy = fetcher.state !== "idle";
  return (
    <section
      aria-labelledby={`${props.intent}-title`}
      className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id={`${props.intent}-title`} className="mb-3 text-lg font-semibold text-brand-900">
        {props.title}
      </h2>
      <fetcher.Form ref={form} method="post" noValidate className="space-y-4">
        <input type="hidden" name="intent" value={props.intent} />
        {message && (
          <Notice
            tone={message.isDone ? "success" : "error"}
            message={message.message}
            onClose={closeMessage}
          />
        )}
        {props.children(result?.isDone === false ? (result.errors ?? {}) : {})}
        <button
          type="submit"
          disabled={isBusy}
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
        >
          {isBusy ? t("admin.accounts.sending") : props.submit}
        </button>
      </fetcher.Form>
    </section>
  );
}

export default function Administrators({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section>
      <PageHeader title={t("admin.accounts.title")} />
      <section aria-labelledby="admins-list" className="mb-8">
        <h2 id="admins-list" className="mb-3 text-lg font-semibold text-brand-900">
          {t("admin.accounts.listTitle")}
        </h2>
        <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
          <table className="w-full text-sm">
            <thead className="bg-slate-50 text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("admin.accounts.username")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("admin.accounts.email")}
                </th>
                <th scope="col" className="px-3 py-2 text-start">
                  {t("admin.accounts.lastLogin")}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {loaderData.admins.map((admin) => (
                <tr key={admin.id}>
                  <td className="px-3 py-2 font-medium">
                    {admin.username}
                    {admin.id === loaderData.viewerId && (
                      <span className="ms-2 text-xs text-slate-600">({t("admin.accounts.you")})</span>
                    )}
                  </td>
                  <td className="px-3 py-2 break-all">{admin.email || t("admin.accounts.noEmail")}</td>
                  <td className="px-3 py-2">{admin.lastLogin || t("admin.accounts.never")}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </section>

      <div className="grid gap-6 xl:grid-cols-3">
        <AccountForm
          intent="add"
          title={t("admin.accounts.add.title")}
          submit={t("admin.accounts.add.submit")}
          resetOnSuccess
        >
          {(errors) => (
            <>
              <Field
                form="add"
                name="username"
                label={t("admin.accounts.fields.username")}
                autoComplete="off"
                errors={errors.username}
                hint={t("admin.accounts.add.hint")}
              />
              <Field
                form="add"
                name="email"
                type="email"
                label={t("admin.accounts.fields.email")}
                autoComplete="off"
                errors={errors.email}
              />
              <Field
                form="add"
                name="password"
                type="password"
                label={t("admin.accounts.fields.password")}
                autoComplete="new-password"
                errors={errors.password}
                hint={t("admin.accounts.password.hint", PASSWORD_PARAMS)}
              />
              <Field
                form="add"
                name="confirm"
                type="password"
                label={t("admin.accounts.fields.confirm")}
                autoComplete="new-password"
                errors={errors.confirm}
              />
            </>
          )}
        </AccountForm>

        <AccountForm
          intent="email"
          title={t("admin.accounts.ownEmail.title")}
          submit={t("admin.accounts.ownEmail.submit")}
          resetOnSuccess={false}
        >
          {(errors) => (
            <Field
              form="own"
              name="email"
              type="email"
              label={t("admin.accounts.fields.email")}
              autoComplete="email"
              defaultValue={loaderData.viewerEmail}
              errors={errors.email}
              hint={t("admin.accounts.ownEmail.hint")}
            />
          )}
        </AccountForm>

        <AccountForm
          intent="password"
          title={t("admin.accounts.password.title")}
          submit={t("admin.accounts.password.submit")}
          resetOnSuccess
        >
          {(errors) => (
            <>
              <Field
                form="password"
                name="current"
                type="password"
                label={t("admin.accounts.fields.current")}
                autoComplete="current-password"
                errors={errors.current}
              />
              <Field
                form="password"
                name="password"
                type="password"
                label={t("admin.accounts.fields.newPassword")}
                autoComplete="new-password"
                errors={errors.password}
                hint={t("admin.accounts.password.hint", PASSWORD_PARAMS)}
              />
              <Field
                form="password"
                name="confirm"
                type="password"
                label={t("admin.accounts.fields.confirmNew")}
                autoComplete="new-password"
                errors={errors.confirm}
              />
            </>
          )}
        </AccountForm>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
