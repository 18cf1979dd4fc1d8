import { expect, test } from "vitest";

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

import {
  htmlClasses,
  htmlDrawsPseudoElement,
  htmlElements,
  htmlRoot,
  pruneStylesheet,
  stylesheetFile,
} from "./critical-css";

/** A predicate true for exactly the names given: what a page uses, in a test's own words. */
const among =
  (...names: string[]) =>
  (name: string) =>
    names.includes(name);

// Rules as Tailwind writes them: plain utilities, variants, arbitrary descendant variants,
// group variants, media queries, and base rules with no class.
const css = [
  "*,:after,:before{box-sizing:border-box}",
  ".flex{display:flex}",
  ".hidden{display:none}",
  ".hover\\:underline:hover{text-decoration-line:underline}",
  ".\\[\\&_h2\\]\\:mt-12 h2{margin-top:3rem}",
  ".group:hover .group-hover\\:text-brand-700{color:#3d30c0}",
  "@media (width>=48rem){.md\\:grid-cols-2{grid-template-columns:repeat(2,minmax(0,1fr))}.md\\:flex{display:flex}}",
  ".space-y-4>:not(:last-child){margin-bottom:1rem}",
].join("");

test("a rule stays when every class its selector names is in use, and base rules always stay", () => {
  const pruned = pruneStylesheet(css, {
    className: among(
      "flex",
      "hover:underline",
      "[&_h2]:mt-12",
      "group-hover:text-brand-700",
      "md:flex",
    ),
  });
  expect(pruned).toContain("box-sizing:border-box");
  expect(pruned).toContain(".flex{");
  expect(pruned).toContain(".hover\\:underline:hover");
  expect(pruned).toContain("h2{margin-top:3rem}");
  expect(pruned).toContain(".md\\:flex{");
  expect(pruned).not.toContain(".hidden");
  expect(pruned).not.toContain("md\\:grid-cols-2");
  // `.group` is not used, so `.group:hover .group-hover:…` can never match.
  expect(pruned).not.toContain("group-hover");
  expect(pruned).not.toContain("space-y-4");
});

// The stylesheet as Tailwind wrote it, from a page as `react-router build` writes it.
/** The whole stylesheet as Tailwind wrote it, from the last build (`npm test` runs from the root). */
const clientDir = "build/client";
const tailwindCss = readFileSync(
  join(
    clientDir,
    "assets",
    readdirSync(join(clientDir, "assets")).find((f) => /^site-.*\.css$/.test(f))!,
  ),
  "utf8",
);

test("with every class in use, the stylesheet keeps every rule as Tailwind wrote it, prefixes included", () => {
  const kept = pruneStylesheet(tailwindCss, { className: () => true });
  const selectors = (css: string) => [...css.matchAll(/(?:^|})([^{}@]+)\{/g)].map((m) => m[1]);
  expect(selectors(kept)).toEqual(selectors(tailwindCss));
  for (const prefixed of ["-webkit-backdrop-filter", "-webkit-text-decoration"]) {
    expect(tailwindCss).toContain(prefixed);
    expect(kept).toContain(prefixed);
  }
  // Printed again by Lightning CSS, with at most a repeated prefixed declaration more.
  expect(kept.length).toBeLessThan(tailwindCss.length * 1.01);
});

