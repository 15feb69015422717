/**
 * The OpenAPI 3.1 document of the REST API, generated from what the handlers use: the operation table
 * (operations.ts), the content registry and its zod schemas, the visitors' form schemas, and the table
 * definitions for the shape of answers. Texts come from the catalogue of the request's language.
 */
import { z } from "zod";
import type { ColumnDef } from "~/db/columns";
import { tables, type TableName } from "~/db/tables";
import type { Locale } from "~/i18n/config";
import { translatorFor, type Translate } from "~/i18n/catalogues.server";
import { ROLES } from "~/modules/access/roles";
import { apiLoginSchema } from "~/modules/auth/login.schema";
import { chatRequestSchema, feedbackRequestSchema } from "~/modules/chat/chat.schema";
import { isFileField, schemaFor, type FieldSpec, type Fields } from "~/modules/content/fields";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import {
  TRANSLATION_LOCALES,
  TRANSLATION_STATUSES,
  translatedBases,
} from "~/modules/content/translation-status";
import { FORM_SCHEMAS } from "~/modules/forms/kinds";
import { INBOX_KINDS, INBOX_SORTS, type InboxKind } from "~/modules/inbox/kinds";
import { FOLLOW_UP_STATUSES, isFollowUpKind, NOTE_MAX } from "~/modules/inbox/follow-up";
import { LIMITS } from "~/modules/media/upload.server";
import {
  MEDIA_SCHEMAS,
  mediaOperationObject,
  mediaSummary,
  type MediaOperationKind,
} from "~/http/api/openapi-media.server";
import { settingsOperationObject, settingsSchemas } from "~/http/api/openapi-settings.server";
import { json, jsonBody, jsonRequest, ref, WRITE_ERRORS, type JsonSchema } from "~/http/api/openapi-shapes";
import { sessionCookieName } from "~/http/auth/guard.server";
import type { Config } from "~/config/env.server";
import { API_OPERATIONS, type ApiOperation } from "~/http/api/operations";
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX } from "~/http/api/paging";

export interface OpenApiDocument {
  openapi: "3.1.0";
  info: { title: string; version: string; description: string };
  servers: Array<{ url: string }>;
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, JsonSchema>;
    parameters: Record<string, JsonSchema>;
    responses: Record<string, JsonSchema>;
    securitySchemes: Record<string, JsonSchema>;
  };
}

const megabytes = (bytes: number) => Math.round(bytes / (1024 * 1024));

/**
 * What a client sends, from the zod schema the handler validates with. zod reports fields behind a
 * preprocess step as required, so requiredness is asked of each field's own schema instead; formats
 * that only the output side knows (an e-mail after trimming) are carried over.
 */
export function inputSchema(schema: z.ZodObject): JsonSchema {
  const options = { unrepresentable: "any", target: "draft-2020-12" } as const;
  const input = z.toJSONSchema(schema, { ...options, io: "input" }) as JsonSchema;
  const output = z.toJSONSchema(schema, { ...options, io: "output" }) as JsonSchema;
  delete input.$schema;
  const properties = (input.properties ?? {}) as Record<string, JsonSchema>;
  const outputProperties = (output.properties ?? {}) as Record<string, JsonSchema>;
  for (const [name, property] of Object.entries(properties)) {
    const format = outputProperties[name]?.format;
    if (typeof format === "string" && property.format === undefined) property.format = format;
  }
  const required = Object.entries(schema.shape)
    .filter(([, field]) => !(field as z.ZodType).safeParse(undefined).success)
    .map(([name]) => name);
  if (required.length > 0) input.required = required;
  else delete input.required;
  input.type = "object";
  input.properties = properties;
  return input;
}

const FLAG_INPUT: JsonSchema = { anyOf: [{ type: "boolean" }, { enum: [0, 1, "0", "1", "true", "false"] }] };

/** Formats the zod refinements cannot express, from the field vocabulary the schema is built from. */
function refineContentProperty(spec: FieldSpec, property: JsonSchema): JsonSchema {
  switch (spec.type) {
    case "url":
      return { ...property, type: "string", format: "uri" };
    case "mediaUrl":
      return { ...property, type: "string", format: "uri-reference" };
    case "date":
      return { ...property, type: "string", format: "date" };
    case "flag":
      return FLAG_INPUT;
    case "richText":
      return {
        ...property,
        type: "string",
        contentMediaType: "text/html",
        description:
          "HTML (p, br, h2-h4, strong, em, a, ul, ol, li, blockquote, img) or plain text; answered cleaned.",
      };
    default:
      return property;
  }
}

function fileProperty(spec: Extract<FieldSpec, { type: "image" | "document" }>): JsonSchema {
  return spec.type === "image"
    ? { type: "string", format: "binary", contentMediaType: "image/*", maxLength: LIMITS.imageBytes }
    : {
        type: "string",
        format: "binary",
        contentMediaType: "application/octet-stream",
        maxLength: LIMITS.documentBytes,
      };
}

