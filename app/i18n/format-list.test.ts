import { expect, test } from "vitest";

import { formatList } from "./format-list";

test("Chinese keeps a space between Han and a Latin word, and joins with 、", () => {
  expect(formatList("zh", ["iOS App", "Android App", "網站"], "conjunction")).toBe(
    "iOS App、Android App 和網站",
  );
  expect(formatList("zh", ["西班牙", "葡萄牙", "臺灣"], "disjunction")).toBe(
    "西班牙、葡萄牙或臺灣",
  );
  expect(formatList("zh", ["網站", "iOS App"], "disjunction")).toBe("網站或 iOS App");
});

test("other languages join as the browser's list format does", () => {
  expect(formatList("en", ["Spain", "Portugal", "Taiwan"], "disjunction")).toBe(
    "Spain, Portugal, or Taiwan",
  );
  expect(formatList("es", ["España", "Portugal"], "disjunction")).toBe("España o Portugal");
});
