/**
 * The blog of §7 is the published news, read-only: `GET /api/blog/` (newest first) and
 * `GET /api/blog/{id}`, where the article cards link to /blogdetail/{slug}_{id}, so an id, a slug or
 * both joined by `_` all find the article.
 */
import { getContent, getContentBySlug, serializeContent } from "~/modules/content/content.server";
import { RESOURCES } from "~/modules/content/resources";
import { json } from "~/http/responses.server";
import { listAnswer } from "~/http/api/content-api.server";
import {
  methodNotAllowed,
  notFound,
  parseId,
  publicOrigin,
  type ApiArgs,
  type HttpMethod,
} from "~/http/api/respond.server";

export const BLOG_METHODS: readonly HttpMethod[] = ["GET", "HEAD"];

const isRead = (method: string) => method === "GET" || method === "HEAD";

export async function blogCollection(args: ApiArgs) {
  if (!isRead(args.request.method)) return methodNotAllowed(args.request, BLOG_METHODS);
  return listAnswer(args, RESOURCES.news, { includeDrafts: false });
}

async function findArticle(args: ApiArgs, key: string) {
  const { db } = args.context.services;
  const id = parseId(key) ?? parseId(/_(\d+)$/.exec(key)?.[1]);
  if (id) {
    const byId = await getContent(db, RESOURCES.news, id);
    if (byId) return byId;
  }
  // Slugs are made by slugify(): lowercase ASCII words and dashes; anything else cannot be one.
  return /^[a-z0-9-]{1,200}$/.test(key) ? getContentBySlug(db, RESOURCES.news, key) : undefined;
}

export async function blogItem(args: ApiArgs, key: string | undefined) {
  const { request, context } = args;
  if (!isRead(request.method)) return methodNotAllowed(request, BLOG_METHODS);
  const row = key ? await findArticle(args, key) : undefined;
  if (!row) return notFound(request);
  return json(serializeContent(RESOURCES.news, row, publicOrigin(request, context.services.config)));
}