/** JSON (text fields) or multipart (text fields and files), for a create or an update. */
function contentInputSchemas(fields: Fields) {
  const json = inputSchema(schemaFor(fields));
  const properties = json.properties as Record<string, JsonSchema>;
  for (const [name, spec] of Object.entries(fields)) {
    if (properties[name]) properties[name] = refineContentProperty(spec, properties[name]);
  }
  const formProperties: Record<string, JsonSchema> = { ...properties };
  const requiredFiles: string[] = [];
  for (const [name, spec] of Object.entries(fields)) {
    if (!isFileField(spec)) continue;
    formProperties[name] = fileProperty(spec);
    if (spec.required) requiredFiles.push(name);
  }
  const required = (json.required as string[] | undefined) ?? [];
  const form: JsonSchema = { type: "object", properties: formProperties };
  if (required.length + requiredFiles.length > 0) form.required = [...required, ...requiredFiles];
  const withoutRequired = (schema: JsonSchema) => {
    const copy = { ...schema };
    delete copy.required;
    return copy;
  };
  return { json, form, jsonUpdate: withoutRequired(json), formUpdate: withoutRequired(form) };
}

function columnSchema(column: ColumnDef): JsonSchema {
  const base: JsonSchema =
    column.kind === "id" || column.kind === "integer"
      ? { type: "integer" }
      : column.kind === "real"
        ? { type: "number" }
        : column.kind === "timestamp"
          ? { type: "string", format: "date-time" }
          : { type: "string" };
  return column.isNullable ? { ...base, type: [base.type, "null"] } : base;
}

/** The shape of an answer, from the table definition, with flags as booleans and media as URLs. */
function rowSchema(
  table: TableName,
  options: { omit?: string[]; booleans?: string[]; urls?: string[]; extra?: Record<string, JsonSchema> },
): JsonSchema {
  const properties: Record<string, JsonSchema> = {};
  for (const [name, column] of Object.entries(tables[table].columns) as Array<[string, ColumnDef]>) {
    if (options.omit?.includes(name)) continue;
    let schema = columnSchema(column);
    if (options.booleans?.includes(name)) schema = { type: "boolean" };
    if (options.urls?.includes(name)) {
      schema = column.isNullable
        ? { type: ["string", "null"], format: "uri" }
        : { type: "string", format: "uri" };
    }
    properties[name] = schema;
  }
  Object.assign(properties, options.extra ?? {});
  return { type: "object", required: Object.keys(properties), properties };
}

const pageOf = (item: string): JsonSchema => ({
  type: "object",
  required: ["count", "next", "previous", "results"],
  properties: {
    count: { type: "integer", minimum: 0 },
    next: { type: ["string", "null"], format: "uri" },
    previous: { type: ["string", "null"], format: "uri" },
    results: { type: "array", items: ref("schemas", item) },
  },
});

const listOf = (item: string): JsonSchema => ({
  oneOf: [{ type: "array", items: ref("schemas", item) }, ref("schemas", `${item}-page`)],
});

const INBOX_FLAGS = ["is_read", "conditions", "accept_terms"];

function inboxEntrySchema(kind: InboxKind): JsonSchema {
  const table = INBOX_KINDS[kind].table;
  const columns = Object.keys(tables[table].columns);
  return rowSchema(table, {
    omit: ["fingerprint", "token"],
    booleans: INBOX_FLAGS.filter((flag) => columns.includes(flag)),
    urls: columns.includes("logo") ? ["logo"] : [],
    extra: {
      name: { type: "string" },
      message: { type: "string" },
      ...(kind === "rejoindre" ? { nom: { type: "string" } } : {}),
      ...(isFollowUpKind(kind)
        ? {
            status: { enum: [...FOLLOW_UP_STATUSES] },
            assignee: { type: ["string", "null"] },
            notes: {
              type: "array",
              items: {
                type: "object",
                properties: {
                  id: { type: "integer" },
                  type: { enum: ["note", "reply"] },
                  author: { type: "string" },
                  text: { type: "string" },
                  created_at: { type: "string", format: "date-time" },
                },
              },
            },
          }
        : {}),
    },
  });
}

/** The partner form also sends the logo's address (from POST /api/uploads/) or the file itself. */
function formInputSchema(kind: InboxKind): JsonSchema {
  const schema = inputSchema(FORM_SCHEMAS[kind] as z.ZodObject);
  if (kind === "partners") {
    const properties = schema.properties as Record<string, JsonSchema>;
    properties.logo ??= { type: "string", format: "uri" };
  }
  return schema;
}

/** An optional property added to an object schema (not required: older answers and clients lack it). */
function addProperty(schema: JsonSchema | undefined, name: string, property: JsonSchema) {
  if (!schema) return;
  schema.properties = { ...(schema.properties as Record<string, JsonSchema> | undefined), [name]: property };
}

