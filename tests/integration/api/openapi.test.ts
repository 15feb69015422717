/**
 * /api/openapi.json validates as OpenAPI 3.1 (structural rules of the specification, checked here
 * because no validator package is installed), documents every call of §7, and says what the handlers
 * do: the required fields it lists are exactly the ones the API refuses when missing.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_OPERATIONS } from "~/http/api/operations";
import { RESOURCES } from "~/modules/content/resources";
import { INBOX_KINDS } from "~/modules/inbox/kinds";
import { testDatabases } from "../../support/databases";
import { asJson, openApiHarness, type ApiHarness } from "./support";

type Node = Record<string, unknown>;

const isObject = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && !Array.isArray(value);

const JSON_TYPES = new Set(["string", "number", "integer", "boolean", "object", "array", "null"]);
const METHODS = ["get", "put", "post", "delete", "options", "head", "patch", "trace"];
const COMPONENT_NAME = /^[a-zA-Z0-9.\-_]+$/;
const STATUS = /^([1-5]\d\d|[1-5]XX|default)$/;

/** Every $ref in the document, with where it was found. */
function collectRefs(node: unknown, at: string, found: Array<[string, string]> = []) {
  if (Array.isArray(node)) node.forEach((item, index) => collectRefs(item, `${at}/${index}`, found));
  else if (isObject(node)) {
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") found.push([at, value]);
      else collectRefs(value, `${at}/${key}`, found);
    }
  }
  return found;
}

function resolvePointer(document: Node, ref: string): unknown {
  if (!ref.startsWith("#/")) return undefined;
  let node: unknown = document;
  for (const raw of ref.slice(2).split("/")) {
    const key = raw.replaceAll("~1", "/").replaceAll("~0", "~");
    if (!isObject(node) || !(key in node)) return undefined;
    node = node[key];
  }
  return node;
}

const deref = (document: Node, node: unknown): Node => {
  let current = node;
  for (let depth = 0; depth < 10 && isObject(current) && typeof current.$ref === "string"; depth++) {
    current = resolvePointer(document, current.$ref);
  }
  return current as Node;
};

/** JSON Schema 2020-12 structure: every subschema an object, types known, required names declared. */
function schemaProblems(schema: unknown, at: string, problems: string[] = []): string[] {
  if (typeof schema === "boolean") return problems;
  if (!isObject(schema)) return [...problems, `${at}: not a schema object`];
  if (schema.$ref !== undefined) return problems;
  const types = schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];
  for (const type of types)
    if (!JSON_TYPES.has(type as string)) problems.push(`${at}: unknown type ${String(type)}`);
  if (schema.properties !== undefined) {
    if (!isObject(schema.properties)) problems.push(`${at}: properties is not an object`);
    else
      for (const [name, sub] of Object.entries(schema.properties))
        schemaProblems(sub, `${at}/properties/${name}`, problems);
  }
  if (schema.required !== undefined) {
    if (!Array.isArray(schema.required) || new Set(schema.required).size !== schema.required.length) {
      problems.push(`${at}: required must be an array of unique names`);
    } else if (isObject(schema.properties)) {
      for (const name of schema.required) {
        if (!(name in schema.properties)) problems.push(`${at}: required ${String(name)} is not a property`);
      }
    }
  }
  if (schema.items !== undefined) schemaProblems(schema.items, `${at}/items`, problems);
  if (schema.additionalProperties !== undefined) {
    schemaProblems(schema.additionalProperties, `${at}/additionalProperties`, problems);
  }
  for (const keyword of ["anyOf", "oneOf", "allOf"]) {
    const list = schema[keyword];
    if (list === undefined) continue;
    if (!Array.isArray(list) || list.length === 0)
      problems.push(`${at}: ${keyword} must be a non-empty array`);
    else list.forEach((sub, index) => schemaProblems(sub, `${at}/${keyword}/${index}`, problems));
  }
  if (schema.enum !== undefined && (!Array.isArray(schema.enum) || schema.enum.length === 0)) {
    problems.push(`${at}: enum must be a non-empty array`);
  }
  for (const keyword of ["minLength", "maxLength", "minimum", "maximum"]) {
    if (schema[keyword] !== undefined && typeof schema[keyword] !== "number") {
      problems.push(`${at}: ${keyword} must be a number`);
    }
  }
  return problems;
}

