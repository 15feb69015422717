/** JSON answers of the REST API. Errors always carry one translated sentence in `error`. */

import { wholeResponse } from "./whole-body";

export type FieldErrors = Record<string, string[]>;

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  // JSON.stringify escapes lone surrogates: the text is valid UTF-16, which Buffer encodes as the
  // Fetch API would, without its well-formedness scan of the string (./whole-body.ts).
  return wholeResponse(Buffer.from(JSON.stringify(body)), { ...init, headers });
}

export function apiError(
  status: number,
  error: string,
  extra: { errors?: FieldErrors; headers?: HeadersInit } = {},
) {
  return json(
    { error, ...(extra.errors ? { errors: extra.errors } : {}) },
    { status, headers: extra.headers },
  );
}