/**
 * A write's answer: the item as stored, and what the rich-text cleaning removed from what was sent
 * (decision 027), present only when it removed something.
 */
const savedSchema = (name: string): JsonSchema => ({
  allOf: [
    ref("schemas", name),
    {
      type: "object",
      properties: {
        sanitized: {
          description:
            "Present when the server removed something from a rich text sent: per field, the tags, attributes and address schemes it removed. The item holds the cleaned text.",
          type: "object",
          additionalProperties: { type: "array", items: { type: "string" } },
        },
      },
    },
  ],
});

function schemas(t: Translate): Record<string, JsonSchema> {
  const all: Record<string, JsonSchema> = {
    error: {
      type: "object",
      required: ["error"],
      properties: {
        error: { type: "string" },
        errors: { type: "object", additionalProperties: { type: "array", items: { type: "string" } } },
      },
    },
    "form-answer": {
      type: "object",
      required: ["id", "message"],
      properties: { id: { type: "integer" }, message: { type: "string" } },
    },
    upload: {
      type: "object",
      required: ["secure_url", "url", "kind", "mime", "size", "width", "height", "variants"],
      properties: {
        secure_url: { type: "string", format: "uri" },
        url: { type: "string", format: "uri" },
        kind: { enum: ["image", "document"] },
        mime: { type: "string" },
        size: { type: "integer" },
        width: { type: ["integer", "null"] },
        height: { type: ["integer", "null"] },
        variants: {
          type: "array",
          items: {
            type: "object",
            required: ["url", "width", "format"],
            properties: {
              url: { type: "string", format: "uri" },
              width: { type: "integer" },
              format: { enum: ["webp", "jpeg", "png"] },
            },
          },
        },
      },
    },
    "upload-form": {
      type: "object",
      required: ["file"],
      properties: {
        file: { type: "string", format: "binary", contentMediaType: "application/octet-stream" },
      },
    },
    "login-input": inputSchema(apiLoginSchema),
    "login-refused": {
      type: "object",
      required: ["error"],
      properties: { error: { type: "string" }, otp_required: { type: "boolean" } },
    },
    tokens: {
      type: "object",
      required: ["access", "refresh", "username"],
      properties: { access: { type: "string" }, refresh: { type: "string" }, username: { type: "string" } },
    },
    "refresh-input": {
      type: "object",
      required: ["refresh"],
      properties: { refresh: { type: "string", minLength: 10, maxLength: 200 } },
    },
    "logout-input": {
      type: "object",
      properties: { refresh: { type: "string", maxLength: 200 } },
    },
    "chat-input": inputSchema(chatRequestSchema),
    "chat-answer": {
      type: "object",
      required: ["response", "language", "suggestions", "links", "foreign", "id"],
      properties: {
        response: { type: "string" },
        language: { enum: ["fr", "en", "ar"] },
        suggestions: { type: "array", items: { type: "string" } },
        links: {
          type: "array",
          items: {
            type: "object",
            required: ["href", "label"],
            properties: { href: { type: "string" }, label: { type: "string" } },
          },
        },
        foreign: {
          description:
            "Parts of the response written in another language than `language` (content that exists only in it): mark them with their language.",
          type: "array",
          items: {
            type: "object",
            required: ["text", "lang"],
            properties: { text: { type: "string" }, lang: { enum: ["fr", "en", "ar"] } },
          },
        },
        id: { type: "integer" },
      },
    },
    "chat-feedback-input": inputSchema(feedbackRequestSchema),
    "newsletter-delete": {
      type: "object",
      required: ["id"],
      properties: { id: { type: "integer", minimum: 1 } },
    },
    "read-state": {
      type: "object",
      required: ["is_read"],
      properties: { is_read: { type: "boolean" } },
    },
    // The follow-up of a request (decision 032): any of the three.
    "follow-up-change": {
      type: "object",
      properties: {
        is_read: { type: "boolean" },
        status: { enum: [...FOLLOW_UP_STATUSES] },
        assignee_id: { type: ["integer", "null"] },
      },
    },
    "inbox-note": {
      type: "object",
      required: ["text"],
      properties: { text: { type: "string", minLength: 1, maxLength: NOTE_MAX } },
    },
    ...settingsSchemas(),
  };
  for (const name of Object.keys(RESOURCES) as ResourceName[]) {
    const resource = RESOURCES[name];
    const inputs = contentInputSchemas(resource.fields);
    const fieldEntries = Object.entries(resource.fields as Fields);
    all[name] = rowSchema(resource.table, {
      booleans: fieldEntries.filter(([, spec]) => spec.type === "flag").map(([field]) => field),
      urls: fieldEntries
        .filter(([, spec]) => isFileField(spec) || spec.type === "mediaUrl")
        .map(([field]) => field),
    });
    all[`${name}-saved`] = savedSchema(name);
    all[`${name}-page`] = pageOf(name);
    all[`${name}-input`] = inputs.json;
    all[`${name}-form`] = inputs.form;
    all[`${name}-update`] = inputs.jsonUpdate;
    all[`${name}-update-form`] = inputs.formUpdate;
    // The translation workflow (decision 031): administrators' reads carry each language's status, and
    // an update may say which languages were checked after a French change.
    if (translatedBases(resource.fields).length > 0) {
      const status = { enum: [...TRANSLATION_STATUSES] };
      addProperty(all[name], "translation_status", {
        description: t("translations.api.status"),
        type: "object",
        required: [...TRANSLATION_LOCALES],
        properties: Object.fromEntries(TRANSLATION_LOCALES.map((locale) => [locale, status])),
      });
      const reviewed = {
        description: t("translations.api.reviewed"),
        oneOf: [
          { type: "array", items: { enum: [...TRANSLATION_LOCALES] }, uniqueItems: true },
          { type: "string", pattern: "^(en|ar)(,(en|ar))?$" },
        ],
      };
      addProperty(all[`${name}-update`], "translation_reviewed", reviewed);
      addProperty(all[`${name}-update-form`], "translation_reviewed", {
        description: t("translations.api.reviewed"),
        type: "string",
        pattern: "^(en|ar)(,(en|ar))?$",
      });
    }
  }
  for (const kind of Object.keys(INBOX_KINDS) as InboxKind[]) {
    all[`${kind}-entry`] = inboxEntrySchema(kind);
    all[`${kind}-entry-page`] = pageOf(`${kind}-entry`);
    all[`${kind}-input`] = formInputSchema(kind);
  }
  Object.assign(all, MEDIA_SCHEMAS);
  return all;
}

