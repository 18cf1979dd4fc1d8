// Each page's inline stylesheet holds only the rules that can match on that page; the whole
// stylesheet becomes a file that the page fetches on its first client navigation, before it draws
// another page (app/lib/site-stylesheet.ts, docs/decisions/020).
//
// A rule stays when, for one of its selectors, every class the selector names (outside :not(),
// :is(), :where() and :has()) is used on the page: in the HTML's class attributes, or as a word
// of a string in a script the page loads or can load (its modules, and the modules they import,
// menus and dialogs included). Rules that name no class (the base styles, variables, keyframes)
// always stay.
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { join } from "node:path";

import { Features, transform } from "lightningcss";

import { STYLESHEET_ID, WHOLE_STYLESHEET_ATTRIBUTE } from "../../app/lib/site-stylesheet.ts";

/** The inline stylesheet `app/root.tsx` renders. */
const STYLE = new RegExp(`<style id="${STYLESHEET_ID}">([\\s\\S]*?)</style>`);

/** What React escapes in attribute values. */
const entities: Record<string, string> = { amp: "&", quot: '"', "#x27": "'", lt: "<", gt: ">" };

/** The class names used in the HTML's class attributes. */
export function htmlClasses(html: string): Set<string> {
  return new Set(
    [...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((m) =>
      m[1]!
        .replace(/&(amp|quot|#x27|lt|gt);/g, (_, name: string) => entities[name]!)
        .split(/\s+/)
        .filter(Boolean),
    ),
  );
}

/** Every whitespace-separated word of every string literal in a script. */
export function scriptWords(code: string): Set<string> {
  const words = new Set<string>();
  for (const m of code.matchAll(
    /"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g,
  )) {
    for (const word of (m[1] ?? m[2] ?? m[3] ?? "").split(/\s+/)) if (word) words.add(word);
  }
  return words;
}

const wordCache = new Map<string, Set<string>>();
function wordsOf(file: string): Set<string> {
  let words = wordCache.get(file);
  if (!words) wordCache.set(file, (words = scriptWords(readFileSync(file, "utf8"))));
  return words;
}

/** The modules a page loads (its `modulepreload` links) and every module they import, by file. */
export function pageModules(html: string, assetsDir: string): string[] {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/"\/assets\/([^"/]+\.js)"/g)].map((m) => m[1]!);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const code = readFileSync(join(assetsDir, file), "utf8");
    for (const m of code.matchAll(/(?:from|import)\s*\(?\s*["'`]\.\/([^"'`/]+\.js)["'`]/g)) {
      queue.push(m[1]!);
    }
  }
  return [...seen];
}

/**
 * The browsers and features Tailwind compiles for (its call to Lightning CSS in @tailwindcss/node):
 * printing the kept rules with the same settings keeps them as Tailwind wrote them, vendor
 * prefixes included (`-webkit-backdrop-filter` for Safari before 18).
 */
const tailwindOutput = {
  targets: {
    safari: (16 << 16) | (4 << 8),
    ios_saf: (16 << 16) | (4 << 8),
    firefox: 128 << 16,
    chrome: 111 << 16,
  },
  include: Features.Nesting | Features.MediaQueries,
  exclude: Features.LogicalProperties | Features.DirSelector | Features.LightDark,
};

/** The stylesheet without the rules none of whose selectors can match, given the classes in use. */
export function pruneStylesheet(css: string, used: (className: string) => boolean): string {
  const { code } = transform({
    ...tailwindOutput,
    filename: "site.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const matches = rule.value.selectors.some((selector) =>
            selector.every((part) => part.type !== "class" || used(part.name)),
          );
          return matches ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}

/** The file name of the whole stylesheet, fingerprinted like Vite's assets. */
export function stylesheetFile(css: string): string {
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
  return `site-${hash}.css`;
}

/** The whole stylesheet as every page inlines it before this step. */
export function inlineStylesheet(html: string): string | undefined {
  return STYLE.exec(html)?.[1];
}

/**
 * The page with its inline stylesheet cut to the rules it can use, naming the whole stylesheet
 * (`whole.href`) for client navigation. Throws if the page has no inline stylesheet, or one other
 * than the whole stylesheet (`whole.css`), which the rules it leaves out must come from.
 */
export function pageStyles(
  html: string,
  whole: { css: string; href: string },
  assetsDir: string,
): string {
  const style = STYLE.exec(html);
  if (!style) throw new Error(`page-styles: no <style id="${STYLESHEET_ID}"> in the page`);
  if (style[1] !== whole.css) {
    throw new Error(`page-styles: the page inlines another stylesheet than ${whole.href}`);
  }
  const classes = htmlClasses(html);
  const words = pageModules(html, assetsDir).map((file) => wordsOf(join(assetsDir, file)));
  const pruned = pruneStylesheet(
    whole.css,
    (name) => classes.has(name) || words.some((set) => set.has(name)),
  );
  return html.replace(
    style[0],
    () =>
      `<style id="${STYLESHEET_ID}" ${WHOLE_STYLESHEET_ATTRIBUTE}="${whole.href}">${pruned}</style>`,
  );
}
