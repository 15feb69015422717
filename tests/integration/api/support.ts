/**
 * Calls the REST API the way the host does, without a server: the URL is matched against the real
 * route table (app/routes.ts), the matched route module's loader or action receives a real Request and
 * a test load context. Tokens of every kind (valid, forged, expired, revoked) come ready.
 */
import sharp from "sharp";
import { createAdmin, setAdminPassword } from "~/modules/auth/admins.server";
import { createSession, issueRefreshToken, revokeFamily } from "~/modules/auth/sessions.server";
import { issueApiTokens } from "~/http/auth/sign-in.server";
import { issueAccessToken } from "~/modules/auth/tokens.server";
import type { Services } from "~/services.server";
import type { TestDatabase } from "../../support/databases";
import { importRoute, matchRoute } from "../../support/route-table";
import { openTestServices } from "../../support/services";

type Handler = (args: unknown) => unknown;
interface RouteModule {
  loader?: Handler;
  action?: Handler;
}

export interface CallOptions {
  /** A bearer token (the string after "Bearer "). */
  token?: string;
  json?: unknown;
  /** Sent as the raw body, with its own Content-Type header given in `headers`. */
  body?: BodyInit;
  form?: FormData | Record<string, string | Blob>;
  headers?: Record<string, string>;
  clientIp?: string;
}

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON body (undefined for an empty body). */
  body: unknown;
  text: string;
}

/** Any JSON object answer; tests read fields from it. */
export type Json = Record<string, unknown>;

export const ORIGIN = "http://localhost:3000";

export async function openApiHarness(database: TestDatabase) {
  const test = await openTestServices(database);
  const { services } = test;
  const admin = await createAdmin(services.db, {
    username: `admin-${Math.random().toString(36).slice(2, 8)}`,
    password: "un mot de passe solide 2026",
  });
  const secret = services.config.SESSION_SECRET;
  // The real sign-in path issues the valid token; the others share its sign-in family.
  const signedIn = await issueApiTokens(test.context(), admin);
  const { family } = await issueRefreshToken(services.db, admin);
  const loggedOut = await issueRefreshToken(services.db, admin);
  await revokeFamily(services.db, loggedOut.family);
  const tokens = {
    valid: signedIn.access,
    forged: issueAccessToken(admin, "another-secret-that-is-long-enough-to-sign-tokens", { family }),
    expired: issueAccessToken(admin, secret, { family, now: Date.now() - 60 * 60 * 1000 }),
    malformed: "not.a.token",
    loggedOut: issueAccessToken(admin, secret, { family: loggedOut.family }),
  };

  async function call(method: string, target: string, options: CallOptions = {}): Promise<ApiAnswer> {
    const url = new URL(target, ORIGIN);
    const match = matchRoute(url.pathname);
    if (!match) throw new Error(`No route for ${url.pathname}`);
    const { file } = match;
    const module = (await importRoute(file)) as RouteModule;

    const headers = new Headers(options.headers);
    if (options.token !== undefined) headers.set("Authorization", `Bearer ${options.token}`);
    let body: BodyInit | undefined = options.body;
    if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
    }
    if (options.form) {
      const form = options.form instanceof FormData ? options.form : new FormData();
      if (!(options.form instanceof FormData)) {
        for (const [name, value] of Object.entries(options.form)) form.append(name, value);
      }
      body = form;
    }
    // A real request: Content-Type with boundary and Content-Length as a client sends them.
    let request = new Request(url, { method, headers, body });
    if (body !== undefined) {
      const bytes = new Uint8Array(await request.arrayBuffer());
      const sent = new Headers(request.headers);
      sent.set("Content-Length", String(bytes.byteLength));
      request = new Request(url, { method, headers: sent, body: bytes });
    }
    const isRead = method === "GET" || method === "HEAD";
    const handler = isRead ? module.loader : module.action;
    if (!handler) throw new Error(`${file} has no ${isRead ? "loader" : "action"}`);
    const context = test.context(options.clientIp ?? "127.0.0.1");
    // A resource route may throw a ready answer; React Router sends it as it is.
    const result = (await Promise.resolve()
      .then(() => handler({ request, params: match.params, context, url, pattern: "" }))
      .catch((error: unknown) => {
        if (error instanceof Response) return error;
        throw error;
      })) as Response;
    if (!(result instanceof Response)) throw new Error(`${method} ${target} did not answer a Response`);
    const text = await result.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    return { status: result.status, headers: result.headers, body: parsed, text };
  }

  /** A browser session cookie for this administrator. */
  async function sessionCookie() {
    const token = await createSession(services.db, admin, { ip: "127.0.0.1", userAgent: "test" });
    return `tamkine_session=${token}`;
  }

  /** A token issued before a password change, which must be refused afterwards. */
  async function revokedToken() {
    const other = await createAdmin(services.db, {
      username: `old-${Math.random().toString(36).slice(2, 8)}`,
      password: "un autre mot de passe 2026",
    });
    const { family } = await issueRefreshToken(services.db, other);
    const token = issueAccessToken(other, secret, { family });
    await setAdminPassword(services.db, other.id, "le nouveau mot de passe 2026");
    return token;
  }

  return {
    services: services as Services,
    admin,
    tokens,
    call,
    sessionCookie,
    revokedToken,
    dispose: test.dispose,
  };
}

export type ApiHarness = Awaited<ReturnType<typeof openApiHarness>>;

export async function pngFile(name = "photo.png", size = { width: 64, height: 48 }) {
  const data = await sharp({ create: { ...size, channels: 3, background: "#3366cc" } })
    .png()
    .toBuffer();
  return new File([new Uint8Array(data)], name, { type: "image/png" });
}

export const pdfFile = (name = "rapport.pdf") =>
  new File([new TextEncoder().encode("%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n")], name, {
    type: "application/pdf",
  });

export const asJson = (answer: ApiAnswer) => answer.body as Json;
export const asList = (answer: ApiAnswer) => answer.body as Json[];