function parameters(t: Translate): Record<string, JsonSchema> {
  const query = (name: string, description: string, schema: JsonSchema) => ({
    name,
    in: "query",
    required: false,
    description,
    schema,
  });
  return {
    id: {
      name: "id",
      in: "path",
      required: true,
      description: t("restApi.descriptions.id"),
      schema: { type: "integer", minimum: 1 },
    },
    idOrSlug: {
      name: "idOrSlug",
      in: "path",
      required: true,
      description: t("restApi.descriptions.idOrSlug"),
      schema: { type: "string" },
    },
    number: {
      name: "number",
      in: "path",
      required: true,
      description: t("restApi.descriptions.revisionNumber"),
      schema: { type: "integer", minimum: 1 },
    },
    "If-Match": {
      name: "If-Match",
      in: "header",
      required: false,
      description: t("restApi.descriptions.ifMatch"),
      schema: { type: "string" },
    },
    page: query("page", t("restApi.descriptions.page"), { type: "integer", minimum: 1 }),
    page_size: query(
      "page_size",
      t("restApi.descriptions.pageSize", { max: PAGE_SIZE_MAX, default: PAGE_SIZE_DEFAULT }),
      { type: "integer", minimum: 1, maximum: PAGE_SIZE_MAX },
    ),
    q: query("q", t("restApi.descriptions.q"), { type: "string", maxLength: 200 }),
    include_drafts: query("include_drafts", t("restApi.descriptions.includeDrafts"), { enum: ["0", "1"] }),
    sort: query("sort", t("restApi.descriptions.sort"), { enum: [...INBOX_SORTS] }),
    unread: query("unread", t("restApi.descriptions.unread"), { enum: ["0", "1"] }),
  };
}

function responses(t: Translate): Record<string, JsonSchema> {
  const error = (description: string, headers?: Record<string, JsonSchema>) => ({
    description,
    ...(headers ? { headers } : {}),
    content: { "application/json": { schema: ref("schemas", "error") } },
  });
  return {
    BadRequest: error(t("restApi.responses.invalid")),
    Unauthorized: error(t("restApi.responses.unauthorized"), {
      "WWW-Authenticate": { schema: { type: "string" } },
    }),
    NotFound: error(t("restApi.responses.notFound")),
    Forbidden: error(t("admin.roles.api.forbidden")),
    MethodNotAllowed: error(t("restApi.responses.methodNotAllowed"), {
      Allow: { schema: { type: "string" } },
    }),
    TooLarge: error(t("restApi.responses.tooLarge")),
    UnsupportedMediaType: error(t("restApi.responses.unsupportedMediaType")),
    Conflict: error(t("restApi.responses.conflict")),
    RateLimited: error(t("restApi.responses.rateLimited"), {
      "Retry-After": { schema: { type: "integer" } },
    }),
  };
}

const isMediaKind = (kind: ApiOperation["kind"]): kind is MediaOperationKind => kind.startsWith("media");

const ADMIN_SECURITY = [{ bearerAuth: [] }, { sessionCookie: [] }];

