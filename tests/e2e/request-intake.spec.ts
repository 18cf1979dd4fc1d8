// A request that arrives: the contact form and the planner post to the site's own intake, the
// buyer is told it arrived with a reference in their language, and the database holds exactly
// what they sent: a long brief in any script whole, a plan as a plan, a file, one request for a
// retried send, with JavaScript or without.
import { DatabaseSync } from "node:sqlite";

import type { Page } from "@playwright/test";

import { CHALLENGE_PATH, INTAKE_PATH, MIN_FILL_MS } from "../../app/requests/limits";
import { paths } from "../../app/paths";
import { locales, type Locale } from "../../app/i18n/locales";
import { intakeTestDatabase } from "../../playwright.config";

import { expect, test, wakeIsland } from "./fixtures";
import { escapeRegExp, format, messages, pagesOf } from "./site";

/** What the intake stored under a reference, read from its database as the owner would. */
function stored(reference: string) {
  const db = new DatabaseSync(intakeTestDatabase, { readOnly: true });
  try {
    const request = db.prepare("SELECT * FROM requests WHERE id = ?").get(reference) as
      | {
          kind: string;
          locale: string;
          message: string;
          plan: string | null;
          role: string | null;
          suspect: string | null;
        }
      | undefined;
    const files = db
      .prepare("SELECT file_name, media_type, size FROM attachments WHERE request_id = ?")
      .all(reference);
    return request && { ...request, files };
  } finally {
    db.close();
  }
}

/** Requests stored from one address, to count what a retry left behind. */
function storedFrom(email: string): number {
  const db = new DatabaseSync(intakeTestDatabase, { readOnly: true });
  try {
    const row = db.prepare("SELECT count(*) AS n FROM requests WHERE email = ?").get(email) as {
      n: number;
    };
    return Number(row.n);
  } finally {
    db.close();
  }
}

async function fill(
  page: Page,
  locale: Locale,
  values: { name: string; email: string; message: string },
) {
  const t = messages[locale].contact;
  await page.getByLabel(t.name).fill(values.name);
  await page.getByLabel(t.email, { exact: true }).fill(values.email);
  await page.getByLabel(t.message).fill(values.message);
}

/** The reference the confirmation gives, once it shows. */
async function confirmation(page: Page, locale: Locale): Promise<string> {
  const t = messages[locale].intake;
  const sent = page.getByRole("region", { name: t.sentTitle });
  await expect(sent).toBeVisible({ timeout: 15_000 });
  const pattern = new RegExp(
    escapeRegExp(t.sentText).replace(escapeRegExp("{reference}"), "(HL-[0-9A-Z]{4}-[0-9A-Z]{4})"),
  );
  const text = (await sent.getByText(pattern).textContent())!;
  return pattern.exec(text)![1]!;
}

const briefs: Record<Locale, string> = {
  en: "We are a payments company in Riyadh. ".repeat(140),
  ar: "نحن شركة مدفوعات في الرياض ونريد تطبيقًا للجوال يربط التجار بالعملاء. ".repeat(75),
  zh: "我們是臺北的支付公司，想開發一個連接商家與顧客的行動 App。".repeat(170),
  es: "Somos una empresa de pagos en Bogotá y queremos una app. ".repeat(90),
};

for (const locale of locales) {
  test(`${locale}: a long brief is sent, confirmed with a reference, and arrives whole`, async ({
    page,
    visit,
    openedMailto,
  }) => {
    await visit(paths.section(locale, "contact"));
    const message = `${briefs[locale].trim()}\nEnd of brief.`;
    expect(message.length).toBeGreaterThanOrEqual(5_000);
    const email = `buyer-${locale}@example.com`;
    await fill(page, locale, { name: "Faisal Al-Otaibi", email, message });
    await page.getByRole("button", { name: messages[locale].contact.submitEndpoint }).click();
    const reference = await confirmation(page, locale);
    // The sent notice, as the original words it, in the page's language.
    await expect(
      page.getByRole("listitem").filter({ hasText: messages[locale].contact.toastSentTitle }),
    ).toBeVisible();
    expect(await openedMailto()).toEqual([]);
    const request = stored(reference)!;
    expect(request.message).toBe(message);
    expect(request.locale).toBe(locale);
    expect(request.kind).toBe("contact");
    // The form is empty again for another request.
    await expect(page.getByLabel(messages[locale].contact.message)).toHaveValue("");
  });
}

