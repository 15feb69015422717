import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/http/module-preloads.server";

async function rewrite(chunks: Array<string | Buffer>) {
  const output: string[] = [];
  const stream = Readable.from(chunks, { objectMode: false }).pipe(lowPriorityModulePreloads());
  for await (const chunk of stream) output.push(String(chunk));
  return output.join("");
}

const PAGE =
  '<head><link rel="stylesheet" href="/a.css"/></head><body><p>Él</p>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
  '<link rel="preload" as="image" href="/x.webp"/></body>';
const EXPECTED = PAGE.replaceAll(
  '<link rel="modulepreload"',
  '<link rel="modulepreload" fetchpriority="low"',
);

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the page alone", async () => {
    expect(await rewrite([PAGE])).toBe(EXPECTED);
  });

  it("finds the marker when a chunk boundary falls anywhere inside it", async () => {
    for (let cut = 1; cut < PAGE.length; cut++) {
      expect(await rewrite([PAGE.slice(0, cut), PAGE.slice(cut)])).toBe(EXPECTED);
    }
  });

  it("keeps multi-byte characters split across chunks intact", async () => {
    const bytes = Buffer.from(PAGE);
    const cut = bytes.indexOf(Buffer.from("É")) + 1;
    expect(await rewrite([bytes.subarray(0, cut), bytes.subarray(cut)])).toBe(EXPECTED);
  });

  it("sends a held-back tail at the end of the stream", async () => {
    expect(await rewrite(["<p>a</p><link rel=", '"modulepre'])).toBe('<p>a</p><link rel="modulepre');
  });
});
