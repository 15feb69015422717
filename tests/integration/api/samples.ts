/** Valid submissions for any content resource, built from its field list, so new resources are covered. */
import { isFileField, type FieldSpec } from "~/modules/content/fields";
import type { ContentResource } from "~/modules/content/resources";
import { pdfFile, pngFile } from "./support";

let counter = 0;

function sampleText(name: string, spec: FieldSpec, suffix: string): string | undefined {
  switch (spec.type) {
    case "text":
      return name === "slug" ? `page-${suffix}` : `${name} ${suffix}`;
    case "richText":
      // Already in the form the server stores, so that every round trip compares equal.
      return `<p>${name} <strong>${suffix}</strong></p>`;
    case "url":
      return `https://example.org/${name}/${suffix}`;
    case "date":
      return "2026-05-01";
    case "time":
      return "18:30";
    case "integer":
      return "3";
    default:
      return undefined;
  }
}

/** Every text field with a valid value (JSON body). */
export function sampleValues(resource: ContentResource): Record<string, string> {
  const suffix = `${Date.now().toString(36)}-${++counter}`;
  const values: Record<string, string> = {};
  for (const [name, spec] of Object.entries(resource.fields)) {
    const value = sampleText(name, spec, suffix);
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/** Every field, files included (multipart body). */
export async function sampleForm(resource: ContentResource): Promise<FormData> {
  const form = new FormData();
  for (const [name, value] of Object.entries(sampleValues(resource))) form.append(name, value);
  for (const [name, spec] of Object.entries(resource.fields)) {
    if (!isFileField(spec)) continue;
    form.append(name, spec.type === "image" ? await pngFile(`${name}.png`) : pdfFile(`${name}.pdf`));
  }
  return form;
}

export const fileFields = (resource: ContentResource) =>
  Object.entries(resource.fields)
    .filter(([, spec]) => isFileField(spec))
    .map(([name]) => name);

/** The first plain text field: the one an update changes. */
export const firstTextField = (resource: ContentResource) =>
  Object.entries(resource.fields).find(([name, spec]) => spec.type === "text" && name !== "slug")![0];
