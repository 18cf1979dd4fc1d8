import type { Locator, Page } from "@playwright/test";

import { officePlace } from "../../app/content/office-address";
import { site } from "../../app/content/site";
import { paths } from "../../app/paths";
import { MAILTO_MAX_LENGTH } from "../../app/mail/mailto";
import { INTAKE_PATH } from "../../app/requests/limits";

import { expect, holdClock, test } from "./fixtures";
import { escapeRegExp, messages } from "./site";

const t = messages.en.contact;
const home = paths.home("en");
/** The notifications region, by the start of its name: the rest names its keyboard shortcut. */
const toastRegion = new RegExp(`^${escapeRegExp(/^[^('{]+/.exec(t.toastRegion)![0].trim())}`);

/** A toast in the notifications region (Radix also announces it through a short-lived live region). */
function toast(page: Page, text: string) {
  return page
    .getByRole("region", { name: toastRegion })
    .getByRole("listitem")
    .filter({ hasText: text });
}

/**
 * Moves the page's held clock on, a little at a time, until the toast is shown: the first toast
 * of a page comes with its own code, and React reveals it on the page's clock. Held from then on,
 * the toast stays up for the checks however slowly the machine runs them.
 */
async function showToast(page: Page, toast: Locator) {
  await expect
    .poll(async () => {
      if (await toast.isVisible()) return true;
      await page.clock.runFor(100);
      return false;
    })
    .toBe(true);
}

function form(page: Page) {
  return page.locator("#contact form");
}

async function fill(
  page: Page,
  values: { name: string; email: string; company?: string; message: string },
) {
  await page.getByLabel(t.name).fill(values.name);
  await page.getByLabel(t.email, { exact: true }).fill(values.email);
  if (values.company) await page.getByLabel(t.company).fill(values.company);
  await page.getByLabel(t.message).fill(values.message);
}

function decode(url: string) {
  const [address, query] = url.slice("mailto:".length).split("?");
  const fields = Object.fromEntries(
    query!.split("&").map((pair) => pair.split("=").map(decodeURIComponent)),
  );
  return { address, fields, keys: query!.split("&").map((pair) => pair.split("=")[0]) };
}

test("the contact section has the email, phone and office cards beside the form, 1:2", async ({
  page,
  visit,
}) => {
  await visit(home);
  const section = page.locator("#contact");
  await expect(section.getByRole("link", { name: site.email })).toHaveAttribute(
    "href",
    `mailto:${site.email}`,
  );
  await expect(section.getByRole("link", { name: site.phone.display })).toHaveAttribute(
    "href",
    `tel:${site.phone.href}`,
  );
  await expect(section.getByText(officePlace("en"))).toBeVisible();
  const cards = (await section.getByRole("list").first().boundingBox())!;
  const formBox = (await form(page).locator("..").boundingBox())!;
  expect(formBox.width / cards.width).toBeGreaterThan(1.8);
  expect(formBox.width / cards.width).toBeLessThan(2.3);
  expect(Math.abs(formBox.y - cards.y)).toBeLessThan(2);
});

test("the fields are labelled, with native validation that blocks an empty submit", async ({
  page,
  visit,
  openedMailto,
}) => {
  await visit(home);
  await expect(page.getByLabel(t.email, { exact: true })).toHaveAttribute("type", "email");
  await expect(page.getByLabel(t.message)).toHaveAttribute("rows", "5");
  await expect(page.getByLabel(t.company)).not.toHaveAttribute("required");
  await page.getByRole("button", { name: t.submitEndpoint }).click();
  expect(
    await page.getByLabel(t.name).evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);
  await page.getByLabel(t.name).fill("Ada");
  await page.getByLabel(t.email, { exact: true }).fill("not-an-email");
  await page.getByLabel(t.message).fill("Hello");
  await page.getByRole("button", { name: t.submitEndpoint }).click();
  expect(
    await page
      .getByLabel(t.email, { exact: true })
      .evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);
  expect(await openedMailto()).toEqual([]);
  await expect(page.getByRole("region", { name: toastRegion })).toHaveCount(0);
});

