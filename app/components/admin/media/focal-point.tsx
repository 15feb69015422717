/**
 * The focal point of an image (decision 029): a click on the picture places it; the two number fields
 * are the keyboard's way (arrow keys step by 0.01) and what the form sends.
 */
import { useId } from "react";
import { useI18n } from "~/i18n/react";

const round = (value: number) => Math.round(Math.min(1, Math.max(0, value)) * 100) / 100;

export function FocalPointField(props: {
  src: string;
  x: number;
  y: number;
  onChange: (x: number, y: number) => void;
  errors?: Record<string, string[] | undefined>;
}) {
  const { t } = useI18n();
  const hintId = useId();
  const { x, y } = props;
  const input =
    "mt-1 w-28 rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900 aria-[invalid=true]:border-red-600";
  return (
    <fieldset aria-describedby={hintId} className="rounded-lg border border-slate-200 p-3">
      <legend className="px-1 text-sm font-medium text-slate-800">{t("media.screen.focal")}</legend>
      <p id={hintId} className="mb-2 text-xs text-slate-600">
        {t("media.screen.focalHint")}
      </p>
      {/* The pointer's way; the number fields below are the keyboard's, so this area takes no focus. */}
      <div
        dir="ltr"
        data-testid="focal-area"
        className="relative inline-block cursor-crosshair select-none"
        onClick={(event) => {
          const box = event.currentTarget.getBoundingClientRect();
          props.onChange(
            round((event.clientX - box.left) / box.width),
            round((event.clientY - box.top) / box.height),
          );
        }}
      >
        <img src={props.src} alt="" draggable={false} className="block max-h-72 max-w-full rounded" />
        <span
          aria-hidden="true"
          className="pointer-events-none absolute size-5 -translate-x-1/2 -translate-y-1/2 rounded-full border-2 border-white bg-brand-700 shadow-md ring-2 ring-brand-900"
          style={{ left: `${x * 100}%`, top: `${y * 100}%` }}
        />
      </div>
      <div className="mt-3 flex flex-wrap gap-4">
        {(
          [
            ["focal_x", x, t("media.screen.focalX"), (value: number) => props.onChange(value, y)],
            ["focal_y", y, t("media.screen.focalY"), (value: number) => props.onChange(x, value)],
          ] as const
        ).map(([name, value, label, set]) => (
          <div key={name}>
            <label htmlFor={`media-${name}`} className="block text-sm text-slate-800">
              {label}
            </label>
            <input
              id={`media-${name}`}
              name={name}
              type="number"
              min={0}
              max={1}
              step={0.01}
              dir="ltr"
              value={value}
              aria-invalid={props.errors?.[name] ? true : undefined}
              aria-describedby={props.errors?.[name] ? `media-${name}-error` : undefined}
              onChange={(event) => {
                const number = Number(event.currentTarget.value);
                if (Number.isFinite(number)) set(round(number));
              }}
              className={input}
            />
            {props.errors?.[name]?.map((error) => (
              <p key={error} id={`media-${name}-error`} className="mt-1 text-sm text-red-700">
                {error}
              </p>
            ))}
          </div>
        ))}
      </div>
    </fieldset>
  );
}
