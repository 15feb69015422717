import { defineConfig, devices } from "@playwright/test";

/**
 * End-to-end journeys in Debian's Chromium (browsers cannot be downloaded here). The suite starts the
 * production build on its own empty data folder with demo content and a known administrator.
 */
const port = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? `./test-results/e2e-data-${port}`;
export const E2E_ADMIN = { username: "e2e-admin", password: "e2e mot de passe solide" };
/** Known to the tests so they can forge expired or mis-signed tokens against the real server. */
export const E2E_SESSION_SECRET = "e2e-session-secret-0123456789-abcdefghijklmnop";

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: false,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.CI ? [["list"]] : [["list"]],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
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
    { name: "chromium", use: { ...devices["Desktop Chrome"], channel: undefined, locale: "fr-FR" } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && NODE_ENV=production npx tsx server/index.ts`,
    url: `http://127.0.0.1:${port}/login`,
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
    },
  },
});
