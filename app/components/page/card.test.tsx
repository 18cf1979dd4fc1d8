import { render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { Card, CardDescription, CardLink, CardTitle } from "./card";

describe("Card", () => {
  it("is one link named for the card, with its other text outside the link", async () => {
    const Page = createRoutesStub([
      {
        path: "/",
        Component: () => (
          <Card>
            <CardTitle level={2}>Fixture Project</CardTitle>
            <CardDescription>A summary to read.</CardDescription>
            <CardLink href="/projects/fixture" aria-label="View project: Fixture Project">
              View project
            </CardLink>
          </Card>
        ),
      },
    ]);
    render(<Page />);
    const links = await screen.findAllByRole("link");
    expect(links).toHaveLength(1);
    expect(links[0]).toHaveAttribute("href", "/projects/fixture");
    expect(links[0]).toHaveAccessibleName("View project: Fixture Project");
    expect(links[0]).not.toContainElement(screen.getByRole("heading", { name: "Fixture Project" }));
    expect(links[0]).not.toContainElement(screen.getByText("A summary to read."));
  });
});
