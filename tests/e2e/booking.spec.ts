import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import type { Browser, BrowserContext, Locator, Page } from "@playwright/test";

import { BOOKING_BUTTON_ID } from "../../app/components/layout/booking-intent.behaviour";
import { bookingUrl, site } from "../../app/content/site";
import { paths } from "../../app/paths";

import { expect, holdClock, holdRequests, ISLAND_MODULE, test, widths } from "./fixtures";
import { escapeRegExp, format, homePerDirection, messagePattern, messages } from "./site";

const t = messages.en;
/** Cal.com's embed script, which the site loads on the first sign of intent. */
const EMBED_JS = "https://app.cal.com/embed/embed.js";

// A stand-in for Cal.com's embed.js: it marks the namespace as running (as the real script does)
// and records every instruction the site queues, instead of building an iframe.
const FAKE_EMBED = `
  (() => {
    const Cal = window.Cal;
    const calls = (window.__calCalls = []);
    for (const [name, api] of Object.entries(Cal.ns)) {
      api.instance = {};
      const record = (args) => calls.push({ namespace: name, args: JSON.parse(JSON.stringify(Array.from(args))) });
      api.q.forEach(record);
      api.q.push = (args) => { record(args); return 0; };
    }
  })();
`;

type CalCall = { namespace: string; args: unknown[] };

/** Cal.com's embed.js, as the stand-in above. */
const serveFakeEmbed = (page: Page) =>
  page
    .context()
    .route(EMBED_JS, (route) =>
      route.fulfill({ contentType: "text/javascript", body: FAKE_EMBED }),
    );

/** What the site has asked of the stand-in embed so far (none before it has run). */
function calCalls(page: Page): Promise<CalCall[]> {
  return page.evaluate(() => (window as never as { __calCalls?: CalCall[] }).__calCalls ?? []);
}

function bookingLink(page: Page) {
  return page.getByRole("link", { name: t.booking.label });
}

/** From now on, the addresses the page asks the browser to open in a new window. */
async function recordWindowOpens(page: Page) {
  await page.addInitScript(() => {
    const opened: string[] = [];
    Object.assign(window, { __windowOpens: opened });
    const open = window.open.bind(window);
    window.open = (url?: string | URL, ...rest) => {
      opened.push(String(url));
      return open(url, ...rest);
    };
  });
  return () => page.evaluate(() => (window as never as { __windowOpens: string[] }).__windowOpens);
}

