import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// Modules every page needs at first load, bundled into one file instead of a dozen small ones:
// on a phone each extra request costs a round trip before the page can hydrate.
const FRAMEWORK =
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|i18next|react-i18next|clsx|lucide-react)[\\/]/;

// The site's own modules that every page loads (chrome, helpers, primitives), in one file for the
// same reason. Parts loaded on intent (menu sheet, language list, toast, booking embed and the
// Radix primitives under them) and page sections stay in their own chunks.
const APP_SHARED =
  /[\\/]app[\\/](lib[\\/]|i18n[\\/](?!messages)|content[\\/]site\.ts|components[\\/]ui[\\/](button|picture|prose|section-heading)\.tsx|components[\\/]layout[\\/](booking-button|language-select|logo|mobile-menu|nav-links|site-footer|site-header|social-icons)\.tsx?$)/;

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
              groups: [
                { name: "framework", test: FRAMEWORK, priority: 2 },
                { name: "app", test: APP_SHARED, priority: 1 },
              ],
            },
          },
        },
      },
}));
