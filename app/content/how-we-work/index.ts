// The How we work page: `index.json`, every language inside. The process steps and the
// engagements' texts are translated; the prices and durations are stored once, in English, and
// each language describes the engagements in the same order (checked by the schema).
import { howWeWorkFile } from "../schema";
import { parseFile } from "../schema/fields";

import data from "./index.json";

export const howWeWork = howWeWorkFile.entry(
  parseFile("app/content/how-we-work/index.json", data, howWeWorkFile.schema),
);
