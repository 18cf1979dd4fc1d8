import { site } from "../../app/content/site";

import { axeViolations, expect, test } from "./fixtures";
import { messages } from "./site";

const footerLinks: [string, RegExp][] = [
  ["Mobile Development", /^\/services\/mobile-development$/],
  ["Web Development", /^\/services\/web-development$/],
  ["UX/UI Design", /^\/services\/design$/],
  ["TV & Streaming", /^\/services\/tv-streaming$/],
  ["System Architecture", /^\/services\/system-architecture$/],
  ["About Us", /^\/about$/],
  ["Projects", /^\/projects$/],
  ["Careers", /^\/careers$/],
  ["Blog", /^\/blog$/],
  ["Contact", /^\/#contact$/],
  ["Privacy Policy", /^\/privacy$/],
  ["Terms of Service", /^\/terms$/],
  ["Cookies Policy", /^\/cookies$/],
];

test("the footer has the thirteen links, each with a real target", async ({ page, visit }) => {
  await visit("/");
  const footer = page.getByRole("contentinfo");
  for (const [name, target] of footerLinks) {
    await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", target);
  }
});

test("the social links show their names and open safely in a new tab", async ({ page, visit }) => {
  await visit("/");
  const footer = page.getByRole("contentinfo");
  expect(site.socials.length).toBeGreaterThan(0);
  for (const { name, href } of site.socials) {
    const link = footer.getByRole("link", {
      name: messages.en.footer.newTab.replace("{name}", name),
    });
    await expect(link).toHaveText(name);
    await expect(link).toHaveAttribute("href", href);
    await expect(link).toHaveAttribute("target", "_blank");
    await expect(link).toHaveAttribute("rel", /noopener/);
    await expect(link).toHaveAttribute("href", /^https:\/\//);
  }
});

test("the copyright line shows the visitor's current year, not the build's", async ({
  page,
  visit,
}) => {
  await page.clock.setFixedTime(new Date("2031-03-14T10:00:00"));
  await visit("/");
  await expect(
    page.getByRole("contentinfo").getByText("© 2031 Hajar Labs. All rights reserved."),
  ).toBeVisible();
});

test("the language selector lists the three languages in their own names and scripts", async ({
  page,
  visit,
}) => {
  await visit("/");
  const trigger = page
    .getByRole("combobox", { name: "Language English" })
    .or(page.getByRole("button", { name: "Language English" }));
  await expect(trigger).toBeVisible();
  await expect(trigger.locator("[lang=en]")).toHaveText("English");
  await trigger.click();

  const list = page.getByRole("listbox");
  await expect(list).toBeVisible();
  await expect(list.getByRole("option")).toHaveText(["English", "繁體中文", "Español"]);
  await expect(list.getByRole("option", { name: "繁體中文" })).toHaveAttribute("lang", "zh-Hant");
  await expect(list.getByRole("option", { name: "Español" })).toHaveAttribute("lang", "es");
  await expect(list.getByRole("option", { name: "English" })).toHaveAttribute("lang", "en");
  await expect(list.getByRole("option", { name: "English" })).toHaveAttribute(
    "aria-selected",
    "true",
  );
  // While the select is open, Radix hides the rest of the page from assistive technology and
  // keeps focus in the list, so axe looks at the list itself.
  expect(await axeViolations(page, "[role=listbox]")).toEqual([]);

  await page.keyboard.press("Escape");
  await expect(list).toBeHidden();
});

test("the prerendered selector already shows the current language", async ({ request }) => {
  const html = await (await request.get("/")).text();
  expect(html).toMatch(/<span lang="en">English<\/span>/);
});

test("choosing a language opens the same page in that language", async ({ page, visit }) => {
  await visit("/");
  await page.getByRole("button", { name: "Language English" }).click();
  await page.getByRole("option", { name: "繁體中文" }).click();
  await expect(page).toHaveURL(/\/zh$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("打造令人驚豔的數位體驗");
});
