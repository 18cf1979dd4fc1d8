import type { ComponentType } from "react";
import { useMessages } from "use-intl";

import { MessagesProvider } from "~/i18n/intl";
import type { MessagePart } from "~/i18n/message-parts";
import { useLocale } from "~/i18n/use-locale";

import { usePrerender } from "./context";

/**
 * The prefix of the ids an island's components make (`useId`): its name and its place among the
 * page's islands of that name, which the browser counts the same way (./hydrate-island.tsx).
 */
export function islandIdPrefix(name: string, index: number): string {
  return `${name}${index || ""}-`;
}

/**
 * When an island hydrates, in Astro's words: `load`, `idle`, `visible`, `intent`; and `address`:
 * at once when the page's address carries a state to show (a shared plan), at the visitor's first
 * move on the page otherwise (README.md).
 */
export const triggers = ["load", "idle", "visible", "intent", "address"] as const;
export type Trigger = (typeof triggers)[number];

/** An island as a page renders it, and its component, which the browser hydrates. */
export type Island<Props> = ComponentType<Props> & { readonly component: ComponentType<Props> };

/**
 * Declares an island: `name` is its file in app/islands/, where the browser finds its code. The
 * prerender writes its HTML, its props as JSON that never runs, its trigger and the strings it
 * shows beyond its page's; nothing else of the page runs in the browser.
 */
export function island<Props extends object>(
  name: string,
  { when, messages = [] }: { when: Trigger; messages?: readonly MessagePart[] },
  component: ComponentType<Props>,
): Island<Props> {
  function IslandRoot(props: Props) {
    const { renderIsland, rendered } = usePrerender();
    const locale = useLocale();
    const pageMessages = useMessages();
    // Rendered once per page, in document order: the browser finds them in the same order.
    const index = rendered.get(name) ?? 0;
    rendered.set(name, index + 1);
    const prefix = islandIdPrefix(name, index);
    const Component = component;
    const html = renderIsland(
      <MessagesProvider locale={locale} messages={pageMessages}>
        <Component {...props} />
      </MessagesProvider>,
      prefix,
    );
    // `<` escaped: no value can close the script element.
    const json = JSON.stringify(props).replaceAll("<", "\\u003c");
    return (
      <>
        {json !== "{}" && (
          <script type="application/json" dangerouslySetInnerHTML={{ __html: json }} />
        )}
        <IslandElement
          data-island={name}
          data-when={when}
          data-messages={messages.length > 0 ? messages.join(" ") : undefined}
          dangerouslySetInnerHTML={{ __html: html }}
        />
      </>
    );
  }
  IslandRoot.displayName = `Island(${name})`;
  return Object.assign(IslandRoot, { component });
}

const IslandElement = "island-root" as unknown as ComponentType<Record<string, unknown>>;
