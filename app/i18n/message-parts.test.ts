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

  it("repeat a namespace only in the part of the home page's sections, which show a little of each", () => {
    const { home, ...others } = messageParts;
    const once = Object.values(others).flat() as string[];
    expect(new Set(once).size).toBe(once.length);
    expect((home as readonly string[]).filter((ns) => once.includes(ns))).toEqual([
      "services",
      "projects",
    ]);
  });

  it("cut a language's messages into the namespaces of one part", () => {
    expect(Object.keys(partOf(zh, "careers"))).toEqual(["careers"]);
    expect(partOf(zh, "site")["footer"]).toBe(zh.footer);
    expect(isMessagePart("site")).toBe(true);
    expect(isMessagePart("toString")).toBe(false);
  });
});
