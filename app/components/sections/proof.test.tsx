import { render, screen, within } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";

import { aboutContent } from "~/content/page-content";
import { projectDetail } from "~/content/localize";
import { projectIds } from "~/content/projects";
import { PrerenderDelivery } from "~/delivery/prerender";
import { MessagesProvider } from "~/i18n/intl";
import en from "~/i18n/messages/en";

import { AboutSections } from "./about-sections";
import { ProjectStory } from "./project-story";

// What a buyer can check, shown only where the content has it. The fixtures are the real content
// with a proof added, so the pages are drawn as they would be once the owner adds it.

function renderAt(path: string, element: React.ReactNode) {
  const Stub = createRoutesStub([{ path, Component: () => element }]);
  // About's office hours are an island: it is drawn as the prerender draws it.
  render(
    <PrerenderDelivery islandScript="/island.js">
      <MessagesProvider locale="en" messages={en}>
        <Stub initialEntries={[path]} />
      </MessagesProvider>
    </PrerenderDelivery>,
  );
}

const newTab = (name: string) => en.footer.newTab.replace("{name}", name);
const withProof = projectIds.find((id) => projectDetail(id, "en").clientLogo)!;
const without = projectIds.find(
  (id) => !projectDetail(id, "en").clientLogo && !projectDetail(id, "en").referenceOnRequest,
)!;

describe("a case study's proof", () => {
  it("shows the client's logo, the reference on request and the drawings captioned as drawings", () => {
    const project = projectDetail(withProof, "en");
    expect(project.screensKind).toBe("illustration");
    renderAt("/projects/x", <ProjectStory project={project} />);
    const details = screen.getByRole("complementary");
    expect(
      within(details).getByRole("img", {
        name: en.projects.clientLogo.replace("{client}", project.client),
      }),
    ).toHaveAttribute("src", project.clientLogo!.src);
    expect(
      within(details).getByText(en.projects.reference.replace("{client}", project.client)),
    ).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: en.projects.illustrations })).toBeInTheDocument();
    expect(screen.getAllByText(en.projects.illustrationCaption)).toHaveLength(2);
  });

  it("links the product and its store pages where the content has them, in a new tab", () => {
    const links = {
      product: "https://product.example",
      appStore: "https://apps.apple.com/app/id1",
      googlePlay: "https://play.google.com/store/apps/details?id=example",
    };
    renderAt("/projects/x", <ProjectStory project={{ ...projectDetail(without, "en"), links }} />);
    for (const [name, href] of [
      [en.projects.productSite, links.product],
      ["App Store", links.appStore],
      ["Google Play", links.googlePlay],
    ]) {
      const link = screen.getByRole("link", { name: newTab(name!) });
      expect(link).toHaveAttribute("href", href);
      expect(link).toHaveAttribute("target", "_blank");
    }
  });

  it("shows none of it where the content has none, and calls screenshots screenshots", () => {
    const project = { ...projectDetail(without, "en"), screensKind: "screenshot" as const };
    renderAt("/projects/x", <ProjectStory project={project} />);
    expect(screen.queryByRole("heading", { name: en.projects.seeIt })).not.toBeInTheDocument();
    expect(screen.queryByText(/Reference on request/)).not.toBeInTheDocument();
    expect(within(screen.getByRole("complementary")).queryByRole("img")).not.toBeInTheDocument();
    expect(screen.getByRole("heading", { name: en.projects.screenshots })).toBeInTheDocument();
    expect(screen.queryByText(en.projects.illustrationCaption)).not.toBeInTheDocument();
  });
});

describe("About's proof", () => {
  const content = aboutContent("en");
  const about = (overrides: Partial<Parameters<typeof AboutSections>[0]>) => (
    <AboutSections
      process={content.process}
      principles={content.about.principles}
      team={content.team}
      officeHours={content.officeHours}
      reviewSources={content.reviewSources}
      part={content.about}
      {...overrides}
    />
  );

  it("shows a member's photo and profile where the content has them, initials elsewhere", () => {
    const [first, ...rest] = content.team;
    const member = { ...first!, photo: "/assets/photo.webp", profile: "https://profile.example" };
    renderAt("/about", about({ team: [member, ...rest] }));
    const card = screen.getByRole("heading", { name: member.name }).closest("li")!;
    expect(card.querySelector("img")).toHaveAttribute("src", member.photo);
    expect(
      within(card).getByRole("link", { name: newTab(`${member.name}'s profile`) }),
    ).toHaveAttribute("href", member.profile);
    const other = screen.getByRole("heading", { name: rest[0]!.name }).closest("li")!;
    expect(other.querySelector("img")).toBeNull();
    expect(within(other).getByText(rest[0]!.initials)).toBeInTheDocument();
  });

  it("links the review sites the content names, and shows no such list without them", () => {
    renderAt("/about", about({ reviewSources: [] }));
    expect(screen.queryByRole("heading", { name: en.about.reviewsTitle })).not.toBeInTheDocument();
  });

  it("links each review site in a new tab", () => {
    const reviewSources = [{ name: "Clutch", href: "https://clutch.example/studio" }];
    renderAt("/about", about({ reviewSources }));
    expect(screen.getByRole("heading", { name: en.about.reviewsTitle })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: newTab("Clutch") })).toHaveAttribute(
      "href",
      reviewSources[0]!.href,
    );
  });
});
