import { fireEvent, render, screen } from "@testing-library/react";
import type { MouseEvent } from "react";
import { describe, expect, it, vi } from "vitest";

import { Card, CardDescription, CardLink, CardTitle } from "./card";

function renderCard() {
  // Records the clicks the link receives; jsdom cannot follow a link.
  const clicks: { ctrlKey: boolean }[] = [];
  const onClick = vi.fn((event: MouseEvent) => {
    event.preventDefault();
    clicks.push({ ctrlKey: event.ctrlKey });
  });
  render(
    <Card>
      <CardTitle level={2}>Fixture Project</CardTitle>
      <CardDescription>A summary to read and to copy.</CardDescription>
      <CardLink
        href="/projects/fixture"
        aria-label="View project: Fixture Project"
        onClick={onClick}
      >
        View project
      </CardLink>
    </Card>,
  );
  return { clicks, description: screen.getByText("A summary to read and to copy.") };
}

describe("Card", () => {
  it("is one link named for the card, with its other text outside the link", () => {
    renderCard();
    const links = screen.getAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAccessibleName("View project: Fixture Project");
    expect(links[0]).not.toContainElement(screen.getByRole("heading", { name: "Fixture Project" }));
  });

  it("follows its link on a click on its text, with the click's modifier keys", () => {
    const { clicks, description } = renderCard();
    fireEvent.click(description);
    fireEvent.click(description, { ctrlKey: true });
    expect(clicks).toEqual([{ ctrlKey: false }, { ctrlKey: true }]);
  });

  it("stays put when the click ends a text selection", () => {
    const { clicks, description } = renderCard();
    document.getSelection()!.selectAllChildren(description);
    fireEvent.click(description);
    expect(clicks).toEqual([]);
    document.getSelection()!.removeAllRanges();
  });

  it("counts a click on the link itself once", () => {
    const { clicks } = renderCard();
    fireEvent.click(screen.getByRole("link"));
    expect(clicks).toHaveLength(1);
  });
});
