/**
 * Server-side paging and search for list calls. Without `page` or `page_size` a list answers the plain
 * array of §7; with either, it answers `{count, next, previous, results}` (next/previous are absolute
 * URLs or null). `q` filters in both forms.
 */
import { z } from "zod";
import type { FieldErrors } from "~/modules/validation/validation";

export const PAGE_SIZE_DEFAULT = 20;
export const PAGE_SIZE_MAX = 100;
export const QUERY_MAX_LENGTH = 200;

export interface ListParams {
  query?: string;
  isPaged: boolean;
  page: number;
  pageSize: number;
}

const positiveInteger = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .refine((value) => value >= 1);

/** Reads `?q`, `?page`, `?page_size`; an empty parameter counts as absent. Errors name the parameter. */
export function readListParams(
  url: URL,
  messages: { integer: string; pageSize: string },
): { isValid: true; params: ListParams } | { isValid: false; errors: FieldErrors } {
  const raw = (name: string) => {
    const value = url.searchParams.get(name);
    return value === null || value.trim() === "" ? undefined : value;
  };
  const errors: FieldErrors = {};
  const pageText = raw("page");
  const sizeText = raw("page_size");
  const page = pageText === undefined ? undefined : positiveInteger.safeParse(pageText);
  const size = sizeText === undefined ? undefined : positiveInteger.safeParse(sizeText);
  if (page && !page.success) errors.page = [messages.integer];
  if (size && (!size.success || size.data > PAGE_SIZE_MAX)) errors.page_size = [messages.pageSize];
  if (Object.keys(errors).length > 0) return { isValid: false, errors };
  // U+0000 cannot reach PostgreSQL text comparisons; it never matches anything anyway.
  const query = raw("q")?.replaceAll("\u0000", "").trim().slice(0, QUERY_MAX_LENGTH);
  return {
    isValid: true,
    params: {
      ...(query ? { query } : {}),
      isPaged: pageText !== undefined || sizeText !== undefined,
      page: page?.success ? page.data : 1,
      pageSize: size?.success ? size.data : PAGE_SIZE_DEFAULT,
    },
  };
}

export interface Paged<T> {
  count: number;
  next: string | null;
  previous: string | null;
  results: T[];
}

/** The envelope of a page; links keep every other parameter of the request. */
export function pagedBody<T>(
  url: URL,
  origin: string,
  params: ListParams,
  count: number,
  results: T[],
): Paged<T> {
  const lastPage = Math.max(1, Math.ceil(count / params.pageSize));
  const link = (page: number) => {
    const target = new URL(`${url.pathname}${url.search}`, origin);
    target.searchParams.set("page", String(page));
    target.searchParams.set("page_size", String(params.pageSize));
    return target.toString();
  };
  return {
    count,
    next: params.page < lastPage ? link(params.page + 1) : null,
    previous: params.page > 1 ? link(Math.min(params.page - 1, lastPage)) : null,
    results,
  };
}
