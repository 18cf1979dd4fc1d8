import { describe, expect, it } from "vitest";

import { roleCard } from "./localize";

describe("a remote role's countries", () => {
  it("are any one of them in Spanish, joined with «o»", () => {
    expect(roleCard("smart-tv-engineer", "es").countries).toBe(
      "Emiratos Árabes Unidos, España, Portugal o Taiwán",
    );
  });

  it("are listed with «and» in English", () => {
    expect(roleCard("smart-tv-engineer", "en").countries).toBe(
      "United Arab Emirates, Spain, Portugal, and Taiwan",
    );
  });
});
