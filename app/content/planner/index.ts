// The project planner's model: `index.json`, every language inside. The figures are stored once,
// in English; each language labels the options in the same order (checked by the schema). A scope
// names the engagement of How we work that fits it, which must exist.
import { howWeWork } from "../how-we-work";
import { plannerFile } from "../schema";
import { ContentError, parseFile } from "../schema/fields";

import data from "./index.json";

const file = "app/content/planner/index.json";

export const planner = plannerFile.entry(parseFile(file, data, plannerFile.schema));

planner.scopes.forEach((scope, i) => {
  if (scope.engagement > howWeWork.prices.length)
    throw new ContentError(
      `${file}: en.scopes.${i}.engagement: expected 1 to ${howWeWork.prices.length}, the place of an engagement of How we work`,
    );
});