test("with no class in use, only the rules that name no class are left", () => {
  const pruned = pruneStylesheet(tailwindCss, { className: () => false });
  expect(pruned.length).toBeLessThan(tailwindCss.length / 2);
  expect(pruned).toContain("--color-brand-500");
  expect(pruned).not.toMatch(/(^|[^\\\w-])\.[a-z][\w-]*\{/);
});

test("a rule naming elements stays when every element it names can be on the page", () => {
  const elements = [
    "html,:host{line-height:1.5}",
    "abbr:where([title]){text-decoration:underline dotted}",
    "b,strong{font-weight:bolder}",
    "ol,ul,menu{list-style:none}",
    "table{border-collapse:collapse}",
    ".prose pre{overflow-x:auto}",
    "::file-selector-button{font:inherit}",
  ].join("");
  const pruned = pruneStylesheet(elements, { className: () => true, element: among("html", "ul") });
  expect(pruned).toContain("line-height:1.5");
  expect(pruned).toContain("list-style:none");
  expect(pruned).toContain("::file-selector-button");
  for (const gone of ["abbr", "bolder", "table", "pre"]) expect(pruned).not.toContain(gone);
});

test("the browser's own parts of a form control stay only where the page has that control", () => {
  const controls = [
    "::-webkit-datetime-edit-year-field{padding-block:0}",
    "::-webkit-calendar-picker-indicator{line-height:1}",
    "::-webkit-inner-spin-button{height:auto}",
    "::-webkit-search-decoration{-webkit-appearance:none}",
    "::file-selector-button{margin-inline-end:4px}",
    "::placeholder{opacity:1}",
    "::selection{color:red}",
  ].join("");
  const form =
    '<form><input type="file" name="brief"><textarea placeholder="Hi"></textarea></form>';
  const pruned = pruneStylesheet(controls, {
    className: () => true,
    pseudoElement: htmlDrawsPseudoElement(form),
  });
  expect(pruned).toContain("::file-selector-button");
  expect(pruned).toContain("::placeholder");
  expect(pruned).toContain("::selection");
  for (const gone of ["datetime-edit", "calendar-picker", "spin-button", "search-decoration"]) {
    expect(pruned).not.toContain(gone);
  }
  const withDate = pruneStylesheet(controls, {
    className: () => true,
    pseudoElement: htmlDrawsPseudoElement('<input type="date" name="start">'),
  });
  expect(withDate).toContain("datetime-edit");
  expect(withDate).toContain("spin-button");
  expect(withDate).not.toContain("file-selector-button");
});

test("a rule for another language's or direction's root goes; one for an element inside stays", () => {
  const rules = [
    ":root:lang(zh){--font-weight-medium:400}",
    ":root:lang(ar){--tracking-tight:0}",
    ":lang(ar){text-transform:none}",
    ":root[dir=rtl]{--inline-end:-1}",
    ":root[data-theme=dark]{color-scheme:dark}",
  ].join("");
  const arabic = pruneStylesheet(rules, {
    className: () => true,
    root: htmlRoot('<!DOCTYPE html><html lang="ar" dir="rtl"><body></body></html>'),
  });
  expect(arabic).not.toContain("lang(zh)");
  for (const kept of [":root:lang(ar)", ":lang(ar){text-transform", "dir=rtl", "data-theme"]) {
    expect(arabic).toContain(kept);
  }
  const chinese = pruneStylesheet(rules, {
    className: () => true,
    root: htmlRoot('<html lang="zh-Hant"><body></body></html>'),
  });
  expect(chinese).toContain(":root:lang(zh)");
  expect(chinese).not.toContain(":root:lang(ar)");
  expect(chinese).toContain(":lang(ar){text-transform");
  expect(chinese).not.toContain("dir=rtl");
});

test("a block left with no rule goes with them", () => {
  const pruned = pruneStylesheet(
    "@supports (color:color-mix(in lab,red,red)){.gone{color:red}}@media (width>=80rem){.gone{color:red}}@layer components{.gone{color:red}}.kept{color:blue}",
    { className: among("kept") },
  );
  expect(pruned).toBe(".kept{color:#00f}");
});

test("a custom property stays when a kept rule reads it, through other variables too, or the page names it", () => {
  const variables = [
    '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}',
    '@property --tw-blur{syntax:"*";inherits:false}',
    ":root{--color-a:#111;--color-b:var(--color-c);--color-c:#222;--color-d:#333;--color-e:#444}",
    ".shadow{--tw-shadow:0 1px #000;box-shadow:var(--tw-shadow)}",
    ".blur{--tw-blur:blur(4px);filter:var(--tw-blur)}",
    ".text-a{color:var(--color-a)}",
    ".text-b{color:var(--color-b)}",
  ].join("");
  const pruned = pruneStylesheet(variables, {
    className: among("shadow", "text-a"),
    variable: among("--color-e"),
  });
  expect(pruned).toContain("@property --tw-shadow");
  expect(pruned).toContain("--tw-shadow:0 1px");
  expect(pruned).toContain("--color-a:#111");
  expect(pruned).toContain("--color-e:#444");
  // `.blur` is not used, so nothing reads --tw-blur; `.text-b` neither, so --color-b goes, and
  // with it the only reader of --color-c.
  for (const gone of ["--tw-blur", "--color-b", "--color-c", "--color-d"]) {
    expect(pruned).not.toContain(gone);
  }
});

test("keyframes stay when a kept rule runs them, directly or through a variable, or the page names them", () => {
  const animations = [
    "@keyframes spin{to{rotate:1turn}}",
    "@keyframes pulse{50%{opacity:.5}}",
    "@keyframes sheet-in{0%{translate:100%}}",
    "@keyframes fade-in{0%{opacity:0}}",
    "@keyframes unused{0%{opacity:0}}",
    ":root{--animate-pulse:pulse 2s infinite}",
    ".animate-spin{animation:spin 1s linear infinite}",
    ".animate-pulse{animation:var(--animate-pulse)}",
    ".sheet{animation:sheet-in .2s}",
  ].join("");
  const pruned = pruneStylesheet(animations, {
    className: among("animate-spin", "animate-pulse"),
    variable: among("fade-in"),
  });
  for (const kept of ["@keyframes spin", "@keyframes pulse", "@keyframes fade-in"]) {
    expect(pruned).toContain(kept);
  }
  // `.sheet` is not used, so nothing runs sheet-in; the last one no rule names at all.
  expect(pruned).not.toContain("sheet-in");
  expect(pruned).not.toContain("unused");
});

test("Tailwind's defaults for browsers without @property stay in the whole stylesheet only", () => {
  const fallback =
    "@layer properties{@supports (((-webkit-hyphens:none)) and (not (margin-trim:block))){*,:before,:after{--tw-shadow:0 0 #0000}}}";
  const registered = '@property --tw-shadow{syntax:"*";inherits:false;initial-value:0 0 #0000}';
  const pruned = pruneStylesheet(`${fallback}.shadow{box-shadow:var(--tw-shadow)}${registered}`, {
    className: among("shadow"),
  });
  expect(pruned).toContain("@property --tw-shadow");
  expect(pruned).not.toContain("@supports");
  expect(pruned).not.toContain("@layer properties");
});

test("a kept rule keeps its declarations of properties Lightning CSS does not know", () => {
  const rules = [
    "body{color:red;-webkit-font-smoothing:antialiased;-webkit-tap-highlight-color:transparent}",
    ".isolate{isolation:isolate}",
    ".text-balance{text-wrap:balance}",
  ].join("");
  const pruned = pruneStylesheet(rules, { className: () => true, variable: () => false });
  for (const kept of [
    "-webkit-font-smoothing:antialiased",
    "-webkit-tap-highlight-color:transparent",
    "isolation:isolate",
    "text-wrap:balance",
  ]) {
    expect(pruned).toContain(kept);
  }
});

test("the kept rules are printed from the original in one pass, without prefixes piling up", () => {
  const prefixed = (css: string) => css.split("-webkit-text-decoration:inherit").length - 1;
  const pruned = pruneStylesheet(tailwindCss, { className: () => true, variable: () => false });
  expect(pruned.length).toBeLessThan(tailwindCss.length);
  expect(prefixed(pruned)).toBeLessThanOrEqual(prefixed(tailwindCss) + 1);
});

test("classes come from class attributes, with the HTML's escaping undone", () => {
  const html = '<div class="flex [&amp;_h2]:mt-12"><p class=" mt-4  text-sm ">x</p></div>';
  expect([...htmlClasses(html)].sort()).toEqual(["[&_h2]:mt-12", "flex", "mt-4", "text-sm"].sort());
});

test("elements come from the HTML's tags", () => {
  const html =
    '<!DOCTYPE html><html lang="en"><body><main><svg><path d=""/></svg></main></body></html>';
  expect([...htmlElements(html)].sort()).toEqual(["body", "html", "main", "path", "svg"]);
});

test("the whole stylesheet's file name changes with its content", () => {
  expect(stylesheetFile(css)).toMatch(/^site-[\w-]{8}\.css$/);
  expect(stylesheetFile(css)).toBe(stylesheetFile(css));
  expect(stylesheetFile(`${css} `)).not.toBe(stylesheetFile(css));
});
