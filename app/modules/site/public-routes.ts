import { RESOURCES, type ContentResource } from "~/modules/content/resources";
import { INBOX_KINDS } from "~/modules/inbox/kinds";

/** Every public page of the site (§2), for the sitemap, the smoke tests and the JavaScript budget. */
export const SITE_PAGE_SLUGS = [
  "club",
  "equipes",
  "partenaires",
  "mentions-legales",
  "politique-confidentialite",
  "cgv",
] as const;

export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

/**
 * Pages of this part of the site, each rendered by its own route module under routes/site/: the pages of
 * the content registry, the foundation's other pages, and the site pages.
 */
export const PUBLIC_PATHS = [
  "/home",
  ...new Set(
    Object.values(RESOURCES).flatMap((resource: ContentResource) =>
      resource.publicPath ? [resource.publicPath] : [],
    ),
  ),
  "/qui-sommes-nous-",
  "/programs",
  "/categories",
  "/sports",
  "/search",
  ...SITE_PAGE_SLUGS.map((slug) => `/${slug}`),
];

/** The visitors' forms (§2), listed in the sitemap too. */
export const FORM_PATHS = ["/contacter-tamkine", "/nous-rejoindre", "/community", "/partner"] as const;

/**
 * Back-office and technical paths that search engines should not crawl: the screens of the content and
 * inbox registries, and the other back-office screens (under /admin/ or named by §2).
 */
export const PRIVATE_PATHS = [
  "/api/",
  "/login",
  "/logout",
  "/forgotpassword",
  "/reset-password",
  "/admin/",
  "/dashboardAdmin",
  "/dashboard",
  "/listPartners",
  "/partners/",
  ...new Set([
    ...Object.values(RESOURCES).flatMap((resource: ContentResource) =>
      resource.adminPath ? [resource.adminPath] : [],
    ),
    ...Object.values(INBOX_KINDS).map((kind) => kind.adminPath),
  ]),
];
