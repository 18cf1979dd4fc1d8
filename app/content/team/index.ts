// The team: one file per person, `<id>.json` with every language inside. `order` is the order on
// the About page; articles name their author by the file name.
import { teamMemberFile, type TeamMemberEntry } from "../schema";
import { loadCollection } from "../schema/load";

const files = import.meta.glob("./*.json", { eager: true, import: "default" });

export type TeamMember = TeamMemberEntry;

export const team: Readonly<Record<string, TeamMember>> = loadCollection(
  "app/content/team",
  files,
  teamMemberFile.schema,
  (file) => teamMemberFile.entry(file),
);

export type TeamMemberId = string;

export const teamIds: readonly TeamMemberId[] = Object.keys(team);

/** A team member by id; articles are checked to name one that exists. */
export function teamMember(id: TeamMemberId): TeamMember {
  const found = team[id];
  if (!found) throw new Error(`No team member "${id}"`);
  return found;
}
