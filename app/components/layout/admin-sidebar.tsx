import { useEffect, useState } from "react";
import { Form, NavLink } from "react-router";
import { CONTENT_SCREENS } from "~/components/admin/content/screens";
import { INBOX_SCREENS } from "~/components/admin/inbox/inbox-screens";
import { Icon, type IconName } from "~/components/ui/icon";
import { useI18n } from "~/i18n/react";
import type { Messages } from "~/i18n/locales/fr";
import { ADMIN, PAGES } from "~/lib/paths";
import { allows, type Permission, type Role } from "~/modules/access/roles";

type SidebarLabel = keyof Messages["admin"]["sidebar"];

interface Section {
  title: SidebarLabel;
  /** Each link names the permission its screen asks for (decision 026): a role sees only its own. */
  links: Array<{ to: string; label: SidebarLabel; icon: IconName; permission: Permission }>;
}

/** §2 Admin layout: Principal, Contenu, Team and Partners, plus the inboxes. */
export const ADMIN_SECTIONS: Section[] = [
  {
    title: "principal",
    links: [
      { to: ADMIN.dashboard, label: "dashboard", icon: "home", permission: "signedIn" },
      { to: PAGES.news, label: "viewSite", icon: "globe", permission: "signedIn" },
    ],
  },
  {
    title: "content",
    links: [
      { to: CONTENT_SCREENS.news.path, label: "news", icon: "news", permission: "content" },
      { to: CONTENT_SCREENS.matches.path, label: "calendar", icon: "calendar", permission: "content" },
      { to: CONTENT_SCREENS.videos.path, label: "videos", icon: "video", permission: "content" },
      { to: CONTENT_SCREENS.photos.path, label: "photos", icon: "photo", permission: "content" },
      { to: CONTENT_SCREENS.documents.path, label: "documents", icon: "document", permission: "content" },
      { to: ADMIN.mediaLibrary, label: "mediaLibrary", icon: "photo", permission: "content" },
      { to: CONTENT_SCREENS.activities.path, label: "activities", icon: "target", permission: "content" },
      { to: CONTENT_SCREENS.platforms.path, label: "platforms", icon: "link", permission: "content" },
      { to: CONTENT_SCREENS.president.path, label: "president", icon: "megaphone", permission: "content" },
      { to: CONTENT_SCREENS.foundation.path, label: "foundation", icon: "home", permission: "content" },
      { to: CONTENT_SCREENS.values.path, label: "values", icon: "star", permission: "content" },
      { to: CONTENT_SCREENS.missions.path, label: "missions", icon: "target", permission: "content" },
      { to: CONTENT_SCREENS.teamMessages.path, label: "teamMessages", icon: "chat", permission: "content" },
      { to: CONTENT_SCREENS.pages.path, label: "sitePages", icon: "document", permission: "content" },
    ],
  },
  {
    title: "team",
    links: [
      {
        to: CONTENT_SCREENS.mediaPartners.path,
        label: "mediaPartners",
        icon: "megaphone",
        permission: "content",
      },
      { to: ADMIN.partners, label: "partners", icon: "handshake", permission: "content" },
    ],
  },
  {
    title: "inboxes",
    links: [
      { to: INBOX_SCREENS.contact.path, label: "contacts", icon: "mail", permission: "inboxes" },
      { to: INBOX_SCREENS.rejoindre.path, label: "joinRequests", icon: "document", permission: "inboxes" },
      { to: INBOX_SCREENS.community.path, label: "community", icon: "users", permission: "inboxes" },
      { to: INBOX_SCREENS.newsletter.path, label: "subscribers", icon: "inbox", permission: "inboxes" },
      { to: ADMIN.chat, label: "chatQuestions", icon: "chat", permission: "chat" },
      { to: ADMIN.faq, label: "chatFaq", icon: "list", permission: "chat" },
    ],
  },
  {
    title: "communication",
    links: [
      { to: ADMIN.newsletter, label: "newsletterSend", icon: "send", permission: "newsletterSend" },
      { to: ADMIN.outbox, label: "outbox", icon: "mail", permission: "outbox" },
      { to: ADMIN.personalData, label: "personalData", icon: "users", permission: "personalData" },
    ],
  },
  {
    title: "administration",
    links: [
      { to: ADMIN.journal, label: "journal", icon: "clock", permission: "audit" },
      { to: ADMIN.recentlyDeleted, label: "recentlyDeleted", icon: "trash", permission: "content" },
      { to: ADMIN.administrators, label: "administrators", icon: "users", permission: "signedIn" },
      { to: ADMIN.security, label: "accountSecurity", icon: "shield", permission: "signedIn" },
      { to: ADMIN.settings, label: "siteSettings", icon: "globe", permission: "settings" },
    ],
  },
];

