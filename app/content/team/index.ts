// The team: one file per person, `<id>.json` with every language inside, and the person's photo
// next to it where there is one. `order` is the order on the About page; articles name their
// author by the file name.
import { teamMemberFile } from "../schema";
import { ContentError } from "../schema/fields";
import { entriesById, loadCollection } from "../schema/load";

const files = import.meta.glob("./*.json", { eager: true, import: "default" });
const photos = import.meta.glob<string>("./*.{jpg,jpeg,png,webp}", {
  eager: true,
  import: "default",
  query: "?url",
});

export const team = loadCollection("app/content/team", files, teamMemberFile, (m, path) => {
  if (m.photo === undefined) return m;
  const photo = photos[`./${m.photo}`];
  if (photo === undefined) {
    throw new ContentError(`${path}: en.photo: expected a file named ${m.photo} next to this file`);
  }
  return { ...m, photo };
});

export type TeamMemberId = string;

/** Articles are checked to name a team member who exists. */
export const { ids: teamIds, get: teamMember } = entriesById(team, "team member");
