// The limits of a request, shared by the forms (`maxLength`) and the intake's schema.

/** What a request is for: the contact form, a plan from the planner, a job application. */
export const requestKinds = ["contact", "plan", "application"] as const;
export type RequestKind = (typeof requestKinds)[number];

/** Characters per field. A message of any script up to 20,000 characters arrives whole. */
export const REQUEST_LIMITS = {
  name: 200,
  email: 254,
  company: 200,
  message: 20_000,
  link: 2_000,
  role: 100,
} as const;

/** A request sent sooner than this after the form was shown is a bot's, not a person's. */
export const MIN_FILL_MS = 3_000;

/** An attachment: a brief or an RFP, at most 10 MB. */
export const ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024;

/** The types an attachment may be, as its bytes say (never its name). */
export const attachmentTypes = [
  "application/pdf",
  "application/msword",
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
  "application/vnd.ms-excel",
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  "application/vnd.ms-powerpoint",
  "application/vnd.openxmlformats-officedocument.presentationml.presentation",
  "image/png",
  "image/jpeg",
] as const;

/** The path the site's own intake answers on, on the site's origin. */
export const INTAKE_PATH = "/api/requests";

/** The path the intake hands out its proof-of-work challenges on (./proof.ts). */
export const CHALLENGE_PATH = `${INTAKE_PATH}/challenge`;

/** The field a request carries its proof of work in, as ALTCHA names it. */
export const PROOF_FIELD = "altcha";