test("the booking button is a real link to the booking page, and nothing reaches Cal.com on load", async ({
  page,
  visit,
  externalRequests,
}) => {
  await visit(paths.home("en"), { module: true });
  await expect(bookingLink(page)).toHaveAttribute("href", bookingUrl);
  await expect(bookingLink(page)).toHaveAttribute("target", "_blank");
  await expect(bookingLink(page)).toHaveText(t.booking.letsTalk);
  await page.waitForLoadState("networkidle");
  expect(externalRequests).toEqual([]);
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(colorScheme, () => {
    test.use({ colorScheme });

    test(`hovering loads the embed; a click opens the 30-minute booking in a modal, ${colorScheme}`, async ({
      page,
      visit,
      externalRequests,
    }) => {
      await serveFakeEmbed(page);
      const windowOpens = await recordWindowOpens(page);
      await page.clock.install();
      await visit(paths.home("en"), { module: true });
      await bookingLink(page).hover();
      await expect.poll(() => externalRequests).toContain(EMBED_JS);
      await expect.poll(async () => (await calCalls(page)).length).toBeGreaterThan(1);

      // The site notices the script has run on its own clock: held from here, and moved less than
      // the time a click gives a loading embed, the click cannot fall back to a new tab however
      // slowly the machine runs the test.
      await holdClock(page);
      await bookingLink(page).click();
      await page.clock.runFor(1_000);
      await expect
        .poll(async () => (await calCalls(page)).some((c) => c.args[0] === "modal"))
        .toBe(true);
      const calls = await calCalls(page);
      expect(calls.every((c) => c.namespace === "30min")).toBe(true);
      expect(calls.map((c) => c.args[0])).toEqual(
        expect.arrayContaining(["init", "ui", "preload", "modal"]),
      );
      // The booking opens in the page's theme, which follows the device here.
      expect(calls.find((c) => c.args[0] === "ui")!.args[1]).toMatchObject({
        theme: colorScheme,
        layout: "month_view",
        cssVarsPerTheme: { light: { "cal-brand": "#5B4DFF" }, dark: { "cal-brand": "#5B4DFF" } },
      });
      expect(calls.find((c) => c.args[0] === "modal")!.args[1]).toEqual({
        calLink: site.booking.calLink,
        config: { layout: "month_view", theme: colorScheme },
      });
      // Long after any wait of the button's, the booking page was never opened beside the modal.
      await page.clock.runFor(60_000);
      expect(await windowOpens()).toEqual([]);
    });
  });
}

test("the header's Book a call, on a wide screen, opens the same booking in the modal", async ({
  page,
  visit,
}) => {
  await serveFakeEmbed(page);
  await page.clock.install();
  await visit(paths.home("ar"), { module: true });
  const header = page.getByRole("banner");
  const bookCall = header.getByRole("link", {
    name: format(messages.ar.footer.newTab, { name: messages.ar.nav.bookCall }),
  });
  await expect(bookCall).toHaveAttribute("href", bookingUrl);
  await expect(bookCall).toHaveText(messages.ar.nav.bookCall);
  await bookCall.hover();
  await expect.poll(async () => (await calCalls(page)).length).toBeGreaterThan(1);
  await holdClock(page);
  await bookCall.click();
  await page.clock.runFor(1_000);
  await expect
    .poll(async () => (await calCalls(page)).filter((c) => c.args[0] === "modal").length)
    .toBe(1);
});

test("a click while the embed is still loading shows at once that the booking is opening, and opens it once", async ({
  page,
  visit,
}) => {
  // Cal.com's script arrives only when the test lets it, as on a slow phone network.
  let release = () => {};
  const arrived = new Promise<void>((resolve) => (release = resolve));
  await page.context().route(EMBED_JS, async (route) => {
    await arrived;
    await route.fulfill({ contentType: "text/javascript", body: FAKE_EMBED });
  });
  // The page's clock stands still while the script is held, so that the checks below, however
  // slow the machine, never outlast the moment the button gives the embed before it falls back to
  // the booking page (that fallback has its own test).
  await page.clock.install();
  await visit(paths.home("en"), { module: true });
  const link = bookingLink(page);
  await expect(link).not.toHaveAttribute("aria-busy");
  await holdClock(page);
  await link.click();
  // The button answers before the script has arrived: it is marked busy and pulses.
  await expect(link).toHaveAttribute("aria-busy", "true");
  await expect(link).toHaveCSS("animation-name", "pulse");
  // An impatient second tap is the same request.
  await link.click();
  release();
  // The script has run; the site notices on its clock's next moments, still within the wait.
  await expect.poll(async () => (await calCalls(page)).length).toBeGreaterThan(0);
  await page.clock.runFor(1_000);
  await expect(link).not.toHaveAttribute("aria-busy");
  const modals = async () => (await calCalls(page)).filter((c) => c.args[0] === "modal").length;
  await expect.poll(modals).toBe(1);
  // Once open, the next click opens it again at once.
  await link.click();
  expect(await modals()).toBe(2);
});

test("a click before the page's module has arrived opens the booking page in a new tab at once, as without JavaScript", async ({
  page,
  externalRequests,
}) => {
  // Held and made again once the module came, the click would no longer be the visitor's: a
  // module slower than the browser keeps their gesture would have its new tab refused.
  const releaseModule = await holdRequests(page, ISLAND_MODULE);
  await page.goto(paths.home("en"), { waitUntil: "commit" });
  const popup = page.context().waitForEvent("page");
  await bookingLink(page).click();
  await popup;
  await expect.poll(() => externalRequests).toContain(bookingUrl);
  expect(new URL(page.url()).pathname).toBe(paths.home("en"));
  releaseModule();
});

test("when the embed is blocked, the click opens the booking page in a new tab", async ({
  page,
  visit,
  externalRequests,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/ERR_BLOCKED_BY_CLIENT/);
  await page.clock.install();
  await visit(paths.home("en"), { module: true }); // the fixture refuses every request to app.cal.com, as an ad blocker would
  const popup = page.context().waitForEvent("page");
  // However long the button gives the embed, the page's clock gets past it at once.
  await holdClock(page);
  await bookingLink(page).click();
  // The button has taken the click (the embed asked for): it waits.
  await expect(bookingLink(page)).toHaveAttribute("aria-busy", "true");
  await page.clock.runFor(60_000);
  await popup;
  // The new tab asks for the booking page (there is no network here, so it gets no further).
  await expect.poll(() => externalRequests).toContain(bookingUrl);
  expect(new URL(page.url()).pathname).toBe(paths.home("en"));
});

test.describe("on a phone", () => {
  test.use({ viewport: { width: widths.phone, height: 740 } });

  function overlaps(a: { x: number; y: number; width: number; height: number }, b: typeof a) {
    return (
      a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height
    );
  }

  test("the booking button never covers the form's submit button or the footer's last links", async ({
    page,
    visit,
  }) => {
    await visit(paths.home("en"), { module: true });
    const submit = page.getByRole("button", { name: t.contact.submitEndpoint });
    // Positions are read once the page has settled: the contact section is laid out as the
    // visitor nears it (docs/how-a-page-loads.md), which can move what follows.
    const clear = async (target: Locator) =>
      !overlaps((await bookingLink(page).boundingBox())!, (await target.boundingBox())!);
    await submit.focus();
    await expect.poll(() => clear(submit)).toBe(true);

    await page.evaluate(() =>
      window.scrollTo({ top: document.documentElement.scrollHeight, behavior: "instant" }),
    );
    const footer = page.getByRole("contentinfo");
    for (const target of [
      footer.getByRole("link", { name: t.footer.cookies }),
      footer.getByRole("button", { name: new RegExp(`^${escapeRegExp(t.footer.language)}`) }),
      footer.getByText(messagePattern(t.footer.copyright)),
    ]) {
      await expect.poll(() => clear(target), { message: String(target) }).toBe(true);
    }
  });
});

test.describe("while the page is still arriving", () => {
  /** Where a slow connection can stop for a while inside the button's markup. */
  const pauses = {
    "after its opening tag": (html: string, button: number) => html.indexOf(">", button) + 1,
    "before its icon": (html: string, button: number) => html.indexOf("<svg", button),
    "inside its icon": (html: string, button: number) =>
      html.indexOf("<", html.indexOf("<svg", button) + 1),
  };
  /** The hero, centred, and where a slow connection can stop inside its chip. */
  const HERO = 'aria-labelledby="hero-title"';
  const chipPauses = {
    "before its icon": (html: string) => html.indexOf("<svg", html.indexOf(HERO)),
  };
  // Serves the site as it is, except that each page's HTML stops at a point in the booking button
  // (`?pause`) or in the hero's chip (`?chip`), as on a slow network, until the test sends the
  // rest: once the browser has drawn what it has.
  let server: Server;
  let origin: string;
  const held: (() => void)[] = [];
  const sendTheRest = () => held.splice(0).forEach((send) => send());
  test.beforeAll(async ({ baseURL }) => {
    server = createServer(async (req, res) => {
      const url = new URL(req.url!, "http://localhost");
      const pause = url.searchParams.get("pause") as keyof typeof pauses | null;
      const chip = url.searchParams.get("chip") as keyof typeof chipPauses | null;
      const upstream = await fetch(new URL(url.pathname, baseURL), {
        headers: { "accept-encoding": "identity" },
      });
      const headers = Object.fromEntries(
        [...upstream.headers].filter(
          ([name]) => !/^(content-(encoding|length)|transfer-encoding|connection)$/.test(name),
        ),
      );
      res.writeHead(upstream.status, headers);
      const body = await upstream.text();
      const button = body.indexOf(`<a id="${BOOKING_BUTTON_ID}"`);
      const at =
        pause && button >= 0 ? pauses[pause](body, button) : chip ? chipPauses[chip](body) : -1;
      if (at < 0) return res.end(body);
      res.write(body.slice(0, at));
      held.push(() => {
        if (!res.writableEnded) res.end(body.slice(at));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, "localhost", resolve));
    origin = `http://localhost:${(server.address() as AddressInfo).port}`;
  });
  test.afterAll(() => {
    sendTheRest();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });

  type Seen = { shifts: string[]; framesWhileArriving: number };
  /**
   * Opens `address` on a phone with the page held at its pause until the browser has drawn two
   * frames with `drawn` in them, then the rest. The page records its layout shifts and the frames
   * drawn while it was arriving, for `expectDrawnStill`.
   */
  async function arrive(browser: Browser, address: string, drawn: string) {
    const context = await browser.newContext({
      viewport: { width: widths.phone, height: 740 },
    });
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort("blockedbyclient"),
    );
    const page = await context.newPage();
    let drawnTwice = false;
    await page.exposeFunction("__framesDrawn", () => (drawnTwice = true));
    await page.addInitScript((selector) => {
      const seen = { shifts: [] as string[], framesWhileArriving: 0 };
      Object.assign(window, { __seen: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & {
          value: number;
          sources: {
            node?: Node;
            previousRect: DOMRectReadOnly;
            currentRect: DOMRectReadOnly;
          }[];
        })[]) {
          // What moved, from where to where, and when: enough to tell a cause from the report.
          const rect = (r: DOMRectReadOnly) => `${r.x},${r.y} ${r.width}×${r.height}`;
          const moved = entry.sources.map(
            (s) =>
              `${(s.node as Element)?.outerHTML?.slice(0, 60)} ${rect(s.previousRect)} → ${rect(s.currentRect)}`,
          );
          seen.shifts.push(
            `${entry.value} at ${Math.round(entry.startTime)} ms, ${document.readyState}: ${moved.join("; ")}`,
          );
        }
      }).observe({ type: "layout-shift", buffered: true });
      const frame = () => {
        if (document.readyState === "loading") {
          if (document.querySelector(selector)) seen.framesWhileArriving++;
          // Two frames drawn with what has arrived: the rest of the page may come.
          if (seen.framesWhileArriving === 2)
            (window as never as { __framesDrawn: () => void }).__framesDrawn();
          requestAnimationFrame(frame);
        }
      };
      requestAnimationFrame(frame);
    }, drawn);
    await page.goto(`${origin}${address}`, { waitUntil: "commit" });
    try {
      await expect
        .poll(() => drawnTwice, {
          message: "the browser draws what has arrived while the rest is held",
          timeout: 30_000,
        })
        .toBe(true);
    } finally {
      sendTheRest();
    }
    await page.waitForLoadState("load");
    return { page, context };
  }

  /**
   * The browser drew the page at least twice while it waited for the rest of it, with the element
   * under test in it, and nothing on the page moved.
   */
  async function expectDrawnStill(page: Page, context: BrowserContext) {
    const seen = await page.evaluate(() => (window as never as { __seen: Seen }).__seen);
    expect(seen.framesWhileArriving).toBeGreaterThanOrEqual(2);
    expect(seen.shifts).toEqual([]);
    await context.close();
  }

  // One home page for each reading direction: the button sits bottom right, or bottom left right
  // to left; what is held back is the same markup in every language.
  for (const { locale, path } of homePerDirection) {
    for (const pause of Object.keys(pauses)) {
      test(`${path}: the button does not move when the page stops ${pause}`, async ({
        browser,
      }) => {
        const { page, context } = await arrive(
          browser,
          `${path}?pause=${encodeURIComponent(pause)}`,
          `a[href="${bookingUrl}"]`,
        );
        const booking = page.getByRole("link", { name: messages[locale].booking.label });
        await expect(booking).toBeVisible();
        await expect(booking).toHaveText(messages[locale].booking.letsTalk);
        await expectDrawnStill(page, context);
      });
    }

    for (const pause of Object.keys(chipPauses)) {
      test(`${path}: the hero's chip does not move when the page stops ${pause}`, async ({
        browser,
      }) => {
        const { page, context } = await arrive(
          browser,
          `${path}?chip=${encodeURIComponent(pause)}`,
          `[${HERO}]`,
        );
        const hero = page.getByRole("region", { name: messages[locale].hero.title });
        await expect(hero.getByText(messages[locale].hero.chip)).toBeVisible();
        // The hero stayed hidden until it had all been parsed, then was shown whole.
        await expectDrawnStill(page, context);
      });
    }
  }
});
