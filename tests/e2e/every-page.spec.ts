// Every page of every language, and every not-found state, checked as loaded in one browser page
// per language, with what a policy or a long text must show on those pages: the site's files come
// from the browser's cache after the first page, and each page is checked at every width as loaded
// (the layout follows the width in CSS alone, so the window is resized rather than the page
// loaded again). The list is the build's own
// (build/site-pages.json). Open states (the mobile menu, the language list, the toast) are
// checked in their own journeys.
import type { Page } from "@playwright/test";

import { site } from "../../app/content/site";
import { formatDate } from "../../app/i18n/format-date";
import { locales, type Locale } from "../../app/i18n/locales";
import type { PageKind, SitePage } from "../../app/site-pages";

import { pageHeaderPolicy } from "../../scripts/host/headers";

import {
  brokenStrings,
  axeViolations,
  expect,
  NOT_FOUND_CONSOLE,
  recordViolations,
  test,
  widths,
} from "./fixtures";
import { decodeHtml, format, manifest, messages, unknownPaths } from "./site";

const pagesIn = (locale: Locale): { path: string; page?: SitePage }[] => [
  ...manifest.pages.filter((p) => p.locale === locale).map((page) => ({ path: page.path, page })),
  ...unknownPaths.filter((p) => p.locale === locale).map((p) => ({ path: p.unknown })),
];

/** A policy describes what the site does: it names the controller and is dated. */
async function namesControllerAndDate(page: Page, policy: SitePage) {
  const main = page.getByRole("main");
  const time = main.locator("time");
  const date = formatDate(policy.lastmod, policy.locale);
  await expect
    .soft(time, policy.path)
    .toHaveText(format(messages[policy.locale].policies.updated, { date }));
  await expect.soft(time, policy.path).toHaveAttribute("datetime", policy.lastmod);
  await expect.soft(main, policy.path).toContainText(site.email);
  await expect.soft(main, policy.path).toContainText(site.name);
  await expect.soft(main, policy.path).not.toContainText("{{");
}

/** The pages whose body is a long text, written in Markdown. */
const longTextKinds: readonly PageKind[] = ["article", "policy", "about"];

/** A long text travels once, in the HTML, and reads after hydration: not again in the page's data. */
async function carriesTextOnce(page: Page, of: SitePage, served: string) {
  const prose = page.locator('[data-slot="prose"]');
  expect.soft((await prose.textContent())!.length, of.path).toBeGreaterThan(400);
  // A run of words from the middle of the body, from one text node (not across a link).
  const words = await prose
    .locator("p")
    .nth(1)
    .evaluate((p) =>
      [...p.childNodes]
        .map((node) => (node.nodeType === Node.TEXT_NODE ? node.textContent!.trim() : ""))
        .reduce((longest, text) => (text.length > longest.length ? text : longest), "")
        .slice(0, 48),
    );
  expect.soft(words.length, of.path).toBeGreaterThan(12);
  const html = decodeHtml(served);
  expect.soft(html.split(words).length - 1, `${of.path}: "${words}"`).toBe(1);
}

/** Widths a page must fit without scrolling sideways: the smallest phone, a common one, desktop. */
const fitWidths = [320, widths.phone, widths.desktop];

/**
 * What a reader of the language would notice on a page, beyond what axe checks; each returns the
 * findings, empty when the page reads right.
 */
