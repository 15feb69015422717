/**
 * The parts of the account security screen (/admin/securite): two-factor sign-in off, being set up, on;
 * and the recovery codes, shown once right after they were made. Plain forms: they work without
 * JavaScript, and the answer of each comes back as the route's action data.
 */
import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";
import { Notice, NOTICE_MS, useTimed } from "~/components/admin/notice";
import { useI18n } from "~/i18n/react";
import type { FieldErrors } from "~/modules/validation/validation";

export type SecurityIntent = "start" | "confirm" | "cancel" | "regenerate" | "disable";

export interface SecurityActionData {
  intent: SecurityIntent | "unknown";
  isDone: boolean;
  message: string;
  errors?: FieldErrors;
  /** Only in the answer that made them: never stored in clear, never shown again. */
  recoveryCodes?: string[];
}

interface SetupView {
  secret: string;
  uri: string;
  qr: { size: number; d: string };
}

const panel = "rounded-lg border border-slate-200 bg-white p-5 shadow-sm";
const primary =
  "rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60";
const secondary = "rounded-md border border-slate-300 px-4 py-2 text-slate-800 hover:bg-slate-50";

function Section(props: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={props.id} className={`${panel} mb-6`}>
      <h2 id={props.id} className="mb-3 text-lg font-semibold text-brand-900">
        {props.title}
      </h2>
      {props.children}
    </section>
  );
}

/** The answer to `intent`, for 5 s (§9). */
function ResultNotice({
  intent,
  result,
}: {
  intent: SecurityIntent;
  result: SecurityActionData | undefined;
}) {
  const [shown, close] = useTimed(result?.intent === intent && result.message ? result : null, NOTICE_MS);
  if (!shown) return null;
  return <Notice tone={shown.isDone ? "success" : "error"} message={shown.message} onClose={close} />;
}

function IntentForm(props: {
  intent: SecurityIntent;
  submit: string;
  isSecondary?: boolean;
  children?: ReactNode;
}) {
  const { t } = useI18n();
  const navigation = useNavigation();
  const isBusy = navigation.state !== "idle" && navigation.formData?.get("intent") === props.intent;
  return (
    <Form method="post" noValidate className="space-y-4">
      <input type="hidden" name="intent" value={props.intent} />
      {props.children}
      <button type="submit" disabled={isBusy} className={props.isSecondary ? secondary : primary}>
        {isBusy ? t("admin.security.sending") : props.submit}
      </button>
    </Form>
  );
}

function Field(props: {
  form: string;
  name: string;
  label: string;
  type?: "password" | "text";
  autoComplete: string;
  result: SecurityActionData | undefined;
  intent: SecurityIntent;
}) {
  const id = `${props.form}-${props.name}`;
  const errors = props.result?.intent === props.intent ? props.result.errors?.[props.name] : undefined;
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
        spellCheck={false}
        dir="ltr"
        aria-invalid={errors ? true : undefined}
        aria-describedby={errors ? `${id}-error` : undefined}
        className="mt-1 w-full max-w-xs rounded-md border border-slate-300 px-3 py-2 font-mono aria-[invalid=true]:border-red-600"
      />
      {errors?.map((error) => (
        <p key={error} id={`${id}-error`} className="mt-1 text-sm text-red-700">
          {error}
        </p>
      ))}
    </div>
  );
}

export function TwoFactorOff({ result }: { result: SecurityActionData | undefined }) {
  const { t } = useI18n();
  return (
    <Section id="two-factor-title" title={t("admin.security.statusTitle")}>
      <div className="space-y-4">
        <ResultNotice intent="cancel" result={result} />
        <ResultNotice intent="disable" result={result} />
        <ResultNotice intent="start" result={result} />
        <p className="font-medium text-slate-800">{t("admin.security.status.off")}</p>
        <p className="text-slate-700">{t("admin.security.start.text")}</p>
        <IntentForm intent="start" submit={t("admin.security.start.submit")} />
      </div>
    </Section>
  );
}

