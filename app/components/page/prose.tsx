import type { Untranslated } from "~/content/fallback";
import { cn } from "~/lib/cn";

import { useInEnglish } from "./untranslated";

/**
 * Long-form text rendered from Markdown at build time (articles, policies, the About story). The
 * HTML comes from the content files through `renderMarkdown`, never from visitors. The generated
 * elements carry no classes of their own: their styles hang off `prose` (app/styles/app.css).
 */
export function Prose({
  html,
  className,
  part,
}: {
  html: string;
  className?: string;
  /** The text it is, marked English where it stands in for a translation. */
  part?: Untranslated;
}) {
  const inEnglish = useInEnglish();
  return (
    <div
      data-slot="prose"
      className={cn("prose", className)}
      {...inEnglish(part)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
