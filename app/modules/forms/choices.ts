/**
 * The fixed choices of the visitors' forms. Kept apart from the schemas so the form pages can list them
 * without shipping the validation library: the server validates every submission.
 */

/** §3 Contact categories; "general" is the default (§5). */
export const CONTACT_CATEGORIES = ["general", "support", "billing", "partnership", "feedback"] as const;
export type ContactCategory = (typeof CONTACT_CATEGORIES)[number];

/** §3 Community roles (the first reading of the spec; the demo data uses them). */
export const COMMUNITY_ROLES = ["joueur", "entraineur", "supporter", "benevole", "autre"] as const;
export type CommunityRole = (typeof COMMUNITY_ROLES)[number];