test("a plan from the Arabic planner arrives as a plan: its codes, the model's version, its link", async ({
  page,
}) => {
  await page.goto(
    `${paths.planner("ar")}?v=1&build=ios&build=android&scope=first-version&need=payments&within=3`,
  );
  await expect(page.locator('island-root[island="project-planner"]')).toHaveAttribute("hydrated");
  await page.getByRole("button", { name: messages.ar.planner.send }).click();
  await page.getByLabel(messages.ar.contact.name).fill("فيصل العتيبي");
  await page.getByLabel(messages.ar.contact.email, { exact: true }).fill("faisal@example.com");
  await page.getByRole("button", { name: messages.ar.contact.submitEndpoint }).click();
  const reference = await confirmation(page, "ar");
  const request = stored(reference)!;
  expect(request.kind).toBe("plan");
  const plan = JSON.parse(request.plan!) as {
    version: number;
    build: string[];
    needs: string[];
    within: number;
    url: string;
  };
  expect(plan).toMatchObject({
    version: 1,
    build: ["ios", "android"],
    needs: ["payments"],
    within: 3,
  });
  expect(plan.url).toContain("build=ios");
  // The buyer's words arrive beside it, in Arabic, as the planner wrote them.
  expect(request.message).toContain(messages.ar.planner.message.intro);
});

test("a brief attached as a file is stored with the request", async ({ page, visit }) => {
  await visit(paths.section("es", "contact"));
  await fill(page, "es", {
    name: "Lucía Ferrer",
    email: "lucia-file@example.com",
    message: "Adjunto el RFP.",
  });
  const pdf = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
  await page
    .getByLabel(messages.es.contact.attachment)
    .setInputFiles({ name: "rfp.pdf", mimeType: "application/pdf", buffer: pdf });
  await page.getByRole("button", { name: messages.es.contact.submitEndpoint }).click();
  const reference = await confirmation(page, "es");
  expect(stored(reference)!.files).toEqual([
    { file_name: "rfp.pdf", media_type: "application/pdf", size: pdf.length },
  ]);
});

test("a send whose answer was lost, sent again, stores one request and gets the same reference", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/Failed to load resource|ERR_FAILED/);
  let first = true;
  await page.route(new RegExp(`${escapeRegExp(INTAKE_PATH)}$`), async (route) => {
    // The first send reaches the intake, but its answer never comes back (a flaky network).
    const response = await route.fetch();
    if (first) {
      first = false;
      await route.abort("connectionreset");
    } else await route.fulfill({ response });
  });
  await visit(paths.section("en", "contact"));
  const email = "retry@example.com";
  await fill(page, "en", { name: "Ada Lovelace", email, message: "Sent twice, stored once." });
  const submit = page.getByRole("button", { name: messages.en.contact.submitEndpoint });
  await submit.click();
  // Not told it arrived, the visitor is offered the mail app, with every field kept.
  await expect(page.getByText(messages.en.intake.unreachable)).toBeVisible();
  await expect(page.getByLabel(messages.en.contact.message)).toHaveValue(
    "Sent twice, stored once.",
  );
  await submit.click();
  const reference = await confirmation(page, "en");
  expect(stored(reference)).toBeDefined();
  expect(storedFrom(email)).toBe(1);
});

test("an application from a role's page arrives with its role and CV, in the page's language", async ({
  page,
}) => {
  const [role] = pagesOf("role", "ar");
  await page.goto(role!.path);
  const form = page.getByRole("region", { name: messages.ar.role.applyTitle });
  await expect(form.getByRole("heading", { name: messages.ar.intake.apply.title })).toBeVisible();
  await form.getByLabel(messages.ar.contact.name).fill("ريم الشامسي");
  await form.getByLabel(messages.ar.contact.email, { exact: true }).fill("reem@example.com");
  await form
    .getByLabel(messages.ar.intake.apply.message)
    .fill("أعمل على تطبيقات الجوال منذ سبع سنوات.");
  const cv = Buffer.from("%PDF-1.7\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n");
  await form
    .getByLabel(messages.ar.intake.apply.file)
    .setInputFiles({ name: "cv.pdf", mimeType: "application/pdf", buffer: cv });
  await form.getByRole("button", { name: messages.ar.intake.apply.submit }).click();
  const reference = await confirmation(page, "ar");
  const request = stored(reference)!;
  expect(request).toMatchObject({ kind: "application", locale: "ar" });
  // The role as the studio knows it, whatever language the page was in.
  expect(role!.path.endsWith(`/${request.role}`)).toBe(true);
  expect(request.files).toEqual([
    { file_name: "cv.pdf", media_type: "application/pdf", size: cv.length },
  ]);
});

