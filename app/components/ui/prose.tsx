import { cn } from "~/lib/cn";
import { PRERENDERED_BODY } from "~/lib/prerendered-body";

/**
 * The body the page's HTML brought, read before hydration. The build leaves it out of the page's
 * inline data (scripts/build/hydration-data.ts), where it would arrive a second time, so the
 * first render keeps this markup; bodies reached by client navigation come with their data.
 */
const prerenderedBody =
  typeof document === "undefined"
    ? undefined
    : document.querySelector('[data-slot="prose"]')?.innerHTML;

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
      dangerouslySetInnerHTML={{
        __html: html === PRERENDERED_BODY ? (prerenderedBody ?? "") : html,
      }}
    />
  );
}
