import { expect, test } from "vitest";

import {
  eagernessFor,
  PRERENDER_ON_ARRIVAL,
  SPECULATION_RULES,
} from "./speculation-rules.behaviour.ts";

/** What a Chromium-based browser reports: its own brand and the Chromium it is built on. */
const chromium = (version: number, platform: string, brand = "Google Chrome") => ({
  brands: [
    { brand: "Not.A/Brand", version: "99" },
    { brand: "Chromium", version: String(version) },
    { brand, version: String(version) },
  ],
  platform,
});

test("a desktop Chromium that waits for a hover before an eager prerender is asked for eager", () => {
  expect(eagernessFor(chromium(141, "Windows"))).toBe("eager");
  expect(eagernessFor(chromium(156, "macOS", "Microsoft Edge"))).toBe("eager");
  expect(eagernessFor(chromium(150, "Linux"))).toBe("eager");
});

test("where eager would prerender every link at once, or might, the rules stay moderate", () => {
  expect(eagernessFor(chromium(140, "Windows"))).toBe("moderate");
  expect(eagernessFor(chromium(156, "Android"))).toBe("moderate");
  expect(eagernessFor(chromium(130, "Android", "Samsung Internet"))).toBe("moderate");
  // Browsers without client hints (Safari, Firefox), or a brand list without Chromium.
  expect(eagernessFor(undefined)).toBe("moderate");
  expect(eagernessFor({ brands: [{ brand: "Opera", version: "200" }], platform: "Windows" })).toBe(
    "moderate",
  );
});

test("one text: every page of the site on a rest, and as the pointer arrives under the attribute", () => {
  expect(JSON.parse(SPECULATION_RULES)).toEqual({
    prerender: [
      {
        where: {
          and: [{ href_matches: "/*" }, { selector_matches: `[${PRERENDER_ON_ARRIVAL}] a` }],
        },
        eagerness: "eager",
      },
      { where: { href_matches: "/*" }, eagerness: "moderate" },
    ],
  });
});
