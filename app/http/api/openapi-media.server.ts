/** The media library's part of the OpenAPI document (decision 029). */
import type { Translate } from "~/i18n/catalogues.server";
import { ALT_MAX, CAPTION_MAX } from "~/modules/media/library";
import { LIMITS } from "~/modules/media/upload.server";
import { json, jsonRequest, ref, type JsonSchema } from "~/http/api/openapi-shapes";

export type MediaOperationKind = "mediaList" | "mediaUpload" | "mediaRead" | "mediaUpdate" | "mediaDelete";

const fraction = { type: "number", minimum: 0, maximum: 1 };

const usage = {
  type: "object",
  required: ["resource", "id", "title", "field", "public_url", "admin_url"],
  properties: {
    resource: { type: "string" },
    id: { type: "integer" },
    title: { type: "string" },
    field: { type: "string" },
    public_url: { type: "string", format: "uri" },
    admin_url: { type: ["string", "null"], format: "uri" },
  },
};

export const MEDIA_SCHEMAS: Record<string, JsonSchema> = {
  media: {
    type: "object",
    required: [
      "id",
      "url",
      "kind",
      "mime",
      "size",
      "width",
      "height",
      "variants",
      "original_name",
      "alt_fr",
      "alt_en",
      "alt_ar",
      "caption",
      "focal_x",
      "focal_y",
      "created_at",
      "updated_at",
      "usage",
    ],
    properties: {
      id: { type: "integer" },
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
            format: { type: "string" },
          },
        },
      },
      original_name: { type: "string" },
      alt_fr: { type: "string" },
      alt_en: { type: "string" },
      alt_ar: { type: "string" },
      caption: { type: "string" },
      focal_x: fraction,
      focal_y: fraction,
      created_at: { type: "string", format: "date-time" },
      updated_at: { type: "string", format: "date-time" },
      usage: { type: "array", items: usage },
    },
  },
  "media-page": {
    type: "object",
    required: ["count", "next", "previous", "results"],
    properties: {
      count: { type: "integer" },
      next: { type: ["string", "null"] },
      previous: { type: ["string", "null"] },
      results: { type: "array", items: ref("schemas", "media") },
    },
  },
  "media-update": {
    type: "object",
    additionalProperties: false,
    properties: {
      alt_fr: { type: "string", maxLength: ALT_MAX },
      alt_en: { type: "string", maxLength: ALT_MAX },
      alt_ar: { type: "string", maxLength: ALT_MAX },
      caption: { type: "string", maxLength: CAPTION_MAX },
      focal_x: fraction,
      focal_y: fraction,
    },
  },
  "media-in-use": {
    type: "object",
    required: ["error", "usage"],
    properties: { error: { type: "string" }, usage: { type: "array", items: usage } },
  },
};

export const mediaSummary = (kind: MediaOperationKind, t: Translate) => t(`media.api.${kind}`);

export function mediaOperationObject(kind: MediaOperationKind, t: Translate): Record<string, unknown> {
  const ok = t("restApi.responses.ok");
  const id = [ref("parameters", "id")];
  const unauthorized = { "401": ref("responses", "Unauthorized") };
  switch (kind) {
    case "mediaList":
      return {
        description: t("media.api.listDescription"),
        parameters: [
          ref("parameters", "page"),
          ref("parameters", "page_size"),
          ref("parameters", "q"),
          { name: "kind", in: "query", required: false, schema: { enum: ["image", "document"] } },
        ],
        responses: {
          "200": json(ok, ref("schemas", "media-page")),
          "400": ref("responses", "BadRequest"),
          ...unauthorized,
        },
      };
    case "mediaUpload":
      return {
        description: t("restApi.descriptions.upload", {
          publicSize: Math.round(LIMITS.publicImageBytes / (1024 * 1024)),
          imageSize: Math.round(LIMITS.imageBytes / (1024 * 1024)),
          documentSize: Math.round(LIMITS.documentBytes / (1024 * 1024)),
        }),
        requestBody: {
          required: true,
          content: { "multipart/form-data": { schema: ref("schemas", "upload-form") } },
        },
        responses: {
          "201": json(t("restApi.responses.created"), ref("schemas", "media")),
          "400": ref("responses", "BadRequest"),
          ...unauthorized,
          "413": ref("responses", "TooLarge"),
          "415": ref("responses", "UnsupportedMediaType"),
        },
      };
    case "mediaRead":
      return {
        parameters: id,
        responses: {
          "200": json(ok, ref("schemas", "media")),
          ...unauthorized,
          "404": ref("responses", "NotFound"),
        },
      };
    case "mediaUpdate":
      return {
        description: t("media.api.updateDescription"),
        parameters: id,
        requestBody: jsonRequest("media-update"),
        responses: {
          "200": json(ok, ref("schemas", "media")),
          "400": ref("responses", "BadRequest"),
          ...unauthorized,
          "404": ref("responses", "NotFound"),
        },
      };
    case "mediaDelete":
      return {
        description: t("media.api.deleteDescription"),
        parameters: id,
        responses: {
          "204": { description: t("restApi.responses.deleted") },
          ...unauthorized,
          "404": ref("responses", "NotFound"),
          "409": json(t("media.api.inUse"), ref("schemas", "media-in-use")),
        },
      };
  }
}
