import { data, useActionData } from "react-router";
import type { Route } from "./+types/account-security";
import { AdminError } from "~/components/admin/error-boundary";
import { PageHeader } from "~/components/admin/page-header";
import {
  RecoveryCodesShown,
  TwoFactorOff,
  TwoFactorOn,
  TwoFactorSetup,
  type SecurityActionData,
  type SecurityIntent,
} from "~/components/admin/account-security";
import { translatorFor, type Translate } from "~/i18n/catalogues.server";
import { DEFAULT_LOCALE } from "~/i18n/config";
import { formatDate } from "~/i18n/format";
import { useI18n } from "~/i18n/react";
import { recordAudit } from "~/modules/audit/audit.server";
import { mustEnrolTwoFactor, requireAdmin, sessionCookieName, type Viewer } from "~/http/auth/guard.server";
import { Notice } from "~/components/admin/notice";
import { getSiteSetting } from "~/modules/settings/site-settings.server";
import { attemptPasswordCheck, attemptSecondFactor, DEVICE_COOKIE } from "~/modules/auth/login.server";
import { qrPath } from "~/modules/auth/qr-code.server";
import { endOtherSessions } from "~/modules/auth/sessions.server";
import { codeSchema, disableTwoFactorSchema } from "~/modules/auth/two-factor.schema";
import {
  beginTwoFactorSetup,
  cancelTwoFactorSetup,
  confirmTwoFactorSetup,
  disableTwoFactor,
  pendingSetup,
  regenerateRecoveryCodes,
  twoFactorStatus,
} from "~/modules/auth/two-factor.server";
import { findAdminById } from "~/modules/auth/admins.server";
import { readCookie } from "~/lib/cookies";
import { readFormData } from "~/http/form-data.server";
import { formDataToObject, parseWith, type FieldErrors } from "~/modules/validation/validation";
import { requestContext } from "~/http/request-context.server";

/** The issuer authenticator apps show: the foundation's name, the same whatever the page's language. */
const issuer = () => translatorFor(DEFAULT_LOCALE)("common.siteName");

/** Base32 in groups of four, easier to type into an app by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(" ") ?? secret;

export async function loader(args: Route.LoaderArgs) {
  const viewer = await requireAdmin(args, "signedIn", { isOpenBeforeEnrolment: true });
  const { db, config } = args.context.services;
  const locale = requestContext(args.request, args.context).locale;
  const status = await twoFactorStatus(db, viewer.id);
  const setup =
    status.state === "pending"
      ? await pendingSetup({ db, sessionSecret: config.SESSION_SECRET }, viewer, issuer())
      : null;
  return {
    mustEnrol: await mustEnrolTwoFactor(db, viewer),
    state: status.state,
    enabledSince:
      status.state === "on" ? (formatDate(status.enabledAt, locale, { dateStyle: "long" }) ?? "") : "",
    recoveryCodesLeft: status.state === "on" ? status.recoveryCodesLeft : 0,
    setup: setup ? { secret: grouped(setup.secret), uri: setup.uri, qr: qrPath(setup.uri) } : null,
  };
}

interface ActionContext {
  args: Route.ActionArgs;
  viewer: Viewer;
  values: Record<string, string | string[]>;
  t: Translate;
}

const answer = (
  intent: SecurityIntent,
  body: Omit<SecurityActionData, "intent">,
  init?: number | ResponseInit,
) => data<SecurityActionData>({ intent, ...body }, init);

/** Catalogue keys from the schemas, in the page's language. */
const translated = (t: Translate, errors: FieldErrors): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, keys]) => [
      field,
      keys.map((key) => t(key as Parameters<Translate>[0])),
    ]),
  );

const refused = (intent: SecurityIntent, t: Translate, errors: FieldErrors) =>
  answer(intent, { isDone: false, message: t("admin.security.errors.form"), errors }, 400);

