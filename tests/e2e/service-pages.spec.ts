import { expect, NOT_FOUND_CONSOLE, test } from "./fixtures";

const services = {
  "mobile-development": "Mobile Development",
  "web-development": "Web Development",
  design: "UX/UI Design",
  "tv-streaming": "TV & Streaming",
  "system-architecture": "System Architecture",
  "product-launch": "Product Launch",
};

for (const [id, title] of Object.entries(services)) {
  test(`the ${title} page has its hero, overview, six features and a way to get in touch`, async ({
    page,
    visit,
  }) => {
    await visit(`/services/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    const hero = page.getByRole("main").getByRole("img").first();
    await expect(hero).toHaveAttribute("alt", /\S/);
    await expect(hero).toHaveAttribute("width", "1600");
    expect(
      await hero.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0),
    ).toBe(true);
    await expect(page.getByRole("link", { name: "Back to Services" })).toHaveAttribute(
      "href",
      "/#services",
    );
    await expect(page.getByRole("heading", { level: 2, name: "Overview" })).toBeVisible();
    const features = page.getByRole("region", { name: "What We Provide" }).getByRole("listitem");
    await expect(features).toHaveCount(6);
    const side = page.getByRole("complementary", { name: `Interested in our ${title}?` });
    await expect(side.getByRole("link", { name: "Get in Touch" })).toHaveAttribute(
      "href",
      "/#contact",
    );
    await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[/&]/g, "\\$&")} \\|`));
  });
}

test("Back to Services lands on the services section of the home page", async ({ page, visit }) => {
  await visit("/services/tv-streaming");
  await page.getByRole("link", { name: "Back to Services" }).click();
  await expect(page).toHaveURL(/\/#services$/);
  await expect(
    page.getByRole("heading", { name: "Services built around your product" }),
  ).toBeInViewport();
});

test("an unknown service shows Service not found, with status 404", async ({
  page,
  allowConsoleErrors,
  expectNoA11yViolations,
}) => {
  allowConsoleErrors(NOT_FOUND_CONSOLE);
  const response = await page.goto("/services/quantum-computing");
  expect(response!.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1, name: "Service not found" })).toBeVisible();
  await expect(
    page.getByText("The service you're looking for doesn't exist or has been moved."),
  ).toBeVisible();
  await expectNoA11yViolations();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("the unknown-service state is in the HTML the server sends", async ({ request }) => {
  const response = await request.get("/services/nope");
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain("Service not found");
  expect(html).toContain('name="robots" content="noindex"');
});
