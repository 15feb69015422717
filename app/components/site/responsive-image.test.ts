/**
 * The media library's alt text on public pages (decision 029): the page's language, then fr → en → ar,
 * then the item's title, each marked with its language when it is not the page's; and the focal point
 * as object-position.
 */
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { Locale } from "~/i18n/config";
import { I18nProvider } from "~/i18n/react";
import { publicMessages } from "~/i18n/catalogues.server";
import type { ImageInfo } from "~/modules/site/image-info";
import { altTextOf, ResponsiveImage } from "./responsive-image";

const image = (alt?: ImageInfo["alt"], focal?: ImageInfo["focal"]): ImageInfo => ({
  src: "/media/2026/05/aaaaaaaaaaaaaaaaaaaaaaaa.jpg",
  width: 1200,
  height: 800,
  srcSet: null,
  ...(alt ? { alt } : {}),
  ...(focal ? { focal } : {}),
});

const render = (locale: Locale, info: ImageInfo, fallback = "Titre de l'article", fallbackLang?: Locale) =>
  renderToStaticMarkup(
    createElement(I18nProvider, {
      locale,
      messages: publicMessages(locale),
      children: createElement(ResponsiveImage, {
        image: info,
        alt: fallback,
        altLang: fallbackLang,
        sizes: "100vw",
      }),
    }),
  );

describe("alt text of a library image", () => {
  const all = { alt_fr: "Des élèves en classe", alt_en: "Pupils in a classroom", alt_ar: "تلاميذ في القسم" };
  it.each([
    ["fr", all, { text: "Des élèves en classe" }],
    ["en", all, { text: "Pupils in a classroom" }],
    ["ar", all, { text: "تلاميذ في القسم" }],
    ["en", { ...all, alt_en: "" }, { text: "Des élèves en classe", lang: "fr" }],
    ["ar", { ...all, alt_ar: "" }, { text: "Des élèves en classe", lang: "fr" }],
    ["fr", { alt_fr: "", alt_en: "", alt_ar: "تلاميذ" }, { text: "تلاميذ", lang: "ar" }],
    ["fr", { alt_fr: " ", alt_en: "Pupils", alt_ar: "تلاميذ" }, { text: "Pupils", lang: "en" }],
  ] as const)("on a %s page, %j gives %j", (locale, alt, expected) => {
    expect(altTextOf(image(alt), { text: "Titre" }, locale)).toEqual(expected);
  });

  it("falls back to the item's title, with its language, when the library has no alt text", () => {
    expect(altTextOf(image(), { text: "Titre", lang: "fr" }, "ar")).toEqual({ text: "Titre", lang: "fr" });
    const html = render("ar", image(), "Titre de l'article", "fr");
    expect(html).toContain('alt="Titre de l&#x27;article"');
    expect(html).toContain('lang="fr" dir="ltr"');
  });

  it("renders the alt text and marks a fallback's language on the img", () => {
    expect(render("fr", image(all))).toContain('alt="Des élèves en classe"');
    expect(render("fr", image(all))).not.toContain("lang=");
    const english = render("en", image({ ...all, alt_en: "" }));
    expect(english).toContain('alt="Des élèves en classe"');
    expect(english).toContain('lang="fr"');
  });

  it("uses the focal point for the crop, and nothing for the middle", () => {
    expect(render("fr", image(undefined, { x: 0.25, y: 0.8 }))).toContain('style="object-position:25% 80%"');
    expect(render("fr", image(undefined, { x: 0.5, y: 0.5 }))).not.toContain("object-position");
  });
});
