/**
 * Roles on every back-office screen (decision 026), generated from one table: the sidebar's links (each
 * names the permission of its screen), every content and inbox screen of the registries, and the screens
 * no link leads to. For each screen and role, the screen's own loader lets the role in, or answers 403
 * with a translated message; the sidebar shows a role exactly the links it may open.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CONTENT_SCREENS } from "~/components/admin/content/screens";
import { INBOX_SCREENS } from "~/components/admin/inbox/inbox-screens";
import { ADMIN_SECTIONS, sectionsFor } from "~/components/layout/admin-sidebar";
import { allows, ROLES, type Permission, type Role } from "~/modules/access/roles";
import { setSiteSetting } from "~/modules/settings/site-settings.server";
import { outcome, signedInAdmin } from "../support/admin-requests";
import { testDatabases } from "../support/databases";
import { importRoute, matchRoute } from "../support/route-table";
import { openTestServices } from "../support/services";

/** The one table: every back-office address and the permission its screen asks for. */
const SCREENS: Array<{ path: string; permission: Permission }> = [
  ...ADMIN_SECTIONS.flatMap((section) => section.links).filter((link) => link.to !== "/actualites"),
  ...Object.values(CONTENT_SCREENS).map((screen) => ({ to: screen.path, permission: "content" as const })),
  ...Object.values(INBOX_SCREENS).map((screen) => ({ to: screen.path, permission: "inboxes" as const })),
  ...Object.keys(INBOX_SCREENS).map((kind) => ({
    to: `/admin/export/${kind}`,
    permission: "inboxes" as const,
  })),
  { to: "/admin/apercu/news?id=999999", permission: "content" as const },
  { to: "/partners/new", permission: "content" as const },
  { to: "/dashboard", permission: "signedIn" as const },
  { to: "/admin/donnees-personnelles/export", permission: "personalData" as const },
  { to: "/admin/modeles-reponse", permission: "replyTemplates" as const },
]
  .map((link) => ({ path: link.to, permission: link.permission }))
  .filter((screen, index, all) => all.findIndex((other) => other.path === screen.path) === index);

const CASES = SCREENS.flatMap((screen) =>
  ROLES.map((role) => ({ ...screen, role, isAllowed: allows(role, screen.permission) })),
);

type Loader = (args: unknown) => unknown;

async function loaderOf(
  target: string,
): Promise<{ loader: Loader; params: Record<string, string | undefined> }> {
  const match = matchRoute(new URL(target, "http://localhost").pathname);
  if (!match) throw new Error(`No route for ${target}`);
  const { file } = match;
  // The preview is the back office's too, though it renders in the public layout (decision 028).
  expect(file, target).toMatch(/^routes\/(admin\/|site\/preview\.tsx$)/);
  const module = (await importRoute(file)) as { loader?: Loader };
  if (!module.loader) throw new Error(`${file} has no loader`);
  return { loader: module.loader, params: match.params };
}

describe("the sidebar", () => {
  it.each(ROLES)("shows the %s role exactly the links it may open", (role) => {
    const shown = sectionsFor(role, false).flatMap((section) => section.links.map((link) => link.to));
    const expected = ADMIN_SECTIONS.flatMap((section) => section.links)
      .filter((link) => allows(role, link.permission))
      .map((link) => link.to);
    expect(shown).toEqual(expected);
    if (role !== "admin") expect(shown).not.toContain("/admin/journal");
  });

  it("shows an account that must enrol in two-step verification only the enrolment screen", () => {
    const shown = sectionsFor("admin", true).flatMap((section) => section.links.map((link) => link.to));
    expect(shown).toEqual(["/admin/securite"]);
  });
});

describe.each(testDatabases())("roles on every screen on $dialect", (database) => {
  let opened: Awaited<ReturnType<typeof openTestServices>>;
  const signedIn = {} as Record<Role, Awaited<ReturnType<typeof signedInAdmin>>>;
  beforeAll(async () => {
    opened = await openTestServices(database);
    for (const role of ROLES) signedIn[role] = await signedInAdmin(opened, { role });
  });
  afterAll(() => opened.dispose());

  it("covers every screen of the sidebar and the registries", () => {
    expect(SCREENS.length).toBeGreaterThan(30);
  });

  it.each(CASES)("$path as $role: allowed $isAllowed", async (screen) => {
    const { loader, params } = await loaderOf(screen.path);
    const result = await Promise.resolve()
      .then(() => loader({ ...signedIn[screen.role].get(screen.path), params }))
      .catch((error: unknown) => error);
    const answer = outcome(result);
    if (screen.isAllowed) {
      expect(answer.status, JSON.stringify(answer.body)).not.toBe(403);
      expect(answer.location ?? "").not.toMatch(/^\/login/);
    } else {
      expect(answer.status).toBe(403);
      expect(answer.body).toBe("Votre rôle ne permet pas d'ouvrir cette page.");
    }
  });

  it("sends an account without two-step verification to enrol first when the site requires it", async () => {
    await setSiteSetting(opened.services.db, "require_two_factor", true);
    try {
      const { loader, params } = await loaderOf("/createpost");
      const result = await Promise.resolve()
        .then(() => loader({ ...signedIn.editor.get("/createpost"), params }))
        .catch((error: unknown) => error);
      expect(outcome(result)).toMatchObject({ status: 302, location: "/admin/securite" });
      const security = await loaderOf("/admin/securite");
      const page = outcome(await security.loader({ ...signedIn.editor.get("/admin/securite"), params: {} }));
      expect(page.status).toBe(200);
      expect(page.body).toMatchObject({ mustEnrol: true });
    } finally {
      await setSiteSetting(opened.services.db, "require_two_factor", false);
    }
  });
});
