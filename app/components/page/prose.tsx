import { cn } from "~/lib/cn";

/**
 * Long-form text rendered from Markdown at build time (articles, policies, the About story). The
 * HTML comes from the content files through `renderMarkdown`, never from visitors. The generated
 * elements carry no classes of their own: their styles hang off `prose` (app/styles/app.css).
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-slot="prose"
      className={cn("prose", className)}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
