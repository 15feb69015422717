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

/** The editable pages of the footer (§2), each at `/{slug}`. */
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
} as const;

/** A route table's path: the address without its leading slash. */
export const routePath = (address: string) => address.slice(1);
