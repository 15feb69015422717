/**
 * The pieces every part of the OpenAPI document builds its operations from (the core, media and
 * settings parts), so a request body or an answer is written one way.
 */
export type JsonSchema = { [key: string]: unknown };

export const ref = (kind: "schemas" | "parameters" | "responses", name: string) => ({
  $ref: `#/components/${kind}/${name}`,
});

/** An answer with a JSON body. */
export const json = (description: string, schema: JsonSchema) => ({
  description,
  content: { "application/json": { schema } },
});

export const jsonBody = (schema: string) => ({ "application/json": { schema: ref("schemas", schema) } });

/** A required JSON request body, described by a named schema. */
export const jsonRequest = (schema: string) => ({ required: true, content: jsonBody(schema) });

/** What a write that reads a body may answer besides its success. */
export const WRITE_ERRORS = {
  "400": ref("responses", "BadRequest"),
  "401": ref("responses", "Unauthorized"),
  "413": ref("responses", "TooLarge"),
  "415": ref("responses", "UnsupportedMediaType"),
};