/** Breakpoints of §9: collapse by itself under 768 px, overlay under 1024 px. */
export const AUTO_COLLAPSE_BELOW = 768;
export const OVERLAY_BELOW = 1024;

function useViewportWidth() {
  const [width, setWidth] = useState<number | null>(null);
  useEffect(() => {
    const update = () => setWidth(window.innerWidth);
    update();
    window.addEventListener("resize", update);
    return () => window.removeEventListener("resize", update);
  }, []);
  return width;
}

/** The sections a role sees: links it may open, sections with none left out. */
export function sectionsFor(role: Role, isEnrolling: boolean): Section[] {
  return ADMIN_SECTIONS.map((section) => ({
    ...section,
    // An account that must enrol in two-step verification reaches only that screen (decision 026).
    links: section.links.filter((link) =>
      isEnrolling ? link.to === ADMIN.security : allows(role, link.permission),
    ),
  })).filter((section) => section.links.length > 0);
}

export function AdminSidebar({ role, isEnrolling }: { role: Role; isEnrolling: boolean }) {
  const { t } = useI18n();
  const width = useViewportWidth();
  const [isCollapsed, setIsCollapsed] = useState(false);
  useEffect(() => {
    if (width !== null) setIsCollapsed(width < AUTO_COLLAPSE_BELOW);
  }, [width]);
  const hasOverlay = !isCollapsed && width !== null && width < OVERLAY_BELOW;

  return (
    <>
      {hasOverlay && (
        <div
          data-testid="sidebar-overlay"
          aria-hidden="true"
          className="fixed inset-0 z-30 bg-slate-900/40"
          onClick={() => setIsCollapsed(true)}
        />
      )}
      <aside
        data-collapsed={isCollapsed}
        className={`sticky top-0 z-40 flex h-screen shrink-0 flex-col bg-brand-900 text-brand-50 transition-all ${
          isCollapsed ? "w-16" : "w-64"
        } ${hasOverlay ? "fixed inset-y-0 start-0" : ""}`}
      >
        <div className="flex h-16 items-center justify-between px-3">
          {!isCollapsed && <span className="font-bold text-white">{t("admin.title")}</span>}
          <button
            type="button"
            onClick={() => setIsCollapsed((value) => !value)}
            aria-expanded={!isCollapsed}
            aria-label={isCollapsed ? t("admin.sidebar.expand") : t("admin.sidebar.collapse")}
            className="rounded p-2 hover:bg-brand-800"
          >
            <Icon name={isCollapsed ? "chevronEnd" : "chevronStart"} className="size-5 rtl:rotate-180" />
          </button>
        </div>
        <nav aria-label={t("admin.sidebar.label")} className="flex-1 overflow-y-auto px-2">
          {sectionsFor(role, isEnrolling).map((section) => (
            <div key={section.title} className="mb-4">
              {!isCollapsed && (
                <p className="px-2 pb-1 text-xs font-semibold uppercase tracking-wide text-brand-200">
                  {t(`admin.sidebar.${section.title}`)}
                </p>
              )}
              <ul>
                {section.links.map((link) => (
                  <li key={link.to}>
                    <NavLink
                      to={link.to}
                      title={isCollapsed ? t(`admin.sidebar.${link.label}`) : undefined}
                      className={({ isActive }) =>
                        `flex items-center gap-3 rounded px-2 py-2 text-sm hover:bg-brand-800 ${
                          isActive ? "bg-brand-800 font-semibold text-white" : ""
                        }`
                      }
                    >
                      <Icon name={link.icon} />
                      <span className={isCollapsed ? "sr-only" : ""}>{t(`admin.sidebar.${link.label}`)}</span>
                    </NavLink>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
        <Form method="post" action={PAGES.logout} className="border-t border-brand-800 p-2">
          <button
            type="submit"
            className="flex w-full items-center gap-3 rounded px-2 py-2 text-sm hover:bg-brand-800"
          >
            <Icon name="logout" className="size-5 rtl:rotate-180" />
            <span className={isCollapsed ? "sr-only" : ""}>{t("auth.logout")}</span>
          </button>
        </Form>
      </aside>
    </>
  );
}
