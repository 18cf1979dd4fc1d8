import { expect, test } from "vitest";

import { formatList } from "./format-list";

test("Chinese keeps a space between Han and a Latin word, as its glossary writes it", () => {
  expect(formatList("zh", ["iOS App", "Android App", "網站"])).toBe("iOS App、Android App 和網站");
  expect(formatList("zh", ["網站", "iOS App"])).toBe("網站和 iOS App");
});

test("other languages join as the browser's list format does", () => {
  expect(formatList("en", ["iOS app", "Android app", "Website"])).toBe(
    "iOS app, Android app, and Website",
  );
  expect(formatList("es", ["App iOS", "Sitio web"])).toBe("App iOS y Sitio web");
});
