import { expect, NOT_FOUND_CONSOLE, test } from "./fixtures";

const projects = [
  ["HealthConnect App", "Mobile Development", "healthconnect", "/services/mobile-development"],
  ["EcommerceX Platform", "Web Development", "ecommercex", "/services/web-development"],
  ["StreamView TV", "TV & Streaming", "streamview", "/services/tv-streaming"],
  ["FinTech Dashboard", "Web Development", "fintech-dashboard", "/services/web-development"],
  ["FitTracker App", "Mobile Development", "fittracker", "/services/mobile-development"],
  ["Smart Home System", "IoT Solutions", "smart-home", "/services/system-architecture"],
] as const;

test("the project list shows the portfolio's six case studies", async ({ page, visit }) => {
  await visit("/projects");
  await expect(page.getByText("Our Portfolio")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Explore our successful projects",
  );
  const cards = page.getByRole("main").getByRole("article");
  await expect(cards).toHaveCount(6);
  for (const [index, [title, category, id]] of projects.entries()) {
    const card = cards.nth(index);
    await expect(card.getByRole("heading")).toHaveText(title);
    await expect(card.getByText(category, { exact: true })).toBeVisible();
    await expect(card.getByRole("img")).toHaveAttribute("alt", /\S/);
    await expect(card.getByRole("link", { name: `View case study: ${title}` })).toHaveAttribute(
      "href",
      `/projects/${id}`,
    );
  }
});

for (const [title, category, id, service] of projects) {
  test(`the ${title} case study tells the whole story`, async ({ page, visit }) => {
    await visit(`/projects/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await expect(page.getByRole("main").getByText(category, { exact: true })).toBeVisible();
    await expect(page.getByRole("link", { name: "Back to Projects" })).toHaveAttribute(
      "href",
      "/projects",
    );
    for (const name of ["Overview", "The Challenge", "Our Solution", "Results"]) {
      await expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    }
    const images = page.getByRole("main").getByRole("img");
    await expect(images).toHaveCount(3); // hero and two screenshots
    for (const img of await images.all()) {
      await expect(img).toHaveAttribute("alt", /\S/);
      await expect(img).toHaveAttribute("width", /^\d+$/);
      await expect(img).toHaveAttribute("height", /^\d+$/);
    }
    await expect(page.getByRole("region", { name: "Results" }).getByRole("listitem")).toHaveCount(
      4,
    );
    const quote = page.getByRole("main").locator("figure");
    await expect(quote.locator("blockquote")).not.toBeEmpty();
    await expect(quote.locator("figcaption")).toContainText(/\S+.*\S+/);

    const details = page.getByRole("complementary", { name: "Project Details" });
    await expect(details.getByText("Client")).toBeVisible();
    await expect(details.getByText("Year")).toBeVisible();
    await expect(details.getByText(/^20\d\d$/)).toBeVisible();
    expect(await details.getByRole("listitem").count()).toBeGreaterThanOrEqual(3);
    await expect(details.getByRole("link", { name: "View Related Service" })).toHaveAttribute(
      "href",
      service,
    );
    await expect(details.getByRole("link", { name: "Start a Similar Project" })).toHaveAttribute(
      "href",
      "/#contact",
    );
  });
}

test("View Related Service leads to a real service page", async ({ page, visit }) => {
  await visit("/projects/smart-home");
  await page.getByRole("link", { name: "View Related Service" }).click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("System Architecture");
});

test("Back to Projects returns to the list", async ({ page, visit }) => {
  await visit("/projects/streamview");
  await page.getByRole("link", { name: "Back to Projects" }).click();
  await expect(page).toHaveURL(/\/projects$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Explore our successful projects",
  );
});

test("an unknown project shows Project not found, with status 404", async ({
  page,
  allowConsoleErrors,
  expectNoA11yViolations,
}) => {
  allowConsoleErrors(NOT_FOUND_CONSOLE);
  const response = await page.goto("/projects/moon-base");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Project not found" })).toBeVisible();
  await expect(
    page.getByText("The project you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
  await expectNoA11yViolations();
});
