/** JSON answers of the REST API. Errors always carry one translated sentence in `error`. */

export type FieldErrors = Record<string, string[]>;

export function json(body: unknown, init: ResponseInit = {}): Response {
  const headers = new Headers(init.headers);
  headers.set("Content-Type", "application/json; charset=utf-8");
  return new Response(JSON.stringify(body), { ...init, headers });
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
