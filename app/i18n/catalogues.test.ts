import { describe, expect, it } from "vitest";
import { catalogues, publicMessages } from "./catalogues.server";
import { LOCALES } from "./config";

describe("the public pages' part of the catalogue", () => {
  it.each(LOCALES)("keeps what visitors read and leaves the back office on the server (%s)", (locale) => {
    const messages = publicMessages(locale);
    const full = catalogues[locale];
    expect(messages.common).toEqual(full.common);
    expect(messages.site).toEqual(full.site);
    expect(messages.forms).toEqual(full.forms);
    expect(messages.chat?.panel).toEqual(full.chat.panel);
    expect(messages.chat?.voice).toEqual(full.chat.voice);
    expect(messages.chat).not.toHaveProperty("answers");
    expect(messages.chat).not.toHaveProperty("admin");
    for (const area of ["admin", "formsAdmin", "mail", "restApi", "auth"] as const) {
      expect(messages).not.toHaveProperty(area);
    }
    expect(JSON.stringify(messages).length).toBeLessThan(JSON.stringify(full).length / 2);
  });
});
