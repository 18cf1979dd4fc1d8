// The industries case studies are filed under: one file per industry, `<id>.json` with every
// language inside. `order` is the order of the filters on /projects; the file name is the URL slug
// (/projects/industry/<id>) and what a case study's `industry` names.
import { industryFile } from "../schema";
import { entriesById, loadCollection } from "../schema/load";

const files = import.meta.glob("./*.json", { eager: true, import: "default" });

const industries = loadCollection("app/content/industries", files, industryFile);

export type IndustryId = string;
export const {
  ids: industryIds,
  has: isIndustryId,
  get: industry,
} = entriesById(industries, "industry");
