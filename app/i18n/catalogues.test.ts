import { describe, expect, it } from "vitest";
import { catalogues, publicMessages, remainingMessages } from "./catalogues.server";
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

describe("the rest of the catalogue", () => {
  it.each(LOCALES)("completes the public part, area by area, into the whole catalogue (%s)", (locale) => {
    const rest = remainingMessages(locale);
    // The nested provider merges area by area: the outer areas, then these over them.
    expect({ ...publicMessages(locale), ...rest }).toEqual(catalogues[locale]);
    expect(rest).not.toHaveProperty("site");
    expect(rest).not.toHaveProperty("common");
    expect(rest.chat).toEqual(catalogues[locale].chat);
  });
});
