/**
 * Input alone never gives a 500: any JSON value in any field of every content resource and every
 * visitor's form, and bodies nested beyond the limit, get a translated 4xx or are accepted.
 */
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";
import { isFileField } from "~/modules/content/fields";
import { FORM_KINDS, FORM_SCHEMAS } from "~/modules/forms/kinds";
import { testDatabases } from "../../support/databases";
import { sampleValues } from "./samples";
import { asJson, openApiHarness, type ApiAnswer, type ApiHarness } from "./support";

/** JSON values, with the shapes that once reached a String() or a Number() of an object. */
const anyJson = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constant({ toString: 1 }),
  fc.constant({ valueOf: {} }),
  fc.dictionary(fc.constantFrom("toString", "valueOf", "__proto__", "constructor", "length"), fc.jsonValue()),
  fc.array(fc.string(), { maxLength: 3 }),
);

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

function expectClientAnswer(answer: ApiAnswer, what: string) {
  expect(answer.status, what).toBeLessThan(500);
  if (answer.status >= 400) expect(typeof asJson(answer).error, what).toBe("string");
}

describe.each(testDatabases())("arbitrary JSON on $dialect", (database) => {
  let api: ApiHarness;
  let address = 0;
  // Each request from its own address: the forms' rate limit is not what is tested here.
  const nextIp = () => `10.9.${Math.floor(++address / 250)}.${(address % 250) + 1}`;
  beforeAll(async () => {
    api = await openApiHarness(database);
  });
  afterAll(() => api.dispose());

  const resources = Object.entries(RESOURCES) as Array<[ResourceName, (typeof RESOURCES)[ResourceName]]>;

  it.each(resources)("%s: any JSON value in any field is a 4xx or accepted", async (name, resource) => {
    const fields = Object.entries(resource.fields)
      .filter(([, spec]) => !isFileField(spec))
      .map(([field]) => field);
    const created = await api.call("POST", `/api/${name}/`, {
      token: api.tokens.valid,
      json: sampleValues(resource),
    });
    const id = asJson(created).id;
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...fields), anyJson, { minKeys: 1, maxKeys: 3 }),
        fc.constantFrom("POST", "PUT", "PATCH"),
        async (changes, method) => {
          const target = method === "POST" ? `/api/${name}/` : `/api/${name}/${String(id)}/`;
          const answer = await api.call(method, target, {
            token: api.tokens.valid,
            json: { ...sampleValues(resource), ...changes },
          });
          expectClientAnswer(answer, `${method} ${target} ${JSON.stringify(changes)}`);
        },
      ),
      { numRuns: 25 },
    );
  });

  it.each(FORM_KINDS)("visitor form %s: any JSON value in any field is a 4xx or accepted", async (kind) => {
    const fields = Object.keys(FORM_SCHEMAS[kind].shape);
    await fc.assert(
      fc.asyncProperty(
        fc.dictionary(fc.constantFrom(...fields), anyJson, { minKeys: 1, maxKeys: fields.length }),
        async (values) => {
          const answer = await api.call("POST", `/api/${kind}/`, { json: values, clientIp: nextIp() });
          expectClientAnswer(answer, `${kind} ${JSON.stringify(values)}`);
        },
      ),
      { numRuns: 25 },
    );
  });

  it.each([...FORM_KINDS.map((kind) => `/api/${kind}/`), "/api/news/", "/api/login/", "/api/chat/"])(
    "POST %s nested 5,000 levels deep answers 400",
    async (target) => {
      for (const body of [nested(5000), `{"email":${nested(5000)}}`]) {
        const answer = await api.call("POST", target, {
          token: target === "/api/news/" ? api.tokens.valid : undefined,
          body,
          headers: { "Content-Type": "application/json" },
          clientIp: nextIp(),
        });
        expect(answer.status, target).toBe(400);
        expect(typeof asJson(answer).error).toBe("string");
      }
    },
  );
});
