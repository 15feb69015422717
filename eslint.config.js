import js from "@eslint/js";
import tseslint from "typescript-eslint";
import reactHooks from "eslint-plugin-react-hooks";

/**
 * Layers only point down: routes → http (requests, cookies, answers: the edge) → modules (plain values)
 * → db / i18n / config, with components beside http (they may read its types) and lib/ as leaves that
 * every layer may use (docs/decisions/020-one-write-path.md). An import that points up fails the lint.
 */
const upward = (layers, options = {}) =>
  layers.map((layer) => ({
    group: [`~/${layer}`, `~/${layer}/**`],
    message: `This layer may not import ${layer}/: layers point down (decision 020).`,
    ...options,
  }));

function layerRules() {
  const restrict = (files, patterns, ignores = []) => ({
    files,
    ignores: ["**/*.test.ts", "**/*.test.tsx", ...ignores],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns }] },
  });
  const reactRouter = {
    group: ["react-router", "@react-router/*"],
    message: "Modules take plain values and never a Request: HTTP belongs to app/http (decision 020).",
    allowTypeImports: true,
  };
  return [
    restrict(["app/components/**"], [...upward(["routes"]), ...upward(["http"], { allowTypeImports: true })]),
    restrict(["app/http/**"], upward(["routes", "components"])),
    restrict(["app/modules/**"], [...upward(["routes", "components", "http"]), reactRouter]),
    restrict(["app/db/**"], upward(["routes", "components", "http", "modules"])),
    restrict(["app/i18n/**", "app/config/**"], upward(["routes", "components", "http", "modules", "db"])),
    restrict(["app/lib/**"], upward(["routes", "components", "http", "modules", "db", "i18n", "config"])),
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
