import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";
import { fileURLToPath } from "node:url";

/** React, React DOM and React Router load on every page: one file compresses better than four. */
const FRAMEWORK = /\/node_modules\/(react|react-dom|react-router|scheduler)\//;

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
        manualChunks: (id) => (FRAMEWORK.test(id) ? "framework" : undefined),
      },
    },
  },
  ssr: {
    // Native modules stay external; the host process loads them.
    external: ["better-sqlite3", "sharp", "pg", "nodemailer"],
  },
});
