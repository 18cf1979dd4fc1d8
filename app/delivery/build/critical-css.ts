// Critical CSS: each page's inline stylesheet keeps a rule when, for one of its selectors, every
// class and element it names (outside :not(), :is(), :where(), :has()) is in the page's HTML;
// rules naming neither always stay, and custom properties and keyframes stay when a kept rule or
// the HTML names them. The whole stylesheet becomes a file an island loads before it hydrates: it
// may draw what the page's HTML lacks (a menu, a message; docs/how-a-page-loads.md).
import { createHash } from "node:crypto";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";

import { Features, transform } from "lightningcss";

import { STYLESHEET_ID, WHOLE_STYLESHEET_ATTRIBUTE } from "../stylesheet.ts";

/** The inline stylesheet every page carries (../document-head.tsx). */
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

/**
 * The form controls the browser's own pseudo-elements draw, as the HTML that has one: the date and
 * time fields, the number arrows, the search field's mark, the file button, a placeholder. A rule
 * for one of them is kept only where the page has such a control.
 */
const controlOfPseudoElement: [RegExp, RegExp][] = [
  [
    /^-webkit-(datetime-edit|date-and-time-value|calendar-picker-indicator)/,
    /\stype="(date|time|datetime-local|month|week)"/,
  ],
  [/^-webkit-(inner|outer)-spin-button$/, /\stype="(number|date|time|datetime-local|month|week)"/],
  [/^-webkit-search-/, /\stype="search"/],
  [/^file-selector-button$/, /\stype="file"/],
  [/^placeholder$/, /\splaceholder="/],
];

/** The page's `<html>` language and direction (`ltr` when it names none). */
export function htmlRoot(html: string): { lang: string; dir: string } {
  const tag = /<html\b[^>]*>/.exec(html)?.[0] ?? "";
  const attribute = (name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
  return { lang: attribute("lang") ?? "", dir: attribute("dir") ?? "ltr" };
}

/** Whether the page has the control a pseudo-element of the browser draws; true for any other. */
export function htmlDrawsPseudoElement(html: string): (name: string) => boolean {
  return (name) => {
    const control = controlOfPseudoElement.find(([pseudo]) => pseudo.test(name))?.[1];
    return control === undefined || control.test(html);
  };
}

/** Tailwind's settings for Lightning CSS (@tailwindcss/node): kept rules print as it wrote them. */
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
function readVariables(css: string): Set<string> {
  return new Set([...css.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]!));
}

/** What a page can use: the predicates `pruneStylesheet` asks. */
export type InUse = {
  /** A class in the page's HTML. */
  className: (name: string) => boolean;
  /** An element the page has. Every element, when left out. */
  element?: (name: string) => boolean;
  /** A custom property the page's HTML names. Every one, when left out. */
  variable?: (name: string) => boolean;
  /** A pseudo-element of the browser's that the page draws (`placeholder`). Every one, when left out. */
  pseudoElement?: (name: string) => boolean;
  /** The page's `<html lang dir>`: a rule for another language's or direction's root goes. */
  root?: { lang: string; dir: string };
};

/** A selector's parts, as Lightning CSS hands them to a visitor. */
type SelectorPart = { type: string; kind?: string; name?: string; languages?: string[] } & {
  operation?: { operator: string; value: string };
};

/**
 * Whether a selector that starts at the root (`:root:lang(zh)`, `:root[dir=rtl]`) fits the page's
 * root; any other selector does. Only the root's own compound is judged: an element inside may
 * carry another language (a name in English, a language's own label).
 */
function fitsRoot(selector: readonly SelectorPart[], root: InUse["root"]): boolean {
  if (!root) return true;
  const end = selector.findIndex((part) => part.type === "combinator");
  const compound = end === -1 ? selector : selector.slice(0, end);
  if (!compound.some((part) => part.type === "pseudo-class" && part.kind === "root")) return true;
  return compound.every((part) => {
    if (part.type === "pseudo-class" && part.kind === "lang") {
      return part.languages!.some((l) => root.lang === l || root.lang.startsWith(`${l}-`));
    }
    if (part.type === "attribute" && part.name === "dir" && part.operation?.operator === "equal") {
      return part.operation.value === root.dir;
    }
    return true;
  });
}

/** The names a stylesheet mentions outside its `@keyframes` rules: the animations it can run. */
function namedOutsideKeyframes(css: string): (name: string) => boolean {
  const rest = css.replace(/@keyframes [\w-]+\{(?:[^{}]*\{[^{}]*\})*[^{}]*\}/g, "");
  return (name) => new RegExp(`(^|[^\\w-])${name}($|[^\\w-])`).test(rest);
}

/** What a pass keeps besides the rules whose selectors match, by name. */
type Kept = Record<"variable" | "animation", (name: string) => boolean>;

/** One pass of Lightning CSS over the stylesheet, keeping the rules, variables and animations asked for. */
function keep(
  css: string,
  inUse: Required<Omit<InUse, "variable" | "root">> & Pick<InUse, "root">,
  kept: Kept,
): string {
  const { code } = transform({
    ...tailwindOutput,
    filename: "site.css",
    code: Buffer.from(css),
    minify: true,
    visitor: {
      Rule: {
        style(rule) {
          const matches = rule.value.selectors.some(
            (selector) =>
              fitsRoot(selector as SelectorPart[], inUse.root) &&
              selector.every(
                (part) =>
                  (part.type !== "class" || inUse.className(part.name)) &&
                  (part.type !== "type" || inUse.element(part.name)) &&
                  (part.type !== "pseudo-element" ||
                    inUse.pseudoElement(part.kind === "custom" ? part.name : part.kind)),
              ),
          );
          return matches ? undefined : [];
        },
        property: (rule) => (kept.variable(rule.value.name) ? undefined : []),
        keyframes: (rule) => (kept.animation(rule.value.name.value) ? undefined : []),
        // Tailwind's defaults of its variables for browsers without `@property` (Safari before
        // 16.4, Firefox before 128), which it does not support either: the page's `@property`
        // rules give them. The whole stylesheet keeps them for those browsers.
        "layer-block"(rule) {
          return rule.value.name?.[0] === "properties" ? [] : undefined;
        },
      },
      Declaration: {
        // Lightning CSS also hands over declarations of properties it does not know here
        // (`isolation`, `text-wrap`, `-webkit-font-smoothing`): only custom properties are judged.
        custom(property) {
          return !property.name.startsWith("--") || kept.variable(property.name) ? undefined : [];
        },
      },
    },
  });
  // Tailwind's licence banner stays in the whole stylesheet the page names, not in each copy.
  return withoutEmptyBlocks(code.toString().replace(/^\/\*![^*]*\*\/\s*/, ""));
}

/** An at-rule left with no rule (`@supports (…){}`), in minified CSS. */
const EMPTY_BLOCK = /@(?:supports|media|layer|container)[^{};"']*\{\}/g;

/** The stylesheet without the blocks whose rules all went, nested ones included. */
function withoutEmptyBlocks(css: string): string {
  const next = css.replace(EMPTY_BLOCK, "");
  return next === css ? css : withoutEmptyBlocks(next);
}

/**
 * The stylesheet without the rules that cannot match, the custom properties nothing reads (a kept
 * declaration's `var()`, or the page) and the keyframes nothing names. Dropping a declaration may
 * leave another variable unread, so they are settled first, then printed from the original in one
 * pass (Lightning CSS over its own output adds a prefixed declaration again).
 */
export function pruneStylesheet(css: string, inUse: InUse): string {
  const rules = {
    className: inUse.className,
    element: inUse.element ?? (() => true),
    pseudoElement: inUse.pseudoElement ?? (() => true),
    root: inUse.root,
  };
  const named = inUse.variable ?? (() => true);
  let pruned = keep(css, rules, { variable: () => true, animation: () => true });
  for (;;) {
    const read = readVariables(pruned);
    const animated = namedOutsideKeyframes(pruned);
    const next = keep(css, rules, {
      variable: (name) => read.has(name) || named(name),
      animation: (name) => animated(name) || named(name),
    });
    if (next === pruned) return pruned;
    pruned = next;
  }
}

/** The file name of the whole stylesheet, fingerprinted like Vite's assets. */
export function stylesheetFile(css: string): string {
  const hash = createHash("sha256").update(css).digest("base64url").slice(0, 8);
  return `site-${hash}.css`;
}

/**
 * The page with its inline stylesheet cut to its critical CSS, naming the whole one (`whole.href`)
 * for the islands. Throws if the page inlines no stylesheet, or another than `whole.css`.
 */
function criticalCss(html: string, whole: { css: string; href: string }): string {
  const style = STYLE.exec(html);
  if (!style) throw new Error(`critical-css: no <style id="${STYLESHEET_ID}"> in the page`);
  if (style[1] !== whole.css) {
    throw new Error(`critical-css: the page inlines another stylesheet than ${whole.href}`);
  }
  const classes = htmlClasses(html);
  const outside = html.replace(style[0], "");
  const elements = htmlElements(outside);
  const pruned = pruneStylesheet(whole.css, {
    className: (name) => classes.has(name),
    element: (name) => elements.has(name),
    variable: (name) => outside.includes(name),
    pseudoElement: htmlDrawsPseudoElement(outside),
    root: htmlRoot(html),
  });
  return html.replace(
    style[0],
    () =>
      `<style id="${STYLESHEET_ID}" ${WHOLE_STYLESHEET_ATTRIBUTE}="${whole.href}">${pruned}</style>`,
  );
}

/**
 * Cuts every page of `clientDir` to its critical CSS, and writes the whole stylesheet once, from
 * the first page's inline copy, as the file the islands load.
 */
export async function writeCriticalCss(clientDir: string): Promise<void> {
  const pages = (await readdir(clientDir, { recursive: true })).filter((f) => f.endsWith(".html"));
  // The whole stylesheet, as every page inlines it before this step.
  const css = STYLE.exec(await readFile(join(clientDir, pages[0]!), "utf8"))?.[1];
  if (css === undefined) throw new Error(`${pages[0]}: no inline stylesheet`);
  const whole = { css, href: `/assets/${stylesheetFile(css)}` };
  await writeFile(join(clientDir, whole.href), css);
  for (const page of pages) {
    const file = join(clientDir, page);
    try {
      await writeFile(file, criticalCss(await readFile(file, "utf8"), whole));
    } catch (error) {
      throw new Error(`${page}: ${(error as Error).message}`);
    }
  }
}
