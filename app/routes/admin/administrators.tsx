import { useEffect, useRef, type ReactNode } from "react";
import { data, Form, redirect, useActionData, useFetcher, type FetcherWithComponents } from "react-router";
import type { Route } from "./+types/administrators";
import { AdminError } from "~/components/admin/error-boundary";
import { Notice, NOTICE_MS, useTimed } from "~/components/admin/notice";
import { PageHeader } from "~/components/admin/page-header";
import type { Translate } from "~/i18n/catalogues.server";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { changePasswordSchema, ownEmailSchema, PASSWORD_PARAMS } from "~/modules/admins/admins.schema";
import { changeOwnPassword, setOwnEmail } from "~/modules/admins/admins.server";
import { recordAudit } from "~/modules/audit/audit.server";
import { findAdminById } from "~/modules/auth/admins.server";
import { requireAdmin, sessionCookie } from "~/http/auth/guard.server";
import { allows, ROLES, type Role } from "~/modules/access/roles";
import { runLifecycleIntent, LIFECYCLE_INTENTS, type LifecycleIntent } from "./accounts-actions.server";
import { addAccountSchema } from "~/modules/admins/roles.schema";
import {
  createAccount,
  listAccounts,
  listPendingInvitations,
  signOutEverywhere,
} from "~/modules/admins/lifecycle.server";
import { getSiteSetting } from "~/modules/settings/site-settings.server";
import { startBrowserSession } from "~/http/auth/sign-in.server";
import { formDataToObject, parseWith, type FieldErrors } from "~/modules/validation/validation";
import { readFormData } from "~/http/form-data.server";
import { requestContext } from "~/http/request-context.server";
import { PAGES } from "~/lib/paths";

type Intent = "add" | "email" | "password" | "signOutSelf" | LifecycleIntent;

interface ActionData {
  intent: Intent | "unknown";
  isDone: boolean;
  message: string;
  errors?: FieldErrors;
}

/**
 * Every account manages its own e-mail, password and sessions here; the administrator role also sees the
 * accounts and manages them (decision 026): invitations, roles, disabling, deleting, the two-step policy.
 */
