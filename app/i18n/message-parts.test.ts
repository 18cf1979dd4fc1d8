import { describe, expect, it } from "vitest";

import { isMessagePart, partOf, parts } from "./message-parts";
import en from "./messages/en";
import zh from "./messages/zh";

describe("message parts", () => {
  it("name only namespaces the messages have", () => {
    for (const [part, namespaces] of Object.entries(parts))
      for (const ns of namespaces) expect(Object.keys(en), `${part}: ${ns}`).toContain(ns);
  });

  it("share no namespace, so that none loads twice", () => {
    const namespaces = Object.values(parts).flat();
    expect(new Set(namespaces).size).toBe(namespaces.length);
  });

  it("cut a language's messages into the namespaces of one part", () => {
    expect(Object.keys(partOf(zh, "contact"))).toEqual(["contact", "intake"]);
    expect(partOf(zh, "planner")["planner"]).toBe(zh.planner);
    expect(isMessagePart("planner")).toBe(true);
    expect(isMessagePart("about")).toBe(false);
    expect(isMessagePart("toString")).toBe(false);
  });
});
