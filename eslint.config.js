import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
    files: ["app/**/*.{ts,tsx}"],
    ignores: [
      "app/delivery/**",
      "app/entry.client.tsx",
      "app/entry.server.tsx",
      "app/**/*.test.{ts,tsx}",
    ],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            {
              name: "react",
              importNames: ["lazy"],
              message: "An interactive part is an island: island() from ~/delivery.",
            },
          ],
          patterns: [
            {
              regex: "^~/delivery/",
              message: 'Import the delivery layer from "~/delivery" only.',
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's `use`.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
