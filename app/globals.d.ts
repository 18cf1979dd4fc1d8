/** Replaced at build time by Vite (`define` in vite.config.ts). */
declare const __BUILD_YEAR__: number;

// An inline script's TypeScript module, compiled to a function expression's text
// (app/delivery/build/inline-scripts.ts).
declare module "*?inline-script" {
  const compiled: string;
  export default compiled;
}

// Each language's interface strings, as a loader (app/i18n/locale-files.ts).
declare module "virtual:message-files" {
  import type { Locale } from "~/i18n/locales";
  import type { Messages } from "~/i18n/messages/en";

  const files: Record<Locale, () => Promise<{ default: Messages }>>;
  export default files;
}

// Each language's brand card, as the build publishes it (app/i18n/locale-files.ts).
declare module "virtual:brand-cards" {
  import type { Locale } from "~/i18n/locales";

  const cards: Record<Locale, string>;
  export default cards;
}

// The address of the site's icons, published as one file (app/components/ui/icon-sprite.ts).
declare module "virtual:icon-sprite" {
  const url: string;
  export default url;
}

// Every part of the interface strings, per language, as a loader (vite.config.ts).
declare module "virtual:message-part-files" {
  const files: Record<string, Record<string, () => Promise<{ default: Record<string, unknown> }>>>;
  export default files;
}

// The language the tests add (app/i18n/locales.ts), passed to the pages by Vite (`envPrefix`).
interface ImportMetaEnv {
  readonly SITE_TEST_LOCALE?: string;
  /** "off" for a static-only deploy: the forms use the mail app, not the site's own intake. */
  readonly INTAKE?: string;
}

// Invoker commands (HTML's `commandfor` and `command`), which React passes on as written.
declare namespace React {
  // Merged with React's own, whose type parameter it must repeat.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    commandfor?: string;
    command?:
      "show-modal" | "close" | "request-close" | "show-popover" | "hide-popover" | "toggle-popover";
  }
}