const REVISION_SUMMARY = {
  type: "object",
  required: ["number", "action", "actor", "created_at"],
  properties: {
    number: { type: "integer", minimum: 1 },
    action: { enum: ["create", "update", "restore", "delete"] },
    actor: { type: "string" },
    created_at: { type: "string", format: "date-time" },
  },
} as const;
/** Public calls that an administrator's credentials extend (drafts, larger uploads). */
const OPTIONAL_SECURITY = [{}, ...ADMIN_SECURITY];

function summaryOf(operation: ApiOperation, t: Translate, locale: Locale): string {
  const subject = operation.subject;
  const kind = operation.kind;
  if (isMediaKind(kind)) return mediaSummary(kind, t);
  const resource =
    subject.type === "content"
      ? RESOURCES[subject.name].label[locale]
      : subject.type === "inbox"
        ? t(`restApi.kinds.${subject.kind}`)
        : "";
  switch (kind) {
    case "adminList":
    case "adminCreate":
    case "adminRead":
    case "adminUpdate":
    case "adminDelete":
    case "adminInvite":
      return t(`admin.roles.api.${kind}`);
    case "followUp":
    case "addNote":
      return t(`admin.followUp.api.${kind}`, { resource });
    case "settingsRead":
      return t("siteSettings.api.read");
    case "settingsUpdate":
      return t("siteSettings.api.update");
    default:
      return t(`restApi.operations.${kind}`, { resource });
  }
}

/** The account fields the accounts API reads and answers (never a password or a secret). */
const ACCOUNT_SCHEMA = {
  type: "object",
  required: ["id", "username", "email", "role", "is_active"],
  properties: {
    id: { type: "integer" },
    username: { type: "string" },
    email: { type: ["string", "null"], format: "email" },
    role: { enum: [...ROLES] },
    is_active: { type: "boolean" },
    last_login_at: { type: ["string", "null"], format: "date-time" },
  },
};

/** Operations on accounts (decision 026). */
function accountOperationObject(operation: ApiOperation, base: Record<string, unknown>, ok: string) {
  const errors = {
    "400": ref("responses", "BadRequest"),
    "401": ref("responses", "Unauthorized"),
    "404": ref("responses", "NotFound"),
  };
  const body = (properties: Record<string, JsonSchema>, required: string[]) => ({
    required: true,
    content: { "application/json": { schema: { type: "object", required, properties } } },
  });
  const idParameter = [{ name: "id", in: "path", required: true, schema: { type: "integer" } }];
  const username = { type: "string", pattern: "^[A-Za-z0-9_.@-]{3,64}$" };
  const role = { enum: [...ROLES] };
  switch (operation.kind) {
    case "adminList":
      return { ...base, responses: { "200": json(ok, { type: "array", items: ACCOUNT_SCHEMA }), ...errors } };
    case "adminCreate":
      return {
        ...base,
        requestBody: body(
          { username, email: { type: "string", format: "email" }, password: { type: "string" }, role },
          ["username", "email", "password"],
        ),
        responses: { "201": json(ok, ACCOUNT_SCHEMA), ...errors },
      };
    case "adminInvite":
      return {
        ...base,
        requestBody: body({ username, email: { type: "string", format: "email" }, role }, [
          "username",
          "email",
          "role",
        ]),
        responses: { "202": json(ok, { type: "object" }), ...errors },
      };
    case "adminRead":
      return { ...base, parameters: idParameter, responses: { "200": json(ok, ACCOUNT_SCHEMA), ...errors } };
    case "adminUpdate":
      return {
        ...base,
        parameters: idParameter,
        requestBody: body({ role, is_active: { type: "boolean" } }, []),
        responses: { "200": json(ok, ACCOUNT_SCHEMA), ...errors },
      };
    default:
      return { ...base, parameters: idParameter, responses: { "204": { description: ok }, ...errors } };
  }
}

/**
 * Every operation that needs an account states the roles that may call it (`x-roles`, and a sentence of
 * its description), and its 403 answer (decision 026).
 */
function withRoles(operation: ApiOperation, object: Record<string, unknown>, t: Translate) {
  if (operation.access !== "admin") return object;
  const roles = operation.roles.map((role) => t(`admin.roles.names.${role}`)).join(", ");
  const line = t("admin.roles.api.rolesLine", { roles });
  const description = typeof object.description === "string" ? `${object.description} ${line}` : line;
  const responses = {
    ...(object.responses as Record<string, unknown>),
    "403": ref("responses", "Forbidden"),
  };
  return { ...object, description, "x-roles": [...operation.roles], responses };
}

function operationObject(operation: ApiOperation, t: Translate, locale: Locale): Record<string, unknown> {
  return withRoles(operation, operationByKind(operation, t, locale), t);
}

