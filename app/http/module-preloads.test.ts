import { describe, expect, it } from "vitest";
import { lowPriorityModulePreloads } from "~/http/module-preloads.server";

describe("lowPriorityModulePreloads", () => {
  it("marks every module preload low priority and leaves the rest of the page alone", () => {
    const page =
      '<head><link rel="stylesheet" href="/a.css"/></head><body><p>Él</p>' +
      '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/root.js"/>' +
      '<link rel="preload" as="image" href="/x.webp"/></body>';
    expect(lowPriorityModulePreloads(Buffer.from(page)).toString()).toBe(
      '<head><link rel="stylesheet" href="/a.css"/></head><body><p>Él</p>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/entry.js"/>' +
        '<link rel="modulepreload" fetchpriority="low" href="/assets/root.js"/>' +
        '<link rel="preload" as="image" href="/x.webp"/></body>',
    );
  });

  it("leaves a page without module preloads as it is", () => {
    const page = Buffer.from("<p>Aucune actualité</p>");
    expect(lowPriorityModulePreloads(page)).toBe(page);
  });
});
