import { formatLocale, localeInfo, locales } from "../../app/i18n/locales";
import { site } from "../../app/content/site";

import type { Locator } from "@playwright/test";

import { expect, test } from "./fixtures";
import { escapeRegExp, messages, pagesOf } from "./site";

/**
 * The reading-time label as the page's language writes it, with the number as a pattern: any of
 * the forms of a counted message (`{count, plural, one {…} other {{count} …}}`), or the one text.
 */
function readingTimePattern(template: string) {
  const forms = template.includes(", plural,")
    ? [...template.matchAll(/\w+ \{((?:[^{}]|\{count\})*)\}/g)].map((m) => m[1]!)
    : [template];
  const pattern = (form: string) => form.split("{count}").map(escapeRegExp).join("\\d+");
  return new RegExp(`^(?:${forms.map(pattern).join("|")})$`);
}

for (const locale of locales) {
  const t = messages[locale];
  const lang = localeInfo[locale].htmlLang;
  const blog = pagesOf("blog", locale)[0]!.path;

  test(`the ${locale} insights list shows every article of the language, newest first`, async ({
    page,
    visit,
  }) => {
    await visit(blog);
    const articles = page.getByRole("main").getByRole("article");
    await expect(articles).toHaveCount(pagesOf("article", locale).length);
    const dates = await articles
      .locator("time")
      .evaluateAll((els) =>
        els.map((el) => ({ iso: el.getAttribute("datetime")!, text: el.textContent! })),
      );
    expect(dates.map((d) => d.iso)).toEqual([...dates.map((d) => d.iso)].sort().reverse());
    for (const { iso, text } of dates) {
      const expected = new Intl.DateTimeFormat(lang, { dateStyle: "long", timeZone: "UTC" }).format(
        new Date(`${iso}T00:00:00Z`),
      );
      expect(text).toBe(expected);
    }
    await expect(articles.first().getByText(readingTimePattern(t.blog.readingTime))).toBeVisible();
    await expect(page.getByRole("link", { name: t.blog.feed })).toHaveAttribute(
      "href",
      `${blog}/feed.xml`,
    );
  });

  test(`the ${locale} feed lists every article of the language with absolute links`, async ({
    page,
    request,
  }) => {
    const response = await request.get(`${blog}/feed.xml`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toMatch(/xml/);
    const xml = await response.text();
    await page.goto(blog);
    const feed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, "application/xml");
      return {
        error: doc.querySelector("parsererror")?.textContent ?? null,
        language: doc.querySelector("channel > language")?.textContent,
        items: [...doc.querySelectorAll("item")].map((item) => ({
          link: item.querySelector("link")?.textContent,
          content: item.getElementsByTagName("content:encoded")[0]?.textContent ?? "",
        })),
      };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.language).toBe(lang);
    expect(feed.items.map((i) => i.link).sort()).toEqual(
      pagesOf("article", locale)
        .map((p) => `${site.baseUrl}${p.path}`)
        .sort(),
    );
    for (const item of feed.items) {
      expect(item.content.length, item.link!).toBeGreaterThan(1000);
      expect(item.content, "links in the full text are absolute").not.toMatch(/href="\/|src="\//);
    }
    const head = await (await request.get(blog)).text();
    expect(head).toContain(`<link rel="alternate" type="application/rss+xml"`);
  });
}

test("an article shows its date in the page's language, its reading time and linked headings", async ({
  page,
  visit,
}) => {
  for (const locale of locales) {
    const article = pagesOf("article", locale)[0]!;
    await visit(article.path);
    const header = page.locator("main header").first();
    const time = header.locator("time").first();
    const iso = (await time.getAttribute("datetime"))!;
    await expect(time).toHaveText(
      new Intl.DateTimeFormat(formatLocale(locale), {
        dateStyle: "long",
        timeZone: "UTC",
      }).format(new Date(`${iso}T00:00:00Z`)),
    );
    await expect(
      header.getByText(readingTimePattern(messages[locale].blog.readingTime)),
    ).toBeVisible();
    const heading = page.getByRole("main").getByRole("heading", { level: 2 }).first();
    const id = await heading.getAttribute("id");
    await expect(heading.getByRole("link")).toHaveAttribute("href", `#${id}`);
  }
});

test("an article's body reads as long-form text: larger headings, bulleted lists, marked links", async ({
  page,
  visit,
}) => {
  for (const locale of locales) {
    const article = pagesOf("article", locale).find(({ path }) => path.endsWith("smart-tvs"))!;
    await visit(article.path);
    const prose = page.locator('[data-slot="prose"]');
    const firstHeading = prose.getByRole("heading", { level: 2 }).first();
    const style = (element: Locator) =>
      element.evaluate((e) => {
        const { fontSize, fontWeight, marginTop, listStyleType, textDecorationLine, color } =
          getComputedStyle(e);
        return {
          fontSize: parseFloat(fontSize),
          fontWeight: Number(fontWeight),
          marginTop,
          listStyleType,
          textDecorationLine,
          color,
        };
      });
    const [first, heading, headingText, paragraph, list, link] = await Promise.all([
      style(prose.locator(":scope > *").first()),
      style(firstHeading),
      // The heading's words are its link to itself: they are drawn in the link's style.
      style(firstHeading.getByRole("link")),
      style(prose.locator("p").nth(1)),
      style(prose.getByRole("list").first()),
      style(prose.locator("p").getByRole("link").first()),
    ]);
    expect(first.marginTop, article.path).toBe("0px");
    expect(heading.fontSize, article.path).toBeGreaterThan(paragraph.fontSize * 1.3);
    expect(headingText.fontWeight, article.path).toBe(heading.fontWeight);
    expect(headingText.fontWeight, article.path).toBeGreaterThanOrEqual(700);
    expect(headingText.textDecorationLine, article.path).toBe("none");
    expect(paragraph.marginTop, article.path).not.toBe("0px");
    expect(list.listStyleType, article.path).toBe("disc");
    expect(link.textDecorationLine, article.path).toBe("underline");
    expect(link.color, article.path).not.toBe(paragraph.color);
  }
});

test("an article's text is in the HTML itself, readable without JavaScript", async ({
  browser,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const article = pagesOf("article", "zh")[0]!;
  await page.goto(article.path);
  await expect(page.getByRole("heading", { level: 2 }).first()).toBeVisible();
  expect((await page.getByRole("main").textContent())!.length).toBeGreaterThan(800);
  await context.close();
});

// That a long body is in the HTML once, and reads after hydration, is checked on every page that
// has one in every-page.spec.ts.
test("reached by a link, an article brings its body with its data", async ({ page, visit }) => {
  const prose = page.locator('[data-slot="prose"]');
  const blog = pagesOf("blog", "es")[0]!.path;
  await visit(blog);
  const link = page.getByRole("main").getByRole("article").first().getByRole("link").first();
  const href = (await link.getAttribute("href"))!;
  await link.click();
  await expect(page).toHaveURL(href);
  await expect(prose.locator("p").nth(1)).toBeVisible();
  expect((await prose.textContent())!.length).toBeGreaterThan(400);
});
