// The team: one file per person, `<id>.json` with every language inside. `order` is the order on
// the About page; articles name their author by the file name.
import { teamMemberFile } from "../schema";
import { entriesById, loadCollection } from "../schema/load";

const files = import.meta.glob("./*.json", { eager: true, import: "default" });

export const team = loadCollection("app/content/team", files, teamMemberFile);

export type TeamMemberId = string;

/** Articles are checked to name a team member who exists. */
export const { ids: teamIds, get: teamMember } = entriesById(team, "team member");
