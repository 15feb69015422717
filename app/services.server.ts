/**
 * The services every loader, action and script works with. The Node host builds them once at start
 * and hands them to React Router through the load context; tests build their own.
 */
import type { Config } from "~/config/env.server";
import type { Db } from "~/db/client.server";
import type { Storage } from "~/modules/media/storage.server";

/**
 * Tells whoever keeps rendered content that it changed: the host empties its page cache and tells the
 * other instances. Scripts and tests that render nothing leave it out.
 */
export interface ChangeFeed {
  publish(): void;
}

export interface Services {
  config: Config;
  db: Db;
  storage: Storage;
  changes?: ChangeFeed;
}

declare module "react-router" {
  interface AppLoadContext {
    services: Services;
    /** The client's address as seen by the host (proxy-aware when TRUST_PROXY is set). */
    clientIp: string;
    /** The Content-Security-Policy nonce of this response (server/security-headers.ts). */
    cspNonce: string;
    requestId: string;
    /**
     * What this request has worked out already (its language, its viewer), shared by every loader and
     * action it runs: React Router hands each of them a copy of the Request, never the same object.
     * Read through `once` (app/http/request-context.server.ts).
     */
    perRequest?: Map<symbol, unknown>;
  }
}
