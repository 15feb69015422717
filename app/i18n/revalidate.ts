import type { ShouldRevalidateFunction } from "react-router";
import { LOCALE_QUERY_PARAM } from "./config";

/**
 * For loaders whose data changes only with the language (the catalogue, the layouts): the language
 * changes only through a `?lng=` link, so the other navigations, refreshes and form posts leave them be.
 * A page's refresh then reloads the page's data alone, and a failed refresh shows the page's own error
 * state with its retry instead of taking the whole document down.
 */
export const revalidateOnLanguageChange: ShouldRevalidateFunction = ({
  currentUrl,
  nextUrl,
  defaultShouldRevalidate,
}) => {
  const language = nextUrl.searchParams.get(LOCALE_QUERY_PARAM);
  return language !== null && language !== currentUrl.searchParams.get(LOCALE_QUERY_PARAM)
    ? defaultShouldRevalidate
    : false;
};
