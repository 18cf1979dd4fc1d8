import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Modules every page needs at first load, bundled into one file instead of a dozen small ones:
// on a phone each extra request costs a round trip before the page can hydrate.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|clsx|lucide-react)[\\/]/;

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  build: isSsrBuild
    ? { assetsInlineLimit: 0 }
    : {
        // Artwork stays in files: cached across pages, not repeated inside HTML and page data.
        assetsInlineLimit: 0,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: "framework", test: FRAMEWORK, priority: 2 }],
            },
          },
        },
      },
}));
