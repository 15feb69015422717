/**
 * Every page address of the product, written once (§2 Public and Admin routes). routes.ts mounts each
 * of them; links, redirects, the registries, the sitemap, robots.txt and the chat assistant read them
 * here. A leaf without imports: routes.ts loads it before the application's aliases exist.
 */

/** The public site, the visitors' forms, sign-in and the site's technical files. */
export const PAGES = {
  home: "/home",
  news: "/actualites",
  /** An article: `/blogdetail/{slug}_{id}`. */
  article: "/blogdetail",
  president: "/motPresident",
  foundation: "/fondation",
  values: "/nosValeurs",
  missions: "/nosMissions",
  team: "/notreEquipe",
  about: "/qui-sommes-nous-",
  programs: "/programs",
  platforms: "/plateforms",
  activities: "/activities",
  mediaPartners: "/mediaPartenaire",
  matches: "/matchs",
  videos: "/videotheque",
  photos: "/phototheque",
  documents: "/document",
  categories: "/categories",
  sports: "/sports",
  search: "/search",
  contact: "/contacter-tamkine",
  join: "/nous-rejoindre",
  /** The header's "join us" button opens the same form at an address of its own (§2). */
  joinHeader: "/nousRejoindreHeader",
  community: "/community",
  partner: "/partner",
  newsletter: "/newsletter",
  newsletterConfirm: "/newsletter/confirm",
  newsletterUnsubscribe: "/newsletter/unsubscribe",
  sitemap: "/sitemap.xml",
  robots: "/robots.txt",
  rss: "/rss.xml",
  /** A feed by name: `/rss/{feed}`. */
  rssFeed: "/rss",
  login: "/login",
  forgotPassword: "/forgotpassword",
  resetPassword: "/reset-password",
  /** An invitation to open an account: choose a password (decision 026). */
  invitation: "/invitation",
  logout: "/logout",
  /** The chat service (POST). */
  chat: "/chat",
} as const;

/**
 * The site pages the site comes with (§2): the footer links to them, so a page keeps its slug once it
 * holds one of these. Every other published page of `site_pages` is served at `/{slug}` too.
 */
export const SITE_PAGE_SLUGS = [
  "club",
  "equipes",
  "partenaires",
  "mentions-legales",
  "politique-confidentialite",
  "cgv",
] as const;

export type SitePageSlug = (typeof SITE_PAGE_SLUGS)[number];

/** The back office. */
export const ADMIN = {
  dashboard: "/dashboardAdmin",
  /** An older address of the dashboard, redirected to it. */
  dashboardAlias: "/dashboard",
  newsletter: "/admin/newsletter",
  outbox: "/admin/outbox",
  /** The inboxes' reply templates (decision 032). */
  replyTemplates: "/admin/modeles-reponse",
  personalData: "/admin/donnees-personnelles",
  personalDataExport: "/admin/donnees-personnelles/export",
  news: "/createpost",
  teamMessages: "/teamMessage",
  missions: "/missionPost",
  platforms: "/platformPost",
  values: "/valeurPost",
  foundation: "/fondationPost",
  president: "/motPresidentPost",
  videos: "/videoPost",
  photos: "/photoPost",
  documents: "/documentPost",
  mediaPartners: "/mediaPartenairePost",
  matches: "/programPost",
  activities: "/activitiesPost",
  partners: "/listPartners",
  partnerNew: "/partners/new",
  contacts: "/listeContacts",
  joinRequests: "/listeRejoindre",
  community: "/listePostulantsCommunity",
  subscribers: "/listeAbonnement",
  /** An inbox as a file: `/admin/export/{kind}`. */
  inboxExport: "/admin/export",
  journal: "/admin/journal",
  administrators: "/admin/administrateurs",
  security: "/admin/securite",
  chat: "/admin/chat",
  faq: "/admin/faq",
  mediaLibrary: "/admin/medias",
  /** An item's revisions: `/admin/historique/{resource}/{id}`. */
  history: "/admin/historique",
  recentlyDeleted: "/admin/corbeille",
  /**
   * The preview, in the public layout: an unsaved form posted to `/admin/apercu/{resource}`, or a stored
   * item at `/admin/apercu/{resource}?id={id}` (drafts included).
   */
  livePreview: "/admin/apercu",
  /** The site's settings: contact details, opening hours, social links, footer claims (decision 030). */
  settings: "/admin/parametres",
  /** The site pages (legal notice, club, new pages), each public at `/{slug}`. */
  pages: "/admin/pages",
} as const;

/** A route table's path: the address without its leading slash. */
export const routePath = (address: string) => address.slice(1);

/** A site page's slug: lowercase letters and digits in words joined by single dashes. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** First segments the host serves itself, before the route table (health checks, files, the REST API). */
const HOST_SEGMENTS = ["api", "admin", "media", "assets", "healthz", "readyz", "__test"];

let reserved: Set<string> | undefined;

/**
 * A slug that names an address of the product: a page there would never be shown (the route table and
 * the host match it first, and letter case does not matter to them), so it is refused.
 */
export function isReservedSlug(slug: string): boolean {
  reserved ??= new Set([
    ...HOST_SEGMENTS,
    ...[...Object.values(PAGES), ...Object.values(ADMIN)].map((address) =>
      (address.split("/")[1] ?? "").toLowerCase(),
    ),
  ]);
  return reserved.has(slug.toLowerCase());
}