/** The structural rules of OpenAPI 3.1 that a validator checks. */
function documentProblems(document: Node): string[] {
  const problems: string[] = [];
  if (document.openapi !== "3.1.0") problems.push("openapi must be 3.1.x");
  const info = document.info;
  if (!isObject(info) || typeof info.title !== "string" || typeof info.version !== "string") {
    problems.push("info needs a title and a version");
  }
  if (!isObject(document.paths)) problems.push("paths must be an object");
  const components = (document.components ?? {}) as Record<string, Node>;
  for (const [group, entries] of Object.entries(components)) {
    for (const name of Object.keys(entries)) {
      if (!COMPONENT_NAME.test(name)) problems.push(`components.${group}.${name}: invalid name`);
    }
  }
  for (const [name, schema] of Object.entries(components.schemas ?? {})) {
    schemaProblems(schema, `#/components/schemas/${name}`, problems);
  }
  for (const [at, ref] of collectRefs(document, "#")) {
    if (resolvePointer(document, ref) === undefined) problems.push(`${at}: $ref ${ref} does not resolve`);
  }
  const schemes = new Set(Object.keys(components.securitySchemes ?? {}));
  const declaredTags = new Set(((document.tags ?? []) as Node[]).map((tag) => tag.name));
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries((document.paths ?? {}) as Record<string, Node>)) {
    if (!path.startsWith("/")) problems.push(`${path}: paths start with /`);
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]);
    for (const method of Object.keys(item)) {
      if (!METHODS.includes(method) && method !== "parameters")
        problems.push(`${path}: unknown key ${method}`);
    }
    for (const method of METHODS) {
      const operation = item[method];
      if (operation === undefined) continue;
      const where = `${method.toUpperCase()} ${path}`;
      if (!isObject(operation)) {
        problems.push(`${where}: not an object`);
        continue;
      }
      if (typeof operation.operationId === "string") {
        if (operationIds.has(operation.operationId)) problems.push(`${where}: duplicate operationId`);
        operationIds.add(operation.operationId);
      }
      const responses = operation.responses;
      if (!isObject(responses) || Object.keys(responses).length === 0)
        problems.push(`${where}: no responses`);
      else {
        for (const [status, response] of Object.entries(responses)) {
          if (!STATUS.test(status)) problems.push(`${where}: invalid status ${status}`);
          const resolved = deref(document, response);
          if (typeof resolved?.description !== "string") problems.push(`${where} ${status}: no description`);
          if (resolved?.content !== undefined && !isObject(resolved.content)) {
            problems.push(`${where} ${status}: content must be a map`);
          }
        }
      }
      const parameters = ((operation.parameters ?? []) as unknown[]).map((parameter) =>
        deref(document, parameter),
      );
      const seen = new Set<string>();
      for (const parameter of parameters) {
        if (!["query", "path", "header", "cookie"].includes(parameter.in as string)) {
          problems.push(`${where}: parameter ${String(parameter.name)} has no valid "in"`);
        }
        if (parameter.in === "path" && parameter.required !== true) {
          problems.push(`${where}: path parameter ${String(parameter.name)} must be required`);
        }
        if (parameter.schema === undefined && parameter.content === undefined) {
          problems.push(`${where}: parameter ${String(parameter.name)} needs a schema`);
        }
        const key = `${String(parameter.in)}:${String(parameter.name)}`;
        if (seen.has(key)) problems.push(`${where}: duplicate parameter ${key}`);
        seen.add(key);
      }
      for (const name of templated) {
        if (!parameters.some((parameter) => parameter.in === "path" && parameter.name === name)) {
          problems.push(`${where}: path parameter {${name}} is not declared`);
        }
      }
      for (const parameter of parameters) {
        if (parameter.in === "path" && !templated.includes(parameter.name as string)) {
          problems.push(`${where}: path parameter ${String(parameter.name)} is not in the path`);
        }
      }
      if (operation.requestBody !== undefined) {
        const body = deref(document, operation.requestBody);
        if (!isObject(body.content) || Object.keys(body.content).length === 0) {
          problems.push(`${where}: requestBody needs content`);
        }
      }
      for (const requirement of (operation.security ?? []) as Node[]) {
        for (const name of Object.keys(requirement)) {
          if (!schemes.has(name)) problems.push(`${where}: unknown security scheme ${name}`);
        }
      }
      for (const tag of (operation.tags ?? []) as string[]) {
        if (!declaredTags.has(tag)) problems.push(`${where}: undeclared tag ${tag}`);
      }
    }
  }
  return problems;
}

