/** The public menu (§2 Layout). Labels are catalogue keys under `common.nav`. */
import type { Messages } from "~/i18n/locales/fr";

export type NavLabel = keyof Messages["common"]["nav"];

export interface NavLink {
  label: NavLabel;
  to: string;
}

export interface NavGroup {
  label: NavLabel;
  items: NavLink[];
}

export const NAV: Array<NavLink | NavGroup> = [
  { label: "news", to: "/actualites" },
  {
    label: "foundation",
    items: [
      { label: "president", to: "/motPresident" },
      { label: "aboutFoundation", to: "/fondation" },
      { label: "values", to: "/nosValeurs" },
      { label: "missions", to: "/nosMissions" },
      { label: "team", to: "/notreEquipe" },
      { label: "whoWeAre", to: "/qui-sommes-nous-" },
    ],
  },
  {
    label: "programs",
    items: [
      { label: "programs", to: "/programs" },
      { label: "platforms", to: "/plateforms" },
      { label: "activities", to: "/activities" },
      { label: "matches", to: "/matchs" },
    ],
  },
  {
    label: "media",
    items: [
      { label: "videos", to: "/videotheque" },
      { label: "photos", to: "/phototheque" },
      { label: "documents", to: "/document" },
      { label: "mediaPartners", to: "/mediaPartenaire" },
    ],
  },
  {
    label: "joinUs",
    items: [
      { label: "contact", to: "/contacter-tamkine" },
      { label: "community", to: "/community" },
      { label: "becomePartner", to: "/partner" },
      { label: "joinOrganisation", to: "/nousRejoindreHeader" },
    ],
  },
];

export const isGroup = (entry: NavLink | NavGroup): entry is NavGroup => "items" in entry;