export function TwoFactorSetup({
  setup,
  result,
}: {
  setup: SetupView | null;
  result: SecurityActionData | undefined;
}) {
  const { t } = useI18n();
  return (
    <Section id="two-factor-title" title={t("admin.security.setup.title")}>
      <div className="space-y-4">
        <ResultNotice intent="confirm" result={result} />
        <p className="text-slate-700">{t("admin.security.status.pending")}</p>
        {setup && (
          <>
            <p className="text-slate-800">{t("admin.security.setup.scan")}</p>
            <svg
              role="img"
              aria-label={t("admin.security.setup.qrLabel")}
              viewBox={`0 0 ${setup.qr.size} ${setup.qr.size}`}
              shapeRendering="crispEdges"
              className="size-56 rounded border border-slate-200"
            >
              <rect width={setup.qr.size} height={setup.qr.size} fill="#fff" />
              <path d={setup.qr.d} fill="#000" />
            </svg>
            <div>
              <p className="text-sm font-medium text-slate-800">{t("admin.security.setup.secret")}</p>
              <code
                dir="ltr"
                data-testid="totp-secret"
                className="mt-1 inline-block rounded bg-slate-100 px-3 py-2 font-mono text-lg tracking-wider break-all"
              >
                {setup.secret}
              </code>
            </div>
            <p>
              <a href={setup.uri} className="text-brand-700 underline">
                {t("admin.security.setup.link")}
              </a>
            </p>
          </>
        )}
        <p className="text-slate-800">{t("admin.security.setup.confirm")}</p>
        <IntentForm intent="confirm" submit={t("admin.security.setup.submit")}>
          <Field
            form="confirm"
            name="code"
            label={t("admin.security.setup.code")}
            autoComplete="one-time-code"
            result={result}
            intent="confirm"
          />
        </IntentForm>
        <IntentForm intent="cancel" submit={t("admin.security.setup.cancel")} isSecondary />
      </div>
    </Section>
  );
}

export function TwoFactorOn(props: {
  enabledSince: string;
  recoveryCodesLeft: number;
  result: SecurityActionData | undefined;
}) {
  const { t } = useI18n();
  const { result } = props;
  return (
    <>
      <Section id="two-factor-title" title={t("admin.security.statusTitle")}>
        <div className="space-y-4">
          <ResultNotice intent="confirm" result={result} />
          <p className="font-medium text-slate-800">
            {t("admin.security.status.on", { date: props.enabledSince })}
          </p>
        </div>
      </Section>
      <div className="grid gap-6 xl:grid-cols-2">
        <Section id="recovery-title" title={t("admin.security.recovery.title")}>
          <div className="space-y-4">
            <ResultNotice intent="regenerate" result={result} />
            <p className="text-slate-700">{t("admin.security.recovery.intro")}</p>
            <p className="font-medium text-slate-800" data-testid="recovery-codes-left">
              {t("admin.security.codesLeft", { count: props.recoveryCodesLeft })}
            </p>
            <h3 className="font-semibold text-slate-800">{t("admin.security.recovery.regenerate")}</h3>
            <p className="text-sm text-slate-700">{t("admin.security.recovery.regenerateText")}</p>
            <IntentForm intent="regenerate" submit={t("admin.security.recovery.regenerate")}>
              <Field
                form="regenerate"
                name="code"
                label={t("admin.security.recovery.code")}
                autoComplete="one-time-code"
                result={result}
                intent="regenerate"
              />
            </IntentForm>
          </div>
        </Section>
        <Section id="disable-title" title={t("admin.security.disable.title")}>
          <div className="space-y-4">
            <ResultNotice intent="disable" result={result} />
            <p className="text-sm text-slate-700">{t("admin.security.disable.text")}</p>
            <IntentForm intent="disable" submit={t("admin.security.disable.submit")}>
              <Field
                form="disable"
                name="password"
                type="password"
                label={t("admin.security.disable.password")}
                autoComplete="current-password"
                result={result}
                intent="disable"
              />
              <Field
                form="disable"
                name="code"
                label={t("admin.security.disable.code")}
                autoComplete="one-time-code"
                result={result}
                intent="disable"
              />
            </IntentForm>
          </div>
        </Section>
      </div>
    </>
  );
}

/** Fresh recovery codes: shown in this answer only, with the advice to keep them. */
export function RecoveryCodesShown({ codes }: { codes: string[] }) {
  const { t } = useI18n();
  return (
    <section
      aria-labelledby="new-codes-title"
      className="mb-6 rounded-lg border-2 border-amber-400 bg-amber-50 p-5"
    >
      <h2 id="new-codes-title" className="text-lg font-semibold text-amber-950">
        {t("admin.security.recovery.listLabel")}
      </h2>
      <p className="mt-1 text-amber-950">{t("admin.security.recovery.shownOnce")}</p>
      <ul dir="ltr" className="mt-3 grid max-w-md grid-cols-2 gap-2 font-mono text-lg">
        {codes.map((code) => (
          <li key={code} className="rounded bg-white px-3 py-1 text-center">
            {code}
          </li>
        ))}
      </ul>
    </section>
  );
}
