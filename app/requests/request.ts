// A request as the site's forms send it and the intake reads it: one schema, so that the form's
// limits (`maxLength`) and the intake's checks cannot drift apart. The limits live apart from the
// schema so that a form can read them without bringing the schema library to the browser.
import { z } from "zod";

import { locales } from "../i18n/locales.ts";

import { REQUEST_LIMITS, requestKinds } from "./limits.ts";

const text = (max: number) => z.string().trim().min(1).max(max);

/** A plan from the planner, as data beside the buyer's words: the owner sees the same plan. */
const plan = z.strictObject({
  version: z.number().int().min(1),
  build: z.array(z.string().max(40)).min(1).max(20),
  scope: z.string().max(40),
  needs: z.array(z.string().max(40)).max(20),
  within: z.number().int().min(1).max(36).nullable(),
  aed: z.strictObject({ min: z.number().int().min(0), max: z.number().int().min(0) }),
  weeks: z.strictObject({ min: z.number().int().min(0), max: z.number().int().min(0) }),
  url: z.url({ protocol: /^https?$/ }).max(REQUEST_LIMITS.link),
});
export type PlanData = z.infer<typeof plan>;

export const requestSchema = z.strictObject({
  kind: z.enum(requestKinds).default("contact"),
  locale: z.enum(locales as readonly [string, ...string[]]),
  name: text(REQUEST_LIMITS.name),
  email: z.email().max(REQUEST_LIMITS.email),
  company: z.string().trim().max(REQUEST_LIMITS.company).default(""),
  message: text(REQUEST_LIMITS.message),
  /** A link to a brief or an RFP, instead of or beside a file. */
  link: z
    .url({ protocol: /^https?$/ })
    .max(REQUEST_LIMITS.link)
    .optional()
    .or(z.literal("").transform(() => undefined)),
  /** The role applied for (its id), for an application. */
  role: z.string().trim().max(REQUEST_LIMITS.role).optional(),
  plan: plan.optional(),
  /** The honeypot: a person never sees it, so never fills it. */
  website: z.string().max(REQUEST_LIMITS.name).optional(),
  /** When the form was shown (ms since the epoch): a request sent within seconds is a bot's. */
  startedAt: z.coerce.number().int().optional(),
});

export type ValidRequest = z.output<typeof requestSchema>;
