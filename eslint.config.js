import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/** The imports the app outside the delivery layer may not make, with `more` besides. */
function restrictedImports(more) {
  return {
    paths: [
      {
        name: "react",
        importNames: ["lazy"],
        message:
          "Declare a part loaded later with drawnLater() or hydratedLater() from ~/delivery.",
      },
    ],
    patterns: [
      {
        regex: "(^~/delivery/(?!(later|page)$)|/delivery/(browser|steps|inline|later|page)/)",
        message:
          'Import the delivery layer from "~/delivery" (or "~/delivery/later", "~/delivery/page") only.',
      },
      ...more,
    ],
  };
}

export default tseslint.config(
  {
    ignores: [
      "build",
      "build-off",
      ".react-router",
      "test-results",
      "playwright-report",
      "reports",
    ],
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
    // The delivery layer decides how a part drawn after the first paint is loaded and styled:
    // the rest of the app declares such parts through its API (app/delivery/README.md).
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/delivery/**"],
    rules: {
      "no-restricted-imports": ["error", restrictedImports([])],
      "no-restricted-syntax": [
        "error",
        {
          selector:
            "ImportExpression:not(CallExpression[callee.name=/^(drawnLater|hydratedLater|loadedLater)$/] ImportExpression)",
          message:
            "Code loaded after the first paint is declared: drawnLater() for what the page's HTML does not have, hydratedLater() for what it has, loadedLater() for code that draws nothing of ours (~/delivery).",
        },
      ],
    },
  },
  {
    // Its second entry is for parts drawn later only: what it exports stays out of the first load.
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/delivery/**", "app/components/later/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        restrictedImports([
          {
            regex: "^~/delivery/later$",
            message: "Only parts drawn later (app/components/later/) import ~/delivery/later.",
          },
        ]),
      ],
    },
  },
  {
    // Each language's strings and the content's Markdown are loaded by name, not drawn.
    files: ["app/i18n/**", "app/content/**"],
    rules: { "no-restricted-syntax": "off" },
  },
  {
    // Playwright fixtures receive a `use` callback that is not React's `use`.
    files: ["tests/e2e/**"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
);
