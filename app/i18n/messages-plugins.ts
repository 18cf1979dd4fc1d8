// Build-time: the Vite plugins that turn app/i18n/messages/*.ts into the files the browser loads.
import { pathToFileURL } from "node:url";

import compile from "icu-minify/compile";
import type { Plugin } from "vite";

import { messagesFileLocale, messagesFiles } from "./locale-files.ts";
import { isMessagePart, parts, partOf } from "./message-parts.ts";
import type { Messages } from "./messages/en.ts";

/**
 * A language's message file, or one part of it (`en.ts?part=hours`, app/i18n/message-parts.ts):
 * its language and part, or undefined for any other module.
 */
function messagesModule(id: string): { locale: string; part?: string } | undefined {
  const [file = "", query = ""] = id.split("?");
  const locale = messagesFileLocale(file);
  if (!locale) return undefined;
  const part = /^part=(\w+)$/.exec(query)?.[1];
  return part === undefined ? { locale } : { locale, part };
}

/** Each part of a language's strings is its own file, named for both: `strings-zh-site-<hash>.js`. */
export function messagesChunk(id: string): string | null {
  const { locale, part } = messagesModule(id) ?? {};
  return part ? `strings-${locale}-${part}` : null;
}

/** A message file as it is now (the query skips Node's module cache while the dev server runs). */
async function readMessages(file: URL): Promise<Messages> {
  return ((await import(`${file.href}?${Date.now()}`)) as { default: Messages }).default;
}

const PART_FILES = "virtual:message-part-files";

/**
 * `virtual:message-part-files`: every part of every language as a loader of its module, for
 * app/i18n/message-loading.ts.
 */
export function messagePartFiles(): Plugin {
  return {
    name: "message-part-files",
    resolveId(id) {
      if (id === PART_FILES) return `\0${PART_FILES}`;
    },
    async load(id) {
      if (id !== `\0${PART_FILES}`) return;
      const files = Object.entries(messagesFiles());
      const loaders = (part: string) =>
        files.map(([l, file]) => `${l}: () => import(${JSON.stringify(`${file}?part=${part}`)})`);
      const entries = Object.keys(parts).map(
        (p) => `${JSON.stringify(p)}: { ${loaders(p).join(", ")} }`,
      );
      return `export default {\n${entries.join(",\n")}\n};`;
    },
  };
}

type MessageTree = { [key: string]: string | MessageTree };

function compileTree(tree: MessageTree): unknown {
  return Object.fromEntries(
    Object.entries(tree).map(([key, value]) => [
      key,
      typeof value === "string" ? compile(value) : compileTree(value),
    ]),
  );
}

/**
 * The interface strings, compiled from ICU syntax ahead of time (icu-minify): the pages format
 * them with use-intl's format-only runtime and ship no message parser. A message with bad ICU
 * syntax fails the build with its file.
 */
export function precompiledMessages(): Plugin {
  return {
    name: "precompiled-messages",
    async transform(_code, id) {
      const module = messagesModule(id);
      if (!module) return;
      const { part } = module;
      const file = id.replace(/\?.*$/, "");
      const source = await readMessages(pathToFileURL(file));
      if (part !== undefined && !isMessagePart(part)) throw new Error(`${id}: no part "${part}"`);
      const messages = (part === undefined ? source : partOf(source, part)) as MessageTree;
      try {
        return { code: `export default ${JSON.stringify(compileTree(messages))};`, map: null };
      } catch (error) {
        throw new Error(`${file}: ${(error as Error).message}`);
      }
    },
  };
}
