import { RESOURCES, type ContentResource } from "~/modules/content/resources";
import { INBOX_KINDS } from "~/modules/inbox/kinds";
import { ADMIN, PAGES } from "~/lib/paths";

/**
 * Pages of this part of the site, each rendered by its own route module under routes/site/: the pages of
 * the content registry and the foundation's other pages. The site pages (`/{slug}`) are rows of
 * `site_pages`: the sitemap reads the published ones.
 */
export const PUBLIC_PATHS = [
  PAGES.home,
  ...new Set(
    Object.values(RESOURCES).flatMap((resource: ContentResource) =>
      resource.publicPath ? [resource.publicPath] : [],
    ),
  ),
  PAGES.about,
  PAGES.programs,
  PAGES.categories,
  PAGES.sports,
  PAGES.search,
];

/** The visitors' forms (§2), listed in the sitemap too. */
export const FORM_PATHS = [PAGES.contact, PAGES.join, PAGES.community, PAGES.partner] as const;

/**
 * Back-office and technical paths that search engines should not crawl: the screens of the content and
 * inbox registries, and the other back-office screens (under /admin/ or named by §2).
 */
export const PRIVATE_PATHS = [
  "/api/",
  PAGES.login,
  PAGES.logout,
  PAGES.forgotPassword,
  PAGES.resetPassword,
  "/admin/",
  ADMIN.dashboard,
  ADMIN.dashboardAlias,
  ADMIN.partners,
  "/partners/",
  ...new Set([
    ...Object.values(RESOURCES).flatMap((resource: ContentResource) =>
      resource.adminPath ? [resource.adminPath] : [],
    ),
    ...Object.values(INBOX_KINDS).map((kind) => kind.adminPath),
  ]),
];
