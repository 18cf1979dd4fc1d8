import type { Page } from "@playwright/test";

import { pagePolicy } from "../../scripts/build/content-security-policy";

import { captureMailto, expect, test } from "./fixtures";

const COMPANY_EMAIL = "hello@hajarlabs.ae";

/** A toast in the notifications region (Radix also announces it through a short-lived live region). */
function toast(page: Page, text: string) {
  return page
    .getByRole("region", { name: /^Notifications/ })
    .getByRole("listitem")
    .filter({ hasText: text });
}

function form(page: Page) {
  return page.locator("#contact form");
}

async function fill(
  page: Page,
  values: { name: string; email: string; company?: string; message: string },
) {
  await page.getByLabel("Name").fill(values.name);
  await page.getByLabel("Email", { exact: true }).fill(values.email);
  if (values.company) await page.getByLabel("Company (optional)").fill(values.company);
  await page.getByLabel("Project details").fill(values.message);
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
  await visit("/");
  const section = page.locator("#contact");
  await expect(section.getByRole("link", { name: COMPANY_EMAIL })).toHaveAttribute(
    "href",
    `mailto:${COMPANY_EMAIL}`,
  );
  await expect(section.getByRole("link", { name: "+971 7 226 0142" })).toHaveAttribute(
    "href",
    "tel:+97172260142",
  );
  await expect(section.getByText(/Ras Al Khaimah, United Arab Emirates/)).toBeVisible();
  const cards = (await section.getByRole("list").first().boundingBox())!;
  const formBox = (await form(page).locator("..").boundingBox())!;
  expect(formBox.width / cards.width).toBeGreaterThan(1.8);
  expect(formBox.width / cards.width).toBeLessThan(2.3);
  expect(Math.abs(formBox.y - cards.y)).toBeLessThan(2);
});

test("the fields are labelled, with native validation that blocks an empty submit", async ({
  page,
  visit,
}) => {
  const opened = await captureMailto(page);
  await visit("/");
  await expect(page.getByLabel("Email", { exact: true })).toHaveAttribute("type", "email");
  await expect(page.getByLabel("Project details")).toHaveAttribute("rows", "5");
  await expect(page.getByLabel("Company (optional)")).not.toHaveAttribute("required");
  await page.getByRole("button", { name: "Send by email" }).click();
  expect(
    await page.getByLabel("Name").evaluate((el: HTMLInputElement) => el.validity.valueMissing),
  ).toBe(true);
  await page.getByLabel("Name").fill("Ada");
  await page.getByLabel("Email", { exact: true }).fill("not-an-email");
  await page.getByLabel("Project details").fill("Hello");
  await page.getByRole("button", { name: "Send by email" }).click();
  expect(
    await page
      .getByLabel("Email", { exact: true })
      .evaluate((el: HTMLInputElement) => el.validity.typeMismatch),
  ).toBe(true);
  expect(await opened()).toEqual([]);
  await expect(page.getByRole("region", { name: /^Notifications/ })).toHaveCount(0);
});

test("sending opens the mail app with the request, shows the toast for 5 s and keeps the text", async ({
  page,
  visit,
  expectNoA11yViolations,
}) => {
  const opened = await captureMailto(page);
  await visit("/");
  const message =
    "We need an app & a website?\nBudget: 50% now, 50% = later #soon\n你好 ¿Qué tal? 🚀";
  await fill(page, {
    name: "Ada Lovelace\nBcc: x@evil.test",
    email: "ada@example.com",
    company: "Analytical Engines",
    message,
  });
  // The toast appears after the click, so it must still be up 4 s after the click and gone
  // soon after 5 s. Timing from the click rather than from when a check first saw the toast
  // keeps the polling interval of that check out of the measurement.
  const clickedAt = Date.now();
  await page.getByRole("button", { name: "Send by email" }).click();
  const notice = toast(page, "Email Client Opened");
  await expect(notice).toBeVisible();
  await expect(notice).toBeInViewport();
  await page.waitForTimeout(Math.max(0, 4000 - (Date.now() - clickedAt)));
  expect(await notice.isVisible()).toBe(true);
  await expect(notice).toBeHidden({ timeout: 3000 });

  await expect.poll(opened).toHaveLength(1);
  const { address, fields, keys } = decode((await opened())[0]!);
  expect(address).toBe(COMPANY_EMAIL);
  expect(keys).toEqual(["subject", "body"]);
  expect(fields.subject).toBe("Project Request from Ada Lovelace Bcc: x@evil.test");
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
  await expect(page.getByLabel("Project details")).toHaveValue(message);
  await expect(page.getByLabel("Company (optional)")).toHaveValue("Analytical Engines");

  // Sending again shows the toast again, with its text and a way to reopen the mail app;
  // checked for accessibility while it is up (the check takes seconds on a loaded machine, so
  // it stays out of the timing above).
  await page.getByRole("button", { name: "Send by email" }).click();
  await expect(notice).toBeVisible();
  await expect(notice).toContainText("Please complete sending the email in your mail application.");
  await expect(page.getByRole("link", { name: "Open email app again" })).toHaveAttribute(
    "href",
    (await opened())[0]!,
  );
  await expectNoA11yViolations();
});

