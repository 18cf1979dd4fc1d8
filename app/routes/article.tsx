import { useTranslations } from "use-intl";

import { NotFoundState } from "~/components/sections/not-found-state";
import { ArticleMeta, TagList } from "~/components/sections/article-meta";
import { BackLink } from "~/components/sections/back-link";
import { PageHeader } from "~/components/sections/page-header";
import { Picture } from "~/components/ui/picture";
import { Prose } from "~/components/page/prose";
import { articleImageSet } from "~/content/cards";
import { articleContent } from "~/content/page-content";
import { site } from "~/content/site";
import { paths } from "~/paths";
import { useLocale } from "~/i18n/use-locale";
import { PageMeta } from "~/lib/meta";
import { blogPosting } from "~/lib/structured-data";
import { pageContext } from "~/site-pages";

import type { Route } from "./+types/article";

// An unknown slug, or an article not written in this language, renders "Article not found",
// answered with status 404 (docs/decisions/076). The body arrives as HTML rendered at build time.
export function loader({ context, params }: Route.LoaderArgs) {
  return articleContent(context.get(pageContext).locale, params);
}

export default function ArticlePage({ loaderData: { article } }: Route.ComponentProps) {
  const t = useTranslations();
  const locale = useLocale();
  if (!article) {
    return <NotFoundState messages="blog" />;
  }
  const path = paths.article(locale, article.slug);
  return (
    <>
      <PageMeta
        title={t("blog.articleMetaTitle", { title: article.title, company: site.name })}
        description={article.summary}
        card={{ kind: "article", id: article.slug, alt: article.cover.alt }}
        breadcrumbs={[
          { name: t("breadcrumbs.blog"), path: paths.blog(locale) },
          { name: article.title, path },
        ]}
        // Structured data is for crawlers, which read the prerendered HTML: built at
        // prerender only, so its code stays out of the browser bundle.
        schema={
          import.meta.env.SSR
            ? [
                blogPosting({
                  headline: article.title,
                  description: article.summary,
                  path,
                  images: articleImageSet(article.slug),
                  datePublished: article.date.iso,
                  dateModified: article.updated.iso,
                  author: {
                    name: article.author,
                    path: `${paths.about(locale)}#${article.authorId}`,
                  },
                  locale,
                  keywords: article.tags.map((tag) => t(`blog.tagNames.${tag}`)),
                }),
              ]
            : undefined
        }
      />
      <article>
        <PageHeader
          back={<BackLink to={paths.blog(locale)}>{t("blog.backToBlog")}</BackLink>}
          title={article.title}
          intro={article.summary}
        >
          <div className="mt-6 flex flex-col gap-3">
            <ArticleMeta article={article} withAuthor />
            {article.updated.iso !== article.date.iso && (
              <p className="text-sm text-muted-foreground">
                <time dateTime={article.updated.iso}>
                  {t("blog.updated", { date: article.updated.text })}
                </time>
              </p>
            )}
            <TagList tags={article.tags} />
          </div>
        </PageHeader>
        <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
          <Picture picture={article.cover} opening className="rounded-(--radius-card) shadow-md" />
          <Prose html={article.html} className="mt-12" />
          <p className="mt-12 border-t border-border pt-6 text-sm text-muted-foreground">
            {t("blog.byline", { name: article.author, role: article.authorRole })}
          </p>
        </div>
      </article>
    </>
  );
}
