import { afterEach, beforeEach, expect, test, vi } from "vitest";

const href = "/assets/site-AbC12345.css";
const css = ".menu{background:white}";

/** A fresh copy of the module, over a page that names the whole stylesheet. */
async function load() {
  vi.resetModules();
  document.head.innerHTML = `<style id="site-css" data-href="${href}">.page{color:black}</style>`;
  return import("./site-stylesheet");
}

/** The style elements in the page: the inline one, and the whole stylesheet once applied. */
const styles = () => [...document.head.querySelectorAll("style")].map((s) => s.textContent);

let fetched: string[];
beforeEach(() => {
  fetched = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response(css, { status: 200 });
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

test("fetching the text applies nothing", async () => {
  const { fetchWholeStylesheet } = await load();
  expect(await fetchWholeStylesheet()).toBe(css);
  expect(fetched).toEqual([href]);
  expect(styles()).toEqual([".page{color:black}"]);
});

test("applied once, after the text was fetched, without another request", async () => {
  const { fetchWholeStylesheet, wholeStylesheet } = await load();
  await fetchWholeStylesheet();
  expect(await wholeStylesheet()).toBe(true);
  expect(await wholeStylesheet()).toBe(true);
  expect(styles()).toEqual([".page{color:black}", css]);
  expect(fetched).toEqual([href]);
});

test.each(["pointerover", "touchstart", "focusin", "keydown"])(
  "the page's load does not apply it; the first %s does",
  async (type) => {
    const { applyWholeStylesheetOnIntent, INTENT_EVENTS, wholeStylesheet } = await load();
    expect(INTENT_EVENTS).toContain(type);
    const stop = applyWholeStylesheetOnIntent();
    await new Promise((resolve) => setTimeout(resolve));
    expect(styles()).toHaveLength(1);
    expect(fetched).toEqual([]);
    document.body.dispatchEvent(new Event(type, { bubbles: true }));
    await wholeStylesheet();
    expect(styles()).toEqual([".page{color:black}", css]);
    stop();
  },
);

test("when the file cannot be had, the answer is no, nothing is applied, and the next call tries again", async () => {
  const { wholeStylesheet } = await load();
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response("Not found", { status: 404 });
    }),
  );
  expect(await wholeStylesheet()).toBe(false);
  expect(styles()).toHaveLength(1);
  vi.stubGlobal(
    "fetch",
    vi.fn(async (url: string) => {
      fetched.push(url);
      return new Response(css, { status: 200 });
    }),
  );
  expect(await wholeStylesheet()).toBe(true);
  expect(styles()).toEqual([".page{color:black}", css]);
  expect(fetched).toEqual([href, href]);
});

test("a part waiting for the visitor hears of it once they act and the rules are in, not when a part applied them before", async () => {
  const {
    actedWithWholeStylesheet,
    applyWholeStylesheetOnIntent,
    onActedWithWholeStylesheet,
    wholeStylesheet,
  } = await load();
  const heard = vi.fn();
  onActedWithWholeStylesheet(heard);
  const stop = applyWholeStylesheetOnIntent();
  // A part drawn on idle applies the rules: the visitor has not acted yet.
  await wholeStylesheet();
  expect(actedWithWholeStylesheet()).toBe(false);
  document.body.dispatchEvent(new Event("keydown", { bubbles: true }));
  await vi.waitFor(() => expect(heard).toHaveBeenCalledOnce());
  expect(actedWithWholeStylesheet()).toBe(true);
  stop();
});