/** One operation object: parameters, body and answers by kind. */
function operationByKind(operation: ApiOperation, t: Translate, locale: Locale): Record<string, unknown> {
  const { subject } = operation;
  const name = subject.type === "content" ? subject.name : subject.type === "inbox" ? subject.kind : "";
  const entry = subject.type === "inbox" ? `${name}-entry` : name;
  const ok = t("restApi.responses.ok");
  const listParameters = [ref("parameters", "page"), ref("parameters", "page_size"), ref("parameters", "q")];
  const base: Record<string, unknown> = {
    operationId: operation.id,
    tags: [operation.tag],
    summary: summaryOf(operation, t, locale),
    security: operation.access === "admin" ? ADMIN_SECURITY : [],
  };
  // The follow-up, a note and the read state each change one inbox entry and answer it whole.
  const entryChange = (body: string, status: "200" | "201") => ({
    ...base,
    parameters: [ref("parameters", "id")],
    requestBody: jsonRequest(body),
    responses: {
      [status]: json(ok, ref("schemas", entry)),
      "400": ref("responses", "BadRequest"),
      "401": ref("responses", "Unauthorized"),
      "404": ref("responses", "NotFound"),
    },
  });
  const contentBody = (json: string, form: string) => ({
    required: true,
    content: {
      ...jsonBody(json),
      "multipart/form-data": { schema: ref("schemas", form) },
      "application/x-www-form-urlencoded": { schema: ref("schemas", json) },
    },
  });
  switch (operation.kind) {
    case "adminList":
    case "adminCreate":
    case "adminRead":
    case "adminUpdate":
    case "adminDelete":
    case "adminInvite":
      return accountOperationObject(operation, base, ok);
    case "settingsRead":
    case "settingsUpdate":
      return settingsOperationObject(operation.kind, base, t);
    case "list":
      return {
        ...base,
        ...(subject.type === "content"
          ? {
              description: `${t("restApi.descriptions.list")} ${t("restApi.descriptions.adminDrafts")}`,
              security: OPTIONAL_SECURITY,
              parameters: [...listParameters, ref("parameters", "include_drafts")],
            }
          : {
              description: t("restApi.descriptions.list"),
              parameters: [
                ...listParameters,
                ref("parameters", "sort"),
                ref("parameters", "unread"),
                // The follow-up filters (decision 032).
                ...(subject.type === "inbox" && isFollowUpKind(subject.kind)
                  ? [
                      { name: "status", in: "query", schema: { enum: [...FOLLOW_UP_STATUSES] } },
                      {
                        name: "assignee",
                        in: "query",
                        schema: { type: "string", pattern: "^([1-9][0-9]*|none)$" },
                      },
                    ]
                  : []),
              ],
            }),
        responses: {
          "200": json(ok, listOf(entry)),
          "400": ref("responses", "BadRequest"),
          "401": ref("responses", "Unauthorized"),
        },
      };
    case "create":
      return {
        ...base,
        requestBody: contentBody(`${name}-input`, `${name}-form`),
        responses: {
          "201": {
            ...json(t("restApi.responses.created"), ref("schemas", `${name}-saved`)),
            headers: { Location: { schema: { type: "string" } } },
          },
          ...WRITE_ERRORS,
        },
      };
    case "read":
      return {
        ...base,
        ...(subject.type === "content"
          ? {
              description: t("restApi.descriptions.adminDrafts"),
              security: OPTIONAL_SECURITY,
              parameters: [ref("parameters", "id"), ref("parameters", "include_drafts")],
            }
          : { parameters: [ref("parameters", "id")] }),
        responses: {
          "200": json(ok, ref("schemas", entry)),
          "401": ref("responses", "Unauthorized"),
          "404": ref("responses", "NotFound"),
        },
      };
    case "update":
    case "patch":
      return {
        ...base,
        description: t("restApi.descriptions.update"),
        parameters: [ref("parameters", "id"), ref("parameters", "If-Match")],
        requestBody: contentBody(`${name}-update`, `${name}-update-form`),
        responses: {
          "200": json(ok, ref("schemas", `${name}-saved`)),
          ...WRITE_ERRORS,
          "404": ref("responses", "NotFound"),
          "409": ref("responses", "Conflict"),
        },
      };
    case "delete":
      return {
        ...base,
        parameters: [ref("parameters", "id")],
        responses: {
          "204": { description: t("restApi.responses.deleted") },
          "401": ref("responses", "Unauthorized"),
          "404": ref("responses", "NotFound"),
        },
      };
    case "submit":
      return {
        ...base,
        requestBody: {
          required: true,
          content: {
            ...jsonBody(`${name}-input`),
            "application/x-www-form-urlencoded": { schema: ref("schemas", `${name}-input`) },
            "multipart/form-data": { schema: ref("schemas", `${name}-input`) },
          },
        },
        responses: {
          "201": json(t("restApi.responses.created"), ref("schemas", "form-answer")),
          "200": json(t("restApi.responses.duplicate"), ref("schemas", "form-answer")),
          "400": ref("responses", "BadRequest"),
          "413": ref("responses", "TooLarge"),
          "415": ref("responses", "UnsupportedMediaType"),
          "429": ref("responses", "RateLimited"),
        },
      };
    case "followUp":
      return entryChange("follow-up-change", "200");
    case "addNote":
      return entryChange("inbox-note", "201");
    case "markRead":
      return entryChange("read-state", "200");
    case "deleteByBody":
      return {
        ...base,
        description: t("restApi.descriptions.newsletterDelete", {
          message: t("restApi.errors.newsletterInvalidId"),
        }),
        requestBody: jsonRequest("newsletter-delete"),
        responses: {
          "204": { description: t("restApi.responses.deleted") },
          "400": ref("responses", "BadRequest"),
          "401": ref("responses", "Unauthorized"),
          "404": ref("responses", "NotFound"),
        },
      };
    case "blogList":
      return {
        ...base,
        description: t("restApi.descriptions.list"),
        parameters: listParameters,
        responses: { "200": json(ok, listOf("news")), "400": ref("responses", "BadRequest") },
      };
    case "blogRead":
      return {
        ...base,
        parameters: [ref("parameters", "idOrSlug")],
        responses: { "200": json(ok, ref("schemas", "news")), "404": ref("responses", "NotFound") },
      };
    case "upload":
      return {
        ...base,
        security: OPTIONAL_SECURITY,
        description: t("restApi.descriptions.upload", {
          publicSize: megabytes(LIMITS.publicImageBytes),
          imageSize: megabytes(LIMITS.imageBytes),
          documentSize: megabytes(LIMITS.documentBytes),
        }),
        requestBody: {
          required: true,
          content: { "multipart/form-data": { schema: ref("schemas", "upload-form") } },
        },
        responses: {
          "201": json(t("restApi.responses.created"), ref("schemas", "upload")),
          ...WRITE_ERRORS,
          "429": ref("responses", "RateLimited"),
        },
      };
    case "login":
      return {
        ...base,
        requestBody: jsonRequest("login-input"),
        responses: {
          "200": json(ok, ref("schemas", "tokens")),
          "400": ref("responses", "BadRequest"),
          "401": json(t("restApi.responses.loginRefused"), ref("schemas", "login-refused")),
          "429": ref("responses", "RateLimited"),
        },
      };
    case "refresh":
      return {
        ...base,
        requestBody: jsonRequest("refresh-input"),
        responses: { "200": json(ok, ref("schemas", "tokens")), "401": ref("responses", "Unauthorized") },
      };
    case "logout":
      return {
        ...base,
        security: OPTIONAL_SECURITY,
        requestBody: { required: false, content: jsonBody("logout-input") },
        responses: {
          "204": { description: t("restApi.responses.ok") },
          "401": ref("responses", "Unauthorized"),
        },
      };
    case "chat":
      return {
        ...base,
        requestBody: jsonRequest("chat-input"),
        responses: {
          "200": json(ok, ref("schemas", "chat-answer")),
          "400": ref("responses", "BadRequest"),
          "413": ref("responses", "TooLarge"),
          "429": ref("responses", "RateLimited"),
        },
      };
    case "chatFeedback":
      return {
        ...base,
        requestBody: jsonRequest("chat-feedback-input"),
        responses: {
          "200": json(ok, {
            type: "object",
            required: ["id", "helpful", "message"],
            properties: {
              id: { type: "integer" },
              helpful: { type: "boolean" },
              message: { type: "string" },
            },
          }),
          "400": ref("responses", "BadRequest"),
          "404": ref("responses", "NotFound"),
          "429": ref("responses", "RateLimited"),
        },
      };
    case "openapi":
      return { ...base, responses: { "200": json(ok, { type: "object" }) } };
    case "mediaList":
    case "mediaUpload":
    case "mediaRead":
    case "mediaUpdate":
    case "mediaDelete":
      return { ...base, ...mediaOperationObject(operation.kind, t) };
    case "revisionList":
      return {
        ...base,
        parameters: [ref("parameters", "id")],
        responses: {
          "200": json(ok, {
            type: "object",
            required: ["count", "results"],
            properties: { count: { type: "integer" }, results: { type: "array", items: REVISION_SUMMARY } },
          }),
          "401": ref("responses", "Unauthorized"),
          "404": ref("responses", "NotFound"),
        },
      };
    case "revisionRead":
      return {
        ...base,
        parameters: [ref("parameters", "id"), ref("parameters", "number")],
        responses: {
          "200": json(ok, {
            ...REVISION_SUMMARY,
            required: [...REVISION_SUMMARY.required, "data"],
            properties: { ...REVISION_SUMMARY.properties, data: ref("schemas", name) },
          }),
          "401": ref("responses", "Unauthorized"),
          "404": ref("responses", "NotFound"),
        },
      };
    case "revisionRestore":
      return {
        ...base,
        description: t("restApi.descriptions.restore"),
        parameters: [ref("parameters", "id"), ref("parameters", "number"), ref("parameters", "If-Match")],
        responses: {
          "200": json(ok, {
            allOf: [
              ref("schemas", name),
              {
                type: "object",
                required: ["not_restored"],
                properties: {
                  not_restored: { type: "array", items: { type: "string" } },
                  warning: { type: "string" },
                },
              },
            ],
          }),
          "401": ref("responses", "Unauthorized"),
          "404": ref("responses", "NotFound"),
          "409": ref("responses", "Conflict"),
          "422": ref("responses", "BadRequest"),
        },
      };
    case "deletedList":
      return {
        ...base,
        description: t("restApi.descriptions.deleted"),
        parameters: [{ name: "resource", in: "query", required: false, schema: { type: "string" } }],
        responses: {
          "200": json(ok, {
            type: "object",
            required: ["count", "results"],
            properties: {
              count: { type: "integer" },
              results: {
                type: "array",
                items: {
                  type: "object",
                  required: ["resource", "id", "revision", "actor", "deleted_at", "restore", "data"],
                  properties: {
                    resource: { type: "string" },
                    id: { type: "integer" },
                    revision: { type: "integer" },
                    actor: { type: "string" },
                    deleted_at: { type: "string", format: "date-time" },
                    restore: { type: "string" },
                    data: { type: "object" },
                  },
                },
              },
            },
          }),
          "400": ref("responses", "BadRequest"),
          "401": ref("responses", "Unauthorized"),
        },
      };
    case "auditList":
      return {
        ...base,
        parameters: [
          ref("parameters", "page"),
          ref("parameters", "page_size"),
          { name: "resource", in: "query", required: false, schema: { type: "string" } },
          { name: "actor", in: "query", required: false, schema: { type: "string" } },
        ],
        responses: {
          "200": json(ok, {
            type: "object",
            required: ["count", "next", "previous", "results"],
            properties: {
              count: { type: "integer" },
              next: { type: ["string", "null"] },
              previous: { type: ["string", "null"] },
              results: {
                type: "array",
                items: {
                  type: "object",
                  required: ["id", "actor", "action", "resource", "item_id", "title", "created_at"],
                  properties: {
                    id: { type: "integer" },
                    actor: { type: "string" },
                    action: { type: "string" },
                    resource: { type: "string" },
                    item_id: { type: ["integer", "null"] },
                    title: { type: "string" },
                    created_at: { type: "string", format: "date-time" },
                  },
                },
              },
            },
          }),
          "400": ref("responses", "BadRequest"),
          "401": ref("responses", "Unauthorized"),
        },
      };
  }
}

