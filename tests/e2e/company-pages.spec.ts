import { site, bookingUrl } from "../../app/content/site";
import { roleFile, teamMemberFile } from "../../app/content/schema/index.ts";
import { localeInfo, locales } from "../../app/i18n/locales";
import { MAIL_TAGS, parseMailto } from "../../app/mail/mailto";

import { expect, test, widths } from "./fixtures";
import { contentEntries, format, manifest, messages, pagesOf } from "./site";

const team = contentEntries("team", teamMemberFile).map(([, member]) => member);

for (const locale of locales) {
  const t = messages[locale];
  const home = pagesOf("home", locale)[0]!.path;

  test(`every footer link in ${locale} opens a real page in that language`, async ({ page }) => {
    await page.goto(home);
    const homeHeading = await page.getByRole("heading", { level: 1 }).textContent();
    const footer = page.getByRole("contentinfo");
    const links = footer.getByRole("link");
    const targets = new Map<string, string>();
    for (const link of await links.all()) {
      const href = (await link.getAttribute("href"))!;
      // Internal pages only: section anchors of the home page and the social profiles are not
      // pages, and the language links lead to this page in the other languages.
      if (await link.getAttribute("hreflang")) continue;
      if (href.startsWith("/") && !href.includes("#"))
        targets.set(href, (await link.textContent())!);
    }
    // The services' links plus About, Projects, How we work, Careers, Blog, and the policies (the
    // legal pages, the accessibility statement and security).
    expect(targets.size).toBe(
      pagesOf("service", locale).length + 5 + pagesOf("policy", locale).length,
    );
    // Each answers as a page of its own in this language, as the server sends it to a visitor.
    for (const [href, name] of targets) {
      const response = await page.request.get(href);
      expect(response.status(), `${name} → ${href}`).toBe(200);
      const html = await response.text();
      expect(html, `${name} → ${href}`).toContain(`<html lang="${localeInfo[locale].htmlLang}"`);
      expect(/<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1], `${name} → ${href}`).not.toContain(
        homeHeading!,
      );
    }
  });

  test(`the ${locale} home page shows selected work that leads to the case studies`, async ({
    page,
    visit,
  }) => {
    await visit(home);
    const section = page.getByRole("region", { name: t.work.title });
    await expect(section).toHaveAttribute("id", "projects");
    const cards = section.getByRole("article");
    await expect(cards).toHaveCount(3);
    await expect(section.getByRole("link", { name: t.work.viewAll })).toHaveAttribute(
      "href",
      pagesOf("projects", locale)[0]!.path,
    );
    await expect(section.getByRole("figure")).toBeVisible(); // the testimonial

    const title = (await cards.first().getByRole("heading").textContent())!;
    await cards.first().getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    expect(pagesOf("project", locale).map((p) => p.path)).toContain(new URL(page.url()).pathname);
  });
}

test("the header links to the portfolio on desktop and in the mobile menu", async ({
  page,
  visit,
}) => {
  await visit("/es");
  const nav = page.getByRole("navigation", { name: messages.es.nav.label });
  await expect(nav.getByRole("link", { name: messages.es.nav.work })).toHaveAttribute(
    "href",
    "/es/projects",
  );

  await page.setViewportSize({ width: widths.phone, height: 740 });
  await page.getByRole("button", { name: messages.es.nav.openMenu }).click();
  const menu = page.getByRole("dialog", { name: messages.es.nav.menuTitle });
  await menu.getByRole("link", { name: messages.es.nav.work }).click();
  await expect(page).toHaveURL(/\/es\/projects$/);
  await expect(menu).toBeHidden();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.es.projects.title);
});

test("About shows the office, how we work, the leadership and a way to talk", async ({
  page,
  visit,
}) => {
  const t = messages.zh;
  await visit("/zh/about");
  await expect(page.getByText(site.address.city.zh).first()).toBeVisible();
  for (const heading of [
    t.about.engagementsTitle,
    t.about.leadershipTitle,
    t.about.principlesTitle,
  ]) {
    await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
  }
  const leadership = page.getByRole("region", { name: t.about.leadershipTitle });
  for (const member of team) {
    await expect(leadership.getByRole("heading", { name: member.name.zh })).toBeVisible();
  }
  await expect(page.getByRole("link", { name: t.nav.startProject }).last()).toHaveAttribute(
    "href",
    "/zh#contact",
  );
  await expect(page.getByRole("link", { name: t.about.ctaBooking })).toHaveAttribute(
    "href",
    bookingUrl,
  );
});

test("each open role explains the job and applies by email with the role in the subject", async ({
  page,
  visit,
}) => {
  const roles = pagesOf("role", "en");
  expect(roles.length, "at least three open roles").toBeGreaterThanOrEqual(3);
  await visit("/careers");
  await expect(page.getByRole("link", { name: /^View role: / })).toHaveCount(roles.length);

  for (const role of roles) {
    await page.goto(role.path);
    const title = await page.getByRole("heading", { level: 1 }).textContent();
    for (const heading of [
      "responsibilities",
      "requirements",
      "processTitle",
      "applyTitle",
    ] as const) {
      await expect(
        page.getByRole("heading", { level: 2, name: messages.en.role[heading] }),
      ).toBeVisible();
    }
    // Beside the application form, the address is one click away, with the mail written.
    const href = await page
      .getByRole("region", { name: messages.en.role.applyTitle })
      .getByRole("link", { name: site.email })
      .getAttribute("href");
    const mail = parseMailto(href!);
    expect(mail.to).toBe(site.email);
    expect(mail.subject).toBe(`${MAIL_TAGS.application}: ${title}`);

    // The Spanish page of the same role writes the mail in Spanish, naming the role as the page
    // does; the fixed tag stays, so the inbox can sort it.
    await page.goto(`/es${role.path}`);
    const esTitle = await page.getByRole("heading", { level: 1 }).textContent();
    const esHref = await page
      .getByRole("region", { name: messages.es.role.applyTitle })
      .getByRole("link", { name: site.email })
      .getAttribute("href");
    const esMail = parseMailto(esHref!);
    expect(esMail.subject).toBe(
      format(messages.es.contact.mail.applicationSubject, {
        role: esTitle!,
        tag: MAIL_TAGS.application,
      }),
    );
    expect(esMail.body.split("\r\n")[0]).toBe(
      format(messages.es.contact.mail.role, { value: esTitle! }),
    );
  }
});

test("a closed or unknown role answers 404 with Role not found", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/);
  const closed = contentEntries("careers/roles", roleFile).filter(
    ([, r]) => r.validThrough < manifest.date,
  );
  for (const id of [...closed.map(([id]) => id), "no-such-role"]) {
    const response = await page.goto(`/careers/${id}`);
    expect(response?.status(), id).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      messages.en.role.notFoundTitle,
    );
  }
});
