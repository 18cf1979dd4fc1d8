import { useTranslations } from "use-intl";

import { Badge } from "~/components/ui/badge";
import type { ArticleCard } from "~/content/localize";

/** Date, reading time and author of an article, as the list and the article show them. */
export function ArticleMeta({
  article,
  withAuthor = false,
}: {
  article: ArticleCard;
  withAuthor?: boolean;
}) {
  const t = useTranslations();
  return (
    <p className="flex flex-wrap items-center gap-x-2 text-sm text-muted-foreground">
      {withAuthor && (
        <>
          <span>{t("blog.by", { name: article.author })}</span>
          <span aria-hidden="true">·</span>
        </>
      )}
      <time dateTime={article.date.iso}>{article.date.text}</time>
      <span aria-hidden="true">·</span>
      <span>{t("blog.readingTime", { count: article.readingMinutes })}</span>
    </p>
  );
}

export function TagList({ tags }: { tags: ArticleCard["tags"] }) {
  const t = useTranslations();
  return (
    <ul aria-label={t("blog.tags")} className="flex flex-wrap gap-2">
      {tags.map((tag) => (
        <Badge as="li" key={tag}>
          {t(`blog.tagNames.${tag}`)}
        </Badge>
      ))}
    </ul>
  );
}
