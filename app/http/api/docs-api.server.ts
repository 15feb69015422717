/** `/api/openapi.json` and the data of the `/api/docs` page, built once per language and address. */
import { data } from "react-router";
import type { Locale } from "~/i18n/config";
import { json } from "~/http/responses.server";
import { docsSections } from "~/http/api/docs-view";
import { buildOpenApiDocument, type OpenApiDocument } from "~/http/api/openapi.server";
import {
  methodNotAllowed,
  publicOrigin,
  runApi,
  type ApiArgs,
  type HttpMethod,
} from "~/http/api/respond.server";
import { requestContext } from "~/http/request-context.server";

const READ_METHODS: readonly HttpMethod[] = ["GET", "HEAD"];

// The document depends only on the code, the language and the public address: build it once for each.
const built = new Map<string, OpenApiDocument>();

function documentFor(args: Pick<ApiArgs, "request" | "context">, locale: Locale) {
  const { config } = args.context.services;
  const origin = publicOrigin(args.request, config);
  const key = `${locale} ${origin}`;
  let document = built.get(key);
  if (!document) {
    document = buildOpenApiDocument({ locale, origin, config });
    if (built.size > 20) built.clear();
    built.set(key, document);
  }
  return document;
}

export function openApiRoute(args: ApiArgs) {
  return runApi(args.request, async () => {
    if (!READ_METHODS.includes(args.request.method as HttpMethod)) {
      return methodNotAllowed(args.request, READ_METHODS);
    }
    const document = documentFor(args, requestContext(args.request, args.context).locale);
    return json(document, { headers: { Vary: "Accept-Language, Cookie" } });
  });
}

/**
 * The page shows an overview of every call, or one group's calls in detail (`?tag=news`): the whole
 * document on one page would be too heavy to read or to render.
 */
export function docsPageData(args: Pick<ApiArgs, "request" | "context">) {
  const { locale } = requestContext(args.request, args.context);
  const document = documentFor(args, locale);
  const sections = docsSections(document);
  const tag = new URL(args.request.url).searchParams.get("tag");
  const section = tag ? sections.find((candidate) => candidate.tag === tag) : undefined;
  if (tag && !section) throw data(null, { status: 404 });
  return {
    title: document.info.title,
    description: document.info.description,
    tags: sections.map(({ tag: name, title }) => ({ tag: name, title })),
    overview: section
      ? []
      : sections.flatMap((candidate) =>
          candidate.operations.map(({ id, method, path, summary, access }) => ({
            id,
            method,
            path,
            summary,
            access,
            tag: candidate.tag,
          })),
        ),
    section,
  };
}
