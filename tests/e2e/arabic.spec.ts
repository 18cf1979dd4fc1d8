import type { Locator } from "@playwright/test";

import { site } from "../../app/content/site";
import { formatDate } from "../../app/i18n/format-date";
import { localeInfo, locales } from "../../app/i18n/locales";
import { paths } from "../../app/paths";

import { expect, test, widths } from "./fixtures";
import { escapeRegExp, format, messages, pagesOf, services } from "./site";

// Arabic pages read right to left: what points the way the reader goes is mirrored, what is a
// picture or a symbol is not, and what is written left to right (phone numbers, addresses, code,
// a visitor's English name) stays so inside the Arabic text.
const ar = messages.ar;
const home = paths.home("ar");

/** The horizontal scale an element is drawn with, from `scale` and `transform`: -1 when mirrored. */
function scaleX(locator: Locator) {
  return locator.evaluate((element) => {
    const style = getComputedStyle(element);
    const scale = style.scale === "none" ? 1 : parseFloat(style.scale);
    return scale * new DOMMatrix(style.transform).a;
  });
}

/** Where the first and the last character of `text` are drawn inside `element`. */
function ends(element: Locator, text: string) {
  return element.evaluate((root, text) => {
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const at = node.textContent!.indexOf(text);
      if (at < 0 || node.parentElement!.closest("script, style")) continue;
      const box = (offset: number) => {
        const range = document.createRange();
        range.setStart(node!, offset);
        range.setEnd(node!, offset + 1);
        return range.getBoundingClientRect().x;
      };
      return { first: box(at), last: box(at + text.length - 1) };
    }
    return null;
  }, text);
}