test("a visitor whose mail app did not open can copy the address and the message", async ({
  page,
  context,
  visit,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await captureMailto(page);
  await visit("/");
  await fill(page, { name: "Ada", email: "ada@example.com", message: "Line one\nLine two" });
  await page.getByRole("button", { name: "Send by email" }).click();
  await expect(page.getByRole("heading", { name: "Didn't your email app open?" })).toBeVisible();

  await page.getByRole("button", { name: "Copy address" }).click();
  await expect(page.getByText("Copied")).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(COMPANY_EMAIL);

  await page.getByRole("button", { name: "Copy message" }).click();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain("Project Request from Ada");
  expect(copied).toContain("Line one\r\nLine two");
});

test("a message too long for a mailto link is copied whole and the visitor is told", async ({
  page,
  context,
  visit,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  const opened = await captureMailto(page);
  await visit("/");
  const message = `Start. ${"This is a long brief about our product. ".repeat(120)}End.`;
  await fill(page, { name: "Ada", email: "ada@example.com", message });
  await page.getByRole("button", { name: "Send by email" }).click();

  await expect.poll(opened).toHaveLength(1);
  const url = (await opened())[0]!;
  expect(url.length).toBeLessThanOrEqual(2000);
  expect(decode(url).fields.body).toContain("please paste them here");
  await expect(
    page.getByText(/We copied the full message: paste it into the email before sending/),
  ).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(message);
  await expect(page.getByLabel("Project details")).toHaveValue(message);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the form is a plain mailto form the browser can send", async ({ page }) => {
    await page.goto("/");
    await expect(form(page)).toHaveAttribute("action", `mailto:${COMPANY_EMAIL}`);
    await expect(form(page)).toHaveAttribute("enctype", "text/plain");
    await expect(page.getByLabel("Name")).toHaveAttribute("required");
  });
});

test.describe("with the optional form endpoint", () => {
  // The form-delivery service: another origin, answered by the test.
  const endpoint = "https://forms.example.test/submit";
  let mode: "ok" | "fail" | "hang" = "ok";
  const received: unknown[] = [];

  async function useEndpoint(page: Page) {
    await page.route(endpoint, async (route) => {
      const cors = {
        "Access-Control-Allow-Origin": "*",
        "Access-Control-Allow-Headers": "Content-Type, Accept",
      };
      if (route.request().method() === "OPTIONS")
        return route.fulfill({ status: 204, headers: cors });
      received.push(route.request().postDataJSON());
      if (mode === "ok") return route.fulfill({ headers: cors, json: { ok: true } });
      if (mode === "fail") return route.fulfill({ status: 500, headers: cors, body: "boom" });
      // "hang": never answers
    });
    // A site configured with an endpoint is built with its origin in the page's policy.
    await page.route("/", async (route) => {
      const response = await route.fetch();
      const html = await response.text();
      const policy = /<meta http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)![1]!;
      const hashes = policy.match(/'sha256-[^']+'/g) ?? [];
      const body = html.replace(policy, pagePolicy(hashes, new URL(endpoint).origin));
      await route.fulfill({ response, body });
    });
  }

  async function setEndpoint(page: Page) {
    await form(page).evaluate((el: HTMLFormElement, url) => (el.dataset.endpoint = url), endpoint);
  }

  test("a 2xx answer shows Sending..., then Message Sent!", async ({ page, visit }) => {
    mode = "ok";
    received.length = 0;
    const opened = await captureMailto(page);
    await useEndpoint(page);
    await visit("/");
    await setEndpoint(page);
    await fill(page, {
      name: "Ada",
      email: "ada@example.com",
      company: "Acme",
      message: "Hi\nthere",
    });
    await page.getByRole("button", { name: "Send by email" }).click();
    await expect(toast(page, "Message Sent!")).toContainText(
      "Thank you for reaching out. We'll get back to you shortly.",
    );
    expect(received).toEqual([
      { name: "Ada", email: "ada@example.com", company: "Acme", message: "Hi\nthere" },
    ]);
    expect(await opened()).toEqual([]);
  });

  for (const failure of ["fail", "hang"] as const) {
    test(`a ${failure === "fail" ? "500 answer" : "time-out"} falls back to email with nothing lost`, async ({
      page,
      visit,
      allowConsoleErrors,
    }) => {
      mode = failure;
      allowConsoleErrors(/status of 500/);
      const opened = await captureMailto(page);
      await page.clock.install();
      await useEndpoint(page);
      await visit("/");
      await setEndpoint(page);
      await fill(page, { name: "Ada", email: "ada@example.com", message: "Keep this text" });
      await page.getByRole("button", { name: "Send by email" }).click();
      if (failure === "hang") {
        await expect(page.getByRole("button", { name: "Sending..." })).toBeDisabled();
        await page.clock.fastForward(8000);
      }
      await expect.poll(opened).toHaveLength(1);
      expect(decode((await opened())[0]!).fields.body).toContain("Keep this text");
      await expect(page.getByText(/couldn't send your message directly/)).toBeVisible();
      await expect(toast(page, "Email Client Opened")).toBeVisible();
      await expect(page.getByLabel("Project details")).toHaveValue("Keep this text");
      await expect(page.getByRole("button", { name: "Copy message" })).toBeVisible();
    });
  }

  test("a filled honeypot sends nothing anywhere", async ({ page, visit }) => {
    mode = "ok";
    received.length = 0;
    const opened = await captureMailto(page);
    await useEndpoint(page);
    await visit("/");
    await setEndpoint(page);
    await fill(page, { name: "Bot", email: "bot@example.com", message: "spam" });
    await page.locator('input[name="website"]').fill("http://spam.example", { force: true });
    await page.getByRole("button", { name: "Send by email" }).click();
    await expect(toast(page, "Message Sent!")).toBeVisible();
    expect(received).toEqual([]);
    expect(await opened()).toEqual([]);
  });
});
