import { cn } from "~/lib/cn";
import { PRERENDERED_BODY } from "~/lib/prerendered-body";

/**
 * The body the page's HTML brought, read before hydration. The build leaves it out of the page's
 * inline data (scripts/postbuild/hydration-data.ts), where it would arrive a second time, so the
 * first render keeps this markup; bodies reached by client navigation come with their data.
 */
const prerenderedBody =
  typeof document === "undefined"
    ? undefined
    : document.querySelector('[data-slot="prose"]')?.innerHTML;

/**
 * Long-form text rendered from Markdown at build time (articles, policies, the About story). The
 * HTML comes from the content files through `renderMarkdown`, never from visitors. Styles reach
 * the generated elements through descendant variants: the HTML carries no classes of its own.
 */
export function Prose({ html, className }: { html: string; className?: string }) {
  return (
    <div
      data-slot="prose"
      className={cn(
        "leading-relaxed text-foreground/90",
        "[&_:is(h2,h3)]:scroll-mt-24 [&_:is(h2,h3)]:text-foreground [&_:is(h2,h3)_a]:font-[inherit] [&_:is(h2,h3)_a]:text-inherit [&_:is(h2,h3)_a]:no-underline [&_:is(h2,h3)_a:hover]:underline",
        "[&_h2]:mt-12 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold",
        "[&_li]:mt-2 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:ps-6",
        "[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline [&_strong]:font-semibold [&_strong]:text-foreground",
        "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-muted [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:py-0.5 [&_:not(pre)>code]:text-[0.9em]",
        "[&_pre]:mt-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-ink [&_pre]:p-5 [&_pre]:text-sm [&_pre]:leading-relaxed [&_pre]:text-ink-foreground",
        "[&>:first-child]:mt-0",
        className,
      )}
      dangerouslySetInnerHTML={{
        __html: html === PRERENDERED_BODY ? (prerenderedBody ?? "") : html,
      }}
    />
  );
}
