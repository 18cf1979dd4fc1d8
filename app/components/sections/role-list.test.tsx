import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import type { RoleCard } from "~/content/localize";
import { site } from "~/content/site";
import { MessagesProvider } from "~/i18n/intl";
import en from "~/i18n/messages/en";
import { MAIL_TAGS, parseMailto } from "~/mail/mailto";

import { RoleList } from "./role-list";

// Fixture content: the careers page's two honest states, whatever the real roles are.
const role: RoleCard = {
  id: "senior-mobile-engineer",
  title: "Fixture Engineer",
  team: "Mobile",
  summary: "A role that exists only in this test.",
  workplace: "remote",
  countries: "Spain and Portugal",
  city: "Ras Al Khaimah",
  employmentType: "FULL_TIME",
};

function renderList(roles: RoleCard[], closed: number) {
  const Stub = createRoutesStub([
    { path: "/careers", Component: () => <RoleList roles={roles} closed={closed} /> },
  ]);
  render(
    <MessagesProvider locale="en" messages={en}>
      <Stub initialEntries={["/careers"]} />
    </MessagesProvider>,
  );
}

describe("RoleList", () => {
  it("lists open roles with their facts and says how many have closed", () => {
    renderList([role], 1);
    expect(screen.getByRole("heading", { name: en.careers.openRolesTitle })).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Fixture Engineer" })).toBeInTheDocument();
    expect(screen.getByText("Remote from Spain and Portugal")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "View role: Fixture Engineer" })).toHaveAttribute(
      "href",
      "/careers/senior-mobile-engineer",
    );
    expect(screen.getByText("One role has closed and is no longer listed.")).toBeInTheDocument();
  });

  it("says so when no role is open, and still offers to write", () => {
    renderList([], 2);
    expect(screen.getByRole("heading", { name: en.careers.noOpenRolesTitle })).toBeInTheDocument();
    const link = screen.getByRole("link", { name: en.careers.writeToUs });
    const mail = parseMailto(link.getAttribute("href")!);
    expect(mail.to).toBe(site.email);
    // The inbox sorts by the fixed tag; the rest is the page's language.
    expect(mail.subject).toBe(
      en.contact.mail.openApplicationSubject.replace("{tag}", MAIL_TAGS.application),
    );
    expect(mail.body).toContain(en.contact.mail.openApplication);
    expect(screen.getByText("2 roles have closed and are no longer listed.")).toBeInTheDocument();
    expect(screen.queryByRole("link", { name: /View role/ })).not.toBeInTheDocument();
  });
});
