import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { catalogues, pageMessages, publicMessages } from "./catalogues.server";
import { I18nProvider, useI18n, type PartialMessages } from "./react";

function Texts() {
  const { t } = useI18n();
  return createElement(
    "p",
    null,
    [t("site.news.title"), t("site.search.submit"), t("common.siteName")].join("|"),
  );
}

const render = (outer: PartialMessages, inner: PartialMessages) =>
  renderToStaticMarkup(
    createElement(I18nProvider, {
      locale: "ar",
      messages: outer,
      children: createElement(I18nProvider, {
        locale: "ar",
        messages: inner,
        children: createElement(Texts),
      }),
    }),
  );

describe("nested I18nProvider", () => {
  const full = catalogues.ar;

  it("completes the root's share of an area with a page's own texts, keeping both", () => {
    expect(render(publicMessages("ar"), pageMessages("ar", "site.news"))).toBe(
      `<p>${[full.site.news.title, full.site.search.submit, full.common.siteName].join("|")}</p>`,
    );
  });

  it("shows a key that neither sent as itself", () => {
    expect(render(publicMessages("ar"), {})).toContain("site.news.title|");
  });
});
