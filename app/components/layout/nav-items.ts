/** The public menu (§2 Layout). Labels are catalogue keys under `common.nav`. */
import type { Messages } from "~/i18n/locales/fr";
import { PAGES } from "~/lib/paths";

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
  { label: "news", to: PAGES.news },
  {
    label: "foundation",
    items: [
      { label: "president", to: PAGES.president },
      { label: "aboutFoundation", to: PAGES.foundation },
      { label: "values", to: PAGES.values },
      { label: "missions", to: PAGES.missions },
      { label: "team", to: PAGES.team },
      { label: "whoWeAre", to: PAGES.about },
    ],
  },
  {
    label: "programs",
    items: [
      { label: "programs", to: PAGES.programs },
      { label: "platforms", to: PAGES.platforms },
      { label: "activities", to: PAGES.activities },
      { label: "matches", to: PAGES.matches },
    ],
  },
  {
    label: "media",
    items: [
      { label: "videos", to: PAGES.videos },
      { label: "photos", to: PAGES.photos },
      { label: "documents", to: PAGES.documents },
      { label: "mediaPartners", to: PAGES.mediaPartners },
    ],
  },
  {
    label: "joinUs",
    items: [
      { label: "contact", to: PAGES.contact },
      { label: "community", to: PAGES.community },
      { label: "becomePartner", to: PAGES.partner },
      { label: "joinOrganisation", to: PAGES.joinHeader },
    ],
  },
];

export const isGroup = (entry: NavLink | NavGroup): entry is NavGroup => "items" in entry;
