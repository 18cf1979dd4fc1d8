import { describe, expect, it } from "vitest";

import data from "../../app/content/site.json" with { type: "json" };

import { securityTxt } from "./security-txt.ts";

const { security, baseUrl } = data.en;

describe("security.txt", () => {
  it("names the contact, the expiry, the languages and its own address (RFC 9116)", () => {
    const day = new Date(Date.parse(security.expires) - 30 * 86_400_000).toISOString().slice(0, 10);
    const lines = securityTxt(security, baseUrl, day).trim().split("\n");
    expect(lines).toContain(`Contact: mailto:${security.contact}`);
    expect(lines).toContain(`Expires: ${security.expires}T00:00:00.000Z`);
    expect(lines).toContain(`Canonical: ${baseUrl}/.well-known/security.txt`);
    expect(lines.find((l) => l.startsWith("Preferred-Languages: "))).toMatch(/\ben\b.*\bar\b/);
  });

  it("stops the build, naming the field, once the expiry has passed or lies too far ahead", () => {
    expect(() => securityTxt(security, baseUrl, security.expires)).toThrow(
      /site\.json: en\.security\.expires: expected a date after/,
    );
    expect(() =>
      securityTxt({ ...security, expires: "2099-01-01" }, baseUrl, "2026-12-06"),
    ).toThrow(/at most a year/);
  });
});
