/**
 * Every URL of the product. Paths follow spec §2 (public and admin screens) and §7 (REST API);
 * React Router matches them with or without the trailing slash.
 */
import { index, layout, prefix, route, type RouteConfig } from "@react-router/dev/routes";

export default [
  index("routes/index.ts"),
  route("login", "routes/auth/login.tsx"),
  route("logout", "routes/auth/logout.ts"),

  // Public site (§2 Public routes), inside the public layout.
  layout("routes/site/layout.tsx", [
    // -- Public pages
    route("actualites", "routes/site/actualites.tsx"),
    // -- Visitors' forms
    // -- Chat
    route("*", "routes/site/not-found.tsx"),
  ]),

  // Back office (§2 Admin routes): the layout and every loader/action check the session on the server.
  layout("routes/admin/layout.tsx", [
    route("dashboardAdmin", "routes/admin/dashboard.tsx"),
    // -- Admin screens
  ]),

  // REST API (§7).
  ...prefix("api", [
    route("login", "routes/api/login.ts"),
    route("token/refresh", "routes/api/token-refresh.ts"),
    route("logout", "routes/api/logout.ts"),
    // -- API resources
    route("*", "routes/api/not-found.ts"),
  ]),
] satisfies RouteConfig;
