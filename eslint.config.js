import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/**
 * Layers only point down: routes → components → modules → db / i18n / config, with http/ (requests,
 * cookies, answers) at the edge (docs/decisions/020-one-write-path.md). The files listed as
 * `stillHttpAdapters` take a Request or import React Router from inside modules/: they are to move to
 * the HTTP edge, and no other module may join them.
 */
const stillHttpAdapters = [
  "app/modules/auth/sign-in.server.ts",
  "app/modules/auth/guard.server.ts",
  "app/modules/http/**",
  "app/modules/api/**",
  "app/modules/chat/http.server.ts",
  "app/modules/site/page-context.server.ts",
  "app/modules/site/seo.ts",
  "app/modules/forms/api.server.ts",
  "app/modules/forms/page-action.server.ts",
  "app/modules/forms/results.ts",
  "app/modules/forms/newsletter-action.server.ts",
];

const upward = (...layers) =>
  layers.map((layer) => ({
    group: [`~/${layer}`, `~/${layer}/**`],
    message: `This layer may not import ${layer}/.`,
  }));

function layerRules() {
  const restrict = (files, patterns, ignores = []) => ({
    files,
    ignores,
    rules: { "no-restricted-imports": ["error", { patterns }] },
  });
  const reactRouter = {
    group: ["react-router", "@react-router/*"],
    message: "Modules take plain values: HTTP stays at the edge.",
  };
  return [
    restrict(["app/components/**"], upward("routes")),
    restrict(
      ["app/modules/**"],
      [...upward("routes", "components"), reactRouter],
      [...stillHttpAdapters, "**/*.test.ts"],
    ),
    restrict(stillHttpAdapters, upward("routes", "components")),
    restrict(["app/db/**"], upward("routes", "components", "modules"), [
      "app/db/seed/**",
      "**/*.test.ts",
      // Migration 3 still runs the search module's folding (to be frozen as its own step).
      "app/db/migrations.server.ts",
    ]),
    restrict(
      ["app/i18n/**", "app/config/**", "app/http/**"],
      upward("routes", "components", "modules", "db"),
      ["**/*.test.ts"],
    ),
  ];
}

export default tseslint.config(
  {
    ignores: [
      "eslint.config.js",
      "build",
      "build-*",
      "data",
      "node_modules",
      ".react-router",
      "test-results",
      "playwright-report",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  ...layerRules(),
  {
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": "error",
      "no-restricted-syntax": [
        "error",
        {
          selector: "Literal[value=/(localhost|127\\.0\\.0\\.1):8000/]",
          message: "Hosts are configuration, never literals.",
        },
      ],
    },
  },
);
