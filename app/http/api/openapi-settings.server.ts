/**
 * The site settings' part of the OpenAPI document (decision 030), from the zod schemas the handler
 * validates with: each key's rules, plus what a refinement cannot say (e-mail and URL formats).
 */
import { z } from "zod";
import type { Translate } from "~/i18n/catalogues.server";
import { PUBLIC_SETTING_KEYS, settingsChangeSchema } from "~/modules/settings/site-settings.schema";
import { json, jsonRequest, ref, WRITE_ERRORS, type JsonSchema } from "~/http/api/openapi-shapes";

export type SettingsOperationKind = "settingsRead" | "settingsUpdate";

function settingsProperties(): Record<string, JsonSchema> {
  const schema = z.toJSONSchema(settingsChangeSchema, {
    unrepresentable: "any",
    target: "draft-2020-12",
    io: "input",
  }) as JsonSchema;
  const properties = schema.properties as Record<string, JsonSchema>;
  properties.contact_email = { ...properties.contact_email, description: "An e-mail address, or empty." };
  properties.contact_phone = { ...properties.contact_phone, description: "At least 6 digits, or empty." };
  const links = properties.social_links as { items: JsonSchema };
  links.items = { ...links.items, format: "uri" };
  properties.opening_hours = {
    ...properties.opening_hours,
    description:
      "ISO weekday (1 Monday … 7 Sunday), HH:MM, closes after opens; ranges of one day do not overlap. A day without a range is closed.",
  };
  return properties;
}

export function settingsSchemas(): Record<string, JsonSchema> {
  const properties = settingsProperties();
  return {
    settings: { type: "object", required: [...PUBLIC_SETTING_KEYS], properties },
    "settings-update": { type: "object", additionalProperties: false, properties },
  };
}

export function settingsOperationObject(
  kind: SettingsOperationKind,
  base: Record<string, unknown>,
  t: Translate,
): Record<string, unknown> {
  const ok = json(t("restApi.responses.ok"), ref("schemas", "settings"));
  if (kind === "settingsRead") {
    return { ...base, description: t("siteSettings.api.readDescription"), responses: { "200": ok } };
  }
  return {
    ...base,
    description: t("siteSettings.api.updateDescription"),
    requestBody: jsonRequest("settings-update"),
    responses: { "200": ok, ...WRITE_ERRORS },
  };
}
