import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The modules React Router loads to prerender: the route table, the page list and the routes. */
const routeLevel = ["app/routes/**", "app/root.tsx", "app/routes.ts", "app/site-pages.ts"];

const routerOnlyInRoutes = {
  name: "react-router",
  allowImportNames: ["href"],
  message:
    "React Router runs only while prerendering: take the page's place from usePageHere (~/lib/page-here), or props.",
};

const restrictedImports = (...paths) => [
  "error",
  {
    paths: [
      {
        name: "react",
        importNames: ["lazy"],
        message: "An interactive part is an island: island() from ~/delivery.",
      },
      ...paths,
    ],
    patterns: [
      {
        regex: "^~/delivery/",
        message: 'Import the delivery layer from "~/delivery" only.',
      },
    ],
  },
];

export default tseslint.config(
  {
    ignores: ["build", "build-*", ".react-router", "test-results", "playwright-report", "reports"],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  reactHooks.configs.flat["recommended-latest"] ?? reactHooks.configs.flat.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/consistent-type-imports": "error",
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  {
    // The app reaches the delivery layer through its one entry; the two entry modules also take
    // the browser's and the prerender's halves (app/delivery/README.md), and so do tests that draw
    // a page as the prerender does. An interactive part is an island, never a lazy component.
    // React Router drives the prerender only: its hooks answer nowhere else, so no component,
    // island or helper imports it (the page's place in the list is `usePageHere`). Only the
    // route-level modules do, and anything may build a typed link (`href`).
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/delivery/**",
      "app/entry.client.tsx",
      "app/entry.server.tsx",
      "app/**/*.test.{ts,tsx}",
      ...routeLevel,
    ],
    rules: { "no-restricted-imports": restrictedImports(routerOnlyInRoutes) },
  },
  {
    files: routeLevel,
    rules: { "no-restricted-imports": restrictedImports() },
  },
  {
    files: ["app/delivery/**", "app/entry.client.tsx"],
    rules: { "no-restricted-imports": ["error", { paths: [routerOnlyInRoutes] }] },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's `use`.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
