import type { Messages } from "./messages/en";

/**
 * The interface strings reach the browser in parts, one file per part and language: every page
 * loads `site`, and each route names the other parts its page shows in its `handle`
 * (`pageParts`, app/i18n/message-loading.ts). A blog article does not carry the contact form's words.
 *
 * Every namespace of messages/en.ts is a part of its own, so a new page's strings need no entry
 * here; an island names the parts it shows beyond its page's (app/delivery/island.tsx). The bundles below gather namespaces one page shows together: the strings of every page,
 * the home page's sections, which show a little of every section of the site, the careers
 * page's role cards, which show each role's facts, and About with the office hours. A part whose namespaces are all
 * loaded already is not loaded again.
 */
export const bundles = {
  site: ["meta", "nav", "booking", "footer", "breadcrumbs", "notFound", "policies", "translation"],
  home: ["services", "work", "projects", "contact", "hours", "intake"],
  careers: ["careers", "role"],
  about: ["about", "hours"],
} as const satisfies Record<string, readonly (keyof Messages)[]>;

/** A bundle, or a namespace with a file of its own. */
export type MessagePart =
  | keyof typeof bundles
  | Exclude<keyof Messages, (typeof bundledOnly)[number] | (typeof bundles.site)[number]>;

/** The namespaces one part brings: a bundle's, or the namespace the part is named for. */
export function namespacesOf(part: MessagePart): readonly (keyof Messages)[] {
  return Object.hasOwn(bundles, part)
    ? bundles[part as keyof typeof bundles]
    : [part as keyof Messages];
}

/**
 * Namespaces only ever shown with their bundle: they get no file of their own, since each part
 * costs every page a few bytes (its loader's file name in each language).
 */
const bundledOnly = ["work", "contact", "intake"] as const satisfies readonly (keyof Messages)[];

/** Every part, given a messages file: the bundles, and each namespace `site` does not bring. */
export function allParts(messages: Messages): MessagePart[] {
  const own = (Object.keys(messages) as (keyof Messages)[]).filter(
    (ns) =>
      !(bundles.site as readonly string[]).includes(ns) &&
      !(bundledOnly as readonly string[]).includes(ns),
  ) as MessagePart[];
  return [...new Set<MessagePart>([...(Object.keys(bundles) as (keyof typeof bundles)[]), ...own])];
}

/** Whether `value` names a part of these messages. */
export function isMessagePart(value: string, messages: Messages): value is MessagePart {
  return allParts(messages).includes(value as MessagePart);
}

/** The namespaces of `messages` in one part, for the build to write that part's file. */
export function partOf<T extends Record<string, unknown>>(messages: T, part: MessagePart) {
  return Object.fromEntries(
    namespacesOf(part).map((namespace) => [namespace, messages[namespace]]),
  );
}
