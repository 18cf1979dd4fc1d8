// Each page's inline stylesheet holds only the rules that can match on that page; the whole
// stylesheet becomes a file that the page fetches on its first client navigation, before it draws
// another page (app/lib/site-stylesheet.ts, docs/decisions/020).
//
// A rule stays when, for one of its selectors, every class and element the selector names
// (outside :not(), :is(), :where() and :has()) is used on the page: in the HTML, or as a word of a
// string in a script the page loads or can load (its modules, and the modules they import, menus
// and dialogs included). Rules that name neither (variables, keyframes, `*` and pseudo-element
// resets) always stay. Custom properties stay when a kept rule reads them, or the page's HTML or
// scripts name them.
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

/** The element names in the HTML. */
export function htmlElements(html: string): Set<string> {
  return new Set([...html.matchAll(/<([a-zA-Z][\w-]*)/g)].map((m) => m[1]!.toLowerCase()));
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

const scriptCache = new Map<string, { code: string; words: Set<string> }>();
function script(file: string) {
  let entry = scriptCache.get(file);
  if (!entry) {
    const code = readFileSync(file, "utf8");
    scriptCache.set(file, (entry = { code, words: scriptWords(code) }));
  }
  return entry;
}

/**
 * The modules a page loads (its `modulepreload` links) and every module they import, by file. Each
 * module is read once for the whole build.
 */
export function pageModules(html: string, assetsDir: string): string[] {
  const seen = new Set<string>();
  const queue = [...html.matchAll(/"\/assets\/([^"/]+\.js)"/g)].map((m) => m[1]!);
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    const { code } = script(join(assetsDir, file));
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

/** The custom properties a stylesheet reads with `var()`. */
export function readVariables(css: string): Set<string> {
  return new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!));
}

/** What a page can use: the predicates `pruneStylesheet` asks. */
export type InUse = {
  /** A class in the page's HTML or scripts. */
  className: (name: string) => boolean;
  /** An element the page has or its scripts can create. Every element, when left out. */
  element?: (name: string) => boolean;
  /** A custom property the page's HTML or scripts name. Every one, when left out. */
  variable?: (name: string) => boolean;
};

/** One pass of Lightning CSS over the stylesheet, keeping the rules and variables asked for. */
function keep(
  css: string,
  inUse: Required<Omit<InUse, "variable">>,
  keptVariable: (name: string) => boolean,
): string {
  const { code } = transform({
    ...tailwindOutput,
    filename: "site.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const matches = rule.value.selectors.some((selector) =>
            selector.every(
              (part) =>
                (part.type !== "class" || inUse.className(part.name)) &&
                (part.type !== "type" || inUse.element(part.name)),
            ),
          );
          return matches ? undefined : [];
        },
        property(rule) {
          return keptVariable(rule.value.name) ? undefined : [];
        },
      },
      Declaration: {
        custom(property) {
          return keptVariable(property.name) ? undefined : [];
        },
      },
    },
  });
  return code.toString();
}

/**
 * The stylesheet without the rules none of whose selectors can match, given the classes and
 * elements in use, and without the custom properties nothing reads: their declarations and
 * `@property` rules. A variable is read when a declaration that stays reads it with `var()`, or
 * when the page names it. Dropping a declaration may leave another variable unread, so the
 * variables are settled first; the stylesheet is then printed from the original in one pass (a
 * second pass of Lightning CSS over its own output adds a prefixed declaration again).
 */
export function pruneStylesheet(css: string, inUse: InUse): string {
  const rules = { className: inUse.className, element: inUse.element ?? (() => true) };
  const named = inUse.variable ?? (() => true);
  let pruned = keep(css, rules, () => true);
  for (;;) {
    const read = readVariables(pruned);
    const next = keep(css, rules, (name) => read.has(name) || named(name));
    if (next === pruned) return pruned;
    pruned = next;
  }
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
  const outside = html.replace(style[0], "");
  const elements = htmlElements(outside);
  const scripts = pageModules(html, assetsDir).map((file) => script(join(assetsDir, file)));
  const inScripts = (word: string) => scripts.some(({ words }) => words.has(word));
  const pruned = pruneStylesheet(whole.css, {
    className: (name) => classes.has(name) || inScripts(name),
    element: (name) => elements.has(name) || inScripts(name),
    variable: (name) => outside.includes(name) || scripts.some(({ code }) => code.includes(name)),
  });
  return html.replace(
    style[0],
    () =>
      `<style id="${STYLESHEET_ID}" ${WHOLE_STYLESHEET_ATTRIBUTE}="${whole.href}">${pruned}</style>`,
  );
}
