// A plan in its page's address, so a shared link opens the same plan: option codes of the model
// and its version, never a name, an address or free text. Reading is forgiving: an unknown key
// is ignored, a value the model does not have falls back to the default, and a link made for
// another version of the model opens the empty plan.
import { emptyChoice, type Choice, type PlanModel } from "./plan";

const KEYS = { version: "v", build: "build", scope: "scope", needs: "need", within: "within" };

/** The choice a query string (`?v=1&build=ios&…`) holds, as far as the model knows its values. */
export function choiceFromQuery(model: PlanModel, search: string): Choice {
  const empty = emptyChoice(model);
  const query = new URLSearchParams(search);
  if (query.get(KEYS.version) !== String(model.version)) return empty;
  const known = (key: string, codes: readonly { id: string }[]) => {
    const asked = new Set(query.getAll(key));
    return codes.filter((c) => asked.has(c.id)).map((c) => c.id);
  };
  const scope = query.get(KEYS.scope);
  const within = Number(query.get(KEYS.within));
  return {
    build: known(KEYS.build, model.platforms),
    scope: model.scopes.some((s) => s.id === scope) ? scope! : empty.scope,
    needs: known(KEYS.needs, model.needs),
    within:
      Number.isInteger(within) && within >= 1 && within <= model.tightDate.months ? within : null,
  };
}

/** The query string of a choice, `""` for the empty plan. */
export function queryOfChoice(model: PlanModel, choice: Choice): string {
  const empty = emptyChoice(model);
  if (
    choice.build.length === 0 &&
    choice.needs.length === 0 &&
    choice.scope === empty.scope &&
    choice.within === null
  )
    return "";
  const query = new URLSearchParams({ [KEYS.version]: String(model.version) });
  for (const id of choice.build) query.append(KEYS.build, id);
  query.set(KEYS.scope, choice.scope);
  for (const id of choice.needs) query.append(KEYS.needs, id);
  if (choice.within !== null) query.set(KEYS.within, String(choice.within));
  return `?${query}`;
}