const throttledAnswer = (intent: SecurityIntent, t: Translate, seconds: number) =>
  answer(
    intent,
    { isDone: false, message: t("admin.security.errors.throttled", { seconds }) },
    { status: 429, headers: { "Retry-After": String(seconds) } },
  );

const cookieOf = (request: Request, name: string) => readCookie(request.headers.get("Cookie"), name);

/** Everything but this browser's session ends: whoever else was signed in signed in under other rules. */
async function endOtherSignIns({ args, viewer }: ActionContext) {
  const { db, config } = args.context.services;
  await endOtherSessions(db, viewer.id, cookieOf(args.request, sessionCookieName(config)));
}

async function secondFactor(context: ActionContext, code: string, allowRecovery: boolean) {
  const { args, viewer, t } = context;
  const admin = await findAdminById(args.context.services.db, viewer.id);
  return attemptSecondFactor(args.context.services, {
    admin: { id: viewer.id, username: viewer.username, email: admin?.email ?? null },
    code,
    ip: args.context.clientIp,
    deviceCookie: cookieOf(args.request, DEVICE_COOKIE),
    allowRecovery,
    isSignIn: false,
    t,
  });
}

const audit = (context: ActionContext, action: Parameters<typeof recordAudit>[1]["action"]) =>
  recordAudit(context.args.context.services.db, {
    actor: context.viewer,
    action,
    resource: "admins",
    itemId: context.viewer.id,
    summary: context.viewer.username,
  });

async function start(context: ActionContext) {
  const { db, config } = context.args.context.services;
  const setup = await beginTwoFactorSetup(
    { db, sessionSecret: config.SESSION_SECRET },
    context.viewer,
    issuer(),
  );
  if (!setup)
    return answer("start", { isDone: false, message: context.t("admin.security.errors.alreadyOn") }, 409);
  return answer("start", { isDone: true, message: "" });
}

async function confirm(context: ActionContext) {
  const { t, viewer } = context;
  const { db, config } = context.args.context.services;
  const parsed = parseWith(codeSchema, context.values);
  if (!parsed.isValid) return refused("confirm", t, translated(t, parsed.errors));
  const result = await confirmTwoFactorSetup(
    { db, sessionSecret: config.SESSION_SECRET },
    viewer.id,
    parsed.data.code,
  );
  if (result.status !== "enabled") {
    return refused("confirm", t, { code: [t("admin.security.errors.invalidCode")] });
  }
  await endOtherSignIns(context);
  await audit(context, "twoFactorEnable");
  return answer("confirm", {
    isDone: true,
    message: t("admin.security.enabled"),
    recoveryCodes: result.recoveryCodes,
  });
}

async function cancel(context: ActionContext) {
  await cancelTwoFactorSetup(context.args.context.services.db, context.viewer.id);
  return answer("cancel", { isDone: true, message: context.t("admin.security.setup.cancelled") });
}

async function regenerate(context: ActionContext) {
  const { t, viewer } = context;
  const parsed = parseWith(codeSchema, context.values);
  if (!parsed.isValid) return refused("regenerate", t, translated(t, parsed.errors));
  // A current code from the app, not a recovery code: new codes prove the app is still at hand.
  const result = await secondFactor(context, parsed.data.code, false);
  if (result.status === "throttled") return throttledAnswer("regenerate", t, result.retryAfterSeconds);
  if (result.status === "invalid") {
    return refused("regenerate", t, { code: [t("admin.security.errors.invalidCode")] });
  }
  const recoveryCodes = await regenerateRecoveryCodes(context.args.context.services.db, viewer.id);
  await audit(context, "recoveryCodesRegenerate");
  return answer("regenerate", { isDone: true, message: t("admin.security.recovery.done"), recoveryCodes });
}

