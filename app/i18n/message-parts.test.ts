import { describe, expect, it } from "vitest";

import { allParts, bundles, isMessagePart, namespacesOf, partOf } from "./message-parts";
import en from "./messages/en";
import zh from "./messages/zh";

describe("message parts", () => {
  it("make every namespace a part of its own, beside the bundles", () => {
    expect(allParts(en)).toEqual(expect.arrayContaining(["about", "blog", "hero", "role"]));
    expect(allParts(en)).not.toContain("footer");
    expect(allParts(en)).not.toContain("contact");
    expect(allParts(en)).toEqual(expect.arrayContaining(Object.keys(bundles)));
    expect(namespacesOf("blog")).toEqual(["blog"]);
  });

  it("bundle only namespaces the messages have", () => {
    for (const part of Object.keys(bundles) as (keyof typeof bundles)[])
      for (const ns of namespacesOf(part)) expect(Object.keys(en), `${part}: ${ns}`).toContain(ns);
  });

  it("cut a language's messages into the namespaces of one part", () => {
    expect(Object.keys(partOf(zh, "careers"))).toEqual(["careers", "role"]);
    expect(partOf(zh, "site")["footer"]).toBe(zh.footer);
    expect(isMessagePart("site", en)).toBe(true);
    expect(isMessagePart("about", en)).toBe(true);
    expect(isMessagePart("toString", en)).toBe(false);
  });
});
