// Careers: one file per role, `roles/<id>.json` with every language inside (the file name is the
// URL slug, `order` the order on the careers page), and the hiring steps every role shares in
// `hiring-process.json`. A role is published from `datePosted` through `validThrough`: keep closed
// roles as a record, the build leaves them out.
import { locales, type Locale } from "../../i18n/locales";
import { hiringProcessFile, roleFile, type RoleEntry } from "../schema";
import { ContentError, parseFile } from "../schema/fields";
import { entriesById, loadCollection } from "../schema/load";
import type { IsoDate, Localized } from "../types";

import hiringProcessData from "./hiring-process.json";

export type { IsoDate };

const files = import.meta.glob("./roles/*.json", { eager: true, import: "default" });

export type Role = RoleEntry;

export const roles = loadCollection("app/content/careers", files, roleFile);

/** One step of the hiring process, shown on every role page. */
export type HiringStep = { title: Localized; text: Localized };

const hiring = hiringProcessFile.entry(
  parseFile("app/content/careers/hiring-process.json", hiringProcessData, hiringProcessFile.schema),
);
for (const locale of locales) {
  if (hiring.steps[locale].length !== hiring.steps.en.length) {
    throw new ContentError(
      `app/content/careers/hiring-process.json: ${locale}.steps: expected ${hiring.steps.en.length} steps, as in English`,
    );
  }
}
/** The same steps for every role, in order. */
const inEveryLanguage = (text: (locale: Locale) => string) =>
  Object.fromEntries(locales.map((l) => [l, text(l)])) as Localized;
export const hiringProcess: readonly HiringStep[] = hiring.steps.en.map((_, i) => ({
  title: inEveryLanguage((l) => hiring.steps[l][i]!.title),
  text: inEveryLanguage((l) => hiring.steps[l][i]!.text),
}));
/** The languages the hiring steps are written in; the others show the English ones. */
export const hiringProcessIn = hiring.translatedIn;

export type RoleId = string;
export const { ids: roleIds, has: isRoleId, get: role } = entriesById(roles, "role");

/** Whether a role is published on `day`: posted, and not past its closing date. */
export function isOpen(role: Pick<Role, "datePosted" | "validThrough">, day: IsoDate): boolean {
  return role.datePosted <= day && day <= role.validThrough;
}

/** The roles published on `day`, and how many have closed (the careers page says so). */
export function openRoles<Id extends string>(
  all: Readonly<Record<Id, Pick<Role, "datePosted" | "validThrough">>>,
  day: IsoDate,
): { open: Id[]; closed: number } {
  const ids = Object.keys(all) as Id[];
  const open = ids.filter((id) => isOpen(all[id], day));
  const closed = ids.filter((id) => all[id].validThrough < day).length;
  return { open, closed };
}
