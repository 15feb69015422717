import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

/** React, React DOM and React Router load on every page: one file compresses better than four. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;
/**
 * The public layout's and pages' shared code (components, i18n, site helpers) in one "site" file: split
 * by which pages use them, they were ~15 files of 0.2–2 KB each, and Chromium issues, fetches and
 * evaluates each one apart (decision 018). A module that one page alone imports stays with that page.
 */
const PUBLIC_SHARED =
  /\/app\/(components\/(layout|ui|site)\/|components\/forms\/(fields|newsletter-signup|use-hydrated)\.|components\/nonce\.tsx|i18n\/|modules\/site\/)/;

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  resolve: {
    alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) },
  },
  build: {
    target: "es2022",
    // Terser takes ~4 KB gzipped more off every page than esbuild: the public pages' 120 KB budget
    // (issue 4, `npm run bench:js`) depends on it.
    minify: "terser",
    // ASCII output: with raw non-ASCII characters in the scripts, hydration saw text mismatches (#418).
    terserOptions: { compress: { passes: 2 }, format: { comments: false, ascii_only: true } },
    rollupOptions: {
      output: {
        manualChunks(id, { getModuleInfo }) {
          if (FRAMEWORK.test(id)) return "framework";
          if (PUBLIC_SHARED.test(id) && (getModuleInfo(id)?.importers.length ?? 0) >= 2) return "site";
          return undefined;
        },
      },
    },
  },
  ssr: {
    // Native modules stay external; the host process loads them.
    external: ["better-sqlite3", "sharp", "pg", "nodemailer"],
  },
});