describe("the structural validator", () => {
  it("finds the faults it is meant to find", () => {
    const broken = {
      openapi: "3.0.0",
      info: { title: "x" },
      paths: {
        "/a/{id}/": {
          get: { operationId: "a", responses: {} },
          post: {
            operationId: "a",
            parameters: [{ name: "q", in: "body" }],
            responses: { "200": { $ref: "#/components/responses/Missing" } },
            security: [{ nobody: [] }],
          },
        },
      },
      components: {
        schemas: { "bad name": { type: "text", required: ["x"], properties: {} } },
        securitySchemes: {},
      },
    };
    const problems = documentProblems(broken).join("\n");
    for (const expected of [
      "openapi must be 3.1.x",
      "info needs a title and a version",
      "GET /a/{id}/: no responses",
      "duplicate operationId",
      'has no valid "in"',
      "does not resolve",
      "unknown security scheme nobody",
      "path parameter {id} is not declared",
      "invalid name",
      "unknown type text",
      "required x is not a property",
    ]) {
      expect(problems).toContain(expected);
    }
  });
});

describe.each(testDatabases())("OpenAPI document on $dialect", (database) => {
  let api: ApiHarness;
  let document: Node;
  beforeAll(async () => {
    api = await openApiHarness(database);
    document = asJson(await api.call("GET", "/api/openapi.json"));
  });
  afterAll(() => api.dispose());

  it("validates as OpenAPI 3.1 in every language", async () => {
    expect(documentProblems(document)).toEqual([]);
    for (const lng of ["en", "ar"]) {
      const translated = await api.call("GET", `/api/openapi.json?lng=${lng}`);
      expect(documentProblems(asJson(translated))).toEqual([]);
      expect(asJson(translated).info).not.toEqual(document.info);
    }
  });

  it("documents every call of §7 at its path, and every operation of the table", () => {
    const paths = document.paths as Record<string, Node>;
    const expected: Array<[string, string]> = [
      ["post", "/api/login/"],
      ["post", "/api/newsletter/"],
      ["get", "/api/newsletter/"],
      ["delete", "/api/newsletter/"],
      ["delete", "/api/newsletter/{id}/"],
      ["get", "/api/blog/"],
      ["get", "/api/blog/{idOrSlug}/"],
      ["post", "/api/uploads/"],
      ["patch", "/api/activities/{id}/"],
    ];
    for (const resource of Object.values(RESOURCES)) {
      for (const method of ["get", "post"]) expected.push([method, `/api/${resource.path}/`]);
      for (const method of ["get", "put", "patch", "delete"])
        expected.push([method, `/api/${resource.path}/{id}/`]);
    }
    for (const kind of Object.values(INBOX_KINDS)) {
      expected.push(
        ["post", `/api/${kind.path}/`],
        ["get", `/api/${kind.path}/`],
        ["delete", `/api/${kind.path}/{id}/`],
      );
    }
    for (const [method, path] of expected) expect(paths[path]?.[method], `${method} ${path}`).toBeDefined();
    for (const operation of API_OPERATIONS) {
      expect(paths[operation.path]?.[operation.method.toLowerCase()], operation.id).toMatchObject({
        operationId: operation.id,
      });
    }
  });

  it("marks administrator calls with their security, and public ones without", () => {
    const paths = document.paths as Record<string, Record<string, Node>>;
    expect(paths["/api/news/"]!.post!.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(paths["/api/contact/"]!.get!.security).toEqual([{ bearerAuth: [] }, { sessionCookie: [] }]);
    expect(paths["/api/contact/"]!.post!.security).toEqual([]);
  });

  it("lists as required exactly what the handlers refuse when missing", async () => {
    const schemas = (document.components as Record<string, Record<string, Node>>).schemas!;
    for (const resource of Object.values(RESOURCES)) {
      const documented = ((schemas[`${resource.path}-form`]!.required ?? []) as string[]).sort();
      const answer = await api.call("POST", `/api/${resource.path}/`, { token: api.tokens.valid, json: {} });
      const refused = answer.status === 400 ? Object.keys(asJson(answer).errors as object).sort() : [];
      expect(refused, resource.path).toEqual(documented);
    }
    for (const kind of Object.keys(INBOX_KINDS)) {
      const documented = ((schemas[`${kind}-input`]!.required ?? []) as string[]).sort();
      const answer = await api.call("POST", `/api/${kind}/`, { json: {}, clientIp: `10.9.9.${kind.length}` });
      expect(Object.keys(asJson(answer).errors as object).sort(), kind).toEqual(documented);
    }
  });

  it("is served as JSON that varies with the language", async () => {
    const answer = await api.call("GET", "/api/openapi.json");
    expect(answer.headers.get("Content-Type")).toMatch(/^application\/json/);
    expect(answer.headers.get("Vary")).toBe("Accept-Language, Cookie");
  });
});
