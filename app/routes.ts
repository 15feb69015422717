/**
 * Every URL of the product: the pages and screens of lib/paths.ts (§2) and the REST API (§7).
 * React Router matches them with or without the trailing slash.
 */
import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";
// Relative: the route table is loaded before the application's `~` alias exists.
import { ADMIN, PAGES, routePath } from "./lib/paths";

export default [
  index("routes/index.ts"),
  // Sign-in, back office and API docs use the whole catalogue; the root sends only the public part.
  layout("routes/all-messages.tsx", { id: "sign-in-messages" }, [
    route(routePath(PAGES.login), "routes/auth/login.tsx"),
    route(routePath(PAGES.forgotPassword), "routes/auth/forgot-password.tsx"),
    route(routePath(PAGES.resetPassword), "routes/auth/reset-password.tsx"),
    route(routePath(PAGES.invitation), "routes/auth/invitation.tsx"),
  ]),
  route(routePath(PAGES.logout), "routes/auth/logout.ts"),
  // The chat service of §7 (POST only, no layout); the widget itself lives in the public layout.
  route(routePath(PAGES.chat), "routes/chat.ts"),
  // Journeys only, with TEST_CLOCK_CONTROL=1: moves the app's clock (decision 028); else 404.
  route("__test/clock", "routes/test-clock.ts"),

  // Public site (§2 Public routes), inside the public layout.
  layout("routes/site/layout.tsx", [
    // -- Public pages
    route(routePath(PAGES.news), "routes/site/actualites.tsx"),
    route(routePath(PAGES.home), "routes/site/home.tsx"),
    route(`${routePath(PAGES.article)}/:slugId`, "routes/site/blog-detail.tsx"),
    // The three alternating image/text pages share one screen (one route id per address).
    ...[PAGES.president, PAGES.foundation, PAGES.values].map((address) =>
      route(routePath(address), "routes/site/illustrated-page.tsx", {
        id: `illustrated-${routePath(address)}`,
      }),
    ),
    route(routePath(PAGES.missions), "routes/site/nos-missions.tsx"),
    route(routePath(PAGES.team), "routes/site/notre-equipe.tsx"),
    route(routePath(PAGES.about), "routes/site/qui-sommes-nous.tsx"),
    route(routePath(PAGES.programs), "routes/site/programs.tsx"),
    route(routePath(PAGES.platforms), "routes/site/plateforms.tsx"),
    route(routePath(PAGES.activities), "routes/site/activities.tsx"),
    route(routePath(PAGES.mediaPartners), "routes/site/media-partenaire.tsx"),
    route(routePath(PAGES.matches), "routes/site/matchs.tsx"),
    route(routePath(PAGES.videos), "routes/site/videotheque.tsx"),
    route(routePath(PAGES.photos), "routes/site/phototheque.tsx"),
    route(routePath(PAGES.documents), "routes/site/document.tsx"),
    route(routePath(PAGES.categories), "routes/site/categories.tsx"),
    route(routePath(PAGES.sports), "routes/site/sports.tsx"),
    route(routePath(PAGES.search), "routes/site/search.tsx"),
    // The true preview of an unsaved content form, in the public layout (administrators, decision 028).
    route(`${routePath(ADMIN.livePreview)}/:resource`, "routes/site/preview.tsx"),
    // The site pages (the footer's and any an editor adds) at `/{slug}`: every address above is matched
    // first, and a slug naming one is refused (decision 030); an unknown slug answers the site's 404.
    route(":slug", "routes/site/site-page.tsx"),
    // SEO resources (no layout is rendered for them: they answer XML or text).
    route(routePath(PAGES.sitemap), "routes/site/sitemap.ts"),
    route(routePath(PAGES.robots), "routes/site/robots.ts"),
    route(routePath(PAGES.rss), "routes/site/rss.ts", { id: "rss-query" }),
    route(`${routePath(PAGES.rssFeed)}/:feed`, "routes/site/rss.ts"),
    // -- Visitors' forms
    route(routePath(PAGES.contact), "routes/site/forms/contact.tsx"),
    route(routePath(PAGES.join), "routes/site/forms/join.tsx"),
    route(routePath(PAGES.joinHeader), "routes/site/forms/join.tsx", { id: "routes/site/forms/join-header" }),
    route(routePath(PAGES.community), "routes/site/forms/community.tsx"),
    route(routePath(PAGES.partner), "routes/site/forms/partner.tsx"),
    route(routePath(PAGES.newsletter), "routes/site/forms/newsletter.tsx"),
    route(routePath(PAGES.newsletterConfirm), "routes/site/forms/newsletter-confirm.tsx"),
    route(routePath(PAGES.newsletterUnsubscribe), "routes/site/forms/newsletter-unsubscribe.tsx"),
    // -- Chat
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Back office (§2 Admin routes): the layout and every loader/action check the session on the server.
  layout("routes/all-messages.tsx", { id: "back-office-messages" }, [
    layout("routes/admin/layout.tsx", [
      route(routePath(ADMIN.dashboard), "routes/admin/dashboard.tsx"),
      // -- Admin screens
      route(routePath(ADMIN.newsletter), "routes/admin/newsletter-send.tsx"),
      route(routePath(ADMIN.outbox), "routes/admin/outbox.tsx"),
      route(routePath(ADMIN.replyTemplates), "routes/admin/reply-templates.tsx"),
      route(routePath(ADMIN.personalData), "routes/admin/personal-data.tsx"),
      route(routePath(ADMIN.personalDataExport), "routes/admin/personal-data-export.ts"),
      route(routePath(ADMIN.news), "routes/admin/news.tsx"),
      route(routePath(ADMIN.teamMessages), "routes/admin/team-messages.tsx"),
      route(routePath(ADMIN.missions), "routes/admin/missions.tsx"),
      route(routePath(ADMIN.platforms), "routes/admin/platforms.tsx"),
      route(routePath(ADMIN.values), "routes/admin/values.tsx"),
      route(routePath(ADMIN.foundation), "routes/admin/foundation.tsx"),
      route(routePath(ADMIN.president), "routes/admin/president.tsx"),
      route(routePath(ADMIN.videos), "routes/admin/videos.tsx"),
      route(routePath(ADMIN.photos), "routes/admin/photos.tsx"),
      route(routePath(ADMIN.documents), "routes/admin/documents.tsx"),
      route(routePath(ADMIN.mediaPartners), "routes/admin/media-partners.tsx"),
      route(routePath(ADMIN.matches), "routes/admin/matches.tsx"),
      route(routePath(ADMIN.activities), "routes/admin/activities.tsx"),
      route(routePath(ADMIN.partners), "routes/admin/partners-grid.tsx"),
      route(routePath(ADMIN.partnerNew), "routes/admin/partner-new.ts"),
      route(routePath(ADMIN.contacts), "routes/admin/contacts.tsx"),
      route(routePath(ADMIN.joinRequests), "routes/admin/join-requests.tsx"),
      route(routePath(ADMIN.community), "routes/admin/community.tsx"),
      route(routePath(ADMIN.subscribers), "routes/admin/subscribers.tsx"),
      route(`${routePath(ADMIN.inboxExport)}/:kind`, "routes/admin/inbox-export.ts"),
      route(routePath(ADMIN.dashboardAlias), "routes/admin/dashboard-redirect.ts"),
      route(routePath(ADMIN.journal), "routes/admin/journal.tsx"),
      // Revisions and recently deleted items (decision 028).
      route(`${routePath(ADMIN.history)}/:resource/:id`, "routes/admin/history.tsx"),
      route(routePath(ADMIN.recentlyDeleted), "routes/admin/recently-deleted.tsx"),
      route(routePath(ADMIN.administrators), "routes/admin/administrators.tsx"),
      route(routePath(ADMIN.security), "routes/admin/account-security.tsx"),
      route(routePath(ADMIN.chat), "routes/admin/chat.tsx"),
      route(routePath(ADMIN.faq), "routes/admin/chat-faq.tsx"),
      route(routePath(ADMIN.mediaLibrary), "routes/admin/media-library.tsx"),
      // Site settings and site pages (decision 030).
      route(routePath(ADMIN.settings), "routes/admin/settings.tsx"),
      route(routePath(ADMIN.pages), "routes/admin/pages.tsx"),
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
    route("media", "routes/api/media.ts"),
    route("media/:id", "routes/api/media-item.ts"),
    // Accounts and invitations (decision 026), before the content resources' `:resource`.
    route("admins", "routes/api/admins.ts"),
    route("admins/invitations", "routes/api/admins-invitations.ts"),
    route("admins/:id", "routes/api/admins-item.ts"),
    // The site's settings (decision 030): public read, administrators change.
    route("settings", "routes/api/settings.ts"),
    route("blog", "routes/api/blog.ts"),
    route("blog/:idOrSlug", "routes/api/blog-item.ts"),
    // Every content resource and inbox of §7 (registries in modules/content and modules/inbox).
    route(":resource", "routes/api/collection.ts"),
    route(":resource/:id", "routes/api/item.ts"),
    // Revisions and the recently deleted items (decision 028).
    route("deleted", "routes/api/deleted.ts"),
    route(":resource/:id/revisions", "routes/api/revisions.ts"),
    route(":resource/:id/notes", "routes/api/inbox-notes.ts"),
    route(":resource/:id/revisions/:number", "routes/api/revision.ts"),
    route(":resource/:id/revisions/:number/restore", "routes/api/revision-restore.ts"),
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;
