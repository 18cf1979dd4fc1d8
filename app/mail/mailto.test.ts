import { createTranslator } from "use-intl";
import { describe, expect, it } from "vitest";

import { formatLocale, locales, type Locale } from "~/i18n/locales";
import type { Messages } from "~/i18n/messages/en";
import { loadMessages } from "~/i18n/messages.server";

import {
  applicationMailto as applicationMailtoIn,
  buildMail as buildMailIn,
  MAIL_TAGS,
  MAILTO_MAX_LENGTH,
  parseMailto,
  type ContactRequest,
  type MailWords,
} from "./mailto";

const messages = Object.fromEntries(
  await Promise.all(locales.map(async (l) => [l, await loadMessages(l)] as const)),
) as Record<Locale, Messages>;
const wordsIn = (locale: Locale): MailWords =>
  createTranslator({
    locale: formatLocale(locale),
    messages: messages[locale],
    namespace: "contact.mail",
  }) as unknown as MailWords;

const TO = "hello@example.com";
const PASTE = "[Paste your message here]";
const buildMail = (to: string, request: ContactRequest, paste: string) =>
  buildMailIn(to, request, wordsIn("en"), paste);
const applicationMailto = (to: string, role: string | null) =>
  applicationMailtoIn(to, role, wordsIn("en"));

function request(overrides: Partial<ContactRequest> = {}): ContactRequest {
  return { name: "Ada", email: "ada@example.com", company: "", message: "Hello", ...overrides };
}

/** Parses a mailto URL the way a mail client does: split on `?` and `&`, then decode. */
function parse(url: string) {
  const [address, query = ""] = url.slice("mailto:".length).split("?");
  const headers = query.split("&").map((pair) => {
    const [key, value = ""] = pair.split("=");
    return [key, decodeURIComponent(value)] as const;
  });
  return { address, headers, fields: Object.fromEntries(headers) };
}

describe("buildMail", () => {
  it("addresses the company with the subject and a labelled body", () => {
    const mail = buildMail(TO, request({ company: "Acme", message: "Line one\nLine two" }), PASTE);
    const { address, headers, fields } = parse(mail.url);
    expect(address).toBe(TO);
    expect(headers.map(([key]) => key)).toEqual(["subject", "body"]);
    expect(fields.subject).toBe("Project Request from Ada");
    expect(fields.body).toBe(
      "Name: Ada\r\nEmail: ada@example.com\r\nCompany: Acme\r\n\r\nProject details:\r\nLine one\r\nLine two",
    );
    expect(mail.complete).toBe(true);
  });

  it("encodes spaces as %20 and line breaks as %0D%0A, never + or bare %0A", () => {
    const { url } = buildMail(TO, request({ name: "Ada Lovelace", message: "a b\nc" }), PASTE);
    expect(url).toContain("subject=Project%20Request%20from%20Ada%20Lovelace");
    expect(url).toContain("a%20b%0D%0Ac");
    expect(url).not.toContain("+");
    expect(url).not.toMatch(/[^D]%0A/);
  });

  it("keeps CRLF and lone LF in the name out of the subject", () => {
    for (const name of ["Ada\r\nBcc: evil@example.com", "Ada\nBcc: evil@example.com", "Ada\rX"]) {
      const { fields } = parse(buildMail(TO, request({ name }), PASTE).url);
      expect(fields.subject).not.toMatch(/[\r\n]/);
      expect(fields.subject).toMatch(/^Project Request from Ada (Bcc: evil@example.com|X)$/);
      expect(fields.body.split("\r\n")[0]).toMatch(/^Name: Ada /);
    }
  });

  it("cannot add headers through &, =, ? or # in any field", () => {
    const sneaky = "x&bcc=evil@example.com?cc=a#frag";
    const { headers, fields } = parse(
      buildMail(
        TO,
        request({ name: sneaky, company: sneaky, message: sneaky, email: sneaky }),
        PASTE,
      ).url,
    );
    expect(headers.map(([key]) => key)).toEqual(["subject", "body"]);
    expect(fields.subject).toBe(`Project Request from ${sneaky}`);
    expect(fields.body).toContain(`Company: ${sneaky}`);
  });

  it("keeps + and % literally", () => {
    const { url } = buildMail(TO, request({ message: "C++ at 100% & more" }), PASTE);
    expect(url).toContain("C%2B%2B%20at%20100%25%20%26%20more");
    expect(parse(url).fields.body).toContain("C++ at 100% & more");
  });

  it("carries emoji, Chinese and Arabic as UTF-8", () => {
    const message = "🚀 你好，我們需要一個 App。مرحبا بكم";
    const mail = buildMail(TO, request({ name: "陳小明", message }), PASTE);
    expect(mail.url).toContain(encodeURIComponent("陳小明"));
    expect(mail.url).toContain("%F0%9F%9A%80");
    expect(parse(mail.url).fields.body).toContain(message);
    expect(parse(mail.url).fields.subject).toBe("Project Request from 陳小明");
  });

  it("marks an empty company instead of leaving a dangling label", () => {
    expect(parse(buildMail(TO, request(), PASTE).url).fields.body).toContain("Company: -");
  });

  it("never cuts a message too long for a mailto URL: the URL asks to paste, the text keeps it all", () => {
    const message = `Start ${"x".repeat(5000)} end`;
    const mail = buildMail(TO, request({ message }), PASTE);
    expect(mail.complete).toBe(false);
    expect(mail.url.length).toBeLessThanOrEqual(MAILTO_MAX_LENGTH);
    const { fields } = parse(mail.url);
    expect(fields.subject).toBe("Project Request from Ada");
    expect(fields.body).toContain("Email: ada@example.com");
    expect(fields.body).toContain(PASTE);
    expect(mail.text).toContain(message);
    expect(mail.text.startsWith("Name: Ada\r\n")).toBe(true);
  });

  it("counts the encoded length: 700 Chinese characters are too long, 700 Latin ones are not", () => {
    expect(buildMail(TO, request({ message: "中".repeat(700) }), PASTE).complete).toBe(false);
    expect(buildMail(TO, request({ message: "a".repeat(700) }), PASTE).complete).toBe(true);
  });
});

