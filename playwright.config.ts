import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end journeys in Debian's Chromium (browsers cannot be downloaded here). Two servers run the
 * production build, each on its own empty data folder with the demo content and a known administrator:
 * the visitor journeys read a site that nobody changes under them, the back-office and form journeys
 * change theirs.
 */
const basePort = Number(process.env.E2E_PORT ?? 3210);
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e mot de passe solide" };
/** Known to the tests so they can forge expired or mis-signed tokens against the real server. */
export const E2E_SESSION_SECRET = "e2e-session-secret-0123456789-abcdefghijklmnop";

/** The visitor site publishes a phone number; the back-office one has none (the contact page shows both cases). */
export const E2E_CONTACT_PHONE = "+212 5 22 00 00 00";

export const E2E_SERVERS = {
  visitor: {
    port: basePort,
    dataDir: `./test-results/e2e-data-${basePort}`,
    env: { CONTACT_PHONE: E2E_CONTACT_PHONE },
  },
  backoffice: { port: basePort + 1, dataDir: `./test-results/e2e-data-${basePort + 1}`, env: {} },
};

/** Journeys that only read what the demo content shows. */
const VISITOR_SPECS = /(public-pages|public-smoke|foundation|layout|security-headers)\.spec\.ts$/;
/**
 * Journeys that change what every page of the back-office server shows (the site's settings): they run
 * once the other back-office journeys, which read those pages, are done.
 */
const AFTER_SPECS = /site-settings\.spec\.ts$/;
/**
 * Specs that load the machine for a minute run alone, once the journeys are done, so that they do not
 * slow those down. They are skipped when a journey failed; run one alone with `--no-deps`.
 */
const SOLO_SPECS = /load\.spec\.ts$/;

const server = ({ port, dataDir, env }: { port: number; dataDir: string; env: Record<string, string> }) => ({
  command: `rm -rf ${dataDir} && NODE_ENV=production node ${process.env.BUILD_DIR ?? "build"}/host.mjs`,
  url: `http://127.0.0.1:${port}/readyz`,
  reuseExistingServer: false,
  timeout: 120_000,
  env: {
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    SEED_DEMO: "1",
    ADMIN_USERNAME: E2E_ADMIN.username,
    ADMIN_PASSWORD: E2E_ADMIN.password,
    SESSION_SECRET: E2E_SESSION_SECRET,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    LOG_LEVEL: "warn",
    // One process: the journeys test what the site does; several workers are the workers journey's
    // subject (workers.spec.ts), where a change reaching every worker is checked on its own.
    WEB_CONCURRENCY: "1",
    ...env,
  },
});

const browser = { ...devices["Desktop Chrome"], channel: undefined, locale: "fr-FR" };

export default defineConfig({
  testDir: "tests/e2e",
  // Playwright empties its output folder at start: one per port lets runs on other ports go on beside.
  outputDir: `test-results/playwright-${basePort}`,
  fullyParallel: false,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [["list"]],
  use: {
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // A French-speaking browser by default; journeys in other languages choose theirs.
  projects: [
    {
      name: "visitor",
      testMatch: VISITOR_SPECS,
      use: { ...browser, baseURL: `http://127.0.0.1:${E2E_SERVERS.visitor.port}` },
    },
    {
      name: "backoffice",
      testIgnore: [VISITOR_SPECS, SOLO_SPECS, AFTER_SPECS],
      use: { ...browser, baseURL: `http://127.0.0.1:${E2E_SERVERS.backoffice.port}` },
    },
    {
      name: "site-settings",
      testMatch: AFTER_SPECS,
      dependencies: ["backoffice"],
      use: { ...browser, baseURL: `http://127.0.0.1:${E2E_SERVERS.backoffice.port}` },
    },
    {
      name: "solo",
      testMatch: SOLO_SPECS,
      dependencies: ["visitor", "backoffice", "site-settings"],
    },
  ],
  webServer: [server(E2E_SERVERS.visitor), server(E2E_SERVERS.backoffice)],
});
