import backendEngineer from "./backend-engineer";
import productDesigner from "./product-designer";
import seniorMobileEngineer from "./senior-mobile-engineer";
import smartTvEngineer from "./smart-tv-engineer";
import type { IsoDate, Role } from "./types";

export type { HiringStep, IsoDate, Role } from "./types";
export { hiringProcess } from "./hiring-process";

// Every role, open or closed; the order here is the order on the careers page. The key is the
// URL slug. A role is published from `datePosted` through `validThrough`: keep closed roles
// here as a record, the build leaves them out.
export const roles = {
  "senior-mobile-engineer": seniorMobileEngineer,
  "product-designer": productDesigner,
  "smart-tv-engineer": smartTvEngineer,
  "backend-engineer": backendEngineer,
} as const satisfies Record<string, Role>;

export type RoleId = keyof typeof roles;
export const roleIds = Object.keys(roles) as RoleId[];

export function isRoleId(id: string | undefined): id is RoleId {
  return id !== undefined && Object.hasOwn(roles, id);
}

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
