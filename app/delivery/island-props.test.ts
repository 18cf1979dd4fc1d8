import { expect, test } from "vitest";

import { island } from "./island";

// Props travel in the page as JSON: what JSON would lose is refused when the island is declared.
test("an island's props are JSON values, checked at compile time", () => {
  const Dated = ({ at }: { at: Date }) => at.getFullYear();
  const Called = ({ onPick }: { onPick: () => void }) => (onPick(), null);
  const Plain = ({ title, tags }: { title: string; tags?: readonly string[] }) => title + tags;
  // @ts-expect-error A Date would arrive as a string.
  island("dated", { when: "load" }, Dated);
  // @ts-expect-error A function would not arrive at all.
  island("called", { when: "load" }, Called);
  expect(island("plain", { when: "load" }, Plain).component).toBe(Plain);
});
