import { articlesIn, type Article } from "~/content/articles";
import type { TagId } from "~/content/articles/tags";
import { CARD_SIZE } from "~/content/card-size";
import { shareCard } from "~/content/cards";
import { site } from "~/content/site";
import { teamMember } from "~/content/team";
import { localeInfo } from "~/i18n/locales";
import { createTranslator } from "use-intl/core";

import { loadMessages } from "~/i18n/messages.server";
import { paths } from "~/paths";
import { absoluteUrl } from "~/lib/structured-data";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/blog-feed";

// The RSS 2.0 feed of one language's articles, with their full text, prerendered to
// /blog/feed.xml, /zh/blog/feed.xml... Links inside the text are made absolute, as feed readers
// show it away from the site.
export async function loader({ context }: Route.LoaderArgs) {
  const locale = context.get(pageContext).locale;
  const t = createTranslator({
    locale: localeInfo[locale].htmlLang,
    messages: await loadMessages(locale),
  });
  const articles = articlesIn(locale);
  const blogUrl = absoluteUrl(paths.blog(locale));
  const items = articles.map((a) =>
    item(a, absoluteUrl(paths.article(locale, a.slug)), (tag) => t(`blog.tagNames.${tag}`)),
  );
  const newest = articles
    .map((a) => a.updated)
    .sort()
    .at(-1);
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/" xmlns:media="http://search.yahoo.com/mrss/">
<channel>
<title>${escapeXml(t("meta.feedTitle", { company: site.name }))}</title>
<link>${blogUrl}</link>
<atom:link href="${absoluteUrl(paths.feed(locale))}" rel="self" type="application/rss+xml"/>
<description>${escapeXml(t("blog.intro"))}</description>
<language>${localeInfo[locale].htmlLang}</language>
${newest ? `<lastBuildDate>${rfc822(newest)}</lastBuildDate>\n` : ""}${items.join("\n")}
</channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8" },
  });
}

function item(article: Article, url: string, tagName: (tag: TagId) => string): string {
  const html = article.html
    .replaceAll('href="/', `href="${site.baseUrl}/`)
    .replaceAll('href="#', `href="${url}#`);
  const cover = `<p><img src="${absoluteUrl(article.cover.src)}" alt="${escapeXml(article.cover.alt)}" width="${article.cover.width}" height="${article.cover.height}"></p>`;
  return `<item>
<title>${escapeXml(article.title)}</title>
<link>${url}</link>
<guid isPermaLink="true">${url}</guid>
<pubDate>${rfc822(article.date)}</pubDate>
<dc:creator>${escapeXml(teamMember(article.author).name[article.locale])}</dc:creator>
${article.tags.map((tag) => `<category>${escapeXml(tagName(tag))}</category>`).join("\n")}
<description>${escapeXml(article.summary)}</description>
<media:content url="${absoluteUrl(shareCard({ kind: "article", id: article.slug }, article.locale))}" type="image/png" medium="image" width="${CARD_SIZE.width}" height="${CARD_SIZE.height}">
<media:description type="plain">${escapeXml(article.cover.alt)}</media:description>
</media:content>
<content:encoded><![CDATA[${(cover + html).replaceAll("]]>", "]]]]><![CDATA[>")}]]></content:encoded>
</item>`;
}

const rfc822 = (date: string) => new Date(`${date}T00:00:00Z`).toUTCString();

function escapeXml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}
