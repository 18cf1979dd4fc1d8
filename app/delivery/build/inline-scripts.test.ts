import { readdirSync, readFileSync } from "node:fs";
import { rm, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";

import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import showCurrentYear from "~/components/layout/current-year.behaviour";
import wholePageFirst from "~/components/layout/whole-page-first.inline";
import homeScroll from "~/components/sections/home-scroll.inline";
import rememberedLocale from "~/i18n/go-to-remembered-locale.inline";
import theme from "~/theme/apply-theme.inline";

import { scriptCall } from "../inline-script";
import { compileScript } from "./inline-scripts";

const app = join(import.meta.dirname, "../..");
const appFiles = readdirSync(app, { recursive: true, encoding: "utf8" });

/** Every inline script: the modules named `*.inline.ts`. */
const inlineScriptFiles = () =>
  appFiles.filter((f) => f.endsWith(".inline.ts")).map((f) => join(app, f));

/** What the app's modules import with `?inline-script`, as files. */
function inlinedFiles(): string[] {
  return appFiles
    .filter((f) => /\.tsx?$/.test(f))
    .flatMap((file) =>
      [
        ...readFileSync(join(app, file), "utf8").matchAll(
          /^import \w+ from "([^"]+)\?inline-script";$/gm,
        ),
      ].map((m) =>
        m[1]!.startsWith("~/") ? join(app, m[1]!.slice(2)) : join(app, dirname(file), m[1]!),
      ),
    );
}

test("the pages inline every `*.inline.ts` module, and nothing else", () => {
  expect(new Set(inlinedFiles())).toEqual(new Set(inlineScriptFiles()));
});

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, "");
});

test("every inline script compiles to one function expression that runs with its arguments", async () => {
  const files = inlineScriptFiles();
  expect(files.length).toBeGreaterThanOrEqual(4);
  for (const file of files) {
    const compiled = await compileScript(file);
    expect(compiled, file).toMatch(/^function\b/);
    expect(() => new Function(`return ${compiled}`)(), file).not.toThrow();
  }
});

test("a module not named `.inline.ts`, or one that imports something, is refused, naming the file", async () => {
  const file = join(import.meta.dirname, "critical-css.ts");
  await expect(compileScript(file)).rejects.toThrow(/critical-css\.ts: an inline script is named/);
  const importing = join(import.meta.dirname, "importing.inline.ts");
  await writeFile(
    importing,
    'import { x } from "./y";\nexport default function f() { return x; }\n',
  );
  try {
    await expect(compileScript(importing)).rejects.toThrow(
      /importing\.inline\.ts: an inline script exports/,
    );
  } finally {
    await rm(importing);
  }
});

test("the home page opened without a section forgets the old position; at a section it keeps it", () => {
  history.scrollRestoration = "auto";
  history.replaceState(null, "", "#contact");
  homeScroll();
  expect(history.scrollRestoration).toBe("auto");
  history.replaceState(null, "", "/");
  homeScroll();
  expect(history.scrollRestoration).toBe("manual");
});

test("the first frame waits for the page's end, for a while at most", () => {
  vi.useFakeTimers();
  const waiting = () => document.head.querySelectorAll('link[rel="expect"][blocking="render"]');
  wholePageFirst("page-end", 1000);
  expect([...waiting()].map((link) => link.getAttribute("href"))).toEqual(["#page-end"]);
  vi.advanceTimersByTime(999);
  expect(waiting()).toHaveLength(1);
  vi.advanceTimersByTime(1);
  expect(waiting()).toHaveLength(0);
  vi.useRealTimers();
});

test("the copyright shows the visitor's year", () => {
  document.body.innerHTML = `<p>© <span data-current-year>1999</span> Hajar Labs</p>`;
  showCurrentYear();
  expect(document.body.textContent).toBe(`© ${new Date().getFullYear()} Hajar Labs`);
});

test("a remembered language leaves for its page, hidden; English, none or junk stay", () => {
  const replace = vi.fn();
  vi.stubGlobal("location", { pathname: "/projects", search: "?a=1", hash: "#x", replace });
  const prefixes = { ar: "/ar", zh: "/zh" };
  for (const stored of [null, "en", "constructor", "fr"]) {
    if (stored === null) localStorage.removeItem("locale");
    else localStorage.setItem("locale", stored);
    rememberedLocale(prefixes, "locale");
  }
  expect(replace).not.toHaveBeenCalled();
  localStorage.setItem("locale", "ar");
  rememberedLocale(prefixes, "locale");
  expect(replace).toHaveBeenCalledWith("/ar/projects?a=1#x");
  expect(document.documentElement.style.visibility).toBe("hidden");
  document.documentElement.style.visibility = "";
});

test("the text a page carries calls the compiled function with its arguments, < escaped", () => {
  expect(scriptCall("function(a){}", { href: "</script>" })).toBe(
    '(function(a){})({"href":"\\u003c/script>"})',
  );
});

describe("the theme before the paint", () => {
  const metas = () =>
    [...document.querySelectorAll<HTMLMetaElement>('meta[name="theme-color"]')].map((m) => m.media);
  beforeEach(() => {
    document.head.innerHTML =
      '<meta name="theme-color" media="(prefers-color-scheme: light)">' +
      '<meta name="theme-color" media="(prefers-color-scheme: dark)">';
  });
  afterEach(() => {
    delete document.documentElement.dataset.theme;
    document.head.innerHTML = "";
  });

  test("a stored choice sets the root's theme and the browser bar's colour", () => {
    localStorage.setItem("theme", "dark");
    theme("theme", ["light", "dark"]);
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(metas()).toEqual(["not all", "all"]);
  });

  test("no choice, or one that is not a theme, leaves the page to follow the device", () => {
    document.documentElement.dataset.theme = "dark";
    localStorage.setItem("theme", "sepia");
    theme("theme", ["light", "dark"]);
    expect(document.documentElement.dataset.theme).toBeUndefined();
    expect(metas()).toEqual(["(prefers-color-scheme: light)", "(prefers-color-scheme: dark)"]);
  });

  test("a choice given outright wins over what is stored", () => {
    localStorage.setItem("theme", "dark");
    theme("theme", ["light", "dark"], "light");
    expect(document.documentElement.dataset.theme).toBe("light");
    expect(metas()).toEqual(["all", "not all"]);
  });
});
