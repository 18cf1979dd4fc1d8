// Which interface strings an island shows, and their loading in the browser, with nothing of
// React: the island module starts them together with React and the island's code.
import files from "virtual:message-part-files";

import { parts, type MessagePart } from "./message-parts";
import type { Locale } from "./locales";
import type { Messages } from "./messages/en";

export type Part = Partial<Messages>;

// One file per part and language: the build compiles each message file's ICU strings ahead of
// time and cuts it into the parts of message-parts.ts (vite.config.ts), so the browser gets no
// message parser and no string an island cannot show.
const partFiles: Record<MessagePart, Record<Locale, () => Promise<{ default: Part }>>> = files;

/**
 * The strings loaded so far, in one object that only grows. An island's parts are in before it
 * hydrates, and a string, once shown, never changes, so nothing needs drawing again when a part
 * arrives; a new object would draw every island again.
 */
export const loaded: Part = {};

/** Loads the parts that bring a namespace not loaded yet. */
export async function loadMessageParts(locale: Locale, names: readonly MessagePart[]) {
  const missing = names.filter((part) => parts[part].some((ns) => !Object.hasOwn(loaded, ns)));
  if (missing.length === 0) return;
  const files = await Promise.all(missing.map((part) => partFiles[part][locale]()));
  Object.assign(loaded, ...files.map((file) => file.default));
}
