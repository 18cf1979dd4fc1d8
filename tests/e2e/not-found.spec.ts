import { expect, NOT_FOUND_CONSOLE, test } from "./fixtures";

test("an unknown path shows the 404 page, answers 404 and logs the path", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(NOT_FOUND_CONSOLE);
  const logged = page.waitForEvent(
    "console",
    (m) => m.type() === "error" && m.text().includes("/does/not/exist"),
  );
  const response = await page.goto("/does/not/exist");
  expect(response!.status()).toBe(404);
  await logged;
  await expect(
    page.getByRole("heading", {
      name: "Oops! The page you're looking for doesn't exist or has been moved.",
    }),
  ).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(
    page.getByRole("heading", { level: 1, name: "We craft exceptional digital experiences" }),
  ).toBeVisible();
});
