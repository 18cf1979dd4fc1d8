import { expect, test } from "vitest";

import icon from "../../public/favicon.svg?raw";

import { svgDataAddress } from "./data-address";

const awkward = `<svg xmlns="http://www.w3.org/2000/svg"><text x='1' fill="#5B4DFF">50% & <b> · 繁體 😀</text></svg>\n`;

test("the address decodes to the SVG it was made from", () => {
  for (const svg of [icon, awkward]) {
    const address = svgDataAddress(svg);
    expect(address.startsWith("data:image/svg+xml,")).toBe(true);
    expect(decodeURIComponent(address.slice("data:image/svg+xml,".length))).toBe(svg.trim());
  }
});

test("the address is a URL an attribute carries unchanged: no space, quote, <, >, &, # or raw %", () => {
  const address = svgDataAddress(awkward);
  expect(address).not.toMatch(/[\s"'<>&#]|%(?![0-9A-F]{2})/);
  expect(new URL(address).href).toBe(address);
});

test("the characters an SVG is made of stay as they are, so the address is shorter", () => {
  const address = svgDataAddress(icon);
  expect(address).toContain("xmlns=%22http://www.w3.org/2000/svg%22");
  expect(address.length).toBeLessThan(
    `data:image/svg+xml,${encodeURIComponent(icon.trim())}`.length,
  );
});