test("the proof of work starts when the visitor does, asks them nothing, and is checked", async ({
  page,
  visit,
}) => {
  const challenges: string[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith(CHALLENGE_PATH)) challenges.push(r.url());
  });
  await visit(paths.section("es", "contact"));
  await page
    .getByRole("button", { name: messages.es.contact.submitEndpoint })
    .scrollIntoViewIfNeeded();
  // Read, not yet written in: nothing fetched, nothing solved.
  await page.waitForTimeout(500);
  expect(challenges).toEqual([]);
  await fill(page, "es", {
    name: "Marta Gil",
    email: "marta-proof@example.com",
    message: "Sin rompecabezas.",
  });
  await expect.poll(() => challenges.length).toBe(1);
  // As long as a person takes, at the least: a form sent sooner is held as a bot's.
  await page.waitForTimeout(MIN_FILL_MS);
  const posted = page.waitForRequest((r) => r.url().endsWith(INTAKE_PATH) && r.method() === "POST");
  await page.getByRole("button", { name: messages.es.contact.submitEndpoint }).click();
  const body = JSON.parse((await posted).postData()!) as { altcha?: { solution?: unknown } };
  expect(body.altcha?.solution).toBeDefined();
  const reference = await confirmation(page, "es");
  expect(stored(reference)!.suspect).toBeNull();
  // No puzzle, checkbox or frame was shown on the way.
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.locator("iframe")).toHaveCount(0);
});

test("a draft survives a reload", async ({ page, visit }) => {
  await visit(paths.section("zh", "contact"));
  await wakeIsland(page, "contact-form");
  const draft = { name: "陳美琳", email: "draft@example.com", message: "草稿：重新載入後仍在。" };
  await fill(page, "zh", draft);
  await page.reload();
  // The form's island wakes on the visitor's first intent, and brings the draft back.
  await wakeIsland(page, "contact-form");
  await expect(page.getByLabel(messages.zh.contact.message)).toHaveValue(draft.message);
  await expect(page.getByLabel(messages.zh.contact.name)).toHaveValue(draft.name);
});

test("a refused field is said in the visitor's language, and nothing typed is lost", async ({
  page,
  visit,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 400/);
  await visit(paths.section("ar", "contact"));
  // An address the browser takes and the intake's schema does not.
  await fill(page, "ar", { name: "ليلى", email: "layla@localhost", message: "مرحبًا" });
  await page.getByRole("button", { name: messages.ar.contact.submitEndpoint }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: messages.ar.intake.errors.badEmail }),
  ).toBeVisible();
  await expect(page.getByLabel(messages.ar.contact.email, { exact: true })).toBeFocused();
  await expect(page.getByLabel(messages.ar.contact.message)).toHaveValue("مرحبًا");
});

test("a hostile body gets a 4xx, never a 500: another origin, a body that is not the form's", async ({
  request,
  baseURL,
}) => {
  const post = (headers: Record<string, string>, data: string) =>
    request.post(INTAKE_PATH, {
      headers: {
        "Content-Type": "application/json",
        "Idempotency-Key": "hostile-key-0000000001",
        ...headers,
      },
      data,
    });
  expect((await post({ Origin: "https://evil.example" }, "{}")).status()).toBe(403);
  const garbage = await post(
    { Origin: baseURL!, Accept: "application/json" },
    '{"kind":"contact","locale":"en","name":"<script>alert(1)</script>","email":"x@example.com","message":"hi","__proto__":{"admin":true}}',
  );
  expect(garbage.status()).toBe(400);
  expect(await garbage.json()).toMatchObject({ error: "badBody" });
  expect((await request.fetch(INTAKE_PATH, { method: "DELETE" })).status()).toBe(405);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the form posts to the intake and lands on a confirmation page in its language", async ({
    page,
  }) => {
    await page.goto(paths.section("es", "contact"));
    await fill(page, "es", {
      name: "Diego",
      email: "diego-nojs@example.com",
      message: "Sin JavaScript.",
    });
    await page
      .locator("#contact form")
      .getByRole("button", { name: messages.es.contact.submitEndpoint })
      .click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(messages.es.intake.sentTitle);
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    const text = (await page.getByRole("status").textContent())!;
    const reference = /HL-[0-9A-Z]{4}-[0-9A-Z]{4}/.exec(text)![0];
    expect(text).toBe(format(messages.es.intake.sentText, { reference }));
    expect(stored(reference)!.message).toBe("Sin JavaScript.");
  });
});
