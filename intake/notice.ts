// The mail that tells the studio a request arrived: plain text, in English (the studio's
// language), with the fixed tag its inbox rules match, the reference, the buyer's own words as
// they wrote them, a plan as data (its option codes, the model's version, the range and its
// link), and the files it carries. Plain text: nothing the visitor wrote is read as markup.
import { MAIL_TAGS } from "../app/mail/mailto.ts";
import type { ValidRequest } from "../app/requests/request.ts";

import type { Attachment } from "./store.ts";

/** One line: a name with a line break cannot add a header or a line to the subject. */
const oneLine = (text: string) => text.replace(/[\p{Cc}\u2028\u2029]+/gu, " ").trim();

export function studioNotice(
  reference: string,
  request: ValidRequest,
  attachments: readonly Attachment[],
): { subject: string; body: string } {
  const what = { contact: "request", plan: "plan", application: "application" }[request.kind];
  const tag = request.kind === "application" ? MAIL_TAGS.application : MAIL_TAGS.request;
  const subject = `[${tag}] ${reference}: ${what} from ${oneLine(request.name)}`;
  const plan = request.plan;
  const lines = [
    `Reference: ${reference}`,
    `Kind: ${request.kind}`,
    `Language: ${request.locale}`,
    `Name: ${oneLine(request.name)}`,
    `Email: ${oneLine(request.email)}`,
    `Company: ${oneLine(request.company) || "-"}`,
    ...(request.role ? [`Role: ${oneLine(request.role)}`] : []),
    ...(request.link ? [`Link: ${request.link}`] : []),
    ...(plan
      ? [
          "",
          `Plan (model version ${plan.version}):`,
          `  build: ${plan.build.join(", ")}`,
          `  scope: ${plan.scope}`,
          `  needs: ${plan.needs.join(", ") || "-"}`,
          `  launch: ${plan.within === null ? "flexible" : `within ${plan.within} months`}`,
          `  range: AED ${plan.aed.min}–${plan.aed.max}, ${plan.weeks.min}–${plan.weeks.max} weeks`,
          `  link: ${plan.url}`,
        ]
      : []),
    ...(attachments.length
      ? [
          "",
          ...attachments.map(
            (a) => `Attached: ${a.fileName} (${a.mediaType}, ${a.content.byteLength} bytes)`,
          ),
        ]
      : []),
    "",
    "Message:",
    request.message,
  ];
  return { subject, body: lines.join("\n") };
}
