// Which interface strings a page shows, and their loading in the browser, with nothing of React:
// the island module starts them together with React and the island's code.
import files from "virtual:message-part-files";

import { namespacesOf, type MessagePart } from "./message-parts";
import type { Locale } from "./locales";
import type { Messages } from "./messages/en";

export type Part = Partial<Messages>;

// One file per part and language: the build compiles each message file's ICU strings ahead of
// time and cuts it into the parts of message-parts.ts (vite.config.ts), so the browser gets no
// message parser and no string its page cannot show.
const partFiles: Record<MessagePart, Record<Locale, () => Promise<{ default: Part }>>> = files;

export function isMessagePart(name: string): name is MessagePart {
  return Object.hasOwn(partFiles, name);
}

/** What a route's `handle` says about its page: the parts of the strings it shows besides `site`. */
export type PageHandle = { messages: readonly MessagePart[] };

function isPageHandle(handle: unknown): handle is PageHandle {
  return typeof handle === "object" && handle !== null && "messages" in handle;
}

/** The parts the matched routes' pages show, `site` first. */
export function pageParts(handles: readonly unknown[]): MessagePart[] {
  return [
    ...new Set<MessagePart>(["site", ...handles.filter(isPageHandle).flatMap((h) => h.messages)]),
  ];
}

/** The attribute of `<html>` naming the parts of its page (written by app/root.tsx). */
export const PARTS_ATTRIBUTE = "data-messages";

/** The parts the page in this document shows, as its prerendered `<html>` names them. */
export function documentParts(): MessagePart[] {
  const names = document.documentElement.getAttribute(PARTS_ATTRIBUTE)?.split(" ") ?? [];
  return pageParts([{ messages: names.filter(isMessagePart) }]);
}

/**
 * The strings loaded so far, in one object that only grows. An island's parts are in before it
 * hydrates, and a string, once shown, never changes, so nothing needs drawing again when a part
 * arrives; a new object would draw every island again.
 */
export const loaded: Part = {};

/** Loads the parts that bring a namespace not loaded yet. */
export async function loadMessageParts(locale: Locale, parts: readonly MessagePart[]) {
  const missing = parts.filter((part) =>
    namespacesOf(part).some((ns) => !Object.hasOwn(loaded, ns)),
  );
  if (missing.length === 0) return;
  const files = await Promise.all(missing.map((part) => partFiles[part][locale]()));
  Object.assign(loaded, ...files.map((file) => file.default));
}
