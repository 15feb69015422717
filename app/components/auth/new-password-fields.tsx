const inputClass =
  "mt-1 w-full rounded-md border border-slate-300 px-3 py-2 aria-[invalid=true]:border-red-600";

/**
 * The two fields that choose a new password from a link (a password reset, an accepted invitation):
 * the same inputs, password-manager hint, direction and error wiring wherever an account sets one.
 */
export function NewPasswordFields({
  idPrefix,
  labels,
  errors,
}: {
  idPrefix: string;
  labels: Record<"password" | "confirm", string>;
  errors: Record<string, string[] | undefined>;
}) {
  return (["password", "confirm"] as const).map((name) => {
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
  });
}