describe("applicationMailto", () => {
  it("puts the role in the subject, on one line, and parses back", () => {
    const url = applicationMailto("jobs@example.com", "Senior Engineer & Lead\r\nBcc: x@evil.test");
    const mail = parseMailto(url);
    expect(mail.to).toBe("jobs@example.com");
    expect(mail.subject).toBe("Application: Senior Engineer & Lead Bcc: x@evil.test");
    expect(mail.body).toMatch(/^Role: Senior Engineer & Lead Bcc: x@evil\.test\r\nName: /);
    expect(url).not.toMatch(/[ +]/);
  });

  it("writes an open application when there is no role", () => {
    const mail = parseMailto(applicationMailto("a@b.c", null));
    expect(mail.subject).toBe(`${MAIL_TAGS.application}: open application`);
    expect(mail.body).toMatch(/^Role: Open application\r\n/);
  });
});

describe.each(locales)("the %s mail", (locale) => {
  const words = messages[locale].contact.mail;
  const label = (key: "name" | "email" | "company" | "role", value: string) =>
    words[key].replace("{value}", value);

  it("is written in the page's language, with the fixed tag in its subject", () => {
    const mail = buildMailIn(
      TO,
      request({ name: "Lucía", company: "Acme" }),
      wordsIn(locale),
      PASTE,
    );
    const { fields } = parse(mail.url);
    expect(fields.subject).toContain(MAIL_TAGS.request);
    expect(fields.subject).toContain("Lucía");
    expect(fields.body.split("\r\n")).toEqual([
      label("name", "Lucía"),
      label("email", "ada@example.com"),
      label("company", "Acme"),
      "",
      words.details,
      "Hello",
    ]);
  });

  it("applies for a role in the page's language, with the fixed tag in its subject", () => {
    const mail = parseMailto(applicationMailtoIn(TO, "Ingeniero/a de smart TV", wordsIn(locale)));
    expect(mail.subject).toContain(MAIL_TAGS.application);
    expect(mail.subject).toContain("Ingeniero/a de smart TV");
    expect(mail.body.split("\r\n")[0]).toBe(label("role", "Ingeniero/a de smart TV"));
    const open = parseMailto(applicationMailtoIn(TO, null, wordsIn(locale)));
    expect(open.subject).toContain(MAIL_TAGS.application);
    expect(open.body.split("\r\n")[0]).toBe(label("role", words.openApplication));
  });
});
