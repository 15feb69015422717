import type { ReactNode } from "react";
import { Form, useNavigation } from "react-router";

const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600";

/**
 * The form that chooses a new password from a link (a password reset, an accepted invitation): the
 * link's token, the two fields with their password-manager hint, direction and error wiring, and the
 * submit button, the same wherever an account sets its password.
 */
export function NewPasswordForm({
  token,
  intro,
  idPrefix,
  labels,
  errors,
}: {
  token: string;
  intro: ReactNode;
  idPrefix: string;
  labels: Record<"password" | "confirm" | "submit" | "sending", string>;
  errors: Record<string, string[] | undefined>;
}) {
  const isSubmitting = useNavigation().state === "submitting";
  return (
    <Form method="post" className="mt-6 space-y-4" noValidate>
      <input type="hidden" name="token" value={token} />
      <p className="text-sm text-slate-700">{intro}</p>
      {(["password", "confirm"] as const).map((name) => {
        const id = `${idPrefix}-${name}`;
        const error = errors[name]?.[0];
        return (
          <div key={name}>
            <label htmlFor={id} className="block text-sm font-medium">
              {labels[name]}
            </label>
            <input
              id={id}
              name={name}
              type="password"
              autoComplete="new-password"
              dir="ltr"
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? `${id}-error` : undefined}
              className={inputClass}
            />
            {error && (
              <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-700 py-2 font-semibold text-white hover:bg-brand-800 disabled:opacity-60"
      >
        {isSubmitting ? labels.sending : labels.submit}
      </button>
    </Form>
  );
}
