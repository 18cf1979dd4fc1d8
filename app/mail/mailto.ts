/**
 * The contact form's mail, as a `mailto:` URL (RFC 6068). Every value goes through
 * encodeURIComponent: spaces become %20 (never `+`), line breaks %0D%0A, non-ASCII text UTF-8
 * percent-encoded, and `&`, `=`, `?`, `#` typed by the visitor cannot add or end a header.
 * The visitor writes and sends this mail, so it is in the page's language (`contact.mail` in the
 * messages); its subject carries a short fixed tag in every language, so the inbox's rules work.
 */
import type { useTranslations } from "use-intl";

/** The words of the mail, in the page's language: `useTranslations("contact.mail")`. */
export type MailWords = ReturnType<typeof useTranslations<"contact.mail">>;

/** The tags every subject carries, whatever its language, for the studio's inbox rules. */
export const MAIL_TAGS = { request: "Project Request", application: "Application" } as const;

export type ContactRequest = {
  name: string;
  email: string;
  company: string;
  message: string;
  /** The title of the role applied for: the request is then an application. */
  role?: string;
};

/** Mail apps truncate or refuse longer `mailto:` URLs (historically about 2,000 characters). */
export const MAILTO_MAX_LENGTH = 2000;

const CRLF = "\r\n";

/** One line: any line break or control character becomes a space, runs of spaces collapse. */
function singleLine(text: string): string {
  return [...text]
    .map((c) => (isLineBreakOrControl(c) ? " " : c))
    .join("")
    .replace(/ {2,}/g, " ")
    .trim();
}

function isLineBreakOrControl(c: string): boolean {
  const code = c.charCodeAt(0);
  return code < 0x20 || code === 0x7f || c === "\u2028" || c === "\u2029";
}

/** Every kind of line break as CRLF, the line ending mail uses. */
function crlf(text: string): string {
  return text.replace(/\r\n|\r|\n|\u2028|\u2029/g, CRLF).trim();
}

function mailSubject(words: MailWords, request: ContactRequest): string {
  if (request.role !== undefined)
    return words("applicationSubject", {
      tag: MAIL_TAGS.application,
      role: singleLine(request.role),
    });
  return words("subject", { tag: MAIL_TAGS.request, name: singleLine(request.name) });
}

/**
 * The body: name, email, company and project details, each labelled; for an application the
 * role, name and email, and why this role.
 */
function mailBody(
  words: MailWords,
  request: ContactRequest,
  details = crlf(request.message),
): string {
  if (request.role !== undefined)
    return [
      words("role", { value: singleLine(request.role) }),
      words("name", { value: singleLine(request.name) }),
      words("email", { value: singleLine(request.email) }),
      "",
      words("why", { value: "" }).trim(),
      details,
    ].join(CRLF);
  return [
    words("name", { value: singleLine(request.name) }),
    words("email", { value: singleLine(request.email) }),
    words("company", { value: singleLine(request.company) || "-" }),
    "",
    words("details"),
    details,
  ].join(CRLF);
}

function mailtoUrl(to: string, subject: string, body: string): string {
  return `mailto:${to}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

export type Mail = {
  /** The URL to open; when `complete` is false its body holds `placeholder` instead of the message. */
  url: string;
  complete: boolean;
  subject: string;
  /** The whole text of the mail, for copying. */
  text: string;
};

/**
 * The mail for a request. When the full message would make the URL too long for mail apps, the
 * URL carries the labelled fields and `placeholder` (telling the visitor to paste the message)
 * instead of cutting the text: the caller copies `text` and says so.
 */
export function buildMail(
  to: string,
  request: ContactRequest,
  words: MailWords,
  placeholder: string,
): Mail {
  const subject = mailSubject(words, request);
  const body = mailBody(words, request);
  const url = mailtoUrl(to, subject, body);
  if (url.length <= MAILTO_MAX_LENGTH) return { url, complete: true, subject, text: body };
  return {
    url: mailtoUrl(to, subject, mailBody(words, request, singleLine(placeholder))),
    complete: false,
    subject,
    text: body,
  };
}

/**
 * An application by email, in the page's language: the role's title in the subject beside the
 * fixed tag, so the inbox can sort it, and a short template in the body. `role` null is an open
 * application.
 */
export function applicationMailto(to: string, role: string | null, words: MailWords): string {
  const position = role === null ? words("openApplication") : singleLine(role);
  const tag = MAIL_TAGS.application;
  const subject =
    role === null
      ? words("openApplicationSubject", { tag })
      : words("applicationSubject", { tag, role: position });
  const body = [
    words("role", { value: position }),
    words("name", { value: "" }),
    words("cv", { value: "" }),
    "",
    words("why", { value: "" }),
    "",
  ].join(CRLF);
  return mailtoUrl(to, subject, body);
}

/** The parts of a `mailto:` URL, decoded: what a mail app would show. The inverse of `mailtoUrl`. */
export function parseMailto(url: string): { to: string; subject: string; body: string } {
  const parsed = new URL(url);
  if (parsed.protocol !== "mailto:") throw new Error(`not a mailto URL: ${url}`);
  // URLSearchParams would turn `+` into a space; mailto (RFC 6068) keeps it literal.
  const field = (name: string) => {
    const raw = parsed.search
      .slice(1)
      .split("&")
      .find((pair) => pair.startsWith(`${name}=`));
    return raw === undefined ? "" : decodeURIComponent(raw.slice(name.length + 1));
  };
  return {
    to: decodeURIComponent(parsed.pathname),
    subject: field("subject"),
    body: field("body"),
  };
}
