import { describe, expect, it } from "vitest";
import { cleanedFields, cleanedParamValue } from "./cleaned-notice";

describe("what the server removed, carried to the next screen", () => {
  const fields = ["content_fr", "content_ar"];

  it("goes through the address and back, per field", () => {
    const value = cleanedParamValue({
      content_fr: ["onclick", "javascript:", "<script>"],
      content_ar: ["style"],
      content_en: [],
    });
    expect(value).toBe("content_fr:onclick,javascript:,<script> content_ar:style");
    expect(cleanedFields(value, fields)).toEqual([
      ["content_fr", ["onclick", "javascript:", "<script>"]],
      ["content_ar", ["style"]],
    ]);
  });

  it("shows nothing a visitor could have typed into the address but the sanitizer's labels", () => {
    expect(
      cleanedFields("content_fr:Votre,compte,est,bloqué title_fr:<script> content_ar:style,<b>x</b>", fields),
    ).toEqual([["content_ar", ["style"]]]);
    expect(cleanedFields(null, fields)).toEqual([]);
  });
});
