import { site } from "../../app/content/site";
import { localeInfo } from "../../app/i18n/locales";
import { MAIL_TAGS } from "../../app/mail/mailto";

import { expect, NOT_FOUND_CONSOLE, test, pageLoaded } from "./fixtures";
import { format, manifest, messages } from "./site";

const BASE = site.baseUrl;

test("the Chinese and Spanish home pages are in their language, marked with lang", async ({
  page,
  visit,
}) => {
  await visit("/zh");
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("打造令人驚豔的數位體驗");
  await expect(
    page.getByRole("navigation", { name: "主選單" }).getByRole("link", { name: "服務項目" }),
  ).toHaveAttribute("href", "/zh#services");
  await expect(page.getByRole("link", { name: /^聊聊吧！/ })).toBeVisible();

  await visit("/es");
  await expect(page.locator("html")).toHaveAttribute("lang", "es");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Creamos experiencias digitales excepcionales",
  );
  await expect(
    page.getByRole("button", { name: messages.es.contact.submitEndpoint }),
  ).toBeVisible();
  await expect(
    page.getByRole("contentinfo").getByRole("link", { name: "Política de privacidad" }),
  ).toBeVisible();
});

test("switching a case study to 繁體中文 lands on the same case study in Chinese, and is remembered", async ({
  page,
  visit,
}) => {
  await visit("/projects/streamview");
  await page.getByRole("button", { name: "Language English" }).click();
  await page
    .getByRole("navigation", { name: messages.en.footer.otherLanguages })
    .getByRole("link", { name: "繁體中文" })
    .click();
  await expect(page).toHaveURL(/\/zh\/projects\/streamview$/);
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
  await expect(page.getByRole("link", { name: "返回客戶案例" })).toHaveAttribute(
    "href",
    "/zh/projects",
  );
  expect(await page.evaluate(() => localStorage.getItem("locale"))).toBe("zh");
});

test("a remembered choice opens / as the Chinese home page, with no English painted first", async ({
  page,
  visit,
}) => {
  // At every frame of every document until it has loaded, note what a visitor would see.
  await page.addInitScript(() => {
    const record = () => {
      const frames = JSON.parse(sessionStorage.getItem("firstFrames") ?? "[]") as unknown[];
      frames.push({
        path: location.pathname,
        lang: document.documentElement.lang,
        visible:
          getComputedStyle(document.documentElement).visibility !== "hidden"
            ? (document.body?.innerText.trim().slice(0, 80) ?? "")
            : "",
      });
      sessionStorage.setItem("firstFrames", JSON.stringify(frames));
      if (document.readyState !== "complete") requestAnimationFrame(record);
    };
    requestAnimationFrame(record);
  });
  await visit("/es");
  await page.getByRole("button", { name: "Idioma Español" }).click();
  await page
    .getByRole("navigation", { name: messages.es.footer.otherLanguages })
    .getByRole("link", { name: "繁體中文" })
    .click();
  await expect(page).toHaveURL(/\/zh$/);
  await page.evaluate(() => sessionStorage.removeItem("firstFrames"));

  await page.goto("/");
  await expect(page).toHaveURL(/\/zh$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("打造令人驚豔的數位體驗");
  // The recording ends at the first frame after the page has loaded.
  await page.waitForLoadState("load");
  const frames = (await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() =>
          resolve(JSON.parse(sessionStorage.getItem("firstFrames") ?? "[]")),
        ),
      ),
  )) as {
    path: string;
    lang: string;
    visible: string;
  }[];
  expect(frames.filter((f) => f.lang === "en").map((f) => f.visible)).toEqual(
    frames.filter((f) => f.lang === "en").map(() => ""),
  );
  expect(frames.at(-1)).toMatchObject({ path: "/zh", lang: "zh-Hant" });
  expect(frames.at(-1)!.visible).not.toBe("");
  await pageLoaded(page);

  // Choosing English again is remembered too: / stays English.
  await page.getByRole("button", { name: "語言 繁體中文" }).click();
  await page
    .getByRole("navigation", { name: messages.zh.footer.otherLanguages })
    .getByRole("link", { name: "English" })
    .click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/");
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test.describe("a fresh visitor whose browser prefers Spanish", () => {
  test.use({ locale: "es-ES", extraHTTPHeaders: { "Accept-Language": "es-ES,es;q=0.9" } });
  test("still gets English at /", async ({ page, visit }) => {
    await visit("/");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(
      "We craft exceptional digital experiences",
    );
  });
});

