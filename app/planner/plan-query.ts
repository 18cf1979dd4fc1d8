// A plan in its page's address, so a shared link opens the same plan: option codes of the model
// and its version, never a name, an address or free text. Reading is forgiving: codes repeat a
// key (`build=ios&build=android`, as the page writes them) or share one (`build=ios,android`, as
// a person types them), a link without a version is read with the current model, and what it
// cannot read is set aside and named, so the page can say what it dropped. A link made for
// another version of the model opens the empty plan, and says so.
import { emptyChoice, type Choice, type PlanModel } from "./plan";

const KEYS = { version: "v", build: "build", scope: "scope", needs: "need", within: "within" };

/** Keys other sites add to a link they carry (`utm_source`, `fbclid`): not the plan's, not lost. */
const TRACKING = /^(?:utm_.*|[a-z]*clid|mc_[a-z]+|ref)$/i;

/** At most this many parts are named, each at most this long: a hostile link stays short. */
const NAMED_PARTS = 5;
const PART_LENGTH = 40;

export type QueryReading = {
  choice: Choice;
  /** The parts of the link the model does not know, as written (`build=ipad`), shortened. */
  dropped: string[];
  /** The link was made for another version of the model: its plan cannot be read. */
  otherVersion: boolean;
};

/** The choice a query string (`?v=1&build=ios&…`) holds, and what of it could not be read. */
export function readQuery(model: PlanModel, search: string): QueryReading {
  const empty = emptyChoice(model);
  const query = new URLSearchParams(search);
  const version = query.get(KEYS.version);
  if (version !== null && version !== String(model.version))
    return { choice: empty, dropped: [], otherVersion: true };

  const dropped: string[] = [];
  const drop = (key: string, value: string) => {
    const part = value === "" ? key : `${key}=${value}`;
    dropped.push(part.length > PART_LENGTH ? `${part.slice(0, PART_LENGTH - 1)}…` : part);
  };
  /** Every code given under `keys`, repeated or comma-separated, those the model has kept. */
  const known = (keys: readonly string[], codes: readonly { id: string }[]) => {
    const ids = new Set(codes.map((c) => c.id));
    const asked = keys.flatMap((key) =>
      query.getAll(key).flatMap((value) =>
        value
          .split(",")
          .map((code) => code.trim())
          .filter((code) => code !== "")
          .map((code) => [key, code] as const),
      ),
    );
    for (const [key, code] of asked) if (!ids.has(code)) drop(key, code);
    return codes.filter((c) => asked.some(([, code]) => code === c.id)).map((c) => c.id);
  };

  const build = known([KEYS.build], model.platforms);
  const needs = known([KEYS.needs, "needs"], model.needs);
  const scope = query.get(KEYS.scope);
  if (scope !== null && !model.scopes.some((s) => s.id === scope)) drop(KEYS.scope, scope);
  const withinText = query.get(KEYS.within);
  const within = Number(withinText);
  const withinKnown =
    withinText !== null &&
    Number.isInteger(within) &&
    within >= 1 &&
    within <= model.tightDate.months;
  if (withinText !== null && !withinKnown) drop(KEYS.within, withinText);
  const ours = new Set([...Object.values(KEYS), "needs"]);
  for (const key of new Set(query.keys()))
    if (!ours.has(key) && !TRACKING.test(key)) drop(key, query.get(key) ?? "");

  return {
    choice: {
      build,
      scope: scope !== null && model.scopes.some((s) => s.id === scope) ? scope : empty.scope,
      needs,
      within: withinKnown ? within : null,
    },
    dropped: [...new Set(dropped)].slice(0, NAMED_PARTS),
    otherVersion: false,
  };
}

/** The choice a query string holds, as far as the model knows its values. */
export function choiceFromQuery(model: PlanModel, search: string): Choice {
  return readQuery(model, search).choice;
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
