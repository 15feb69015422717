/**
 * The REST paths of §7, resolved once: `/api/<resource>/` and `/api/<resource>/{id}/` find a content
 * resource (RESOURCES) or an inbox (INBOX_KINDS); an unknown name answers 404 as JSON. Route files
 * stay one line each, and a resource added to a registry is served without a new route.
 */
import { resourceByPath } from "~/modules/content/resources";
import { isInboxKind } from "~/modules/inbox/kinds";
import { blogCollection, blogItem } from "~/http/api/blog-api.server";
import { contentCollection, contentItem } from "~/http/api/content-api.server";
import { inboxCollection, inboxItem, inboxNotes } from "~/http/api/inbox-api.server";
import { notFound, runApi, type ApiArgs } from "~/http/api/respond.server";
import { uploadFile } from "~/http/api/uploads-api.server";
import { auditList } from "~/http/api/audit-api.server";
import { mediaCollection, mediaItem } from "~/http/api/media-api.server";
import { deletedList, revisionList, revisionRead, revisionRestore } from "~/http/api/revisions-api.server";
import { adminInvitations, adminsCollection, adminsItem } from "~/http/api/admins-api.server";
import { settingsResource } from "~/http/api/settings-api.server";

export function collectionRoute(args: ApiArgs) {
  return runApi(args.request, async () => {
    const name = args.params.resource ?? "";
    const resource = resourceByPath(name);
    if (resource) return contentCollection(args, resource);
    if (isInboxKind(name)) return inboxCollection(args, name);
    return notFound(args.request);
  });
}

export function itemRoute(args: ApiArgs) {
  return runApi(args.request, async () => {
    const name = args.params.resource ?? "";
    const resource = resourceByPath(name);
    if (resource) return contentItem(args, resource, args.params.id);
    if (isInboxKind(name)) return inboxItem(args, name, args.params.id);
    return notFound(args.request);
  });
}

export const blogCollectionRoute = (args: ApiArgs) => runApi(args.request, () => blogCollection(args));

export const blogItemRoute = (args: ApiArgs) =>
  runApi(args.request, () => blogItem(args, args.params.idOrSlug));

export const uploadRoute = (args: ApiArgs) => runApi(args.request, () => uploadFile(args));

export const auditRoute = (args: ApiArgs) => runApi(args.request, () => auditList(args));

export const mediaCollectionRoute = (args: ApiArgs) => runApi(args.request, () => mediaCollection(args));

export const mediaItemRoute = (args: ApiArgs) => runApi(args.request, () => mediaItem(args, args.params.id));
export const revisionListRoute = (args: ApiArgs) => runApi(args.request, () => revisionList(args));
export const revisionRoute = (args: ApiArgs) => runApi(args.request, () => revisionRead(args));
export const revisionRestoreRoute = (args: ApiArgs) => runApi(args.request, () => revisionRestore(args));
export const deletedRoute = (args: ApiArgs) => runApi(args.request, () => deletedList(args));
export const adminsCollectionRoute = (args: ApiArgs) => runApi(args.request, () => adminsCollection(args));
export const adminsItemRoute = (args: ApiArgs) => runApi(args.request, () => adminsItem(args));
export const adminInvitationsRoute = (args: ApiArgs) => runApi(args.request, () => adminInvitations(args));

export const inboxNotesRoute = (args: ApiArgs) =>
  runApi(args.request, async () => {
    const name = args.params.resource ?? "";
    return isInboxKind(name) ? inboxNotes(args, name, args.params.id) : notFound(args.request);
  });
export const settingsRoute = (args: ApiArgs) => runApi(args.request, () => settingsResource(args));
