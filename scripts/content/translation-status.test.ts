// @vitest-environment node
import { describe, expect, it } from "vitest";

import { changedTexts, untranslatedFields } from "./translation-status.ts";

// A language's block as its editor signed it off, then as it is now.
const signedOff = { title: "Diseño UX/UI", features: ["Investigación", "Prototipos"] };

describe("the texts changed since a sign-off", () => {
  it("names a text that changed, and not one that did not", () => {
    const now = { title: "Diseño UX/UI", features: ["Investigación con usuarios", "Prototipos"] };
    expect(changedTexts(signedOff, now)).toEqual(["features.0"]);
  });

  it("names a text added since", () => {
    const now = { ...signedOff, summary: "Diseño guiado por la investigación." };
    expect(changedTexts(signedOff, now)).toEqual(["summary"]);
  });

  it("names nothing when every text is as it was read", () => {
    expect(changedTexts(signedOff, structuredClone(signedOff))).toEqual([]);
  });

  it("names every text of a file that did not exist at the sign-off", () => {
    expect(changedTexts(undefined, signedOff)).toEqual(["title", "features.0", "features.1"]);
  });

  it("takes a Markdown file as one text", () => {
    const then = "---\ntitle: Hola\n---\n\nUn párrafo.\n";
    expect(changedTexts(then, then)).toEqual([]);
    expect(changedTexts(then, then.replace("Un", "Otro"))).toEqual([""]);
    expect(changedTexts(undefined, then)).toEqual([""]);
  });

  it("does not name a text removed since: there is nothing left to read", () => {
    expect(changedTexts(signedOff, { title: "Diseño UX/UI" })).toEqual([]);
  });
});

describe("what a language lacks of an entry", () => {
  const english = { order: 1, title: "UX/UI Design", features: ["Research", "Prototypes"] };

  it("is the whole entry when the file has no block for it: its pages show English", () => {
    expect(untranslatedFields({ en: english }, "es")).toEqual([
      "es: not translated: its pages show the English text (noindex)",
    ]);
  });

  it("is each text its block leaves empty", () => {
    const es = { title: "Diseño UX/UI", features: ["Investigación", " "] };
    expect(untranslatedFields({ en: english, es }, "es")).toEqual([
      "es: features.1 not translated",
    ]);
  });

  it("is nothing when its block has every text", () => {
    const es = { title: "Diseño UX/UI", features: ["Investigación", "Prototipos"] };
    expect(untranslatedFields({ en: english, es }, "es")).toEqual([]);
  });
});