test("every page declares an absolute canonical URL and complete, reciprocal hreflang alternates", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
  expect(urls.sort()).toEqual(
    manifest.pages
      .filter((p) => !p.noindex)
      .map((p) => `${BASE}${p.path === "/" ? "/" : p.path}`)
      .sort(),
  );
  const alternatesOf = new Map<string, Record<string, string>>();
  for (const url of urls) {
    const html = await (await request.get(url.replace(BASE, "") || "/")).text();
    const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
    expect(canonical, `canonical of ${url}`).toBe(url);
    const alternates = Object.fromEntries(
      [...html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map((m) => [
        m[1]!,
        m[2]!,
      ]),
    );
    // Every language the page exists in (an article may lack one), and x-default.
    const page = manifest.pages.find((p) => `${BASE}${p.path === "/" ? "/" : p.path}` === url)!;
    expect(Object.keys(alternates).sort(), url).toEqual(
      [...page.alternates.map((l) => localeInfo[l].htmlLang), "x-default"].sort(),
    );
    for (const href of Object.values(alternates)) expect(href.startsWith(`${BASE}/`)).toBe(true);
    expect(Object.values(alternates)).toContain(url);
    alternatesOf.set(url, alternates);
  }
  // Reciprocal: each alternate lists the same set back.
  for (const [url, alternates] of alternatesOf) {
    for (const href of Object.values(alternates))
      expect(alternatesOf.get(href), `${href} from ${url}`).toEqual(alternates);
  }
});

for (const [prefix, lang, text] of [
  ["", "en", "Oops! The page you're looking for doesn't exist or has been moved."],
  ["/zh", "zh-Hant", "糟糕！您要找的頁面不存在，或已移至其他位置。"],
  ["/es", "es", "¡Ups! La página que buscas no existe o cambió de ubicación."],
] as const) {
  test(`an unknown path under ${prefix || "/"} gets the ${lang} 404 page with status 404`, async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(NOT_FOUND_CONSOLE);
    const response = await page.goto(`${prefix}/no/such/page`);
    expect(response!.status()).toBe(404);
    await expect(page.locator("html")).toHaveAttribute("lang", lang);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(text);
  });
}

test("unknown services and projects get that language's not-found state with status 404", async ({
  request,
}) => {
  for (const [path, text] of [
    ["/zh/services/nope", "找不到這項服務"],
    ["/es/services/nope", "Servicio no encontrado"],
    ["/zh/projects/nope", "找不到這個客戶案例"],
    ["/es/projects/nope", "Proyecto no encontrado"],
  ] as const) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain(text);
  }
});

test("the Chinese form reads in Chinese, and so does the mail it opens, with the inbox's tag", async ({
  page,
  visit,
  openedMailto,
  intakeDown,
}) => {
  // The mail app's path, taken when the site's own intake cannot be reached.
  await intakeDown();
  const words = messages.zh.contact.mail;
  await visit("/zh");
  await page.getByLabel("姓名").fill("陳小明");
  await page.getByLabel("電子郵件", { exact: true }).fill("chen@example.com");
  await page.getByLabel("專案內容").fill("我們想開發一個 App。");
  await page.getByRole("button", { name: messages.zh.contact.submitEndpoint }).click();
  await expect.poll(openedMailto).toHaveLength(1);
  const query = (await openedMailto())[0]!.split("?")[1]!;
  const fields = Object.fromEntries(
    query.split("&").map((pair) => pair.split("=").map(decodeURIComponent)),
  );
  expect(fields.subject).toBe(format(words.subject, { tag: MAIL_TAGS.request, name: "陳小明" }));
  expect(fields.body).toBe(
    [
      format(words.name, { value: "陳小明" }),
      format(words.email, { value: "chen@example.com" }),
      format(words.company, { value: "-" }),
      "",
      words.details,
      "我們想開發一個 App。",
    ].join("\r\n"),
  );
  await expect(page.getByRole("region", { name: /^通知/ }).getByRole("listitem")).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
});
