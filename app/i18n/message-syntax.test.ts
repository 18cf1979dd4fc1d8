// Every interface string is an ICU message: it must parse, and it must take the arguments its
// English source takes, no more and no fewer. A translation that turns ICU quoting ('{hotkey}')
// into quotation marks makes an argument nobody passes, which the reader then meets as
// "undefined"; one that drops an argument loses a figure. A real ICU parser sees both, where a
// search for braces does not.
import { parse, TYPE, type MessageFormatElement } from "@formatjs/icu-messageformat-parser";
import { describe, expect, test } from "vitest";

import { defaultLocale, locales, type Locale } from "./locales";
import { loadMessages } from "./messages.server";
import { textLeaves } from "./text-leaves";

const messages = Object.fromEntries(
  await Promise.all(locales.map(async (l) => [l, await loadMessages(l)] as const)),
) as Record<Locale, unknown>;

/**
 * The names of the arguments a parsed message reads, and its tags as `<b>`. How it reads them may
 * differ: Arabic counts with a plural where English writes a bare `{count}`.
 */
function argumentsOf(elements: readonly MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    switch (element.type) {
      case TYPE.argument:
      case TYPE.number:
      case TYPE.date:
      case TYPE.time:
        return [element.value];
      case TYPE.select:
      case TYPE.plural:
        return [
          element.value,
          ...Object.values(element.options).flatMap((option) => argumentsOf(option.value)),
        ];
      case TYPE.tag:
        return [`<${element.value}>`, ...argumentsOf(element.children)];
      default:
        return [];
    }
  });
}

/** A message's arguments, each once and sorted; a message that does not parse says why. */
function messageArguments(message: string): string[] {
  return [...new Set(argumentsOf(parse(message)))].sort();
}

const english = new Map(textLeaves(messages[defaultLocale]));

describe.each(locales)("%s messages", (locale) => {
  const leaves = textLeaves(messages[locale]);

  test("each parses as an ICU message", () => {
    const broken = leaves.flatMap(([key, text]) => {
      try {
        parse(text);
        return [];
      } catch (error) {
        return [`${key}: ${(error as Error).message}`];
      }
    });
    expect(broken).toEqual([]);
  });

  test("each takes exactly its English message's arguments", () => {
    const differing = leaves.flatMap(([key, text]) => {
      const source = english.get(key);
      if (source === undefined) return [`${key}: not in English`];
      const [found, expected] = [messageArguments(text), messageArguments(source)];
      return found.join() === expected.join()
        ? []
        : [`${key}: {${found.join(", ")}}, English has {${expected.join(", ")}}`];
    });
    expect(differing).toEqual([]);
  });
});

test("ICU quoting keeps braces literal, and a quoted brace is no argument", () => {
  expect(messageArguments("Notifications ('{hotkey}')")).toEqual([]);
  expect(messageArguments("الإشعارات («'{hotkey}'»)")).toEqual([]);
  expect(messageArguments("الإشعارات («{hotkey}»)")).toEqual(["hotkey"]);
  expect(messageArguments("{count, plural, one {# day} other {{count} days in {place}}}")).toEqual([
    "count",
    "place",
  ]);
});
