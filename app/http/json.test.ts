import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jsonDepth, MAX_JSON_DEPTH, parseJson } from "~/http/json";

const nested = (depth: number) => "[".repeat(depth) + "]".repeat(depth);

describe("JSON bodies", () => {
  it("measures nesting, brackets inside strings left out", () => {
    expect(jsonDepth('{"a":[1,{"b":"[[[{{{"}]}')).toBe(3);
    expect(jsonDepth('"\\"[[["')).toBe(0);
    expect(jsonDepth(nested(5000), 40)).toBe(41);
  });

  it("refuses a body nested deeper than the limit, before parsing it", () => {
    expect(parseJson(nested(MAX_JSON_DEPTH))).toEqual({ ok: true, value: expect.any(Array) });
    expect(parseJson(nested(MAX_JSON_DEPTH + 1))).toEqual({ ok: false });
    expect(parseJson(`{"email":${nested(5000)}}`)).toEqual({ ok: false });
    expect(parseJson("{nope")).toEqual({ ok: false });
  });

  it("parses every shallow JSON value as JSON.parse does", () => {
    fc.assert(
      fc.property(fc.jsonValue({ maxDepth: 8 }), (value) => {
        const text = JSON.stringify(value);
        expect(parseJson(text)).toEqual({ ok: true, value: JSON.parse(text) });
      }),
    );
  });
});
