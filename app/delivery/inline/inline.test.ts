import { readdirSync } from "node:fs";
import { join } from "node:path";

import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";

import { scriptCall } from "../script-call";
import { compileScript } from "../steps/inline-scripts";

import earlyClicks from "./early-clicks";
import homeFromTop from "./home-from-top";
import rememberedLocale from "./remembered-locale";
import theme from "./theme";

beforeEach(() => sessionStorage.clear());
afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  history.replaceState(null, "");
  document.documentElement.removeAttribute("data-hydrated");
});

test("every inline script compiles to one function expression that runs with its arguments", async () => {
  const files = readdirSync(import.meta.dirname).filter(
    (f) => f.endsWith(".ts") && !f.endsWith(".test.ts"),
  );
  expect(files.length).toBeGreaterThanOrEqual(4);
  for (const file of files) {
    const compiled = await compileScript(join(import.meta.dirname, file));
    expect(compiled, file).toMatch(/^function\b/);
    expect(() => new Function(`return ${compiled}`)(), file).not.toThrow();
  }
});

test("a module that imports something is refused, naming the file", async () => {
  const file = join(import.meta.dirname, "../script-call.ts");
  await expect(compileScript(file)).rejects.toThrow(/script-call\.ts: an inline script/);
});

test("a click before hydration on a control marked data-opens is noted; after, it is not", () => {
  earlyClicks("__testClick");
  document.body.innerHTML = `<button data-opens="menu"><span>Menu</span></button>`;
  document.querySelector("span")!.click();
  expect(Reflect.get(window, "__testClick")).toBe("menu");
  Reflect.deleteProperty(window, "__testClick");
  document.documentElement.dataset.hydrated = "";
  document.querySelector("span")!.click();
  expect(Reflect.get(window, "__testClick")).toBeUndefined();
});

test("the home page forgets the position kept for its history entry, and only that one", () => {
  sessionStorage.setItem("positions", JSON.stringify({ here: 900, other: 300 }));
  history.replaceState({ key: "here" }, "");
  homeFromTop("positions");
  expect(JSON.parse(sessionStorage.getItem("positions")!)).toEqual({ other: 300 });
});

test("a page opened afresh or at a section keeps storage as it is", () => {
  sessionStorage.setItem("positions", JSON.stringify({ here: 900 }));
  homeFromTop("positions");
  history.replaceState({ key: "here" }, "", "#contact");
  homeFromTop("positions");
  expect(JSON.parse(sessionStorage.getItem("positions")!)).toEqual({ here: 900 });
  history.replaceState(null, "", "/");
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
