/**
 * Every URL of the product. Paths follow spec §2 (public and admin screens) and §7 (REST API);
 * React Router matches them with or without the trailing slash.
 */
import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/index.ts"),
  // Sign-in, back office and API docs use the whole catalogue; the root sends only the public part.
  layout("routes/all-messages.tsx", { id: "sign-in-messages" }, [
    route("login", "routes/auth/login.tsx"),
    route("forgotpassword", "routes/auth/forgot-password.tsx"),
    route("reset-password", "routes/auth/reset-password.tsx"),
  ]),
  route("logout", "routes/auth/logout.ts"),
  // The chat service of §7 (POST only, no layout); the widget itself lives in the public layout.
  route("chat", "routes/chat.ts"),
  // Journeys only, with TEST_CLOCK_CONTROL=1: moves the app's clock (decision 028); else 404.
  route("__test/clock", "routes/test-clock.ts"),

  // Public site (§2 Public routes), inside the public layout.
  layout("routes/site/layout.tsx", [
    // -- Public pages
    route("actualites", "routes/site/actualites.tsx"),
    route("home", "routes/site/home.tsx"),
    route("blogdetail/:slugId", "routes/site/blog-detail.tsx"),
    // The three alternating image/text pages share one screen (one route id per address).
    ...["motPresident", "fondation", "nosValeurs"].map((path) =>
      route(path, "routes/site/illustrated-page.tsx", { id: `illustrated-${path}` }),
    ),
    route("nosMissions", "routes/site/nos-missions.tsx"),
    route("notreEquipe", "routes/site/notre-equipe.tsx"),
    route("qui-sommes-nous-", "routes/site/qui-sommes-nous.tsx"),
    route("programs", "routes/site/programs.tsx"),
    route("plateforms", "routes/site/plateforms.tsx"),
    route("activities", "routes/site/activities.tsx"),
    route("mediaPartenaire", "routes/site/media-partenaire.tsx"),
    route("matchs", "routes/site/matchs.tsx"),
    route("videotheque", "routes/site/videotheque.tsx"),
    route("phototheque", "routes/site/phototheque.tsx"),
    route("document", "routes/site/document.tsx"),
    route("categories", "routes/site/categories.tsx"),
    route("sports", "routes/site/sports.tsx"),
    route("search", "routes/site/search.tsx"),
    // The true preview of an unsaved content form, in the public layout (administrators, decision 028).
    route("admin/apercu/:resource", "routes/site/preview.tsx"),
    // Footer targets (§2): editable pages of the site_pages table, one route id per address.
    ...["club", "equipes", "partenaires", "mentions-legales", "politique-confidentialite", "cgv"].map(
      (slug) => route(slug, "routes/site/site-page.tsx", { id: `site-page-${slug}` }),
    ),
    // SEO resources (no layout is rendered for them: they answer XML or text).
    route("sitemap.xml", "routes/site/sitemap.ts"),
    route("robots.txt", "routes/site/robots.ts"),
    route("rss.xml", "routes/site/rss.ts", { id: "rss-query" }),
    route("rss/:feed", "routes/site/rss.ts"),
    // -- Visitors' forms
    route("contacter-tamkine", "routes/site/forms/contact.tsx"),
    route("nous-rejoindre", "routes/site/forms/join.tsx"),
    route("nousRejoindreHeader", "routes/site/forms/join.tsx", { id: "routes/site/forms/join-header" }),
    route("community", "routes/site/forms/community.tsx"),
    route("partner", "routes/site/forms/partner.tsx"),
    route("newsletter", "routes/site/forms/newsletter.tsx"),
    route("newsletter/confirm", "routes/site/forms/newsletter-confirm.tsx"),
    route("newsletter/unsubscribe", "routes/site/forms/newsletter-unsubscribe.tsx"),
    // -- Chat
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Back office (§2 Admin routes): the layout and every loader/action check the session on the server.
  layout("routes/all-messages.tsx", { id: "back-office-messages" }, [
    layout("routes/admin/layout.tsx", [
      route("dashboardAdmin", "routes/admin/dashboard.tsx"),
      // -- Admin screens
      route("admin/newsletter", "routes/admin/newsletter-send.tsx"),
      route("admin/outbox", "routes/admin/outbox.tsx"),
      route("admin/donnees-personnelles", "routes/admin/personal-data.tsx"),
      route("admin/donnees-personnelles/export", "routes/admin/personal-data-export.ts"),
      route("createpost", "routes/admin/news.tsx"),
      route("teamMessage", "routes/admin/team-messages.tsx"),
      route("missionPost", "routes/admin/missions.tsx"),
      route("platformPost", "routes/admin/platforms.tsx"),
      route("valeurPost", "routes/admin/values.tsx"),
      route("fondationPost", "routes/admin/foundation.tsx"),
      route("motPresidentPost", "routes/admin/president.tsx"),
      route("videoPost", "routes/admin/videos.tsx"),
      route("photoPost", "routes/admin/photos.tsx"),
      route("documentPost", "routes/admin/documents.tsx"),
      route("mediaPartenairePost", "routes/admin/media-partners.tsx"),
      route("programPost", "routes/admin/matches.tsx"),
      route("activitiesPost", "routes/admin/activities.tsx"),
      route("listPartners", "routes/admin/partners-grid.tsx"),
      route("partners/new", "routes/admin/partner-new.ts"),
      route("listeContacts", "routes/admin/contacts.tsx"),
      route("listeRejoindre", "routes/admin/join-requests.tsx"),
      route("listePostulantsCommunity", "routes/admin/community.tsx"),
      route("listeAbonnement", "routes/admin/subscribers.tsx"),
      route("admin/export/:kind", "routes/admin/inbox-export.ts"),
      route("dashboard", "routes/admin/dashboard-redirect.ts"),
      route("admin/preview/:resource/:id", "routes/admin/preview.tsx"),
      route("admin/journal", "routes/admin/journal.tsx"),
      // Revisions, recently deleted items and the true preview (decision 028).
      route("admin/historique/:resource/:id", "routes/admin/history.tsx"),
      route("admin/corbeille", "routes/admin/recently-deleted.tsx"),
      route("admin/administrateurs", "routes/admin/administrators.tsx"),
      route("admin/securite", "routes/admin/account-security.tsx"),
      route("admin/chat", "routes/admin/chat.tsx"),
      route("admin/faq", "routes/admin/chat-faq.tsx"),
    ]),
  ]),

  // REST API (§7).
  ...prefix("api", [
    route("login", "routes/api/login.ts"),
    route("token/refresh", "routes/api/token-refresh.ts"),
    route("logout", "routes/api/logout.ts"),
    // -- API resources
    route("chat", "routes/api/chat.ts"),
    route("chat/feedback", "routes/api/chat-feedback.ts"),
    route("openapi.json", "routes/api/openapi.ts"),
    layout("routes/all-messages.tsx", { id: "api-docs-messages" }, [route("docs", "routes/api/docs.tsx")]),
    route("uploads", "routes/api/uploads.ts"),
    route("audit", "routes/api/audit.ts"),
    route("blog", "routes/api/blog.ts"),
    route("blog/:idOrSlug", "routes/api/blog-item.ts"),
    // Every content resource and inbox of §7 (registries in modules/content and modules/inbox).
    route(":resource", "routes/api/collection.ts"),
    route(":resource/:id", "routes/api/item.ts"),
    // Revisions and the recently deleted items (decision 028).
    route("deleted", "routes/api/deleted.ts"),
    route(":resource/:id/revisions", "routes/api/revisions.ts"),
    route(":resource/:id/revisions/:number", "routes/api/revision.ts"),
    route(":resource/:id/revisions/:number/restore", "routes/api/revision-restore.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;
