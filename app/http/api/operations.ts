/**
 * The table of every REST call (§7), derived from the content and inbox registries. The OpenAPI
 * document and the documentation page are generated from it, and the contract tests walk it (every
 * `admin` call must refuse a missing, forged or expired token, and answer 403 to every role its permission
 * leaves out), so a new resource is covered everywhere. Client-safe.
 */
import { PERMISSION_ROLES, type Permission, type Role } from "~/modules/access/roles";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import { isFollowUpKind } from "~/modules/inbox/follow-up";
import { INBOX_KINDS, type InboxKind } from "~/modules/inbox/kinds";

export type OperationMethod = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

export type OperationKind =
  | "list"
  | "create"
  | "read"
  | "update"
  | "patch"
  | "delete"
  | "submit"
  | "markRead"
  | "followUp"
  | "addNote"
  | "deleteByBody"
  | "blogList"
  | "blogRead"
  | "upload"
  | "login"
  | "refresh"
  | "logout"
  | "chat"
  | "chatFeedback"
  | "openapi"
  | "auditList"
  | "mediaList"
  | "mediaUpload"
  | "mediaRead"
  | "mediaUpdate"
  | "mediaDelete"
  | "revisionList"
  | "revisionRead"
  | "revisionRestore"
  | "deletedList"
  | "adminList"
  | "adminCreate"
  | "adminRead"
  | "adminUpdate"
  | "adminDelete"
  | "adminInvite"
  | "settingsRead"
  | "settingsUpdate";

export type OperationSubject =
  | { type: "content"; name: ResourceName }
  | { type: "inbox"; kind: InboxKind }
  | { type: "other" };

export interface ApiOperation {
  /** Unique and stable: the OpenAPI operationId. */
  id: string;
  method: OperationMethod;
  /** OpenAPI path template, with the trailing slash of §7. */
  path: string;
  /** "admin": refused without an account's token or session. */
  access: "public" | "admin";
  /**
   * What an account needs for it (decision 026); null for a public call. Required, so a new operation
   * without its roles does not type-check.
   */
  permission: Permission | null;
  /** The roles that may call it, derived from the permission: the OpenAPI document states them. */
  roles: readonly Role[];
  kind: OperationKind;
  subject: OperationSubject;
  /** Groups operations in the documentation. */
  tag: string;
}

/** The permission and the roles it gives, side by side in each row. */
const guarded = (permission: Permission | null) => ({
  permission,
  roles: permission ? PERMISSION_ROLES[permission] : [],
});

const contentOperations = (name: ResourceName): ApiOperation[] => {
  const base = `/api/${RESOURCES[name].path}/`;
  const subject = { type: "content", name } as const;
  // Content belongs to the editors (and administrators) unless the operation says otherwise.
  const operation = (
    kind: OperationKind,
    method: OperationMethod,
    path: string,
    access: ApiOperation["access"],
  ): ApiOperation => ({
    id: `${name}.${kind}`,
    method,
    path,
    access,
    ...guarded(access === "admin" ? "content" : null),
    kind,
    subject,
    tag: name,
  });
  return [
    operation("list", "GET", base, "public"),
    operation("create", "POST", base, "admin"),
    operation("read", "GET", `${base}{id}/`, "public"),
    operation("update", "PUT", `${base}{id}/`, "admin"),
    operation("patch", "PATCH", `${base}{id}/`, "admin"),
    operation("delete", "DELETE", `${base}{id}/`, "admin"),
    // Revisions (decision 028).
    operation("revisionList", "GET", `${base}{id}/revisions/`, "admin"),
    operation("revisionRead", "GET", `${base}{id}/revisions/{number}/`, "admin"),
    operation("revisionRestore", "POST", `${base}{id}/revisions/{number}/restore/`, "admin"),
  ];
};

const inboxOperations = (kind: InboxKind): ApiOperation[] => {
  const base = `/api/${INBOX_KINDS[kind].path}/`;
  const subject = { type: "inbox", kind } as const;
  const operation = (
    operationKind: OperationKind,
    method: OperationMethod,
    path: string,
    access: ApiOperation["access"],
  ): ApiOperation => ({
    id: `${kind}.${operationKind}`,
    method,
    path,
    access,
    ...guarded(access === "admin" ? "inboxes" : null),
    kind: operationKind,
    subject,
    tag: kind,
  });
  return [
    operation("submit", "POST", base, "public"),
    operation("list", "GET", base, "admin"),
    ...(kind === "newsletter" ? [operation("deleteByBody", "DELETE", base, "admin")] : []),
    operation("read", "GET", `${base}{id}/`, "admin"),
    // The requests to answer also take a status, an assignee and notes (decision 032).
    ...(isFollowUpKind(kind)
      ? [
          operation("followUp", "PATCH", `${base}{id}/`, "admin"),
          operation("addNote", "POST", `${base}{id}/notes/`, "admin"),
        ]
      : [operation("markRead", "PATCH", `${base}{id}/`, "admin")]),
    operation("delete", "DELETE", `${base}{id}/`, "admin"),
  ];
};