export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdmin(args, "signedIn");
  const { db } = args.context.services;
  const locale = requestContext(args.request, args.context).locale;
  const canManage = allows(viewer.role, "accounts");
  const me = await findAdminById(db, viewer.id);
  const when = (iso: string) => formatDate(iso, locale, { dateStyle: "medium", timeStyle: "short" }) ?? "";
  return {
    viewerId: viewer.id,
    viewerEmail: me?.email ?? "",
    canManage,
    admins: canManage
      ? (await listAccounts(db)).map((admin) => ({
          id: admin.id,
          username: admin.username,
          email: admin.email,
          role: admin.role,
          isActive: admin.is_active,
          lastLogin: admin.last_login_at ? when(admin.last_login_at) : "",
        }))
      : [],
    invitations: canManage
      ? (await listPendingInvitations(db)).map((invitation) => ({
          id: invitation.id,
          email: invitation.email,
          role: invitation.role,
          expires: when(invitation.expires_at),
        }))
      : [],
    requireTwoFactor: canManage ? await getSiteSetting(db, "require_two_factor") : false,
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
  const viewer = await requireAdmin(args, "signedIn");
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

  const isManaging = intent === "add" || LIFECYCLE_INTENTS.includes(intent as LifecycleIntent);
  if (isManaging && !allows(viewer.role, "accounts")) {
    return data<ActionData>(
      { intent: "unknown", isDone: false, message: t("admin.roles.forbidden") },
      { status: 403 },
    );
  }

  if (intent === "add") {
    const parsed = parseWith(addAccountSchema, values);
    if (!parsed.isValid) return refused("add", parsed.errors);
    const result = await createAccount(db, parsed.data, viewer);
    if (result.status !== "done") return refused("add", result.status === "invalid" ? result.errors : {});
    return data<ActionData>({
      intent,
      isDone: true,
      message: t("admin.accounts.add.done", { username: result.value.username }),
    });
  }

  if (LIFECYCLE_INTENTS.includes(intent as LifecycleIntent)) {
    const origin = new URL(request.url).origin;
    const outcome = await runLifecycleIntent(context.services, {
      intent: intent as LifecycleIntent,
      values,
      viewer,
      origin: context.services.config.PUBLIC_URL ?? origin,
      t,
    });
    if (!outcome.isDone) return refused(intent as LifecycleIntent, outcome.errors);
    return data<ActionData>({ intent: intent as LifecycleIntent, isDone: true, message: outcome.message });
  }

  if (intent === "signOutSelf") {
    await signOutEverywhere(db, viewer.id, viewer);
    const { config } = context.services;
    throw redirect(`${PAGES.login}`, { headers: { "Set-Cookie": sessionCookie(config, "", 0) } });
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

const selectClass = "mt-1 w-full rounded-md border border-slate-300 px-3 py-2";
const smallButton =
  "rounded-md border border-slate-300 bg-white px-2 py-1 text-xs font-semibold text-slate-800 hover:bg-slate-100";
const dangerButton =
  "rounded-md border border-red-300 bg-white px-2 py-1 text-xs font-semibold text-red-800 hover:bg-red-50";

/** The role of a new account or an invitation; the three roles with what each may do. */
function RoleSelect(props: { form: string; errors?: string[]; defaultValue?: Role }) {
  const { t } = useI18n();
  const id = `${props.form}-role`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {t("admin.lifecycle.role")}
      </label>
      <select
        id={id}
        name="role"
        defaultValue={props.defaultValue ?? "admin"}
        aria-invalid={props.errors ? true : undefined}
        aria-describedby={props.errors ? `${id}-error` : `${id}-hint`}
        className={selectClass}
      >
        {ROLES.map((role) => (
          <option key={role} value={role}>
            {t(`admin.roles.names.${role}`)}
          </option>
        ))}
      </select>
      <ul id={`${id}-hint`} className="mt-1 space-y-0.5 text-xs text-slate-600">
        {ROLES.map((role) => (
          <li key={role}>
            <span className="font-semibold">{t(`admin.roles.names.${role}`)}</span>
            {" : "}
            {t(`admin.roles.descriptions.${role}`)}
          </li>
        ))}
      </ul>
      {props.errors?.map((error) => (
        <p key={error} id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ))}
    </div>
  );
}

type AccountRow = Route.ComponentProps["loaderData"]["admins"][number];

/** The intents a row of the accounts list posts; their answers show above the list. */
const ROW_INTENTS = ["role", "disable", "enable", "delete", "signOut"] as const satisfies LifecycleIntent[];

/**
 * One action on an account: a plain form, so it works without JavaScript; a `confirm` question is asked
 * first, and the post is dropped when it is declined. Fields it needs go before its button.
 */
function RowAction(props: {
  intent: (typeof ROW_INTENTS)[number];
  accountId: number;
  label: string;
  confirm?: string;
  isDanger?: boolean;
  className?: string;
  children?: ReactNode;
}) {
  const { confirm } = props;
  return (
    <Form
      method="post"
      className={props.className}
      onSubmit={
        confirm
          ? (event) => {
              if (!window.confirm(confirm)) event.preventDefault();
            }
          : undefined
      }
    >
      <input type="hidden" name="intent" value={props.intent} />
      <input type="hidden" name="id" value={props.accountId} />
      {props.children}
      <button type="submit" className={props.isDanger ? dangerButton : smallButton}>
        {props.label}
      </button>
    </Form>
  );
}

/** One account's actions (administrator role). */
function AccountActions({ account, isSelf }: { account: AccountRow; isSelf: boolean }) {
  const { t } = useI18n();
  const selectId = `role-${account.id}`;
  return (
    <div className="flex flex-wrap items-center gap-2">
      <RowAction
        intent="role"
        accountId={account.id}
        label={t("admin.lifecycle.saveRole")}
        className="flex items-center gap-1"
      >
        <label htmlFor={selectId} className="sr-only">
          {t("admin.lifecycle.roleOf", { username: account.username })}
        </label>
        <select
          id={selectId}
          name="role"
          defaultValue={account.role}
          className="rounded-md border border-slate-300 px-2 py-1 text-xs"
        >
          {ROLES.map((role) => (
            <option key={role} value={role}>
              {t(`admin.roles.names.${role}`)}
            </option>
          ))}
        </select>
      </RowAction>
      <RowAction
        intent={account.isActive ? "disable" : "enable"}
        accountId={account.id}
        label={account.isActive ? t("admin.lifecycle.disable") : t("admin.lifecycle.enable")}
      />
      {!isSelf && <RowAction intent="signOut" accountId={account.id} label={t("admin.lifecycle.signOut")} />}
      <RowAction
        intent="delete"
        accountId={account.id}
        label={t("admin.lifecycle.delete")}
        confirm={t("admin.lifecycle.deleteConfirm", { username: account.username })}
        isDanger
      />
    </div>
  );
}

/** The answer of a row's form (a page post), shown above the list. */
function RowNotice() {
  const actionData = useActionData<ActionData>();
  const isRowIntent = actionData !== undefined && [...ROW_INTENTS, "unknown"].includes(actionData.intent);
  const errors = actionData?.errors ? Object.values(actionData.errors).flat() : [];
  const [shown, close] = useTimed(isRowIntent ? actionData : undefined, NOTICE_MS);
  if (!shown) return null;
  const message = shown.isDone ? shown.message : (errors[0] ?? shown.message);
  return <Notice tone={shown.isDone ? "success" : "error"} message={message} onClose={close} />;
}

function AccountsList({ loaderData }: { loaderData: Route.ComponentProps["loaderData"] }) {
  const { t } = useI18n();
  return (
    <section aria-labelledby="admins-list" className="mb-8 space-y-3">
      <h2 id="admins-list" className="text-lg font-semibold text-brand-900">
        {t("admin.accounts.listTitle")}
      </h2>
      <RowNotice />
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
                {t("admin.lifecycle.role")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("admin.lifecycle.status")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("admin.accounts.lastLogin")}
              </th>
              <th scope="col" className="px-3 py-2 text-start">
                {t("admin.lifecycle.actions")}
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
                <td className="px-3 py-2">{t(`admin.roles.names.${admin.role}`)}</td>
                <td className="px-3 py-2">
                  {admin.isActive ? t("admin.lifecycle.active") : t("admin.lifecycle.disabled")}
                </td>
                <td className="px-3 py-2">{admin.lastLogin || t("admin.accounts.never")}</td>
                <td className="px-3 py-2">
                  <AccountActions account={admin} isSelf={admin.id === loaderData.viewerId} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {loaderData.invitations.length > 0 && (
        <section aria-labelledby="invitations-title">
          <h3 id="invitations-title" className="text-base font-semibold text-brand-900">
            {t("admin.lifecycle.pending.title")}
          </h3>
          <ul className="mt-1 list-disc ps-6 text-sm text-slate-700">
            {loaderData.invitations.map((invitation) => (
              <li key={invitation.id}>
                <bdi>
                  {t("admin.lifecycle.pending.expires", {
                    email: invitation.email,
                    role: t(`admin.roles.names.${invitation.role}`),
                    date: invitation.expires,
                  })}
                </bdi>
              </li>
            ))}
          </ul>
        </section>
      )}
    </section>
  );
}

export default function Administrators({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  return (
    <section>
      <PageHeader title={t("admin.accounts.title")} />
      {loaderData.canManage && <AccountsList loaderData={loaderData} />}

      <div className="grid gap-6 xl:grid-cols-3">
        {loaderData.canManage && (
          <AccountForm
            intent="invite"
            title={t("admin.lifecycle.invite.title")}
            submit={t("admin.lifecycle.invite.submit")}
            resetOnSuccess
          >
            {(errors) => (
              <>
                <p className="text-sm text-slate-700">{t("admin.lifecycle.invite.hint")}</p>
                <Field
                  form="invite"
                  name="username"
                  label={t("admin.accounts.fields.username")}
                  autoComplete="off"
                  errors={errors.username}
                  hint={t("admin.accounts.add.hint")}
                />
                <Field
                  form="invite"
                  name="email"
                  type="email"
                  label={t("admin.accounts.fields.email")}
                  autoComplete="off"
                  errors={errors.email}
                />
                <RoleSelect form="invite" errors={errors.role} defaultValue="editor" />
              </>
            )}
          </AccountForm>
        )}

        {loaderData.canManage && (
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
                <RoleSelect form="add" errors={errors.role} />
              </>
            )}
          </AccountForm>
        )}

        {loaderData.canManage && (
          <AccountForm
            intent="policy"
            title={t("admin.lifecycle.policy.title")}
            submit={t("admin.lifecycle.policy.submit")}
            resetOnSuccess={false}
          >
            {() => (
              <div>
                <label className="flex items-start gap-2 text-sm font-medium text-slate-800">
                  <input
                    type="checkbox"
                    name="require_two_factor"
                    defaultChecked={loaderData.requireTwoFactor}
                    aria-describedby="policy-hint"
                    className="mt-1"
                  />
                  {t("admin.lifecycle.policy.label")}
                </label>
                <p id="policy-hint" className="mt-1 text-xs text-slate-600">
                  {t("admin.lifecycle.policy.hint")}
                </p>
              </div>
            )}
          </AccountForm>
        )}

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

        <section
          aria-labelledby="own-sessions-title"
          className="rounded-lg border border-slate-200 bg-white p-5 shadow-sm"
        >
          <h2 id="own-sessions-title" className="mb-3 text-lg font-semibold text-brand-900">
            {t("admin.lifecycle.own.title")}
          </h2>
          <p className="mb-3 text-sm text-slate-700">{t("admin.lifecycle.own.hint")}</p>
          {/* A page post: the answer is the sign-in page, with this browser's cookie cleared. */}
          <Form method="post" reloadDocument>
            <input type="hidden" name="intent" value="signOutSelf" />
            <button
              type="submit"
              className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800"
            >
              {t("admin.lifecycle.own.submit")}
            </button>
          </Form>
        </section>
      </div>
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