async function disable(context: ActionContext) {
  const { t, viewer, args } = context;
  // While the site requires two-step verification (decision 026), nobody turns theirs off.
  if (await getSiteSetting(args.context.services.db, "require_two_factor")) {
    return answer(
      "disable",
      { isDone: false, message: t("admin.lifecycle.errors.policyKeepsTwoFactor") },
      403,
    );
  }
  const parsed = parseWith(disableTwoFactorSchema, context.values);
  if (!parsed.isValid) return refused("disable", t, translated(t, parsed.errors));
  const password = await attemptPasswordCheck(args.context.services, {
    admin: viewer,
    password: parsed.data.password,
    ip: args.context.clientIp,
    deviceCookie: cookieOf(args.request, DEVICE_COOKIE),
  });
  if (password.status === "throttled") return throttledAnswer("disable", t, password.retryAfterSeconds);
  if (password.status === "invalid") {
    return refused("disable", t, { password: [t("admin.security.errors.wrongPassword")] });
  }
  const result = await secondFactor(context, parsed.data.code, true);
  if (result.status === "throttled") return throttledAnswer("disable", t, result.retryAfterSeconds);
  if (result.status === "invalid")
    return refused("disable", t, { code: [t("admin.security.errors.invalidCode")] });
  await disableTwoFactor(args.context.services.db, viewer.id);
  await endOtherSignIns(context);
  await audit(context, "twoFactorDisable");
  return answer("disable", { isDone: true, message: t("admin.security.disable.done") });
}

const HANDLERS: Record<SecurityIntent, (context: ActionContext) => ReturnType<typeof start>> = {
  start,
  confirm,
  cancel,
  regenerate,
  disable,
};

/** Which changes each state allows: a stale page cannot, say, regenerate codes once 2FA is off. */
const ALLOWED: Record<SecurityIntent, ReadonlyArray<"off" | "pending" | "on">> = {
  start: ["off", "pending"],
  confirm: ["pending"],
  cancel: ["pending"],
  regenerate: ["on"],
  disable: ["on"],
};

const isIntent = (value: unknown): value is SecurityIntent =>
  typeof value === "string" && Object.hasOwn(HANDLERS, value);

export async function action(args: Route.ActionArgs) {
  const viewer = await requireAdmin(args, "signedIn", { isOpenBeforeEnrolment: true });
  const t = requestContext(args.request, args.context).t;
  const values = formDataToObject(await readFormData(args.request));
  const intent = values.intent;
  if (!isIntent(intent)) {
    return data<SecurityActionData>(
      { intent: "unknown", isDone: false, message: t("admin.content.form.invalidRequest") },
      400,
    );
  }
  const status = await twoFactorStatus(args.context.services.db, viewer.id);
  if (!ALLOWED[intent].includes(status.state)) {
    const message =
      status.state === "on"
        ? t("admin.security.errors.alreadyOn")
        : status.state === "off"
          ? t("admin.security.errors.notOn")
          : t("admin.security.errors.noSetup");
    return answer(intent, { isDone: false, message }, 409);
  }
  return HANDLERS[intent]({ args, viewer, values, t });
}

export default function AccountSecurity({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const actionData = useActionData<SecurityActionData>();
  return (
    <section>
      <PageHeader title={t("admin.security.title")} subtitle={t("admin.security.intro")} />
      {loaderData.mustEnrol && (
        <div className="mb-4">
          <Notice tone="error" message={t("admin.roles.enrolNotice")} />
        </div>
      )}
      {actionData?.recoveryCodes && <RecoveryCodesShown codes={actionData.recoveryCodes} />}
      {loaderData.state === "off" && <TwoFactorOff result={actionData} />}
      {loaderData.state === "pending" && <TwoFactorSetup setup={loaderData.setup} result={actionData} />}
      {loaderData.state === "on" && (
        <TwoFactorOn
          enabledSince={loaderData.enabledSince}
          recoveryCodesLeft={loaderData.recoveryCodesLeft}
          result={actionData}
        />
      )}
    </section>
  );
}

export function ErrorBoundary() {
  return <AdminError />;
}
