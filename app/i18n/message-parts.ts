import type { Messages } from "./messages/en";

/**
 * The interface strings reach the browser in parts, one file per part and language: every page
 * loads `site`, and each route names the other parts its page shows in its `handle`
 * (`pageMessages`, app/i18n/intl.tsx). A blog article does not carry the contact form's words.
 * The home page's sections below its hero show a little of every section of the site, so their
 * part repeats the services and projects namespaces rather than costing more files; the careers
 * page's role cards show each role's facts, so its part repeats the role namespace. A part whose
 * namespaces are all loaded already is not loaded again. Every namespace of messages/en.ts is in a part (message-parts.test.ts).
 */
export const messageParts = {
  site: ["meta", "nav", "booking", "footer", "breadcrumbs", "notFound", "policies"],
  hero: ["hero"],
  home: ["services", "work", "projects", "contact"],
  services: ["services"],
  projects: ["projects"],
  about: ["about"],
  careers: ["careers", "role"],
  role: ["role"],
  blog: ["blog"],
} as const satisfies Record<string, readonly (keyof Messages)[]>;

export type MessagePart = keyof typeof messageParts;

export function isMessagePart(value: string): value is MessagePart {
  return Object.hasOwn(messageParts, value);
}

/** The namespaces of `messages` in one part, for the build to write that part's file. */
export function partOf<T extends Record<string, unknown>>(messages: T, part: MessagePart) {
  return Object.fromEntries(
    (messageParts[part] as readonly string[]).map((namespace) => [namespace, messages[namespace]]),
  );
}
