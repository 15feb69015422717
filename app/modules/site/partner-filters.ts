/**
 * The media partners' four filters (§2, §9): category, year (newest first), month (0–11) and activity.
 * 'tous' means all, and a filter is offered only when more than one distinct value exists. Client-safe.
 */
import { htmlToText } from "~/modules/richtext/html";
import { matchesQuery } from "./search";

export const ALL = "tous";

export interface FilterablePartner {
  title: string;
  description: string;
  ville: string;
  categorie: string;
  activite: string;
  /** YYYY-MM-DD, or null when unknown. */
  dateCreation: string | null;
}

export interface PartnerFilters {
  categorie: string;
  annee: string;
  mois: string;
  activite: string;
}

export type FilterName = keyof PartnerFilters;

export const NO_FILTERS: PartnerFilters = { categorie: ALL, annee: ALL, mois: ALL, activite: ALL };

const DATE = /^(\d{4})-(\d{2})-\d{2}/;

/** The year and the 0-based month (as in JavaScript dates) of a creation date. */
export function yearAndMonth(date: string | null): { year: number; month: number } | undefined {
  const match = date ? DATE.exec(date) : null;
  if (!match) return undefined;
  const month = Number(match[2]) - 1;
  return month >= 0 && month <= 11 ? { year: Number(match[1]), month } : undefined;
}

export interface FilterOptions {
  categorie: string[];
  annee: string[];
  mois: string[];
  activite: string[];
}

const distinct = (values: Array<string | undefined>) => [
  ...new Set(values.filter((value): value is string => Boolean(value && value.trim()))),
];

/** The values each filter offers; a list of one value or fewer means the filter is not shown. */
export function filterOptions(partners: readonly FilterablePartner[]): FilterOptions {
  const dates = partners.map((partner) => yearAndMonth(partner.dateCreation));
  const collator = new Intl.Collator("fr");
  return {
    categorie: distinct(partners.map((partner) => partner.categorie)).sort(collator.compare),
    annee: distinct(dates.map((date) => date && String(date.year))).sort((a, b) => Number(b) - Number(a)),
    mois: distinct(dates.map((date) => date && String(date.month))).sort((a, b) => Number(a) - Number(b)),
    activite: distinct(partners.map((partner) => partner.activite)).sort(collator.compare),
  };
}

export const isFilterShown = (options: FilterOptions, name: FilterName) => options[name].length > 1;

/** Reads filters from query parameters; unknown values fall back to 'tous'. */
export function parseFilters(params: URLSearchParams, options: FilterOptions): PartnerFilters {
  const pick = (name: FilterName) => {
    const value = params.get(name);
    return value && options[name].includes(value) ? value : ALL;
  };
  return {
    categorie: pick("categorie"),
    annee: pick("annee"),
    mois: pick("mois"),
    activite: pick("activite"),
  };
}

export const hasActiveFilter = (filters: PartnerFilters) =>
  Object.values(filters).some((value) => value !== ALL);

/** Partners matching the search (localized title, description, city) and every active filter. */
export function applyPartnerFilters<T extends FilterablePartner>(
  partners: readonly T[],
  filters: PartnerFilters,
  query: string,
): T[] {
  return partners.filter((partner) => {
    if (filters.categorie !== ALL && partner.categorie !== filters.categorie) return false;
    if (filters.activite !== ALL && partner.activite !== filters.activite) return false;
    const date = yearAndMonth(partner.dateCreation);
    if (filters.annee !== ALL && String(date?.year) !== filters.annee) return false;
    if (filters.mois !== ALL && String(date?.month) !== filters.mois) return false;
    return matchesQuery([partner.title, htmlToText(partner.description), partner.ville], query);
  });
}
