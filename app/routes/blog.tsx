import { useTranslations } from "use-intl";

import { ArticleMeta, TagList } from "~/components/sections/article-meta";
import { PageHeader } from "~/components/sections/page-header";
import { Card, CardContent, CardDescription, CardLink, CardTitle } from "~/components/page/card";
import { Icon } from "~/components/ui/icon";
import { Picture } from "~/components/ui/picture";
import { blogContent } from "~/content/page-content";
import { site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/blog";

export function loader({ context }: Route.LoaderArgs) {
  return blogContent(context.get(pageContext).locale);
}

export default function BlogPage({ loaderData: { articles } }: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  return (
    <>
      <PageMeta
        title={t("blog.metaTitle", { company: site.name })}
        description={t("blog.metaDescription", { company: site.name })}
        breadcrumbs={[{ name: t("breadcrumbs.blog"), path: paths.blog(locale) }]}
      />
      <PageHeader chip={t("blog.chip")} title={t("blog.title")} intro={t("blog.intro")}>
        <a
          href={paths.feed(locale)}
          type="application/rss+xml"
          className="mt-6 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-accent hover:underline"
        >
          <Icon name="rss" className="size-4" />
          {t("blog.feed")}
        </a>
      </PageHeader>
      <div className="mx-auto max-w-4xl px-4 py-16 sm:px-6">
        {articles.length === 0 ? (
          <p className="text-muted-foreground">{t("blog.empty")}</p>
        ) : (
          <ul className="grid gap-8 md:grid-cols-2">
            {articles.map((article, index) => (
              <li key={article.slug}>
                <Card className="flex h-full flex-col overflow-hidden">
                  {/* The title says what the card is; the illustration adds nothing to read.
                      The first one opens the page on a phone: it is fetched at once, first. */}
                  <Picture picture={{ ...article.cover, alt: "" }} opening={index === 0} />
                  <CardContent className="gap-3">
                    <ArticleMeta article={article} />
                    <CardTitle level={2} className="text-balance">
                      {article.title}
                    </CardTitle>
                    <CardDescription className="flex-1">{article.summary}</CardDescription>
                    <TagList tags={article.tags} />
                    <CardLink
                      href={paths.article(locale, article.slug)}
                      aria-label={t("blog.readArticleAbout", { title: article.title })}
                    >
                      {t("blog.readArticle")}
                    </CardLink>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </>
  );
}
