/**
 * Reading the old system's REST API (§7): lists with or without their trailing slash, Django REST
 * pages ({results, next}) followed, files fetched with a time limit and a size cap. Every failure is a
 * `SourceError` with a reason the report can show; nothing here throws anything else.
 */
import { LIMITS } from "~/modules/media/upload.server";

export class SourceError extends Error {
  override name = "SourceError";
}

export interface OldApi {
  base: string;
  token?: string;
  timeoutMs: number;
  fetch: typeof fetch;
}

async function get(api: OldApi, url: string, withToken: boolean): Promise<Response> {
  try {
    return await api.fetch(url, {
      headers: {
        accept: "application/json, */*",
        ...(withToken && api.token ? { authorization: `Bearer ${api.token}` } : {}),
      },
      redirect: "follow",
      signal: AbortSignal.timeout(api.timeoutMs),
    });
  } catch (error) {
    const isTimeout =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new SourceError(
      isTimeout ? `time-out after ${api.timeoutMs} ms` : `unreachable (${String(error)})`,
    );
  }
}

const withoutSlash = (path: string) => path.replace(/\/+$/, "");

/**
 * Every item of a list. Tries each path as given, then without its trailing slash (a defect of §7);
 * answers the path that worked, or undefined when none exists (404 on every spelling).
 */
export async function readList(
  api: OldApi,
  paths: string[],
  options: { withToken?: boolean } = {},
): Promise<{ path: string; items: Record<string, unknown>[] } | undefined> {
  for (const path of paths) {
    for (const spelling of [path, withoutSlash(path)]) {
      const first = new URL(spelling, api.base).href;
      const response = await get(api, first, options.withToken ?? false);
      if (response.status === 404) {
        await response.body?.cancel();
        continue;
      }
      if (!response.ok) {
        await response.body?.cancel();
        throw new SourceError(`${spelling} answered ${response.status}`);
      }
      const items: Record<string, unknown>[] = [];
      let body: unknown = await response.json().catch(() => undefined);
      for (let page = 0; page < 10_000; page++) {
        const list = Array.isArray(body)
          ? body
          : body && typeof body === "object" && Array.isArray((body as { results?: unknown }).results)
            ? (body as { results: unknown[] }).results
            : undefined;
        if (!list) throw new SourceError(`${spelling} did not answer a list`);
        for (const item of list)
          if (item && typeof item === "object") items.push(item as Record<string, unknown>);
        const next = !Array.isArray(body) ? (body as { next?: unknown }).next : undefined;
        if (typeof next !== "string" || next === "") break;
        const more = await get(api, new URL(next, api.base).href, options.withToken ?? false);
        if (!more.ok) throw new SourceError(`${next} answered ${more.status}`);
        body = await more.json().catch(() => undefined);
      }
      return { path: spelling, items };
    }
  }
  return undefined;
}

/** A file named by an old item: absolute, or relative to the base address (§3 photos). */
export async function download(api: OldApi, address: string): Promise<{ data: Buffer; name: string }> {
  let url: URL;
  try {
    url = new URL(address, api.base);
  } catch {
    throw new SourceError(`not an address: ${address.slice(0, 100)}`);
  }
  if (url.protocol !== "http:" && url.protocol !== "https:") throw new SourceError(`not an http address`);
  const response = await get(api, url.href, false);
  if (!response.ok) {
    await response.body?.cancel();
    throw new SourceError(`${url.pathname} answered ${response.status}`);
  }
  const limit = LIMITS.documentBytes;
  if (Number(response.headers.get("content-length") ?? 0) > limit) {
    await response.body?.cancel();
    throw new SourceError(`larger than ${Math.round(limit / 1024 / 1024)} MB`);
  }
  let data: Buffer;
  try {
    // Read as it arrives: a file sent without its length stops being read past the limit.
    const chunks: Uint8Array[] = [];
    let size = 0;
    const reader = response.body?.getReader();
    for (;;) {
      const part = reader ? await reader.read() : { done: true as const, value: undefined };
      if (part.done) break;
      size += part.value.byteLength;
      if (size > limit) {
        await reader?.cancel();
        throw new SourceError(`larger than ${Math.round(limit / 1024 / 1024)} MB`);
      }
      chunks.push(part.value);
    }
    data = Buffer.concat(chunks);
  } catch (error) {
    if (error instanceof SourceError) throw error;
    const isTimeout =
      error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
    throw new SourceError(isTimeout ? `time-out after ${api.timeoutMs} ms` : "the transfer broke off");
  }
  const name = decodeURIComponent(url.pathname.split("/").pop() ?? "") || "file";
  return { data, name };
}
