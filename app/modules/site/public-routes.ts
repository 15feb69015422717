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

/** Pages of this part of the site, each rendered by its own route module under routes/site/. */
export const PUBLIC_PATHS = [
  "/home",
  "/actualites",
  "/motPresident",
  "/fondation",
  "/nosValeurs",
  "/nosMissions",
  "/notreEquipe",
  "/qui-sommes-nous-",
  "/programs",
  "/plateforms",
  "/activities",
  "/mediaPartenaire",
  "/matchs",
  "/videotheque",
  "/phototheque",
  "/document",
  "/categories",
  "/sports",
  "/search",
  ...SITE_PAGE_SLUGS.map((slug) => `/${slug}`),
] as const;

/** The visitors' forms (§2), listed in the sitemap too. */
export const FORM_PATHS = ["/contacter-tamkine", "/nous-rejoindre", "/community", "/partner"] as const;

/** Back-office and technical paths that search engines should not crawl. */
export const PRIVATE_PATHS = [
  "/api/",
  "/login",
  "/logout",
  "/dashboardAdmin",
  "/createpost",
  "/teamMessage",
  "/missionPost",
  "/listeRejoindre",
  "/listeContacts",
  "/listePostulantsCommunity",
  "/listPartners",
  "/listeAbonnement",
  "/platformPost",
  "/valeurPost",
  "/fondationPost",
  "/motPresidentPost",
  "/videoPost",
  "/photoPost",
  "/documentPost",
  "/mediaPartenairePost",
  "/programPost",
  "/activitiesPost",
] as const;