test.describe("on the Arabic home page", () => {
  test.beforeEach(async ({ visit }) => {
    await visit(home);
  });

  test("the Arabic home page is Arabic, right to left, and offered from every language", async ({
    page,
    visit,
  }) => {
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(ar.hero.title);
    await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "ar_AE");
    // Offered from this page, then from every other language's home page.
    const offered = page.locator('link[rel="alternate"][hreflang="ar"]');
    await expect(offered).toHaveAttribute("href", `${site.baseUrl}${home}`);
    for (const locale of locales.filter((l) => l !== "ar")) {
      await visit(paths.home(locale));
      await expect(offered).toHaveAttribute("href", `${site.baseUrl}${home}`);
    }
  });

  test("the language list names العربية right to left, in its own language, in the order of the site's languages", async ({
    page,
  }) => {
    const footer = page.getByRole("contentinfo");
    const button = footer.getByRole("button", {
      name: new RegExp(escapeRegExp(ar.footer.language)),
    });
    const trigger = (await button.boundingBox())!;
    await button.click();
    const list = page.getByRole("navigation", { name: ar.footer.otherLanguages });
    await expect(list.getByRole("listitem")).toHaveText(locales.map((l) => localeInfo[l].label));
    const arabic = list.getByText(localeInfo.ar.label);
    await expect(arabic).toHaveAttribute("lang", "ar");
    await expect(arabic).toHaveAttribute("dir", "rtl");
    // The check's space (1.5rem) before the page's own language is on its right, where Arabic
    // starts.
    const [edge, name] = await arabic.evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return [e.getBoundingClientRect().right, range.getBoundingClientRect().right];
    });
    expect(edge! - name!).toBeGreaterThanOrEqual(24);
    // It opens aligned to its trigger's start: the right edge, in Arabic.
    const opened = (await list.boundingBox())!;
    expect(Math.abs(opened.x + opened.width - (trigger.x + trigger.width))).toBeLessThanOrEqual(1);
  });

  test("arrows that point the way are mirrored; the logo and the screen-and-play icon are not", async ({
    page,
    visit,
  }) => {
    const section = page.locator("#services");
    const tv = services.find((service) => service.id === "tv-streaming")!;
    const tvCard = section.getByRole("listitem").filter({ hasText: tv.title.ar });
    expect(await scaleX(tvCard.locator("svg").first())).toBe(1);
    const explore = section.getByRole("link").first().locator("svg");
    expect(await scaleX(explore)).toBe(-1);
    expect(await scaleX(page.getByRole("banner").locator("svg").first())).toBe(1);

    await visit(pagesOf("project", "ar")[0]!.path);
    const back = page.getByRole("link", { name: ar.projects.backToProjects });
    expect(await scaleX(back.locator("svg"))).toBe(-1);

    // The same arrow on the English page is drawn as it is.
    await visit(paths.home("en"));
    expect(await scaleX(page.locator("#services").getByRole("link").first().locator("svg"))).toBe(
      1,
    );
  });

  test("phone numbers and e-mail addresses read left to right inside Arabic text, the Arabic street right to left", async ({
    page,
    visit,
  }) => {
    const contact = page.locator("#contact");
    const phone = await ends(contact, site.phone.display);
    expect(phone, "the phone number is on the page").not.toBeNull();
    expect(phone!.first).toBeLessThan(phone!.last);
    // The street is written in Arabic here, so it reads right to left like the text around it.
    const street = await ends(contact, site.address.street.ar);
    expect(street, "the Arabic street is on the page").not.toBeNull();
    expect(street!.first).toBeGreaterThan(street!.last);

    // Inside a sentence of a policy, where the Markdown puts it.
    await visit(paths.policy("ar", "privacy"));
    const prose = page.getByRole("main");
    const inText = await ends(prose, site.email);
    expect(inText, "the policy gives the e-mail address").not.toBeNull();
    expect(inText!.first).toBeLessThan(inText!.last);
  });

  test("Arabic type: Arabic faces, no letter-spacing, and Western digits with Arabic months", async ({
    page,
    visit,
  }) => {
    const title = page.getByRole("heading", { level: 1 });
    expect(await title.evaluate((h) => getComputedStyle(h).letterSpacing)).toBe("normal");
    expect(await title.evaluate((h) => getComputedStyle(h).textTransform)).toBe("none");
    // The face the browser drew the heading with, as Chromium reports it.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send("DOM.enable");
    await cdp.send("CSS.enable");
    const { root } = await cdp.send("DOM.getDocument");
    const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector: "h1" });
    const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
    expect(fonts.map((f) => f.familyName).join()).toMatch(/Arabic/);

    const article = pagesOf("article", "ar")[0]!;
    await visit(article.path);
    const published = page.locator("time").first();
    const date = (await published.getAttribute("datetime"))!.slice(0, 10);
    await expect(published).toHaveText(formatDate(date, "ar"));
    await expect(published).toHaveText(/^\d{1,2} \p{Script=Arabic}+ \d{4}$/u);
  });

  test("a visitor's own text keeps its direction, and the mail it builds carries the Arabic whole", async ({
    page,
    openedMailto,
    intakeDown,
  }) => {
    // The mail app's path, taken when the site's own intake cannot be reached.
    await intakeDown();
    const t = ar.contact;
    const name = page.getByLabel(t.name);
    await name.fill("Ada Lovelace");
    expect(await name.evaluate((input) => input.matches(":dir(ltr)"))).toBe(true);
    await name.fill("أميرة ناصر");
    expect(await name.evaluate((input) => input.matches(":dir(rtl)"))).toBe(true);
    await page.getByLabel(t.email, { exact: true }).fill("amira@example.ae");
    const message = "نريد تطبيقًا للجوال؟\nالميزانية: 50% الآن، والباقي لاحقًا & شكرًا";
    await page.getByLabel(t.message).fill(message);
    await page.getByRole("button", { name: t.submitEndpoint }).click();

    await expect.poll(openedMailto).toHaveLength(1);
    const url = (await openedMailto())[0]!;
    // RFC 6068: every character outside the unreserved set percent-encoded, line breaks as CRLF.
    expect(url).not.toMatch(/[^\x21-\x7e]/);
    const body = decodeURIComponent(/[?&]body=([^&]*)/.exec(url)![1]!);
    expect(body).toContain(message.replaceAll("\n", "\r\n"));
    expect(body).toContain("أميرة ناصر");
  });

  test.describe("on a desktop", () => {
    test.use({ viewport: { width: widths.desktop, height: 800 } });

    test("the header reads from the right: the logo first, then the navigation", async ({
      page,
    }) => {
      const banner = page.getByRole("banner");
      const homeLink = format(ar.nav.homeLink, { company: site.name });
      const logo = (await banner.getByRole("link", { name: homeLink }).boundingBox())!;
      expect(logo.x + logo.width).toBeGreaterThan(widths.desktop / 2);
      const links = banner.getByRole("navigation", { name: ar.nav.label }).getByRole("link");
      const xs = await links.evaluateAll((all) => all.map((a) => a.getBoundingClientRect().x));
      expect(xs.length).toBeGreaterThan(1);
      // Each link of the list sits to the left of the one before it.
      expect(xs).toEqual([...xs].sort((a, b) => b - a));
      expect(xs[0]!).toBeLessThan(logo.x);
    });
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: widths.phone, height: 800 } });

    test("the floating button sits bottom left, and the menu slides in from the left", async ({
      page,
    }) => {
      const button = page.getByRole("link", { name: ar.booking.label });
      const box = (await button.boundingBox())!;
      expect(box.x + box.width).toBeLessThan(widths.phone / 2);

      // Animations held at their first frame (Chromium's own control): where the sheet starts its
      // entrance, it lies off the left edge.
      const cdp = await page.context().newCDPSession(page);
      await cdp.send("Animation.enable");
      await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
      await page.getByRole("button", { name: ar.nav.openMenu }).click();
      const sheet = page.getByRole("dialog", { name: ar.nav.menuTitle });
      await expect(sheet).toBeAttached();
      const start = await sheet.evaluate((element) => element.getBoundingClientRect().right);
      expect(start).toBeLessThanOrEqual(0);
      await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
      await expect(sheet).toBeInViewport();
    });
  });
});

test("an English page's language list links to its Arabic version, marked Arabic and right to left", async ({
  page,
  visit,
}) => {
  await visit(paths.projects("en"));
  const footer = page.getByRole("contentinfo");
  await footer.getByRole("button", { name: /^Language/ }).click();
  const arabicLink = footer.getByRole("link", { name: localeInfo.ar.label, exact: true });
  await expect(arabicLink).toHaveAttribute("href", paths.projects("ar"));
  await expect(arabicLink).toHaveAttribute("lang", "ar");
  await expect(arabicLink).toHaveAttribute("dir", "rtl");
});
