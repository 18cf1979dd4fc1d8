import { describe, expect, it } from "vitest";

import { isOpen, openRoles } from ".";

// Fixture roles, so the states are tested whatever the real roles' dates are.
const fixtures = {
  open: { datePosted: "2026-10-01", validThrough: "2026-12-31" },
  expired: { datePosted: "2026-06-01", validThrough: "2026-09-30" },
  future: { datePosted: "2027-01-10", validThrough: "2027-03-31" },
} as const;

describe("publishing roles", () => {
  it("publishes a role from its posting day through its closing day", () => {
    expect(isOpen(fixtures.open, "2026-10-01")).toBe(true);
    expect(isOpen(fixtures.open, "2026-12-31")).toBe(true);
    expect(isOpen(fixtures.open, "2027-01-01")).toBe(false);
    expect(isOpen(fixtures.open, "2026-09-30")).toBe(false);
  });

  it("lists open roles and counts the closed ones, not the ones still to come", () => {
    expect(openRoles(fixtures, "2026-11-22")).toEqual({ open: ["open"], closed: 1 });
  });

  it("has no open role once every role has closed", () => {
    expect(openRoles(fixtures, "2027-06-01")).toEqual({ open: [], closed: 3 });
  });
});