const other = { type: "other" } as const;

/** The media library (decision 029): administrators only. */
const mediaOperations: ApiOperation[] = (
  [
    ["media.list", "GET", "/api/media/", "mediaList"],
    ["media.upload", "POST", "/api/media/", "mediaUpload"],
    ["media.read", "GET", "/api/media/{id}/", "mediaRead"],
    ["media.patch", "PATCH", "/api/media/{id}/", "mediaUpdate"],
    ["media.delete", "DELETE", "/api/media/{id}/", "mediaDelete"],
  ] as const
).map(([id, method, path, kind]) => ({
  id,
  method,
  path,
  access: "admin",
  // The media library belongs to the content roles (decision 026).
  ...guarded("content"),
  kind,
  subject: other,
  tag: "media",
}));
/** Accounts (decision 026): the administrators manage them. */
function accountOperations(): ApiOperation[] {
  const base = "/api/admins/";
  const operation = (
    kind: OperationKind,
    method: OperationMethod,
    path: string,
    id: string,
  ): ApiOperation => ({
    id: `admins.${id}`,
    method,
    path,
    access: "admin",
    ...guarded("accounts"),
    kind,
    subject: other,
    tag: "admins",
  });
  return [
    operation("adminList", "GET", base, "list"),
    operation("adminCreate", "POST", base, "create"),
    operation("adminInvite", "POST", `${base}invitations/`, "invite"),
    operation("adminRead", "GET", `${base}{id}/`, "read"),
    operation("adminUpdate", "PATCH", `${base}{id}/`, "patch"),
    operation("adminDelete", "DELETE", `${base}{id}/`, "delete"),
  ];
}

export const API_OPERATIONS: readonly ApiOperation[] = [
  {
    id: "auth.login",
    method: "POST",
    path: "/api/login/",
    access: "public",
    ...guarded(null),
    kind: "login",
    subject: other,
    tag: "auth",
  },
  {
    id: "auth.refresh",
    method: "POST",
    path: "/api/token/refresh/",
    access: "public",
    ...guarded(null),
    kind: "refresh",
    subject: other,
    tag: "auth",
  },
  {
    id: "auth.logout",
    method: "POST",
    path: "/api/logout/",
    access: "public",
    ...guarded(null),
    kind: "logout",
    subject: other,
    tag: "auth",
  },
  ...(Object.keys(RESOURCES) as ResourceName[]).flatMap(contentOperations),
  {
    id: "blog.list",
    method: "GET",
    path: "/api/blog/",
    access: "public",
    ...guarded(null),
    kind: "blogList",
    subject: other,
    tag: "blog",
  },
  {
    id: "blog.read",
    method: "GET",
    path: "/api/blog/{idOrSlug}/",
    access: "public",
    ...guarded(null),
    kind: "blogRead",
    subject: other,
    tag: "blog",
  },
  ...(Object.keys(INBOX_KINDS) as InboxKind[]).flatMap(inboxOperations),
  {
    id: "uploads.create",
    method: "POST",
    path: "/api/uploads/",
    access: "public",
    ...guarded(null),
    kind: "upload",
    subject: other,
    tag: "uploads",
  },
  {
    id: "chat.ask",
    method: "POST",
    path: "/api/chat/",
    access: "public",
    ...guarded(null),
    kind: "chat",
    subject: other,
    tag: "chat",
  },
  {
    id: "chat.feedback",
    method: "POST",
    path: "/api/chat/feedback/",
    access: "public",
    ...guarded(null),
    kind: "chatFeedback",
    subject: other,
    tag: "chat",
  },
  {
    id: "audit.list",
    method: "GET",
    path: "/api/audit/",
    access: "admin",
    ...guarded("audit"),
    kind: "auditList",
    subject: other,
    tag: "audit",
  },
  ...mediaOperations,
  {
    id: "revisions.deleted",
    method: "GET",
    path: "/api/deleted/",
    access: "admin",
    ...guarded("content"),
    kind: "deletedList",
    subject: other,
    tag: "revisions",
  },
  ...accountOperations(),
  // The site's settings (decision 030): the public part for anyone, changes for administrators.
  {
    id: "settings.read",
    method: "GET",
    path: "/api/settings/",
    access: "public",
    ...guarded(null),
    kind: "settingsRead",
    subject: other,
    tag: "settings",
  },
  {
    id: "settings.update",
    method: "PUT",
    path: "/api/settings/",
    access: "admin",
    ...guarded("settings"),
    kind: "settingsUpdate",
    subject: other,
    tag: "settings",
  },
  {
    id: "docs.openapi",
    method: "GET",
    path: "/api/openapi.json",
    access: "public",
    ...guarded(null),
    kind: "openapi",
    subject: other,
    tag: "docs",
  },
];