test("with the intake down, sending opens the mail app with the request, shows the toast for 5 s and keeps the text", async ({
  page,
  visit,
  expectNoA11yViolations,
  openedMailto,
  intakeDown,
}) => {
  await intakeDown();
  await page.clock.install();
  await visit(home);
  const message =
    "We need an app & a website?\nBudget: 50% now, 50% = later #soon\n你好 ¿Qué tal? 🚀";
  await fill(page, {
    name: "Ada Lovelace\nBcc: x@evil.test",
    email: "ada@example.com",
    company: "Analytical Engines",
    message,
  });
  // The page's clock stands still from the click on and moves only as the test moves it: the
  // toast's five seconds are the page's, however long the checks take on a busy machine.
  await holdClock(page);
  await page.getByRole("button", { name: t.submitEndpoint }).click();
  const notice = toast(page, t.toastMailTitle);
  await showToast(page, notice);
  await expect(notice).toBeInViewport();

  await expect.poll(openedMailto).toHaveLength(1);
  const { address, fields, keys } = decode((await openedMailto())[0]!);
  expect(address).toBe(site.email);
  expect(keys).toEqual(["subject", "body"]);
  // The original's subject on the English page; the visitor is told why the mail app opened.
  expect(fields.subject).toBe("Project Request from Ada Lovelace Bcc: x@evil.test");
  await expect(page.getByText(messages.en.intake.unreachable)).toBeVisible();
  expect(fields.body).toBe(
    [
      "Name: Ada Lovelace Bcc: x@evil.test",
      "Email: ada@example.com",
      "Company: Analytical Engines",
      "",
      "Project details:",
      message.replaceAll("\n", "\r\n"),
    ].join("\r\n"),
  );
  await expect(page.getByLabel(t.message)).toHaveValue(message);
  await expect(page.getByLabel(t.company)).toHaveValue("Analytical Engines");

  // Sending again shows the toast again at once, with its text and a way to reopen the mail app.
  await page.getByRole("button", { name: t.submitEndpoint }).click();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText(t.toastMailText);
  await expect(page.getByRole("link", { name: t.openAgain })).toHaveAttribute(
    "href",
    (await openedMailto())[0]!,
  );
  // It stays for five seconds of the page's time from the click, then goes.
  await page.clock.runFor(4_900);
  await expect(notice).toBeVisible();
  await page.clock.runFor(100);
  await expect(notice).toBeHidden();

  // Up again, it is checked for accessibility. axe needs the page's timers, so the clock runs
  // again; the pointer resting on the toast keeps it up meanwhile, as it keeps it for a visitor.
  await page.getByRole("button", { name: t.submitEndpoint }).click();
  await notice.hover();
  await page.clock.resume();
  await expectNoA11yViolations();
  await expect(notice).toBeVisible();
});

test.describe("with the clipboard allowed", () => {
  test.use({ permissions: ["clipboard-read", "clipboard-write"] });

  test("a visitor whose mail app did not open can copy the address and the message", async ({
    page,
    visit,
    intakeDown,
  }) => {
    await intakeDown();
    await visit(home);
    await fill(page, { name: "Ada", email: "ada@example.com", message: "Line one\nLine two" });
    await page.getByRole("button", { name: t.submitEndpoint }).click();
    await expect(page.getByRole("heading", { name: t.fallbackTitle })).toBeVisible();

    await page.getByRole("button", { name: t.copyAddress }).click();
    await expect(page.getByText(t.copied)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email);

    await page.getByRole("button", { name: t.copyMessage }).click();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain("Project Request from Ada");
    expect(copied).toContain("Line one\r\nLine two");
  });

  test("a message too long for a mailto link is copied whole and the visitor is told", async ({
    page,
    visit,
    openedMailto,
    intakeDown,
  }) => {
    await intakeDown();
    await visit(home);
    const message = `Start. ${"This is a long brief about our product. ".repeat(120)}End.`;
    await fill(page, { name: "Ada", email: "ada@example.com", message });
    await page.getByRole("button", { name: t.submitEndpoint }).click();

    await expect.poll(openedMailto).toHaveLength(1);
    const url = (await openedMailto())[0]!;
    expect(url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    expect(decode(url).fields.body).toContain(t.pastePlaceholder);
    await expect(page.getByText(t.tooLong)).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(message);
    await expect(page.getByLabel(t.message)).toHaveValue(message);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form posts to the site's own intake, a file included", async ({ page }) => {
    await page.goto(home);
    await expect(form(page)).toHaveAttribute("action", INTAKE_PATH);
    await expect(form(page)).toHaveAttribute("enctype", "multipart/form-data");
    await expect(page.getByLabel(t.name)).toHaveAttribute("required");
  });
});
