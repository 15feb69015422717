/**
 * The documentation page reads the OpenAPI document itself, flattened into what a person reads: each
 * call with its access, parameters, body fields and answers. One source, so the page and the JSON
 * cannot disagree. Client-safe (no server imports).
 */
type Schema = { [key: string]: unknown };

interface DocumentLike {
  tags: Array<{ name: string; description: string }>;
  paths: Record<string, Record<string, unknown>>;
  components: {
    schemas: Record<string, Schema>;
    parameters: Record<string, Schema>;
    responses: Record<string, Schema>;
  };
}

export interface DocsField {
  name: string;
  type: string;
  isRequired: boolean;
  description?: string;
}

export interface DocsOperation {
  id: string;
  method: string;
  path: string;
  summary: string;
  description?: string;
  access: "public" | "admin" | "optional";
  parameters: DocsField[];
  body?: { types: string[]; fields: DocsField[] };
  responses: Array<{ status: string; description: string }>;
}

export interface DocsSection {
  tag: string;
  title: string;
  operations: DocsOperation[];
}

const METHODS = ["get", "post", "put", "patch", "delete"];

function resolve(document: DocumentLike, value: unknown): Schema {
  let node = value as Schema;
  for (let depth = 0; depth < 10 && typeof node?.$ref === "string"; depth++) {
    const [, , kind, name] = (node.$ref as string).split("/");
    const group = document.components[kind as keyof DocumentLike["components"]];
    node = group?.[name as string] as Schema;
  }
  return node ?? {};
}

/** A short human type: "string (uri)", "file (image/*)", "integer ≥ 0", "general | support". */
export function describeType(schema: Schema): string {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  if (Array.isArray(schema.anyOf)) {
    return (schema.anyOf as Schema[]).map(describeType).join(" | ");
  }
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.format === "binary") return `file (${String(schema.contentMediaType ?? "*/*")})`;
  const types = Array.isArray(schema.type) ? schema.type.join(" | ") : String(schema.type ?? "any");
  const details: string[] = [];
  if (typeof schema.format === "string") details.push(schema.format);
  if (typeof schema.maxLength === "number") details.push(`≤ ${schema.maxLength}`);
  if (typeof schema.minimum === "number" && schema.minimum !== 0) details.push(`≥ ${schema.minimum}`);
  if (typeof schema.maximum === "number") details.push(`≤ ${schema.maximum}`);
  return details.length ? `${types} (${details.join(", ")})` : types;
}

function bodyOf(document: DocumentLike, requestBody: unknown): DocsOperation["body"] {
  const body = resolve(document, requestBody);
  const content = body.content as Record<string, { schema: unknown }> | undefined;
  if (!content) return undefined;
  const types = Object.keys(content);
  // The richest variant (multipart, with files) shows every field.
  const preferred = content["multipart/form-data"] ?? content[types[0]!];
  const schema = resolve(document, preferred?.schema);
  const required = new Set((schema.required as string[] | undefined) ?? []);
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  return {
    types,
    fields: Object.entries(properties).map(([name, property]) => ({
      name,
      type: describeType(resolve(document, property)),
      isRequired: required.has(name),
    })),
  };
}

function accessOf(security: unknown): DocsOperation["access"] {
  if (!Array.isArray(security) || security.length === 0) return "public";
  return security.some((item) => Object.keys(item as object).length === 0) ? "optional" : "admin";
}

export function docsSections(document: DocumentLike): DocsSection[] {
  const sections = document.tags.map((tag) => ({
    tag: tag.name,
    title: tag.description,
    operations: [] as DocsOperation[],
  }));
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method] as Schema | undefined;
      if (!operation) continue;
      const parameters = ((operation.parameters as unknown[] | undefined) ?? []).map((parameter) => {
        const resolved = resolve(document, parameter);
        return {
          name: String(resolved.name),
          type: describeType(resolve(document, resolved.schema)),
          isRequired: resolved.required === true,
          description: typeof resolved.description === "string" ? resolved.description : undefined,
        };
      });
      const responses = Object.entries((operation.responses ?? {}) as Record<string, unknown>).map(
        ([status, response]) => ({
          status,
          description: String(resolve(document, response).description ?? ""),
        }),
      );
      const tag = ((operation.tags as string[] | undefined) ?? [])[0];
      sections
        .find((section) => section.tag === tag)
        ?.operations.push({
          id: String(operation.operationId),
          method: method.toUpperCase(),
          path,
          summary: String(operation.summary ?? ""),
          description: typeof operation.description === "string" ? operation.description : undefined,
          access: accessOf(operation.security),
          parameters,
          body: operation.requestBody ? bodyOf(document, operation.requestBody) : undefined,
          responses: responses.sort((a, b) => a.status.localeCompare(b.status)),
        });
    }
  }
  return sections.filter((section) => section.operations.length > 0);
}