function tagDescription(tag: string, t: Translate, locale: Locale): string {
  if (Object.hasOwn(RESOURCES, tag)) return RESOURCES[tag as ResourceName].label[locale];
  if (Object.hasOwn(INBOX_KINDS, tag)) return t(`restApi.kinds.${tag as InboxKind}`);
  switch (tag) {
    case "auth":
    case "blog":
    case "uploads":
    case "chat":
    case "audit":
    case "revisions":
      return t(`restApi.tags.${tag}`);
    case "media":
      return t("media.api.tag");
    case "admins":
      return t("admin.roles.api.tag");
    case "settings":
      return t("siteSettings.api.tag");
    default:
      return t("restApi.tags.docs");
  }
}

export function buildOpenApiDocument(options: {
  locale: Locale;
  origin: string;
  config: Pick<Config, "PUBLIC_URL">;
}): OpenApiDocument {
  const { locale, origin } = options;
  const t = translatorFor(locale);
  const paths: OpenApiDocument["paths"] = {};
  const tags: OpenApiDocument["tags"] = [];
  for (const operation of API_OPERATIONS) {
    (paths[operation.path] ??= {})[operation.method.toLowerCase()] = operationObject(operation, t, locale);
    if (!tags.some((tag) => tag.name === operation.tag)) {
      tags.push({ name: operation.tag, description: tagDescription(operation.tag, t, locale) });
    }
  }
  return {
    openapi: "3.1.0",
    info: {
      title: `${t("common.siteName")} API`,
      version: "1.0.0",
      description: t("restApi.descriptions.api"),
    },
    servers: [{ url: origin }],
    tags,
    paths,
    components: {
      schemas: schemas(t),
      parameters: parameters(t),
      responses: responses(t),
      securitySchemes: {
        bearerAuth: {
          type: "http",
          scheme: "bearer",
          bearerFormat: "JWT",
          description: t("restApi.descriptions.bearer"),
        },
        sessionCookie: {
          type: "apiKey",
          in: "cookie",
          name: sessionCookieName(options.config),
          description: t("restApi.descriptions.session"),
        },
      },
    },
  };
}
