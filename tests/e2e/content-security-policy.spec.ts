// The Content-Security-Policy as the browser enforces it: the site navigates, opens its menus and
// remembers a language with no violation, and a script the build did not hash is refused. Every
// page as loaded and hydrated is checked in every-page.spec.ts.
import { otherPolicy } from "../../scripts/host/headers";

import { expect, recordViolations, test, pageLoaded, widths } from "./fixtures";
import { manifest, messages } from "./site";

test("the policy is enforced: a script the build did not hash does not run", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Content Security Policy/);
  const violations = await recordViolations(page);
  await visit("/");
  const ran = await page.evaluate(async () => {
    const script = document.createElement("script");
    script.textContent = "window.__injected = true";
    document.body.append(script);
    await new Promise((resolve) => setTimeout(resolve, 50));
    return "__injected" in window;
  });
  expect(ran).toBe(false);
  await expect
    .poll(violations)
    .toEqual([expect.objectContaining({ directive: "script-src-elem", blocked: "inline" })]);
});

test("files that are not pages may load nothing", async ({ request }) => {
  for (const path of ["/sitemap.xml", "/robots.txt", manifest.feeds[0]!.path]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
    expect(response.headers()["content-security-policy"], path).toBe(otherPolicy);
  }
});

test("links, both menus, the toast and the remembered language: no violation", async ({
  page,
  visit,
}) => {
  const violations = await recordViolations(page);
  await page.setViewportSize({ width: widths.phone, height: 800 });
  await visit("/");

  await page.getByRole("button", { name: messages.en.nav.openMenu }).click();
  await page
    .getByRole("dialog", { name: messages.en.nav.menuTitle })
    .getByRole("link", { name: messages.en.nav.work })
    .click();
  await expect(page).toHaveURL(/\/projects$/);

  await page.getByRole("button", { name: /^Language/ }).click();
  await page.getByRole("link", { name: "繁體中文" }).click();
  await expect(page).toHaveURL(/\/zh\/projects$/);
  await page.goto("/");
  await expect(page).toHaveURL(/\/zh$/);
  // Before hydration the form posts to the intake as a page; hydrated, it sends and shows a toast.
  await pageLoaded(page);

  await page.getByLabel(messages.zh.contact.name).fill("Ada");
  await page.getByLabel(messages.zh.contact.email, { exact: true }).fill("ada@example.com");
  await page.getByLabel(messages.zh.contact.message).fill("Hello");
  await page.getByRole("button", { name: messages.zh.contact.submitEndpoint }).click();
  // The toast comes with its own code, fetched on the click: on a busy machine that takes a while.
  await expect(page.getByText(messages.zh.contact.toastSentTitle, { exact: true })).toBeVisible({
    timeout: 15_000,
  });

  expect(await violations()).toEqual([]);
});

// Stands in for Cal.com's embed.js as far as the policy sees it: the script comes from
// app.cal.com, injects its styles and opens the booking page in a frame from app.cal.com.
const EMBED_DOUBLE = `
  (() => {
    const open = () => {
      const style = document.createElement("style");
      style.textContent = "cal-modal-box { position: fixed; inset: 0 }";
      document.head.append(style);
      const box = document.createElement("cal-modal-box");
      const frame = document.createElement("iframe");
      frame.title = "Book a call";
      frame.src = "https://app.cal.com/hajarlabs/30min?embed=true";
      box.append(frame);
      document.body.append(box);
    };
    for (const api of Object.values(window.Cal.ns)) {
      api.instance = {};
      const handle = (args) => { if (args[0] === "modal") open(); };
      api.q.forEach(handle);
      api.q.push = (args) => { handle(args); return 0; };
    }
  })();
`;

test("the booking embed loads and opens its frame with no violation", async ({ page, visit }) => {
  const violations = await recordViolations(page);
  await page.context().route("https://app.cal.com/**", (route) =>
    route.request().url().endsWith("/embed/embed.js")
      ? route.fulfill({ contentType: "text/javascript", body: EMBED_DOUBLE })
      : route.fulfill({
          contentType: "text/html",
          body: "<!doctype html><title>Booking</title><p>Pick a time",
        }),
  );
  await visit("/es");
  const booking = page.getByRole("link", { name: messages.es.booking.label });
  await booking.hover();
  await booking.click();
  await expect(
    page.frameLocator('iframe[title="Book a call"]').getByText("Pick a time"),
  ).toBeVisible();
  expect(await violations()).toEqual([]);
});
