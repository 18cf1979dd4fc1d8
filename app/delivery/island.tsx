import { useId, type ComponentType } from "react";
import { useMessages } from "use-intl";

import { MessagesProvider } from "~/i18n/intl";
import { partOf, type MessagePart } from "~/i18n/message-parts";
import { useLocale } from "~/i18n/use-locale";

import { usePrerender } from "./context";

/**
 * When an island hydrates, in Astro's words: `load`, `idle`, `visible`, `intent`; and `address`:
 * at once when the page's address carries a state to show (a shared plan), at the visitor's first
 * move on the page otherwise (README.md).
 */
export const triggers = ["load", "idle", "visible", "intent", "address"] as const;
export type Trigger = (typeof triggers)[number];

/** What JSON carries unchanged: an island's props travel in the page as JSON. */
type Json =
  string | number | boolean | null | readonly Json[] | { readonly [key: string]: Json | undefined };

/** The props JSON would lose or change (a `Date`, a `Map`, a function), by name. */
type NotJson<Props> = {
  [Key in keyof Props]-?: Props[Key] extends Json | undefined ? never : Key;
}[keyof Props];

/** A component whose props are all JSON; otherwise a type error names the props that are not. */
type JsonPropsComponent<Props> = ComponentType<Props> &
  ([NotJson<Props>] extends [never] ? unknown : { propsNotJson: NotJson<Props> });

/** An island as a page renders it, and its component, which the browser hydrates. */
export type Island<Props> = ComponentType<Props> & { readonly component: ComponentType<Props> };

/**
 * Declares an island, in `<name>.island.tsx` beside its component, where the browser finds its
 * code by its `name`. The
 * prerender writes its element (`<island-root island when prefix messages>`), its props inside as
 * JSON that never runs, and its HTML rendered as a React root of its own, with the prefix of the
 * ids its components make (`useId`); nothing else of the page runs in the browser.
 */
export function island<Props extends object>(
  name: string,
  { when, messages = [] }: { when: Trigger; messages?: readonly MessagePart[] },
  component: JsonPropsComponent<Props>,
): Island<Props> {
  function IslandRoot(props: Props) {
    const { renderIsland } = usePrerender();
    const locale = useLocale();
    const pageMessages = useMessages();
    // Unique in the page, and written on the element: the browser reads it back as it is.
    const prefix = `${useId().replace(/[^a-zA-Z0-9]/g, "")}-`;
    const Component = component as ComponentType<Props>;
    // Rendered with the strings of its parts alone, as in the browser: a string it shows from
    // another part fails the build here, rather than showing its key once hydrated.
    const own = Object.assign({}, ...messages.map((part) => partOf(pageMessages, part)));
    const html = renderIsland(
      <MessagesProvider
        locale={locale}
        messages={own}
        onError={(error) => {
          throw new Error(`island "${name}": ${error.message}; name its part in its messages`);
        }}
      >
        <Component {...props} />
      </MessagesProvider>,
      prefix,
    );
    // `<` escaped: no value can close the script element.
    const json = JSON.stringify(props).replaceAll("<", "\\u003c");
    const data = json === "{}" ? "" : `<script type="application/json">${json}</script>`;
    return (
      <IslandElement
        island={name}
        when={when}
        ids={prefix}
        messages={messages.length > 0 ? messages.join(" ") : undefined}
        dangerouslySetInnerHTML={{ __html: data + html }}
      />
    );
  }
  IslandRoot.displayName = `Island(${name})`;
  return Object.assign(IslandRoot, { component });
}

const IslandElement = "island-root" as unknown as ComponentType<Record<string, unknown>>;
