import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseWith } from "./validation";

describe("parseWith on values of the wrong shape", () => {
  it("refuses an object whose length is an object, where the schema library would throw", () => {
    const schema = z.object({ name: z.string().trim().min(1, { abort: true }).max(10) });
    const parsed = parseWith(schema, { name: { length: { toString: 0 } } });
    expect(parsed.isValid).toBe(false);
    expect(parsed.isValid ? {} : parsed.errors).toHaveProperty("name");
  });
});