const readsAs: Partial<Record<Locale, (page: Page) => Promise<Record<string, unknown[]>>>> = {
  // Labels, bylines, addresses and dates are joined from several strings: the punctuation between
  // them belongs to the language (刊登日期：, 作者：…，…), not to the code that joins them, and a
  // full-width mark carries its own space (最後更新：2026年…, not 最後更新： 2026年…). Bold that
  // ends in one still closes (**品質底線。**核心…): its markers never show. Regular and bold are
  // the weights every Traditional Chinese system font has (decision 036).
  zh: async (page) => {
    const { text, weights } = await page.evaluate(() => {
      const body = document.body.cloneNode(true) as HTMLElement;
      for (const code of body.querySelectorAll("script, style, template")) code.remove();
      const weights = new Map<string, string>();
      for (const element of document.body.querySelectorAll("*")) {
        const words = [...element.childNodes].find(
          (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
        );
        if (!words || element.closest("script, style, template")) continue;
        weights.set(getComputedStyle(element).fontWeight, words.textContent!.trim().slice(0, 40));
      }
      return { text: body.textContent ?? "", weights: [...weights] };
    });
    const notSetAsChinese = /\p{Script=Han}[,:;] ?|[,:;] ?\p{Script=Han}|[：，；。] |\*\*/gu;
    return {
      "Latin punctuation, or a space after Chinese punctuation": [
        ...text.matchAll(notSetAsChinese),
      ].map((m) => text.slice(Math.max(0, m.index - 10), m.index + m[0].length + 10)),
      // Each weight with a text drawn in it, so that a failure shows where.
      "weights other than regular and bold": weights.filter(([w]) => !["400", "700"].includes(w)),
    };
  },
  // Persian letters that look like Arabic ones, Latin punctuation between Arabic words, or text
  // left in English. Brands (iOS, React, Figma), client and product names and code are Latin on
  // purpose: the lowest share of Arabic letters in an Arabic page's main text, code aside, is 0.86
  // (a role listing React Native, TypeScript, iOS and Android). Below 0.8, a paragraph has been
  // left in English.
  ar: async (page) => {
    const text = await page.getByRole("main").evaluate((main) => {
      const copy = main.cloneNode(true) as HTMLElement;
      copy.querySelectorAll("pre, code, script").forEach((element) => element.remove());
      return copy.textContent ?? "";
    });
    const share = (text.match(/\p{Script=Arabic}/gu) ?? []).length / text.match(/\p{L}/gu)!.length;
    return {
      "share of Arabic letters at or below 0.8": share > 0.8 ? [] : [share],
      "Persian letters": text.match(/[\u06CC\u06A9]/g) ?? [],
      "Latin punctuation between Arabic words":
        text.match(/\p{Script=Arabic}[?,] ?\p{Script=Arabic}/gu) ?? [],
    };
  },
};

for (const locale of locales) {
  const paths = pagesIn(locale);
  test(`every ${locale} page and not-found state fits every width, passes axe in both themes, keeps its security policy${readsAs[locale] ? ` and reads as ${locale}` : ""}`, async ({
    page,
    context,
    visit,
    allowConsoleErrors,
    externalRequests,
  }) => {
    // About five seconds a page on a busy machine; the budget is for a page that hangs.
    test.setTimeout(paths.length * 20_000);
    allowConsoleErrors(NOT_FOUND_CONSOLE);
    const violations = await recordViolations(page);
    const darkChecked = new Set<string>();
    for (const { path, page: of } of paths) {
      const kind = of?.kind ?? "not-found";
      await page.setViewportSize({ width: fitWidths[0]!, height: 800 });
      // Loaded and hydrated under the header's policy and the page's own, with its hashes.
      const response = await visit(path);
      expect.soft(response!.headers()["content-security-policy"], path).toBe(pageHeaderPolicy());
      await expect
        .soft(page.locator('meta[http-equiv="Content-Security-Policy"]'), path)
        .toHaveAttribute("content", /^default-src 'none'; script-src 'self' 'sha256-/);
      // Soft: one page's findings do not hide the next page's.
      await expect.soft(page.getByRole("heading", { level: 1 }), path).toHaveCount(1);
      for (const width of fitWidths) {
        await page.setViewportSize({ width, height: 800 });
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect.soft(sideways, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
        if (Object.values(widths).includes(width as never)) {
          expect.soft(await axeViolations(page), `${path} at ${width} px`).toEqual([]);
          // The dark theme differs in colour alone: its contrast, on the same page at rest. A kind
          // of page draws the same components in the same colours on every page, so its first
          // page is checked whole at both widths; a page whose body is its own Markdown has its
          // main content checked too, once.
          const whole = !darkChecked.has(kind);
          const ownText = of !== undefined && longTextKinds.includes(of.kind);
          if (!whole && !(ownText && width === widths.phone)) continue;
          await page.emulateMedia({ colorScheme: "dark" });
          expect
            .soft(
              await axeViolations(page, whole ? undefined : "main", { rules: ["color-contrast"] }),
              `${path} at ${width} px, dark`,
            )
            .toEqual([]);
          await page.emulateMedia({ colorScheme: "light" });
        }
      }
      darkChecked.add(kind);
      expect.soft(await brokenStrings(page), `${path}: broken strings`).toEqual([]);
      const findings = (await readsAs[locale]?.(page)) ?? {};
      for (const [what, found] of Object.entries(findings))
        expect.soft(found, `${path}: ${what}`).toEqual([]);
      if (of?.kind === "policy") await namesControllerAndDate(page, of);
      if (of && longTextKinds.includes(of.kind))
        await carriesTextOnce(page, of, await response!.text());
    }
    // Each Content-Security-Policy violation names the page it happened on.
    expect(await violations()).toEqual([]);
    // The privacy policies' claim, over every page as loaded: nothing set, nothing sent elsewhere
    // before the visitor asks (what the last page loads once it settles included).
    await page.waitForLoadState("networkidle");
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe("");
    expect(externalRequests).toEqual([]);
  });
}
