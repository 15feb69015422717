import { describe, expect, it } from "vitest";
import { catalogues, PAGE_AREAS, pageMessages, publicMessages, remainingMessages } from "./catalogues.server";
import { LOCALES } from "./config";

describe("the public pages' part of the catalogue", () => {
  it.each(LOCALES)("keeps what visitors read and leaves the back office on the server (%s)", (locale) => {
    const messages = publicMessages(locale);
    const full = catalogues[locale];
    expect(messages.common).toEqual(full.common);
    expect(messages.site?.search).toEqual(full.site.search);
    expect(messages.site?.pager).toEqual(full.site.pager);
    expect(messages.forms?.newsletter).toEqual(full.forms.newsletter);
    expect(messages.forms?.errors).toEqual(full.forms.errors);
    expect(messages.chat?.panel).toEqual(full.chat.panel);
    expect(messages.chat?.voice).toEqual(full.chat.voice);
    expect(messages.chat).not.toHaveProperty("answers");
    expect(messages.chat).not.toHaveProperty("admin");
    for (const area of ["admin", "formsAdmin", "mail", "restApi", "auth"] as const) {
      expect(messages).not.toHaveProperty(area);
    }
    expect(JSON.stringify(messages).length).toBeLessThan(JSON.stringify(full).length / 3);
  });

  it.each(LOCALES)("leaves each page's own texts to that page, but its error texts (%s)", (locale) => {
    const shared = publicMessages(locale).site!;
    const full = catalogues[locale].site;
    // An error boundary renders without its loader's data: its texts come with every page.
    expect(shared.news).toEqual({ loadError: full.news.loadError });
    expect(shared.blog).toEqual({
      loadError: full.blog.loadError,
      notFound: full.blog.notFound,
      back: full.blog.back,
    });
    expect(shared.searchPage).toEqual({ error: full.searchPage.error });
    expect(pageMessages(locale, "site.home", "site.news", "forms.join")).toEqual({
      site: { home: full.home, news: full.news },
      forms: { join: catalogues[locale].forms.join },
    });
    // Every page area completed by its page gives back the whole of `site` and `forms`.
    const completed = { site: { ...shared }, forms: { ...publicMessages(locale).forms } };
    for (const area of PAGE_AREAS) {
      for (const [top, texts] of Object.entries(pageMessages(locale, area)))
        Object.assign(completed[top as "site" | "forms"], texts);
    }
    expect(completed).toEqual({ site: full, forms: catalogues[locale].forms });
    expect(publicMessages(locale).forms).not.toHaveProperty("partner.title");
  });
});

describe("the rest of the catalogue", () => {
  it.each(LOCALES)("completes the public part, area by area, into the whole catalogue (%s)", (locale) => {
    const rest = remainingMessages(locale);
    // The nested provider merges area by area: the outer areas, then these over them.
    expect({ ...publicMessages(locale), ...rest }).toEqual(catalogues[locale]);
    expect(rest.site).toEqual(catalogues[locale].site);
    expect(rest.forms).toEqual(catalogues[locale].forms);
    expect(rest).not.toHaveProperty("common");
    expect(rest.chat).toEqual(catalogues[locale].chat);
  });
});
