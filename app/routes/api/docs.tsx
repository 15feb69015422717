import type { Route } from "./+types/docs";
import { LanguageSwitch } from "~/components/layout/language-switch";
import { useI18n } from "~/i18n/react";
import { docsPageData } from "~/http/api/docs-api.server";
import type { DocsField, DocsOperation } from "~/http/api/docs-view";

/** /api/docs — the readable documentation of the REST API, generated from /api/openapi.json. */
export function loader(args: Route.LoaderArgs) {
  return docsPageData(args);
}

const METHOD_STYLES: Record<string, string> = {
  GET: "bg-emerald-800 text-white",
  POST: "bg-brand-700 text-white",
  PUT: "bg-amber-800 text-white",
  PATCH: "bg-amber-800 text-white",
  DELETE: "bg-red-800 text-white",
};

function FieldsTable({ caption, fields }: { caption: string; fields: DocsField[] }) {
  const { t } = useI18n();
  return (
    <table className="mt-2 w-full border-collapse text-start text-sm">
      <caption className="text-start font-semibold text-slate-800">{caption}</caption>
      <thead>
        <tr className="border-b border-slate-300 text-slate-700">
          <th scope="col" className="py-1 pe-4 text-start font-medium">
            {t("restApi.docs.field")}
          </th>
          <th scope="col" className="py-1 pe-4 text-start font-medium">
            {t("restApi.docs.type")}
          </th>
          <th scope="col" className="py-1 pe-4 text-start font-medium">
            {t("restApi.docs.required")}
          </th>
          <th scope="col" className="py-1 text-start font-medium">
            {t("restApi.docs.description")}
          </th>
        </tr>
      </thead>
      <tbody>
        {fields.map((field) => (
          <tr key={field.name} className="border-b border-slate-200 align-top">
            <th scope="row" className="py-1 pe-4 text-start font-normal">
              <code dir="ltr">{field.name}</code>
            </th>
            <td className="py-1 pe-4">
              <code dir="ltr" className="text-slate-700">
                {field.type}
              </code>
            </td>
            <td className="py-1 pe-4">{field.isRequired ? t("restApi.docs.yes") : t("restApi.docs.no")}</td>
            <td className="py-1 text-slate-700">{field.description}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Operation({ operation }: { operation: DocsOperation }) {
  const { t } = useI18n();
  const headingId = `op-${operation.id}`;
  return (
    <article aria-labelledby={headingId} className="rounded-lg border border-slate-200 p-4">
      <h3 id={headingId} className="flex flex-wrap items-center gap-2 text-base font-semibold">
        <span className={`rounded px-2 py-0.5 font-mono text-xs ${METHOD_STYLES[operation.method] ?? ""}`}>
          {operation.method}
        </span>
        <code dir="ltr" className="break-all">
          {operation.path}
        </code>
      </h3>
      <p className="mt-1 text-slate-800">{operation.summary}</p>
      {operation.description && <p className="mt-1 text-sm text-slate-700">{operation.description}</p>}
      <p className="mt-2 text-sm">
        <span className="font-semibold">{t("restApi.docs.access")}</span>{" "}
        <span className="rounded bg-slate-100 px-2 py-0.5 text-slate-900">
          <AccessLabel access={operation.access} />
        </span>
      </p>
      {operation.parameters.length > 0 && (
        <FieldsTable caption={t("restApi.docs.parameters")} fields={operation.parameters} />
      )}
      {operation.body && (
        <div className="mt-3">
          <FieldsTable caption={t("restApi.docs.body")} fields={operation.body.fields} />
          <p className="mt-1 text-sm text-slate-700">
            {t("restApi.docs.contentTypes", { types: operation.body.types.join(", ") })}
          </p>
        </div>
      )}
      <table className="mt-3 w-full border-collapse text-sm">
        <caption className="text-start font-semibold text-slate-800">{t("restApi.docs.responses")}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="w-20 py-1 pe-4 text-start font-medium">
              {t("restApi.docs.status")}
            </th>
            <th scope="col" className="py-1 text-start font-medium">
              {t("restApi.docs.description")}
            </th>
          </tr>
        </thead>
        <tbody>
          {operation.responses.map((response) => (
            <tr key={response.status} className="border-b border-slate-200 align-top">
              <th scope="row" className="py-1 pe-4 text-start font-mono font-normal">
                {response.status}
              </th>
              <td className="py-1 text-slate-700">{response.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </article>
  );
}

function AccessLabel({ access }: { access: DocsOperation["access"] }) {
  const { t } = useI18n();
  if (access === "admin") return <>{t("restApi.docs.admin")}</>;
  if (access === "optional") return <>{t("restApi.docs.optional")}</>;
  return <>{t("restApi.docs.public")}</>;
}

const linkStyle = "text-brand-800 underline underline-offset-2 hover:text-brand-900";

export default function ApiDocs({ loaderData }: Route.ComponentProps) {
  const { t } = useI18n();
  const { section, overview, tags } = loaderData;
  const pageTitle = section
    ? t("restApi.docs.sectionTitle", { title: section.title })
    : t("restApi.docs.title");
  return (
    <>
      <title>{`${pageTitle} · ${t("common.siteName")}`}</title>
      <a
        href="#main"
        className="sr-only z-50 rounded bg-white px-4 py-2 focus:not-sr-only focus:fixed focus:start-4 focus:top-4"
      >
        {t("common.skipToContent")}
      </a>
      <header className="border-b border-slate-200 bg-brand-50">
        <div className="mx-auto flex max-w-5xl flex-wrap items-start justify-between gap-4 px-4 py-8">
          <div className="max-w-3xl">
            <p className="text-sm font-semibold text-slate-700">{loaderData.title}</p>
            <h1 className="mt-1 text-3xl font-bold text-brand-900">{pageTitle}</h1>
            {section ? (
              <p className="mt-3">
                <a href="/api/docs" className={linkStyle}>
                  {t("restApi.docs.backToOverview")}
                </a>
              </p>
            ) : (
              <>
                <p className="mt-3 text-slate-800">{t("restApi.docs.intro")}</p>
                <p className="mt-2 text-sm text-slate-700">{loaderData.description}</p>
              </>
            )}
            <p className="mt-3">
              <a href="/api/openapi.json" className={`font-semibold ${linkStyle}`}>
                {t("restApi.docs.openapiLink")}
              </a>
            </p>
          </div>
          <LanguageSwitch />
        </div>
      </header>
      <main id="main" tabIndex={-1} className="mx-auto max-w-5xl px-4 py-8 outline-none">
        <nav aria-labelledby="docs-contents" className="rounded-lg border border-slate-200 p-4">
          <h2 id="docs-contents" className="text-lg font-semibold">
            {t("restApi.docs.contents")}
          </h2>
          <ul className="mt-2 grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
            {tags.map((entry) => (
              <li key={entry.tag}>
                <a
                  href={`/api/docs?tag=${encodeURIComponent(entry.tag)}`}
                  aria-current={section?.tag === entry.tag ? "page" : undefined}
                  className={`${linkStyle} aria-[current=page]:font-bold`}
                >
                  {entry.title}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {section ? (
          <div className="mt-8 grid gap-4">
            {section.operations.map((operation) => (
              <Operation key={operation.id} operation={operation} />
            ))}
          </div>
        ) : (
          <>
            <section aria-labelledby="authentication" className="mt-8">
              <h2 id="authentication" className="text-2xl font-semibold text-brand-900">
                {t("restApi.docs.authentication")}
              </h2>
              <p className="mt-2 text-slate-800">{t("restApi.docs.authenticationText")}</p>
            </section>
            <section aria-labelledby="errors" className="mt-8">
              <h2 id="errors" className="text-2xl font-semibold text-brand-900">
                {t("restApi.docs.errorsTitle")}
              </h2>
              <p className="mt-2 text-slate-800">{t("restApi.docs.errorsText")}</p>
            </section>
            <section aria-labelledby="all-calls" className="mt-8">
              <h2 id="all-calls" className="text-2xl font-semibold text-brand-900">
                {t("restApi.docs.allCalls")}
              </h2>
              <table className="mt-3 w-full border-collapse text-sm">
                <thead>
                  <tr className="border-b border-slate-300 text-slate-700">
                    <th scope="col" className="py-1 pe-3 text-start font-medium">
                      {t("restApi.docs.method")}
                    </th>
                    <th scope="col" className="py-1 pe-3 text-start font-medium">
                      {t("restApi.docs.path")}
                    </th>
                    <th scope="col" className="py-1 pe-3 text-start font-medium">
                      {t("restApi.docs.summary")}
                    </th>
                    <th scope="col" className="py-1 text-start font-medium">
                      {t("restApi.docs.access")}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {overview.map((operation) => (
                    <tr key={operation.id} className="border-b border-slate-200 align-top">
                      <td className="py-1 pe-3">
                        <span
                          className={`rounded px-2 py-0.5 font-mono text-xs ${METHOD_STYLES[operation.method] ?? ""}`}
                        >
                          {operation.method}
                        </span>
                      </td>
                      <th scope="row" className="py-1 pe-3 text-start font-normal">
                        <a
                          href={`/api/docs?tag=${encodeURIComponent(operation.tag)}#op-${operation.id}`}
                          className={linkStyle}
                        >
                          <code dir="ltr" className="break-all">
                            {operation.path}
                          </code>
                        </a>
                      </th>
                      <td className="py-1 pe-3 text-slate-800">{operation.summary}</td>
                      <td className="py-1 text-slate-800">
                        <AccessLabel access={operation.access} />
                      </td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </section>
          </>
        )}
      </main>
    </>
  );
}
