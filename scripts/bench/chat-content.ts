/**
 * Content a chat question set is written against: each entry names a content resource (the REST
 * API's path segment, app/modules/content/resources.ts) and the values an administrator would send.
 * It is saved through `saveItem`, the operation behind the API and the back office, so its search
 * columns, slugs and files are made exactly as in production. Required files (a document's cover and
 * PDF) are generated.
 */
import type { Services } from "~/services.server";
import { buildDemoPdf, renderCover } from "~/modules/demo/demo-images.server";
import { saveItem } from "~/modules/content/operations.server";
import { RESOURCES, type ResourceName } from "~/modules/content/resources";

export interface ContentEntry {
  /** The API path of the resource ("news", "matches", "platformlinks"…). */
  resource: string;
  values: Record<string, unknown>;
  /** A match's date, in days from today (the question set must not go stale). */
  daysFromNow?: number;
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

async function filesFor(entry: ContentEntry, fields: Record<string, { type: string; required?: boolean }>) {
  const files: Record<string, File> = {};
  const label = String(entry.values.titre ?? entry.values.title_fr ?? entry.resource);
  for (const [name, spec] of Object.entries(fields)) {
    if (!spec.required) continue;
    if (spec.type === "image") {
      const data = await renderCover({
        motif: "book",
        label: label.toUpperCase(),
        colors: ["#1b6ca8", "#0b2e59"],
      });
      files[name] = new File([new Uint8Array(data)], "cover.jpg", { type: "image/jpeg" });
    } else if (spec.type === "document") {
      const data = buildDemoPdf({ title: label, lines: [String(entry.values.description ?? "")] });
      files[name] = new File([new Uint8Array(data)], "document.pdf", { type: "application/pdf" });
    }
  }
  return files;
}

/** Saves every entry as an administrator would; throws on the first one the operation refuses. */
export async function createContent(
  services: Pick<Services, "db" | "storage">,
  entries: readonly ContentEntry[],
): Promise<void> {
  for (const entry of entries) {
    const kind = (Object.keys(RESOURCES) as ResourceName[]).find(
      (name) => RESOURCES[name].path === entry.resource,
    );
    if (!kind) throw new Error(`Unknown content resource “${entry.resource}”`);
    const values = { ...entry.values };
    if (entry.daysFromNow !== undefined) values.match_date = day(entry.daysFromNow);
    const result = await saveItem(services, {
      kind,
      input: { values, files: await filesFor(entry, RESOURCES[kind].fields) },
      writer: { asSystem: "bench:chat" },
      translate: (key) => key,
    });
    if (result.status !== "saved") {
      const errors = result.status === "invalid" ? JSON.stringify(result.errors) : result.status;
      throw new Error(`Could not save ${entry.resource}: ${errors}`);
    }
  }
}
