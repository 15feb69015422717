import type { FetcherWithComponents } from "react-router";

/**
 * §4 delete confirmation shown inside a row: the question, then confirm (posts the delete through the
 * row's fetcher with the given hidden fields) or cancel. Shared by the content lists and the inboxes.
 */
export function DeleteConfirm<T>(props: {
  id: string;
  question: string;
  fetcher: FetcherWithComponents<T>;
  fields: Record<string, string | number>;
  isDeleting: boolean;
  labels: { confirm: string; deleting: string; cancel: string };
  onCancel: () => void;
  className?: string;
}) {
  const { fetcher, labels } = props;
  return (
    <div
      role="group"
      aria-labelledby={props.id}
      className={`mt-3 rounded-md border border-red-200 bg-red-50 p-3 ${props.className ?? ""}`}
    >
      <p id={props.id} className="text-sm font-semibold text-red-900">
        {props.question}
      </p>
      <fetcher.Form method="post" className="mt-2 flex flex-wrap gap-2">
        {Object.entries(props.fields).map(([name, value]) => (
          <input key={name} type="hidden" name={name} value={value} />
        ))}
        <button
          type="submit"
          disabled={props.isDeleting}
          className="rounded-md bg-red-700 px-3 py-1.5 text-sm font-semibold text-white hover:bg-red-800 disabled:opacity-60"
        >
          {props.isDeleting ? labels.deleting : labels.confirm}
        </button>
        <button
          type="button"
          onClick={props.onCancel}
          className="inline-flex items-center gap-1 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
        >
          {labels.cancel}
        </button>
      </fetcher.Form>
    </div>
  );
}
