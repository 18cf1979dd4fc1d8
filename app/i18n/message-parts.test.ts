import { describe, expect, it } from "vitest";

import { isMessagePart, messageParts, partOf } from "./message-parts";
import en from "./messages/en";
import zh from "./messages/zh";

describe("message parts", () => {
  const namespaces = Object.keys(en);
  const inParts = Object.values(messageParts).flat() as string[];

  it("put every namespace of the messages in a part, and name no other", () => {
    expect(new Set(inParts)).toEqual(new Set(namespaces));
  });

  it("repeat a namespace only where a page shows a little of another: the home page's sections, the careers page's role cards", () => {
    const { home, careers, ...others } = messageParts;
    const once = Object.values(others).flat() as string[];
    expect(new Set(once).size).toBe(once.length);
    expect((home as readonly string[]).filter((ns) => once.includes(ns))).toEqual([
      "services",
      "projects",
    ]);
    expect((careers as readonly string[]).filter((ns) => once.includes(ns))).toEqual(["role"]);
  });

  it("cut a language's messages into the namespaces of one part", () => {
    expect(Object.keys(partOf(zh, "careers"))).toEqual(["careers", "role"]);
    expect(partOf(zh, "site")["footer"]).toBe(zh.footer);
    expect(isMessagePart("site")).toBe(true);
    expect(isMessagePart("toString")).toBe(false);
  });
});
