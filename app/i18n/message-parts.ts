import type { Messages } from "./messages/en";

/**
 * The interface strings that reach the browser: only islands render there (the prerender has every
 * string), so only the strings an island shows are published, one file per part and language.
 * An island names the parts it shows (`island(name, { messages })`, app/delivery/island.tsx), and
 * they load with its code, each part once. Every part costs the page's module a loader per
 * language, so a part is what one island shows and no more, and no two parts share a namespace.
 */
export const parts = {
  /** The office hours (`your-hours`, and the contact form's line about them). */
  hours: ["hours"],
  /** The contact form (`contact-form`, and in the planner). */
  contact: ["contact", "intake"],
  /** The planner (`project-planner`), with the note on a page not yet translated. */
  planner: ["planner", "translation"],
} as const satisfies Record<string, readonly (keyof Messages)[]>;

export type MessagePart = keyof typeof parts;

/** Whether `value` names a part. */
export function isMessagePart(value: string): value is MessagePart {
  return Object.hasOwn(parts, value);
}

/** The namespaces of `messages` in one part, for the build to write that part's file. */
export function partOf<T extends Record<string, unknown>>(messages: T, part: MessagePart) {
  return Object.fromEntries(parts[part].map((namespace) => [namespace, messages[namespace]]));
}
