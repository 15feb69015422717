/** JSON answers of the REST API. Errors always carry one translated sentence in `error`. */

import { utf8Bytes, wholeResponse } from "./whole-body";

export type FieldErrors = Record<string, string[]>;

/** Below this many characters, a JSON answer is an ordinary `Response`. */
const WHOLE_BODY_MIN_LENGTH = 16 * 1024;

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  const text = JSON.stringify(body);
  // A short answer (a form's, the assistant's) costs little either way: its bytes would come from
  // Buffer's shared pool, a slab of which each answer would hold while it lives.
  if (text.length < WHOLE_BODY_MIN_LENGTH) return new Response(text, { ...init, headers });
  // JSON.stringify escapes lone surrogates: the text is valid UTF-16, which Buffer encodes as the
  // Fetch API would, without its well-formedness scan of the string (./whole-body.ts).
  return wholeResponse(utf8Bytes(text), { ...init, headers });
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
